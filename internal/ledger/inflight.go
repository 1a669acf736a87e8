package ledger

import "context"

// maxQueriesInFlight bounds the queries answered at once (onQuery).
const maxQueriesInFlight = 64

// inflight counts the queries being answered, each on a goroutine of its
// own, in a semaphore of maxQueriesInFlight slots, so that the ledger
// closes its connection and its chain only after the last answer
// (lifecycle.go). Once stopped it starts no more.
type inflight struct {
	slots   chan struct{}
	stopped chan struct{}
}

func newInflight(n int) *inflight {
	return &inflight{slots: make(chan struct{}, n), stopped: make(chan struct{})}
}

// start takes a slot, waiting while all are taken; false once stopped.
func (q *inflight) start() bool {
	select {
	case q.slots <- struct{}{}:
	case <-q.stopped:
		return false
	}
	select {
	case <-q.stopped:
		<-q.slots
		return false
	default:
		return true
	}
}

// done gives the slot back.
func (q *inflight) done() { <-q.slots }

// stop refuses new queries and waits for the ones being answered, until
// ctx ends: it holds every slot once no answer is in flight.
func (q *inflight) stop(ctx context.Context) {
	close(q.stopped)
	for range cap(q.slots) {
		select {
		case q.slots <- struct{}{}:
		case <-ctx.Done():
			return
		}
	}
}
