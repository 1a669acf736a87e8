package hashchain

import (
	"errors"
	"path/filepath"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// TestLeaseTerm: the recorded lease term only grows, survives a reopen,
// leaves the chain's entries and head as they were, and a file holding
// it verifies.
func TestLeaseTerm(t *testing.T) {
	path := filepath.Join(t.TempDir(), "chain.db")
	key := testKey(t, "test.example/ledger")
	c, err := Open(path, Options{Key: key})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Append(testRecords(t, testSigner(t, events.RoleRequester), 1, 5)); err != nil {
		t.Fatal(err)
	}
	size, head := c.Head()
	if term, val, err := c.LeaseTerm(); err != nil || term != 0 || val != nil {
		t.Fatalf("a new file's lease term: %d %q %v, want none", term, val, err)
	}
	for _, step := range []struct {
		term    uint64
		val     string
		refused bool
	}{
		{3, "a@1#3", false},
		{3, "b@2#3", false}, // the same term's value replaced
		{2, "a@1#2", true},  // below: refused
		{7, "b@2#7", false},
	} {
		err := c.RecordLeaseTerm(step.term, []byte(step.val))
		if refused := errors.Is(err, ErrStaleTerm); refused != step.refused || err != nil && !refused {
			t.Fatalf("RecordLeaseTerm(%d): %v, want refused %v", step.term, err, step.refused)
		}
	}
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	r, err := OpenReadOnly(path)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if term, val, err := r.LeaseTerm(); err != nil || term != 7 || string(val) != "b@2#7" {
		t.Fatalf("after reopening: %d %q %v, want 7 b@2#7", term, val, err)
	}
	if n, h := r.Head(); n != size || h != head {
		t.Fatalf("the record moved the chain: size %d head %x, want %d %x", n, h, size, head)
	}
	if _, err := r.Verify(VerifyOptions{}); err != nil {
		t.Fatalf("a file with a lease term does not verify: %v", err)
	}
	if err := r.RecordLeaseTerm(8, nil); !errors.Is(err, ErrReadOnly) {
		t.Fatalf("read-only: %v", err)
	}
}
