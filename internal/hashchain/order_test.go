package hashchain

import (
	"path/filepath"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// TestVerifyStreamOrder: a chain whose entries were re-signed by the
// ledger's own key in another stream order — every link, node, signature
// and checkpoint valid — passes every other check, and StreamOrder finds
// the first entry out of order with the expected and actual sequence. A
// derived ledger event may repeat its input's sequence; nothing else may.
func TestVerifyStreamOrder(t *testing.T) {
	key := testKey(t, "tribunal.test/ledger/order")
	requester := testSigner(t, events.RoleRequester)
	ledger := testSigner(t, events.RoleLedger)
	trust := newTestTrust(requester, ledger)
	verifier := testVerifier(t, key)
	derivedOf := func(r chainformat.Record, id string) chainformat.Record {
		subj, _ := events.SubjectFor(events.RoleLedger, events.KindTransition, "r1")
		return chainformat.Record{Seq: r.Seq, Time: r.Time, Event: ledger.Sign(subj, id, []byte(`{}`))}
	}
	for _, tt := range []struct {
		name     string
		edit     func(recs []chainformat.Record) []chainformat.Record
		index    int64  // -1: verifies
		expected string // of the fault
		actual   string
	}{
		{"in order", func(r []chainformat.Record) []chainformat.Record { return r }, -1, "", ""},
		{"a derived event shares its input's sequence", func(r []chainformat.Record) []chainformat.Record {
			return append(r[:3:3], append([]chainformat.Record{derivedOf(r[2], "ledger:transition:3")}, r[3:]...)...)
		}, -1, "", ""},
		{"two entries swapped", func(r []chainformat.Record) []chainformat.Record {
			r[4].Seq, r[5].Seq = r[5].Seq, r[4].Seq // seq 6 then 5
			return r
		}, 5, "> 6", "5"},
		{"a sequence repeated by a non-ledger event", func(r []chainformat.Record) []chainformat.Record {
			r[7].Seq = r[6].Seq
			return r
		}, 7, "> 7", "7"},
		{"a later entry goes back", func(r []chainformat.Record) []chainformat.Record {
			r[9].Seq = 2
			return r
		}, 9, "> 9", "2"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			recs := tt.edit(testRecords(t, requester, 1, 12))
			path := filepath.Join(t.TempDir(), "ledger.db")
			buildChain(t, path, key, 4, recs)
			opts := VerifyOptions{CheckpointVerifier: verifier, Events: trust}
			// Everything else holds: the ledger key re-signed it all.
			if _, err := Verify(path, opts); err != nil {
				t.Fatalf("without StreamOrder: %v", err)
			}
			opts.StreamOrder = true
			_, err := Verify(path, opts)
			if tt.index < 0 {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			ve := wantFault(t, err, tt.index, "leaf.seq")
			if ve.Expected != tt.expected || ve.Actual != tt.actual {
				t.Errorf("expected %q actual %q, want %q %q (%v)", ve.Expected, ve.Actual, tt.expected, tt.actual, err)
			}
		})
	}
}
