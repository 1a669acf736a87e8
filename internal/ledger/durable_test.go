package ledger

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/query"
)

// TestQueriesAnswerOnlyWhatIsDurable: a governance query asked while the
// fold is ahead of the chain (the message folded, its records not yet
// committed) answers only once those records are on the chain. Without
// the wait a judge could be told that a request is a PASS_CANDIDATE, or
// that an acceptance is applied, while nothing of it is durable (a CI run
// saw "judge rebaseline" return before its acceptance was on the chain).
// Meanwhile other queries are answered: a waiting query holds up only
// itself.
func TestQueriesAnswerOnlyWhatIsDurable(t *testing.T) {
	var target atomic.Uint64
	derived, release := make(chan struct{}), make(chan struct{})
	var releaseOnce sync.Once
	free := func() { releaseOnce.Do(func() { close(release) }) }
	e := newEnv(t, governed, func(c *Config) {
		c.afterDerive = func(seq uint64) {
			if seq == target.Load() {
				close(derived)
				<-release // the fold is ahead of the chain until the test says
			}
		}
	})
	t.Cleanup(free) // runs before the ledger's shutdown, which waits for the sequencer
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

	// The status query waits; a head query asked after it is answered
	// all the same.
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	qc := query.NewClient(rq.NC, events.RoleRequester)
	type reply struct {
		st  *govern.W3Output
		err error
	}
	status := make(chan reply, 1)
	go func() {
		st, err := qc.Status(ctx, "d1")
		status <- reply{st, err}
	}()
	time.Sleep(50 * time.Millisecond) // the status query reaches the ledger first
	hctx, hcancel := context.WithTimeout(ctx, 5*time.Second)
	_, err := rq.NC.RequestWithContext(hctx, broker.QueryPrefix+".requester."+query.Head, []byte(`{}`))
	hcancel()
	if err != nil {
		t.Fatalf("a head query asked while a status query waits: %v (queries are answered one after another)", err)
	}
	select {
	case r := <-status:
		t.Fatalf("status answered (%+v, %v) while W2's report was folded and not yet submitted", r.st, r.err)
	default:
	}
	free()
	r := <-status
	if r.err != nil {
		t.Fatal(r.err)
	}
	_, onChain, err := e.srv.Chain().Lookup(f.w2.ID)
	if err != nil {
		t.Fatal(err)
	}
	if r.st.Verdict == events.StatePassCandidate && !onChain {
		t.Fatalf("status answered %s while W2's report %s was not yet on the chain", r.st.Verdict, f.w2.ID)
	}
	if r.st.Verdict != events.StatePassCandidate {
		t.Fatalf("status %s after the report was folded and committed, want %s", r.st.Verdict, events.StatePassCandidate)
	}
}
