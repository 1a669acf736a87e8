package keys

import (
	"crypto/ed25519"
	"encoding/base64"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"
	"golang.org/x/mod/sumdb/note"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// fixedKey returns a deterministic key for tests.
func fixedKey(b byte) ed25519.PrivateKey {
	seed := make([]byte, ed25519.SeedSize)
	for i := range seed {
		seed[i] = b
	}
	return ed25519.NewKeyFromSeed(seed)
}

func pubOf(k ed25519.PrivateKey) ed25519.PublicKey { return k.Public().(ed25519.PublicKey) }

func TestSigningKeyRoundTrip(t *testing.T) {
	dir := t.TempDir()
	for _, role := range events.Roles {
		key, err := GenerateSigningKey(role)
		if role == events.RoleAuditor {
			if err == nil {
				t.Fatal("GenerateSigningKey(auditor) succeeded; the auditor signs nothing")
			}
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, string(role)+".key")
		if err := WriteSigningKey(path, role, key); err != nil {
			t.Fatal(err)
		}
		st, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		if st.Mode().Perm() != 0o600 {
			t.Errorf("%s: mode %v, want 0600", path, st.Mode().Perm())
		}
		s, err := LoadSigningKey(path)
		if err != nil {
			t.Fatal(err)
		}
		if s.Role != role || !s.Public().Equal(pubOf(key)) || s.KeyID() != events.KeyID(pubOf(key)) {
			t.Errorf("%s: loaded signer does not match the written key", role)
		}
		// Never overwrite a key file.
		other, _ := GenerateSigningKey(role)
		if err := WriteSigningKey(path, role, other); err == nil {
			t.Errorf("%s: WriteSigningKey replaced an existing key file", role)
		}
		if s2, err := LoadSigningKey(path); err != nil || s2.KeyID() != s.KeyID() {
			t.Errorf("%s: key file changed after a refused write", role)
		}
	}
}

func TestParseSigningKeyErrors(t *testing.T) {
	key := fixedKey(7)
	id := events.KeyID(pubOf(key))
	seed := base64.StdEncoding.EncodeToString(key.Seed())
	file := func(schema, role, keyID, seed string) string {
		return `{"schema":"` + schema + `","role":"` + role + `","key_id":"` + keyID + `","seed":"` + seed + `"}`
	}
	good := file(SigningKeySchema, "w1", id, seed)
	if _, err := ParseSigningKey([]byte(good), "good.key"); err != nil {
		t.Fatalf("valid file rejected: %v", err)
	}
	shortSeed := base64.StdEncoding.EncodeToString(key.Seed()[:31])
	longSeed := base64.StdEncoding.EncodeToString(append(key.Seed(), 0))
	// Non-canonical: last character carries stray low bits.
	nonCanon := seed[:len(seed)-2] + string(seed[len(seed)-2]+1) + "="
	if nonCanon == seed {
		t.Fatal("test setup: non-canonical seed equals canonical")
	}
	tests := []struct {
		name, data, want string
	}{
		{"empty", ``, "empty or truncated"},
		{"not json", `hello`, "invalid JSON"},
		{"not an object", `[]`, "expected a JSON object"},
		{"trailing data", good + `{}`, "data after"},
		{"invalid utf8", "{\"schema\":\"\xff\"}", "UTF-8"},
		{"duplicate field", `{"schema":"` + SigningKeySchema + `","schema":"x","role":"w1","key_id":"` + id + `","seed":"` + seed + `"}`, `"schema" appears twice`},
		{"unknown field", strings.TrimSuffix(good, "}") + `,"comment":"x"}`, `unknown field "comment"`},
		{"case-folded field", `{"Schema":"` + SigningKeySchema + `","role":"w1","key_id":"` + id + `","seed":"` + seed + `"}`, `unknown field "Schema"`},
		{"missing field", `{"schema":"` + SigningKeySchema + `","role":"w1","key_id":"` + id + `"}`, `missing field "seed"`},
		{"null field", `{"schema":"` + SigningKeySchema + `","role":null,"key_id":"` + id + `","seed":"` + seed + `"}`, `"role" is null`},
		{"wrong type", `{"schema":"` + SigningKeySchema + `","role":1,"key_id":"` + id + `","seed":"` + seed + `"}`, `"role": wrong type`},
		{"wrong schema", file("tribunal-signing-key.v2", "w1", id, seed), "schema is"},
		{"unknown role", file(SigningKeySchema, "w3", id, seed), `unknown role "w3"`},
		{"auditor role", file(SigningKeySchema, "auditor", id, seed), "signs nothing"},
		{"bad base64", file(SigningKeySchema, "w1", id, "!!!!"), "not canonical base64"},
		{"unpadded base64", file(SigningKeySchema, "w1", id, strings.TrimRight(seed, "=")), "not canonical base64"},
		{"non-canonical base64", file(SigningKeySchema, "w1", id, nonCanon), "not canonical base64"},
		{"short seed", file(SigningKeySchema, "w1", id, shortSeed), "seed has 31 bytes"},
		{"long seed", file(SigningKeySchema, "w1", id, longSeed), "seed has 33 bytes"},
		{"key_id not hex", file(SigningKeySchema, "w1", strings.ToUpper(id), seed), "not 16 lowercase hex"},
		{"key_id short", file(SigningKeySchema, "w1", id[:15], seed), "not 16 lowercase hex"},
		{"key_id mismatch", file(SigningKeySchema, "w1", events.KeyID(pubOf(fixedKey(8))), seed), "does not match the key"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseSigningKey([]byte(tc.data), "roles/w1/signing.key")
			if err == nil {
				t.Fatal("accepted")
			}
			checkErr(t, err, ErrBadKeyFile, "roles/w1/signing.key", tc.want)
			if strings.Contains(err.Error(), seed) {
				t.Errorf("error quotes the seed: %v", err)
			}
		})
	}
}

