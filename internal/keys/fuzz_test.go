package keys

import (
	"crypto/ed25519"
	"encoding/base64"
	"errors"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

func FuzzParseSigningKey(f *testing.F) {
	key := fixedKey(3)
	good, err := MarshalSigningKey(events.RoleJudge, key)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"schema":"tribunal-signing-key.v1","role":"w1","key_id":"0000000000000000","seed":"AAAA"}`))
	f.Add([]byte(`{"schema":"tribunal-signing-key.v1","schema":"x"}`))
	f.Add([]byte(`[1,2,{"a":null}]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ParseSigningKey(data, "fuzz.key")
		if err != nil {
			if !errors.Is(err, ErrBadKeyFile) {
				t.Fatalf("error does not wrap ErrBadKeyFile: %v", err)
			}
			return
		}
		if !Signs(s.Role) {
			t.Fatalf("accepted a key for role %q", s.Role)
		}
		// An accepted file is canonical: re-rendering the key gives back a
		// file that parses to the same key.
		e := s.Sign("tribunal.x", "id", []byte("b"))
		if err := e.VerifySignature(s.Public()); err != nil {
			t.Fatalf("signer from accepted file cannot sign: %v", err)
		}
	})
}

func FuzzParseTrust(f *testing.F) {
	origin := "tribunal.local/ledger/0123456789abcdef"
	_, vkey, err := GenerateCheckpointKey(origin)
	if err != nil {
		f.Fatal(err)
	}
	k1, k2 := fixedKey(1), fixedKey(2)
	tr, err := NewTrust(origin, vkey, map[events.Role][]ed25519.PublicKey{
		events.RoleW1:     {pubOf(k1)},
		events.RoleLedger: {pubOf(k2)},
	})
	if err != nil {
		f.Fatal(err)
	}
	good, _ := tr.Marshal()
	f.Add(good)
	f.Add([]byte(`{"schema":"tribunal-trust.v1","origin":"o","checkpoint_verifier_key":"o+00000000+AAAA","roles":{}}`))
	f.Add([]byte(`{"roles":{"w1":[{"key_id":"` + events.KeyID(pubOf(k1)) + `","public_key":"` + base64.StdEncoding.EncodeToString(pubOf(k1)) + `"}]}}`))
	f.Add([]byte(`{"roles":{"w1":null,"w1":[]}}`))
	if withD, err := tr.WithDesigners([]Designer{{Name: "alice", Public: pubOf(fixedKey(9))}}); err == nil {
		d, _ := withD.Marshal()
		f.Add(d)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		tr, err := ParseTrust(data, "fuzz.json")
		if err != nil {
			if !errors.Is(err, ErrBadTrust) {
				t.Fatalf("error does not wrap ErrBadTrust: %v", err)
			}
			return
		}
		// Accepted trust files round-trip and index every key.
		out, err := tr.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		tr2, err := ParseTrust(out, "again.json")
		if err != nil {
			t.Fatalf("re-rendered trust file rejected: %v", err)
		}
		if tr2.Origin() != tr.Origin() || tr2.CheckpointVerifierKey() != tr.CheckpointVerifierKey() {
			t.Fatal("round trip changed origin or verifier key")
		}
		if _, err := tr.CheckpointVerifier(); err != nil {
			t.Fatal(err)
		}
		for _, role := range events.Roles {
			keys := tr.Keys(role)
			if len(keys) != len(tr2.Keys(role)) {
				t.Fatalf("round trip changed the keys of %s", role)
			}
			for _, pub := range keys {
				r, p, ok := tr2.Lookup(events.KeyID(pub))
				if !ok || r != role || !p.Equal(pub) {
					t.Fatalf("key of %s not found after round trip", role)
				}
			}
		}
		ds, ds2 := tr.Designers(), tr2.Designers()
		if len(ds) != len(ds2) {
			t.Fatal("round trip changed the designers")
		}
		for i := range ds {
			if ds[i].Name != ds2[i].Name || !ds[i].Public.Equal(ds2[i].Public) {
				t.Fatal("round trip changed a designer")
			}
			if _, _, ok := tr.Lookup(ds[i].KeyID()); ok {
				t.Fatal("a designer key is also a role key")
			}
		}
	})
}

func FuzzParseDesignerKey(f *testing.F) {
	good, err := MarshalDesignerKey(&DesignerKey{Name: "alice", Key: fixedKey(4)})
	if err != nil {
		f.Fatal(err)
	}
	signing, _ := MarshalSigningKey(events.RoleW1, fixedKey(4))
	f.Add(good)
	f.Add(signing)
	f.Add([]byte(`{"schema":"tribunal-designer-key.v1","name":"","key_id":"0000000000000000","seed":"AAAA"}`))
	f.Add([]byte(`{"schema":"tribunal-signing-key.v1","name":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		k, err := ParseDesignerKey(data, "fuzz.key")
		if err != nil {
			if !errors.Is(err, ErrBadKeyFile) {
				t.Fatalf("error does not wrap ErrBadKeyFile: %v", err)
			}
			return
		}
		// An accepted file re-renders to a file that parses to the same key.
		out, err := MarshalDesignerKey(k)
		if err != nil {
			t.Fatal(err)
		}
		k2, err := ParseDesignerKey(out, "again.key")
		if err != nil || k2.Name != k.Name || !k2.Key.Equal(k.Key) {
			t.Fatalf("round trip: %v", err)
		}
	})
}
