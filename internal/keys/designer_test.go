package keys

import (
	"encoding/base64"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

func TestDesignerKeyRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "alice.key")
	k, err := GenerateDesignerKey("alice")
	if err != nil {
		t.Fatal(err)
	}
	if err := WriteDesignerKey(path, k); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Stat(path); err != nil || st.Mode().Perm() != SecretFileMode {
		t.Fatalf("mode: %v %v", st, err)
	}
	got, err := LoadDesignerKey(path)
	if err != nil {
		t.Fatal(err)
	}
	if got.Name != "alice" || !got.Key.Equal(k.Key) || got.Public().KeyID() != events.KeyID(pubOf(k.Key)) {
		t.Fatalf("loaded %+v", got.Public())
	}
	other, _ := GenerateDesignerKey("alice")
	if err := WriteDesignerKey(path, other); err == nil {
		t.Fatal("WriteDesignerKey replaced an existing key file")
	}
}

func TestParseDesignerKeyErrors(t *testing.T) {
	key := fixedKey(7)
	id := events.KeyID(pubOf(key))
	seed := base64.StdEncoding.EncodeToString(key.Seed())
	file := func(schema, name, keyID, seed string) string {
		return `{"schema":"` + schema + `","name":"` + name + `","key_id":"` + keyID + `","seed":"` + seed + `"}`
	}
	good := file(DesignerKeySchema, "alice", id, seed)
	if _, err := ParseDesignerKey([]byte(good), "good.key"); err != nil {
		t.Fatalf("good file rejected: %v", err)
	}
	signing, _ := MarshalSigningKey(events.RoleW1, key)
	for _, tc := range []struct{ name, data, want string }{
		{"empty", ``, "empty or truncated"},
		{"an event signing key", string(signing), "this is an event signing key"},
		{"wrong schema", file("tribunal-designer-key.v0", "alice", id, seed), "schema is"},
		{"unknown field", strings.TrimSuffix(good, "}") + `,"role":"w1"}`, `unknown field "role"`},
		{"missing name", `{"schema":"` + DesignerKeySchema + `","key_id":"` + id + `","seed":"` + seed + `"}`, `missing field "name"`},
		{"empty name", file(DesignerKeySchema, "", id, seed), "1-64 characters"},
		{"name with slash", file(DesignerKeySchema, "a/b", id, seed), "may hold only"},
		{"name with leading dot", file(DesignerKeySchema, ".a", id, seed), "must start with"},
		{"bad seed", file(DesignerKeySchema, "alice", id, "%%%"), "not canonical base64"},
		{"short seed", file(DesignerKeySchema, "alice", id, base64.StdEncoding.EncodeToString(key.Seed()[:31])), "seed has 31 bytes"},
		{"key id mismatch", file(DesignerKeySchema, "alice", events.KeyID(pubOf(fixedKey(8))), seed), "does not match the key"},
		{"key id not hex", file(DesignerKeySchema, "alice", "XYZ", seed), "not 16 lowercase hex"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseDesignerKey([]byte(tc.data), "d/alice.key")
			if err == nil {
				t.Fatal("accepted")
			}
			checkErr(t, err, ErrBadKeyFile, "d/alice.key", tc.want)
		})
	}
}

