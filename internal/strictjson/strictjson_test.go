package strictjson

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/go-json-experiment/json/jsontext"
)

type inner struct {
	A string `json:"a" tribunal:"required"`
	B *int   `json:"b"`
}

type Embedded struct {
	E string `json:"e" tribunal:"required"`
}

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

func TestDecodeMatchesEncodingJSON(t *testing.T) {
	in := `{"e":"emb","name":"n","n":-5,"u":65535,"f":0.5,"in":{"a":"x","b":3},"list":[{"a":""},{"a":"z","b":null}],` +
		`"m":{"k":"` + strings.Repeat("0", 64) + `"},"p":["x"],"codes":["a.b-c_D"]}`
	var got, want sample
	if err := Decode([]byte(in), &got); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal([]byte(in), &want); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Decode = %+v\nencoding/json = %+v", got, want)
	}
	if got.Embedded == nil || got.E != "emb" {
		t.Errorf("embedded pointer not set: %+v", got.Embedded)
	}
	// Empty containers are empty, not nil, as in encoding/json.
	var e sample
	if err := Decode([]byte(`{"e":"","name":"n","in":{"a":""},"list":[{"a":""}],"m":{},"codes":[]}`), &e); err != nil {
		t.Fatal(err)
	}
	if e.M == nil || e.Codes == nil || e.P != nil || e.List[0].B != nil {
		t.Errorf("containers: %+v", e)
	}
}

func TestDecodeErrors(t *testing.T) {
	const base = `{"e":"","name":"n","in":{"a":""},"list":[{"a":""}]}`
	edit := func(old, new string) string {
		if !strings.Contains(base, old) {
			t.Fatalf("%q not in base", old)
		}
		return strings.Replace(base, old, new, 1)
	}
	for _, c := range []struct {
		in, path string
		kind     Kind
		reason   string
	}{
		{"", "", Empty, "empty body"},
		{"\xff", "", NotUTF8, "not valid UTF-8"},
		{"[]", "", NotObject, "got array"},
		{base + " 1", "", Trailing, "trailing data"},
		{base[:len(base)-1], "", Syntax, "unexpected end"},
		{edit(`"name":"n"`, `"name":"n","name":"m"`), "name", Duplicate, "duplicate key"},
		{edit(`"name":"n"`, `"name":"n","Name":"m"`), "Name", Unknown, "unknown field"},
		// The walk, not jsontext, finds duplicates: escaped spellings of
		// one name, at any depth, in struct members and map keys alike.
		{edit(`"name":"n"`, `"name":"n","n\u0061me":"m"`), "name", Duplicate, "duplicate key"},
		{edit(`"name":"n"`, `"n\u0061me":"n","name":"m"`), "name", Duplicate, "duplicate key"},
		{edit(`"in":{"a":""}`, `"in":{"a":"","b":1,"a":"x"}`), "in.a", Duplicate, "duplicate key"},
		{edit(`"list":[{"a":""}]`, `"list":[{"a":""},{"a":"","a":""}]`), "list[1].a", Duplicate, "duplicate key"},
		{edit(`"name":"n"`, `"name":"n","m":{"k":"`+strings.Repeat("a", 64)+`","\u006b":"x"}`), `m["k"]`, Duplicate, "duplicate key"},
		{edit(`"e":""`, `"e":"","e":""`), "e", Duplicate, "duplicate key"},
		{edit(`"name":"n",`, ``), "name", Missing, "missing required field"},
		{edit(`"in":{"a":""}`, `"in":{}`), "in.a", Missing, "missing required field"},
		{edit(`"name":"n"`, `"name":null`), "name", Null, "want string, got null"},
		{edit(`"name":"n"`, `"name":""`), "name", Rule, "must not be empty"},
		{edit(`"name":"n"`, `"name":1`), "name", WrongType, "want string, got number"},
		{edit(`"list":[{"a":""}]`, `"list":[]`), "list", Rule, "at least 1 items"},
		{edit(`"list":[{"a":""}]`, `"list":null`), "list", Rule, "at least 1 items, got null"},
		{edit(`"list":[{"a":""}]`, `"list":[{"a":""},{}]`), "list[1].a", Missing, "missing required field"},
		{edit(`"name":"n"`, `"name":"n","n":-6`), "n", Rule, "-6 is below -5"},
		{edit(`"name":"n"`, `"name":"n","n":1.0`), "n", WrongType, "want an integer within"},
		{edit(`"name":"n"`, `"name":"n","u":65536`), "u", WrongType, "want an integer in 0.."},
		{edit(`"name":"n"`, `"name":"n","f":2`), "f", Rule, "outside 0..1"},
		{edit(`"name":"n"`, `"name":"n","f":1e999`), "f", WrongType, "out of range"},

		{edit(`"name":"n"`, `"name":"n","m":{"k":"x"}`), `m["k"]`, Rule, "not 64 lowercase hex"},
		{edit(`"name":"n"`, `"name":"n","m":{"k":"`+strings.Repeat("a", 64)+`","k":"x"}`), `m["k"]`, Duplicate, "duplicate key"},
		{edit(`"name":"n"`, `"name":"n","p":null`), "p", Null, "must not be null"},
		{edit(`"name":"n"`, `"name":"n","p":["x",null]`), "p[1]", Null, "want string, got null"},
		{edit(`"name":"n"`, `"name":"n","p":["z"]`), "p[0]", Rule, `"z" is not one of "x", "y"`},
		{edit(`"name":"n"`, `"name":"n","codes":["a b"]`), "codes[0]", Rule, "not a code"},
		{edit(`"name":"n"`, `"name":"n","x\u0000":1`), `["x\x00"]`, Unknown, "unknown field"},
		{edit(`"name":"n"`, `"name":"\ud800"`), "", Surrogate, "unpaired UTF-16 surrogate"},
		{edit(`"name":"n"`, `"name":"\udc00\ud800"`), "", Surrogate, "unpaired UTF-16 surrogate"},
		{edit(`"name":"n"`, `"name":"n","f":01`), "", Syntax, "malformed JSON"},
		{edit(`"name":"n"`, `"name":"n","Skip":""`), "Skip", Unknown, "unknown field"},
	} {
		var v sample
		err := Decode([]byte(c.in), &v)
		var e *Error
		if !errors.As(err, &e) {
			t.Errorf("%s: err = %v, want an *Error", c.in, err)
			continue
		}
		if e.Path != c.path || e.Kind != c.kind || !strings.Contains(e.Reason, c.reason) || strings.ContainsAny(e.Error(), "\r\n") {
			t.Errorf("%s:\n got %d %q\nwant %d %s: …%s…", c.in, e.Kind, e, c.kind, c.path, c.reason)
		}
	}
}

