package ledger

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"time"

	"github.com/nats-io/nats.go/jetstream"
	"golang.org/x/sync/semaphore"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/hashchain"
	"github.com/tribunal-dev/tribunal/internal/pause"
)

// The ingest loop is a pipeline that keeps stream order end to end:
//
//	fetch ──► classify (one worker per core, in parallel) ──► sequence ──► commit ──► ack
//	   └──────────── order queue (stream order) ─────────────┘
//
// fetch takes messages from the consumer in stream order and queues each
// twice: for a classify worker and, in order, for the sequencer. The
// sequencer waits for each message's classification in that order,
// applies the id rule, calls the Derive hook and submits the records to
// the group committer, so records are committed in stream order. The acker
// takes the messages in order as their commits become durable and acks
// cumulatively (the consumer's AckAll policy): one ack for the newest
// durable message, sent whenever it would otherwise wait for a commit and
// at least every ackEvery messages, covers everything before it — never
// a message whose commit is not durable.

// item is one message on its way through the pipeline.
type item struct {
	msg jetstream.Msg // nil for a message read to fill a gap (gap.go)
	m   Message

	out   Outcome // set by a classify worker
	err   error
	ready chan struct{} // closed once out/err are set

	recs      []chainformat.Record // set by the sequencer
	dup       bool                 // the message's records were already on the chain
	pending   *hashchain.Pending
	submitted time.Time
}

// maxInflightBytes bounds the message bytes between fetch and ack, so
// that a run of large messages (blob chunks) cannot exhaust memory; a
// single larger message is still let through alone.
const maxInflightBytes = 128 << 20

// byteBudget is a counting limit on in-flight bytes. A message larger
// than the whole budget takes all of it.
type byteBudget struct{ sem *semaphore.Weighted }

func newByteBudget() byteBudget { return byteBudget{semaphore.NewWeighted(maxInflightBytes)} }

// acquire waits for n bytes of the budget, or until ctx ends (an error).
func (b byteBudget) acquire(ctx context.Context, n int) error {
	return b.sem.Acquire(ctx, int64(min(n, maxInflightBytes)))
}

func (b byteBudget) release(n int) { b.sem.Release(int64(min(n, maxInflightBytes))) }

// consumeRetry is the pause after a failed read from the consumer.
const consumeRetry = 100 * time.Millisecond

// startPipeline starts the ingest's stages as parts of the ledger; next
// is the stream sequence the chain needs first. The stages drain in
// order when intake stops (s.live): fetch closes its queues, the workers
// and the sequencer finish what is queued, and the acker acks what
// became durable. When the parts' context ends (a part failed, or the
// shutdown passed its bound) they stop at once and ack nothing more.
func (s *Server) startPipeline(next uint64) {
	s.budget = newByteBudget()
	order := make(chan *item, LedgerMaxAckPending)
	work := make(chan *item, LedgerMaxAckPending)
	ack := make(chan *item, LedgerMaxAckPending)
	// Intake stops with s.live: the iterator's Next returns.
	context.AfterFunc(s.live, s.iter.Stop)
	s.goPart(func(ctx context.Context) error { return s.fetch(ctx, next, work, order) })
	for range runtime.GOMAXPROCS(0) {
		s.goPart(func(ctx context.Context) error {
			for it := range work {
				if ctx.Err() != nil {
					return nil
				}
				it.out, it.err = s.cls.Classify(&it.m)
				close(it.ready)
			}
			return nil
		})
	}
	s.goPart(func(ctx context.Context) error { return s.sequence(ctx, order, ack) })
	s.goPart(func(ctx context.Context) error { return s.ackLoop(ctx, ack) })
}

// fetch takes messages from the consumer until intake stops; next is the
// stream sequence the chain needs next (gap.go).
func (s *Server) fetch(ctx context.Context, next uint64, work, order chan<- *item) error {
	defer close(order)
	defer close(work)
	for {
		msg, err := s.iter.Next()
		if err != nil {
			switch {
			case errors.Is(err, jetstream.ErrMsgIteratorClosed):
				if s.live.Err() == nil {
					return fmt.Errorf("ledger: consuming stopped: %w", err)
				}
				return nil
			case errors.Is(err, jetstream.ErrConsumerDeleted), errors.Is(err, jetstream.ErrConsumerNotFound):
				return fmt.Errorf("ledger: consumer %s: %w", consumerName(s.cfg.Instance), err)
			}
			if unavailable(err) {
				s.avail.failed("consuming", err) // one line until it is back
			} else {
				s.log.Warn("consuming", "err", err)
			}
			if pause.For(s.live, consumeRetry) != nil {
				return nil
			}
			continue
		}
		s.avail.succeeded("consuming")
		md, err := msg.Metadata()
		if err != nil {
			return fmt.Errorf("ledger: message on %q without JetStream metadata: %w", msg.Subject(), err)
		}
		seq := md.Sequence.Stream
		if lose := s.cfg.loseDelivery; lose != nil && lose(seq) {
			continue // fault injection: lost on the way (gap_test.go)
		}
		if seq > next {
			if err := s.fillGap(ctx, next, seq, work, order); err != nil {
				if s.live.Err() != nil {
					return nil // stopping: the rest comes again
				}
				return err
			}
		}
		next = max(next, seq+1)
		it := &item{
			msg: msg,
			m: Message{
				Subject: msg.Subject(), Header: msg.Headers(), Body: msg.Data(),
				Seq: seq, Time: md.Timestamp.UnixNano(),
			},
			ready: make(chan struct{}),
		}
		if !s.queue(ctx, it, work, order) {
			return nil
		}
	}
}

