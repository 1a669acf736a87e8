// Code kept from before internal/strictjson (the old hand-written walker
// over encoding/json tokens), only as the oracle of the differential fuzz
// targets in differential_test.go.

package events

// Strict JSON decoding.
//
// Every body is stored and hashed byte for byte, and auditors re-read those
// bytes with their own JSON parsers, in their own languages. Anything two
// parsers may read differently is therefore a way to show one thing to the
// ledger and another to an auditor: duplicate keys (first wins in some
// parsers, last in others), keys that match a field only when case is
// ignored (Go does that), invalid UTF-8 and unpaired surrogate escapes
// (silently replaced by Go, kept or refused by others), integers beyond
// 2^53 (rounded by JavaScript), null where a value is expected (ignored by
// Go), trailing data after the object. legacyDecodeStrict refuses all of them, so
// a body the ledger accepts means the same thing to every reader.
//
// It walks the token stream once against the Go type, checking keys,
// types, presence and the value legacyRules of `tribunal` struct tags, and only
// then lets encoding/json fill the value. Errors name the JSON path of the
// first problem.

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"
)

// legacyChecker is implemented by body types that have legacyRules across fields.
type legacyChecker interface{ check() error }

// legacyDecodeStrict decodes one JSON object from data into v, which must be a
// non-nil pointer to a struct. It refuses: anything but exactly one JSON
// object (no trailing data), invalid UTF-8 or unpaired surrogate escapes,
// duplicate keys in any object at any depth, keys that are not exactly a
// field's JSON name, values of the wrong JSON type (null included, except
// for pointer, slice and map fields), integers that are fractional or
// beyond ±MaxSafeInteger, absent fields tagged `tribunal:"required"` (at
// every depth: inside nested structs, pointers and slice elements), and
// values that break the field's other `tribunal` legacyRules (see legacyParseRules).
//
// Required means the key is present, not that the value is non-zero: a
// required "error": "" is fine, a missing "error" is not.
//
// Errors about the data are *BodyError and wrap ErrBadBody. v is zeroed
// first; after an error it may hold a partial result and must not be used.
func legacyDecodeStrict(data []byte, v any) error {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() || rv.Elem().Kind() != reflect.Struct {
		return fmt.Errorf("events: legacyDecodeStrict needs a non-nil pointer to a struct, got %T", v)
	}
	rv.Elem().SetZero()
	err := legacyDecodeStrictValue(data, rv)
	var be *BodyError
	if errors.As(err, &be) && be.Schema == "" {
		be.Schema = bodySchemas[rv.Elem().Type()]
	}
	return err
}

func legacyDecodeStrictValue(data []byte, rv reflect.Value) error {
	t := rv.Elem().Type()
	if !utf8.Valid(data) {
		return bad("", "body is not valid UTF-8")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	w := legacyWalker{dec: dec}
	tok, err := dec.Token()
	switch {
	case err == io.EOF:
		return bad("", "empty body")
	case err != nil:
		return bad("", "malformed JSON: %v", err)
	case tok != json.Delim('{'):
		return bad("", "body must be a JSON object, got %s", legacyTokenKind(tok))
	}
	if err := w.object(t, ""); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return bad("", "trailing data after the JSON object")
	}
	if err := legacyCheckSurrogates(data); err != nil {
		return err
	}

	full := json.NewDecoder(bytes.NewReader(data))
	full.DisallowUnknownFields()
	if err := full.Decode(rv.Interface()); err != nil {
		// The walk above should have caught everything encoding/json
		// refuses; this is a backstop.
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			return bad(te.Field, "wrong type: want %s, got %s", te.Type, te.Value)
		}
		return bad("", "%v", err)
	}
	if want, ok := bodySchemas[t]; ok {
		if got := rv.Elem().FieldByName("SchemaName").String(); got != want {
			return bad("schema", "is %q, want %q", got, want)
		}
	}
	if c, ok := rv.Interface().(legacyChecker); ok {
		return c.check()
	}
	return nil
}

// legacyWalker checks the token stream against a Go type.
type legacyWalker struct {
	dec *json.Decoder
}

func (w *legacyWalker) token(path string) (json.Token, error) {
	tok, err := w.dec.Token()
	if err == io.EOF {
		return nil, bad(path, "malformed JSON: unexpected end of body")
	}
	if err != nil {
		return nil, bad(path, "malformed JSON: %v", err)
	}
	return tok, nil
}

