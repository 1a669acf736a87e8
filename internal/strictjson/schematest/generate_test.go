package schematest

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/strictjson"
)

type inner struct {
	A string `json:"a" tribunal:"required"`
	B *int   `json:"b"`
}

type Embedded struct {
	E string `json:"e" tribunal:"required"`
}

// sample is strictjson's own test type (strictjson_test.go).
type sample struct {
	*Embedded
	Name  string            `json:"name" tribunal:"required,nonempty"`
	N     int64             `json:"n" tribunal:"min=-5"`
	U     uint16            `json:"u"`
	F     float64           `json:"f" tribunal:"min=0,max=1"`
	In    inner             `json:"in" tribunal:"required"`
	List  []inner           `json:"list,omitempty" tribunal:"minitems=1"`
	M     map[string]string `json:"m" tribunal:"hex64"`
	P     *[]string         `json:"p,omitempty" tribunal:"notnull,enum=x|y"`
	Codes []string          `json:"codes" tribunal:"code"`
	Skip  string            `json:"-"`
}

type schemaSample struct {
	sample
	I8     int8                 `json:"i8"`
	U8     uint8                `json:"u8" tribunal:"max=200"`
	F32    float32              `json:"f32"`
	Bool   *bool                `json:"bool"`
	Stamp  string               `json:"stamp,omitempty" tribunal:"rfc3339utc"`
	Blob   string               `json:"blob,omitempty" tribunal:"base64,prefix=AA"`
	Media  string               `json:"media,omitempty" tribunal:"mediatype"`
	Self   *schemaSample        `json:"self,omitempty"`
	Nested map[string][]inner   `json:"nested,omitempty" tribunal:"minitems=1"`
	Opt    map[string]*Embedded `json:"opt,omitempty"`
}

// TestSchemaAgreesWithDecode: for a type with every supported shape, a
// JSON Schema validator with the generated schema accepts exactly what
// Decode accepts, on a valid document and its systematic mutations.
func TestSchemaAgreesWithDecode(t *testing.T) {
	s, err := Generate(strictjson.New(), reflect.TypeFor[schemaSample](), Options{ID: "urn:test:sample", Title: "sample", Const: map[string]any{"name": "n"}})
	if err != nil {
		t.Fatal(err)
	}
	if !json.Valid(s) || !strings.Contains(string(s), StrictReading[:20]) {
		t.Fatalf("schema: %s", s)
	}
	v := Compile(t, s)
	good := []byte(`{"e":"emb","name":"n","n":-5,"u":65535,"f":0.5,"in":{"a":"x","b":3},"list":[{"a":""}],` +
		`"m":{"k":"` + strings.Repeat("0", 64) + `"},"p":["x"],"codes":["a.b-c_D"],"i8":-128,"u8":200,"f32":1.5,"bool":null,` +
		`"stamp":"2026-02-28T23:59:59.5Z","blob":"AAAA","media":"image/svg+xml","self":{"e":"","name":"n","in":{"a":""}},` +
		`"nested":{"k":[{"a":"1"}]},"opt":{"x":null,"y":{"e":"z"}}}`)
	docs := append([][]byte{good}, Mutations(t, good)...)
	for _, c := range [][2]string{{`"i8":-128`, `"i8":-129`}, {`"i8":-128`, `"i8":127`}, {`"u8":200`, `"u8":201`}, {`"f32":1.5`, `"f32":1e39`},
		{`"stamp":"2026-02-28T23:59:59.5Z"`, `"stamp":"2026-02-30T00:00:00Z"`}, {`"stamp":"2026-02-28T23:59:59.5Z"`, `"stamp":"2026-02-28T24:00:00Z"`},
		{`"blob":"AAAA"`, `"blob":"AB=="`}, {`"blob":"AAAA"`, `"blob":"BAAA"`}, {`"media":"image/svg+xml"`, `"media":"text/Plain"`},
		{`"nested":{"k":[{"a":"1"}]}`, `"nested":{}`}, {`"n":-5`, `"n":9007199254740991`}, {`"n":-5`, `"n":-9007199254740992`}} {
		if !strings.Contains(string(good), c[0]) {
			t.Fatalf("%s not in the document", c[0])
		}
		docs = append(docs, []byte(strings.Replace(string(good), c[0], c[1], 1)))
	}
	accepted := 0
	for _, doc := range docs {
		var x schemaSample
		decErr := strictjson.Decode(doc, &x)
		if decErr == nil && x.Name != "n" {
			decErr = &strictjson.Error{Reason: "const"}
		}
		if schemaErr := v.Validate(doc); (decErr == nil) != (schemaErr == nil) {
			t.Errorf("Decode: %v\nschema: %v\ndoc: %s", decErr, schemaErr, doc)
		}
		if decErr == nil {
			accepted++
		}
	}
	if accepted == 0 || accepted == len(docs) {
		t.Error("the table does not test both answers")
	}
	t.Logf("%d documents, %d valid", len(docs), accepted)
}
