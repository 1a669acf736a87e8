package strictjson

import (
	"encoding"
	"fmt"
	"reflect"
	"strings"

	"github.com/go-json-experiment/json/jsontext"
)

// Type is a decoding plan: what decoding needs to know about a Go type,
// worked out once per type and Decoder (Plan). Plans are shared: read
// them, never change them.
type Type struct {
	Go   reflect.Type
	Kind reflect.Kind
	Elem *Type // pointer, slice and map element
	// Structs: fields by JSON name, and in declaration order.
	fields  map[string]*Member
	Members []*Member
}

// Member is one JSON member of a struct as a Decoder reads it.
type Member struct {
	Name  string
	index []int // for reflect.Value.FieldByIndex, through embedded structs
	Type  *Type
	Rules *Rules
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
	ti  *Type
	err error
}

// Plan returns the decoding plan of t, or the reason t cannot be
// strictly decoded (a mistake in the Go type or its tags, never in data).
// A struct's Members are its JSON members in declaration order, promoted
// fields of embedded structs in place.
func (d *Decoder) Plan(t reflect.Type) (*Type, error) {
	if r, ok := d.types.Load(t); ok {
		return r.(*typeResult).ti, r.(*typeResult).err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	b := builder{d: d, done: map[reflect.Type]*Type{}}
	ti, err := b.build(t)
	r, _ := d.types.LoadOrStore(t, &typeResult{ti, err})
	return r.(*typeResult).ti, r.(*typeResult).err
}

type builder struct {
	d    *Decoder
	done map[reflect.Type]*Type // includes types still being built (recursion)
}

func (b *builder) build(t reflect.Type) (*Type, error) {
	if ti, ok := b.done[t]; ok {
		return ti, nil
	}
	if err := checkSupported(t); err != nil {
		return nil, err
	}
	ti := &Type{Go: t, Kind: t.Kind()}
	b.done[t] = ti
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Map:
		e, err := b.build(t.Elem())
		if err != nil {
			return nil, err
		}
		ti.Elem = e
	case reflect.Struct:
		ti.fields = map[string]*Member{}
		depth := map[string]int{}
		if err := b.collect(ti, t, nil, nil, depth); err != nil {
			return nil, err
		}
		for i, f := range ti.Members {
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
func (b *builder) collect(ti *Type, t reflect.Type, index []int, visiting []reflect.Type, depthOf map[string]int) error {
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
			for j, o := range ti.Members {
				if o.Name == name {
					ti.Members = append(ti.Members[:j], ti.Members[j+1:]...)
					break
				}
			}
		}
		depthOf[name] = depth
		f := &Member{Name: name, index: idx, Type: ft, Rules: r}
		ti.fields[name] = f
		ti.Members = append(ti.Members, f)
	}
	return nil
}

// rulesApply refuses tag rules that could never apply to the field's
// type, such as enum on a number or minitems on a string: a silently
// inert rule would be a check that is not made.
func rulesApply(r *Rules, ti *Type) error {
	if r.NotNull && ti.Kind != reflect.Pointer && ti.Kind != reflect.Slice && ti.Kind != reflect.Map {
		return fmt.Errorf("notnull applies to pointers, arrays and maps, not %s", ti.Go)
	}
	for ti.Kind == reflect.Pointer {
		ti = ti.Elem
	}
	container := ti.Kind == reflect.Slice || ti.Kind == reflect.Map
	if r.MinItems > 0 && !container {
		return fmt.Errorf("minitems applies to arrays and maps, not %s", ti.Go)
	}
	leaf := ti
	for leaf.Kind == reflect.Pointer || leaf.Kind == reflect.Slice || leaf.Kind == reflect.Map {
		leaf = leaf.Elem
	}
	if len(r.Strings) > 0 && leaf.Kind != reflect.String {
		return fmt.Errorf("rule %s applies to strings, not %s", r.Strings[0].Name, leaf.Go)
	}
	if (r.HasMin || r.HasMax) && !isNumber(leaf.Kind) {
		return fmt.Errorf("min and max apply to numbers, not %s", leaf.Go)
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
