package keys

import (
	"errors"
	"strings"
	"testing"
)

// TestLoneSurrogateTrustFile: an unpaired surrogate escape is refused.
// (The hand-written checks before internal/strictjson let encoding/json
// read it as U+FFFD, so a trust file whose origin and verifier key name
// both held "\ud800" loaded, with a name other parsers read differently or
// refuse; differential fuzzing against them found no other difference.)
func TestLoneSurrogateTrustFile(t *testing.T) {
	_, vkey, err := GenerateCheckpointKey("tribunal.local/ledger/x\ufffd")
	if err != nil {
		t.Fatal(err)
	}
	esc := func(s string) string { return strings.ReplaceAll(s, "\ufffd", `\ud800`) }
	data := []byte(`{"schema":"` + TrustSchema + `","origin":"` + esc("tribunal.local/ledger/x\ufffd") +
		`","checkpoint_verifier_key":"` + esc(vkey) + `","roles":{}}`)
	if _, err := ParseTrust([]byte(strings.ReplaceAll(string(data), `\ud800`, `\ufffd`)), "trust.json"); err != nil {
		t.Fatalf("the same file with U+FFFD itself: %v", err)
	}
	_, err = ParseTrust(data, "trust.json")
	if !errors.Is(err, ErrBadTrust) || !strings.Contains(err.Error(), "surrogate") {
		t.Errorf("ParseTrust = %v, want a refused surrogate escape", err)
	}
}
