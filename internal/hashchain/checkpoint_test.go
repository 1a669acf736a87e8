package hashchain

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/transparency-dev/merkle/compact"
	"github.com/transparency-dev/merkle/proof"
	"github.com/transparency-dev/merkle/rfc6962"
	"golang.org/x/mod/sumdb/note"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// mth is the RFC 6962 §2.1 Merkle Tree Hash, written out recursively as a
// second, library-free oracle.
func mth(leaves [][]byte) []byte {
	switch len(leaves) {
	case 0:
		h := sha256.Sum256(nil)
		return h[:]
	case 1:
		h := sha256.Sum256(append([]byte{0}, leaves[0]...))
		return h[:]
	}
	k := 1
	for k*2 < len(leaves) {
		k *= 2
	}
	h := sha256.New()
	h.Write([]byte{1})
	h.Write(mth(leaves[:k]))
	h.Write(mth(leaves[k:]))
	return h.Sum(nil)
}

// TestCheckpointsAndProofsIndependent checks every stored checkpoint and
// every proof against values recomputed from the exported leaf bytes with
// nothing but sha256, transparency-dev/merkle and sumdb/note.
func TestCheckpointsAndProofsIndependent(t *testing.T) {
	const origin = "tribunal.test/ledger/proofs"
	key := testKey(t, origin)
	path := filepath.Join(t.TempDir(), "ledger.db")
	c, err := Open(path, Options{Key: key, CheckpointEvery: 16, NoSync: true})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, err := c.Checkpoint(); err != nil { // the empty tree
		t.Fatal(err)
	}
	recs := testRecords(t, testSigner(t, events.RoleRequester), 1, 150)
	ledger := testSigner(t, events.RoleLedger)
	for i := range recs {
		if i%37 == 36 { // a seal now and then: it must get its own checkpoint
			subj, _ := events.SubjectFor(events.RoleLedger, events.KindSeal, "req-seal")
			recs[i].Event = ledger.Sign(subj, fmt.Sprintf("seal-%d", i), []byte(`{}`))
		}
	}
	batches := []int{1, 3, 7, 2, 11, 5, 1, 1, 20}
	for i, b := 0, 0; i < len(recs); b++ {
		n := min(batches[b%len(batches)], len(recs)-i)
		if _, err := c.Append(recs[i : i+n]); err != nil {
			t.Fatal(err)
		}
		i += n
	}
	if _, err := c.Checkpoint(); err != nil {
		t.Fatal(err)
	}

	// Export the leaves exactly as stored.
	var leaves [][]byte
	if err := c.Scan(0, func(e chainformat.Entry) error {
		leaves = append(leaves, bytes.Clone(e.Leaf))
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if len(leaves) != len(recs) {
		t.Fatalf("exported %d leaves, want %d", len(leaves), len(recs))
	}

	// Recompute links, leaf hashes and the root of every prefix.
	hasher := rfc6962.DefaultHasher
	rf := &compact.RangeFactory{Hash: hasher.HashChildren}
	rng := rf.NewEmptyRange(0)
	n := len(leaves)
	leafHashes := make([][]byte, n)
	roots := make([][]byte, n+1)
	heads := make([][32]byte, n+1)
	roots[0] = hasher.EmptyRoot()
	for i, leaf := range leaves {
		if leaf[0] != 1 || binary.BigEndian.Uint64(leaf[1:9]) != uint64(i) || !bytes.Equal(leaf[9:41], heads[i][:]) {
			t.Fatalf("leaf %d: header does not state version 1, index %d and prev link(%d)", i, i, i-1)
		}
		h := sha256.New()
		h.Write([]byte("tribunal/chain/v1\n"))
		h.Write(heads[i][:])
		h.Write(leaf)
		h.Sum(heads[i+1][:0])
		leafHashes[i] = hasher.HashLeaf(leaf)
		if err := rng.Append(leafHashes[i], nil); err != nil {
			t.Fatal(err)
		}
		if roots[i+1], err = rng.GetRootHash(nil); err != nil {
			t.Fatal(err)
		}
	}
	for s := 0; s <= n; s++ {
		if got := mth(leaves[:s]); !bytes.Equal(got, roots[s]) {
			t.Fatalf("compact range and recursive MTH disagree at size %d", s)
		}
	}
	if size, head := c.Head(); size != uint64(n) || head != heads[n] {
		t.Fatalf("Head() = %d %x, recomputed %d %x", size, head, n, heads[n])
	}

	// Every stored checkpoint opens with note.Open under the verifier and
	// states the recomputed root and head.
	v := testVerifier(t, key)
	sizes, err := c.CheckpointSizes()
	if err != nil {
		t.Fatal(err)
	}
	if len(sizes) < 6 || sizes[0] != 0 || sizes[len(sizes)-1] != uint64(n) {
		t.Fatalf("checkpoint sizes %v", sizes)
	}
	for _, s := range sizes {
		msg, err := c.CheckpointAt(s)
		if err != nil {
			t.Fatal(err)
		}
		nt, err := note.Open(msg, note.VerifierList(v))
		if err != nil {
			t.Fatalf("checkpoint %d: note.Open: %v", s, err)
		}
		if len(nt.Sigs) != 1 || nt.Sigs[0].Name != origin || nt.Sigs[0].Hash != v.KeyHash() {
			t.Fatalf("checkpoint %d: signatures %+v", s, nt.Sigs)
		}
		want := fmt.Sprintf("%s\n%d\n%s\ntribunal-head %s\ntribunal-interval 16\n", origin, s,
			base64.StdEncoding.EncodeToString(roots[s]), hex.EncodeToString(heads[s][:]))
		if nt.Text != want {
			t.Fatalf("checkpoint %d text\n%q\nwant\n%q", s, nt.Text, want)
		}
		lines := strings.Split(nt.Text, "\n")
		if got, _ := strconv.ParseUint(lines[1], 10, 64); got != s {
			t.Fatalf("checkpoint %d states size %d", s, got)
		}
	}

	// Inclusion proofs of every entry in every checkpointed tree (and in
	// the whole tree), against the independent leaf hashes and roots.
	for _, s := range sizes {
		for i := uint64(0); i < s; i++ {
			p, err := c.InclusionProof(i, s)
			if err != nil {
				t.Fatal(err)
			}
			if err := proof.VerifyInclusion(hasher, i, s, leafHashes[i], p, roots[s]); err != nil {
				t.Fatalf("inclusion of %d in %d: %v", i, s, err)
			}
			if i == s/2 { // a proof for the wrong leaf must fail
				if err := proof.VerifyInclusion(hasher, i, s, leafHashes[(i+1)%s], p, roots[s]); err == nil && s > 1 {
					t.Fatalf("inclusion of %d in %d verified for another leaf", i, s)
				}
			}
		}
	}
	// Consistency proofs between every pair of checkpoints.
	for _, s1 := range sizes {
		for _, s2 := range sizes {
			if s2 < s1 {
				continue
			}
			p, err := c.ConsistencyProof(s1, s2)
			if err != nil {
				t.Fatal(err)
			}
			if err := proof.VerifyConsistency(hasher, s1, s2, p, roots[s1], roots[s2]); err != nil {
				t.Fatalf("consistency %d -> %d: %v", s1, s2, err)
			}
			if s1 > 0 && s1 < s2 { // against a wrong old root it must fail
				if err := proof.VerifyConsistency(hasher, s1, s2, p, roots[s1-1], roots[s2]); err == nil {
					t.Fatalf("consistency %d -> %d verified against root(%d)", s1, s2, s1-1)
				}
			}
		}
	}
	// RootAt agrees for every size.
	for s := 0; s <= n; s++ {
		r, err := c.RootAt(uint64(s))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(r[:], roots[s]) {
			t.Fatalf("RootAt(%d) differs from the independent root", s)
		}
	}
	rep, err := c.Verify(VerifyOptions{CheckpointVerifier: v})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Root != hex.EncodeToString(roots[n]) || rep.Head != hex.EncodeToString(heads[n][:]) || rep.Checkpoints != len(sizes) {
		t.Fatalf("report %+v", rep)
	}
}
