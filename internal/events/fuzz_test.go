package events

// Fuzz targets. Seeds come from testdata/bodies; run one with e.g.
//
//	go test -run='^$' -fuzz='^FuzzDecode$' -fuzztime=30s ./internal/events/
//
// (-fuzz must match exactly one target, hence the anchors: a bare
// FuzzDecode also matches FuzzDecodeStrict.)
// Failing inputs are written under testdata/fuzz/<Target>/ and then run as
// ordinary test cases by `go test`.

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
)

func addGoldenSeeds(f *testing.F, add func(schemaIndex uint8, body []byte)) {
	for i, schema := range Schemas() {
		g := golden(f, schema)
		add(uint8(i), g)
		var c bytes.Buffer
		if err := json.Compact(&c, g); err != nil {
			f.Fatal(err)
		}
		add(uint8(i), c.Bytes())
		add(uint8(i), append(c.Bytes(), "{}"...))
		add(uint8(i), bytes.Replace(c.Bytes(), []byte(`{"schema"`), []byte(`{"request_id":"x","schema"`), 1))
		if schema == SchemaObservationW1 {
			// A frame with an origin (a page that overflows to the left).
			o := bytes.Replace(c.Bytes(), []byte(`"height":812`), []byte(`"height":812,"origin_x":-46.5,"origin_y":0`), 1)
			if bytes.Equal(o, c.Bytes()) {
				f.Fatal("the observation.w1.v1 golden has no screenshot of height 812 to give an origin")
			}
			add(uint8(i), o)
		}
	}
}

// sameAsReference checks a decode's result against strictjson's
// reference walk (the token-by-token one Decode used before it read
// scalars raw): the same error, field for field, or the same value.
func sameAsReference(t *testing.T, got any, err error, ref func() (any, error)) {
	t.Helper()
	want, rerr := ref()
	switch {
	case (err == nil) != (rerr == nil):
		t.Fatalf("decode error %v, the reference walk's %v", err, rerr)
	case err != nil:
		if !reflect.DeepEqual(err, rerr) {
			t.Fatalf("decode error %#v, the reference walk's %#v", err, rerr)
		}
	case !reflect.DeepEqual(got, want):
		t.Fatalf("decoded %#v, the reference walk %#v", got, want)
	}
}

func checkBodyErr(t *testing.T, err error) {
	t.Helper()
	var be *BodyError
	if !errors.As(err, &be) || !errors.Is(err, ErrBadBody) {
		t.Fatalf("error %v (%T) is not a *BodyError wrapping ErrBadBody", err, err)
	}
	if strings.ContainsAny(err.Error(), "\n\r") {
		t.Fatalf("error message spans lines: %q", err)
	}
}

// FuzzDecode: Decode never panics; it either returns a one-line *BodyError
// or a body that (a) decodes the same way again, (b) encoding/json reads
// identically (strict is a subset, never a different reading), and (c)
// Encode re-renders into a body that decodes, with Encode a fixed point.
func FuzzDecode(f *testing.F) {
	addGoldenSeeds(f, func(i uint8, b []byte) { f.Add(i, b) })
	schemas := Schemas()
	f.Fuzz(func(t *testing.T, which uint8, body []byte) {
		schema := schemas[int(which)%len(schemas)]
		b, err := Decode(schema, body)
		sameAsReference(t, b, err, func() (any, error) { return decodeWith(decodeReference, schema, body) })
		if err != nil {
			checkBodyErr(t, err)
			return
		}
		again, err := Decode(schema, body)
		if err != nil || !reflect.DeepEqual(b, again) {
			t.Fatalf("second decode differs: %v", err)
		}
		if got, err := PeekSchema(body); err != nil || got != schema {
			t.Fatalf("PeekSchema = %q, %v", got, err)
		}
		plain := New(schema)
		if err := json.Unmarshal(body, plain); err != nil {
			t.Fatalf("encoding/json refuses a strictly valid body: %v", err)
		}
		if !reflect.DeepEqual(b, plain) {
			t.Fatalf("encoding/json reads the body differently:\n%#v\n%#v", b, plain)
		}
		enc, err := Encode(b)
		if err != nil {
			t.Fatalf("Encode of a decoded body: %v", err)
		}
		b2, err := Decode(schema, enc)
		if err != nil {
			t.Fatalf("decoding Encode output %s: %v", enc, err)
		}
		enc2, err := Encode(b2)
		if err != nil || !bytes.Equal(enc, enc2) {
			t.Fatalf("Encode is not a fixed point: %v\n%s\n%s", err, enc, enc2)
		}
	})
}