// checkErr asserts the common shape of every parse error: the sentinel, the
// file name, one line, and the expected detail.
func checkErr(t *testing.T, err, sentinel error, name, want string) {
	t.Helper()
	if !errors.Is(err, sentinel) {
		t.Errorf("error %q does not wrap %v", err, sentinel)
	}
	msg := err.Error()
	if !strings.HasPrefix(msg, name+": ") {
		t.Errorf("error %q does not start with the file name", msg)
	}
	if strings.ContainsAny(msg, "\r\n") {
		t.Errorf("error is not one line: %q", msg)
	}
	if !strings.Contains(msg, want) {
		t.Errorf("error %q does not mention %q", msg, want)
	}
}

func TestLoadSigningKeyMissing(t *testing.T) {
	_, err := LoadSigningKey(filepath.Join(t.TempDir(), "nope.key"))
	if err == nil || !errors.Is(err, os.ErrNotExist) || !strings.Contains(err.Error(), "nope.key") {
		t.Fatalf("got %v", err)
	}
}

// testTrust builds a trust with two w1 keys (rotation) and one key for every
// other signing role.
func testTrust(t *testing.T) (*Trust, map[events.Role]ed25519.PrivateKey, string) {
	t.Helper()
	origin := "tribunal.local/ledger/0123456789abcdef"
	skey, vkey, err := GenerateCheckpointKey(origin)
	if err != nil {
		t.Fatal(err)
	}
	privs := map[events.Role]ed25519.PrivateKey{}
	pubs := map[events.Role][]ed25519.PublicKey{}
	for i, role := range events.Roles {
		if !Signs(role) {
			continue
		}
		privs[role] = fixedKey(byte(i + 1))
		pubs[role] = []ed25519.PublicKey{pubOf(privs[role])}
	}
	pubs[events.RoleW1] = append([]ed25519.PublicKey{pubOf(fixedKey(99))}, pubs[events.RoleW1]...)
	tr, err := NewTrust(origin, vkey, pubs)
	if err != nil {
		t.Fatal(err)
	}
	return tr, privs, skey
}

