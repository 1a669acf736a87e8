package strictjson

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
	"unsafe"

	"github.com/go-json-experiment/json/jsontext"
)

// Decoder decodes strictly with the built-in tag rules and its own
// StringRules. It is safe for concurrent use and caches what it learns
// about each Go type.
type Decoder struct {
	rules map[string]StringRule
	mu    sync.Mutex // serialises building type plans
	types sync.Map   // reflect.Type -> *typeResult
}

// std is the Decoder of Decode: built-in rules only.
var std = New()

// New returns a Decoder that knows the given string rules beside the
// built-in ones. A rule without a name or Check, or whose name is taken,
// is a programming error and panics.
func New(extra ...StringRule) *Decoder {
	d := &Decoder{rules: map[string]StringRule{}}
	for _, r := range builtinRules {
		d.rules[r.Name] = r
	}
	for _, r := range extra {
		_, taken := d.rules[r.Name]
		switch r.Name {
		case "required", "notnull", "enum", "prefix", "min", "max", "minitems":
			taken = true
		}
		if r.Name == "" || r.Check == nil || taken || strings.ContainsAny(r.Name, ",=") {
			panic(fmt.Sprintf("strictjson: bad or duplicate rule %q", r.Name))
		}
		d.rules[r.Name] = r
	}
	return d
}

// Decode strictly decodes one JSON object from data into v with the
// built-in tag rules. See Decoder.Decode.
func Decode(data []byte, v any) error { return std.Decode(data, v) }

// Decode decodes one JSON object from data into v, which must be a
// non-nil pointer to a struct. It refuses: anything but exactly one JSON
// object (no trailing data), invalid UTF-8 or unpaired surrogate escapes,
// duplicate names in any object at any depth, names that are not exactly a
// field's JSON name, values of the wrong JSON type (null included, except
// for pointer, slice and map fields), integers that are fractional, written
// with an exponent or beyond ±MaxSafeInteger (or the Go type), absent
// fields tagged required (at every depth: inside nested structs, pointers
// and slice elements), and values that break the field's other tag rules.
//
// Required means the member is present, not that the value is non-zero: a
// required "error": "" is fine, a missing "error" is not.
//
// A decoded value is what encoding/json would decode from the same bytes;
// strictness only ever refuses. Errors about the data are *Error; v is
// zeroed first and after an error may hold a partial result.
func (d *Decoder) Decode(data []byte, v any) error { return d.DecodeMode(data, v, 0) }

// DecodeOwned is Decode for data that nobody modifies after the call, for
// as long as v is used (DecodeMode with Owned).
func (d *Decoder) DecodeOwned(data []byte, v any) error { return d.DecodeMode(data, v, Owned) }

// Mode says how DecodeMode reads; the zero Mode is Decode's.
type Mode uint8

const (
	// Owned: data is nobody's to modify after the call, for as long as v
	// is used, so the decoded strings share its memory instead of each
	// decode copying the text they come from. For a caller that keeps a
	// copy of the bytes anyway (a replay keeps every body it folds), it
	// saves a second copy of all of them.
	Owned Mode = 1 << iota
	// Reference reads every value as a jsontext token, as Decode did
	// before it read strings and numbers raw. It is slower and accepts,
	// refuses and decodes exactly the same; it stays so that tests can
	// check that against every golden and fuzz input (differential tests
	// here and in internal/events).
	Reference
)

// DecodeMode is Decode in mode m.
func (d *Decoder) DecodeMode(data []byte, v any, m Mode) error {
	return d.decode(data, v, m&Reference != 0, m&Owned != 0)
}

func (d *Decoder) decode(data []byte, v any, ref, owned bool) error {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() || rv.Elem().Kind() != reflect.Struct {
		return fmt.Errorf("strictjson: Decode needs a non-nil pointer to a struct, got %T", v)
	}
	ti, err := d.Plan(rv.Elem().Type())
	if err != nil {
		return err
	}
	rv.Elem().SetZero()
	// UTF-8 first: no other message could be trusted to quote the text.
	if !utf8.Valid(data) {
		return &Error{Kind: NotUTF8, Reason: "body is not valid UTF-8"}
	}
	s := getState(data, decodeOpts)
	s.ref = ref
	if owned && len(data) > 0 {
		// The caller keeps data unchanged (DecodeOwned): the strings
		// may point into it, whatever its size.
		s.text = unsafe.String(unsafe.SliceData(data), len(data))
	}
	err = s.top(rv.Elem(), ti)
	escapes := s.escapes
	putState(s)
	if err != nil || !escapes {
		return err // a surrogate escape starts with a backslash
	}
	return checkSurrogates(data)
}

