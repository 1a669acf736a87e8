package hashchain

import (
	"bytes"
	"encoding/binary"
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/transparency-dev/merkle/compact"
	bolt "go.etcd.io/bbolt"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// The tamper fixture: 40 records, one commit each, a checkpoint every 8
// entries, so checkpoints are stored at sizes 8, 16, 24, 32 and 40.
const (
	tamperN     = 40
	tamperEvery = 8
	tamperOrig  = "tribunal.test/ledger/tamper"
)

type tamperFixture struct {
	path      string // the pristine chain file; copy it, never edit it
	key       *chainformat.CheckpointKey
	recs      []chainformat.Record
	requester *events.Signer
	w1        *events.Signer
	sizes     []uint64 // stored checkpoint sizes
	latest    []byte   // the auditor's checkpoint at size 40
}

func newTamperFixture(t *testing.T) *tamperFixture {
	t.Helper()
	f := &tamperFixture{
		key:       testKey(t, tamperOrig),
		requester: testSigner(t, events.RoleRequester),
		w1:        testSigner(t, events.RoleW1),
	}
	f.recs = testRecords(t, f.requester, 1, tamperN)
	f.path = filepath.Join(t.TempDir(), "ledger.db")
	f.sizes, f.latest = buildChain(t, f.path, f.key, tamperEvery, f.recs)
	if want := []uint64{8, 16, 24, 32, 40}; !slices.Equal(f.sizes, want) {
		t.Fatalf("checkpoint sizes %v, want %v", f.sizes, want)
	}
	if _, err := Verify(f.path, VerifyOptions{CheckpointVerifier: testVerifier(t, f.key), Older: f.latest, Events: newTestTrust(f.requester, f.w1)}); err != nil {
		t.Fatalf("pristine fixture: %v", err)
	}
	return f
}

// firstCheckpointCovering returns the smallest stored checkpoint size that
// covers entry i.
func (f *tamperFixture) firstCheckpointCovering(t *testing.T, i uint64) uint64 {
	for _, s := range f.sizes {
		if s > i {
			return s
		}
	}
	t.Fatalf("no checkpoint covers entry %d", i)
	return 0
}

// flipLastByte returns a copy of b with its last byte changed.
func flipLastByte(b []byte) []byte {
	b = bytes.Clone(b)
	b[len(b)-1] ^= 0x01
	return b
}

func TestTamper(t *testing.T) {
	f := newTamperFixture(t)
	pinned := testVerifier(t, f.key)
	trust := newTestTrust(f.requester, f.w1)
	otherKey := testKey(t, tamperOrig)                  // same origin, another key
	otherOrigin := testKey(t, "tribunal.test/other")    // another origin
	ck17 := int64(f.firstCheckpointCovering(t, 17)) - 1 // 23
	if ck17 != 23 {
		t.Fatalf("first checkpoint covering 17 ends at %d, want 23", ck17)
	}

	// edited17 is the fixture's records with the last body byte of
	// entry 17 changed ('}' becomes '|'), still well-formed for the leaf.
	edited17 := cloneRecords(f.recs)
	edited17[17].Event.Body = flipLastByte(edited17[17].Event.Body)

	cases := []struct {
		name   string
		tamper func(tx *bolt.Tx) error
		opts   VerifyOptions
		index  int64
		check  string
	}{
		{
			name: "entry 17 body byte edited",
			tamper: func(tx *bolt.Tx) error {
				b := tx.Bucket(bucketEntries)
				leaf := b.Get(u64(17))
				if !bytes.HasSuffix(leaf, f.recs[17].Event.Body) {
					return errors.New("leaf 17 does not end in its body")
				}
				return b.Put(u64(17), flipLastByte(leaf))
			},
			index: 17, check: "link",
		},
		{
			name: "entry 9 stored link edited",
			tamper: func(tx *bolt.Tx) error {
				b := tx.Bucket(bucketLinks)
				return b.Put(u64(9), flipLastByte(b.Get(u64(9))))
			},
			index: 9, check: "link",
		},
		{
			// The attacker re-chains entries, links and ids from 17 on
			// but leaves the Merkle nodes: the leaf hash of 17 differs.
			name:   "entry 17 edited, links prevs ids recomputed",
			tamper: func(tx *bolt.Tx) error { return forge(tx, edited17, false) },
			index:  17, check: "merkle.node",
		},
		{
			// The same attacker also rebuilds nodes and meta; only the
			// signed checkpoint at size 24 still states the old root.
			name:   "entry 17 edited, every derived bucket recomputed",
			tamper: func(tx *bolt.Tx) error { return forge(tx, edited17, true) },
			index:  ck17, check: "checkpoint.root",
		},
		{
			// With the trust file, the edited body no longer matches its
			// event signature, before any Merkle or checkpoint check.
			name:   "entry 17 edited, derived recomputed, signatures checked",
			tamper: func(tx *bolt.Tx) error { return forge(tx, edited17, true) },
			opts:   VerifyOptions{Events: trust},
			index:  17, check: "signature",
		},
		{
			name: "entries 5 and 6 swapped",
			tamper: func(tx *bolt.Tx) error {
				b := tx.Bucket(bucketEntries)
				l5, l6 := bytes.Clone(b.Get(u64(5))), bytes.Clone(b.Get(u64(6)))
				return errors.Join(b.Put(u64(5), l6), b.Put(u64(6), l5))
			},
			index: 5, check: "leaf.index",
		},
		{
			name:   "interior entry 12 deleted",
			tamper: func(tx *bolt.Tx) error { return tx.Bucket(bucketEntries).Delete(u64(12)) },
			index:  12, check: "entries.key",
		},
		{
			name: "entry 20 prev inside the leaf edited",
			tamper: func(tx *bolt.Tx) error {
				b := tx.Bucket(bucketEntries)
				leaf := bytes.Clone(b.Get(u64(20)))
				leaf[1+8] ^= 0x80 // first byte of prev
				return b.Put(u64(20), leaf)
			},
			index: 20, check: "leaf.prev",
		},
		{
			name: "entry 25 leaf truncated",
			tamper: func(tx *bolt.Tx) error {
				b := tx.Bucket(bucketEntries)
				leaf := b.Get(u64(25))
				return b.Put(u64(25), bytes.Clone(leaf[:len(leaf)-1]))
			},
			index: 25, check: "leaf",
		},
		{
			// The format (docs/FORMAT.md §2) requires a non-empty subject;
			// a leaf with none does not decode.
			name: "entry 39 rewritten with an empty subject",
			tamper: func(tx *bolt.Tx) error {
				b := tx.Bucket(bucketEntries)
				leaf := b.Get(u64(39))
				subjLen := int(binary.BigEndian.Uint32(leaf[57:]))
				out := append(bytes.Clone(leaf[:57]), 0, 0, 0, 0)
				out = append(out, leaf[57+4+subjLen:]...)
				return b.Put(u64(39), out)
			},
			index: 39, check: "leaf",
		},
		{
			name: "ids value of entry 7 pointing at 8",
			tamper: func(tx *bolt.Tx) error {
				return tx.Bucket(bucketIDs).Put([]byte(f.recs[7].Event.ID), u64(8))
			},
			index: 7, check: "ids",
		},
		{
			// Truncation carried through every bucket but checkpoints
			// beyond 30 and meta: the auditor's checkpoint at 40 catches
			// it. (TestVerifyLimitations shows it passes without one.)
			name:   "entries 30..39 truncated, auditor holds checkpoint 40",
			tamper: func(tx *bolt.Tx) error { return truncateChain(tx, f.recs, 30) },
			opts:   VerifyOptions{Older: f.latest},
			index:  30, check: "older-checkpoint.truncated",
		},
		{
			name:   "entries 30..39 truncated, auditor holds checkpoint 40 and the pinned key",
			tamper: func(tx *bolt.Tx) error { return truncateChain(tx, f.recs, 30) },
			opts:   VerifyOptions{Older: f.latest, CheckpointVerifier: pinned},
			index:  30, check: "older-checkpoint.truncated",
		},
		{
			name: "extra key in ids",
			tamper: func(tx *bolt.Tx) error {
				return tx.Bucket(bucketIDs).Put([]byte("evt-forged"), u64(3))
			},
			index: -1, check: "ids.count",
		},
		{
			name: "extra key in links",
			tamper: func(tx *bolt.Tx) error {
				return tx.Bucket(bucketLinks).Put(u64(40), make([]byte, 32))
			},
			index: -1, check: "links.count",
		},
		{
			name: "extra unknown bucket",
			tamper: func(tx *bolt.Tx) error {
				b, err := tx.CreateBucket([]byte("shadow"))
				if err != nil {
					return err
				}
				return b.Put([]byte("k"), []byte("v"))
			},
			index: -1, check: "bucket",
		},
		{
			name: "nested bucket inside ids",
			tamper: func(tx *bolt.Tx) error {
				_, err := tx.Bucket(bucketIDs).CreateBucket([]byte("nested"))
				return err
			},
			index: -1, check: "bucket",
		},
		{
			name:   "required bucket removed",
			tamper: func(tx *bolt.Tx) error { return tx.DeleteBucket(bucketLinks) },
			index:  -1, check: "bucket",
		},
		{
			// Node (1,5) covers leaves 10 and 11; Verify recomputes it
			// when it appends leaf 11.
			name: "nodes key removed",
			tamper: func(tx *bolt.Tx) error {
				return tx.Bucket(bucketNodes).Delete(nodeKey(compact.NewNodeID(1, 5)))
			},
			index: 11, check: "merkle.node",
		},
		{
			name: "leaf hash node of entry 3 edited",
			tamper: func(tx *bolt.Tx) error {
				b := tx.Bucket(bucketNodes)
				k := nodeKey(compact.NewNodeID(0, 3))
				return b.Put(k, flipLastByte(b.Get(k)))
			},
			index: 3, check: "merkle.node",
		},
		{
			name: "extra nodes key",
			tamper: func(tx *bolt.Tx) error {
				return tx.Bucket(bucketNodes).Put(nodeKey(compact.NewNodeID(0, 40)), make([]byte, 32))
			},
			index: -1, check: "nodes.count",
		},
		{
			name: "meta head changed",
			tamper: func(tx *bolt.Tx) error {
				m := tx.Bucket(bucketMeta)
				return m.Put(metaHead, flipLastByte(m.Get(metaHead)))
			},
			index: -1, check: "meta.head",
		},
		{
			// meta size is only compared after the walk: the entries are
			// the source of truth. 36 has as many compact-range hashes as
			// 40, so the file still loads.
			name: "meta size changed",
			tamper: func(tx *bolt.Tx) error {
				return tx.Bucket(bucketMeta).Put(metaSize, u64(36))
			},
			index: -1, check: "meta.size",
		},
		{
			name: "meta range changed",
			tamper: func(tx *bolt.Tx) error {
				m := tx.Bucket(bucketMeta)
				return m.Put(metaRange, flipLastByte(m.Get(metaRange)))
			},
			index: -1, check: "meta.range",
		},
		{
			name: "unknown meta key",
			tamper: func(tx *bolt.Tx) error {
				return tx.Bucket(bucketMeta).Put([]byte("note"), []byte("hello"))
			},
			index: -1, check: "meta",
		},
		{
			// The file names another key of the same origin. An auditor
			// who pins the real key sees every checkpoint verify and then
			// the mismatch; one who trusts the file sees the checkpoints
			// fail under the key the file names.
			name: "meta verifier replaced, auditor pins the real key",
			tamper: func(tx *bolt.Tx) error {
				return tx.Bucket(bucketMeta).Put(metaVerifier, []byte(otherKey.VerifierKey))
			},
			opts:  VerifyOptions{CheckpointVerifier: pinned},
			index: -1, check: "meta.verifier",
		},
		{
			name: "meta verifier replaced, key taken from the file",
			tamper: func(tx *bolt.Tx) error {
				return tx.Bucket(bucketMeta).Put(metaVerifier, []byte(otherKey.VerifierKey))
			},
			index: 7, check: "checkpoint.signature",
		},
		{
			name: "meta verifier of another origin",
			tamper: func(tx *bolt.Tx) error {
				return tx.Bucket(bucketMeta).Put(metaVerifier, []byte(otherOrigin.VerifierKey))
			},
			index: -1, check: "meta.origin",
		},
		{
			// Signed by the real key at size 41, then entry 40 removed.
			name: "extra checkpoint beyond the end",
			tamper: func(tx *bolt.Tx) error {
				msg, err := signCheckpoint(chainformat.Checkpoint{Origin: tamperOrig, Size: 41}, f.key.Signer)
				if err != nil {
					return err
				}
				return tx.Bucket(bucketCheckpoints).Put(u64(41), msg)
			},
			index: 40, check: "checkpoint.beyond-end",
		},
		{
			name: "checkpoint 8 copied under key 16",
			tamper: func(tx *bolt.Tx) error {
				b := tx.Bucket(bucketCheckpoints)
				return b.Put(u64(16), bytes.Clone(b.Get(u64(8))))
			},
			index: 15, check: "checkpoint.size",
		},
		{
			name: "checkpoint 32 re-signed with the right root but a wrong head",
			tamper: func(tx *bolt.Tx) error {
				b := tx.Bucket(bucketCheckpoints)
				ck, err := chainformat.OpenCheckpoint(b.Get(u64(32)), pinned)
				if err != nil {
					return err
				}
				ck.Head[0] ^= 1
				msg, err := signCheckpoint(ck, f.key.Signer)
				if err != nil {
					return err
				}
				return b.Put(u64(32), msg)
			},
			index: 31, check: "checkpoint.head",
		},
		{
			name: "checkpoint 24 signature byte edited",
			tamper: func(tx *bolt.Tx) error {
				b := tx.Bucket(bucketCheckpoints)
				msg := bytes.Clone(b.Get(u64(24)))
				i := bytes.LastIndex(msg, []byte(" ")) + 8 // inside the base64 signature
				msg[i] ^= 'A' ^ 'B'
				if msg[i] == '\n' || msg[i] == ' ' {
					return errors.New("bad signature position")
				}
				return b.Put(u64(24), msg)
			},
			index: 23, check: "checkpoint.signature",
		},
		{
			// A checkpoint key that is not 8 bytes. Before the fix in
			// chain.go/verify.go this made OpenReadOnly and Verify panic.
			name: "malformed checkpoint key",
			tamper: func(tx *bolt.Tx) error {
				b := tx.Bucket(bucketCheckpoints)
				return b.Put([]byte{0, 0, 0, 0, 0, 0, 0, 16, 0}, bytes.Clone(b.Get(u64(16))))
			},
			index: 15, check: "checkpoint.key",
		},
		{
			name: "malformed checkpoint key sorting last",
			tamper: func(tx *bolt.Tx) error {
				return tx.Bucket(bucketCheckpoints).Put([]byte{0xff}, []byte("x"))
			},
			index: 39, check: "checkpoint.key",
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			path := copyFile(t, f.path, t.TempDir())
			tamperFile(t, path, tc.tamper)
			// The same first fault whether the whole chain is one batch
			// of the parallel pass or the fault lies a few batches in.
			// VerifyFile (the pages checked in the same walk, the same
			// pool) reports it too.
			for _, bs := range []batchSizes{{1024, 32}, {3, 2}, {1, 1}} {
				setBatchSizes(t, bs)
				_, err := Verify(path, tc.opts)
				ve := wantFault(t, err, tc.index, tc.check)
				t.Logf("batch %v: %v", bs, ve)
				if bs.batch != 3 {
					continue
				}
				if _, ferr := VerifyFile(path, tc.opts); ferr == nil || ferr.Error() != err.Error() {
					t.Fatalf("VerifyFile: %v\nVerify: %v", ferr, err)
				}
			}
		})
	}
}

