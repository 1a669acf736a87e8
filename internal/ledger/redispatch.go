package ledger

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/pause"
)

// The witnesses' work is the requester's request and attempt events on
// the stream, handed out by the work consumers. The stream allows no
// deletes or purges and has no limits, so a message leaves it only when
// the stream itself is lost: a cluster whose every node lost its
// JetStream state (nats-server 2.15.2 fsyncs no directory it creates; on
// disks that keep only what POSIX promises, a power cut leaves nothing).
// The ledger then creates the stream again after its chain's last entry
// (setupStream), and every request still waiting for a witness would
// wait for good: its work went with the old stream, and its requester,
// holding a PubAck, does not publish it again.
//
// So the ledger that answers — the lease holder once caught up, or the
// only ledger once started — looks at the stream's first sequence. For
// every request still OPEN or OBSERVING whose request or current attempt
// event lies below it (on the chain, gone from the stream), it publishes
// that event again, verbatim: the requester's signed bytes and event id,
// which the ledgers de-duplicate (no new entry, and the chains stay
// equal), and which the witnesses check as any work. The attempt carries
// events.HeaderRedispatch naming the roles whose report the chain lacks:
// a witness that remembers reporting it (its report was lost with the
// stream) works it again; one whose report is on the chain but is handed
// it anyway skips it as a redelivery, and a second report would be
// refused by the fold (rejected_duplicate_report), as in a pool.

// ErrRedispatch wraps every failure to publish lost work again.
var ErrRedispatch = errors.New("ledger: publishing again the work the stream lost")

// redispatchTimeout bounds one redispatch pass.
const redispatchTimeout = time.Minute

// lostWork is one request's work the stream no longer holds: its events
// to publish again, and the roles whose report of the attempt the chain
// lacks.
type lostWork struct {
	reqID  string
	events []events.Event
	roles  []string
}

// redispatch publishes again the work of open requests that the stream
// lost (see above); it logs what it did and returns how many events it
// published.
func (s *Server) redispatch(ctx context.Context) (int, error) {
	if s.gov == nil || s.stream == nil {
		return 0, nil
	}
	ctx, cancel := context.WithTimeout(ctx, redispatchTimeout)
	defer cancel()
	info, err := s.stream.Info(ctx)
	if err != nil {
		return 0, fmt.Errorf("%w: stream info: %w", ErrRedispatch, err)
	}
	first := max(info.State.FirstSeq, info.Config.FirstSeq)
	if first <= 1 {
		return 0, nil // the stream holds every message it ever had
	}
	work, err := s.lostWork(first)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, w := range work {
		for _, e := range w.events {
			m := broker.Msg(e)
			if sub, err := events.ParseSubject(e.Subject); err == nil && sub.Kind == events.KindAttempt {
				m.Header.Set(events.HeaderRedispatch, strings.Join(w.roles, ","))
			}
			if _, err := s.js.PublishMsg(ctx, m); err != nil {
				return n, fmt.Errorf("%w: request %s, event %s: %w", ErrRedispatch, w.reqID, e.ID, err)
			}
			n++
		}
		s.log.Warn("work lost with the stream published again", "request_id", w.reqID, "events", len(w.events),
			"missing_reports", strings.Join(w.roles, ","), "stream_first_seq", first)
	}
	return n, nil
}

// lostWork lists the open requests whose request or current attempt
// event lies below stream sequence first.
func (s *Server) lostWork(first uint64) ([]lostWork, error) {
	type open struct {
		reqID, opened, attempt string
		roles                  []string
	}
	var opens []open
	s.gov.read(func(st *govern.State) {
		for _, r := range st.Requests() {
			if r.State != events.StateOpen && r.State != events.StateObserving {
				continue
			}
			o := open{reqID: r.ID, opened: r.OpenedEventID}
			if a := r.Current(); a != nil && !a.Held && !a.Assessed {
				o.attempt = a.EventID
				if a.W1 == nil {
					o.roles = append(o.roles, string(events.RoleW1))
				}
				if a.W2 == nil {
					o.roles = append(o.roles, string(events.RoleW2))
				}
			}
			opens = append(opens, o)
		}
	})
	var out []lostWork
	for _, o := range opens {
		w := lostWork{reqID: o.reqID, roles: o.roles}
		for _, id := range []string{o.opened, o.attempt} {
			if id == "" {
				continue
			}
			i, ok, err := s.chain.Lookup(id)
			if err != nil {
				return nil, fmt.Errorf("%w: %w", ErrRedispatch, err)
			}
			if !ok {
				return nil, fmt.Errorf("%w: request %s: event %s is not on the chain", ErrRedispatch, o.reqID, id)
			}
			e, err := s.chain.Entry(i)
			if err != nil {
				return nil, fmt.Errorf("%w: %w", ErrRedispatch, err)
			}
			if e.Seq < first {
				w.events = append(w.events, e.Event)
			}
		}
		if len(w.events) > 0 {
			out = append(out, w)
		}
	}
	return out, nil
}

// redispatchTries bounds how often redispatchOnce tries, redispatchBackoff
// how long it waits after the first failure (doubling after each). A new
// holder often starts while the cluster is still recovering (a node
// restarting, JetStream re-enabled after a full disk), when the stream's
// info or a publish fails for a few seconds.
const (
	redispatchTries   = 6
	redispatchBackoff = time.Second
)

// redispatchOnce runs redispatch for a new holder (or the only ledger),
// trying again while the stream is not ready; a republished event the
// stream already holds is a duplicate every reader drops. After the last
// failure it logs it: the work of the requests it lists stays lost until
// the next holder tries.
func (s *Server) redispatchOnce(ctx context.Context) {
	wait := redispatchBackoff
	for try := 1; ; try++ {
		n, err := s.redispatch(ctx)
		if err == nil {
			if n > 0 {
				s.log.Info("work lost with the stream published again", "events", n)
			}
			return
		}
		if try == redispatchTries || ctx.Err() != nil {
			s.log.Error("the work lost with the stream is not all published again", "err", err, "published", n, "tries", try)
			return
		}
		s.log.Warn("publishing again the work lost with the stream failed; trying again", "err", err, "published", n, "try", try, "in", wait)
		if pause.For(ctx, wait) != nil {
			return
		}
		wait *= 2
	}
}