// The walk reads with surrogate escapes replaced (UTF-8 is checked before
// it), so that a bad name is reported as the unknown field it is; the
// escapes themselves are refused after a successful walk. It finds
// duplicate names itself (state.duplicate), where it already knows which
// field or key a name is, instead of jsontext keeping a second set of
// every object's names, a cost every verified body would pay.
var decodeOpts = []jsontext.Options{jsontext.AllowInvalidUTF8(true), jsontext.AllowDuplicateNames(true)}

// checkSurrogates refuses \uD800-\uDFFF escapes that are not a high half
// followed by a low half. The walk succeeded, so the only thing jsontext's
// default (strict) reading can refuse now is such an escape.
func checkSurrogates(data []byte) error {
	if !bytes.Contains(data, []byte(`\ud`)) && !bytes.Contains(data, []byte(`\uD`)) {
		return nil
	}
	dec := jsontext.NewDecoder(bytes.NewBuffer(data))
	if err := dec.SkipValue(); err != nil {
		var se *jsontext.SyntacticError
		off := int64(0)
		if errors.As(err, &se) {
			off = se.ByteOffset
		}
		return &Error{Kind: Surrogate, Reason: fmt.Sprintf("unpaired UTF-16 surrogate escape at byte %d", off)}
	}
	return nil
}

type state struct {
	dec  jsontext.Decoder
	path []pathSeg
	data []byte // the input, for the text of the values read
	// escapes: the input holds a backslash somewhere. Without one (most
	// bodies: base64 chunks, verdicts) no string needs unescaping.
	escapes bool
	// text is one copy of a small input that the decoded strings share
	// (made on the first string), instead of one allocation per string;
	// for DecodeOwned, the input itself from the start.
	text string
	// ref reads every value as a token (jsontext's Token.String), the walk
	// before values were read raw; kept as the reference the differential
	// tests compare with (the Reference mode).
	ref bool
	// scratch: the slices array decodes into, by slice type, kept
	// (zeroed) between decodes with the state.
	scratch map[*Type][]reflect.Value
}

// sharedTextMax bounds the inputs whose strings share one copy of the
// input: a string kept after decoding keeps that copy alive, which is
// harmless for a body of a few hundred KiB and not for a 64 MiB one
// (whose strings are then copied one by one).
const sharedTextMax = 256 << 10

var (
	statePool = sync.Pool{New: func() any { return new(state) }}
	noInput   = strings.NewReader("")
)

func getState(data []byte, opts []jsontext.Options) *state {
	s := statePool.Get().(*state)
	// A *bytes.Buffer is read in place, without a copy.
	s.dec.Reset(bytes.NewBuffer(data), opts...)
	s.path = s.path[:0]
	s.data, s.text, s.ref = data, "", false
	s.escapes = bytes.IndexByte(data, '\\') >= 0
	return s
}

func putState(s *state) {
	s.dec.Reset(noInput) // drop the references to the data
	s.data, s.text = nil, ""
	statePool.Put(s)
}

// str returns the input bytes data[lo:hi] as a string.
func (s *state) str(lo, hi int) string {
	if s.text == "" {
		if len(s.data) > sharedTextMax {
			return string(s.data[lo:hi])
		}
		s.text = string(s.data)
	}
	return s.text[lo:hi]
}

func (s *state) fail(kind Kind, format string, args ...any) *Error {
	return &Error{Kind: kind, Path: renderPath(s.path), Reason: fmt.Sprintf(format, args...)}
}

