package mcpprotocol

import (
	"fmt"
	"mime"
	"regexp"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// Problem is one breach of the single-file rules.
type Problem struct {
	Rule   string `json:"rule"`
	Detail string `json:"detail"`
}

func (p Problem) String() string { return p.Rule + ": " + p.Detail }

// Bundle rules.
const (
	RuleScriptSrc   = "script-src-attr"   // a <script src>: all JS must be inline
	RuleRelLink     = "relative-link"     // a <link href> to a relative URL
	RuleRelImg      = "relative-img"      // an <img src> to a relative URL
	RuleAssetsChunk = "assets-chunk-path" // an /assets/*.js|css path anywhere
	RuleMIME        = "mime-type"         // not served as text/html;profile=mcp-app
)

var (
	attrRE   = regexp.MustCompile(`([A-Za-z_:][-A-Za-z0-9_:.]*)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>` + "`" + `]+))?`)
	assetsRE = regexp.MustCompile(`(?:^|[^A-Za-z0-9_.-])(?:\.{0,2}/)?assets/[A-Za-z0-9._/-]+\.(?:m?js|css)\b`)
	schemeRE = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9+.-]*:`)
)

// LintBundle checks html against the single-file rules and servedMIME (the
// Content-Type the host served it with, "" when it was never served)
// against events.MCPAppMIMEType.
func LintBundle(html, servedMIME string) []Problem {
	var out []Problem
	for _, t := range tags(html) {
		switch t.name {
		case "script":
			if src, ok := t.attrs["src"]; ok {
				kind := "external"
				if relative(src) {
					kind = "relative"
				}
				out = append(out, Problem{RuleScriptSrc, fmt.Sprintf("<script src=%q> (%s): all JS must be inline", clip(src), kind)})
			}
		case "link":
			if href, ok := t.attrs["href"]; ok && relative(href) {
				out = append(out, Problem{RuleRelLink, fmt.Sprintf("<link href=%q>", clip(href))})
			}
		case "img":
			if src, ok := t.attrs["src"]; ok && relative(src) {
				out = append(out, Problem{RuleRelImg, fmt.Sprintf("<img src=%q>", clip(src))})
			}
		}
	}
	var chunks []string
	if strings.Contains(html, "assets/") { // the regexp is slow on 650 KB of JS
		chunks = assetsRE.FindAllString(html, 5)
	}
	for _, m := range chunks {
		out = append(out, Problem{RuleAssetsChunk, fmt.Sprintf("chunk path %q", clip(strings.TrimLeft(m, "\"'( =")))})
	}
	if !isMCPAppMIME(servedMIME) {
		out = append(out, Problem{RuleMIME, fmt.Sprintf("served as %q, want %q", servedMIME, events.MCPAppMIMEType)})
	}
	return out
}

// isMCPAppMIME accepts text/html;profile=mcp-app with any spacing, case of
// the type, and extra parameters such as charset.
func isMCPAppMIME(s string) bool {
	t, params, err := mime.ParseMediaType(s)
	return err == nil && t == "text/html" && params["profile"] == "mcp-app"
}

// relative reports whether a URL attribute points at the document's own
// server by a relative path: no scheme and not protocol-relative. Empty
// and fragment-only values point nowhere.
func relative(u string) bool {
	u = strings.TrimSpace(u)
	if u == "" || strings.HasPrefix(u, "#") || strings.HasPrefix(u, "//") {
		return false
	}
	return !schemeRE.MatchString(u)
}

type tag struct {
	name  string
	attrs map[string]string
}

// tags scans the start tags of an HTML document the way a browser's
// tokenizer sees element boundaries, well enough for the bundle rules:
// comments are skipped, and the text of script, style, textarea and title
// elements is raw (a "<script" inside inline JS is not a tag).
func tags(html string) []tag {
	var out []tag
	lower := asciiLower(html)
	for i := 0; i < len(html); {
		j := strings.IndexByte(html[i:], '<')
		if j < 0 {
			break
		}
		i += j
		if strings.HasPrefix(html[i:], "<!--") {
			end := strings.Index(html[i+4:], "-->")
			if end < 0 {
				break
			}
			i += 4 + end + 3
			continue
		}
		k := i + 1
		for k < len(html) && isNameByte(html[k]) {
			k++
		}
		if k == i+1 {
			i++
			continue
		}
		name := lower[i+1 : k]
		end := tagEnd(html, k)
		t := tag{name: name, attrs: map[string]string{}}
		for _, m := range attrRE.FindAllStringSubmatch(html[k:end], -1) {
			key := strings.ToLower(m[1])
			if _, dup := t.attrs[key]; dup { // the first wins, as in browsers
				continue
			}
			v := m[2]
			if len(v) >= 2 && (v[0] == '"' || v[0] == '\'') {
				v = v[1 : len(v)-1]
			}
			t.attrs[key] = v
		}
		out = append(out, t)
		i = end
		switch name {
		case "script", "style", "textarea", "title":
			closeAt := strings.Index(lower[i:], "</"+name)
			if closeAt < 0 {
				return out
			}
			i += closeAt
		}
	}
	return out
}

// asciiLower lowercases A-Z only, so that indices into the result are
// indices into s (strings.ToLower rewrites invalid UTF-8 and changes
// lengths).
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

func isNameByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-'
}

// tagEnd returns the index after the '>' that ends the tag starting before
// k, skipping quoted attribute values.
func tagEnd(s string, k int) int {
	var quote byte
	for ; k < len(s); k++ {
		c := s[k]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '>':
			return k + 1
		}
	}
	return len(s)
}

func clip(s string) string {
	if len(s) > 120 {
		return s[:120] + "…"
	}
	return s
}