// A surrogate pair is one character; escaped backslashes are not escapes.
func TestSurrogatePairs(t *testing.T) {
	for _, in := range []string{`"\ud83d\ude00"`, `"\\ud800"`, `"\\\ud83d\ude00\\"`, `"\uD83D\uDE00"`} {
		var v inner
		if err := Decode([]byte(`{"a":`+in+`}`), &v); err != nil {
			t.Errorf("%s: %v", in, err)
		}
		var w inner
		_ = json.Unmarshal([]byte(`{"a":`+in+`}`), &w)
		if v != w {
			t.Errorf("%s: %q, encoding/json %q", in, v.A, w.A)
		}
	}
}

type (
	tIface  struct{ X any }
	tBytes  struct{ B []byte }
	tArray  struct{ A [2]int }
	tIntMap struct{ M map[int]string }
	tNumber struct{ N json.Number }
	tRaw    struct{ R jsontext.Value }
	tStrOpt struct {
		X int `json:"x,string"`
	}
	tBadTag struct {
		X string `tribunal:"requird"`
	}
	tMisapplied struct {
		X int `tribunal:"nonempty"`
	}
	tMinItemsOnString struct {
		X string `tribunal:"minitems=1"`
	}
	tNotNullOnString struct {
		X string `tribunal:"notnull"`
	}
	tAmbigA struct{ X string }
	tAmbigB struct{ X string }
	tAmbig  struct {
		tAmbigA
		tAmbigB
	}
	tRecursive struct {
		Next *tRecursive `json:"next"`
		Kids []tRecursive
	}
)

func TestProgrammerErrors(t *testing.T) {
	for _, v := range []any{nil, inner{}, (*inner)(nil), new(int), &tIface{}, &tBytes{}, &tArray{}, &tIntMap{},
		&tNumber{}, &tRaw{}, &tStrOpt{}, &tBadTag{}, &tMisapplied{}, &tMinItemsOnString{}, &tNotNullOnString{}, &tAmbig{}} {
		err := Decode([]byte(`{}`), v)
		var e *Error
		if err == nil || errors.As(err, &e) {
			t.Errorf("%T: err = %v, want a programmer error", v, err)
		}
	}
	var r tRecursive
	if err := Decode([]byte(`{"next":{"next":null,"Kids":[{}]}}`), &r); err != nil || len(r.Next.Kids) != 1 {
		t.Errorf("recursive type: %v %+v", err, r)
	}
}

func TestParseTagErrors(t *testing.T) {
	for _, tag := range []string{"enum", "min=x", "max=", "minitems=-1", "minitems=a", "bogus", "required,,", "min=NaN"} {
		if _, err := std.parseTag(tag); err == nil {
			t.Errorf("parseTag(%q) accepted", tag)
		}
	}
	if _, err := std.parseTag("required,notnull,enum=|a,min=0,max=1.5,minitems=2,hex64,base64,rfc3339utc,code,mediatype,prefix=p"); err != nil {
		t.Error(err)
	}
}

func TestCustomRules(t *testing.T) {
	d := New(StringRule{Name: "even", Check: func(s string) error {
		if len(s)%2 != 0 {
			return fmt.Errorf("%q has odd length", s)
		}
		return nil
	}})
	var v struct {
		S []string `json:"s" tribunal:"even"`
	}
	if err := d.Decode([]byte(`{"s":["ab","abc"]}`), &v); err == nil || err.Error() != `s[1]: "abc" has odd length` {
		t.Errorf("err = %v", err)
	}
	if err := Decode([]byte(`{"s":[]}`), &v); err == nil {
		t.Error("a rule of one Decoder is known to another")
	}
	for _, name := range []string{"", "required", "hex64", "a,b"} {
		func() {
			defer func() { _ = recover() }()
			New(StringRule{Name: name, Check: func(string) error { return nil }})
			t.Errorf("New accepted rule %q", name)
		}()
	}
}

