package events

// Strict decoding of bodies (see internal/strictjson for what "strict"
// refuses and why). This file adds the events' own tag rules, the schema
// and cross-field checks of the body types, and the errors that name the
// body schema.

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"net/url"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf8"
	"unsafe"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/tribunal-dev/tribunal/internal/strictjson"
)

// ErrBadBody is wrapped by every error about an event body's content.
var ErrBadBody = errors.New("events: bad body")

// BodyError says which body schema, which JSON path and what is wrong. It
// renders as one line, e.g.
//
//	visual-verdict.v1: element_verdicts[2].status: missing required field
type BodyError struct {
	Schema string // body schema being decoded; "" when not known
	Path   string // JSON path, e.g. element_verdicts[2].status; "" for the whole body
	Reason string
}

func (e *BodyError) Error() string {
	var b strings.Builder
	if e.Schema != "" {
		b.WriteString(e.Schema)
	} else {
		b.WriteString("event body")
	}
	if e.Path != "" {
		b.WriteString(": ")
		b.WriteString(e.Path)
	}
	b.WriteString(": ")
	b.WriteString(e.Reason)
	return b.String()
}

// Unwrap makes errors.Is(err, ErrBadBody) hold.
func (e *BodyError) Unwrap() error { return ErrBadBody }

func bad(path, format string, args ...any) *BodyError {
	return &BodyError{Path: path, Reason: fmt.Sprintf(format, args...)}
}

// bodyError turns a strictjson data error into a *BodyError; other errors
// (mistakes in a Go type) pass as they are.
func bodyError(err error) error {
	var se *strictjson.Error
	if errors.As(err, &se) {
		return &BodyError{Path: se.Path, Reason: se.Reason}
	}
	return err
}

// MaxSafeInteger is the largest integer every JSON reader holds exactly
// (2^53-1, JavaScript's Number.MAX_SAFE_INTEGER). Integer fields and
// decimal-string versions beyond it are refused.
const MaxSafeInteger = strictjson.MaxSafeInteger

// strict is the decoder of every body: strictjson's tag rules and these.
var strict = strictjson.New(
	strictjson.StringRule{Name: "reqid", Check: CheckRequestID,
		Schema: map[string]any{"pattern": "^[A-Za-z0-9_-]{1,128}$"}},
	strictjson.StringRule{Name: "attid", Check: CheckAttemptID,
		Schema: map[string]any{"minLength": 1, "maxLength": MaxAttemptIDLen, "pattern": "^[^\x00-\x1f\x7f-\u009f\u2028\u2029]*$"},
		Note:   fmt.Sprintf("An attempt id is at most %d bytes of UTF-8.", MaxAttemptIDLen)},
	strictjson.StringRule{Name: "eventid", Check: checkEventID,
		Schema: map[string]any{"minLength": 1, "maxLength": MaxIDLen},
		Note:   fmt.Sprintf("An event id is at most %d bytes of UTF-8.", MaxIDLen)},
	strictjson.StringRule{Name: "decimal", Check: func(s string) error { _, err := ParseStateVersion(s); return err },
		Schema: map[string]any{"pattern": strictjson.DecimalPattern(MaxSafeInteger)}},
	strictjson.StringRule{Name: "url", Check: CheckProductURL,
		Schema: map[string]any{"pattern": "^(file:(//[^/?#]*)?/|https?://[^/?#@]*[^/?#@:])"},
		Note:   "The URL is read by Go's net/url: an absolute file URL with a path, or an http(s) URL with a host."},
)

func checkEventID(s string) error {
	if s == "" || len(s) > MaxIDLen {
		return fmt.Errorf("event id must be 1-%d bytes, got %d", MaxIDLen, len(s))
	}
	return nil
}

// checker is implemented by body types that have rules across fields.
type checker interface{ check() error }

// DecodeStrict decodes one JSON object from data into v, which must be a
// non-nil pointer to a struct, with strictjson's rules (see
// strictjson.Decoder.Decode) and the events' own tag rules:
//
//	reqid           CheckRequestID
//	attid           CheckAttemptID
//	eventid         1..MaxIDLen bytes (a Nats-Msg-Id)
//	decimal         canonical non-negative decimal integer <= MaxSafeInteger
//	url             absolute file://, http:// or https:// URL
//
// For a body type it then checks that "schema" is the type's schema and
// the type's rules across fields.
//
// Errors about the data are *BodyError and wrap ErrBadBody. v is zeroed
// first; after an error it may hold a partial result and must not be used.
func DecodeStrict(data []byte, v any) error { return decodeStrictWith(strict.Decode, data, v) }

// decodeStrictWith is DecodeStrict with the strictjson walk given: the
// fast one, or in differential tests its reference (the Reference mode).
func decodeStrictWith(walk func([]byte, any) error, data []byte, v any) error {
	err := decodeStrict(walk, data, v)
	var be *BodyError
	if errors.As(err, &be) && be.Schema == "" {
		be.Schema = bodySchemas[reflect.TypeOf(v).Elem()]
	}
	return err
}

