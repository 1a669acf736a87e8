package hashchain

import (
	"bytes"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"os"
	"runtime"
	"strings"

	"github.com/transparency-dev/merkle/compact"
	"github.com/transparency-dev/merkle/proof"
	bolt "go.etcd.io/bbolt"
	"golang.org/x/mod/sumdb/note"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/keys"
)

// EventVerifier checks an event's signature and names the signer's role.
// keys.Trust implements it from an auditor's trust file. Verify calls it
// from several goroutines at once.
type EventVerifier interface {
	VerifyEvent(e *events.Event) (events.Role, error)
}

// EventsVerifier is an EventVerifier that also checks many events at once:
// VerifyEvents sets roles[i], errs[i] to what VerifyEvent(es[i]) would
// return. keys.Trust implements it (sharing work between signatures, not
// combining them); Verify uses it for each chunk of entries when present,
// with sums[i] = events.BodyHash(es[i].Body), which Verify computes from
// the entry's own bytes and hands to the Prepare and Entry hooks too
// (chainformat.Entry.BodyHash): each body is hashed once.
type EventsVerifier interface {
	EventVerifier
	VerifyEvents(es []*events.Event, sums [][32]byte, roles []events.Role, errs []error)
}

// VerifyOptions say what the auditor brings from outside the file.
type VerifyOptions struct {
	// Events, when set, checks every entry's signature and that the
	// signer's role may publish on the entry's subject.
	Events EventVerifier
	// CheckpointVerifier pins the ledger's checkpoint key. Nil means the
	// key recorded in the file, which proves consistency, not authorship.
	CheckpointVerifier note.Verifier
	// Older is a signed checkpoint the auditor kept from earlier. Verify
	// proves the current tree extends it.
	Older []byte
	// StreamOrder checks that the entries' stream sequences follow the
	// stream (leaf.seq): they never decrease, and an entry repeats its
	// predecessor's only when it is a ledger event derived from that
	// message. Every chain ledgerd serve writes does; ledgerd verify
	// always sets it. (The package itself appends in any order.)
	StreamOrder bool
	// Prepare, when set, is called for every entry that decodes, from
	// several goroutines at once and in no particular order, before the
	// entry's checks; what it returns is the entry's Prepared when Entry
	// sees it. It is where work that does not depend on the entries
	// before (decoding bodies for the fold) runs on every core. The entry
	// aliases the read transaction, as in Entry.
	Prepare func(*chainformat.Entry) any
	// Entry, when set, is called for every entry in index order, once the
	// entry has passed its own checks, in the same pass over the file:
	// state folded from the chain (internal/govern) is re-derived without
	// reading the chain a second time. The entry's byte slices alias the
	// read transaction: they stay valid and unchanged until Verify
	// returns, not after (its strings are copies). An error stops Verify
	// and is returned as it is.
	Entry func(chainformat.Entry) error
}

// Report summarises a successful verification.
type Report struct {
	Entries          uint64   `json:"entries"`
	LeafBytes        uint64   `json:"leaf_bytes"`
	Head             string   `json:"head"` // hex link(last)
	Root             string   `json:"root"` // hex RFC 6962 root
	Origin           string   `json:"origin"`
	Checkpoints      int      `json:"checkpoints"`
	LatestCheckpoint uint64   `json:"latest_checkpoint_size"`
	KeyPinned        bool     `json:"checkpoint_key_pinned"`
	SignaturesOK     bool     `json:"event_signatures_checked"`
	Older            *uint64  `json:"older_checkpoint_size,omitempty"`
	MerkleNodes      uint64   `json:"merkle_nodes"`
	Buckets          []string `json:"buckets"`
}

// Verify opens path read-only and verifies it. Unlike OpenReadOnly it
// trusts nothing in meta, so a damaged meta bucket is reported as a
// verification fault, not as an unreadable file.
func Verify(path string, opts VerifyOptions) (*Report, error) {
	if _, err := os.Stat(path); err != nil {
		return nil, fmt.Errorf("hashchain: %w", err)
	}
	db, err := bolt.Open(path, 0o400, &bolt.Options{ReadOnly: true, Timeout: lockTimeout})
	if err != nil {
		return nil, openError(path, err)
	}
	defer db.Close()
	var rep *Report
	err = db.View(func(tx *bolt.Tx) error {
		rep, err = verifyTx(tx, opts)
		return err
	})
	return rep, err
}

func fault(index int64, check, expected, actual, detail string) error {
	return &chainformat.VerifyError{Index: index, Check: check, Expected: expected, Actual: actual, Detail: detail}
}

