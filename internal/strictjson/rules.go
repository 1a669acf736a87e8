package strictjson

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// MaxSafeInteger is the largest integer every JSON reader holds exactly
// (2^53-1, JavaScript's Number.MAX_SAFE_INTEGER). Integers beyond
// ±MaxSafeInteger are refused.
const MaxSafeInteger = 1<<53 - 1

// StringRule is a named value rule for strings that a Decoder accepts in
// `tribunal` tags beside the built-in ones, e.g. a project's id syntax.
type StringRule struct {
	Name string
	// Check returns nil for a good value; its error text is the reason.
	Check func(string) error
	// Schema holds the JSON Schema keywords that say the same of a string
	// as far as JSON Schema can ("pattern", "maxLength", …); Note says in
	// words what they cannot, for the schema's description.
	Schema map[string]any
	Note   string
}

// Rules are the checks of one `tribunal` tag. Value rules (Strings, Min,
// Max) apply to the value, or to each element of an array or map;
// MinItems and NotNull apply to the field itself (and NotNull to elements
// too). The items of a tag, comma-separated:
//
//	required        the member must be present (null counts, for pointer,
//	                slice and map fields)
//	notnull         pointer, slice and map fields (and their elements)
//	                refuse null too
//	nonempty        string must not be ""
//	enum=a|b|c      string must be one of the listed values ("enum=|a|b"
//	                also allows "")
//	prefix=p        string must start with p
//	hex64           lowercase hex of 32 bytes (a SHA-256)
//	base64          canonical standard base64, padded
//	rfc3339utc      RFC 3339 timestamp in UTC, written with "Z"
//	code            1..64 characters of [A-Za-z0-9_.-]
//	mediatype       lowercase type/subtype, no parameters
//	min=N, max=N    numeric bounds, inclusive
//	minitems=N      arrays and maps: at least N elements
//
// A Decoder made with New also knows its StringRules. A misspelt or
// malformed rule is a mistake in the Go type, reported by Plan.
type Rules struct {
	Required bool
	Strings  []StringRule
	Min, Max float64
	HasMin   bool
	HasMax   bool
	MinItems int
	NotNull  bool
	Elem     *Rules // the rules of an element: these without MinItems
}

func (d *Decoder) parseTag(tag string) (*Rules, error) {
	r := &Rules{}
	if tag != "" {
		for _, item := range strings.Split(tag, ",") {
			name, arg, hasArg := strings.Cut(item, "=")
			if sr, ok := d.rules[name]; ok && !hasArg {
				r.Strings = append(r.Strings, sr)
				continue
			}
			switch name {
			case "required":
				r.Required = true
			case "notnull":
				r.NotNull = true
			case "enum":
				if !hasArg {
					return nil, fmt.Errorf("enum needs values")
				}
				r.Strings = append(r.Strings, enumRule(strings.Split(arg, "|")))
			case "prefix":
				r.Strings = append(r.Strings, prefixRule(arg))
			case "min", "max":
				f, err := strconv.ParseFloat(arg, 64)
				if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
					return nil, fmt.Errorf("%s=%q: want a number", name, arg)
				}
				if name == "min" {
					r.Min, r.HasMin = f, true
				} else {
					r.Max, r.HasMax = f, true
				}
			case "minitems":
				n, err := strconv.Atoi(arg)
				if err != nil || n < 0 {
					return nil, fmt.Errorf("minitems=%q: want a non-negative integer", arg)
				}
				r.MinItems = n
			default:
				return nil, fmt.Errorf("unknown tribunal tag rule %q", item)
			}
		}
	}
	e := *r
	e.MinItems, e.Required = 0, false
	e.Elem = &e
	r.Elem = &e
	return r, nil
}

func (r *Rules) checkString(s string) (string, bool) {
	for _, sr := range r.Strings {
		if err := sr.Check(s); err != nil {
			return err.Error(), false
		}
	}
	return "", true
}

func (r *Rules) checkNumber(f float64) (string, bool) {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return "number out of range", false
	}
	if r.HasMin && f < r.Min || r.HasMax && f > r.Max {
		switch {
		case r.HasMin && r.HasMax:
			return fmt.Sprintf("%v is outside %v..%v", f, r.Min, r.Max), false
		case r.HasMin:
			return fmt.Sprintf("%v is below %v", f, r.Min), false
		default:
			return fmt.Sprintf("%v is above %v", f, r.Max), false
		}
	}
	return "", true
}