type batchSizes struct{ batch, chunk int }

// setBatchSizes sets the parallel pass's batch and job sizes for the
// rest of the test. Tests that call it must not run in parallel.
func setBatchSizes(t *testing.T, bs batchSizes) {
	t.Helper()
	ob, oc := verifyBatch, prepareChunk
	verifyBatch, prepareChunk = bs.batch, bs.chunk
	t.Cleanup(func() { verifyBatch, prepareChunk = ob, oc })
}

// truncateChain removes entries [n, len) consistently, as an attacker
// without the checkpoint key can: entries, links, ids, nodes and meta are
// rebuilt for the shorter chain and the checkpoints beyond n are deleted.
func truncateChain(tx *bolt.Tx, recs []chainformat.Record, n int) error {
	if err := forge(tx, recs[:n], true); err != nil {
		return err
	}
	b := tx.Bucket(bucketCheckpoints)
	var drop [][]byte
	if err := b.ForEach(func(k, _ []byte) error {
		if be64(k) > uint64(n) {
			drop = append(drop, bytes.Clone(k))
		}
		return nil
	}); err != nil {
		return err
	}
	for _, k := range drop {
		if err := b.Delete(k); err != nil {
			return err
		}
	}
	return nil
}

// TestVerifyLimitations pins down what Verify cannot see from the file
// alone, and why an auditor keeps checkpoints (docs/FORMAT.md §7).
func TestVerifyLimitations(t *testing.T) {
	f := newTamperFixture(t)
	pinned := testVerifier(t, f.key)

	t.Run("consistent truncation without an older checkpoint passes", func(t *testing.T) {
		path := copyFile(t, f.path, t.TempDir())
		tamperFile(t, path, func(tx *bolt.Tx) error { return truncateChain(tx, f.recs, 30) })
		// Even with the pinned key: the checkpoints at 8, 16 and 24 are
		// genuine, and nothing in the file says there were 40 entries.
		rep, err := Verify(path, VerifyOptions{CheckpointVerifier: pinned, Events: newTestTrust(f.requester)})
		if err != nil {
			t.Fatalf("consistent truncation should pass without an older checkpoint: %v", err)
		}
		if rep.Entries != 30 || rep.LatestCheckpoint != 24 {
			t.Fatalf("report %+v", rep)
		}
		// An auditor checkpoint at or below the new end proves nothing
		// missing either: the truncated chain does extend it.
		path2 := copyFile(t, f.path, t.TempDir())
		c, err := OpenReadOnly(path2)
		if err != nil {
			t.Fatal(err)
		}
		ck24, err := c.CheckpointAt(24)
		c.Close()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Verify(path, VerifyOptions{CheckpointVerifier: pinned, Older: ck24}); err != nil {
			t.Fatalf("truncation past an older checkpoint of 24: %v", err)
		}
		// Only a checkpoint from beyond the cut reveals it.
		_, err = Verify(path, VerifyOptions{CheckpointVerifier: pinned, Older: f.latest})
		wantFault(t, err, 30, "older-checkpoint.truncated")
	})

	t.Run("a removed stored checkpoint is detected", func(t *testing.T) {
		// Checkpoints are required at every multiple of the signed
		// interval and after every seal, so the set that must exist is
		// re-derived from the leaves.
		path := copyFile(t, f.path, t.TempDir())
		tamperFile(t, path, func(tx *bolt.Tx) error { return tx.Bucket(bucketCheckpoints).Delete(u64(16)) })
		_, err := Verify(path, VerifyOptions{})
		wantFault(t, err, 15, "checkpoint.missing")
	})
	t.Run("a changed interval is detected", func(t *testing.T) {
		path := copyFile(t, f.path, t.TempDir())
		tamperFile(t, path, func(tx *bolt.Tx) error {
			if err := tx.Bucket(bucketCheckpoints).Delete(u64(16)); err != nil {
				return err
			}
			return tx.Bucket(bucketMeta).Put(metaInterval, u64(1000))
		})
		_, err := Verify(path, VerifyOptions{})
		wantFault(t, err, 7, "checkpoint.interval")
	})
}