// syntax turns a jsontext error into a Syntax *Error at the current path.
func (s *state) syntax(err error) *Error {
	if err == io.EOF || errors.Is(err, io.ErrUnexpectedEOF) {
		e := s.fail(Syntax, "malformed JSON: unexpected end of body")
		e.Truncated = true
		return e
	}
	var se *jsontext.SyntacticError
	if errors.As(err, &se) {
		return s.fail(Syntax, "malformed JSON: %v at byte %d", strings.TrimPrefix(se.Err.Error(), "jsontext: "), se.ByteOffset)
	}
	return s.fail(Syntax, "malformed JSON: %v", err)
}

// readScalar reads the next value, a string or a number (PeekKind said
// so), raw: a string's text (unescaped) or a number's literal. The text
// is what jsontext's Token.String gives for the same value, without
// scanning the string a second time or allocating it on its own. (Any
// other next byte is read as a token, whose errors name what was
// expected.)
func (s *state) readScalar() (string, error) {
	if s.ref {
		tok, err := s.dec.ReadToken()
		if err != nil {
			return "", err
		}
		return tok.String(), nil
	}
	raw, err := s.dec.ReadValue()
	if err != nil {
		return "", err
	}
	end := int(s.dec.InputOffset())
	if raw.Kind() == '"' {
		if !s.escapes || bytes.IndexByte(raw, '\\') < 0 {
			// No escape: the text is the bytes between the quotes (the
			// input is valid UTF-8, checked before the walk).
			return s.str(end-len(raw)+1, end-1), nil
		}
		// Unescaping never lengthens a string (an escape is at least
		// as long as what it stands for; a bad surrogate's six bytes
		// become U+FFFD's three), so b is allocated once, at most the
		// quoted length, and becomes the string itself: nothing else
		// holds it.
		b, _ := jsontext.AppendUnquote(make([]byte, 0, len(raw)), raw) // as Token.String: bad surrogates become U+FFFD
		return unsafe.String(unsafe.SliceData(b), len(b)), nil
	}
	return s.str(end-len(raw), end), nil
}

// name reads an object member name, whose kind PeekKind gave as k: its
// text (which may alias the input: valid until the walk moves on) and,
// when the name is written without escapes, its place in the input
// (lo < hi).
func (s *state) name(k jsontext.Kind) (text []byte, lo, hi int, _ *Error) {
	var err error
	if s.ref || k != '"' {
		var tok jsontext.Token
		if tok, err = s.dec.ReadToken(); err == nil {
			return []byte(tok.String()), 0, 0, nil
		}
	} else {
		var raw jsontext.Value
		if raw, err = s.dec.ReadValue(); err == nil {
			if !s.escapes || bytes.IndexByte(raw, '\\') < 0 {
				end := int(s.dec.InputOffset())
				return raw[1 : len(raw)-1], end - len(raw) + 1, end - 1, nil
			}
			b, _ := jsontext.AppendUnquote(nil, raw) // as Token.String
			return b, 0, 0, nil
		}
	}
	return nil, 0, 0, s.syntax(err)
}

// duplicate is the error for a member name seen twice in one object, at
// the path the second one would have: joined as a struct member, or as a
// map key. The walk finds duplicates itself (decodeOpts): every member of
// a struct is one of its fields, whose bit object() keeps, and a map's
// keys are in the map.
func (s *state) duplicate(name string, asMapKey bool) *Error {
	e := s.fail(Duplicate, "duplicate key")
	e.Name = name
	if asMapKey {
		e.Path += "[" + strconv.Quote(Clip(name)) + "]"
	} else {
		e.Path = JoinKey(e.Path, name)
	}
	return e
}

func (s *state) top(v reflect.Value, ti *Type) error {
	tok, err := s.dec.ReadToken()
	switch {
	case err == io.EOF:
		return &Error{Kind: Empty, Reason: "empty body"}
	case err != nil:
		return s.syntax(err)
	case tok.Kind() != '{':
		return &Error{Kind: NotObject, Reason: "body must be a JSON object, got " + jsonKind(tok.Kind())}
	}
	if err := s.object(v, ti); err != nil {
		return err
	}
	if _, err := s.dec.ReadToken(); err != io.EOF {
		return &Error{Kind: Trailing, Reason: "trailing data after the JSON object"}
	}
	return nil
}

