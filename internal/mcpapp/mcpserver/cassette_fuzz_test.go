package mcpserver

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
)

// FuzzParseCassette: a cassette is untrusted input (the request carries
// it; a requester may write it by hand). ParseCassette never panics; what
// it refuses is one ErrCassette line; what it accepts re-encodes to a
// file it accepts again, equal; every answer it accepts can be replayed:
// its key is the key of the request it answers, and its result is a JSON
// object.
func FuzzParseCassette(f *testing.F) {
	head := `{"format":"tribunal.mcp-cassette.v1","server":"s","recorded_at":"2026-12-05T20:00:00Z","answers":[{"method":"initialize","result_json":"{\"protocolVersion\":\"2025-11-25\"}"},{"method":"tools/list","result_json":"{\"tools\":[]}"}`
	for _, s := range []string{
		head + `]}`,
		head + `,{"method":"resources/read","uri":"ui://x/app","result_json":"{\"contents\":[]}"},{"method":"tools/call","tool":"t","arguments_json":"{\"a\":[1,2],\"b\":\"\\u00e9\"}","result_json":"{\"content\":[]}"}]}`,
		head + `,{"method":"tools/call","tool":"t","arguments_json":"{}","error":{"code":-32602,"message":"no"}}]}`,
		head + `,{"method":"tools/list","cursor":"2","result_json":"{}"},{"method":"resources/list","result_json":"{}"}]}`,
		`{"format":"tribunal.mcp-cassette.v1","server":"s","recorded_at":"t","answers":null}`,
		`{}`, `[]`, ``,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := ParseCassette(data)
		if err != nil {
			if !errors.Is(err, ErrCassette) || strings.ContainsAny(err.Error(), "\n\r") {
				t.Fatalf("refusal %q: want one ErrCassette line", err)
			}
			return
		}
		enc, err := c.Encode()
		if err != nil {
			t.Fatalf("encode: %v", err)
		}
		again, err := ParseCassette(enc)
		if err != nil || !reflect.DeepEqual(c, again) {
			t.Fatalf("re-encoded cassette: %v\n%+v\n%+v", err, c, again)
		}
		for _, a := range c.Answers {
			params, _ := json.Marshal(map[string]any{"cursor": a.Cursor, "uri": a.URI, "name": a.Tool, "arguments": json.RawMessage(orEmpty(a.ArgumentsJSON))})
			key, _, ok := keyOf(a.Method, params)
			if !ok || key != a.key() {
				t.Fatalf("answer %+v: the request it answers has key %q, it %q", a, key, a.key())
			}
		}
	})
}

func orEmpty(s string) string {
	if s == "" {
		return "{}"
	}
	return s
}
