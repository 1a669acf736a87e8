package ledger

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/tribunal-dev/tribunal/internal/pause"
)

// The chain must hold every stream message, in stream order, without a
// gap (lastStreamSeq resumes after the last entry). The consumer does not
// promise that: a message it delivered can be lost on the way — the NATS
// node the ledger is connected to dies with the message in flight, a
// consumer leader changes, the client drops a slow subscription's
// message — and the consumer then counts it as delivered and waits
// LedgerAckWait to send it again. Meanwhile the next messages arrive, and
// the ledger's cumulative ack (AckAll) of any of them would ack the lost
// one too: it would never come again, and this chain would lack it while
// another ledger's has it (e2e TestClusterKill saw exactly that after
// SIGKILLing a NATS node).
//
// The stream allows no deletes or purges and has no limits, so its
// sequences have no holes. fetch therefore knows the next sequence it must
// see; when a message comes with a larger one, the messages between are
// read from the stream itself (GetMsg) and go through the pipeline first,
// in order. A later redelivery of one of them is a duplicate, as after any
// restart.

// gapRetry is the pause between reads of a message of a gap that is not
// found (yet).
const gapRetry = 250 * time.Millisecond

// gapMissingWait bounds how long a message of a gap may be "not found"
// before the ledger gives up on it. The stream allows direct gets (a
// witness of a pool reads requests that way), so any replica that is
// current answers GetMsg, and one a few entries behind the leader may not
// have the message yet; a message that never comes is a hole the stream's
// configuration forbids.
const gapMissingWait = 30 * time.Second

// ErrStreamGap reports a stream message the ledger must ingest that the
// stream does not have.
var ErrStreamGap = errors.New("ledger: a message is missing from the event stream")

// firstExpected is the stream sequence the ledger must ingest next when it
// starts: the one after the chain's last entry, or the stream's first
// message for an empty chain.
func (s *Server) firstExpected(lastSeq uint64) uint64 {
	if lastSeq > 0 {
		return lastSeq + 1
	}
	if info := s.stream.CachedInfo(); info != nil && info.State.FirstSeq > 1 {
		return info.State.FirstSeq
	}
	return 1
}

// fillGap queues the stream messages from, from+1, …, to-1 (which the
// consumer skipped) for the pipeline, read from the stream. It returns an
// error when a message cannot be read, or when the ledger stops or fails
// meanwhile.
func (s *Server) fillGap(ctx context.Context, from, to uint64, work, order chan<- *item) error {
	s.log.Warn("the consumer skipped stream messages; reading them from the stream",
		"from_seq", from, "to_seq", to-1, "next_delivered", to)
	for seq := from; seq < to; seq++ {
		raw, first, err := s.readSkipped(seq)
		switch {
		case errors.Is(err, pause.ErrTimeout):
			return fmt.Errorf("%w: stream sequence %d, not found for %s (the consumer delivered %d next, the stream starts at %d)",
				ErrStreamGap, seq, gapMissingWait, to, first)
		case err != nil:
			return fmt.Errorf("ledger: reading skipped stream sequence %d: %w", seq, err)
		case raw == nil:
			// The stream never held it (it starts later): nothing was
			// skipped below its first message.
			seq = first - 1
			continue
		}
		s.met.gapFilled.Inc()
		it := &item{
			m: Message{
				Subject: raw.Subject, Header: raw.Header, Body: raw.Data,
				Seq: raw.Sequence, Time: raw.Time.UnixNano(),
			},
			ready: make(chan struct{}),
		}
		if !s.queue(ctx, it, work, order) {
			return context.Cause(ctx)
		}
	}
	return nil
}

// readSkipped reads stream message seq. JetStream not answering (no
// leader after a node died, a reconnect) is retried like at start-up
// (untilAvailable); a message not found is asked again every gapRetry for
// gapMissingWait (pause.ErrTimeout then), unless the stream's first message
// is later: then raw is nil and first is that sequence. It ends with the
// intake (the ledger stopping or failing).
//
// A direct get's answer carries the server's Nats-Stream, Nats-Sequence,
// Nats-Subject and Nats-Time-Stamp headers besides the message's own;
// classification reads only the event headers, so the records equal the
// delivered message's (TestGapFilled).
func (s *Server) readSkipped(seq uint64) (raw *jetstream.RawStreamMsg, first uint64, err error) {
	err = pause.Poll(s.live, gapMissingWait, gapRetry, func() (bool, error) {
		err := s.avail.untilAvailable(s.live, "reading a skipped message", func(ctx context.Context) (err error) {
			raw, err = s.stream.GetMsg(ctx, seq)
			return err
		})
		switch {
		case err == nil && raw.Sequence != seq:
			return false, fmt.Errorf("asked for stream sequence %d, got %d", seq, raw.Sequence)
		case !errors.Is(err, jetstream.ErrMsgNotFound):
			return true, err
		}
		var info *jetstream.StreamInfo
		if err := s.avail.untilAvailable(s.live, "reading the stream's first sequence", func(ctx context.Context) (err error) {
			info, err = s.stream.Info(ctx)
			return err
		}); err != nil {
			return false, err
		}
		first = info.State.FirstSeq
		return first > seq, nil
	})
	return raw, first, err
}
