package strictjson

import (
	"encoding"
	"fmt"
	"reflect"
	"strings"

	"github.com/go-json-experiment/json/jsontext"
)

// typeInfo is what decoding needs to know about a Go type, worked out once
// per type and Decoder.
type typeInfo struct {
	t    reflect.Type
	kind reflect.Kind
	elem *typeInfo // pointer, slice and map element
	// Structs: fields by JSON name, and in declaration order.
	fields map[string]*field
	order  []*field
}

type field struct {
	name  string
	index []int // for reflect.Value.FieldByIndex, through embedded structs
	typ   *typeInfo
	rules *rules
	pos   int // position in order
}

var (
	typeJSONUnmarshaler   = reflect.TypeFor[interface{ UnmarshalJSON([]byte) error }]()
	typeTextUnmarshaler   = reflect.TypeFor[encoding.TextUnmarshaler]()
	typeJSONUnmarshalerV2 = reflect.TypeFor[interface { // json/v2's UnmarshalerFrom
		UnmarshalJSONFrom(*jsontext.Decoder) error
	}]()
)

type typeResult struct {
	ti  *typeInfo
	err error
}

// typeInfo returns the decoding plan of t, or the reason t cannot be
// strictly decoded (a mistake in the Go type, never in data).
func (d *Decoder) typeInfo(t reflect.Type) (*typeInfo, error) {
	if r, ok := d.types.Load(t); ok {
		return r.(*typeResult).ti, r.(*typeResult).err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	b := builder{d: d, done: map[reflect.Type]*typeInfo{}}
	ti, err := b.build(t)
	r, _ := d.types.LoadOrStore(t, &typeResult{ti, err})
	return r.(*typeResult).ti, r.(*typeResult).err
}

type builder struct {
	d    *Decoder
	done map[reflect.Type]*typeInfo // includes types still being built (recursion)
}

func (b *builder) build(t reflect.Type) (*typeInfo, error) {
	if ti, ok := b.done[t]; ok {
		return ti, nil
	}
	if err := checkSupported(t); err != nil {
		return nil, err
	}
	ti := &typeInfo{t: t, kind: t.Kind()}
	b.done[t] = ti
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Map:
		e, err := b.build(t.Elem())
		if err != nil {
			return nil, err
		}
		ti.elem = e
	case reflect.Struct:
		ti.fields = map[string]*field{}
		depth := map[string]int{}
		if err := b.collect(ti, t, nil, nil, depth); err != nil {
			return nil, err
		}
		for i, f := range ti.order {
			f.pos = i
		}
	}
	return ti, nil
}

// checkSupported refuses types whose JSON form is not what their kind
// suggests: custom unmarshalers, json.Number-like string types with
// methods, []byte (lenient base64 in encoding/json), interfaces (anything
// goes), fixed arrays, non-string map keys.
func checkSupported(t reflect.Type) error {
	pt := reflect.PointerTo(t)
	if pt.Implements(typeJSONUnmarshaler) || pt.Implements(typeTextUnmarshaler) || pt.Implements(typeJSONUnmarshalerV2) {
		return fmt.Errorf("strictjson: cannot strictly decode into %s: custom unmarshaling", t)
	}
	if t.PkgPath() == "encoding/json" && t.Name() == "Number" {
		return fmt.Errorf("strictjson: cannot strictly decode into %s", t)
	}
	switch t.Kind() {
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Uint8 {
			return fmt.Errorf("strictjson: cannot strictly decode into %s: use a base64 string field", t)
		}
	case reflect.Map:
		if t.Key().Kind() != reflect.String {
			return fmt.Errorf("strictjson: cannot strictly decode into %s: map keys must be strings", t)
		}
	case reflect.Interface, reflect.Array, reflect.Chan, reflect.Func, reflect.Complex64, reflect.Complex128,
		reflect.UnsafePointer, reflect.Uintptr, reflect.Invalid:
		return fmt.Errorf("strictjson: cannot strictly decode into %s", t)
	}
	return nil
}

