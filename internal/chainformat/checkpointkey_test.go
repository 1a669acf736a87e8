package chainformat

import (
	"crypto/rand"
	"strings"
	"testing"

	"golang.org/x/mod/sumdb/note"
)

// TestParseCheckpointKeyAnyBase64 is a regression test: standard base64
// may contain '+', which ParseCheckpointKey used to take for the separator
// before the key, rejecting about half of all generated keys.
func TestParseCheckpointKeyAnyBase64(t *testing.T) {
	plus := 0
	for i := 0; i < 200; i++ {
		skey, vkey, err := note.GenerateKey(rand.Reader, "tribunal.test/ledger/keys")
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(strings.SplitN(skey, "+", 5)[4], "+") {
			plus++
		}
		k, err := ParseCheckpointKey(skey + "\n")
		if err != nil {
			t.Fatalf("%s: %v", skey, err)
		}
		if k.VerifierKey != vkey || k.Signer.Name() != "tribunal.test/ledger/keys" {
			t.Fatalf("derived verifier %q, want %q", k.VerifierKey, vkey)
		}
	}
	if plus == 0 {
		t.Fatal("no generated key had a '+' in its base64; the test proves nothing")
	}
	for _, bad := range []string{"", "PRIVATE+KEY+x", "PRIVATE+KEY+a+01234567+AAAA"} {
		if _, err := ParseCheckpointKey(bad); err == nil {
			t.Errorf("ParseCheckpointKey(%q) succeeded", bad)
		}
	}
}
