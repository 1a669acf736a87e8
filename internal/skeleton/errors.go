package skeleton

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Sentinel errors. Every error Load returns is an *Error whose Unwrap
// yields one of the first four; a witness maps errors.Is(err, ErrSchema) to
// its schema-violation outcome (docs/CONTRACTS.md §6: AUDIT_UNAVAILABLE, exit 4), which
// is why the more specific ones wrap ErrSchema rather than stand apart.
var (
	// ErrSchema: the skeleton is not a valid design-skeleton.v1.
	ErrSchema = errors.New("skeleton schema violation")
	// ErrPinMismatch: a screen file's SHA-256 differs from its pin in
	// index.yaml.
	ErrPinMismatch = fmt.Errorf("%w: pinned hash mismatch", ErrSchema)
	// ErrHashMismatch: index.yaml does not hash to the skeleton hash the
	// caller expected.
	ErrHashMismatch = fmt.Errorf("%w: skeleton hash mismatch", ErrSchema)
	// ErrBadSignature: index.yaml.sig is malformed, or designer keys were
	// given and it is missing or does not verify with any of them.
	ErrBadSignature = fmt.Errorf("%w: bad skeleton signature", ErrSchema)

	// ErrConstraints: constraints cannot be merged (MergeConstraints).
	ErrConstraints = errors.New("invalid constraints")
	// ErrLoosened: a request's constraints loosen the skeleton's defaults.
	ErrLoosened = fmt.Errorf("%w: a request may only tighten the skeleton's constraints", ErrConstraints)
)

// Error is a problem with one skeleton file. It prints as one line:
//
//	FILE:LINE:COL: PATH: MSG
//
// e.g. `screens/home.yaml:12:7: elements[0].bbox.tablet: unknown breakpoint
// "tablet" (known: desktop, mobile)`. Line and Col are 1-based and 0 when
// unknown (then they are left out, as is an empty Path). YAML syntax errors
// carry the line yaml.v3 reports and no column.
type Error struct {
	File string // path inside the skeleton, e.g. "screens/home.yaml"
	Line int
	Col  int
	Path string // key path inside the file, e.g. "elements[0].bbox.tablet"
	Msg  string
	// Err is the sentinel: ErrSchema, ErrPinMismatch, ErrHashMismatch or
	// ErrBadSignature.
	Err error
	// Cause is the underlying error where there is one (a failed read),
	// so that errors.Is(err, fs.ErrNotExist) works.
	Cause error
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		b.WriteString(":" + strconv.Itoa(e.Line))
		if e.Col > 0 {
			b.WriteString(":" + strconv.Itoa(e.Col))
		}
	}
	b.WriteString(": ")
	if e.Path != "" {
		b.WriteString(e.Path + ": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

// Unwrap returns the sentinel and the cause, if any.
func (e *Error) Unwrap() []error {
	if e.Cause != nil {
		return []error{e.Err, e.Cause}
	}
	return []error{e.Err}
}

// oneLine keeps a message that embeds foreign text (a YAML parser message,
// an I/O error) on one line, so every error stays one line.
func oneLine(s string) string {
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return r == '\n' || r == '\r' }), " ")
}

// quote renders user text in a message: quoted (so control characters and
// newlines are escaped) and clipped, so one bad value cannot flood a log.
func quote(s string) string {
	c := clip(s)
	if len(c) < len(s) {
		return strconv.Quote(c) + "…"
	}
	return strconv.Quote(s)
}

// clip cuts s to at most 64 bytes, at a rune boundary.
func clip(s string) string {
	const max = 64
	if len(s) <= max {
		return s
	}
	cut := max
	for cut > 0 && !isRuneStart(s[cut]) {
		cut--
	}
	return s[:cut]
}

func isRuneStart(b byte) bool { return b&0xC0 != 0x80 }

// knownList renders the allowed values in an "unknown X" message: sorted,
// at most ten, so the message stays one readable line.
func knownList(names []string) string {
	const max = 10
	s := slices.Sorted(slices.Values(names))
	if len(s) == 0 {
		return "(known: none)"
	}
	more := ""
	if len(s) > max {
		more = fmt.Sprintf(", … %d more", len(s)-max)
		s = s[:max]
	}
	for i := range s {
		s[i] = clipPlain(s[i])
	}
	return "(known: " + strings.Join(s, ", ") + more + ")"
}

// clipPlain clips text that cannot break a line (names that passed a
// character-set check, YAML anchor names) without quoting it.
func clipPlain(s string) string {
	if c := clip(s); len(c) < len(s) {
		return c + "…"
	}
	return s
}
