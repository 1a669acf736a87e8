package hashchain

import (
	"crypto/ed25519"
	"crypto/rand"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/transparency-dev/merkle/compact"
	"github.com/transparency-dev/merkle/rfc6962"
	bolt "go.etcd.io/bbolt"
	"golang.org/x/mod/sumdb/note"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/testfs"
)

// testKey returns a fresh checkpoint key for origin.
func testKey(t testing.TB, origin string) *chainformat.CheckpointKey {
	t.Helper()
	skey, _, err := note.GenerateKey(rand.Reader, origin)
	if err != nil {
		t.Fatal(err)
	}
	k, err := chainformat.ParseCheckpointKey(skey)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// testSigner returns a signer for role with a fresh key.
func testSigner(t testing.TB, role events.Role) *events.Signer {
	t.Helper()
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	return events.NewSigner(role, priv)
}

// testRecords returns n signed records with stream sequences from 1.
func testRecords(t testing.TB, s *events.Signer, from, n int) []chainformat.Record {
	t.Helper()
	out := make([]chainformat.Record, n)
	for i := range out {
		seq := from + i
		subj, err := events.SubjectFor(events.RoleRequester, events.KindRequest, fmt.Sprintf("req-%d", seq))
		if err != nil {
			t.Fatal(err)
		}
		body := []byte(fmt.Sprintf(`{"schema":"request.opened.v1","request_id":"req-%d","n":%d}`, seq, seq))
		out[i] = chainformat.Record{Seq: uint64(seq), Time: int64(1_700_000_000_000_000_000 + seq), Event: s.Sign(subj, fmt.Sprintf("evt-%d", seq), body)}
	}
	return out
}

// testVerifier returns the note verifier of key.
func testVerifier(t testing.TB, key *chainformat.CheckpointKey) note.Verifier {
	t.Helper()
	v, err := note.NewVerifier(key.VerifierKey)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// testTrust is an EventVerifier built from known signers: key id -> role.
type testTrust map[string]*events.Signer

func newTestTrust(signers ...*events.Signer) testTrust {
	tr := testTrust{}
	for _, s := range signers {
		tr[s.KeyID()] = s
	}
	return tr
}

func (tr testTrust) VerifyEvent(e *events.Event) (events.Role, error) {
	s, ok := tr[e.KeyID]
	if !ok {
		return "", fmt.Errorf("%w: %s", events.ErrUnknownKey, e.KeyID)
	}
	if err := e.VerifySignature(s.Public()); err != nil {
		return "", err
	}
	return s.Role, nil
}

// buildChain creates a chain file at path from recs, one Append (one
// commit) per record, and closes it. It returns the stored checkpoint
// sizes and the newest checkpoint note.
func buildChain(t testing.TB, path string, key *chainformat.CheckpointKey, every uint64, recs []chainformat.Record) ([]uint64, []byte) {
	t.Helper()
	c, err := Open(path, Options{Key: key, CheckpointEvery: every, NoSync: true})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	for i := range recs {
		if _, err := c.Append(recs[i : i+1]); err != nil {
			t.Fatal(err)
		}
	}
	sizes, err := c.CheckpointSizes()
	if err != nil {
		t.Fatal(err)
	}
	latest, err := c.LatestCheckpoint()
	if err != nil {
		t.Fatal(err)
	}
	return sizes, latest
}

// copyFile copies the chain file src to a new file in dir.
func copyFile(t testing.TB, src, dir string) string {
	t.Helper()
	dst := filepath.Join(dir, filepath.Base(src))
	testfs.CopyFile(t, src, dst, 0o600)
	return dst
}

// tamperFile opens the raw bbolt file, bypassing this package, and runs fn
// in one read-write transaction.
func tamperFile(t testing.TB, path string, fn func(tx *bolt.Tx) error) {
	t.Helper()
	db, err := bolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.Update(fn); err != nil {
		t.Fatalf("tamper: %v", err)
	}
}

// forge rewrites the chain buckets from recs the way an attacker without
// the checkpoint key would: every leaf is re-encoded with a correct prev
// chain, and entries, links and ids are rebuilt to match. With derived, the
// nodes bucket and meta size/head/range are rebuilt from the new leaves as
// well, so that only the signed checkpoints are left to catch the edit.
// Checkpoints are never touched.
func forge(tx *bolt.Tx, recs []chainformat.Record, derived bool) error {
	names := [][]byte{bucketEntries, bucketLinks, bucketIDs}
	if derived {
		names = append(names, bucketNodes)
	}
	for _, name := range names {
		if err := tx.DeleteBucket(name); err != nil {
			return err
		}
		if _, err := tx.CreateBucket(name); err != nil {
			return err
		}
	}
	entries, links, ids, nodes := tx.Bucket(bucketEntries), tx.Bucket(bucketLinks), tx.Bucket(bucketIDs), tx.Bucket(bucketNodes)
	rng := (&compact.RangeFactory{Hash: rfc6962.DefaultHasher.HashChildren}).NewEmptyRange(0)
	var (
		head   [32]byte
		putErr error
	)
	for i := range recs {
		leaf, err := chainformat.EncodeLeaf(uint64(i), head, &recs[i])
		if err != nil {
			return err
		}
		link := chainformat.Link(head, leaf)
		key := u64(uint64(i))
		putErr = errors.Join(entries.Put(key, leaf), links.Put(key, link[:]), ids.Put([]byte(recs[i].Event.ID), key))
		if putErr != nil {
			return putErr
		}
		if derived {
			err := rng.Append(rfc6962.DefaultHasher.HashLeaf(leaf), func(id compact.NodeID, h []byte) {
				putErr = errors.Join(putErr, nodes.Put(nodeKey(id), h))
			})
			if err = errors.Join(err, putErr); err != nil {
				return err
			}
		}
		head = link
	}
	if !derived {
		return nil
	}
	m := tx.Bucket(bucketMeta)
	return errors.Join(m.Put(metaSize, u64(uint64(len(recs)))), m.Put(metaHead, head[:]), m.Put(metaRange, joinHashes(rng.Hashes())))
}

// wantFault asserts that err is a verification failure at index with check.
func wantFault(t testing.TB, err error, index int64, check string) *chainformat.VerifyError {
	t.Helper()
	if err == nil {
		t.Fatalf("Verify passed; want %s at %d", check, index)
	}
	if !errors.Is(err, chainformat.ErrTampered) {
		t.Fatalf("error %v does not wrap chainformat.ErrTampered", err)
	}
	var ve *chainformat.VerifyError
	if !errors.As(err, &ve) {
		t.Fatalf("error %v is not a *chainformat.VerifyError", err)
	}
	if ve.Index != index || ve.Check != check {
		t.Fatalf("got fault %q at %d, want %q at %d\n%v", ve.Check, ve.Index, check, index, err)
	}
	return ve
}

// cloneRecords deep-copies recs so that a test can edit bodies.
func cloneRecords(recs []chainformat.Record) []chainformat.Record {
	out := make([]chainformat.Record, len(recs))
	for i, r := range recs {
		r.Event.Body = append([]byte(nil), r.Event.Body...)
		out[i] = r
	}
	return out
}

// damagedChain writes data, cut to cut bytes (when 0 <= cut < len) and
// with byte at XORed by b (when 0 <= at < len, on a copy), to a file of
// t's own: the file every fuzz target of a chain file's pages reads.
// An empty result is written too.
func damagedChain(t *testing.T, data []byte, cut, at int, b byte) (string, []byte) {
	t.Helper()
	if cut >= 0 && cut < len(data) {
		data = data[:cut]
	}
	if at >= 0 && at < len(data) {
		data = append([]byte(nil), data...)
		data[at] ^= b
	}
	p := filepath.Join(t.TempDir(), "c.db")
	if err := os.WriteFile(p, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return p, data
}