func (w *legacyWalker) value(t reflect.Type, r *legacyRules, path string) error {
	tok, err := w.token(path)
	if err != nil {
		return err
	}
	for t.Kind() == reflect.Pointer {
		if tok == nil {
			return nil
		}
		t = t.Elem()
	}
	if err := legacySupported(t); err != nil {
		return err
	}
	if tok == nil {
		if k := t.Kind(); k == reflect.Slice || k == reflect.Map {
			if r.minItems > 0 {
				return bad(path, "must have at least %d items, got null", r.minItems)
			}
			return nil
		}
		return bad(path, "wrong type: want %s, got null", legacyKindName(t))
	}
	switch t.Kind() {
	case reflect.String:
		s, ok := tok.(string)
		if !ok {
			return legacyWrongType(path, t, tok)
		}
		return r.checkString(path, s)
	case reflect.Bool:
		if _, ok := tok.(bool); !ok {
			return legacyWrongType(path, t, tok)
		}
		return nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n, ok := tok.(json.Number)
		if !ok {
			return legacyWrongType(path, t, tok)
		}
		i, err := strconv.ParseInt(string(n), 10, t.Bits())
		if err != nil || i > MaxSafeInteger || i < -MaxSafeInteger {
			return bad(path, "wrong type: want an integer within ±%d, got %s", int64(MaxSafeInteger), clip(string(n)))
		}
		return r.checkNumber(path, float64(i))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		n, ok := tok.(json.Number)
		if !ok {
			return legacyWrongType(path, t, tok)
		}
		u, err := strconv.ParseUint(string(n), 10, t.Bits())
		if err != nil || u > MaxSafeInteger {
			return bad(path, "wrong type: want an integer in 0..%d, got %s", int64(MaxSafeInteger), clip(string(n)))
		}
		return r.checkNumber(path, float64(u))
	case reflect.Float32, reflect.Float64:
		n, ok := tok.(json.Number)
		if !ok {
			return legacyWrongType(path, t, tok)
		}
		f, err := strconv.ParseFloat(string(n), t.Bits())
		if err != nil {
			return bad(path, "number %s is out of range", clip(string(n)))
		}
		return r.checkNumber(path, f)
	case reflect.Struct:
		if tok != json.Delim('{') {
			return legacyWrongType(path, t, tok)
		}
		return w.object(t, path)
	case reflect.Map:
		if tok != json.Delim('{') {
			return legacyWrongType(path, t, tok)
		}
		return w.mapObject(t, r, path)
	case reflect.Slice:
		if tok != json.Delim('[') {
			return legacyWrongType(path, t, tok)
		}
		return w.array(t, r, path)
	}
	return fmt.Errorf("events: cannot strictly decode into %s", t)
}

// object walks the members of an object whose '{' has been read.
func (w *legacyWalker) object(t reflect.Type, path string) error {
	si := legacyStructInfoFor(t)
	if si.err != nil {
		return si.err
	}
	seen := make(map[string]bool, len(si.order))
	for w.dec.More() {
		tok, err := w.token(path)
		if err != nil {
			return err
		}
		key := tok.(string) // inside an object the decoder yields only string keys here
		kp := legacyJoinKey(path, key)
		if seen[key] {
			return bad(kp, "duplicate key")
		}
		seen[key] = true
		f, ok := si.fields[key]
		if !ok {
			return bad(kp, "unknown field")
		}
		if err := w.value(f.typ, &f.legacyRules, kp); err != nil {
			return err
		}
	}
	if _, err := w.token(path); err != nil { // '}'
		return err
	}
	for _, f := range si.order {
		if f.required && !seen[f.name] {
			return bad(legacyJoinKey(path, f.name), "missing required field")
		}
	}
	return nil
}

