package hashchain

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"

	"github.com/transparency-dev/merkle/compact"
	"github.com/transparency-dev/merkle/rfc6962"
	bolt "go.etcd.io/bbolt"
	"golang.org/x/mod/sumdb/note"

	"github.com/tribunal-dev/tribunal/internal/atomicfile"
	"github.com/tribunal-dev/tribunal/internal/chainformat"
)

// FormatID names the file format in the meta bucket.
const FormatID = "tribunal-chain/v1"

// Bucket names. Verify rejects a file holding any other bucket.
var (
	bucketMeta        = []byte("meta")
	bucketEntries     = []byte("entries")     // u64 index -> leaf bytes
	bucketLinks       = []byte("links")       // u64 index -> link(index)
	bucketIDs         = []byte("ids")         // event id -> u64 index
	bucketNodes       = []byte("nodes")       // u8 level | u64 index -> Merkle node hash
	bucketCheckpoints = []byte("checkpoints") // u64 tree size -> signed note
)

var allBuckets = [][]byte{bucketMeta, bucketEntries, bucketLinks, bucketIDs, bucketNodes, bucketCheckpoints}

// Meta keys.
var (
	metaFormat   = []byte("format")   // FormatID
	metaOrigin   = []byte("origin")   // checkpoint origin line
	metaVerifier = []byte("verifier") // checkpoint verifier key text
	metaSize     = []byte("size")     // u64 number of entries
	metaHead     = []byte("head")     // link(size-1), or 32 zero bytes
	metaRange    = []byte("range")    // compact range [0,size): concatenated 32-byte hashes
	metaInterval = []byte("interval") // u64 checkpoint interval, fixed at creation
	// metaLeaseTerm is the highest hot-standby lease term this ledger has
	// held or seen (leaseterm.go): u64 term | the lease value. Not part
	// of the chain's entries or head.
	metaLeaseTerm = []byte("lease_term")
)

var allMeta = [][]byte{metaFormat, metaOrigin, metaVerifier, metaSize, metaHead, metaRange, metaInterval, metaLeaseTerm}

// Errors of the writer.
var (
	ErrClosed   = errors.New("hashchain: chain is closed")
	ErrReadOnly = errors.New("hashchain: chain is open read-only")
	ErrWrongKey = errors.New("hashchain: checkpoint key does not match the chain")
	ErrFormat   = errors.New("hashchain: not a tribunal chain file")
)

var hasher = rfc6962.DefaultHasher

var rangeFactory = &compact.RangeFactory{Hash: hasher.HashChildren}

// DefaultCheckpointEvery is the default checkpoint interval in entries.
const DefaultCheckpointEvery = 1024

// Options configure a writable chain.
type Options struct {
	// Key signs checkpoints. Its name is the checkpoint origin.
	Key *chainformat.CheckpointKey
	// CheckpointEvery is the checkpoint interval of a new file: a
	// checkpoint is stored at every multiple of it (and after every seal).
	// Zero means DefaultCheckpointEvery. It is fixed when the file is
	// created; an existing file keeps its own.
	CheckpointEvery uint64
	// NoSync skips fsync on commit. Only benchmarks and tests that measure
	// something other than durability may set it.
	NoSync bool
}

// Chain is an open chain file. A writable Chain serialises its appends;
// reads may run concurrently with them.
type Chain struct {
	db       *bolt.DB
	readOnly bool
	opts     Options

	mu       sync.Mutex // serialises appends and guards the fields below
	closed   bool
	size     uint64
	head     [32]byte
	rng      *compact.Range
	interval uint64
	path     string // a writer's file, whose pid file Close removes
}