// object decodes the members of an object whose '{' has been read.
func (s *state) object(v reflect.Value, ti *Type) error {
	var seenSmall uint64
	var seenBig []bool
	next := 0 // the position in ti.Members of the member expected next
	if len(ti.Members) > 64 {
		seenBig = make([]bool, len(ti.Members))
	}
	for {
		pk := s.dec.PeekKind()
		switch pk {
		case '}':
			if _, err := s.dec.ReadToken(); err != nil {
				return s.syntax(err)
			}
			for _, f := range ti.Members {
				seen := seenBig == nil && seenSmall&(1<<f.pos) != 0 || seenBig != nil && seenBig[f.pos]
				if f.Rules.Required && !seen {
					e := s.fail(Missing, "missing required field")
					e.Path, e.Name = JoinKey(e.Path, f.Name), f.Name
					return e
				}
			}
			return nil
		case 0:
			_, err := s.dec.ReadToken()
			return s.syntax(err)
		}
		text, _, _, e := s.name(pk)
		if e != nil {
			return e
		}
		// Members mostly come in declaration order (every producer
		// encodes so): try the field after the last one first.
		var f *Member
		if next < len(ti.Members) && ti.Members[next].Name == string(text) {
			f = ti.Members[next]
		} else {
			f = ti.fields[string(text)] // no allocation for the lookup
		}
		if f == nil {
			name := string(text)
			e := s.fail(Unknown, "unknown field")
			e.Path, e.Name = JoinKey(e.Path, name), name
			return e
		}
		next = f.pos + 1
		if seenBig != nil {
			if seenBig[f.pos] {
				return s.duplicate(f.Name, false)
			}
			seenBig[f.pos] = true
		} else {
			if seenSmall&(1<<f.pos) != 0 {
				return s.duplicate(f.Name, false)
			}
			seenSmall |= 1 << f.pos
		}
		s.path = append(s.path, pathSeg{key: f.Name, kind: 'k'})
		if err := s.value(fieldByIndex(v, f.index), f.Type, f.Rules); err != nil {
			return err
		}
		s.path = s.path[:len(s.path)-1]
	}
}

// fieldByIndex is v.FieldByIndex that allocates nil embedded pointers on
// the way, as encoding/json does when it sets a promoted field.
func fieldByIndex(v reflect.Value, index []int) reflect.Value {
	for i, x := range index {
		if i > 0 && v.Kind() == reflect.Pointer {
			if v.IsNil() {
				v.Set(reflect.New(v.Type().Elem()))
			}
			v = v.Elem()
		}
		v = v.Field(x)
	}
	return v
}

// value decodes the next value into v (settable, zero) of type ti.
func (s *state) value(v reflect.Value, ti *Type, r *Rules) error {
	return s.valueOf(v, ti, r, s.dec.PeekKind())
}