// TestTamperRewriteUnderNewKey rebuilds the whole chain, with one edited
// body, under a fresh checkpoint key of the same origin: internally it is
// perfectly consistent.
func TestTamperRewriteUnderNewKey(t *testing.T) {
	f := newTamperFixture(t)
	recs := cloneRecords(f.recs)
	recs[17].Event.Body = flipLastByte(recs[17].Event.Body)
	path := filepath.Join(t.TempDir(), "ledger.db")
	sizes, _ := buildChain(t, path, testKey(t, tamperOrig), tamperEvery, recs)

	// The forged file verifies against itself.
	if _, err := Verify(path, VerifyOptions{}); err != nil {
		t.Fatalf("self-consistent rewrite: %v", err)
	}
	t.Run("pinned verifier", func(t *testing.T) {
		_, err := Verify(path, VerifyOptions{CheckpointVerifier: testVerifier(t, f.key)})
		wantFault(t, err, int64(sizes[0])-1, "checkpoint.signature")
	})
	t.Run("older checkpoint", func(t *testing.T) {
		_, err := Verify(path, VerifyOptions{Older: f.latest})
		wantFault(t, err, tamperN-1, "older-checkpoint.signature")
	})
	t.Run("older checkpoint and pinned verifier", func(t *testing.T) {
		// The auditor's checkpoint verifies under the pinned key; the
		// first stored one does not.
		_, err := Verify(path, VerifyOptions{Older: f.latest, CheckpointVerifier: testVerifier(t, f.key)})
		wantFault(t, err, int64(sizes[0])-1, "checkpoint.signature")
	})
}

