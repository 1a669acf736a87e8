package hashchain

import (
	"errors"
	"path/filepath"
	"sync/atomic"
	"testing"

	bolt "go.etcd.io/bbolt"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// TestVerifyEntryHook: the hook sees every entry once, in order, with the
// stored event; its error stops Verify and comes back unchanged; and it
// never sees an entry that failed its own checks.
func TestVerifyEntryHook(t *testing.T) {
	key := testKey(t, "hook.test/log")
	recs := testRecords(t, testSigner(t, events.RoleRequester), 0, 40)
	path := filepath.Join(t.TempDir(), "c.db")
	buildChain(t, path, key, 16, recs)
	v := testVerifier(t, key)

	var seen []uint64
	rep, err := Verify(path, VerifyOptions{CheckpointVerifier: v, Entry: func(e chainformat.Entry) error {
		if e.Event.ID != recs[e.Index].Event.ID {
			t.Errorf("entry %d: id %q, want %q", e.Index, e.Event.ID, recs[e.Index].Event.ID)
		}
		seen = append(seen, e.Index)
		return nil
	}})
	if err != nil || rep.Entries != 40 || len(seen) != 40 {
		t.Fatalf("rep %+v, %d entries seen, err %v", rep, len(seen), err)
	}
	for i, idx := range seen {
		if idx != uint64(i) {
			t.Fatalf("entry %d seen at position %d", idx, i)
		}
	}

	stop := errors.New("stop here")
	seen = seen[:0]
	_, err = Verify(path, VerifyOptions{CheckpointVerifier: v, Entry: func(e chainformat.Entry) error {
		seen = append(seen, e.Index)
		if e.Index == 7 {
			return stop
		}
		return nil
	}})
	if !errors.Is(err, stop) || len(seen) != 8 {
		t.Fatalf("err %v after %d entries, want %v after 8", err, len(seen), stop)
	}

	// A tampered entry fails its own check before the hook sees it.
	bad := copyFile(t, path, t.TempDir())
	tamperFile(t, bad, func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketEntries)
		leaf := append([]byte(nil), b.Get(u64(12))...)
		leaf[len(leaf)-1] ^= 1
		return b.Put(u64(12), leaf)
	})
	seen = seen[:0]
	_, err = Verify(bad, VerifyOptions{CheckpointVerifier: v, Entry: func(e chainformat.Entry) error {
		seen = append(seen, e.Index)
		return nil
	}})
	wantFault(t, err, 12, "link")
	if len(seen) != 12 {
		t.Fatalf("hook saw %d entries before the fault at 12", len(seen))
	}
}

// TestVerifyPrepareHook: Prepare runs once for every entry, and Entry
// sees, in order, what Prepare returned for that very entry, whatever the
// batch sizes of the parallel pass.
func TestVerifyPrepareHook(t *testing.T) {
	key := testKey(t, "hook.test/log")
	recs := testRecords(t, testSigner(t, events.RoleRequester), 0, 40)
	path := filepath.Join(t.TempDir(), "c.db")
	buildChain(t, path, key, 16, recs)
	v := testVerifier(t, key)
	for _, bs := range []batchSizes{{1024, 32}, {7, 3}, {1, 1}} {
		setBatchSizes(t, bs)
		var prepared atomic.Int64
		next := uint64(0)
		rep, err := Verify(path, VerifyOptions{CheckpointVerifier: v,
			Prepare: func(e *chainformat.Entry) any {
				prepared.Add(1)
				return "prepared " + e.Event.ID
			},
			Entry: func(e chainformat.Entry) error {
				if e.Index != next {
					t.Errorf("batch %v: entry %d seen at position %d", bs, e.Index, next)
				}
				next++
				if want := "prepared " + recs[e.Index].Event.ID; e.Prepared != want {
					t.Errorf("batch %v: entry %d prepared as %v, want %q", bs, e.Index, e.Prepared, want)
				}
				return nil
			}})
		if err != nil || rep.Entries != 40 || next != 40 || prepared.Load() != 40 {
			t.Fatalf("batch %v: rep %+v, %d seen, %d prepared, err %v", bs, rep, next, prepared.Load(), err)
		}
	}
}