func TestMembers(t *testing.T) {
	type member struct{ name, value string }
	for _, c := range []struct {
		in   string
		want []member
		path string
		kind Kind
	}{
		{`{"a":1,"a":[2,{"b":3,"b":4}],"s":"x\ud800"}`, []member{{"a", "1"}, {"a", `[2,{"b":3,"b":4}]`}, {"s", `"x\ud800"`}}, "", 0},
		{` {} `, nil, "", 0},
		{`{"a":1,"w3":[`, []member{{"a", "1"}, {"w3", ""}}, "w3", Syntax},
		{`{"a" 1}`, []member{{"a", ""}}, "a", Syntax},
		{`{"a":1}{}`, []member{{"a", "1"}}, "", Trailing},
		{`[1]`, nil, "", NotObject},
		{``, nil, "", Empty},
		{`{"a":1,}`, []member{{"a", "1"}}, "", Syntax},
	} {
		var got []member
		err := Members([]byte(c.in), func(name string, v jsontext.Value) error {
			got = append(got, member{name, string(v)})
			return nil
		})
		var e *Error
		if c.kind == 0 && err != nil || c.kind != 0 && (!errors.As(err, &e) || e.Kind != c.kind || e.Path != c.path) {
			t.Errorf("%s: err = %v, want kind %d at %q", c.in, err, c.kind, c.path)
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: members %q, want %q", c.in, got, c.want)
		}
	}
	stop := errors.New("stop")
	n := 0
	if err := Members([]byte(`{"a":1,"b":2}`), func(string, jsontext.Value) error { n++; return stop }); err != stop || n != 1 {
		t.Errorf("fn's error: %v after %d calls", err, n)
	}
	if got := Unquote(jsontext.Value(`"a\u00e9\ud800"`)); got != "aé\ufffd" {
		t.Errorf("Unquote = %q", got)
	}
}

func TestDecimalPattern(t *testing.T) {
	for _, max := range []uint64{0, 1, 9, 10, 99, 100, 305, 1000, 9007199254740991, 18446744073709551615} {
		re := regexp.MustCompile(DecimalPattern(max))
		check := func(s string, want bool) {
			if re.MatchString(s) != want {
				t.Errorf("max %d: %q matched = %v", max, s, !want)
			}
		}
		check(strconv.FormatUint(max, 10), true)
		if max < 18446744073709551615 {
			check(strconv.FormatUint(max+1, 10), false)
			check(strconv.FormatUint(max, 10)+"0", false)
		}
		for _, s := range []string{"", "-1", "+1", "01", "1.0", " 1", "a"} {
			check(s, false)
		}
		for n := uint64(0); n < 2000 && n <= max; n++ {
			check(strconv.FormatUint(n, 10), true)
		}
		for n := max; n > max-2000 && n <= max; n-- {
			check(strconv.FormatUint(n, 10), true)
		}
	}
}

func TestClipAndJoinKey(t *testing.T) {
	long := strings.Repeat("é", 100)
	if c := Clip(long); len(c) > 70 || !strings.HasSuffix(c, "…") || !strings.HasPrefix(long, strings.TrimSuffix(c, "…")) {
		t.Errorf("Clip = %q", c)
	}
	for _, c := range []struct{ path, key, want string }{
		{"", "a", "a"},
		{"x", "a", "x.a"},
		{"x[1]", "a_b-c", "x[1].a_b-c"},
		{"x", "a.b", `x["a.b"]`},
		{"", "", `[""]`},
		{"", strings.Repeat("k", 65), `["` + strings.Repeat("k", 64) + `…"]`},
	} {
		if got := JoinKey(c.path, c.key); got != c.want {
			t.Errorf("JoinKey(%q, %q) = %q, want %q", c.path, c.key, got, c.want)
		}
	}
}

// TestDuplicateInAWideStruct: a struct of more than 64 fields keeps its
// seen fields in a slice, not a bit mask; a duplicate is found there too.
func TestDuplicateInAWideStruct(t *testing.T) {
	fields := make([]reflect.StructField, 70)
	for i := range fields {
		fields[i] = reflect.StructField{Name: fmt.Sprintf("F%d", i), Type: reflect.TypeFor[string](), Tag: reflect.StructTag(fmt.Sprintf(`json:"f%d"`, i))}
	}
	v := reflect.New(reflect.StructOf(fields)).Interface()
	if err := Decode([]byte(`{"f0":"a","f69":"b"}`), v); err != nil {
		t.Fatal(err)
	}
	var e *Error
	if err := Decode([]byte(`{"f69":"a","f1":"","f69":"b"}`), v); !errors.As(err, &e) || e.Kind != Duplicate || e.Path != "f69" {
		t.Fatalf("a duplicate f69 in a 70-field struct: %v", err)
	}
}
