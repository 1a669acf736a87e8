package ledger

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/query"
)

// TestQueriesAnswerOnlyWhatIsDurable: a governance query asked while the
// fold is ahead of the chain (the message folded, its records not yet
// committed) answers only once those records are on the chain. Without
// the wait a judge could be told that a request is a PASS_CANDIDATE, or
// that an acceptance is applied, while nothing of it is durable (a CI run
// saw "judge rebaseline" return before its acceptance was on the chain).
func TestQueriesAnswerOnlyWhatIsDurable(t *testing.T) {
	var target atomic.Uint64
	derived := make(chan struct{})
	e := newEnv(t, governed, func(c *Config) {
		c.afterDerive = func(seq uint64) {
			if seq == target.Load() {
				close(derived)
				time.Sleep(400 * time.Millisecond) // the fold is ahead of the chain meanwhile
			}
		}
	})
	rq, w1, w2 := e.conn(events.RoleRequester), e.conn(events.RoleW1), e.conn(events.RoleW2)
	f := newFlow(t, e, "d1", nil)
	e.publish(rq, f.req)
	e.publish(rq, f.att)
	for _, b := range f.blobs {
		e.publish(w1, b)
	}
	last := e.publish(w1, f.w1)
	e.waitConsumed(last)
	target.Store(last + 1)
	if seq := e.publish(w2, f.w2); seq != last+1 {
		t.Fatalf("W2's report has stream sequence %d, want %d", seq, last+1)
	}
	<-derived

	qc := query.NewClient(rq.NC, events.RoleRequester)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	st, err := qc.Status(ctx, "d1")
	if err != nil {
		t.Fatal(err)
	}
	_, onChain, err := e.srv.Chain().Lookup(f.w2.ID)
	if err != nil {
		t.Fatal(err)
	}
	if st.Verdict == events.StatePassCandidate && !onChain {
		t.Fatalf("status answered %s while W2's report %s was not yet on the chain", st.Verdict, f.w2.ID)
	}
	if st.Verdict != events.StatePassCandidate {
		t.Fatalf("status %s after the report was folded and committed, want %s", st.Verdict, events.StatePassCandidate)
	}
}
