package edverify

import (
	"crypto/ed25519"
	"encoding/json"
	"testing"
)

// fuzzValid is a valid signature batched beside each fuzz input.
var fuzzValid [3][]byte

// FuzzVerify is the differential proof: for any (pub, msg, sig) edverify
// answers as crypto/ed25519.Verify does (alone and batched by VerifyEach), and New refuses exactly the keys
// crypto/ed25519 panics on (wrong length).
func FuzzVerify(f *testing.F) {
	pub, priv, _ := ed25519.GenerateKey(nil)
	fuzzValid = [3][]byte{pub, []byte("valid"), ed25519.Sign(priv, []byte("valid"))}
	for _, c := range edgeCases(f) {
		f.Add(c[0], c[1], c[2])
	}
	b := readGz(f, "ed25519vectors.json.gz")
	var vs []struct{ Key, Sig, Msg string }
	if err := json.Unmarshal(b, &vs); err != nil {
		f.Fatal(err)
	}
	for _, v := range vs[:200] {
		f.Add(unhex(f, v.Key), []byte(v.Msg), unhex(f, v.Sig))
	}
	f.Fuzz(func(t *testing.T, pub, msg, sig []byte) {
		if len(pub) != ed25519.PublicKeySize {
			if _, err := New(pub); err == nil {
				t.Fatalf("New accepted a %d-byte key", len(pub))
			}
			return
		}
		check(t, pub, msg, sig)
		checkEach(t, [][3][]byte{{pub, msg, sig}, fuzzValid, {pub, msg, sig}})
	})
}
