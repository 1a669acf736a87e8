package witness

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// TestPoolReadsRequestFromStream: the request went to one member of the
// pool, the attempt to another that never saw it; that member reads the
// request from the stream and reports the attempt with the request's tuple.
func TestPoolReadsRequestFromStream(t *testing.T) {
	e := newEnv(t)
	var calls atomic.Int32
	stateA := t.TempDir()
	stopA := e.witness(events.RoleW1, stateA, passW1(&calls))
	e.publish(events.KindRequest, "p1", "p1-open", request(t, "p1", e.siteURL, ""))
	waitFile(t, filepath.Join(stateA, "requests", "p1.json"))
	stopA()

	stateB := t.TempDir()
	e.witness(events.RoleW1, stateB, passW1(&calls))
	e.publish(events.KindAttempt, "p1", "p1-a1", attempt("p1", "a1", "1"))
	ev := e.waitFor("tribunal.w1.observation.p1", 1)[0]
	b, err := events.Decode(events.SchemaObservationW1, ev.Body)
	if err != nil {
		t.Fatal(err)
	}
	if got := b.(*events.ObservationW1); got.Verdict != events.VerdictPass || got.Tuple.RequestID != "p1" || got.Tuple.SkeletonHash == "" {
		t.Errorf("member B's report = %+v, want a pass with p1's tuple", got)
	}
	if _, err := os.Stat(filepath.Join(stateB, "requests", "p1.json")); err != nil {
		t.Errorf("member B did not keep the request it read: %v", err)
	}
	// An attempt of a request the stream does not hold is skipped (the
	// ledger rejects it), not retried forever.
	e.publish(events.KindAttempt, "nope", "nope-a1", attempt("nope", "a1", "1"))
	e.publish(events.KindRequest, "p2", "p2-open", request(t, "p2", e.siteURL, ""))
	e.publish(events.KindAttempt, "p2", "p2-a1", attempt("p2", "a1", "1"))
	e.waitFor("tribunal.w1.observation.p2", 1)
	if n := calls.Load(); n != 2 {
		t.Errorf("observer called %d times, want 2 (p1, p2)", n)
	}
}

// TestPoolShares: two processes of one role share the work consumer —
// both hold a job at the same time — and every attempt is reported once.
func TestPoolShares(t *testing.T) {
	e := newEnv(t)
	var mu sync.Mutex
	busy, peak := 0, 0
	var calls atomic.Int32
	both := make(chan struct{})
	var once sync.Once
	obs := func(ctx context.Context, nc *nats.Conn, j *job.Job) Output {
		mu.Lock()
		busy++
		peak = max(peak, busy)
		if busy == 2 {
			once.Do(func() { close(both) })
		}
		mu.Unlock()
		// Hold the job until the other member holds one too (or give up:
		// the assertion below then fails).
		select {
		case <-both:
		case <-time.After(20 * time.Second):
		}
		mu.Lock()
		busy--
		mu.Unlock()
		return passW1(&calls)(ctx, nc, j)
	}
	e.witness(events.RoleW1, t.TempDir(), obs)
	e.witness(events.RoleW1, t.TempDir(), obs)
	ids := []string{"s1", "s2", "s3", "s4"}
	for _, id := range ids {
		e.publish(events.KindRequest, id, id+"-open", request(t, id, e.siteURL, ""))
		e.publish(events.KindAttempt, id, id+"-a1", attempt(id, "a1", "1"))
	}
	for _, id := range ids {
		e.waitFor("tribunal.w1.observation."+id, 1)
	}
	mu.Lock()
	defer mu.Unlock()
	if peak != 2 {
		t.Errorf("at most %d job(s) at once, want 2: the pool did not share the work", peak)
	}
	if n := calls.Load(); n != int32(len(ids)) {
		t.Errorf("observer called %d times for %d attempts", n, len(ids))
	}
	for _, id := range ids {
		if got := e.waitFor("tribunal.w1.observation."+id, 1); len(got) != 1 {
			t.Errorf("%s: %d reports, want 1", id, len(got))
		}
	}
}

func waitFile(t *testing.T, path string) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); ; {
		if _, err := os.Stat(path); err == nil {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s never appeared", path)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
