package witness

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/ledger"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// TestServeShutdownBounded: a witness whose observer never returns (it
// ignores its context) still stops within its bound when told to, and
// the attempt it held is given back at once: the next witness observes
// and reports it before the work consumer's ack wait would have handed
// it on.
func TestServeShutdownBounded(t *testing.T) {
	e := newEnv(t)
	state := t.TempDir()
	inObserver, release := make(chan struct{}), make(chan struct{})
	t.Cleanup(func() { close(release) }) // the observer left behind returns at the end
	var once sync.Once
	stop := e.witness(events.RoleW1, state, func(context.Context, *nats.Conn, *job.Job) Output {
		once.Do(func() { close(inObserver) })
		<-release
		return Output{}
	})
	e.publish(events.KindRequest, "r9", "r9-open", request(t, "r9", e.siteURL, ""))
	e.publish(events.KindAttempt, "r9", "r9-a1", attempt("r9", "a1", "1"))
	select {
	case <-inObserver:
	case <-time.After(30 * time.Second):
		t.Fatal("the attempt never reached the observer")
	}

	start := time.Now()
	stop()
	if took := time.Since(start); took > shutdownGrace {
		t.Errorf("the witness took %s to stop, want at most %s", took.Round(time.Millisecond), shutdownGrace)
	}
	var calls atomic.Int32
	e.witness(events.RoleW1, state, passW1(&calls))
	e.waitFor("tribunal.w1.observation.r9", 1)
	if took := time.Since(start); took >= ledger.WorkAckWait {
		t.Errorf("the attempt was reported %s after the first witness was stopped: not given back, but redelivered after the ack wait (%s)",
			took.Round(time.Millisecond), ledger.WorkAckWait)
	}
	if n := calls.Load(); n != 1 {
		t.Errorf("the second witness observed %d times, want 1", n)
	}
}