// valueOf is value when PeekKind has said pk: PeekKind reads nothing, so
// the walk asks it once per value.
func (s *state) valueOf(v reflect.Value, ti *Type, r *Rules, pk jsontext.Kind) error {
	switch pk {
	case 0:
		_, err := s.dec.ReadToken()
		return s.syntax(err)
	case 'n':
		if _, err := s.dec.ReadToken(); err != nil {
			return s.syntax(err)
		}
		switch ti.Kind {
		case reflect.Slice, reflect.Map:
			if r.MinItems > 0 {
				return s.fail(Rule, "must have at least %d items, got null", r.MinItems)
			}
			fallthrough
		case reflect.Pointer:
			if r.NotNull {
				return s.fail(Null, "must not be null")
			}
			return nil // v is already nil
		}
		return s.fail(Null, "wrong type: want %s, got null", kindName(ti.Go))
	}
	if ti.Kind == reflect.Pointer {
		p := reflect.New(ti.Go.Elem())
		if err := s.valueOf(p.Elem(), ti.Elem, r, pk); err != nil {
			return err
		}
		v.Set(p)
		return nil
	}
	// Strings and numbers are read raw, everything else as a token.
	var (
		k   jsontext.Kind
		lit string // a string's text, a number's literal
		err error
	)
	if pk == '"' || pk == '0' {
		k = pk
		lit, err = s.readScalar()
	} else {
		var tok jsontext.Token
		tok, err = s.dec.ReadToken()
		k = tok.Kind()
	}
	if err != nil {
		return s.syntax(err)
	}
	switch ti.Kind {
	case reflect.String:
		if k != '"' {
			return s.wrongType(ti, k)
		}
		if why, ok := r.checkString(lit); !ok {
			return s.fail(Rule, "%s", why)
		}
		v.SetString(lit)
	case reflect.Bool:
		if k != 't' && k != 'f' {
			return s.wrongType(ti, k)
		}
		v.SetBool(k == 't')
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if k != '0' {
			return s.wrongType(ti, k)
		}
		i, err := strconv.ParseInt(lit, 10, ti.Go.Bits())
		if err != nil || i > MaxSafeInteger || i < -MaxSafeInteger {
			return s.fail(WrongType, "wrong type: want an integer within ±%d, got %s", int64(MaxSafeInteger), Clip(lit))
		}
		if why, ok := r.checkNumber(float64(i)); !ok {
			return s.fail(Rule, "%s", why)
		}
		v.SetInt(i)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		if k != '0' {
			return s.wrongType(ti, k)
		}
		u, err := strconv.ParseUint(lit, 10, ti.Go.Bits())
		if err != nil || u > MaxSafeInteger {
			return s.fail(WrongType, "wrong type: want an integer in 0..%d, got %s", int64(MaxSafeInteger), Clip(lit))
		}
		if why, ok := r.checkNumber(float64(u)); !ok {
			return s.fail(Rule, "%s", why)
		}
		v.SetUint(u)
	case reflect.Float32, reflect.Float64:
		if k != '0' {
			return s.wrongType(ti, k)
		}
		f, err := strconv.ParseFloat(lit, ti.Go.Bits())
		if err != nil {
			return s.fail(WrongType, "number %s is out of range", Clip(lit))
		}
		if why, ok := r.checkNumber(f); !ok {
			return s.fail(Rule, "%s", why)
		}
		v.SetFloat(f)
	case reflect.Struct:
		if k != '{' {
			return s.wrongType(ti, k)
		}
		return s.object(v, ti)
	case reflect.Slice:
		if k != '[' {
			return s.wrongType(ti, k)
		}
		return s.array(v, ti, r)
	case reflect.Map:
		if k != '{' {
			return s.wrongType(ti, k)
		}
		return s.mapObject(v, ti, r)
	default:
		panic("strictjson: unplanned kind " + ti.Kind.String()) // checkSupported refused it
	}
	return nil
}

// array decodes an array whose '[' has been read. The field's value rules
// apply to each element; minitems to the length. The elements are decoded
// into a scratch slice the state keeps between decodes, and the result is
// allocated once, at its exact length: growing the result itself
// allocated it two or three times over (a third of what a replay's
// decoding allocated). The Reference mode keeps growing the result in
// place (arrayGrow), so the differential tests compare the two.
func (s *state) array(v reflect.Value, ti *Type, r *Rules) error {
	if s.ref {
		return s.arrayGrow(v, ti, r)
	}
	var sc reflect.Value // taken at the first element
	n := 0
	for pk := s.dec.PeekKind(); ; pk = s.dec.PeekKind() {
		switch pk {
		case ']':
			if _, err := s.dec.ReadToken(); err != nil {
				return s.syntax(err)
			}
			// [] is an empty slice, not nil, as in encoding/json.
			out := reflect.MakeSlice(ti.Go, n, n)
			if n > 0 {
				reflect.Copy(out, sc)
				s.putScratch(ti, sc)
			}
			v.Set(out)
			if n < r.MinItems {
				return s.fail(Rule, "must have at least %d items", r.MinItems)
			}
			return nil
		case 0:
			_, err := s.dec.ReadToken()
			return s.syntax(err)
		}
		if n == 0 {
			sc = s.takeScratch(ti)
		}
		if n == sc.Cap() {
			sc.Grow(1) // amortised: doubles the capacity
		}
		sc.SetLen(n + 1)
		s.path = append(s.path, pathSeg{index: n, kind: 'i'})
		if err := s.valueOf(sc.Index(n), ti.Elem, r.Elem, pk); err != nil {
			return err // the scratch is dropped, not cleared
		}
		s.path = s.path[:len(s.path)-1]
		n++
	}
}

// scratchMax bounds, in bytes, the scratch slices a pooled state keeps:
// one huge array must not pin its size in memory after its decode.
const scratchMax = 256 << 10

