package witness

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// A judged page is untrusted: it may loop forever, open dialogs without
// end, balloon its memory or redirect in a circle. None of that may keep a
// witness from its next job, and every attempt must end in a report. Two
// bounds see to it:
//
//   - the job deadline (Config.JobDeadline), which starts once the
//     witness's own tools are up (Config.Prepare): the observer's context ends
//     when it passes, which ends every protocol call waiting on the page
//     and closes the job's tabs from the browser's own session (a busy
//     renderer is killed with its target; no page thread is needed). The
//     report is then AUDIT_UNAVAILABLE, JOB_DEADLINE_EXCEEDED, whatever the
//     observer returned. An observer that still has not returned after
//     deadlineGrace has its browser restarted (Config.Recover) and is left
//     behind after another grace: the report does not wait for it.
//   - the delivery cap: the work consumer delivers an attempt at most
//     MaxDeliveries times (ledger.WorkConsumerConfig, kept by JetStream
//     across restarts), and a witness renders it only on the first
//     ObserveDeliveries of them. A later delivery means that rendering
//     it ended the witness (or its shutdown) that many times, so it is
//     reported AUDIT_UNAVAILABLE, JOB_DELIVERIES_EXHAUSTED, without
//     rendering; the deliveries after that are for that report's own
//     publish failures.

// DefaultJobDeadline bounds one attempt's observation when neither the
// deployment (job_deadline_seconds in tribunal.json) nor serve's
// --job-deadline sets it. Far above what an ordinary page takes (seconds),
// far below the time anyone would wait for a request.
const DefaultJobDeadline = 120 * time.Second

// AUDIT_UNAVAILABLE error codes of an attempt the witness gave up on
// (docs/CONTRACTS.md §7).
const (
	ErrJobDeadline         = "JOB_DEADLINE_EXCEEDED"
	ErrDeliveriesExhausted = "JOB_DELIVERIES_EXHAUSTED"
)

// ObserveDeliveries is how many deliveries of one attempt a witness
// renders. A further delivery is reported JOB_DELIVERIES_EXHAUSTED at once.
// A delivery that ends without a report is a witness that died or was
// stopped mid-job (a job that only runs long ends at its deadline, with a
// report), so three such ends are a page that kills witnesses, or a
// witness that cannot finish.
const ObserveDeliveries = 3

// MaxDeliveries is the work consumers' MaxDeliver
// (ledger.WorkConsumerConfig): JetStream never delivers one piece of work
// more often. The deliveries past ObserveDeliveries leave room for the
// terminal report's own publish to fail and be retried.
const MaxDeliveries = 10

// deadlineGrace is how long an observer past its deadline has to return
// (its protocol calls end with its context, its tabs close from the
// browser's session: under a second in practice) before the browser is
// restarted under it, and again after that before it is left behind. A
// variable only for the tests.
var deadlineGrace = 10 * time.Second

// recoverTimeout bounds the health check of the browser after a job that
// passed its deadline.
const recoverTimeout = 5 * time.Second

// ErrDeadline is the cause of an observer's context that ended at the job
// deadline.
var ErrDeadline = errors.New("witness: " + ErrJobDeadline)

// deadlineReason is the AUDIT_UNAVAILABLE error of an attempt whose
// observation passed deadline d.
func deadlineReason(d time.Duration) string {
	return fmt.Sprintf("%s: not observed within the job deadline of %s (job_deadline_seconds in tribunal.json, or serve --job-deadline); the page was closed from outside",
		ErrJobDeadline, d)
}

// exhaustedReason is the AUDIT_UNAVAILABLE error of an attempt delivered
// for the n-th time.
func exhaustedReason(n uint64) string {
	return fmt.Sprintf("%s: delivery %d of this attempt; the %d before it ended without a report (the witness died or was stopped while observing it), so it is not rendered again",
		ErrDeliveriesExhausted, n, n-1)
}

// observeWithin runs observe under the job deadline. Past the deadline
// the result is the deadline's AUDIT_UNAVAILABLE report, whatever the
// observer returns; an observer that does not return in time has its
// browser recovered and is then left behind. A ctx that ends first (the
// witness stops) returns at once; the caller sees ctx.Err().
func (w *worker) observeWithin(ctx context.Context, r *events.RequestOpened, a *events.AttemptSubmitted, tuple events.Tuple, log *slog.Logger) Output {
	d := w.cfg.JobDeadline
	jctx, cancel := context.WithTimeoutCause(ctx, d, ErrDeadline)
	defer cancel()
	res := make(chan Output, 1)
	go func() { res <- w.observe(jctx, r, a, tuple, log) }()
	end, _ := jctx.Deadline()
	select {
	case out := <-res:
		// The observer's own contexts carry the same deadline on timers
		// of their own (browser.Tab.Context), so it may return from it a
		// moment before jctx ends: the clock decides, not the order.
		if time.Now().Before(end) && !errors.Is(context.Cause(jctx), ErrDeadline) {
			return out
		}
		if ctx.Err() != nil {
			return Output{}
		}
		w.recoverBrowser(ctx, false, log)
	case <-jctx.Done():
		if ctx.Err() != nil {
			return Output{}
		}
		stuck := false
		select {
		case <-res:
		case <-time.After(deadlineGrace):
			stuck = true
		}
		w.recoverBrowser(ctx, stuck, log)
		if stuck {
			select {
			case <-res:
			case <-time.After(deadlineGrace):
				log.Error("the observer did not return after its browser was restarted; left behind")
			}
		}
	}
	reason := deadlineReason(d)
	log.Warn("reporting AUDIT_UNAVAILABLE", "reason", reason)
	return Output{
		Report: Unavailable(w.cfg.Role, tuple, reason),
		Ops: []*events.OpsObservation{{SchemaName: events.SchemaOpsObservation, Kind: events.OpsExternalToolSlow,
			Tool: ToolBrowser, Detail: reason}},
	}
}

// recoverBrowser makes the browser fit for the next job after one passed
// its deadline: a stuck observer's browser is restarted; otherwise the
// browser is asked a browser-level question and restarted only when it
// does not answer.
func (w *worker) recoverBrowser(ctx context.Context, stuck bool, log *slog.Logger) {
	if w.cfg.Recover == nil {
		return
	}
	rctx, cancel := context.WithTimeout(ctx, recoverTimeout)
	defer cancel()
	if err := w.cfg.Recover(rctx, stuck); err != nil {
		log.Warn("recovering the browser after the job deadline", "err", err)
	}
}