func TestTrustRoundTripAndVerify(t *testing.T) {
	tr, privs, skey := testTrust(t)
	path := filepath.Join(t.TempDir(), "trust.json")
	if err := WriteTrust(path, tr); err != nil {
		t.Fatal(err)
	}
	st, _ := os.Stat(path)
	if st.Mode().Perm() != 0o644 {
		t.Errorf("trust file mode %v, want 0644", st.Mode().Perm())
	}
	got, err := LoadTrust(path)
	if err != nil {
		t.Fatal(err)
	}
	if got.Origin() != tr.Origin() || got.CheckpointVerifierKey() != tr.CheckpointVerifierKey() {
		t.Error("origin or verifier key changed in the round trip")
	}
	if n := len(got.Keys(events.RoleW1)); n != 2 {
		t.Errorf("w1 has %d keys after the round trip, want 2", n)
	}
	if n := len(got.Keys(events.RoleAuditor)); n != 0 {
		t.Errorf("auditor has %d keys", n)
	}
	for role, priv := range privs {
		s := events.NewSigner(role, priv)
		if err := got.CheckSigner(s); err != nil {
			t.Errorf("CheckSigner(%s): %v", role, err)
		}
		r, pub, ok := got.Lookup(s.KeyID())
		if !ok || r != role || !pub.Equal(s.Public()) {
			t.Errorf("Lookup(%s key) = %v %v", role, r, ok)
		}
		e := s.Sign("tribunal."+string(role)+".x.req-1", "id-1", []byte(`{"schema":"x"}`))
		r, err := got.VerifyEvent(&e)
		if err != nil || r != role {
			t.Errorf("VerifyEvent(%s) = %v, %v", role, r, err)
		}
		// Tampered body.
		e.Body = []byte(`{"schema":"y"}`)
		if _, err := got.VerifyEvent(&e); !errors.Is(err, events.ErrBadSignature) {
			t.Errorf("tampered %s event: %v, want ErrBadSignature", role, err)
		}
	}
	// A key the trust file does not list.
	stranger := events.NewSigner(events.RoleW1, fixedKey(200))
	e := stranger.Sign("tribunal.w1.observation.r", "id-2", []byte("{}"))
	if _, err := got.VerifyEvent(&e); !errors.Is(err, events.ErrUnknownKey) {
		t.Errorf("unknown key: %v, want ErrUnknownKey", err)
	}
	if err := got.CheckSigner(stranger); !errors.Is(err, events.ErrUnknownKey) {
		t.Errorf("CheckSigner(stranger): %v", err)
	}
	// A registered key presented under another role.
	if err := got.CheckSigner(events.NewSigner(events.RoleJudge, privs[events.RoleW1])); err == nil {
		t.Error("CheckSigner accepted a w1 key as judge")
	}
	// Missing header.
	e.KeyID = ""
	if _, err := got.VerifyEvent(&e); !errors.Is(err, events.ErrMissingHeader) {
		t.Errorf("missing key header: %v", err)
	}

	// Checkpoint key.
	ckPath := filepath.Join(t.TempDir(), "checkpoint.key")
	if err := WriteCheckpointKey(ckPath, skey); err != nil {
		t.Fatal(err)
	}
	signer, err := LoadCheckpointKey(ckPath)
	if err != nil {
		t.Fatal(err)
	}
	if err := got.CheckCheckpointSigner(signer.Signer); err != nil {
		t.Error(err)
	}
	v, err := got.CheckpointVerifier()
	if err != nil {
		t.Fatal(err)
	}
	msg, err := note.Sign(&note.Note{Text: tr.Origin() + "\n1\nAAAA\n"}, signer.Signer)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := note.Open(msg, note.VerifierList(v)); err != nil {
		t.Errorf("checkpoint does not verify: %v", err)
	}
	otherSkey, _, _ := GenerateCheckpointKey(tr.Origin())
	other, _ := note.NewSigner(otherSkey)
	if err := got.CheckCheckpointSigner(other); err == nil {
		t.Error("CheckCheckpointSigner accepted a different key with the same origin")
	}
	if err := WriteCheckpointKey(ckPath, otherSkey); err == nil {
		t.Error("WriteCheckpointKey replaced an existing key file")
	}
}

