package deploy

import (
	"errors"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/strictjson"
	"github.com/tribunal-dev/tribunal/internal/strictjson/schematest"
)

var update = flag.Bool("update", false, "rewrite docs/schemas/tribunal-deployment.v1.schema.json")

func deploymentSchema(t *testing.T) []byte {
	t.Helper()
	var roles []string
	for _, r := range events.Roles {
		roles = append(roles, string(r))
	}
	s, err := schematest.Generate(strictjson.New(), reflect.TypeFor[config](), schematest.Options{
		ID: "urn:tribunal:schema:" + Schema, Title: Schema,
		Description: "A Tribunal deployment's " + ConfigFile + " (docs/OPERATIONS.md). Checked after decoding: nats_url is " +
			"nats://host:port; origin is not empty and holds no white space or '+'; db, jetstream_dir, trust and nats_config " +
			"are not empty (relative paths are relative to the deployment directory); nkeys maps every role (" +
			strings.Join(roles, ", ") + ") and no other name to a NATS user public key (U…); nats_cluster, when present, " +
			"lists at least 3 nats://host:port client URLs, one per JetStream cluster node; job_deadline_seconds, when present, is 1 to 3600.",
		Const: map[string]any{"schema": Schema},
	})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestJSONSchemaFile(t *testing.T) {
	schematest.Golden(t, Schema+".schema.json", deploymentSchema(t), *update)
}

// TestJSONSchemaAgreesWithDecoder: on a created deployment's config and
// its systematic mutations, a JSON Schema validator with the published
// schema accepts exactly what the strict decoding (before the checks in
// the schema's description) accepts.
func TestJSONSchemaAgreesWithDecoder(t *testing.T) {
	d, err := Create(filepath.Join(t.TempDir(), "d"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	good, err := os.ReadFile(filepath.Join(d.Dir, ConfigFile))
	if err != nil {
		t.Fatal(err)
	}
	v := schematest.Compile(t, deploymentSchema(t))
	docs := append([][]byte{good}, schematest.Mutations(t, good)...)
	accepted := 0
	for _, doc := range docs {
		var c config
		decErr := events.DecodeStrict(doc, &c)
		if decErr == nil && c.Schema != Schema {
			decErr = errors.New("other schema")
		}
		if schemaErr := v.Validate(doc); (decErr == nil) != (schemaErr == nil) {
			t.Errorf("decoder: %v\nschema: %v\nfile: %s", decErr, schemaErr, doc)
		}
		if decErr == nil {
			accepted++
		}
	}
	if accepted == 0 || accepted == len(docs) {
		t.Error("the table does not test both answers")
	}
}
