package ledger

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
)

// TestAcceptedBodiesAreStoredVerbatim: decoding only validates. A body
// that is valid but not how Encode would write it (indented, members in
// another order, escapes where none are needed) is accepted and stored,
// hashed and signed as the exact bytes received, never re-encoded.
func TestAcceptedBodiesAreStoredVerbatim(t *testing.T) {
	f := newClassifyFixture(t)
	req := f.history[0].Event
	var doc map[string]any
	if err := json.Unmarshal(req.Body, &doc); err != nil {
		t.Fatal(err)
	}
	odd, err := json.MarshalIndent(doc, "", "\t") // sorted members, tabs
	if err != nil {
		t.Fatal(err)
	}
	odd = bytes.Replace(odd, []byte(`"schema"`), []byte(`"sch\u0065ma"`), 1)
	odd = append(append([]byte(" \r\n"), odd...), "\n\t "...)
	if _, err := events.Decode(events.SchemaRequestOpened, odd); err != nil {
		t.Fatalf("the variant does not decode: %v", err)
	}
	if enc, _ := events.Encode(mustDecode(t, odd)); bytes.Equal(enc, odd) {
		t.Fatal("the variant is canonical; the test would prove nothing")
	}
	e := ledgertest.SignBytes(t, f.signers[events.RoleRequester], events.RoleRequester, events.KindRequest, "r1", "verbatim-1", odd)
	m := message(e, 7)
	o, err := f.cls.Classify(m)
	if err != nil || o.Kind != Accepted {
		t.Fatalf("Classify: %v, %v (%s)", o.Kind, err, o.Detail)
	}
	if !bytes.Equal(o.Record.Event.Body, odd) {
		t.Errorf("stored body differs from the bytes received")
	}
	leaf, err := chainformat.EncodeLeaf(0, [32]byte{}, &o.Record)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(leaf, odd) {
		t.Error("the leaf does not hold the received bytes")
	}
	if h := sha256.Sum256(odd); o.Record.Event.VerifySignature(f.signers[events.RoleRequester].Public()) != nil {
		t.Errorf("signature over H(body)=%x does not verify on the stored record", h)
	}
}

func mustDecode(t *testing.T, body []byte) events.Body {
	t.Helper()
	b, err := events.Decode(events.SchemaRequestOpened, body)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
