package hashchain

import (
	"context"
	"errors"
	"path/filepath"
	"slices"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// setFailpoint installs h for the rest of the test. The package's tests
// do not run in parallel, so one hook at a time is all there is.
func setFailpoint(t testing.TB, h failpointHook) {
	t.Helper()
	failpoint.Store(&h)
	t.Cleanup(func() { failpoint.Store(nil) })
}

// failAt is a hook failing the nth batch (from 1) to reach point with
// err, and remembering that batch's records.
func failAt(point string, n int, err error, got *[]chainformat.Record) failpointHook {
	hits := 0
	return func(p string, recs []chainformat.Record) error {
		if p != point {
			return nil
		}
		if hits++; hits != n {
			return nil
		}
		*got = slices.Clone(recs)
		return err
	}
}

// TestCommitFailureAcksNothing injects a failure at each commit point: the
// failed batch's submitters are told nothing was committed; before the
// commit nothing of the batch is on the file, after it the whole batch
// is, so a redelivery is a duplicate of it; the committer appends nothing
// more; and the file verifies and takes the batch again once reopened.
func TestCommitFailureAcksNothing(t *testing.T) {
	boom := errors.New("injected")
	for _, tc := range []struct {
		point     string
		onChain   bool // the failed batch is on the file
		wantAdded int  // entries the failed batch added
	}{
		{failBeforeCommit, false, 0},
		{failAfterCommit, true, 3},
	} {
		t.Run(tc.point, func(t *testing.T) {
			key := testKey(t, "failpoint.test/log")
			path := filepath.Join(t.TempDir(), "c.db")
			c, err := Open(path, Options{Key: key, CheckpointEvery: 4})
			if err != nil {
				t.Fatal(err)
			}
			recs := testRecords(t, testSigner(t, events.RoleRequester), 1, 8)
			var failed []chainformat.Record
			setFailpoint(t, failAt(tc.point, 2, boom, &failed))
			g := c.NewCommitter(0)
			ctx := context.Background()
			if _, err := g.Submit(recs[0:2]...).Wait(ctx); err != nil {
				t.Fatal(err)
			}
			before := c.Size()
			// One Pending of three records: all of it or none.
			res, err := g.Submit(recs[2:5]...).Wait(ctx)
			if !errors.Is(err, boom) || res != nil {
				t.Fatalf("the failed commit acked %v, err %v; want nothing and %v", res, err, boom)
			}
			if len(failed) != 3 || failed[0].Event.ID != recs[2].Event.ID {
				t.Fatalf("the failpoint saw %d records", len(failed))
			}
			if _, err := g.Submit(recs[5]).Wait(ctx); !errors.Is(err, boom) {
				t.Fatalf("a commit after the failure: %v, want the failure", err)
			}
			g.Close()
			if got := c.Size(); got != before+uint64(tc.wantAdded) {
				t.Fatalf("chain size %d after the failure, want %d", got, before+uint64(tc.wantAdded))
			}
			if err := c.Close(); err != nil {
				t.Fatal(err)
			}
			failpoint.Store(nil)

			rep, err := Verify(path, VerifyOptions{CheckpointVerifier: testVerifier(t, key)})
			if err != nil {
				t.Fatalf("verify after the failure: %v", err)
			}
			if rep.Entries != before+uint64(tc.wantAdded) {
				t.Fatalf("%d entries on the file, want %d", rep.Entries, before+uint64(tc.wantAdded))
			}
			c, err = Open(path, Options{Key: key})
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			for i, r := range recs[2:5] {
				idx, ok, err := c.Lookup(r.Event.ID)
				if err != nil || ok != tc.onChain || (ok && idx != before+uint64(i)) {
					t.Errorf("%s: on the chain %t at %d (%v); want %t at %d", r.Event.ID, ok, idx, err, tc.onChain, before+uint64(i))
				}
			}
			// Redelivered after a restart: appended now, or a duplicate of
			// the entries the failed commit wrote.
			g = c.NewCommitter(0)
			defer g.Close()
			res, err = g.Submit(recs[2:5]...).Wait(ctx)
			if err != nil {
				t.Fatal(err)
			}
			for i, r := range res {
				if r.Duplicate != tc.onChain || r.Index != before+uint64(i) {
					t.Errorf("redelivered record %d: %+v; want duplicate=%t at %d", i, r, tc.onChain, before+uint64(i))
				}
			}
			if _, err := c.Verify(VerifyOptions{CheckpointVerifier: testVerifier(t, key)}); err != nil {
				t.Fatal(err)
			}
		})
	}
}
