package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/hashchain"
	"github.com/tribunal-dev/tribunal/internal/keys"
)

// TestVerifyStreamOrder: the demo chain rebuilt with the ledger's own
// checkpoint key after swapping the stream sequences of two adjacent
// inputs — every signature, link, node and checkpoint valid — fails
// "ledgerd verify --trust" at the second of them with check leaf.seq and
// the expected and actual sequence. The untouched rebuild verifies.
func TestVerifyStreamOrder(t *testing.T) {
	f := newFixture(t)
	d, err := deploy.Load(f.dir)
	if err != nil {
		t.Fatal(err)
	}
	key, err := keys.LoadCheckpointKey(d.CheckpointKeyFile())
	if err != nil {
		t.Fatal(err)
	}
	src, err := hashchain.OpenReadOnly(f.snapshot(t))
	if err != nil {
		t.Fatal(err)
	}
	var recs []chainformat.Record
	for i := range src.Size() {
		e, err := src.Entry(i)
		if err != nil {
			t.Fatal(err)
		}
		recs = append(recs, e.Record)
	}
	src.Close()
	// An input alone at its sequence (it derives nothing, so the fold
	// has nothing to compare), followed by the next message's records.
	alone := func(i int) bool {
		return (i == 0 || recs[i-1].Seq != recs[i].Seq) && (i+1 == len(recs) || recs[i+1].Seq != recs[i].Seq)
	}
	victim := -1
	for i := 1; i+1 < len(recs) && victim < 0; i++ {
		if alone(i) {
			victim = i + 1
		}
	}
	if victim < 0 {
		t.Fatal("no lone input on the demo chain")
	}
	rebuild := func(recs []chainformat.Record) string {
		p := filepath.Join(t.TempDir(), "rebuilt.db")
		c, err := hashchain.Open(p, hashchain.Options{Key: key})
		if err != nil {
			t.Fatal(err)
		}
		for i := range recs {
			if _, err := c.Append(recs[i : i+1]); err != nil {
				t.Fatal(err)
			}
		}
		if err := c.Close(); err != nil {
			t.Fatal(err)
		}
		return p
	}
	if _, stderr, code := ledgerd(t, "verify", "--db", rebuild(recs), "--trust", f.trust); code != 0 {
		t.Fatalf("the faithful rebuild: exit %d\n%s", code, stderr)
	}
	// The lone input takes the next message's sequence and that message
	// (with every record derived from it) the lone input's.
	a, b := recs[victim-1].Seq, recs[victim].Seq
	recs[victim-1].Seq = b
	for i := victim; i < len(recs) && recs[i].Seq == b; i++ {
		recs[i].Seq = a
	}
	stdout, stderr, code := ledgerd(t, "verify", "--db", rebuild(recs), "--trust", f.trust)
	if code != exitVerify || stdout != "" {
		t.Fatalf("exit %d, want %d\n%s%s", code, exitVerify, stdout, stderr)
	}
	line := oneErrorLine(t, stderr)
	want := fmt.Sprintf("entry %d: leaf.seq: stream sequences must increase (expected > %d, actual %d)", victim, b, a)
	if !strings.Contains(line, want) {
		t.Errorf("got %s\nwant it to hold %q", line, want)
	}
}
