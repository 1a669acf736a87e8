package strictjson

// Fuzz targets; run one with e.g.
//
//	go test -run='^$' -fuzz='^FuzzDecode$' -fuzztime=30s ./internal/strictjson/

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/go-json-experiment/json/jsontext"
)

// FuzzDecode: Decode never panics; it returns a one-line *Error or a
// value that encoding/json reads identically from the same bytes (strict
// only ever refuses) and that survives a round trip through json.Marshal.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{
		`{"e":"emb","name":"n","n":-5,"u":65535,"f":0.5,"in":{"a":"x","b":3},"list":[{"a":""},{"a":"z","b":null}],"m":{"k":"` + strings.Repeat("0", 64) + `"},"p":["x"],"codes":["a.b-c_D"]}`,
		`{"e":"","name":"n","in":{"a":""},"list":[{"a":""}],"m":{},"codes":[]}`,
		`{"e":"","name":"n","in":{"a":"\ud83d\ude00"},"list":[{"a":"\\ud800"}],"p":null}`,
		`{"e":"","name":"n","in":{"a":""},"list":[{"a":""}],"n":1e2,"u":-0,"f":1e39}`,
		`{"e":"","name":"n","in":{"a":""},"list":[{"a":""}],"m":{"k":"","\u006b":""}}`,
		`{"e":"","name":"n","in":{"a":"","a":""},"list":[{"a":""}]}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var v sample
		err := Decode(data, &v)
		var ref sample
		rerr := std.DecodeMode(data, &ref, Reference)
		if !reflect.DeepEqual(err, rerr) || err == nil && !reflect.DeepEqual(v, ref) {
			t.Fatalf("Decode gives %#v, %v; the reference walk %#v, %v", v, err, ref, rerr)
		}
		var owned sample
		if oerr := std.DecodeOwned(slices.Clone(data), &owned); !reflect.DeepEqual(err, oerr) || err == nil && !reflect.DeepEqual(v, owned) {
			t.Fatalf("Decode gives %#v, %v; DecodeOwned %#v, %v", v, err, owned, oerr)
		}
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || strings.ContainsAny(err.Error(), "\r\n") {
				t.Fatalf("error %q (%T) is not a one-line *Error", err, err)
			}
			return
		}
		// An independent check of duplicates (the walk finds them
		// itself): jsontext's default reading refuses every duplicate
		// name, invalid UTF-8 and unpaired surrogate escape.
		if !jsontext.Value(data).IsValid() {
			t.Fatalf("Decode accepts %q, which jsontext's strict reading refuses", data)
		}
		var plain sample
		if err := json.Unmarshal(data, &plain); err != nil {
			t.Fatalf("encoding/json refuses a strictly valid input: %v", err)
		}
		if !reflect.DeepEqual(v, plain) {
			t.Fatalf("encoding/json reads the input differently:\n%#v\n%#v", v, plain)
		}
		enc, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		var v2 sample
		if err := Decode(enc, &v2); err != nil {
			t.Fatalf("re-encoded value %s refused: %v", enc, err)
		}
		if !reflect.DeepEqual(v, v2) {
			t.Fatal("re-encoded value decodes differently")
		}
	})
}

// FuzzMembers: Members never panics, and on an input that encoding/json
// accepts as one object it reports exactly the names encoding/json's token
// stream shows at the top level, with values that are valid JSON.
func FuzzMembers(f *testing.F) {
	for _, s := range []string{`{"a":1,"a":[2,{"b":3}],"s":"x\ud800"}`, `{"w3" 1}`, `{"\u00e9\xff":null}`, `[]`, ``} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var names []string
		err := Members(data, func(name string, v jsontext.Value) error {
			names = append(names, name)
			if v != nil && !json.Valid(v) {
				t.Fatalf("member %q: value %q is not valid JSON", name, v)
			}
			return nil
		})
		var e *Error
		if err != nil && !errors.As(err, &e) {
			t.Fatalf("error %v (%T) is not an *Error", err, err)
		}
		if !json.Valid(data) || bytes.TrimSpace(data)[0] != '{' {
			return
		}
		if err != nil {
			t.Fatalf("encoding/json accepts %q, Members: %v", data, err)
		}
		dec := json.NewDecoder(bytes.NewReader(data))
		var want []string
		if _, err := dec.Token(); err != nil {
			t.Fatal(err)
		}
		for dec.More() {
			tok, err := dec.Token()
			if err != nil {
				t.Fatal(err)
			}
			want = append(want, tok.(string))
			var skip json.RawMessage
			if err := dec.Decode(&skip); err != nil {
				t.Fatal(err)
			}
		}
		if !reflect.DeepEqual(names, want) {
			t.Fatalf("Members names %q, encoding/json %q", names, want)
		}
	})
}

// FuzzBase64: Base64Len and DecodeBase64 accept exactly the texts that
// the standard library decodes strictly and encodes back to themselves
// (the definition of canonical), with the same bytes, whose number
// Base64DecodedLen gives too.
func FuzzBase64(f *testing.F) {
	for _, s := range []string{"", "QQ==", "QR==", "QUE=", "QUF=", "QUFB", "QUFB\n", "QU=A", "====", "A===", "QQ", "+/+/", "-_-_", "QUFBQQ==", "QUFBQUE=",
		"QUFBQUFBQUFB", "QUFBQUFB*UFB", "QUFBQUF\x80QUFB", "QUFBQUFBQUFBQUFBQQ==", "QUFBQUFBQUFBQUF-QQ=="} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ref, rerr := base64.StdEncoding.Strict().DecodeString(s)
		canonical := rerr == nil && base64.StdEncoding.EncodeToString(ref) == s
		n, ok := Base64Len(s)
		got, err := DecodeBase64(s)
		switch {
		case ok != canonical || (err == nil) != canonical:
			t.Fatalf("%q: Base64Len ok %v, DecodeBase64 err %v, canonical %v", s, ok, err, canonical)
		case canonical && (n != len(ref) || Base64DecodedLen(s) != n || !bytes.Equal(got, ref)):
			t.Fatalf("%q: length %d, bytes %x, want %d, %x", s, n, got, len(ref), ref)
		}
	})
}