func TestParseTrustErrors(t *testing.T) {
	origin := "tribunal.local/ledger/0123456789abcdef"
	_, vkey, err := GenerateCheckpointKey(origin)
	if err != nil {
		t.Fatal(err)
	}
	_, otherVkey, _ := GenerateCheckpointKey("tribunal.local/ledger/ffffffffffffffff")
	k1, k2 := pubOf(fixedKey(1)), pubOf(fixedKey(2))
	entry := func(pub ed25519.PublicKey) string {
		return `{"key_id":"` + events.KeyID(pub) + `","public_key":"` + base64.StdEncoding.EncodeToString(pub) + `"}`
	}
	doc := func(origin, vkey, roles string) string {
		return `{"schema":"` + TrustSchema + `","origin":"` + origin + `","checkpoint_verifier_key":"` + vkey + `","roles":{` + roles + `}}`
	}
	good := doc(origin, vkey, `"w1":[`+entry(k1)+`],"w2":[`+entry(k2)+`],"auditor":[]`)
	if _, err := ParseTrust([]byte(good), "trust.json"); err != nil {
		t.Fatalf("valid trust rejected: %v", err)
	}
	if _, err := ParseTrust([]byte(doc(origin, vkey, "")), "trust.json"); err != nil {
		t.Fatalf("trust with no keys rejected: %v", err)
	}
	b64 := base64.StdEncoding.EncodeToString
	tests := []struct {
		name, data, want string
	}{
		{"empty", ``, "empty or truncated"},
		{"not json", `{`, "truncated"},
		{"trailing data", good + "x", "data after"},
		{"unknown field", strings.TrimSuffix(good, "}") + `,"x":1}`, `unknown field "x"`},
		{"missing roles", `{"schema":"` + TrustSchema + `","origin":"` + origin + `","checkpoint_verifier_key":"` + vkey + `"}`, `missing field "roles"`},
		{"duplicate field", strings.Replace(good, `"origin"`, `"origin":"a","origin"`, 1), `"origin" appears twice`},
		{"duplicate role", doc(origin, vkey, `"w1":[`+entry(k1)+`],"w1":[`+entry(k2)+`]`), `"w1" appears twice`},
		{"wrong schema", strings.Replace(good, TrustSchema, "tribunal-trust.v0", 1), "schema is"},
		{"unknown role", doc(origin, vkey, `"w3":[]`), `unknown role "w3"`},
		{"null key list", doc(origin, vkey, `"w1":null`), "expected an array"},
		{"key list not array", doc(origin, vkey, `"w1":{}`), "expected an array"},
		{"auditor with keys", doc(origin, vkey, `"auditor":[`+entry(k1)+`]`), "signs nothing"},
		{"unknown key field", doc(origin, vkey, `"w1":[{"key_id":"`+events.KeyID(k1)+`","public_key":"`+b64(k1)+`","note":"x"}]`), `roles.w1[0]: unknown field "note"`},
		{"missing public key", doc(origin, vkey, `"w1":[{"key_id":"`+events.KeyID(k1)+`"}]`), `missing field "public_key"`},
		{"bad base64", doc(origin, vkey, `"w1":[{"key_id":"`+events.KeyID(k1)+`","public_key":"%%%"}]`), "not canonical base64"},
		{"short public key", doc(origin, vkey, `"w1":[{"key_id":"`+events.KeyID(k1[:31])+`","public_key":"`+b64(k1[:31])+`"}]`), "public_key has 31 bytes"},
		{"key_id not hex", doc(origin, vkey, `"w1":[{"key_id":"xyz","public_key":"`+b64(k1)+`"}]`), "not 16 lowercase hex"},
		{"key_id mismatch", doc(origin, vkey, `"w1":[{"key_id":"`+events.KeyID(k2)+`","public_key":"`+b64(k1)+`"}]`), "does not match public_key"},
		{"duplicate key across roles", doc(origin, vkey, `"w1":[`+entry(k1)+`],"w2":[`+entry(k1)+`]`), "already listed for role"},
		{"duplicate key in role", doc(origin, vkey, `"judge":[`+entry(k1)+`,`+entry(k1)+`]`), "already listed for role judge"},
		{"bad verifier key", doc(origin, "not-a-key", ``), "not a valid sumdb/note verifier key"},
		{"verifier key hash mismatch", doc(origin, strings.Replace(vkey, origin, origin+"x", 1), ``), "not a valid sumdb/note verifier key"},
		{"verifier key with newline", doc(origin, vkey[:20]+`\n`+vkey[20:], ``), "not a valid sumdb/note verifier key"},
		{"origin with space", doc("a b", vkey, ``), "white space"},
		{"verifier name != origin", doc(origin, otherVkey, ``), "is for origin"},
		{"empty origin", doc("", vkey, ``), "origin is empty"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseTrust([]byte(tc.data), "d/trust.json")
			if err == nil {
				t.Fatal("accepted")
			}
			checkErr(t, err, ErrBadTrust, "d/trust.json", tc.want)
		})
	}
}

