package ledger

import "sync"

// maxQueriesInFlight bounds the queries answered at once (onQuery).
const maxQueriesInFlight = 64

// inflight counts the queries being answered, so that the ledger closes
// its chain only after the last answer (closeAll). Once stopped it starts
// no more.
type inflight struct {
	slots   chan struct{}
	mu      sync.Mutex
	stopped bool
	wg      sync.WaitGroup
}

func newInflight(n int) *inflight { return &inflight{slots: make(chan struct{}, n)} }

// start takes a slot, waiting while all are taken; false once stopped.
func (q *inflight) start() bool {
	q.slots <- struct{}{}
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.stopped {
		<-q.slots
		return false
	}
	q.wg.Add(1)
	return true
}

// done gives the slot back.
func (q *inflight) done() {
	<-q.slots
	q.wg.Done()
}

// stop refuses new queries and waits for the ones being answered.
func (q *inflight) stop() {
	q.mu.Lock()
	q.stopped = true
	q.mu.Unlock()
	q.wg.Wait()
}