// mapObject walks an object decoded into a map[string]T. The field's value
// legacyRules apply to each value; minitems to the number of entries.
func (w *legacyWalker) mapObject(t reflect.Type, r *legacyRules, path string) error {
	elem := r.elem()
	seen := map[string]bool{}
	for w.dec.More() {
		tok, err := w.token(path)
		if err != nil {
			return err
		}
		key := tok.(string)
		kp := path + "[" + strconv.Quote(clip(key)) + "]"
		if seen[key] {
			return bad(kp, "duplicate key")
		}
		seen[key] = true
		if err := w.value(t.Elem(), elem, kp); err != nil {
			return err
		}
	}
	if _, err := w.token(path); err != nil {
		return err
	}
	if len(seen) < r.minItems {
		return bad(path, "must have at least %d entries", r.minItems)
	}
	return nil
}

// array walks an array. The field's value legacyRules apply to each element;
// minitems to the length.
func (w *legacyWalker) array(t reflect.Type, r *legacyRules, path string) error {
	elem := r.elem()
	n := 0
	for w.dec.More() {
		if err := w.value(t.Elem(), elem, path+"["+strconv.Itoa(n)+"]"); err != nil {
			return err
		}
		n++
	}
	if _, err := w.token(path); err != nil {
		return err
	}
	if n < r.minItems {
		return bad(path, "must have at least %d items", r.minItems)
	}
	return nil
}

var (
	legacyTypeJSONUnmarshaler = reflect.TypeFor[json.Unmarshaler]()
	legacyTypeTextUnmarshaler = reflect.TypeFor[interface{ UnmarshalText([]byte) error }]()
	legacyTypeNumber          = reflect.TypeFor[json.Number]()
	legacySupportedCache      sync.Map // reflect.Type -> error (nil stored as legacyNoErr)
	legacyNoErr               = errors.New("")
)

// legacySupported refuses types whose JSON form is not what their kind suggests:
// custom unmarshalers, json.Number, []byte (lenient base64 in
// encoding/json), interfaces (anything goes), fixed arrays.
func legacySupported(t reflect.Type) error {
	if e, ok := legacySupportedCache.Load(t); ok {
		if e == legacyNoErr {
			return nil
		}
		return e.(error)
	}
	err := legacyCheckSupported(t)
	if err == nil {
		legacySupportedCache.Store(t, legacyNoErr)
	} else {
		legacySupportedCache.Store(t, err)
	}
	return err
}

func legacyCheckSupported(t reflect.Type) error {
	if t == legacyTypeNumber || reflect.PointerTo(t).Implements(legacyTypeJSONUnmarshaler) || reflect.PointerTo(t).Implements(legacyTypeTextUnmarshaler) {
		return fmt.Errorf("events: cannot strictly decode into %s: custom unmarshaling", t)
	}
	switch t.Kind() {
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Uint8 {
			return fmt.Errorf("events: cannot strictly decode into %s: use a base64 string field", t)
		}
	case reflect.Map:
		if t.Key().Kind() != reflect.String {
			return fmt.Errorf("events: cannot strictly decode into %s: map keys must be strings", t)
		}
	case reflect.Interface, reflect.Array, reflect.Chan, reflect.Func, reflect.Complex64, reflect.Complex128, reflect.UnsafePointer:
		return fmt.Errorf("events: cannot strictly decode into %s", t)
	}
	return nil
}

func legacyWrongType(path string, t reflect.Type, tok json.Token) error {
	return bad(path, "wrong type: want %s, got %s", legacyKindName(t), legacyTokenKind(tok))
}

func legacyKindName(t reflect.Type) string {
	switch t.Kind() {
	case reflect.String:
		return "string"
	case reflect.Bool:
		return "boolean"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "integer"
	case reflect.Float32, reflect.Float64:
		return "number"
	case reflect.Struct, reflect.Map:
		return "object"
	case reflect.Slice:
		return "array"
	}
	return t.String()
}

func legacyTokenKind(tok json.Token) string {
	switch tok := tok.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case json.Number:
		return "number"
	case string:
		return "string"
	case json.Delim:
		if tok == '{' {
			return "object"
		}
		if tok == '[' {
			return "array"
		}
	}
	return fmt.Sprint(tok)
}

// legacyJoinKey appends an object key to a path. Keys that are not plain names
// are quoted, so a path is always one unambiguous line.
func legacyJoinKey(path, key string) string {
	plain := key != ""
	for i := 0; i < len(key); i++ {
		c := key[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-') {
			plain = false
			break
		}
	}
	if !plain || len(key) > 64 {
		return path + "[" + strconv.Quote(clip(key)) + "]"
	}
	if path == "" {
		return key
	}
	return path + "." + key
}

