package hashchain

import (
	"context"
	"fmt"
	"sync"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
)

// DefaultMaxBatch bounds the records in one group-commit transaction.
const DefaultMaxBatch = 4096

// Committer batches records from many goroutines into few transactions:
// while one transaction is being fsynced, the next batch gathers. Each
// submitter learns through its Pending when its records are durable, so a
// daemon acks a message only after the commit that holds it.
//
// A failed commit is sticky: every later batch fails with the same error
// and nothing more is appended. Records are therefore committed in
// submission order with no gap, so a writer that submits in stream order
// can take the last record on the chain as its position.
type Committer struct {
	chain    *Chain
	maxBatch int
	in       chan *Pending
	failed   error // the first commit error; owned by loop

	mu     sync.RWMutex // guards closed against Submit racing Close
	closed bool
	done   chan struct{}
}

// Pending is a submitted group of records awaiting commit. Its records are
// appended contiguously, in order, in one transaction.
type Pending struct {
	recs    []chainformat.Record
	done    chan struct{}
	results []Result
	err     error
}

// Done is closed once the records are committed or have failed.
func (p *Pending) Done() <-chan struct{} { return p.done }

// Result returns the outcome; call it after Done is closed.
func (p *Pending) Result() ([]Result, error) { return p.results, p.err }

// Wait blocks until the records are committed or ctx ends. A ctx that ends
// first does not cancel the append: the records may still be committed.
func (p *Pending) Wait(ctx context.Context) ([]Result, error) {
	select {
	case <-p.done:
		return p.results, p.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func (p *Pending) finish(res []Result, err error) {
	p.results, p.err = res, err
	close(p.done)
}

// NewCommitter starts a group committer on c. maxBatch <= 0 means
// DefaultMaxBatch.
func (c *Chain) NewCommitter(maxBatch int) *Committer {
	if maxBatch <= 0 {
		maxBatch = DefaultMaxBatch
	}
	g := &Committer{chain: c, maxBatch: maxBatch, in: make(chan *Pending, maxBatch), done: make(chan struct{})}
	go g.loop()
	return g
}

// Submit queues records for the next commit. Records that cannot be
// encoded fail at once, without touching anyone else's batch.
func (g *Committer) Submit(recs ...chainformat.Record) *Pending {
	p := &Pending{recs: recs, done: make(chan struct{})}
	for i := range recs {
		if err := recs[i].Validate(); err != nil {
			p.finish(nil, err)
			return p
		}
	}
	g.mu.RLock()
	defer g.mu.RUnlock()
	if g.closed {
		p.finish(nil, ErrClosed)
		return p
	}
	g.in <- p
	return p
}

// Close commits everything already submitted, then stops the committer.
// It does not close the chain.
func (g *Committer) Close() {
	g.mu.Lock()
	if !g.closed {
		g.closed = true
		close(g.in)
	}
	g.mu.Unlock()
	<-g.done
}

func (g *Committer) loop() {
	defer close(g.done)
	var batch []*Pending
	for p := range g.in {
		batch = append(batch[:0], p)
		n := len(p.recs)
	drain:
		for n < g.maxBatch {
			select {
			case q, ok := <-g.in:
				if !ok {
					break drain
				}
				batch = append(batch, q)
				n += len(q.recs)
			default:
				break drain
			}
		}
		g.commit(batch, n)
	}
}

func (g *Committer) commit(batch []*Pending, n int) {
	recs := make([]chainformat.Record, 0, n)
	for _, p := range batch {
		recs = append(recs, p.recs...)
	}
	if g.failed != nil {
		for _, p := range batch {
			p.finish(nil, fmt.Errorf("hashchain: an earlier commit failed: %w", g.failed))
		}
		return
	}
	res, err := g.chain.Append(recs)
	if err == nil {
		err = fail(failAfterCommit, recs)
	}
	if err != nil {
		g.failed = err
	}
	for _, p := range batch {
		if err != nil {
			p.finish(nil, err)
			continue
		}
		p.finish(res[:len(p.recs):len(p.recs)], nil)
		res = res[len(p.recs):]
	}
}
