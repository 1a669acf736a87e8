package events

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"
)

type tInner struct {
	A string `json:"a" tribunal:"required"`
	B *int   `json:"b"`
}

type tEmbedded struct {
	E string `json:"e" tribunal:"required"`
}

type tOuter struct {
	tEmbedded
	Name  string            `json:"name" tribunal:"required,nonempty"`
	N     int64             `json:"n"`
	U     uint8             `json:"u"`
	F     float32           `json:"f"`
	In    tInner            `json:"in" tribunal:"required"`
	PIn   *tInner           `json:"pin"`
	List  []tInner          `json:"list"`
	PList []*tInner         `json:"plist"`
	M     map[string]tInner `json:"m"`
	Tags  []string          `json:"tags" tribunal:"enum=x|y"`
	Skip  string            `json:"-"`
	//lint:ignore U1000 never read: it is here to show that the decoder skips an unexported field
	priv  string
	NoTag string
}

const tValid = `{
  "e": "emb", "name": "n", "n": -9007199254740991, "u": 255, "f": 1.5,
  "in": {"a": "x", "b": 3},
  "pin": {"a": "y", "b": null},
  "list": [{"a": ""}, {"a": "z", "b": 0}],
  "plist": [null, {"a": "w"}],
  "m": {"k": {"a": "v"}, "": {"a": ""}},
  "tags": ["x", "y", "x"],
  "NoTag": "t"
}`

func TestDecodeStrictValid(t *testing.T) {
	var got tOuter
	got.Name = "stale" // DecodeStrict zeroes first
	got.N = 99
	if err := DecodeStrict([]byte(tValid), &got); err != nil {
		t.Fatal(err)
	}
	var want tOuter
	if err := json.Unmarshal([]byte(tValid), &want); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("DecodeStrict = %+v\nencoding/json = %+v", got, want)
	}
	if got.E != "emb" || got.PList[0] != nil || got.PList[1].A != "w" || got.M["k"].A != "v" {
		t.Errorf("decoded %+v", got)
	}

	// Minimal: only the required keys.
	var min tOuter
	min.N = 5
	if err := DecodeStrict([]byte(`{"e":"","name":"n","in":{"a":""}}`), &min); err != nil {
		t.Fatal(err)
	}
	if min.N != 0 {
		t.Error("DecodeStrict did not zero the target")
	}
}

