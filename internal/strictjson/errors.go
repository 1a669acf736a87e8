package strictjson

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Kind classifies an *Error, for callers that word their errors their own
// way. Reason always holds a complete message.
type Kind int

// The kinds of data errors, in roughly the order Decode checks them.
const (
	Syntax    Kind = iota + 1 // not JSON: malformed, truncated, nesting too deep
	Empty                     // no JSON value at all
	NotUTF8                   // invalid UTF-8 bytes
	Surrogate                 // a \u escape of half a surrogate pair
	NotObject                 // the top-level value is not an object
	Trailing                  // data after the top-level value
	Duplicate                 // a name appears twice in one object
	Unknown                   // a name that is not a field's JSON name
	Missing                   // a required field is absent
	Null                      // null where the Go type has no nil
	WrongType                 // a value of another JSON type, or a number the Go type cannot hold
	Rule                      // a value breaks a `tribunal` tag rule
)

// Error is a problem with the data. It renders as "path: reason", or the
// reason alone for the whole document, always on one line.
type Error struct {
	Kind Kind
	// Path is the JSON path of the problem, e.g. element_verdicts[2].status
	// or skeleton.files["index.yaml"]; "" for the whole document. Names
	// that are not plain identifiers are quoted, so a path is one
	// unambiguous line.
	Path   string
	Reason string
	// Name is the offending object member name for Duplicate, Unknown and
	// Missing; Truncated reports whether a Syntax error is the end of the
	// input coming too early.
	Name      string
	Truncated bool
}

func (e *Error) Error() string {
	if e.Path == "" {
		return e.Reason
	}
	return e.Path + ": " + e.Reason
}

// JoinKey appends an object member name to a path: path.name for plain
// names, path["name"] (quoted, clipped) for any other.
func JoinKey(path, key string) string {
	plain := key != "" && len(key) <= 64
	for i := 0; plain && i < len(key); i++ {
		c := key[i]
		plain = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-'
	}
	if !plain {
		return path + "[" + strconv.Quote(Clip(key)) + "]"
	}
	if path == "" {
		return key
	}
	return path + "." + key
}

// Clip shortens text that is quoted in error messages (attacker-chosen,
// often) to 64 bytes, on a rune boundary, marking the cut with "…".
func Clip(s string) string {
	const max = 64
	if len(s) <= max {
		return s
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}

// pathSeg is one step of the path to the value being decoded. Paths are
// rendered only for errors.
type pathSeg struct {
	key   string
	index int
	kind  byte // 'k' struct member, 'm' map key, 'i' array index
}

func renderPath(segs []pathSeg) string {
	var b strings.Builder
	for _, s := range segs {
		switch s.kind {
		case 'k':
			p := JoinKey(b.String(), s.key)
			b.Reset()
			b.WriteString(p)
		case 'm':
			b.WriteString("[" + strconv.Quote(Clip(s.key)) + "]")
		case 'i':
			b.WriteString("[" + strconv.Itoa(s.index) + "]")
		}
	}
	return b.String()
}
