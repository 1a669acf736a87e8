// Package judgetest runs a real ledger (embedded NATS, bbolt, the
// governance fold) on a fresh deployment and puts requests in the states
// a judge acts on by publishing real signed events with each role's own
// credentials (internal/ledger/ledgertest). Nothing is faked.
package judgetest

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/ledger"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
	"github.com/tribunal-dev/tribunal/internal/pause/pausetest"
	"github.com/tribunal-dev/tribunal/internal/query"
)

// Ledger is a running ledger and what a test needs to drive it.
type Ledger struct {
	D       *deploy.Deployment
	Srv     *ledger.Server
	QC      *query.Client // the requester's queries
	signers map[events.Role]*events.Signer
	entries uint64 // what the chain holds once every fixture settled
}

// Start runs a governed ledger on a fresh deployment until the test ends.
func Start(t testing.TB) *Ledger {
	t.Helper()
	d := ledgertest.NewDeployment(t)
	cfg := ledger.ConfigFromDeployment(d)
	cfg.Govern = true
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	srv, err := ledger.Start(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Shutdown(context.Background()) })
	rq := ledgertest.Connect(t, srv.NATSURL(), d, events.RoleRequester)
	return &Ledger{D: d, Srv: srv, QC: query.NewClient(rq.NC, events.RoleRequester), signers: ledgertest.Signers(t, d)}
}

// Candidate opens request id with one attempt that both witnesses pass,
// and returns once the ledger says PASS_CANDIDATE.
func (l *Ledger) Candidate(t testing.TB, id string) {
	t.Helper()
	h := ledgertest.History(t, l.signers, id, id)
	for _, s := range h[:4] {
		l.publish(t, s.Role, s.Event)
	}
	l.settle(t, id, 4, events.StatePassCandidate)
}

// HoldBaselineDiff opens request id in scope "acme/main" and puts it in
// HOLD by a baseline change: W1 warns with a baseline_diff at home@mobile
// for its one screenshot (returned), W2 says w2verdict
// (AUDIT_UNAVAILABLE comes with an error, and then nothing a baseline
// lifts holds it). It returns once the ledger says HOLD.
func (l *Ledger) HoldBaselineDiff(t testing.TB, id, w2verdict string) events.Screenshot {
	t.Helper()
	h := ledgertest.History(t, l.signers, id, id)
	req := Body[*events.RequestOpened](t, events.SchemaRequestOpened, h[0].Event.Body)
	req.BaselineScope = "acme/main"
	att := Body[*events.AttemptSubmitted](t, events.SchemaAttemptSubmitted, h[1].Event.Body)
	w1 := Body[*events.ObservationW1](t, events.SchemaObservationW1, h[2].Event.Body)
	w2 := Body[*events.VisualVerdict](t, events.SchemaVisualVerdict, h[3].Event.Body)
	sum := sha256.Sum256([]byte("the redesigned page"))
	shot := events.Screenshot{Screen: "home", Breakpoint: "mobile", Surface: "web", SHA256: hex.EncodeToString(sum[:]), Width: 375, Height: 812}
	tuple := events.TupleFor(req, att)
	w1.Tuple, w1.Verdict, w1.Score, w1.Screenshots = tuple, events.VerdictWarn, 0.8, []events.Screenshot{shot}
	w1.Deviations = []events.Deviation{{ID: "baseline_diff", Description: "changed", Severity: 0.2, LocationHint: "home@mobile"}}
	w2.Tuple, w2.Verdict = tuple, w2verdict
	if w2verdict == events.VerdictAuditUnavailable {
		w2.Error = "browser crashed"
	}
	for _, s := range []struct {
		role events.Role
		kind string
		body events.Body
	}{{events.RoleRequester, events.KindRequest, req}, {events.RoleRequester, events.KindAttempt, att},
		{events.RoleW1, events.KindObservation, w1}, {events.RoleW2, events.KindVerdict, w2}} {
		l.publish(t, s.role, ledgertest.Sign(t, l.signers[s.role], s.role, s.kind, id, id+"-"+s.kind, s.body))
	}
	l.settle(t, id, 4, events.StateHold)
	return shot
}

// settle waits until request id, opened with n published events, is in
// state and the chain holds them and every transition the ledger derived:
// the fold answers queries before its entries are committed, and a test
// that counts entries must count them all.
func (l *Ledger) settle(t testing.TB, id string, n int, state string) {
	t.Helper()
	l.WaitState(t, id, state)
	rv, err := l.QC.Review(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	l.entries += uint64(n + len(rv.Transitions))
	pausetest.WaitFor(t, 30*time.Second, func() error {
		if got := l.Srv.Chain().Size(); got < l.entries {
			return fmt.Errorf("the chain holds %d entries, want %d", got, l.entries)
		}
		return nil
	})
}

func (l *Ledger) publish(t testing.TB, role events.Role, e events.Event) {
	t.Helper()
	c := ledgertest.Connect(t, l.Srv.NATSURL(), l.D, role)
	if _, err := c.Publish(context.Background(), e); err != nil {
		t.Fatal(err)
	}
}

// WaitState waits until the ledger reports request id in state.
func (l *Ledger) WaitState(t testing.TB, id, state string) {
	t.Helper()
	pausetest.WaitFor(t, 30*time.Second, func() error {
		rv, err := l.QC.Review(context.Background(), id)
		if err != nil {
			return err
		}
		if rv.State != state {
			return fmt.Errorf("request %s is %s, want %s", id, rv.State, state)
		}
		return nil
	})
}

// Body decodes a stored body of schema strictly as T.
func Body[T events.Body](t testing.TB, schema string, body []byte) T {
	t.Helper()
	b, err := events.Decode(schema, body)
	if err != nil {
		t.Fatal(err)
	}
	return b.(T)
}
