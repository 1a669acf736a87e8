package witness

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/ledger"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// verdictOf waits for W2's first report on request id and decodes it.
func (e *env) verdictOf(id string) *events.VisualVerdict {
	e.t.Helper()
	ev := e.waitFor("tribunal.w2.verdict."+id, 1)[0]
	b, err := events.Decode(events.SchemaVisualVerdict, ev.Body)
	if err != nil {
		e.t.Fatal(err)
	}
	return b.(*events.VisualVerdict)
}

func passW2(j *job.Job) Output {
	return Output{Report: &events.VisualVerdict{SchemaName: events.SchemaVisualVerdict, ReqID: j.Tuple.RequestID,
		AttID: j.Tuple.AttemptID, Tuple: j.Tuple, Verdict: events.VerdictPass, ElementVerdicts: []events.ElementVerdict{},
		Lint:     events.Lint{Required: []events.LintSelector{}, Forbidden: []events.LintSelector{}, Findings: []events.LintFinding{}},
		Concerns: []events.Concern{}}}
}

// TestServeJobDeadline: an attempt whose observer outlives the job
// deadline is reported AUDIT_UNAVAILABLE, JOB_DEADLINE_EXCEEDED (naming
// the deadline) within the deadline and the grace, whether the observer
// gives up with its context (then the browser is only checked) or ignores
// it (then the browser is restarted under it); a report the observer
// makes after the deadline is not used; and the witness, one job at a
// time, takes the next attempt at once and reports it as observed.
func TestServeJobDeadline(t *testing.T) {
	old := deadlineGrace
	deadlineGrace = 500 * time.Millisecond
	t.Cleanup(func() { deadlineGrace = old })
	const deadline = 1500 * time.Millisecond

	e := newEnv(t)
	var mu sync.Mutex
	var recovered []bool // Recover's stuck argument, per call
	unstick := make(chan struct{}, 8)
	e.daemon(events.RoleW2, t.TempDir(), func(ctx context.Context, cfg Config) error {
		cfg.Jobs = 1
		cfg.JobDeadline = deadline
		cfg.Recover = func(ctx context.Context, stuck bool) error {
			mu.Lock()
			recovered = append(recovered, stuck)
			mu.Unlock()
			if stuck {
				unstick <- struct{}{} // a restarted browser fails the stuck calls
			}
			return nil
		}
		return Serve(ctx, cfg, func(ctx context.Context, _ *nats.Conn, j *job.Job) Output {
			switch {
			case strings.HasPrefix(j.Tuple.RequestID, "polite"):
				<-ctx.Done()
				return passW2(j) // too late: must not be published
			case strings.HasPrefix(j.Tuple.RequestID, "stuck"):
				<-unstick
				return passW2(j)
			}
			return passW2(j)
		})
	})
	cases := []struct {
		id    string
		stuck bool
	}{
		{"polite", false},
		{"stuck", true},
	}
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) {
			mu.Lock()
			recovered = nil
			mu.Unlock()
			start := time.Now()
			e.publish(events.KindRequest, c.id, c.id+"-open", request(t, c.id, e.siteURL, ""))
			e.publish(events.KindAttempt, c.id, c.id+"-a1", attempt(c.id, "a1", "1"))
			v := e.verdictOf(c.id)
			took := time.Since(start)
			if v.Verdict != events.VerdictAuditUnavailable || !strings.HasPrefix(v.Error, ErrJobDeadline+": ") || !strings.Contains(v.Error, deadline.String()) {
				t.Errorf("verdict %s error %q, want AUDIT_UNAVAILABLE %s naming %s", v.Verdict, v.Error, ErrJobDeadline, deadline)
			}
			if limit := deadline + 2*deadlineGrace + 3*time.Second; took > limit {
				t.Errorf("reported after %s, want within %s", took, limit)
			}
			mu.Lock()
			got := append([]bool(nil), recovered...)
			mu.Unlock()
			if len(got) != 1 || got[0] != c.stuck {
				t.Errorf("Recover called with stuck %v, want once with %v", got, c.stuck)
			}
			// The next attempt, on the same single job slot, is observed.
			next := "next-" + c.id
			start = time.Now()
			e.publish(events.KindRequest, next, next+"-open", request(t, next, e.siteURL, ""))
			e.publish(events.KindAttempt, next, next+"-a1", attempt(next, "a1", "1"))
			if v := e.verdictOf(next); v.Verdict != events.VerdictPass {
				t.Errorf("the next attempt: verdict %s %q, want pass", v.Verdict, v.Error)
			}
			if took := time.Since(start); took > deadline {
				t.Errorf("the next attempt took %s: it waited for the stuck one", took)
			}
		})
	}
}

