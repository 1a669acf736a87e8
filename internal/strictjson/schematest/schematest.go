// Package schematest generates and checks the published JSON Schemas in
// tests: Generate writes the schema of a strictjson decoding plan, Golden
// checks that a file under docs/schemas is exactly what it emits
// (rewritten with the test's -update flag), and, through an independent
// JSON Schema validator (github.com/santhosh-tekuri/jsonschema, a
// dependency of tests only), Compile checks that the schema gives the
// same answers as the Go decoder. No binary links it: the schemas are
// documents, made when the tests run.
package schematest

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// Dir is docs/schemas of the repository.
func Dir() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "..", "docs", "schemas")
}

// Golden compares docs/schemas/name with got, or writes got there when
// update is set.
func Golden(t testing.TB, name string, got []byte, update bool) {
	t.Helper()
	path := filepath.Join(Dir(), name)
	if update {
		if err := os.MkdirAll(Dir(), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run the test with -update to generate it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s is not what the generator emits; run the test with -update", path)
	}
}

// Validator is a compiled schema.
type Validator struct{ s *jsonschema.Schema }

// Compile compiles a schema (checking it against the draft 2020-12
// meta-schema), with format assertions on.
func Compile(t testing.TB, schema []byte) *Validator {
	t.Helper()
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(schema))
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	if err := c.AddResource("schema.json", doc); err != nil {
		t.Fatal(err)
	}
	s, err := c.Compile("schema.json")
	if err != nil {
		t.Fatal(err)
	}
	return &Validator{s}
}

// Validate parses doc as any JSON reader would (the last of duplicate
// names wins) and validates it.
func (v *Validator) Validate(doc []byte) error {
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(doc))
	if err != nil {
		return err
	}
	return v.s.Validate(inst)
}

// Mutations returns systematic mutations of a JSON document, for tables
// that compare a decoder with a schema: each object member removed, each
// value replaced by values of every JSON type (and of the common string
// formats), an unknown member added to each object.
func Mutations(t testing.TB, data []byte) [][]byte {
	t.Helper()
	parse := func() any {
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.UseNumber()
		var doc any
		if err := dec.Decode(&doc); err != nil {
			t.Fatal(err)
		}
		return doc
	}
	var paths [][]any
	var walk func(v any, path []any)
	walk = func(v any, path []any) {
		paths = append(paths, path)
		switch v := v.(type) {
		case map[string]any:
			for k, e := range v {
				walk(e, append(path[:len(path):len(path)], k))
			}
		case []any:
			for i, e := range v {
				walk(e, append(path[:len(path):len(path)], i))
			}
		}
	}
	walk(parse(), nil)
	values := []any{nil, "", "x", "web", strings.Repeat("0123456789abcdef", 4), "AAAA", "2026-05-01T12:00:00Z", "file:///srv",
		json.Number("0"), json.Number("-1"), json.Number("1"), json.Number("0.5"), json.Number("1.5"),
		json.Number("9007199254740991"), json.Number("9007199254740992"), true, false,
		map[string]any{}, []any{}, []any{"x"}, []any{map[string]any{}}}
	type edit struct {
		path []any
		op   string // "del", "set", "add"
		val  any
	}
	var edits []edit
	for _, p := range paths {
		if len(p) > 0 {
			if _, ok := p[len(p)-1].(string); ok {
				edits = append(edits, edit{p, "del", nil})
			}
			for _, v := range values {
				edits = append(edits, edit{p, "set", v})
			}
		}
		edits = append(edits, edit{p, "add", nil})
	}
	var out [][]byte
	for _, e := range edits {
		doc := parse()
		var parent any
		cur := doc
		for _, step := range e.path {
			parent = cur
			switch s := step.(type) {
			case string:
				cur = cur.(map[string]any)[s]
			case int:
				cur = cur.([]any)[s]
			}
		}
		switch e.op {
		case "add":
			m, ok := cur.(map[string]any)
			if !ok {
				continue
			}
			m["zz_unknown"] = json.Number("1")
		case "del":
			delete(parent.(map[string]any), e.path[len(e.path)-1].(string))
		case "set":
			if reflect.DeepEqual(cur, e.val) {
				continue
			}
			switch s := e.path[len(e.path)-1].(type) {
			case string:
				parent.(map[string]any)[s] = e.val
			case int:
				parent.([]any)[s] = e.val
			}
		}
		b, err := json.Marshal(doc)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, b)
	}
	return out
}
