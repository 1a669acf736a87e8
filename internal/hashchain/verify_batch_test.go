package hashchain

import (
	"crypto/ed25519"
	"errors"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// batchTrust is testTrust through the EventsVerifier path. It checks the
// signatures over the body hashes Verify hands it, and fails an event
// whose hash is not of its body, so that a hash handed over from the
// wrong bytes cannot let an edited body through unseen.
type batchTrust struct{ testTrust }

func (b batchTrust) VerifyEvents(es []*events.Event, sums [][32]byte, roles []events.Role, errs []error) {
	for i, e := range es {
		roles[i], errs[i] = "", nil
		if sums[i] != events.BodyHash(e.Body) {
			errs[i] = fmt.Errorf("event %q: the body hash handed over is not its body's", e.ID)
			continue
		}
		s, ok := b.testTrust[e.KeyID]
		if !ok {
			errs[i] = fmt.Errorf("%w: %s", events.ErrUnknownKey, e.KeyID)
			continue
		}
		msg, sig, err := e.SignedBytesOf(s.Public(), &sums[i])
		if err != nil {
			errs[i] = err
			continue
		}
		if !ed25519.Verify(s.Public(), msg, sig) {
			errs[i] = e.BadSignature()
			continue
		}
		roles[i] = s.Role
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