// legacyCheckSurrogates refuses \uXXXX escapes that encode half a surrogate pair:
// Go turns them into U+FFFD, other parsers keep them or fail. data is
// known to be syntactically valid JSON.
func legacyCheckSurrogates(data []byte) error {
	inString := false
	for i := 0; i < len(data); i++ {
		c := data[i]
		if !inString {
			if c == '"' {
				inString = true
			}
			continue
		}
		switch c {
		case '"':
			inString = false
		case '\\':
			i++
			if i >= len(data) || data[i] != 'u' {
				continue
			}
			r, ok := legacyHex4(data, i+1)
			if !ok {
				continue
			}
			switch {
			case r >= 0xD800 && r <= 0xDBFF:
				lo, ok := rune(0), false
				if i+6 < len(data) && data[i+5] == '\\' && data[i+6] == 'u' {
					lo, ok = legacyHex4(data, i+7)
				}
				if !ok || lo < 0xDC00 || lo > 0xDFFF {
					return bad("", "unpaired UTF-16 surrogate escape at byte %d", i-1)
				}
				i += 10 // the high escape's digits and the whole low escape
			case r >= 0xDC00 && r <= 0xDFFF:
				return bad("", "unpaired UTF-16 surrogate escape at byte %d", i-1)
			default:
				i += 4
			}
		}
	}
	return nil
}

func legacyHex4(data []byte, at int) (rune, bool) {
	if at+4 > len(data) {
		return 0, false
	}
	var b [2]byte
	if _, err := hex.Decode(b[:], data[at:at+4]); err != nil {
		return 0, false
	}
	return rune(b[0])<<8 | rune(b[1]), true
}

// legacyPeekSchema returns the top-level "schema" string of a body without
// decoding the rest, so that a caller can choose the decoder. The body
// must be valid UTF-8 holding one JSON object, with no duplicate top-level
// keys and a string "schema".
func legacyPeekSchema(body []byte) (string, error) {
	if !utf8.Valid(body) {
		return "", bad("", "body is not valid UTF-8")
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	tok, err := dec.Token()
	switch {
	case err == io.EOF:
		return "", bad("", "empty body")
	case err != nil:
		return "", bad("", "malformed JSON: %v", err)
	case tok != json.Delim('{'):
		return "", bad("", "body must be a JSON object, got %s", legacyTokenKind(tok))
	}
	seen := map[string]bool{}
	schema, found := "", false
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return "", bad("", "malformed JSON: %v", err)
		}
		key := tok.(string)
		if seen[key] {
			return "", bad(legacyJoinKey("", key), "duplicate key")
		}
		seen[key] = true
		if key != "schema" {
			var skip json.RawMessage
			if err := dec.Decode(&skip); err != nil {
				return "", bad(legacyJoinKey("", key), "malformed JSON: %v", err)
			}
			continue
		}
		tok, err = dec.Token()
		if err != nil {
			return "", bad("schema", "malformed JSON: %v", err)
		}
		s, ok := tok.(string)
		if !ok {
			return "", bad("schema", "wrong type: want string, got %s", legacyTokenKind(tok))
		}
		schema, found = s, true
	}
	if _, err := dec.Token(); err != nil {
		return "", bad("", "malformed JSON: %v", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return "", bad("", "trailing data after the JSON object")
	}
	if !found {
		return "", bad("schema", "missing required field")
	}
	return schema, nil
}

// ---------------------------------------------------------------------------
// Struct metadata and `tribunal` tag legacyRules.

type legacyFieldInfo struct {
	name        string
	typ         reflect.Type
	required    bool
	legacyRules legacyRules
}

type legacyStructInfo struct {
	fields map[string]*legacyFieldInfo
	order  []*legacyFieldInfo
	err    error
}

var legacyStructCache sync.Map // reflect.Type -> *legacyStructInfo

func legacyStructInfoFor(t reflect.Type) *legacyStructInfo {
	if si, ok := legacyStructCache.Load(t); ok {
		return si.(*legacyStructInfo)
	}
	si := &legacyStructInfo{fields: map[string]*legacyFieldInfo{}}
	si.err = legacyCollectFields(si, t, nil, 0, map[string]int{})
	si2, _ := legacyStructCache.LoadOrStore(t, si)
	return si2.(*legacyStructInfo)
}