func TestTrustDesigners(t *testing.T) {
	tr, privs, _ := testTrust(t)
	if tr.DesignerKeys() != nil || len(tr.Designers()) != 0 {
		t.Fatal("a trust without designers has designer keys")
	}
	plain, _ := tr.Marshal()
	if strings.Contains(string(plain), "designers") {
		t.Fatalf("a trust without designers writes the key:\n%s", plain)
	}
	alice, bob := fixedKey(50), fixedKey(51)
	tr2, err := tr.WithDesigners([]Designer{{Name: "alice", Public: pubOf(alice)}, {Name: "bob", Public: pubOf(bob)}})
	if err != nil {
		t.Fatal(err)
	}
	data, err := tr2.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseTrust(data, "trust.json")
	if err != nil {
		t.Fatalf("re-read: %v\n%s", err, data)
	}
	ds := back.Designers()
	if len(ds) != 2 || ds[0].Name != "alice" || !ds[0].Public.Equal(pubOf(alice)) || ds[1].Name != "bob" {
		t.Fatalf("designers after the round trip: %+v", ds)
	}
	if d, ok := back.LookupDesigner(events.KeyID(pubOf(bob))); !ok || d.Name != "bob" {
		t.Fatal("LookupDesigner(bob) failed")
	}
	// A designer key is no role key: event verification never finds it.
	if _, _, ok := back.Lookup(events.KeyID(pubOf(alice))); ok {
		t.Fatal("a designer key is found as a role key")
	}
	if len(back.DesignerKeys()) != 2 || len(tr.Designers()) != 0 {
		t.Fatal("WithDesigners changed the original trust")
	}

	for _, tc := range []struct {
		name string
		ds   []Designer
		want string
	}{
		{"duplicate name", []Designer{{"alice", pubOf(alice)}, {"alice", pubOf(bob)}}, `designer "alice" is listed twice`},
		{"duplicate key", []Designer{{"alice", pubOf(alice)}, {"bob", pubOf(alice)}}, "is listed twice"},
		{"a role's key", []Designer{{"alice", pubOf(privs[events.RoleW2])}}, "is role w2's signing key"},
		{"bad name", []Designer{{"a b", pubOf(alice)}}, "may hold only"},
		{"short key", []Designer{{"alice", pubOf(alice)[:31]}}, "31 bytes"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := tr.WithDesigners(tc.ds)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want %q", err, tc.want)
			}
		})
	}
}

func TestParseTrustDesignerErrors(t *testing.T) {
	tr, privs, _ := testTrust(t)
	good, _ := tr.Marshal()
	with := func(list string) string {
		return strings.TrimSuffix(strings.TrimSpace(string(good)), "}") + `,"designers":` + list + "}"
	}
	b64 := base64.StdEncoding.EncodeToString
	a := pubOf(fixedKey(60))
	entry := func(name, id, pub string) string {
		return `{"name":"` + name + `","key_id":"` + id + `","public_key":"` + pub + `"}`
	}
	ok := entry("alice", events.KeyID(a), b64(a))
	if _, err := ParseTrust([]byte(with("["+ok+"]")), "trust.json"); err != nil {
		t.Fatalf("good designers rejected: %v", err)
	}
	if _, err := ParseTrust([]byte(with("[]")), "trust.json"); err != nil {
		t.Fatalf("empty designers rejected: %v", err)
	}
	w1 := pubOf(privs[events.RoleW1])
	for _, tc := range []struct{ name, list, want string }{
		{"null", `null`, `field "designers" is null`},
		{"not a list", `{}`, "designers"},
		{"unknown field", `[{"name":"a","key_id":"` + events.KeyID(a) + `","public_key":"` + b64(a) + `","role":"w1"}]`, `designers[0]: unknown field "role"`},
		{"missing name", `[{"key_id":"` + events.KeyID(a) + `","public_key":"` + b64(a) + `"}]`, `missing field "name"`},
		{"bad name", "[" + entry("a/b", events.KeyID(a), b64(a)) + "]", "may hold only"},
		{"bad base64", "[" + entry("a", events.KeyID(a), "%%") + "]", "designers[0]: public_key is not canonical base64"},
		{"short key", "[" + entry("a", events.KeyID(a[:31]), b64(a[:31])) + "]", "31 bytes"},
		{"key id mismatch", "[" + entry("a", events.KeyID(w1), b64(a)) + "]", "does not match public_key"},
		{"a role's key", "[" + entry("a", events.KeyID(w1), b64(w1)) + "]", "is role w1's signing key"},
		{"twice", "[" + ok + "," + ok + "]", "listed twice"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseTrust([]byte(with(tc.list)), "d/trust.json")
			if err == nil {
				t.Fatal("accepted")
			}
			checkErr(t, err, ErrBadTrust, "d/trust.json", tc.want)
		})
	}
}