// takeScratch returns an empty settable slice of type ti (a slice type),
// all of whose capacity is zero. An array nested in an array of the same
// type takes a second one.
func (s *state) takeScratch(ti *Type) reflect.Value {
	if l := s.scratch[ti]; len(l) > 0 {
		sc := l[len(l)-1]
		s.scratch[ti] = l[:len(l)-1]
		return sc
	}
	return reflect.New(ti.Go).Elem()
}

// putScratch zeroes sc's elements, which must not keep what they point to
// alive, and keeps it for the next array of its type.
func (s *state) putScratch(ti *Type, sc reflect.Value) {
	if uintptr(sc.Cap())*ti.Go.Elem().Size() > scratchMax {
		return
	}
	sc.Clear()
	sc.SetLen(0)
	if s.scratch == nil {
		s.scratch = map[*Type][]reflect.Value{}
	}
	s.scratch[ti] = append(s.scratch[ti], sc)
}

// arrayGrow is array growing the result in place, the Reference mode's.
func (s *state) arrayGrow(v reflect.Value, ti *Type, r *Rules) error {
	// [] is an empty slice, not nil, as in encoding/json. A non-empty one
	// starts with room for a few elements.
	c := 0
	pk := s.dec.PeekKind()
	if pk != ']' {
		c = 4
	}
	v.Set(reflect.MakeSlice(ti.Go, 0, c))
	n := 0
	for ; ; pk = s.dec.PeekKind() {
		switch pk {
		case ']':
			if _, err := s.dec.ReadToken(); err != nil {
				return s.syntax(err)
			}
			if n < r.MinItems {
				return s.fail(Rule, "must have at least %d items", r.MinItems)
			}
			return nil
		case 0:
			_, err := s.dec.ReadToken()
			return s.syntax(err)
		}
		if n == v.Cap() {
			v.Grow(1) // amortised: doubles the capacity
		}
		v.SetLen(n + 1)
		s.path = append(s.path, pathSeg{index: n, kind: 'i'})
		if err := s.valueOf(v.Index(n), ti.Elem, r.Elem, pk); err != nil {
			return err
		}
		s.path = s.path[:len(s.path)-1]
		n++
	}
}

// mapObject decodes an object into a map[string]T whose '{' has been
// read. The field's value rules apply to each value; minitems to the
// number of entries.
func (s *state) mapObject(v reflect.Value, ti *Type, r *Rules) error {
	m := reflect.MakeMap(ti.Go)
	v.Set(m)
	keyType, elemType := ti.Go.Key(), ti.Go.Elem()
	n := 0
	for {
		pk := s.dec.PeekKind()
		switch pk {
		case '}':
			if _, err := s.dec.ReadToken(); err != nil {
				return s.syntax(err)
			}
			if n < r.MinItems {
				return s.fail(Rule, "must have at least %d entries", r.MinItems)
			}
			return nil
		case 0:
			_, err := s.dec.ReadToken()
			return s.syntax(err)
		}
		text, lo, hi, e := s.name(pk)
		if e != nil {
			return e
		}
		key := string(text)
		if lo < hi {
			key = s.str(lo, hi)
		}
		kv := reflect.ValueOf(key).Convert(keyType)
		if m.MapIndex(kv).IsValid() {
			return s.duplicate(key, true)
		}
		ev := reflect.New(elemType).Elem()
		s.path = append(s.path, pathSeg{key: key, kind: 'm'})
		if err := s.value(ev, ti.Elem, r.Elem); err != nil {
			return err
		}
		s.path = s.path[:len(s.path)-1]
		m.SetMapIndex(kv, ev)
		n++
	}
}

func (s *state) wrongType(ti *Type, k jsontext.Kind) *Error {
	return s.fail(WrongType, "wrong type: want %s, got %s", kindName(ti.Go), jsonKind(k))
}

func kindName(t reflect.Type) string {
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

func jsonKind(k jsontext.Kind) string {
	switch k {
	case 'n':
		return "null"
	case 't', 'f':
		return "boolean"
	case '"':
		return "string"
	case '0':
		return "number"
	case '{':
		return "object"
	case '[':
		return "array"
	}
	return k.String()
}