// TestTamperRoleSignature appends an event whose signature is valid but
// made by the W1 key on a requester subject.
func TestTamperRoleSignature(t *testing.T) {
	f := newTamperFixture(t)
	const bad = 21
	recs := cloneRecords(f.recs)
	subj := recs[bad].Event.Subject
	if s, err := events.ParseSubject(subj); err != nil || s.Role != events.RoleRequester {
		t.Fatalf("subject %q: %v", subj, err)
	}
	recs[bad].Event = f.w1.Sign(subj, recs[bad].Event.ID, recs[bad].Event.Body)
	path := filepath.Join(t.TempDir(), "ledger.db")
	buildChain(t, path, f.key, tamperEvery, recs)

	// Structurally the chain is sound.
	if _, err := Verify(path, VerifyOptions{CheckpointVerifier: testVerifier(t, f.key)}); err != nil {
		t.Fatal(err)
	}
	_, err := Verify(path, VerifyOptions{Events: newTestTrust(f.requester, f.w1)})
	ve := wantFault(t, err, bad, "signature")
	if ve.Actual != "key "+f.w1.KeyID() {
		t.Fatalf("fault names %q, want the W1 key", ve.Actual)
	}
	// A signer unknown to the trust file fails at the same place.
	_, err = Verify(path, VerifyOptions{Events: newTestTrust(f.requester)})
	ve = wantFault(t, err, bad, "signature")
	if !strings.Contains(ve.Detail, "unknown signing key") {
		t.Fatalf("detail %q", ve.Detail)
	}
}

