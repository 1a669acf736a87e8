package hashchain

import (
	"errors"
	"path/filepath"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// batchTrust is testTrust through the EventsVerifier path.
type batchTrust struct{ testTrust }

func (b batchTrust) VerifyEvents(es []*events.Event, roles []events.Role, errs []error) {
	for i, e := range es {
		roles[i], errs[i] = b.VerifyEvent(e)
	}
}

// TestVerifyEventsBatched: the chunked signature path reports the same
// fault as the per-entry one, for a wrong-role signer, an unknown signer
// and a body that no longer matches its signature.
func TestVerifyEventsBatched(t *testing.T) {
	f := newTamperFixture(t)
	recs := cloneRecords(f.recs)
	recs[21].Event = f.w1.Sign(recs[21].Event.Subject, recs[21].Event.ID, recs[21].Event.Body)
	recs[33].Event.Body = append([]byte(nil), recs[33].Event.Body...)
	recs[33].Event.Body[len(recs[33].Event.Body)-2] ^= 1
	path := filepath.Join(t.TempDir(), "ledger.db")
	buildChain(t, path, f.key, tamperEvery, recs)
	for _, tr := range []testTrust{newTestTrust(f.requester, f.w1), newTestTrust(f.requester)} {
		_, errOne := Verify(path, VerifyOptions{Events: tr})
		_, errBatch := Verify(path, VerifyOptions{Events: batchTrust{tr}})
		var one, batch *chainformat.VerifyError
		if !errors.As(errOne, &one) || !errors.As(errBatch, &batch) || *one != *batch {
			t.Fatalf("per entry: %v; batched: %v", errOne, errBatch)
		}
	}
	good := filepath.Join(t.TempDir(), "good.db")
	buildChain(t, good, f.key, tamperEvery, f.recs)
	if _, err := Verify(good, VerifyOptions{Events: batchTrust{newTestTrust(f.requester, f.w1)}}); err != nil {
		t.Fatalf("intact chain, batched: %v", err)
	}
}