// collect gathers the JSON fields of struct t, flattening embedded structs
// without a JSON name as encoding/json does (a shallower field shadows a
// deeper one). Two fields of one name at the same depth are refused:
// encoding/json would silently drop both.
func (b *builder) collect(ti *typeInfo, t reflect.Type, index []int, visiting []reflect.Type, depthOf map[string]int) error {
	for _, v := range visiting {
		if v == t {
			return fmt.Errorf("strictjson: %s embeds itself", t)
		}
	}
	visiting = append(visiting, t)
	depth := len(index)
	for i := 0; i < t.NumField(); i++ {
		sf := t.Field(i)
		tag := sf.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		for _, o := range strings.Split(opts, ",") {
			if o == "string" || o == "inline" || o == "unknown" || o == "format" || strings.HasPrefix(o, "format:") {
				return fmt.Errorf("strictjson: %s.%s: the json %q option is not supported", t, sf.Name, o)
			}
		}
		idx := append(index[:len(index):len(index)], i)
		if sf.Anonymous && name == "" {
			et := sf.Type
			if et.Kind() == reflect.Pointer {
				et = et.Elem()
			}
			if et.Kind() == reflect.Struct {
				if sf.Type.Kind() == reflect.Pointer && !sf.IsExported() {
					return fmt.Errorf("strictjson: %s.%s: an embedded pointer to an unexported struct cannot be set", t, sf.Name)
				}
				if err := b.collect(ti, et, idx, visiting, depthOf); err != nil {
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
		r, err := b.d.parseTag(sf.Tag.Get("tribunal"))
		if err != nil {
			return fmt.Errorf("strictjson: %s.%s: %v", t, sf.Name, err)
		}
		ft, err := b.build(sf.Type)
		if err != nil {
			return err
		}
		if err := rulesApply(r, ft); err != nil {
			return fmt.Errorf("strictjson: %s.%s: %v", t, sf.Name, err)
		}
		if d, ok := depthOf[name]; ok {
			if d == depth {
				return fmt.Errorf("strictjson: %s: two fields named %q", t, name)
			}
			if d < depth {
				continue // shadowed by a shallower field
			}
			for j, o := range ti.order {
				if o.name == name {
					ti.order = append(ti.order[:j], ti.order[j+1:]...)
					break
				}
			}
		}
		depthOf[name] = depth
		f := &field{name: name, index: idx, typ: ft, rules: r}
		ti.fields[name] = f
		ti.order = append(ti.order, f)
	}
	return nil
}

// rulesApply refuses tag rules that could never apply to the field's
// type, such as enum on a number or minitems on a string: a silently
// inert rule would be a check that is not made.
func rulesApply(r *rules, ti *typeInfo) error {
	if r.notNull && ti.kind != reflect.Pointer && ti.kind != reflect.Slice && ti.kind != reflect.Map {
		return fmt.Errorf("notnull applies to pointers, arrays and maps, not %s", ti.t)
	}
	for ti.kind == reflect.Pointer {
		ti = ti.elem
	}
	container := ti.kind == reflect.Slice || ti.kind == reflect.Map
	if r.minItems > 0 && !container {
		return fmt.Errorf("minitems applies to arrays and maps, not %s", ti.t)
	}
	leaf := ti
	for leaf.kind == reflect.Pointer || leaf.kind == reflect.Slice || leaf.kind == reflect.Map {
		leaf = leaf.elem
	}
	if len(r.str) > 0 && leaf.kind != reflect.String {
		return fmt.Errorf("rule %s applies to strings, not %s", r.str[0].Name, leaf.t)
	}
	if (r.hasMin || r.hasMax) && !isNumber(leaf.kind) {
		return fmt.Errorf("min and max apply to numbers, not %s", leaf.t)
	}
	return nil
}

func isNumber(k reflect.Kind) bool {
	switch k {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64,
		reflect.Float32, reflect.Float64:
		return true
	}
	return false
}

// Field describes one JSON member of a struct as a Decoder reads it.
type Field struct {
	Name     string       // the JSON name, matched exactly
	Type     reflect.Type // the Go type of the value
	Required bool
	Tag      string // the `tribunal` tag
}

// Fields returns the JSON members of struct type t in declaration order
// (promoted fields of embedded structs in place), or the reason t cannot
// be strictly decoded: a mistake in t or a type it holds, never in data.
func (d *Decoder) Fields(t reflect.Type) ([]Field, error) {
	if t.Kind() != reflect.Struct {
		return nil, fmt.Errorf("strictjson: %s is not a struct", t)
	}
	ti, err := d.typeInfo(t)
	if err != nil {
		return nil, err
	}
	out := make([]Field, len(ti.order))
	for i, f := range ti.order {
		out[i] = Field{Name: f.name, Type: f.typ.t, Required: f.rules.required, Tag: t.FieldByIndex(f.index).Tag.Get("tribunal")}
	}
	return out, nil
}