// Open opens or creates a chain file for writing. A new file records the
// key's origin and verifier; an existing one must match them.
func Open(path string, opts Options) (*Chain, error) {
	if opts.Key == nil {
		return nil, fmt.Errorf("hashchain: Open %s: a checkpoint key is required", path)
	}
	if opts.CheckpointEvery == 0 {
		opts.CheckpointEvery = DefaultCheckpointEvery
	}
	_, statErr := os.Lstat(path)
	db, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: lockTimeout, NoSync: opts.NoSync})
	if err != nil {
		return nil, openError(path, err)
	}
	// A new file's name is durable only once its directory is fsynced:
	// bbolt syncs the file, not the name, and a power cut would take the
	// whole chain with it (POSIX; seen with internal/chaos/lazyfs).
	if errors.Is(statErr, fs.ErrNotExist) && !opts.NoSync {
		if err := atomicfile.SyncDir(filepath.Dir(path)); err != nil {
			db.Close()
			return nil, fmt.Errorf("hashchain: Open %s: syncing its directory: %w", path, err)
		}
	}
	c := &Chain{db: db, opts: opts, path: path}
	err = db.Update(func(tx *bolt.Tx) error {
		for _, name := range allBuckets {
			if _, err := tx.CreateBucketIfNotExists(name); err != nil {
				return err
			}
		}
		m := tx.Bucket(bucketMeta)
		if m.Get(metaFormat) == nil {
			if tx.Bucket(bucketEntries).Stats().KeyN != 0 {
				return fmt.Errorf("%w: entries without a format marker", ErrFormat)
			}
			for k, v := range map[string][]byte{
				string(metaFormat): []byte(FormatID), string(metaOrigin): []byte(opts.Key.Signer.Name()),
				string(metaVerifier): []byte(opts.Key.VerifierKey), string(metaSize): u64(0),
				string(metaHead): make([]byte, 32), string(metaRange): nil,
				string(metaInterval): u64(opts.CheckpointEvery),
			} {
				if err := m.Put([]byte(k), v); err != nil {
					return err
				}
			}
		}
		if string(m.Get(metaVerifier)) != opts.Key.VerifierKey {
			return fmt.Errorf("%w: file has %q", ErrWrongKey, m.Get(metaVerifier))
		}
		return c.load(tx)
	})
	if err != nil {
		db.Close()
		return nil, err
	}
	writePID(path)
	return c, nil
}

// OpenReadOnly opens a chain file for reading, proofs and Verify. It never
// writes, so it is safe on an auditor's copy.
func OpenReadOnly(path string) (*Chain, error) {
	if _, err := os.Stat(path); err != nil {
		return nil, fmt.Errorf("hashchain: %w", err)
	}
	db, err := bolt.Open(path, 0o400, &bolt.Options{ReadOnly: true, Timeout: lockTimeout})
	if err != nil {
		return nil, openError(path, err)
	}
	c := &Chain{db: db, readOnly: true}
	if err := db.View(c.load); err != nil {
		db.Close()
		return nil, err
	}
	return c, nil
}

// load reads the head state from meta. It trusts meta; Verify does not.
func (c *Chain) load(tx *bolt.Tx) error {
	m := tx.Bucket(bucketMeta)
	if m == nil || string(m.Get(metaFormat)) != FormatID {
		return fmt.Errorf("%w: missing or unknown format marker", ErrFormat)
	}
	size, head := m.Get(metaSize), m.Get(metaHead)
	if len(size) != 8 || len(head) != 32 {
		return fmt.Errorf("%w: malformed size or head in meta", ErrFormat)
	}
	c.size = binary.BigEndian.Uint64(size)
	copy(c.head[:], head)
	hashes, err := splitHashes(m.Get(metaRange))
	if err != nil {
		return err
	}
	c.rng, err = rangeFactory.NewRange(0, c.size, hashes)
	if err != nil {
		return fmt.Errorf("%w: compact range: %v", ErrFormat, err)
	}
	iv := m.Get(metaInterval)
	if len(iv) != 8 || binary.BigEndian.Uint64(iv) == 0 {
		return fmt.Errorf("%w: malformed checkpoint interval in meta", ErrFormat)
	}
	c.interval = binary.BigEndian.Uint64(iv)
	return nil
}

// Close closes the file. Appends after Close fail with ErrClosed.
func (c *Chain) Close() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return nil
	}
	c.closed = true
	err := c.db.Close()
	if c.path != "" {
		removePID(c.path)
	}
	return err
}