// Verify replays the whole file from its leaves: every link, every Merkle
// node, every index key, every checkpoint signature and root, and the meta
// state, and reports the first fault. Nothing in the file is trusted that
// has not been recomputed from the leaves.
func (c *Chain) Verify(opts VerifyOptions) (*Report, error) {
	var rep *Report
	err := c.db.View(func(tx *bolt.Tx) error {
		var err error
		rep, err = verifyTx(tx, opts)
		return err
	})
	return rep, err
}

type verifier struct {
	interval uint64
	opts     VerifyOptions
	tx       *bolt.Tx
	ckv      note.Verifier
	rep      *Report
	older    *chainformat.Checkpoint
}

func verifyTx(tx *bolt.Tx, opts VerifyOptions) (*Report, error) {
	v := &verifier{opts: opts, tx: tx, rep: &Report{}}
	if err := v.buckets(); err != nil {
		return nil, err
	}
	if err := v.meta(); err != nil {
		return nil, err
	}
	if err := v.olderCheckpoint(); err != nil {
		return nil, err
	}
	if err := v.walk(); err != nil {
		return nil, err
	}
	return v.rep, nil
}

// buckets checks that the file holds exactly the known buckets.
func (v *verifier) buckets() error {
	known := map[string]bool{}
	for _, b := range allBuckets {
		known[string(b)] = false
	}
	err := v.tx.ForEach(func(name []byte, _ *bolt.Bucket) error {
		seen, ok := known[string(name)]
		if !ok {
			return fault(-1, "bucket", "none", fmt.Sprintf("%q", name), "unknown bucket")
		}
		if seen {
			return fault(-1, "bucket", "one", "two", fmt.Sprintf("bucket %q twice", name))
		}
		known[string(name)] = true
		v.rep.Buckets = append(v.rep.Buckets, string(name))
		return nil
	})
	if err != nil {
		return err
	}
	for _, b := range allBuckets {
		if !known[string(b)] {
			return fault(-1, "bucket", fmt.Sprintf("%q", b), "missing", "required bucket missing")
		}
		if err := v.tx.Bucket(b).ForEachBucket(func(k []byte) error {
			return fault(-1, "bucket", "no nested buckets", fmt.Sprintf("%q/%q", b, k), "nested bucket")
		}); err != nil {
			return err
		}
	}
	return nil
}

func (v *verifier) meta() error {
	m := v.tx.Bucket(bucketMeta)
	err := m.ForEach(func(k, _ []byte) error {
		for _, want := range allMeta {
			if bytes.Equal(k, want) {
				return nil
			}
		}
		return fault(-1, "meta", "known keys", fmt.Sprintf("%q", k), "unknown meta key")
	})
	if err != nil {
		return err
	}
	if got := string(m.Get(metaFormat)); got != FormatID {
		return fault(-1, "meta.format", FormatID, fmt.Sprintf("%q", got), "")
	}
	origin := string(m.Get(metaOrigin))
	v.rep.Origin = origin
	fileKey, err := keys.NoteVerifier(string(m.Get(metaVerifier)))
	if err != nil {
		return fault(-1, "meta.verifier", "a note verifier key", fmt.Sprintf("%q", m.Get(metaVerifier)), err.Error())
	}
	if fileKey.Name() != origin {
		return fault(-1, "meta.origin", fileKey.Name(), origin, "origin differs from the verifier key's name")
	}
	iv := m.Get(metaInterval)
	if len(iv) != 8 || binary.BigEndian.Uint64(iv) == 0 {
		return fault(-1, "meta.interval", "a u64 > 0", hex.EncodeToString(iv), "")
	}
	v.interval = binary.BigEndian.Uint64(iv)
	v.ckv = fileKey
	if p := v.opts.CheckpointVerifier; p != nil {
		v.ckv = p
		v.rep.KeyPinned = true
	}
	return nil
}

// olderCheckpoint parses the auditor's checkpoint. Its signature must be
// by the pinned key, or by the key the file names: a file that names a key
// other than the one that signed the auditor's checkpoint has been
// rewritten under new keys.
func (v *verifier) olderCheckpoint() error {
	if v.opts.Older == nil {
		return nil
	}
	ck, err := chainformat.OpenCheckpoint(v.opts.Older, v.ckv)
	if err != nil {
		idx := int64(-1)
		if text, ok := unverifiedText(v.opts.Older); ok {
			if c, perr := chainformat.ParseCheckpointText(text); perr == nil {
				idx = int64(c.Size) - 1
			}
		}
		return fault(idx, "older-checkpoint.signature", "signed by "+v.ckv.Name()+" key "+fmt.Sprintf("%08x", v.ckv.KeyHash()), "not", err.Error())
	}
	v.older = &ck
	s := ck.Size
	v.rep.Older = &s
	return nil
}

