package schematest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"slices"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/strictjson"
)

// Options adds to a generated schema what the Go type cannot say.
type Options struct {
	ID          string // $id, an absolute URI
	Title       string
	Description string // what else a valid document obeys: rules across fields, checks after decoding
	// Const pins top-level members to one value (e.g. "schema"); they
	// are required.
	Const map[string]any
}

// StrictReading says, for every generated schema, what strictjson refuses
// that JSON Schema cannot express, since it works on parsed values.
const StrictReading = "Read strictly: exactly one JSON object in UTF-8, nothing after it; no object with a " +
	"member name twice (at any depth); no unpaired UTF-16 surrogate escape (\\ud800-\\udfff); integers " +
	"written without a fraction or exponent (1, not 1.0 or 1e0) and within ±9007199254740991."

// Generate returns a JSON Schema (draft 2020-12) of the documents d
// decodes into struct type t (its Plan): members, types, nullability and required members
// from the Go type, value rules from the tags (with each StringRule's own
// Schema keywords), nested structs under $defs. It is generated, never
// edited: the same type and tags always give the same bytes.
func Generate(d *strictjson.Decoder, t reflect.Type, o Options) ([]byte, error) {
	ti, err := d.Plan(t)
	if err != nil {
		return nil, err
	}
	if ti.Kind != reflect.Struct {
		return nil, fmt.Errorf("schematest: %s is not a struct", t)
	}
	g := &schemaGen{names: map[*strictjson.Type]string{}, taken: map[string]bool{}}
	body, err := g.object(ti, o)
	if err != nil {
		return nil, err
	}
	var doc obj
	doc.set("$schema", "https://json-schema.org/draft/2020-12/schema")
	if o.ID != "" {
		doc.set("$id", o.ID)
	}
	if o.Title != "" {
		doc.set("title", o.Title)
	}
	if o.Description != "" {
		doc.set("description", o.Description)
	}
	doc.set("$comment", StrictReading)
	doc = append(doc, body...)
	if len(g.defs) > 0 {
		doc.set("$defs", g.defs)
	}
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

type schemaGen struct {
	defs  obj
	names map[*strictjson.Type]string
	taken map[string]bool
}

// object is the schema of a struct: its members in declaration order.
func (g *schemaGen) object(ti *strictjson.Type, o Options) (obj, error) {
	var props obj
	var required []string
	for _, f := range ti.Members {
		s, err := g.value(f.Type, f.Rules)
		if err != nil {
			return nil, err
		}
		if c, ok := o.Const[f.Name]; ok {
			s = obj{{"const", c}}
		}
		if notes := notes(f); notes != "" {
			s = append(obj{{"description", notes}}, s...)
		}
		props.set(f.Name, s)
		if _, pinned := o.Const[f.Name]; pinned || f.Rules.Required {
			required = append(required, f.Name)
		}
	}
	var s obj
	s.set("type", "object")
	s.set("properties", props)
	if len(required) > 0 {
		s.set("required", required)
	}
	s.set("additionalProperties", false)
	return s, nil
}

func notes(f *strictjson.Member) string {
	var n []string
	for _, r := range f.Rules.Strings {
		if r.Note != "" {
			n = append(n, r.Note)
		}
	}
	return strings.Join(n, " ")
}

// value is the schema of a value of type ti under rules r.
func (g *schemaGen) value(ti *strictjson.Type, r *strictjson.Rules) (obj, error) {
	switch ti.Kind {
	case reflect.Pointer:
		s, err := g.value(ti.Elem, r)
		if err != nil || r.NotNull {
			return s, err
		}
		return nullable(s), nil
	case reflect.Slice, reflect.Map:
		e, err := g.value(ti.Elem, r.Elem)
		if err != nil {
			return nil, err
		}
		var s obj
		if ti.Kind == reflect.Slice {
			s.set("type", "array")
			s.set("items", e)
			if r.MinItems > 0 {
				s.set("minItems", r.MinItems)
			}
		} else {
			s.set("type", "object")
			s.set("additionalProperties", e)
			if r.MinItems > 0 {
				s.set("minProperties", r.MinItems)
			}
		}
		if r.MinItems > 0 || r.NotNull {
			return s, nil
		}
		return nullable(s), nil
	case reflect.Struct:
		// By reference, the root type too when it recurs: the root's own
		// Const does not apply to its nested copies.
		name, ok := g.names[ti]
		if !ok {
			name = ti.Go.Name()
			if name == "" {
				name = "object"
			}
			for base, i := name, 2; g.taken[name]; i++ {
				name = fmt.Sprintf("%s%d", base, i)
			}
			g.names[ti], g.taken[name] = name, true
			g.defs.set(name, nil) // reserve the place (recursive types)
			s, err := g.object(ti, Options{})
			if err != nil {
				return nil, err
			}
			g.defs.set(name, s)
		}
		return obj{{"$ref", "#/$defs/" + name}}, nil
	case reflect.String:
		s := obj{{"type", "string"}}
		var all []any
		for _, sr := range r.Strings {
			for _, k := range sortedKeys(sr.Schema) {
				if s.has(k) {
					all = append(all, obj{{k, sr.Schema[k]}})
				} else {
					s.set(k, sr.Schema[k])
				}
			}
		}
		if len(all) > 0 {
			s.set("allOf", all)
		}
		return s, nil
	case reflect.Bool:
		return obj{{"type", "boolean"}}, nil
	}
	// Numbers.
	lo, hi := math.Inf(-1), math.Inf(1)
	var s obj
	switch ti.Kind {
	case reflect.Float32:
		s.set("type", "number")
		lo, hi = -math.MaxFloat32, math.MaxFloat32
	case reflect.Float64:
		s.set("type", "number")
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		s.set("type", "integer")
		lo, hi = 0, math.Min(strictjson.MaxSafeInteger, float64(uint64(1)<<ti.Go.Bits()-1))
	default:
		s.set("type", "integer")
		lim := math.Min(strictjson.MaxSafeInteger, float64(uint64(1)<<(ti.Go.Bits()-1)-1))
		lo, hi = -lim, lim
		if ti.Go.Bits() < 64 {
			lo-- // -2^(n-1)
		}
	}
	if r.HasMin {
		lo = math.Max(lo, r.Min)
	}
	if r.HasMax {
		hi = math.Min(hi, r.Max)
	}
	if !math.IsInf(lo, 0) {
		s.set("minimum", lo)
	}
	if !math.IsInf(hi, 0) {
		s.set("maximum", hi)
	}
	return s, nil
}

func nullable(s obj) obj {
	return obj{{"anyOf", []any{s, obj{{"type", "null"}}}}}
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// obj is a JSON object that keeps its members in order, so that schemas
// list properties as the structs declare them.
type obj []member

type member struct {
	k string
	v any
}

func (o obj) has(k string) bool {
	return slices.ContainsFunc(o, func(m member) bool { return m.k == k })
}

func (o *obj) set(k string, v any) {
	for i := range *o {
		if (*o)[i].k == k {
			(*o)[i].v = v
			return
		}
	}
	*o = append(*o, member{k, v})
}

func (o obj) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, m := range o {
		if i > 0 {
			b.WriteByte(',')
		}
		k, _ := json.Marshal(m.k)
		b.Write(k)
		b.WriteByte(':')
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(m.v); err != nil {
			return nil, err
		}
		b.Truncate(b.Len() - 1) // Encode's newline
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}
