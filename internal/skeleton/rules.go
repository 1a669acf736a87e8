package skeleton

// Lexical rules for the names and values in a skeleton. Each returns ""
// when s is fine, else what is wrong (for an error message). The character
// sets are deliberately narrow: these strings end up in selectors, location
// hints ("screen/element@breakpoint"), CSS and JSON verdicts, and a narrow
// set keeps every one of those unambiguous.

import (
	"fmt"
	"path"
	"strings"
)

const (
	maxIdentLen    = 64
	maxNameLen     = 128
	maxSelectorLen = 1024
	maxValueLen    = 256
)

func isAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// checkIdent: ids of breakpoints, screens and elements:
// [A-Za-z0-9][A-Za-z0-9_-]*, at most 64 bytes.
func checkIdent(s string) string {
	if s == "" || len(s) > maxIdentLen {
		return fmt.Sprintf("must be 1-%d characters", maxIdentLen)
	}
	if !isAlnum(s[0]) {
		return "must start with a letter or digit"
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !isAlnum(c) && c != '_' && c != '-' {
			return "may hold only letters, digits, '_' and '-'"
		}
	}
	return ""
}

// checkTokenName: dot-separated segments of [A-Za-z0-9_-], each starting
// with a letter or digit, at most 128 bytes. The segment before the last
// dot is the token's family (docs/CONTRACTS.md §7.6).
func checkTokenName(s string) string {
	if s == "" || len(s) > maxNameLen {
		return fmt.Sprintf("must be 1-%d characters", maxNameLen)
	}
	for _, seg := range strings.Split(s, ".") {
		if seg == "" {
			return "has an empty segment between dots"
		}
		if msg := checkSegment(seg); msg != "" {
			return msg
		}
	}
	return ""
}

func checkSegment(seg string) string {
	if !isAlnum(seg[0]) {
		return "segments must start with a letter or digit"
	}
	for i := 0; i < len(seg); i++ {
		if c := seg[i]; !isAlnum(c) && c != '_' && c != '-' {
			return "may hold only letters, digits, '_', '-' and '.'"
		}
	}
	return ""
}

// DefaultCSSVar is the custom property of a token that names none: "--"
// and the token name with dots as dashes.
func DefaultCSSVar(token string) string {
	return "--" + strings.ReplaceAll(token, ".", "-")
}

// checkCSSVar: "--" then [A-Za-z0-9_-]+, at most 128 bytes. (CSS allows
// more — escapes, non-ASCII — that no design token needs.)
func checkCSSVar(s string) string {
	if len(s) < 3 || len(s) > maxNameLen || !strings.HasPrefix(s, "--") {
		return fmt.Sprintf("must be \"--\" and 1-%d more characters", maxNameLen-2)
	}
	for i := 2; i < len(s); i++ {
		if c := s[i]; !isAlnum(c) && c != '_' && c != '-' {
			return "may hold only letters, digits, '_' and '-' after \"--\""
		}
	}
	return ""
}

// checkCSSProperty: a lowercase CSS property name such as background-color
// or -webkit-text-fill-color. Custom properties are not token uses.
func checkCSSProperty(s string) string {
	if s == "" || len(s) > maxIdentLen {
		return fmt.Sprintf("must be 1-%d characters", maxIdentLen)
	}
	body := strings.TrimPrefix(s, "-")
	if body == "" || body[0] < 'a' || body[0] > 'z' {
		return "must be a lowercase CSS property name"
	}
	for i := 0; i < len(body); i++ {
		if c := body[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return "must be a lowercase CSS property name"
		}
	}
	return ""
}

// IsColorProperty reports whether a CSS property takes a colour, so that
// a token used for it must be a colour (or an RGB triplet) and its value
// is compared as one.
func IsColorProperty(p string) bool { return isColorProperty(p) }

func isColorProperty(p string) bool {
	return p == "color" || p == "fill" || p == "stroke" || strings.HasSuffix(p, "-color")
}

// checkSelector: a CSS selector. Full selector syntax is the browser's to
// judge (a selector it rejects is reported by the rubric); here it must be
// non-blank, single-line, without control characters, at most 1024 bytes.
func checkSelector(s string) string {
	switch {
	case strings.TrimSpace(s) == "":
		return "selector is empty"
	case len(s) > maxSelectorLen:
		return fmt.Sprintf("selector is longer than %d bytes", maxSelectorLen)
	case hasControl(s):
		return "selector holds a control character"
	case strings.TrimSpace(s) != s:
		return "selector has leading or trailing space"
	}
	return ""
}

// checkEvent: a DOM event type such as click, mouseenter or my-event.
func checkEvent(s string) string {
	if s == "" || len(s) > maxIdentLen {
		return fmt.Sprintf("must be 1-%d characters", maxIdentLen)
	}
	if c := s[0]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
		return "must start with a letter"
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !isAlnum(c) && c != '_' && c != '-' && c != ':' && c != '.' {
			return "may hold only letters, digits, '_', '-', ':' and '.'"
		}
	}
	return ""
}

// checkText: free text (name, token values): 1..max bytes, no control
// characters, no leading or trailing space.
func checkText(s string, max int) string {
	switch {
	case s == "" || len(s) > max:
		return fmt.Sprintf("must be 1-%d bytes", max)
	case hasControl(s):
		return "holds a control character"
	case strings.TrimSpace(s) != s:
		return "has leading or trailing space"
	}
	return ""
}

func hasControl(s string) bool {
	for _, r := range s {
		if r < 0x20 || r == 0x7f || r >= 0x80 && r <= 0x9f {
			return true
		}
	}
	return false
}

// checkFileName: a screen file's path inside the skeleton. The same rules
// as the inline files of a request (events: clean, relative, slash-
// separated, no '\\', ':' or NUL), so every skeleton that loads from a
// directory can also travel inline; and it may not be one of the index's
// own files.
func checkFileName(s string) string {
	switch {
	case s == "" || len(s) > 255:
		return "must be 1-255 bytes"
	case strings.ContainsAny(s, "\\:"):
		return `may not contain '\' or ':'`
	case hasControl(s):
		return "holds a control character"
	case strings.HasPrefix(s, "/"):
		return "must be a relative path"
	case path.Clean(s) != s || s == "." || s == ".." || strings.HasPrefix(s, "../"):
		return "must be a clean path inside the skeleton (no '.', '..' or empty segments)"
	case s == IndexFile || s == SigFile:
		return "may not name the index or its signature"
	}
	return ""
}

// isLowerHex reports whether s is n lowercase hex digits.
func isLowerHex(s string, n int) bool {
	if len(s) != n {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}