// unverifiedText returns a note's text without checking signatures, only
// to locate the fault in an error.
func unverifiedText(msg []byte) (string, bool) {
	i := bytes.Index(msg, []byte("\n\n"))
	if i < 0 {
		return "", false
	}
	return string(msg[:i+1]), true
}

func (v *verifier) walk() error {
	var (
		entries = v.tx.Bucket(bucketEntries)
		links   = v.tx.Bucket(bucketLinks)
		ids     = v.tx.Bucket(bucketIDs)
		nodes   = v.tx.Bucket(bucketNodes)
		rng     = rangeFactory.NewEmptyRange(0)
		prev    [32]byte
		prevSeq uint64
		lastSub string
		i       uint64
		nodeN   uint64
		nodeErr error
		nodeIdx int64 // the entry whose leaf hash is being appended
	)
	// The work of each entry that does not depend on the ones before it
	// (decode, link, leaf hash, signature, the Prepare hook) and every
	// checkpoint's signature run on every core (pool); this goroutine
	// reads the file and runs the checks that do, in order, so the first
	// fault is still the one reported.
	pool := newPool(v.opts)
	cks := newCheckpoints(v.tx.Bucket(bucketCheckpoints), v.ckv)
	defer pool.close()
	cks.queue(pool, 0)

	// checkpointsAt verifies every stored checkpoint for tree size n.
	checkpointsAt := func(n uint64) error {
		stored := false
		for ; cks.next < len(cks.items); cks.next++ {
			c := &cks.items[cks.next]
			if len(c.key) != 8 {
				return fault(int64(n)-1, "checkpoint.key", fmt.Sprintf("size %d", n), hex.EncodeToString(c.key), "checkpoint key is not a u64")
			}
			size := binary.BigEndian.Uint64(c.key)
			if size > n {
				break
			}
			if size < n {
				return fault(int64(n)-1, "checkpoint.key", fmt.Sprintf("size %d", n), hex.EncodeToString(c.key), "checkpoint keys out of order")
			}
			<-c.done
			if c.err != nil {
				return fault(int64(n)-1, "checkpoint.signature", "signed by "+v.ckv.Name(), "not", c.err.Error())
			}
			ck := &c.ck
			root, _ := rootOf(rng)
			switch {
			case ck.Size != n:
				return fault(int64(n)-1, "checkpoint.size", fmt.Sprint(n), fmt.Sprint(ck.Size), "checkpoint stored under the wrong size")
			case ck.Root != root:
				return fault(int64(n)-1, "checkpoint.root", hex.EncodeToString(root[:]), hex.EncodeToString(ck.Root[:]), "")
			case ck.Head != prev:
				return fault(int64(n)-1, "checkpoint.head", hex.EncodeToString(prev[:]), hex.EncodeToString(ck.Head[:]), "")
			case ck.Interval != v.interval:
				return fault(int64(n)-1, "checkpoint.interval", fmt.Sprint(v.interval), fmt.Sprint(ck.Interval), "the signed interval differs from the file's")
			}
			stored = true
			v.rep.Checkpoints++
			v.rep.LatestCheckpoint = n
		}
		if !stored && checkpointRequired(n, v.interval, lastSub) {
			return fault(int64(n)-1, "checkpoint.missing", fmt.Sprintf("a checkpoint at size %d", n), "none", "required every "+fmt.Sprint(v.interval)+" entries and after every seal")
		}
		if v.older != nil && v.older.Size == n {
			root, _ := rootOf(rng)
			if v.older.Root != root {
				return fault(int64(n)-1, "older-checkpoint.root", hex.EncodeToString(v.older.Root[:]), hex.EncodeToString(root[:]), "the tree the auditor saw has been rewritten")
			}
			if v.older.Head != prev {
				return fault(int64(n)-1, "older-checkpoint.head", hex.EncodeToString(v.older.Head[:]), hex.EncodeToString(prev[:]), "")
			}
		}
		return nil
	}
	if err := checkpointsAt(0); err != nil {
		return err
	}

	// Links and Merkle nodes are stored in entry order, the nodes of each
	// level in index order: they are read with cursors in step with the
	// entries (one per level) instead of a B+tree search each.
	linkCur := links.Cursor()
	lk, lv := linkCur.First()
	nodeCur := newLevelCursors(nodes)
	visit := func(id compact.NodeID, h []byte) {
		nodeN++
		got := nodeCur.get(id)
		if nodeErr == nil && !bytes.Equal(got, h) {
			nodeErr = fault(nodeIdx, "merkle.node", hex.EncodeToString(h), hex.EncodeToString(got), fmt.Sprintf("level %d index %d", id.Level, id.Index))
		}
	}

	// Two batches are in flight: the pool prepares the next while this
	// goroutine checks the current one.
	cur := entries.Cursor()
	k, leaf := cur.First()
	var read uint64 // entries read so far; the ordered pass is at i
	var touched byte
	defer runtime.KeepAlive(&touched) // readBatch's reads are the point: keep them
	readBatch := func() *batch {
		if k == nil {
			return nil
		}
		b := &batch{items: make([]prepared, 0, verifyBatch)}
		for ; k != nil && len(b.items) < verifyBatch; k, leaf = cur.Next() {
			// Read here first, not in the pool: under VerifyFile this
			// goroutine's faults are panics (ErrDamaged), the pool's
			// would kill the process.
			touched ^= touch(k) ^ touch(leaf)
			b.items = append(b.items, prepared{key: k, leaf: leaf})
		}
		read += uint64(len(b.items))
		pool.prepare(b, cks, read)
		return b
	}
	next := readBatch()
	defer func() {
		if next != nil {
			next.wait() // its leaves alias the read transaction
		}
	}()
	for next != nil {
		b := next
		next = readBatch()
		b.wait()
		for bi := range b.items {
			p := &b.items[bi]
			idx := int64(i)
			if !bytes.Equal(p.key, u64(i)) {
				return fault(idx, "entries.key", hex.EncodeToString(u64(i)), hex.EncodeToString(p.key), "entry missing or out of sequence")
			}
			if p.decErr != nil {
				return fault(idx, "leaf", "a well-formed leaf", "malformed", p.decErr.Error())
			}
			e := &p.entry
			if e.Index != i {
				return fault(idx, "leaf.index", fmt.Sprint(i), fmt.Sprint(e.Index), "")
			}
			if e.Prev != prev {
				return fault(idx, "leaf.prev", hex.EncodeToString(prev[:]), hex.EncodeToString(e.Prev[:]), "")
			}
			if i > 0 && v.opts.StreamOrder {
				if err := seqOrder(idx, prevSeq, e); err != nil {
					return err
				}
			}
			if !bytes.Equal(lk, p.key) || !bytes.Equal(lv, p.link[:]) {
				return fault(idx, "link", hex.EncodeToString(p.link[:]), hex.EncodeToString(links.Get(p.key)), "")
			}
			lk, lv = linkCur.Next()
			if got := ids.Get([]byte(e.Event.ID)); !bytes.Equal(got, p.key) {
				return fault(idx, "ids", hex.EncodeToString(p.key), hex.EncodeToString(got), fmt.Sprintf("event id %q", e.Event.ID))
			}
			if p.sigErr != nil {
				return fault(idx, "signature", "a trusted signer allowed on "+e.Event.Subject, "key "+e.Event.KeyID, p.sigErr.Error())
			}
			nodeIdx = idx
			if err := rng.Append(p.leafHash[:], visit); err != nil {
				return fault(idx, "merkle", "", "", err.Error())
			}
			if nodeErr != nil {
				return nodeErr
			}
			if v.opts.Entry != nil {
				if err := v.opts.Entry(*e); err != nil {
					return err
				}
			}
			prev = p.link
			prevSeq = e.Seq
			lastSub = e.Event.Subject
			i++
			v.rep.LeafBytes += uint64(len(p.leaf))
			if err := checkpointsAt(i); err != nil {
				return err
			}
		}
	}
	n := i
	v.rep.Entries = n
	v.rep.Head = hex.EncodeToString(prev[:])
	root, _ := rootOf(rng)
	v.rep.Root = hex.EncodeToString(root[:])
	v.rep.MerkleNodes = nodeN
	v.rep.SignaturesOK = v.opts.Events != nil

	if cks.next < len(cks.items) {
		return fault(int64(n), "checkpoint.beyond-end", fmt.Sprintf("no checkpoint beyond size %d", n), fmt.Sprintf("checkpoint at size %d", binary.BigEndian.Uint64(cks.items[cks.next].key)), "entries after the chain end were removed")
	}
	if v.older != nil {
		if v.older.Size > n {
			return fault(int64(n), "older-checkpoint.truncated", fmt.Sprintf("at least %d entries", v.older.Size), fmt.Sprint(n), "the chain is shorter than a checkpoint the auditor holds")
		}
		if err := v.consistency(v.older, n, root); err != nil {
			return err
		}
	}
	for _, b := range []struct {
		name []byte
		want uint64
	}{{bucketLinks, n}, {bucketIDs, n}, {bucketNodes, nodeN}} {
		if got := uint64(v.tx.Bucket(b.name).Stats().KeyN); got != b.want {
			return fault(-1, string(b.name)+".count", fmt.Sprint(b.want), fmt.Sprint(got), "keys added or removed")
		}
	}
	m := v.tx.Bucket(bucketMeta)
	if got := m.Get(metaSize); !bytes.Equal(got, u64(n)) {
		return fault(-1, "meta.size", hex.EncodeToString(u64(n)), hex.EncodeToString(got), "")
	}
	if got := m.Get(metaHead); !bytes.Equal(got, prev[:]) {
		return fault(-1, "meta.head", hex.EncodeToString(prev[:]), hex.EncodeToString(got), "")
	}
	if want, got := joinHashes(rng.Hashes()), m.Get(metaRange); !bytes.Equal(got, want) {
		return fault(-1, "meta.range", hex.EncodeToString(want), hex.EncodeToString(got), "")
	}
	if v.rep.KeyPinned {
		fileKey, _ := note.NewVerifier(string(m.Get(metaVerifier)))
		if fileKey.Name() != v.ckv.Name() || fileKey.KeyHash() != v.ckv.KeyHash() {
			return fault(-1, "meta.verifier", fmt.Sprintf("%s %08x", v.ckv.Name(), v.ckv.KeyHash()), fmt.Sprintf("%s %08x", fileKey.Name(), fileKey.KeyHash()), "the file names another checkpoint key")
		}
	}
	return nil
}

