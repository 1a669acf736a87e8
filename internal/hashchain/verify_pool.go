package hashchain

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"runtime"
	"sync"

	"github.com/transparency-dev/merkle/compact"
	"github.com/transparency-dev/merkle/rfc6962"
	bolt "go.etcd.io/bbolt"
	"golang.org/x/mod/sumdb/note"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// verifyBatch is the number of entries read and prepared at a time, and
// prepareChunk the number one pool job prepares. Variables only so the
// tamper tests can run every case across many batch boundaries.
var verifyBatch, prepareChunk = 1024, 32

// prepared is one entry's order-independent verification work.
type prepared struct {
	key, leaf []byte // alias the read transaction
	entry     chainformat.Entry
	decErr    error
	link      [32]byte // Link(entry.Prev, leaf)
	leafHash  [32]byte // RFC 6962 leaf hash of leaf
	bodyHash  [32]byte // events.BodyHash of the body, when entry.BodyHash points here
	sigErr    error
}

// batch is verifyBatch consecutive entries on their way through the pool.
type batch struct {
	items []prepared
	wg    sync.WaitGroup
}

func (b *batch) wait() { b.wg.Wait() }

// pool runs the order-independent work of a verification on every core.
type pool struct {
	opts VerifyOptions
	jobs chan func()
	wg   sync.WaitGroup
}

func newPool(opts VerifyOptions) *pool {
	p := &pool{opts: opts, jobs: make(chan func(), 4*verifyBatch/prepareChunk+1)}
	for range runtime.GOMAXPROCS(0) {
		p.wg.Go(func() {
			for job := range p.jobs {
				job()
			}
		})
	}
	return p
}

// close waits for the jobs queued and stops the workers.
func (p *pool) close() {
	close(p.jobs)
	p.wg.Wait()
}

// prepare queues the work of b, and the signature checks of the
// checkpoints stored for tree sizes up to end, the number of entries read
// once b is: every checkpoint the ordered pass waits for when it checks b.
func (p *pool) prepare(b *batch, cks *checkpoints, end uint64) {
	for lo := 0; lo < len(b.items); lo += prepareChunk {
		items := b.items[lo:min(lo+prepareChunk, len(b.items))]
		b.wg.Add(1)
		p.jobs <- func() {
			defer b.wg.Done()
			for j := range items {
				p.one(&items[j])
			}
			if bv, ok := p.opts.Events.(EventsVerifier); ok {
				checkSigners(bv, items)
			}
		}
	}
	cks.queue(p, end)
}

// one decodes an entry and computes what does not depend on the entries
// before it: link(n) can be computed ahead because prev(n) is inside
// leaf(n); the ordered pass then checks that prev(n) is link(n-1).
func (p *pool) one(it *prepared) {
	it.entry, it.decErr = chainformat.DecodeLeaf(it.leaf)
	if it.decErr != nil {
		return
	}
	it.link = chainformat.Link(it.entry.Prev, it.leaf)
	it.leafHash = leafHash32(it.leaf)
	_, batched := p.opts.Events.(EventsVerifier)
	if batched {
		// The batched signature check (checkSigners) and the hooks share
		// one hash of the body, taken here from the entry's bytes.
		it.bodyHash = events.BodyHash(it.entry.Event.Body)
		it.entry.BodyHash = &it.bodyHash
	}
	if p.opts.Events != nil && !batched {
		it.sigErr = checkSigner(p.opts.Events, &it.entry.Event)
	}
	if p.opts.Prepare != nil {
		it.entry.Prepared = p.opts.Prepare(&it.entry)
	}
}

// checkSigners is checkSigner for every decoded item of a chunk, in one
// VerifyEvents call.
func checkSigners(bv EventsVerifier, items []prepared) {
	es := make([]*events.Event, 0, len(items))
	sums := make([][32]byte, 0, len(items))
	at := make([]int, 0, len(items))
	for j := range items {
		if items[j].decErr == nil {
			es, at = append(es, &items[j].entry.Event), append(at, j)
			sums = append(sums, items[j].bodyHash)
		}
	}
	roles := make([]events.Role, len(es))
	errs := make([]error, len(es))
	bv.VerifyEvents(es, sums, roles, errs)
	for n, j := range at {
		items[j].sigErr = signerRole(es[n], roles[n], errs[n])
	}
}

// leafHash32 is leafHash(leaf) (RFC 6962: SHA-256 of 0x00 then the
// leaf) into an array, without the hasher's allocations. The link hashes
// the same bytes under another prefix, so the two cannot share a pass.
func leafHash32(leaf []byte) [32]byte {
	h := sha256.New()
	h.Write([]byte{rfc6962.RFC6962LeafHashPrefix})
	h.Write(leaf)
	var out [32]byte
	h.Sum(out[:0])
	return out
}

// checkpoints are the stored checkpoints in key order, each with its
// signature checked by the pool ahead of the ordered pass, which compares
// sizes, roots and heads as it reaches them.
type checkpoints struct {
	items  []checkpointItem
	ckv    note.Verifier
	queued int // items[:queued] are in the pool
	next   int // the ordered pass's position
}

type checkpointItem struct {
	key, val []byte // alias the read transaction
	done     chan struct{}
	ck       chainformat.Checkpoint
	err      error
}

func newCheckpoints(b *bolt.Bucket, ckv note.Verifier) *checkpoints {
	c := &checkpoints{ckv: ckv}
	cur := b.Cursor()
	for k, v := cur.First(); k != nil; k, v = cur.Next() {
		c.items = append(c.items, checkpointItem{key: k, val: v, done: make(chan struct{})})
	}
	return c
}

// queue hands the pool the checkpoints up to tree size n (and any whose
// key is not a size: the ordered pass reports those when it gets there).
func (c *checkpoints) queue(p *pool, n uint64) {
	for ; c.queued < len(c.items); c.queued++ {
		it := &c.items[c.queued]
		if len(it.key) == 8 && binary.BigEndian.Uint64(it.key) > n {
			return
		}
		p.jobs <- func() {
			defer close(it.done)
			it.ck, it.err = chainformat.OpenCheckpoint(it.val, c.ckv)
		}
	}
}

// levelCursors read the nodes bucket with one cursor per tree level: the
// verification asks for the nodes of each level in index order.
type levelCursors struct {
	b    *bolt.Bucket
	curs []*bolt.Cursor
	k, v [][]byte
}

func newLevelCursors(b *bolt.Bucket) *levelCursors { return &levelCursors{b: b} }

// get returns the stored hash of node id, or nil when there is none, as
// nodes.Get(nodeKey(id)) would.
func (l *levelCursors) get(id compact.NodeID) []byte {
	key := nodeKey(id)
	lv := int(id.Level)
	for len(l.curs) <= lv {
		l.curs = append(l.curs, nil)
		l.k, l.v = append(l.k, nil), append(l.v, nil)
	}
	c := l.curs[lv]
	switch {
	case c == nil:
		c = l.b.Cursor()
		l.curs[lv] = c
		l.k[lv], l.v[lv] = c.Seek(key)
	case bytes.Equal(l.k[lv], key):
	case l.k[lv] != nil && bytes.Compare(l.k[lv], key) < 0:
		// Keys the chain does not derive lie before this one: skip them
		// (the key count check reports them).
		l.k[lv], l.v[lv] = c.Seek(key)
	default:
		// The cursor is past the key: it is missing, or out of order.
		return l.b.Get(key)
	}
	if !bytes.Equal(l.k[lv], key) {
		return nil
	}
	v := l.v[lv]
	l.k[lv], l.v[lv] = c.Next()
	return v
}