func decodeStrict(walk func([]byte, any) error, data []byte, v any) error {
	if err := walk(data, v); err != nil {
		return bodyError(err)
	}
	rv := reflect.ValueOf(v).Elem()
	if want, ok := bodySchemas[rv.Type()]; ok {
		if got := rv.FieldByName("SchemaName").String(); got != want {
			return bad("schema", "is %q, want %q", got, want)
		}
	}
	if c, ok := v.(checker); ok {
		return c.check()
	}
	return nil
}

// PeekSchema returns the top-level "schema" string of a body without
// decoding the rest, so that a caller can choose the decoder. The body
// must be valid UTF-8 holding one JSON object, with no duplicate top-level
// keys and a string "schema".
func PeekSchema(body []byte) (string, error) {
	if !utf8.Valid(body) {
		return "", bad("", "body is not valid UTF-8")
	}
	seen := map[string]bool{}
	schema, found := "", false
	err := strictjson.Members(body, func(name string, v jsontext.Value) error {
		if seen[name] {
			return bad(strictjson.JoinKey("", name), "duplicate key")
		}
		seen[name] = true
		if name != "schema" || v == nil {
			return nil
		}
		if v.Kind() != '"' {
			return bad("schema", "wrong type: want string, got %s", strictjson.KindName(v.Kind()))
		}
		schema, found = strictjson.Unquote(v), true
		return nil
	})
	if err != nil {
		return "", bodyError(err)
	}
	if !found {
		return "", bad("schema", "missing required field")
	}
	return schema, nil
}

// clip shortens attacker-chosen text quoted in error messages.
func clip(s string) string { return strictjson.Clip(s) }

// IsHex64 reports whether s is lowercase hex of 32 bytes.
func IsHex64(s string) bool { return strictjson.IsLowerHex(s, 64) }

// IsKeyID reports whether s has the form of a key id: 16 lowercase hex
// digits.
func IsKeyID(s string) bool { return strictjson.IsLowerHex(s, 16) }

// decodeBase64 accepts only the one canonical standard, padded spelling of
// the bytes, so that the stored text and the bytes determine each other.
func decodeBase64(s string) ([]byte, error) { return strictjson.DecodeBase64(s) }

// base64SHA256 is the SHA-256 of the bytes base64 text s spells, and
// whether s is canonical (strictjson.Base64Len's rule: whole quanta of
// the standard alphabet, the last one possibly padded, its unused bits
// 0), in one pass over s, decoded a block at a time instead of into one
// allocation and read in place (the decoder only reads its source). The
// strict decoder's own checks are that rule but for two things it cannot
// see, checked here: it skips line breaks, and a block other than the
// last may end in padding. A one-chunk blob's data is most of a chain's
// bytes, and this is the only pass its rule needs (decodeBlobSpliced).
func base64SHA256(s string) ([32]byte, bool) {
	var out [32]byte
	if len(s)%4 != 0 {
		return out, false
	}
	h := sha256.New()
	var buf [3 * 1024]byte
	src := unsafe.Slice(unsafe.StringData(s), len(s))
	for len(src) > 0 {
		q := src[:min(len(src), 4*1024)]
		if bytes.IndexByte(q, '\n') >= 0 || bytes.IndexByte(q, '\r') >= 0 {
			return out, false
		}
		if len(q) < len(src) && q[len(q)-1] == '=' {
			return out, false
		}
		n, err := strictBase64.Decode(buf[:], q)
		if err != nil {
			return out, false
		}
		h.Write(buf[:n])
		src = src[len(q):]
	}
	h.Sum(out[:0])
	return out, true
}

var strictBase64 = base64.StdEncoding.Strict()

// ParseStateVersion reads a state version written as a string (as in the
// tuple's prior_state_version): a canonical decimal integer, no sign, no
// leading zeros, at most MaxSafeInteger. One spelling per number, so that
// versions compare equal as strings exactly when they are equal.
func ParseStateVersion(s string) (uint64, error) {
	if s == "" || len(s) > 16 || (s[0] == '0' && len(s) > 1) {
		return 0, fmt.Errorf("%q is not a canonical decimal state version", clip(s))
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, fmt.Errorf("%q is not a canonical decimal state version", clip(s))
		}
	}
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil || n > MaxSafeInteger {
		return 0, fmt.Errorf("state version %q exceeds %d", clip(s), int64(MaxSafeInteger))
	}
	return n, nil
}

// CheckProductURL accepts an absolute file://, http:// or https:// URL; the
// http(s) forms need a host.
func CheckProductURL(s string) error {
	u, err := url.Parse(s)
	if err != nil {
		return fmt.Errorf("%q is not a URL", clip(s))
	}
	switch u.Scheme {
	case "file":
		if u.Path == "" {
			return fmt.Errorf("%q: a file:// URL needs a path", clip(s))
		}
	case "http", "https":
		if u.Host == "" {
			return fmt.Errorf("%q: an %s:// URL needs a host", clip(s), u.Scheme)
		}
	default:
		return fmt.Errorf("%q: scheme must be file, http or https", clip(s))
	}
	return nil
}

// base64DecodedLen is the length of the bytes canonical base64 text s
// spells (s already checked by the base64 rule).
func base64DecodedLen(s string) int { return strictjson.Base64DecodedLen(s) }
