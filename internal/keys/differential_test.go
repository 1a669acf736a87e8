package keys

// Differential fuzz targets: the strictjson-based parsers against the old
// hand-written checks (legacy_test.go). They must agree on accept or
// reject and, when both accept, on what was read. The signatures are
// those of FuzzParseTrust and FuzzParseSigningKey, so their corpora can
// seed those targets.

import (
	"bytes"
	"crypto/ed25519"
	"encoding/base64"
	"errors"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

func FuzzDifferentialParseTrust(f *testing.F) {
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
	f.Fuzz(func(t *testing.T, data []byte) {
		oldT, oldErr := legacyParseTrust(data, "fuzz.json")
		newT, newErr := ParseTrust(data, "fuzz.json")
		if (oldErr == nil) != (newErr == nil) {
			t.Fatalf("old %v; new %v", oldErr, newErr)
		}
		if oldErr != nil {
			return
		}
		a, _ := oldT.Marshal()
		b, _ := newT.Marshal()
		if !bytes.Equal(a, b) {
			t.Fatalf("read differently:\nold %s\nnew %s", a, b)
		}
	})
}

func FuzzDifferentialParseSigningKey(f *testing.F) {
	good, err := MarshalSigningKey(events.RoleJudge, fixedKey(3))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"schema":"tribunal-signing-key.v1","role":"w1","key_id":"0000000000000000","seed":"AAAA"}`))
	f.Add([]byte(`{"schema":"tribunal-signing-key.v1","schema":"x"}`))
	f.Add([]byte(`[1,2,{"a":null}]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		oldS, oldErr := legacyParseSigningKey(data, "fuzz.key")
		newS, newErr := ParseSigningKey(data, "fuzz.key")
		if (oldErr == nil) != (newErr == nil) {
			t.Fatalf("old %v; new %v", oldErr, newErr)
		}
		if oldErr == nil && (oldS.Role != newS.Role || oldS.KeyID() != newS.KeyID()) {
			t.Fatalf("read differently: old %s %s, new %s %s", oldS.Role, oldS.KeyID(), newS.Role, newS.KeyID())
		}
	})
}

// TestLoneSurrogateTrustFile is the one difference the old checks have
// with strictjson on key and trust files: encoding/json read an unpaired
// surrogate escape as U+FFFD, so a trust file whose origin and verifier
// key name both held "\ud800" loaded, with a name other parsers read
// differently (or refuse). strictjson refuses it.
func TestLoneSurrogateTrustFile(t *testing.T) {
	_, vkey, err := GenerateCheckpointKey("tribunal.local/ledger/x\ufffd")
	if err != nil {
		t.Fatal(err)
	}
	esc := func(s string) string { return strings.ReplaceAll(s, "\ufffd", `\ud800`) }
	data := []byte(`{"schema":"` + TrustSchema + `","origin":"` + esc("tribunal.local/ledger/x\ufffd") +
		`","checkpoint_verifier_key":"` + esc(vkey) + `","roles":{}}`)
	if _, err := legacyParseTrust(data, "trust.json"); err != nil {
		t.Fatalf("old checks: %v", err)
	}
	_, err = ParseTrust(data, "trust.json")
	if !errors.Is(err, ErrBadTrust) || !strings.Contains(err.Error(), "surrogate") {
		t.Errorf("ParseTrust = %v, want a refused surrogate escape", err)
	}
}