// legacyCollectFields gathers the JSON fields of t, flattening embedded structs
// without a JSON name as encoding/json does. Two fields of one name at the
// same depth are refused: encoding/json would silently ignore both.
func legacyCollectFields(si *legacyStructInfo, t reflect.Type, visiting []reflect.Type, depth int, depthOf map[string]int) error {
	for _, v := range visiting {
		if v == t {
			return fmt.Errorf("events: %s embeds itself", t)
		}
	}
	visiting = append(visiting, t)
	for i := 0; i < t.NumField(); i++ {
		sf := t.Field(i)
		tag := sf.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		for _, o := range strings.Split(opts, ",") {
			if o == "string" {
				return fmt.Errorf("events: %s.%s: the json \",string\" option is not legacySupported", t, sf.Name)
			}
		}
		if sf.Anonymous && name == "" {
			et := sf.Type
			if et.Kind() == reflect.Pointer {
				et = et.Elem()
			}
			if et.Kind() == reflect.Struct {
				if err := legacyCollectFields(si, et, visiting, depth+1, depthOf); err != nil {
					return err
				}
				continue
			}
		}
		if !sf.IsExported() {
			continue
		}
		if name == "" {
			name = sf.Name
		}
		fi := &legacyFieldInfo{name: name, typ: sf.Type}
		if err := legacyParseRules(sf.Tag.Get("tribunal"), fi); err != nil {
			return fmt.Errorf("events: %s.%s: %v", t, sf.Name, err)
		}
		if d, ok := depthOf[name]; ok {
			if d == depth {
				return fmt.Errorf("events: %s: two fields named %q", t, name)
			}
			if d < depth {
				continue // shadowed by a shallower field
			}
			for j, o := range si.order {
				if o.name == name {
					si.order = append(si.order[:j], si.order[j+1:]...)
					break
				}
			}
		}
		depthOf[name] = depth
		si.fields[name] = fi
		si.order = append(si.order, fi)
	}
	return nil
}

// legacyRules are the value checks of a field's `tribunal` tag.
type legacyRules struct {
	str      []legacyStrRule // for string values
	min, max float64         // for numbers
	hasMin   bool
	hasMax   bool
	minItems int // for arrays and maps
}

type legacyStrRule func(string) string // returns the reason it fails, or ""

// elem returns the legacyRules for an element of an array or map field: the value
// legacyRules, without the length rule.
func (r *legacyRules) elem() *legacyRules {
	e := *r
	e.minItems = 0
	return &e
}

func (r *legacyRules) checkString(path, s string) error {
	for _, f := range r.str {
		if why := f(s); why != "" {
			return bad(path, "%s", why)
		}
	}
	return nil
}

func (r *legacyRules) checkNumber(path string, f float64) error {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return bad(path, "number out of range")
	}
	if r.hasMin && f < r.min || r.hasMax && f > r.max {
		switch {
		case r.hasMin && r.hasMax:
			return bad(path, "%v is outside %v..%v", f, r.min, r.max)
		case r.hasMin:
			return bad(path, "%v is below %v", f, r.min)
		default:
			return bad(path, "%v is above %v", f, r.max)
		}
	}
	return nil
}

