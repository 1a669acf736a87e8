// Code kept from before internal/strictjson (the old hand-written reader
// of index.yaml.sig), only as the oracle of the differential fuzz target
// in differential_sig_test.go.

package skeleton

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"unicode/utf8"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// legacyParseSigFile reads the JSON object strictly: exactly the three keys,
// each once, each a string, nothing after the object.
func legacyParseSigFile(data []byte) (sigFile, string) {
	var f sigFile
	if !utf8.Valid(data) {
		return f, "not valid UTF-8"
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return f, "not a JSON object"
	}
	fields := map[string]*string{"schema": &f.Schema, "key_id": &f.KeyID, "sig": &f.Sig}
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return f, "malformed JSON"
		}
		key, ok := tok.(string)
		if !ok {
			return f, "malformed JSON"
		}
		dst, known := fields[key]
		switch {
		case !known:
			return f, fmt.Sprintf("unknown key %s (known: key_id, schema, sig)", quote(key))
		case seen[key]:
			return f, fmt.Sprintf("duplicate key %q", key)
		}
		seen[key] = true
		tok, err = dec.Token()
		if err != nil {
			return f, "malformed JSON"
		}
		v, ok := tok.(string)
		if !ok {
			return f, fmt.Sprintf("%s must be a string", key)
		}
		*dst = v
	}
	if tok, err := dec.Token(); err != nil || tok != json.Delim('}') {
		return f, "malformed JSON"
	}
	if _, err := dec.Token(); err != io.EOF {
		return f, "data after the JSON object"
	}
	for _, k := range []string{"schema", "key_id", "sig"} {
		if !seen[k] {
			return f, fmt.Sprintf("missing required key %q", k)
		}
	}
	if f.Schema != SignatureSchema {
		return f, fmt.Sprintf("schema is %s, want %q", quote(f.Schema), SignatureSchema)
	}
	if !events.IsKeyID(f.KeyID) {
		return f, fmt.Sprintf("key_id %s is not 16 lowercase hex digits", quote(f.KeyID))
	}
	return f, ""
}
