package hashchain

import (
	"context"
	"errors"
	"path/filepath"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// TestCommitterFailureIsSticky: once a commit fails, no later batch is
// appended, so a writer acking in order never sees a gap on the chain.
func TestCommitterFailureIsSticky(t *testing.T) {
	key := testKey(t, "example.com/log")
	c, err := Open(filepath.Join(t.TempDir(), "c.db"), Options{Key: key})
	if err != nil {
		t.Fatal(err)
	}
	recs := testRecords(t, testSigner(t, events.RoleW1), 1, 3)
	g := c.NewCommitter(0)
	if _, err := g.Submit(recs[0]).Wait(context.Background()); err != nil {
		t.Fatal(err)
	}
	c.Close() // the next Append fails with ErrClosed
	if _, err := g.Submit(recs[1]).Wait(context.Background()); !errors.Is(err, ErrClosed) {
		t.Fatalf("commit after close: %v", err)
	}
	_, err = g.Submit(recs[2]).Wait(context.Background())
	if !errors.Is(err, ErrClosed) {
		t.Fatalf("commit after a failed commit: %v, want the earlier failure", err)
	}
	g.Close()
}
