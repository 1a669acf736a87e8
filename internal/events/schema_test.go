package events

import (
	"bytes"
	"encoding/json"
	"flag"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/strictjson/schematest"
)

var update = flag.Bool("update", false, "rewrite docs/schemas/<schema>.schema.json from the body types")

// TestJSONSchemaFiles: docs/schemas holds exactly what JSONSchema emits.
func TestJSONSchemaFiles(t *testing.T) {
	for _, s := range Schemas() {
		got, err := JSONSchema(s)
		if err != nil {
			t.Fatal(err)
		}
		schematest.Golden(t, s+".schema.json", got, *update)
	}
}

// TestEveryKindStatesItsRules: a new body kind gets an entry in
// crossFieldRules (nil when its check method adds nothing to the tags),
// so that its schema does not silently omit rules.
func TestEveryKindStatesItsRules(t *testing.T) {
	for _, s := range Schemas() {
		if _, ok := crossFieldRules[s]; !ok {
			t.Errorf("%s: no entry in crossFieldRules (jsonschema_test.go)", s)
		}
	}
	for s := range crossFieldRules {
		if New(s) == nil {
			t.Errorf("crossFieldRules names %q, which is not a body schema", s)
		}
	}
}

// TestJSONSchemaAgreesWithDecoder: on the golden bodies, the good and bad
// variants of the other tests, and every systematic mutation of the golden
// bodies (each member removed, each value replaced by values of every JSON
// type, an unknown member added to each object), a JSON Schema validator
// with the published schema accepts exactly what the strict decoder
// accepts. The rules across fields (a type's check method) are not part
// of JSON Schema; they are compared separately, in
// TestJSONSchemaKnownGaps.
func TestJSONSchemaAgreesWithDecoder(t *testing.T) {
	for _, schema := range Schemas() {
		t.Run(schema, func(t *testing.T) {
			js, err := JSONSchema(schema)
			if err != nil {
				t.Fatal(err)
			}
			v := schematest.Compile(t, js)
			g := golden(t, schema)
			docs := append([][]byte{g}, schematest.Mutations(t, g)...)
			if schema == SchemaRequestOpened {
				m := requestWithMCPApp(t, nil)
				docs = append(append(docs, m), schematest.Mutations(t, m)...)
			}
			for _, c := range genericBadCases(schema) {
				// Duplicates are a known gap: a validator sees parsed values.
				if d := c.body(t, g); json.Valid(d) && !strings.Contains(c.name, "duplicate") {
					docs = append(docs, d)
				}
			}
			var accepted, crossField int
			for _, doc := range docs {
				b := New(schema)
				strictErr := strict.Decode(doc, b)
				if strictErr == nil && b.Schema() != schema {
					strictErr = bad("schema", "other schema")
				}
				schemaErr := v.Validate(doc)
				if (strictErr == nil) != (schemaErr == nil) {
					t.Errorf("decoder: %v\nschema: %v\nbody: %s", strictErr, schemaErr, doc)
				}
				if strictErr == nil {
					accepted++
					if _, err := Decode(schema, doc); err != nil {
						crossField++
					}
				}
			}
			t.Logf("%d bodies, %d valid, %d of them refused by rules across fields", len(docs), accepted, crossField)
			if accepted == 0 || accepted == len(docs) {
				t.Errorf("the table does not test both answers")
			}
		})
	}
}

// TestJSONSchemaKnownGaps lists what the decoder refuses and a schema
// validator accepts: what JSON Schema cannot see because it works on
// parsed values (duplicates, literal forms, escapes), and the rules across
// fields, which each schema's description states in words.
func TestJSONSchemaKnownGaps(t *testing.T) {
	compact := func(t *testing.T, schema string) string {
		var c bytes.Buffer
		if err := json.Compact(&c, golden(t, schema)); err != nil {
			t.Fatal(err)
		}
		return c.String()
	}
	for _, c := range []struct {
		name, schema string
		body         func(t *testing.T) []byte
	}{
		{"duplicate member", SchemaSeal, func(t *testing.T) []byte {
			return []byte(strings.Replace(compact(t, SchemaSeal), `{"schema"`, `{"request_id":"other","schema"`, 1))
		}},
		{"integer written 48.0", SchemaObservationW1, func(t *testing.T) []byte {
			return mutate(t, golden(t, SchemaObservationW1), "screenshots[0].width", json.Number("375.0"))
		}},
		{"unpaired surrogate escape", SchemaOpsObservation, func(t *testing.T) []byte {
			return []byte(strings.Replace(compact(t, SchemaOpsObservation), `"detail":"`, `"detail":"\ud800`, 1))
		}},
		{"composite hash", SchemaSeal, func(t *testing.T) []byte {
			return mutate(t, golden(t, SchemaSeal), "composite_hash", strings.Repeat("a", 64))
		}},
		{"tuple names another attempt", SchemaVisualVerdict, func(t *testing.T) []byte {
			return mutate(t, golden(t, SchemaVisualVerdict), "tuple.attempt_id", "att-9")
		}},
		{"blob hash", SchemaBlob, func(t *testing.T) []byte {
			return mutate(t, golden(t, SchemaBlob), "sha256", strings.Repeat("0", 64))
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			js, _ := JSONSchema(c.schema)
			body := c.body(t)
			if _, err := Decode(c.schema, body); err == nil {
				t.Errorf("the decoder accepts %s", body)
			}
			if err := schematest.Compile(t, js).Validate(body); err != nil {
				t.Errorf("no longer a gap: the schema refuses it too (%v); move it to the agreeing table", err)
			}
		})
	}
}
