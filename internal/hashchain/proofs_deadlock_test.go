package hashchain

import (
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// TestProofsDuringGrowth: proofs asked while the file grows must not
// deadlock the appender. bbolt remaps its file under a write lock that
// waits for every open read transaction; a reader that waited inside its
// transaction for the chain's mutex, which Append holds across its
// commit, once stopped a ledger for good (a query for an entry's
// inclusion proof during a burst of appends).
func TestProofsDuringGrowth(t *testing.T) {
	key := testKey(t, "example.com/proofs")
	c, err := Open(filepath.Join(t.TempDir(), "chain.db"), Options{Key: key})
	if err != nil {
		t.Fatal(err)
	}
	// Closed at the end, not deferred: after a deadlock Close would wait
	// forever for the stuck Append.
	s := testSigner(t, events.RoleRequester)
	const batches, per = 60, 50
	recs := testRecords(t, s, 0, batches*per)
	if _, err := c.Append(recs[:1]); err != nil {
		t.Fatal(err)
	}

	stop := make(chan struct{})
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				n, _ := c.Head()
				if _, err := c.InclusionProof(n-1, n); err != nil {
					t.Error(err)
					return
				}
				if _, err := c.RootAt(n); err != nil {
					t.Error(err)
					return
				}
			}
		}()
	}
	done := make(chan error, 1)
	go func() {
		for b := range batches {
			lo := max(1, b*per)
			if _, err := c.Append(recs[lo : (b+1)*per]); err != nil {
				done <- err
				return
			}
		}
		done <- nil
	}()
	// A hang detector, not a speed check: the appends take well under a
	// second; a deadlock never ends.
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(2 * time.Minute):
		t.Fatal("appends did not finish: proof readers deadlocked the appender")
	}
	close(stop)
	wg.Wait()
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
}
