// Code kept from before internal/strictjson (the old hand-written
// top-level scanner of ingest.go), only as the oracle of the differential
// fuzz target in differential_test.go.

package ledger

import (
	"bytes"
	"encoding/json"
	"io"
)

// legacyScanTop walks the top level of a JSON object, calling key for every key,
// and returns the "schema" and "attempt_id" string values it saw (the
// first of each). It stops quietly at malformed JSON.
func legacyScanTop(body []byte, key func(string)) (schema, attemptID string) {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return "", ""
	}
	var seenSchema, seenAtt bool
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return
		}
		k, ok := tok.(string)
		if !ok {
			return
		}
		if key != nil {
			key(k)
		}
		tok, err = dec.Token()
		if err != nil {
			return
		}
		switch v := tok.(type) {
		case json.Delim:
			if err := legacySkipValue(dec); err != nil {
				return
			}
		case string:
			if k == "schema" && !seenSchema {
				schema, seenSchema = v, true
			}
			if k == "attempt_id" && !seenAtt {
				attemptID, seenAtt = v, true
			}
		}
	}
	return
}

// legacySkipValue skips the rest of an array or object whose opening delimiter
// has been read.
func legacySkipValue(dec *json.Decoder) error {
	for depth := 1; depth > 0; {
		tok, err := dec.Token()
		if err == io.EOF {
			return io.ErrUnexpectedEOF
		}
		if err != nil {
			return err
		}
		if d, ok := tok.(json.Delim); ok {
			switch d {
			case '{', '[':
				depth++
			default:
				depth--
			}
		}
	}
	return nil
}