// ---------------------------------------------------------------------------
// The built-in string rules.

func enumRule(vals []string) StringRule {
	q := make([]string, len(vals))
	for i, v := range vals {
		q[i] = strconv.Quote(v)
	}
	list := strings.Join(q, ", ")
	enum := make([]any, len(vals))
	for i, v := range vals {
		enum[i] = v
	}
	return StringRule{Name: "enum", Schema: map[string]any{"enum": enum}, Check: func(s string) error {
		for _, v := range vals {
			if s == v {
				return nil
			}
		}
		return fmt.Errorf("%q is not one of %s", Clip(s), list)
	}}
}

func prefixRule(p string) StringRule {
	return StringRule{Name: "prefix", Schema: map[string]any{"pattern": "^" + regexp.QuoteMeta(p)}, Check: func(s string) error {
		if !strings.HasPrefix(s, p) {
			return fmt.Errorf("%q does not start with %q", Clip(s), p)
		}
		return nil
	}}
}

// builtinRules are the argument-less string rules every Decoder knows.
var builtinRules = []StringRule{
	{Name: "nonempty", Schema: map[string]any{"minLength": 1}, Check: func(s string) error {
		if s == "" {
			return errors.New("must not be empty")
		}
		return nil
	}},
	{Name: "hex64", Schema: map[string]any{"pattern": "^[0-9a-f]{64}$"}, Check: func(s string) error {
		if !IsLowerHex(s, 64) {
			return fmt.Errorf("%q is not 64 lowercase hex digits", Clip(s))
		}
		return nil
	}},
	{Name: "base64", Schema: map[string]any{"pattern": base64Pattern}, Check: func(s string) error {
		if _, ok := Base64Len(s); !ok {
			return errBase64
		}
		return nil
	}},
	{Name: "rfc3339utc", Schema: map[string]any{"format": "date-time", "pattern": rfc3339UTCPattern},
		Note: "The timestamp is read by Go's time.Parse with RFC 3339 (dates and times in range).",
		Check: func(s string) error {
			if !strings.HasSuffix(s, "Z") {
				return fmt.Errorf("%q is not an RFC 3339 UTC timestamp ending in Z", Clip(s))
			}
			if _, err := time.Parse(time.RFC3339Nano, s); err != nil {
				return fmt.Errorf("%q is not an RFC 3339 UTC timestamp ending in Z", Clip(s))
			}
			return nil
		}},
	{Name: "code", Schema: map[string]any{"pattern": "^[A-Za-z0-9_.-]{1,64}$"}, Check: func(s string) error {
		if !isCode(s) {
			return fmt.Errorf("%q is not a code of 1-64 characters from [A-Za-z0-9_.-]", Clip(s))
		}
		return nil
	}},
	{Name: "mediatype", Schema: map[string]any{"pattern": "^[a-z0-9.+-]+/[a-z0-9.+-]+$", "maxLength": 127}, Check: func(s string) error {
		if !isMediaType(s) {
			return fmt.Errorf("%q is not a lowercase media type type/subtype", Clip(s))
		}
		return nil
	}},
}

// base64Pattern matches exactly the canonical padded standard base64
// texts: whole quanta, then an optional final one whose unused bits are 0.
const base64Pattern = `^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/][AQgw]==|[A-Za-z0-9+/]{2}[AEIMQUYcgkosw048]=)?$`

const rfc3339UTCPattern = `^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?Z$`

// IsLowerHex reports whether s is n lowercase hex digits.
func IsLowerHex(s string, n int) bool {
	if len(s) != n {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}

func isCode(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '.' || c == '-') {
			return false
		}
	}
	return true
}

func isMediaType(s string) bool {
	typ, sub, ok := strings.Cut(s, "/")
	if !ok || typ == "" || sub == "" || len(s) > 127 {
		return false
	}
	for _, part := range []string{typ, sub} {
		for i := 0; i < len(part); i++ {
			c := part[i]
			if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '.' || c == '+' || c == '-') {
				return false
			}
		}
	}
	return true
}