// Size is the number of entries committed.
func (c *Chain) Size() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.size
}

// Head returns the number of entries and link(size-1).
func (c *Chain) Head() (uint64, [32]byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.size, c.head
}

// Origin returns the checkpoint origin recorded in the file.
func (c *Chain) Origin() (string, error) {
	var o string
	err := c.db.View(func(tx *bolt.Tx) error {
		o = string(tx.Bucket(bucketMeta).Get(metaOrigin))
		return nil
	})
	return o, err
}

// VerifierKey returns the checkpoint verifier key text recorded in the
// file. It is only as trustworthy as the file: auditors pin their own.
func (c *Chain) VerifierKey() (string, error) {
	var v string
	err := c.db.View(func(tx *bolt.Tx) error {
		v = string(tx.Bucket(bucketMeta).Get(metaVerifier))
		return nil
	})
	return v, err
}

// Verifier returns a note verifier for the key recorded in the file.
func (c *Chain) Verifier() (note.Verifier, error) {
	v, err := c.VerifierKey()
	if err != nil {
		return nil, err
	}
	return note.NewVerifier(v)
}

// Entry reads entry i.
func (c *Chain) Entry(i uint64) (chainformat.Entry, error) {
	var e chainformat.Entry
	err := c.db.View(func(tx *bolt.Tx) error {
		leaf := tx.Bucket(bucketEntries).Get(u64(i))
		if leaf == nil {
			return fmt.Errorf("hashchain: no entry %d", i)
		}
		var err error
		e, err = chainformat.DecodeLeaf(append([]byte(nil), leaf...))
		if err != nil {
			return fmt.Errorf("entry %d: %w", i, err)
		}
		copy(e.Link[:], tx.Bucket(bucketLinks).Get(u64(i)))
		return nil
	})
	return e, err
}

// Lookup returns the index of the entry with event id id.
func (c *Chain) Lookup(id string) (uint64, bool, error) {
	var (
		idx uint64
		ok  bool
	)
	err := c.db.View(func(tx *bolt.Tx) error {
		if v := tx.Bucket(bucketIDs).Get([]byte(id)); len(v) == 8 {
			idx, ok = binary.BigEndian.Uint64(v), true
		}
		return nil
	})
	return idx, ok, err
}

// Scan calls fn for entries [from, size) in order, in one read
// transaction. Entries alias the database and are valid only during fn.
func (c *Chain) Scan(from uint64, fn func(chainformat.Entry) error) error {
	return c.db.View(func(tx *bolt.Tx) error {
		cur := tx.Bucket(bucketEntries).Cursor()
		links := tx.Bucket(bucketLinks)
		for k, v := cur.Seek(u64(from)); k != nil; k, v = cur.Next() {
			i := binary.BigEndian.Uint64(k)
			e, err := chainformat.DecodeLeaf(v)
			if err != nil {
				return fmt.Errorf("entry %d: %w", i, err)
			}
			copy(e.Link[:], links.Get(k))
			if err := fn(e); err != nil {
				return err
			}
		}
		return nil
	})
}

func u64(v uint64) []byte { return binary.BigEndian.AppendUint64(nil, v) }

func nodeKey(id compact.NodeID) []byte {
	k := make([]byte, 9)
	k[0] = byte(id.Level)
	binary.BigEndian.PutUint64(k[1:], id.Index)
	return k
}

func splitHashes(b []byte) ([][]byte, error) {
	if len(b)%32 != 0 {
		return nil, fmt.Errorf("%w: compact range of %d bytes", ErrFormat, len(b))
	}
	out := make([][]byte, 0, len(b)/32)
	for ; len(b) > 0; b = b[32:] {
		out = append(out, append([]byte(nil), b[:32]...))
	}
	return out, nil
}

func joinHashes(hs [][]byte) []byte {
	out := make([]byte, 0, 32*len(hs))
	for _, h := range hs {
		out = append(out, h...)
	}
	return out
}

// leafHash is the RFC 6962 leaf hash H(0x00 || leaf).
func leafHash(leaf []byte) []byte { return hasher.HashLeaf(leaf) }