// legacyParseRules reads a `tribunal` tag: comma-separated items.
//
//	required        the key must be present (null counts for pointer, slice
//	                and map fields)
//	nonempty        string must not be ""
//	enum=a|b|c      string must be one of the listed values ("enum=|a|b"
//	                also allows "")
//	prefix=p        string must start with p
//	hex64           lowercase hex of 32 bytes (a SHA-256)
//	base64          canonical standard base64, padded
//	reqid           CheckRequestID
//	attid           CheckAttemptID
//	eventid         1..MaxIDLen bytes (a Nats-Msg-Id)
//	decimal         canonical non-negative decimal integer <= MaxSafeInteger
//	rfc3339utc      RFC 3339 timestamp in UTC, written with "Z"
//	url             absolute file://, http:// or https:// URL
//	code            1..64 characters of [A-Za-z0-9_.-]
//	mediatype       lowercase type/subtype, no parameters
//	min=N, max=N    numeric bounds, inclusive
//	minitems=N      arrays and maps: at least N elements
//
// Value legacyRules on array and map fields apply to each element.
func legacyParseRules(tag string, fi *legacyFieldInfo) error {
	if tag == "" {
		return nil
	}
	r := &fi.legacyRules
	for _, item := range strings.Split(tag, ",") {
		name, arg, hasArg := strings.Cut(item, "=")
		switch name {
		case "required":
			fi.required = true
		case "nonempty":
			r.str = append(r.str, func(s string) string {
				if s == "" {
					return "must not be empty"
				}
				return ""
			})
		case "enum":
			if !hasArg {
				return fmt.Errorf("enum needs values")
			}
			vals := strings.Split(arg, "|")
			r.str = append(r.str, func(s string) string {
				for _, v := range vals {
					if s == v {
						return ""
					}
				}
				q := make([]string, len(vals))
				for i, v := range vals {
					q[i] = strconv.Quote(v)
				}
				return fmt.Sprintf("%q is not one of %s", clip(s), strings.Join(q, ", "))
			})
		case "prefix":
			r.str = append(r.str, func(s string) string {
				if !strings.HasPrefix(s, arg) {
					return fmt.Sprintf("%q does not start with %q", clip(s), arg)
				}
				return ""
			})
		case "hex64":
			r.str = append(r.str, func(s string) string {
				if !IsHex64(s) {
					return fmt.Sprintf("%q is not 64 lowercase hex digits", clip(s))
				}
				return ""
			})
		case "base64":
			r.str = append(r.str, func(s string) string {
				if _, err := decodeBase64(s); err != nil {
					return err.Error()
				}
				return ""
			})
		case "reqid":
			r.str = append(r.str, legacyErrRule(CheckRequestID))
		case "attid":
			r.str = append(r.str, legacyErrRule(CheckAttemptID))
		case "eventid":
			r.str = append(r.str, func(s string) string {
				if s == "" || len(s) > MaxIDLen {
					return fmt.Sprintf("event id must be 1-%d bytes, got %d", MaxIDLen, len(s))
				}
				return ""
			})
		case "decimal":
			r.str = append(r.str, legacyErrRule(func(s string) error { _, err := ParseStateVersion(s); return err }))
		case "rfc3339utc":
			r.str = append(r.str, legacyErrRule(legacyCheckRFC3339UTC))
		case "url":
			r.str = append(r.str, legacyErrRule(CheckProductURL))
		case "code":
			r.str = append(r.str, func(s string) string {
				if !legacyIsCode(s) {
					return fmt.Sprintf("%q is not a code of 1-64 characters from [A-Za-z0-9_.-]", clip(s))
				}
				return ""
			})
		case "mediatype":
			r.str = append(r.str, func(s string) string {
				if !legacyIsMediaType(s) {
					return fmt.Sprintf("%q is not a lowercase media type type/subtype", clip(s))
				}
				return ""
			})
		case "min", "max":
			f, err := strconv.ParseFloat(arg, 64)
			if err != nil {
				return fmt.Errorf("%s=%q: %v", name, arg, err)
			}
			if name == "min" {
				r.min, r.hasMin = f, true
			} else {
				r.max, r.hasMax = f, true
			}
		case "minitems":
			n, err := strconv.Atoi(arg)
			if err != nil || n < 0 {
				return fmt.Errorf("minitems=%q: want a non-negative integer", arg)
			}
			r.minItems = n
		default:
			return fmt.Errorf("unknown tribunal tag rule %q", item)
		}
	}
	return nil
}

func legacyErrRule(f func(string) error) legacyStrRule {
	return func(s string) string {
		if err := f(s); err != nil {
			return err.Error()
		}
		return ""
	}
}

func legacyIsLowerHex(s string, n int) bool {
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

func legacyCheckRFC3339UTC(s string) error {
	if !strings.HasSuffix(s, "Z") {
		return fmt.Errorf("%q is not an RFC 3339 UTC timestamp ending in Z", clip(s))
	}
	if _, err := time.Parse(time.RFC3339Nano, s); err != nil {
		return fmt.Errorf("%q is not an RFC 3339 UTC timestamp ending in Z", clip(s))
	}
	return nil
}

func legacyIsCode(s string) bool {
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

func legacyIsMediaType(s string) bool {
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