func TestDecodeStrictInvalid(t *testing.T) {
	base := strings.Join(strings.Fields(tValid), "")
	edit := func(old, new string) string {
		if !strings.Contains(base, old) {
			t.Fatalf("test edit: %q not in %s", old, base)
		}
		return strings.Replace(base, old, new, 1)
	}
	for _, c := range []struct {
		name, in, path, reason string
	}{
		{"missing in slice element", edit(`{"a":"z","b":0}`, `{"b":0}`), "list[1].a", "missing required field"},
		{"missing in pointer in slice", edit(`{"a":"w"}`, `{}`), "plist[1].a", "missing required field"},
		{"missing in pointer", edit(`{"a":"y","b":null}`, `{"b":null}`), "pin.a", "missing required field"},
		{"missing in map value", edit(`"k":{"a":"v"}`, `"k":{}`), `m["k"].a`, "missing required field"},
		{"missing in nested struct", edit(`"in":{"a":"x","b":3}`, `"in":{"b":3}`), "in.a", "missing required field"},
		{"missing embedded field", edit(`"e":"emb",`, ``), "e", "missing required field"},
		{"empty nonempty", edit(`"name":"n"`, `"name":""`), "name", "must not be empty"},
		{"case-folded key", edit(`"NoTag"`, `"notag"`), "notag", "unknown field"},
		{"skipped field", edit(`"NoTag"`, `"Skip"`), "Skip", "unknown field"},
		{"unexported field", edit(`"NoTag"`, `"priv"`), "priv", "unknown field"},
		{"weird unknown key", edit(`"NoTag"`, `"a.b\u000a"`), `["a.b\n"]`, "unknown field"},
		{"duplicate via escape", edit(`"name":"n"`, `"name":"n","n\u0061me":"m"`), "name", "duplicate key"},
		{"duplicate in map", edit(`"k":{"a":"v"}`, `"k":{"a":"v"},"k":{"a":"v"}`), `m["k"]`, "duplicate key"},
		{"duplicate in slice element", edit(`{"a":"z","b":0}`, `{"a":"z","b":0,"a":"z"}`), "list[1].a", "duplicate key"},
		{"uint overflow", edit(`"u":255`, `"u":256`), "u", "want an integer in 0.."},
		{"uint negative", edit(`"u":255`, `"u":-1`), "u", "want an integer in 0.."},
		{"float32 overflow", edit(`"f":1.5`, `"f":1e39`), "f", "out of range"},
		{"float64 overflow", edit(`"f":1.5`, `"f":1e400`), "f", "out of range"},
		{"int exponent", edit(`"n":-9007199254740991`, `"n":1e2`), "n", "want an integer"},
		{"int beyond 2^53", edit(`"n":-9007199254740991`, `"n":9007199254740992`), "n", "want an integer within"},
		{"int beyond -2^53", edit(`"n":-9007199254740991`, `"n":-9007199254740992`), "n", "want an integer within"},
		{"int as string", edit(`"n":-9007199254740991`, `"n":"1"`), "n", "want integer, got string"},
		{"string as number", edit(`"name":"n"`, `"name":1`), "name", "want string, got number"},
		{"struct as array", edit(`"in":{"a":"x","b":3}`, `"in":[]`), "in", "want object, got array"},
		{"struct null", edit(`"in":{"a":"x","b":3}`, `"in":null`), "in", "want object, got null"},
		{"slice as object", edit(`"tags":["x","y","x"]`, `"tags":{}`), "tags", "want array, got object"},
		{"slice element enum", edit(`"tags":["x","y","x"]`, `"tags":["x","z"]`), "tags[1]", `"z" is not one of "x", "y"`},
		{"slice element null", edit(`"tags":["x","y","x"]`, `"tags":[null]`), "tags[0]", "want string, got null"},
		{"deep unknown value is not walked", edit(`"NoTag":"t"`, `"x":`+strings.Repeat("[", 100000)), "x", "unknown field"},
		{"lone high surrogate", edit(`"NoTag":"t"`, `"NoTag":"a\ud800b"`), "", "unpaired UTF-16 surrogate"},
		{"lone high surrogate at end", edit(`"NoTag":"t"`, `"NoTag":"\ud800"`), "", "unpaired UTF-16 surrogate"},
		{"high surrogate then letter", edit(`"NoTag":"t"`, `"NoTag":"\ud800\u0041"`), "", "unpaired UTF-16 surrogate"},
		{"lone low surrogate", edit(`"NoTag":"t"`, `"NoTag":"\udc00"`), "", "unpaired UTF-16 surrogate"},
		{"lone surrogate in key", edit(`"NoTag":"t"`, `"NoTag":"t","m2\udfff":1`), `["m2�"]`, "unknown field"},
		{"invalid UTF-8", edit(`"NoTag":"t"`, "\"NoTag\":\"\xc3\x28\""), "", "not valid UTF-8"},
		{"BOM", "\ufeff" + base, "", "malformed JSON"},
		{"top-level null", "null", "", "must be a JSON object, got null"},
		{"top-level string", `"x"`, "", "must be a JSON object, got string"},
		{"two objects", base + base, "", "trailing data"},
		{"whitespace only", " \n\t", "", "empty body"},
		{"comment", "/*x*/" + base, "", "malformed JSON"},
		{"single quotes", `{'name':'n'}`, "", "malformed JSON"},
		{"NaN", edit(`"f":1.5`, `"f":NaN`), "f", "malformed JSON"},
		{"leading zero", edit(`"u":255`, `"u":0255`), "", "malformed JSON"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var v tOuter
			err := DecodeStrict([]byte(c.in), &v)
			var be *BodyError
			if !errors.As(err, &be) || !errors.Is(err, ErrBadBody) {
				t.Fatalf("err = %v, want a *BodyError", err)
			}
			if be.Path != c.path || !strings.Contains(be.Reason, c.reason) {
				t.Errorf("got %q; want path %q, reason …%s…", err, c.path, c.reason)
			}
			if be.Schema != "" || !strings.HasPrefix(err.Error(), "event body: ") {
				t.Errorf("unregistered type named schema %q: %v", be.Schema, err)
			}
			if strings.ContainsAny(err.Error(), "\n\r") {
				t.Errorf("message spans lines: %q", err)
			}
		})
	}
}

func TestDecodeStrictSurrogatePairsAndEscapes(t *testing.T) {
	for _, in := range []string{
		`{"a":"\ud83d\ude00"}`,         // a valid pair
		`{"a":"\\ud800"}`,              // an escaped backslash, then text
		`{"a":"\\\ud83d\ude00\\"}`,     // both
		`{"a":"\u00e9\n\"\/\b\f\r\t"}`, // other escapes
		`{"a":"\ufffd"}`,               // U+FFFD itself is an ordinary character
	} {
		var v tInner
		if err := DecodeStrict([]byte(in), &v); err != nil {
			t.Errorf("%s: %v", in, err)
			continue
		}
		var w tInner
		_ = json.Unmarshal([]byte(in), &w)
		if v != w {
			t.Errorf("%s: %q vs encoding/json %q", in, v.A, w.A)
		}
	}
}

