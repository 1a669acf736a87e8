package hashchain

import (
	"path/filepath"
	"testing"

	"github.com/transparency-dev/merkle/proof"
	"golang.org/x/mod/sumdb/note"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
)

func TestAppendVerifyProofs(t *testing.T) {
	key := testKey(t, "tribunal.test/ledger/a")
	path := filepath.Join(t.TempDir(), "ledger.db")
	c, err := Open(path, Options{Key: key, CheckpointEvery: 7})
	if err != nil {
		t.Fatal(err)
	}
	s := testSigner(t, events.RoleRequester)
	recs := testRecords(t, s, 1, 50)
	for i := 0; i < len(recs); i += 10 {
		if _, err := c.Append(recs[i : i+10]); err != nil {
			t.Fatal(err)
		}
	}
	// A duplicate is not appended again.
	res, err := c.Append(recs[3:4])
	if err != nil {
		t.Fatal(err)
	}
	if !res[0].Duplicate || res[0].Index != 3 || c.Size() != 50 {
		t.Fatalf("duplicate: got %+v size %d", res[0], c.Size())
	}
	rep, err := c.Verify(VerifyOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Entries != 50 || rep.Checkpoints == 0 {
		t.Fatalf("report %+v", rep)
	}
	v, err := note.NewVerifier(key.VerifierKey)
	if err != nil {
		t.Fatal(err)
	}
	sizes, err := c.CheckpointSizes()
	if err != nil {
		t.Fatal(err)
	}
	var cks []chainformat.Checkpoint
	for _, n := range sizes {
		msg, _ := c.CheckpointAt(n)
		ck, err := chainformat.OpenCheckpoint(msg, v)
		if err != nil {
			t.Fatal(err)
		}
		cks = append(cks, ck)
	}
	for _, ck := range cks {
		for i := uint64(0); i < ck.Size; i++ {
			p, err := c.InclusionProof(i, ck.Size)
			if err != nil {
				t.Fatal(err)
			}
			lh, _ := c.LeafHash(i)
			if err := proof.VerifyInclusion(hasher, i, ck.Size, lh, p, ck.Root[:]); err != nil {
				t.Fatalf("inclusion %d in %d: %v", i, ck.Size, err)
			}
		}
		for _, ck2 := range cks {
			if ck2.Size < ck.Size {
				continue
			}
			p, err := c.ConsistencyProof(ck.Size, ck2.Size)
			if err != nil {
				t.Fatal(err)
			}
			if err := proof.VerifyConsistency(hasher, ck.Size, ck2.Size, p, ck.Root[:], ck2.Root[:]); err != nil {
				t.Fatalf("consistency %d->%d: %v", ck.Size, ck2.Size, err)
			}
		}
	}
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	// Reopen and keep appending.
	c, err = Open(path, Options{Key: key, CheckpointEvery: 7})
	if err != nil {
		t.Fatal(err)
	}
	g := c.NewCommitter(0)
	ps := make([]*Pending, 0, 20)
	for _, r := range testRecords(t, s, 51, 20) {
		ps = append(ps, g.Submit(r))
	}
	g.Close()
	for _, p := range ps {
		<-p.Done()
		if _, err := p.Result(); err != nil {
			t.Fatal(err)
		}
	}
	c.Close()
	if rep, err := Verify(path, VerifyOptions{CheckpointVerifier: v}); err != nil || rep.Entries != 70 {
		t.Fatalf("verify after reopen: %v %+v", err, rep)
	}
}