// ledgerSubjectPrefix starts the subjects of the events the ledger
// appends itself, the only ones that may share their input's stream
// sequence (docs/FORMAT.md §9).
const ledgerSubjectPrefix = events.SubjectPrefix + "." + string(events.RoleLedger) + "."

// seqOrder checks entry e's stream sequence against the previous entry's:
// the stream is consumed in order, so sequences never go back, and an
// entry repeats its predecessor's only when the ledger derived it from
// that message (docs/FORMAT.md §2, §9). A chain re-signed in another order
// fails here even with every signature and checkpoint valid.
func seqOrder(idx int64, prevSeq uint64, e *chainformat.Entry) error {
	switch {
	case e.Seq < prevSeq:
		return fault(idx, "leaf.seq", fmt.Sprintf("> %d", prevSeq), fmt.Sprint(e.Seq), "stream sequences must increase")
	case e.Seq == prevSeq && !strings.HasPrefix(e.Event.Subject, ledgerSubjectPrefix):
		return fault(idx, "leaf.seq", fmt.Sprintf("> %d", prevSeq), fmt.Sprint(e.Seq),
			"only an event the ledger derives shares its input's stream sequence; "+e.Event.Subject+" is not one")
	}
	return nil
}

// consistency proves, from the stored (and by now verified) Merkle nodes,
// that the tree of size n extends the auditor's checkpoint.
func (v *verifier) consistency(older *chainformat.Checkpoint, n uint64, root [32]byte) error {
	nodes, err := proof.Consistency(older.Size, n)
	if err != nil {
		return fault(int64(older.Size)-1, "older-checkpoint.consistency", "", "", err.Error())
	}
	hashes, err := fetchNodes(v.tx, nodes.IDs)
	if err == nil {
		var p [][]byte
		if p, err = nodes.Rehash(hashes, hasher.HashChildren); err == nil {
			err = proof.VerifyConsistency(hasher, older.Size, n, p, older.Root[:], root[:])
		}
	}
	if err != nil && older.Size > 0 {
		return fault(int64(older.Size)-1, "older-checkpoint.consistency", hex.EncodeToString(older.Root[:]), hex.EncodeToString(root[:]), err.Error())
	}
	return nil
}

func checkSigner(ev EventVerifier, e *events.Event) error {
	role, err := ev.VerifyEvent(e)
	return signerRole(e, role, err)
}

// signerRole is checkSigner's verdict on VerifyEvent's answer.
func signerRole(e *events.Event, role events.Role, err error) error {
	if err != nil {
		return err
	}
	s, err := events.ParseSubject(e.Subject)
	if err != nil {
		return err
	}
	if s.Role != role {
		return fmt.Errorf("key %s belongs to role %s, subject %s is role %s's", e.KeyID, role, e.Subject, s.Role)
	}
	return nil
}