func TestDecodeStrictNamesTheSchema(t *testing.T) {
	var vv VisualVerdict
	err := DecodeStrict([]byte(`{"schema":"visual-verdict.v1","bogus":1}`), &vv)
	assertBodyError(t, err, SchemaVisualVerdict, "bogus", "unknown field")

	// The schema field must be the type's schema, even through DecodeStrict.
	body := mutate(t, golden(t, SchemaSeal), "schema", SchemaBlob)
	var s Seal
	err = DecodeStrict(body, &s)
	assertBodyError(t, err, SchemaSeal, "schema", `is "blob.v1", want "seal.v1"`)
}

type tIface struct {
	X any `json:"x"`
}
type tTime struct {
	T time.Time `json:"t"`
}
type tBytes struct {
	B []byte `json:"b"`
}
type tArray struct {
	A [2]int `json:"a"`
}
type tIntMap struct {
	M map[int]string `json:"m"`
}

// Untagged, so that go vet's duplicate-tag check does not object: both
// embedded structs give a field "X" at the same depth.
type tAmbigA struct{ X string }
type tAmbigB struct{ X string }
type tAmbig struct {
	tAmbigA
	tAmbigB
}
type tShadow struct {
	tAmbigA
	X int
}
type tBadTag struct {
	X string `json:"x" tribunal:"requird"`
}
type tStringOpt struct {
	X int `json:"x,string"`
}

func TestDecodeStrictProgrammerErrors(t *testing.T) {
	cases := []struct {
		name string
		v    any
		in   string
	}{
		{"non-pointer", tInner{}, `{}`},
		{"nil pointer", (*tInner)(nil), `{}`},
		{"pointer to non-struct", new(int), `{}`},
		{"nil", nil, `{}`},
		{"interface field", &tIface{}, `{"x":1}`},
		{"time.Time field", &tTime{}, `{"t":"2026-01-01T00:00:00Z"}`},
		{"[]byte field", &tBytes{}, `{"b":"AA=="}`},
		{"array field", &tArray{}, `{"a":[1,2]}`},
		{"int-keyed map", &tIntMap{}, `{"m":{"1":"a"}}`},
		{"ambiguous embedded fields", &tAmbig{}, `{}`},
		{"unknown tag rule", &tBadTag{}, `{}`},
		{"string option", &tStringOpt{}, `{}`},
	}
	for _, c := range cases {
		err := DecodeStrict([]byte(c.in), c.v)
		if err == nil || errors.Is(err, ErrBadBody) {
			t.Errorf("%s: err = %v, want a non-ErrBadBody error", c.name, err)
		}
	}

	// A shallower field shadows an embedded one, as in encoding/json.
	var s tShadow
	if err := DecodeStrict([]byte(`{"X":3}`), &s); err != nil || s.X != 3 {
		t.Errorf("shadowing: %v, %+v", err, s)
	}
}

func TestBodyErrorFormat(t *testing.T) {
	e := &BodyError{Schema: "visual-verdict.v1", Path: "element_verdicts[2].status", Reason: "missing required field"}
	if got, want := e.Error(), "visual-verdict.v1: element_verdicts[2].status: missing required field"; got != want {
		t.Errorf("%q != %q", got, want)
	}
	if got := (&BodyError{Reason: "empty body"}).Error(); got != "event body: empty body" {
		t.Errorf("%q", got)
	}
	if got := (&BodyError{Schema: "seal.v1", Reason: "trailing data after the JSON object"}).Error(); got != "seal.v1: trailing data after the JSON object" {
		t.Errorf("%q", got)
	}
	if !errors.Is(e, ErrBadBody) {
		t.Error("BodyError does not unwrap to ErrBadBody")
	}
}

func TestHelpers(t *testing.T) {
	if !IsHex64(strings.Repeat("0123456789abcdef", 4)) || IsHex64(strings.Repeat("A", 64)) || IsHex64("00") {
		t.Error("IsHex64")
	}
	for _, ok := range []string{"file:///srv/site", "http://localhost:8080/", "https://example.test/a/b"} {
		if err := CheckProductURL(ok); err != nil {
			t.Errorf("CheckProductURL(%q): %v", ok, err)
		}
	}
	for _, bad := range []string{"", "/srv/site", "file://", "ftp://x/", "https://", "javascript:alert(1)", "http://[::1"} {
		if err := CheckProductURL(bad); err == nil {
			t.Errorf("CheckProductURL(%q) accepted", bad)
		}
	}
	for _, c := range []struct {
		name string
		ok   bool
	}{
		{"index.yaml", true}, {"screens/home.yaml", true}, {"a/b/c", true},
		{"", false}, {".", false}, {"..", false}, {"../x", false}, {"a/../b", false}, {"a//b", false},
		{"/abs", false}, {"a\\b", false}, {"c:x", false}, {"a/", false}, {"./a", false}, {"a\x01", false},
	} {
		if err := checkSkeletonPath(c.name); (err == nil) != c.ok {
			t.Errorf("checkSkeletonPath(%q) = %v", c.name, err)
		}
	}
}