func TestNewTrustErrors(t *testing.T) {
	origin := "tribunal.local/ledger/00"
	_, vkey, _ := GenerateCheckpointKey(origin)
	k := pubOf(fixedKey(1))
	for name, roles := range map[string]map[events.Role][]ed25519.PublicKey{
		"unknown role":  {"w3": {k}},
		"auditor keys":  {events.RoleAuditor: {k}},
		"duplicate key": {events.RoleW1: {k}, events.RoleW2: {k}},
		"short key":     {events.RoleW1: {k[:5]}},
	} {
		if _, err := NewTrust(origin, vkey, roles); !errors.Is(err, ErrBadTrust) {
			t.Errorf("%s: got %v, want ErrBadTrust", name, err)
		}
	}
}

func TestCheckpointKeyFile(t *testing.T) {
	origin, err := NewOrigin()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(origin, OriginPrefix) || len(origin) != len(OriginPrefix)+16 {
		t.Fatalf("origin %q", origin)
	}
	if _, _, err := GenerateCheckpointKey("bad origin"); err == nil {
		t.Error("origin with a space accepted")
	}
	skey, _, _ := GenerateCheckpointKey(origin)
	path := filepath.Join(t.TempDir(), "checkpoint.key")
	if err := WriteCheckpointKey(path, skey); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	if string(data) != skey+"\n" {
		t.Error("checkpoint key file is not the key text and a newline")
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v", st.Mode().Perm())
	}
	for name, data := range map[string]string{
		"empty":      "",
		"garbage":    "hello\n",
		"two lines":  skey + "\n" + skey + "\n",
		"public key": "tribunal+01234567+AAAA\n",
	} {
		_, err := ParseCheckpointKey([]byte(data), "checkpoint.key")
		if err == nil {
			t.Errorf("%s: accepted", name)
			continue
		}
		checkErr(t, err, ErrBadKeyFile, "checkpoint.key", "")
		if strings.Contains(err.Error(), "PRIVATE+KEY") {
			t.Errorf("%s: error quotes the key", name)
		}
	}
}

func TestNkeySeedFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "nkey.seed")
	pub, err := CreateNkey(path)
	if err != nil {
		t.Fatal(err)
	}
	if !nkeys.IsValidPublicUserKey(pub) {
		t.Fatalf("public key %q is not a user key", pub)
	}
	data, _ := os.ReadFile(path)
	if !strings.HasPrefix(string(data), "SU") || !strings.HasSuffix(string(data), "\n") || strings.Count(string(data), "\n") != 1 {
		t.Errorf("seed file is not one SU... line")
	}
	if st, _ := os.Stat(path); st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v", st.Mode().Perm())
	}
	kp, err := LoadNkeySeed(path)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := kp.PublicKey(); got != pub {
		t.Errorf("loaded public key %s, want %s", got, pub)
	}
	// Exactly what the NATS client (and so "nats --nkey") reads.
	if _, err := nats.NkeyOptionFromSeed(path); err != nil {
		t.Errorf("nats.NkeyOptionFromSeed: %v", err)
	}
	if _, err := CreateNkey(path); err == nil {
		t.Error("CreateNkey replaced an existing seed file")
	}
	acct, _ := nkeys.CreateAccount()
	aseed, _ := acct.Seed()
	if _, err := ParseNkeySeed(aseed, "x.seed"); !errors.Is(err, ErrBadKeyFile) {
		t.Errorf("account seed accepted as user seed: %v", err)
	}
}