// queue hands it to the sequencer and to a classify worker, once the
// byte budget allows; false when the parts' context ended first.
func (s *Server) queue(ctx context.Context, it *item, work, order chan<- *item) bool {
	if s.budget.acquire(ctx, len(it.m.Body)) != nil {
		return false
	}
	for _, q := range []chan<- *item{order, work} {
		select {
		case q <- it:
		case <-ctx.Done():
			return false
		}
	}
	return true
}

// sequence submits each message's records in stream order.
func (s *Server) sequence(ctx context.Context, order <-chan *item, ack chan<- *item) error {
	defer close(ack)
	for it := range order {
		select {
		case <-it.ready:
		case <-ctx.Done():
			return nil // not submitted, not acked: redelivered after a restart
		}
		if it.err != nil {
			return it.err
		}
		if err := s.planSubmit(it); err != nil {
			return err
		}
		select {
		case ack <- it:
		case <-ctx.Done():
			return nil
		}
	}
	return nil
}

// planSubmit plans it and submits its records to the committer, under
// applyMu: the governance state the Derive hook changed and the commit
// that makes the change durable become visible to queries at once.
func (s *Server) planSubmit(it *item) error {
	s.applyMu.Lock()
	defer s.applyMu.Unlock()
	if err := s.plan(it); err != nil {
		return err
	}
	it.submitted = time.Now()
	it.pending = s.commit.Submit(it.recs...)
	s.applied = it.pending
	return nil
}

// plan applies the id rule and the Derive hook to a classified message and
// sets the records to submit.
func (s *Server) plan(it *item) error {
	o := it.out
	if o.Kind == Accepted {
		prior, where, found, err := s.seen.lookup(s.chain, o.Event.ID)
		if err != nil {
			return err
		}
		if found {
			if prior == fingerprint(&o.Event) {
				it.recs, it.dup = []chainformat.Record{o.Record}, true
				return nil
			}
			if o, err = s.cls.DuplicateOf(&it.m, o, where); err != nil {
				return err
			}
			it.out = o
		}
	}
	if o.Kind != Accepted {
		// A wrapper's id is derived from the stream sequence: found means
		// this message was ingested before (a redelivery).
		_, _, found, err := s.seen.lookup(s.chain, o.Record.Event.ID)
		if err != nil {
			return err
		}
		if found {
			it.recs, it.dup = []chainformat.Record{o.Record}, true
			return nil
		}
	}
	it.recs = []chainformat.Record{o.Record}
	if s.derive != nil {
		more, err := s.derive(o.Record, o.Body)
		if err != nil {
			return fmt.Errorf("ledger: deriving from stream sequence %d: %w", it.m.Seq, err)
		}
		it.recs = append(it.recs, more...)
		if s.cfg.afterDerive != nil {
			s.cfg.afterDerive(it.m.Seq)
		}
	}
	s.seen.add(it.recs, it.m.Seq)
	return nil
}

// ackEvery bounds the messages one cumulative ack covers, so that the
// server's ack pending count (which bounds the pipeline) goes down while
// a long run of commits keeps the ack queue busy.
const ackEvery = 1024

