package keys

import (
	"errors"
	"flag"
	"reflect"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/strictjson"
	"github.com/tribunal-dev/tribunal/internal/strictjson/schematest"
)

var update = flag.Bool("update", false, "rewrite docs/schemas/tribunal-{trust,signing-key,designer-key}.v1.schema.json")

// fileSchemas are the key files' JSON Schemas: the decoded structs with
// their tags, and in the description the checks made after decoding.
func fileSchemas(t *testing.T) []struct {
	name string
	typ  reflect.Type
	json []byte
	good []byte
} {
	t.Helper()
	var roles []string
	for _, r := range events.Roles {
		roles = append(roles, string(r))
	}
	trust, err := schematest.Generate(strictjson.New(), reflect.TypeFor[trustFile](), schematest.Options{
		ID: "urn:tribunal:schema:" + TrustSchema, Title: TrustSchema,
		Description: "A Tribunal trust file (trust.json): the checkpoint origin and verifier key and the public signing keys of each role. " +
			"Checked after decoding: origin is not empty and holds no white space or '+'; checkpoint_verifier_key is a sumdb/note " +
			"Ed25519 verifier key named origin; the names in roles are roles (" + strings.Join(roles, ", ") + "), and a role that signs " +
			"nothing (auditor) lists no keys; public_key is the canonical standard base64 of a 32-byte Ed25519 public key and key_id " +
			"is hex(SHA-256(public key)[0:8]); no key is listed twice. designers (optional) are the keys that may sign design skeletons: " +
			"each name is 1-64 characters of [A-Za-z0-9._-] starting with a letter or digit, no name or key is listed twice, and no " +
			"designer key is also a role's key.",
		Const: map[string]any{"schema": TrustSchema},
	})
	if err != nil {
		t.Fatal(err)
	}
	signing, err := schematest.Generate(strictjson.New(), reflect.TypeFor[signingKeyFile](), schematest.Options{
		ID: "urn:tribunal:schema:" + SigningKeySchema, Title: SigningKeySchema,
		Description: "A Tribunal signing key file (secret, mode 0600). Checked after decoding: role is a role that signs events " +
			"(requester, w1, w2, judge, ledger); seed is the canonical standard base64 of a 32-byte Ed25519 seed; key_id is " +
			"hex(SHA-256(public key)[0:8]) of the key the seed makes.",
		Const: map[string]any{"schema": SigningKeySchema},
	})
	if err != nil {
		t.Fatal(err)
	}
	designer, err := schematest.Generate(strictjson.New(), reflect.TypeFor[designerKeyFile](), schematest.Options{
		ID: "urn:tribunal:schema:" + DesignerKeySchema, Title: DesignerKeySchema,
		Description: "A Tribunal designer key file (secret, mode 0600): the key that signs design skeletons (index.yaml.sig). " +
			"Checked after decoding: name is 1-64 characters of [A-Za-z0-9._-] starting with a letter or digit; seed is the " +
			"canonical standard base64 of a 32-byte Ed25519 seed; key_id is hex(SHA-256(public key)[0:8]) of the key the seed makes.",
		Const: map[string]any{"schema": DesignerKeySchema},
	})
	if err != nil {
		t.Fatal(err)
	}
	tr, _, _ := testTrust(t)
	if tr, err = tr.WithDesigners([]Designer{{Name: "alice", Public: pubOf(fixedKey(77))}}); err != nil {
		t.Fatal(err)
	}
	goodTrust, err := tr.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	goodKey, err := MarshalSigningKey(events.RoleW1, fixedKey(1))
	if err != nil {
		t.Fatal(err)
	}
	goodDesigner, err := MarshalDesignerKey(&DesignerKey{Name: "alice", Key: fixedKey(77)})
	if err != nil {
		t.Fatal(err)
	}
	return []struct {
		name string
		typ  reflect.Type
		json []byte
		good []byte
	}{
		{TrustSchema, reflect.TypeFor[trustFile](), trust, goodTrust},
		{SigningKeySchema, reflect.TypeFor[signingKeyFile](), signing, goodKey},
		{DesignerKeySchema, reflect.TypeFor[designerKeyFile](), designer, goodDesigner},
	}
}

func TestJSONSchemaFiles(t *testing.T) {
	for _, f := range fileSchemas(t) {
		schematest.Golden(t, f.name+".schema.json", f.json, *update)
	}
}

// TestJSONSchemaAgreesWithDecoder: on a good file and its systematic
// mutations, a JSON Schema validator with the published schema accepts
// exactly what the strict decoding of the file (before the checks listed
// in the schema's description) accepts.
func TestJSONSchemaAgreesWithDecoder(t *testing.T) {
	for _, f := range fileSchemas(t) {
		v := schematest.Compile(t, f.json)
		docs := append([][]byte{f.good}, schematest.Mutations(t, f.good)...)
		accepted := 0
		for _, doc := range docs {
			p := reflect.New(f.typ)
			decErr := strictjson.Decode(doc, p.Interface())
			if decErr == nil && p.Elem().FieldByName("Schema").String() != f.name {
				decErr = errBadSchema
			}
			schemaErr := v.Validate(doc)
			if (decErr == nil) != (schemaErr == nil) {
				t.Errorf("%s: decoder: %v\nschema: %v\nfile: %s", f.name, decErr, schemaErr, doc)
			}
			if decErr == nil {
				accepted++
			}
		}
		if accepted == 0 || accepted == len(docs) {
			t.Errorf("%s: the table does not test both answers", f.name)
		}
		t.Logf("%s: %d files, %d valid", f.name, len(docs), accepted)
	}
}

var errBadSchema = errors.New("other schema")