// FuzzDecodeStrict exercises the generic decoder on a type with every
// supported shape (embedded struct, pointers, slices of structs and of
// pointers, maps, ints, uints, floats, enums).
func FuzzDecodeStrict(f *testing.F) {
	f.Add([]byte(tValid))
	f.Add([]byte(`{"e":"","name":"n","in":{"a":""}}`))
	f.Add([]byte(`{"e":"","name":"n","in":{"a":"\ud83d\ude00"},"m":{"\ud800":{"a":""}}}`))
	f.Add([]byte(`{"e":"","name":"n","in":{"a":""},"in":{"a":""}}`))
	f.Add([]byte(`{"e":"","name":"n","in":{"a":""},"n":1e2,"u":-0,"f":1e39}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var v tOuter
		err := DecodeStrict(data, &v)
		sameAsReference(t, &v, err, func() (any, error) {
			var r tOuter
			return &r, decodeStrictWith(decodeReference, data, &r)
		})
		if err != nil {
			checkBodyErr(t, err)
			return
		}
		var plain tOuter
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
		var v2 tOuter
		if err := DecodeStrict(enc, &v2); err != nil {
			t.Fatalf("re-encoded value %s refused: %v", enc, err)
		}
		if !reflect.DeepEqual(v, v2) {
			t.Fatalf("re-encoded value decodes differently")
		}
	})
}

// FuzzParseSubject: ParseSubject never panics, and what it accepts
// round-trips and names a route.
func FuzzParseSubject(f *testing.F) {
	for _, role := range Roles {
		for _, kind := range PublishKinds(role) {
			f.Add(SubjectPrefix + "." + string(role) + "." + kind + ".req-1")
		}
	}
	for _, s := range []string{"", "tribunal.>", "tribunal.w1.*.r", "tribunal.w1.observation.r.x", "$JS.API.INFO", "_INBOX.x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, subject string) {
		s, err := ParseSubject(subject)
		if err != nil {
			if !errors.Is(err, ErrBadSubject) {
				t.Fatalf("error %v does not wrap ErrBadSubject", err)
			}
			return
		}
		if s.String() != subject {
			t.Fatalf("%q parsed to %+v, which renders as %q", subject, s, s.String())
		}
		if s.Schema() == "" || CheckRequestID(s.RequestID) != nil || !s.Role.Valid() {
			t.Fatalf("%q parsed to an invalid %+v", subject, s)
		}
		if strings.ContainsAny(s.RequestID, ".*> \t\r\n") {
			t.Fatalf("request id %q is not one subject token", s.RequestID)
		}
		if built, err := SubjectFor(s.Role, s.Kind, s.RequestID); err != nil || built != subject {
			t.Fatalf("SubjectFor = %q, %v", built, err)
		}
	})
}

// FuzzVerifySignature: VerifySignature never panics, fails only with the
// package's sentinels, and accepts only the one signature the key makes.
func FuzzVerifySignature(f *testing.F) {
	s := testSigner(f, RoleW1, 7)
	for _, schema := range Schemas() {
		body := golden(f, schema)
		e := s.Sign("tribunal.w1.observation.req-2026-0001", "evt-"+schema, body)
		f.Add(e.Subject, e.ID, e.KeyID, e.Sig, e.Body)
	}
	f.Add("", "", "", "", []byte(nil))
	f.Add("tribunal.w1.observation.r", "id", s.KeyID(), strings.Repeat("A", 86)+"==", []byte("{}"))
	f.Fuzz(func(t *testing.T, subject, id, keyID, sig string, body []byte) {
		e := Event{Subject: subject, ID: id, KeyID: keyID, Sig: sig, Body: body}
		err := e.VerifySignature(s.Public())
		if err != nil {
			if !errors.Is(err, ErrBadSignature) && !errors.Is(err, ErrMissingHeader) {
				t.Fatalf("unexpected error kind: %v", err)
			}
			return
		}
		if keyID != s.KeyID() {
			t.Fatalf("verified under key id %q", keyID)
		}
		if want := s.Sign(subject, id, body).Sig; sig != want {
			t.Fatalf("accepted signature %q; the key's signature is %q", sig, want)
		}
	})
}