// ackLoop acks the messages, cumulatively, once their records are
// durable.
func (s *Server) ackLoop(ctx context.Context, ack <-chan *item) error {
	var batch struct {
		msgs, appended, dups int
		size                 uint64
	}
	var (
		last    *item // durable, not yet acked
		unacked int
	)
	flush := func() {
		if last == nil {
			return
		}
		if err := last.msg.Ack(); err != nil {
			s.log.Warn("ack", "seq", last.m.Seq, "err", err) // redelivered, then duplicates
		}
		last, unacked = nil, 0
	}
	// What is durable is acked on every way out, and nothing more once
	// the parts' context ended.
	defer flush()
	for {
		var it *item
		var more bool
		select {
		case it, more = <-ack:
		case <-ctx.Done():
			return nil
		}
		if !more {
			break // the sequencer ended
		}
		select {
		case <-it.pending.Done():
		default:
			flush() // about to wait for a commit: ack what is durable
			select {
			case <-it.pending.Done():
			case <-ctx.Done():
				return nil
			}
		}
		s.budget.release(len(it.m.Body))
		res, err := it.pending.Result()
		if err != nil {
			// The messages before it are durable and acked; this one
			// and everything after it are not (a failure stops the
			// acks) and come again after a restart.
			return fmt.Errorf("ledger: commit: %w", err)
		}
		// Count before acking, so that whoever sees the ack sees the
		// metrics too.
		s.met.commit.Observe(time.Since(it.submitted).Seconds())
		appended := 0
		for _, r := range res {
			if !r.Duplicate {
				appended++
				batch.size = r.Index + 1
			}
		}
		s.met.appended.Add(float64(appended))
		if it.dup || appended == 0 {
			s.met.duplicates.Inc()
			batch.dups++
		} else {
			s.account(it, res[0].Index)
		}
		if ctx.Err() == nil && it.msg != nil { // a gap's message (gap.go) has no delivery to ack
			last = it
			if unacked++; unacked >= ackEvery || len(ack) == 0 {
				flush()
			}
		}
		s.seen.remove(it.recs, it.m.Seq)
		if s.cfg.Committed != nil {
			s.cfg.Committed(it.m.Seq)
		}
		batch.msgs++
		batch.appended += appended
		if len(ack) == 0 || batch.msgs >= 4096 {
			s.log.Debug("committed", "messages", batch.msgs, "appended", batch.appended, "duplicates", batch.dups, "size", batch.size)
			batch.msgs, batch.appended, batch.dups = 0, 0, 0
		}
	}
	flush()
	if err := s.nc.Flush(); err != nil {
		s.log.Warn("flushing acks", "err", err)
	}
	return nil
}

// account counts and logs a message that was appended as a wrapper.
func (s *Server) account(it *item, index uint64) {
	o := &it.out
	switch o.Kind {
	case Rejected:
		s.met.rejected.WithLabelValues(o.Reason).Inc()
		s.log.Info("rejected", "reason", o.Reason, "seq", it.m.Seq, "subject", o.Event.Subject,
			"msg_id", o.Event.ID, "key_id", o.Event.KeyID, "index", index, "detail", o.Detail)
	case Violation:
		s.met.violations.Inc()
		s.log.Info("governance violation", "reason", o.Reason, "seq", it.m.Seq, "subject", o.Event.Subject,
			"msg_id", o.Event.ID, "key_id", o.Event.KeyID, "index", index, "detail", o.Detail)
	}
}

// seenIDs maps the event ids in the pipeline (submitted, not yet acked) to
// their messages' fingerprints; with the chain's ids it answers "has this
// id been ingested before?" for every message before it in stream order.
type seenIDs struct {
	mu sync.Mutex
	m  map[string]seenEntry
}

type seenEntry struct {
	fp  [32]byte
	seq uint64 // stream sequence of the message that brought it
}

// lookup finds id in the pipeline, then on the chain. The order matters:
// an id leaves the pipeline only after its commit, so it is always in one
// of the two.
func (t *seenIDs) lookup(c *hashchain.Chain, id string) (fp [32]byte, where string, found bool, err error) {
	t.mu.Lock()
	e, ok := t.m[id]
	t.mu.Unlock()
	if ok {
		return e.fp, fmt.Sprintf("from stream sequence %d, being committed", e.seq), true, nil
	}
	idx, ok, err := c.Lookup(id)
	if err != nil || !ok {
		return fp, "", false, err
	}
	entry, err := c.Entry(idx)
	if err != nil {
		return fp, "", false, err
	}
	return fingerprint(&entry.Event), fmt.Sprintf("entry %d", idx), true, nil
}

func (t *seenIDs) add(recs []chainformat.Record, seq uint64) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for i := range recs {
		t.m[recs[i].Event.ID] = seenEntry{fp: fingerprint(&recs[i].Event), seq: seq}
	}
}

func (t *seenIDs) remove(recs []chainformat.Record, seq uint64) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for i := range recs {
		if e, ok := t.m[recs[i].Event.ID]; ok && e.seq == seq {
			delete(t.m, recs[i].Event.ID)
		}
	}
}

// fingerprint identifies a message by everything the chain stores of it
// but its id and stream position: subject, key id, signature and body.
func fingerprint(e *events.Event) [32]byte {
	h := sha256.New()
	for _, f := range [][]byte{[]byte(e.Subject), []byte(e.KeyID), []byte(e.Sig), e.Body} {
		var n [8]byte
		binary.BigEndian.PutUint64(n[:], uint64(len(f)))
		h.Write(n[:])
		h.Write(f)
	}
	var out [32]byte
	h.Sum(out[:0])
	return out
}