// TestTamperMetaMalformed: meta values too malformed to load (a head that
// is not 32 bytes, a size that is not 8) are verification faults of
// Verify(path), which trusts nothing in meta, not "could not read" errors.
func TestTamperMetaMalformed(t *testing.T) {
	f := newTamperFixture(t)
	for _, tc := range []struct {
		name   string
		check  string
		tamper func(tx *bolt.Tx) error
	}{
		{"size of 39 (range of the wrong length)", "meta.size", func(tx *bolt.Tx) error { return tx.Bucket(bucketMeta).Put(metaSize, u64(39)) }},
		{"head of 31 bytes", "meta.head", func(tx *bolt.Tx) error { return tx.Bucket(bucketMeta).Put(metaHead, make([]byte, 31)) }},
		{"size of 7 bytes", "meta.size", func(tx *bolt.Tx) error { return tx.Bucket(bucketMeta).Put(metaSize, make([]byte, 7)) }},
		{"range of 33 bytes", "meta.range", func(tx *bolt.Tx) error { return tx.Bucket(bucketMeta).Put(metaRange, make([]byte, 33)) }},
		{"interval of 0", "meta.interval", func(tx *bolt.Tx) error { return tx.Bucket(bucketMeta).Put(metaInterval, u64(0)) }},
		{"format marker changed", "meta.format", func(tx *bolt.Tx) error {
			return tx.Bucket(bucketMeta).Put(metaFormat, []byte("tribunal-chain/v0"))
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := copyFile(t, f.path, t.TempDir())
			tamperFile(t, path, tc.tamper)
			_, err := Verify(path, VerifyOptions{})
			wantFault(t, err, -1, tc.check)
			if _, err := OpenReadOnly(path); !errors.Is(err, ErrFormat) {
				t.Fatalf("OpenReadOnly: got %v, want ErrFormat", err)
			}
		})
	}
}
