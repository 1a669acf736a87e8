package witness

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// TestServeJobPool: with Jobs 2 a witness observes two attempts at once
// (each observer waits until the other is in too, so one at a time would
// never report), every attempt is reported once, each finds its request
// (requests are stored in delivery order, before the attempts after
// them); with Jobs 1 never more than one is in flight.
func TestServeJobPool(t *testing.T) {
	for _, tc := range []struct {
		jobs     int
		attempts int
		barrier  bool
	}{{jobs: 2, attempts: 4, barrier: true}, {jobs: 1, attempts: 3}} {
		t.Run(fmt.Sprintf("jobs %d", tc.jobs), func(t *testing.T) {
			e := newEnv(t)
			var calls, inFlight, most atomic.Int32
			both := make(chan struct{})
			var once sync.Once
			pass := passW1(&calls)
			obs := func(ctx context.Context, nc *nats.Conn, j *job.Job) Output {
				n := inFlight.Add(1)
				defer inFlight.Add(-1)
				for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
				}
				if tc.barrier {
					if n == 2 {
						once.Do(func() { close(both) })
					}
					select {
					case <-both:
					case <-ctx.Done():
					case <-time.After(time.Minute):
						t.Error("the attempts were observed one at a time")
					}
				}
				return pass(ctx, nc, j)
			}
			e.daemon(events.RoleW1, t.TempDir(), func(ctx context.Context, cfg Config) error {
				cfg.Jobs = tc.jobs
				return Serve(ctx, cfg, obs)
			})
			for i := range tc.attempts {
				r := fmt.Sprintf("r%d", i)
				e.publish(events.KindRequest, r, r+"-open", request(t, r, e.siteURL, ""))
				e.publish(events.KindAttempt, r, r+"-a1", attempt(r, "a1", "1"))
			}
			for i := range tc.attempts {
				reps := e.waitFor(fmt.Sprintf("tribunal.w1.observation.r%d", i), 1)
				b, err := events.Decode(events.SchemaObservationW1, reps[0].Body)
				if err != nil || b.(*events.ObservationW1).Verdict != events.VerdictPass {
					t.Errorf("r%d: report %v, %v", i, b, err)
				}
			}
			if got := calls.Load(); got != int32(tc.attempts) {
				t.Errorf("observer called %d times for %d attempts", got, tc.attempts)
			}
			if got := most.Load(); got != int32(tc.jobs) {
				t.Errorf("at most %d attempts in flight, want %d", got, tc.jobs)
			}
		})
	}
}