// TestServePrepareOutsideDeadline: the witness's own start-up (a browser
// being started or restarted, Config.Prepare) is waited for before the job
// deadline starts: an ordinary page observed right after a slow start is
// reported as observed, not JOB_DEADLINE_EXCEEDED; and an observer that
// outlives its deadline is still cut off at it after a prepared start.
func TestServePrepareOutsideDeadline(t *testing.T) {
	const deadline = time.Second
	const start = 2 * deadline // the browser's start, longer than the deadline
	e := newEnv(t)
	var prepared atomic.Int32
	e.daemon(events.RoleW2, t.TempDir(), func(ctx context.Context, cfg Config) error {
		cfg.Jobs = 1
		cfg.JobDeadline = deadline
		cfg.Recover = func(context.Context, bool) error { return nil }
		cfg.Prepare = func(ctx context.Context) {
			prepared.Add(1)
			select {
			case <-time.After(start):
			case <-ctx.Done():
			}
		}
		return Serve(ctx, cfg, func(ctx context.Context, _ *nats.Conn, j *job.Job) Output {
			if strings.HasPrefix(j.Tuple.RequestID, "slow") {
				<-ctx.Done()
			}
			return passW2(j)
		})
	})
	for _, c := range []struct {
		id   string
		want string
	}{
		{"ordinary", events.VerdictPass},
		{"slow", events.VerdictAuditUnavailable},
	} {
		e.publish(events.KindRequest, c.id, c.id+"-open", request(t, c.id, e.siteURL, ""))
		e.publish(events.KindAttempt, c.id, c.id+"-a1", attempt(c.id, "a1", "1"))
		if v := e.verdictOf(c.id); v.Verdict != c.want {
			t.Errorf("%s after a %s start: verdict %s %q, want %s", c.id, start, v.Verdict, v.Error, c.want)
		}
	}
	if n := prepared.Load(); n != 2 {
		t.Errorf("Prepare called %d times, want once per job (2)", n)
	}
}

// TestServeDeliveryCap: an attempt whose observation never ends in a
// report (here: the witness is stopped mid-job each time; a crash is the
// same to JetStream) is rendered on its first ObserveDeliveries
// deliveries only; the next delivery is reported AUDIT_UNAVAILABLE,
// JOB_DELIVERIES_EXHAUSTED at once, with the delivery count, by a witness
// that keeps only its store. The work consumer caps deliveries at
// MaxDeliveries, above that.
func TestServeDeliveryCap(t *testing.T) {
	if got := ledger.WorkConsumerConfig(events.RoleW2).MaxDeliver; got != MaxDeliveries || MaxDeliveries <= ObserveDeliveries {
		t.Fatalf("work consumer MaxDeliver %d, witness MaxDeliveries %d, ObserveDeliveries %d", got, MaxDeliveries, ObserveDeliveries)
	}
	e := newEnv(t)
	state := t.TempDir()
	var calls atomic.Int32
	started := make(chan struct{}, 8)
	obs := func(ctx context.Context, _ *nats.Conn, j *job.Job) Output {
		calls.Add(1)
		started <- struct{}{}
		<-ctx.Done() // the witness stops mid-job
		return Output{}
	}
	e.publish(events.KindRequest, "poison", "poison-open", request(t, "poison", e.siteURL, ""))
	e.publish(events.KindAttempt, "poison", "poison-a1", attempt("poison", "a1", "1"))
	// Stop the witness whenever the observer has the attempt. A stopped
	// witness leaves no pull behind that could take the next delivery
	// unread: every delivery but the last reaches the observer.
	stop := e.witness(events.RoleW2, state, obs)
	reported := make(chan *events.VisualVerdict, 1)
	go func() { reported <- e.verdictOf("poison") }()
	var v *events.VisualVerdict
	for v == nil {
		select {
		case <-started:
			stop()
			stop = e.witness(events.RoleW2, state, obs)
		case v = <-reported:
		case <-time.After(2 * time.Minute):
			t.Fatal("the attempt was neither observed again nor reported")
		}
	}
	if v.Verdict != events.VerdictAuditUnavailable || !strings.HasPrefix(v.Error, fmt.Sprintf("%s: delivery %d ", ErrDeliveriesExhausted, ObserveDeliveries+1)) {
		t.Errorf("verdict %s error %q, want AUDIT_UNAVAILABLE %s", v.Verdict, v.Error, ErrDeliveriesExhausted)
	}
	if n := calls.Load(); n != ObserveDeliveries {
		t.Errorf("observer called %d times, want %d", n, ObserveDeliveries)
	}
	t.Logf("observed %d times; reported: %s", calls.Load(), v.Error)
}
