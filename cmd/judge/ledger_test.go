package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/ledger"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
	"github.com/tribunal-dev/tribunal/internal/pause/pausetest"
	"github.com/tribunal-dev/tribunal/internal/query"
)

// held runs a real ledger and puts request id in HOLD: W1 warns with a
// baseline_diff at home@mobile for its screenshot, W2 says w2verdict.
type held struct {
	d    *deploy.Deployment
	srv  *ledger.Server
	qc   *query.Client
	shot events.Screenshot
}

func holdRequest(t *testing.T, id, w2verdict string) *held {
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
	signers := ledgertest.Signers(t, d)
	h := ledgertest.History(t, signers, id, id)
	req := must[*events.RequestOpened](t, events.SchemaRequestOpened, h[0].Event.Body)
	req.BaselineScope = "acme/main"
	att := must[*events.AttemptSubmitted](t, events.SchemaAttemptSubmitted, h[1].Event.Body)
	w1 := must[*events.ObservationW1](t, events.SchemaObservationW1, h[2].Event.Body)
	w2 := must[*events.VisualVerdict](t, events.SchemaVisualVerdict, h[3].Event.Body)
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
		c := ledgertest.Connect(t, srv.NATSURL(), d, s.role)
		if _, err := c.Publish(context.Background(), ledgertest.Sign(t, signers[s.role], s.role, s.kind, id, id+"-"+s.kind, s.body)); err != nil {
			t.Fatal(err)
		}
	}
	rq := ledgertest.Connect(t, srv.NATSURL(), d, events.RoleRequester)
	qc := query.NewClient(rq.NC, events.RoleRequester)
	pausetest.WaitFor(t, 30*time.Second, func() error {
		rv, err := qc.Review(context.Background(), id)
		if err == nil && rv.State == events.StateHold {
			return nil
		}
		return fmt.Errorf("request %s not held: %+v %v", id, rv, err)
	})
	// The state answer can come before the transitions it derived are
	// committed: wait for the four events and every transition, so a test
	// that compares chain sizes sees only what it caused.
	rv, err := qc.Review(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	want := uint64(4 + len(rv.Transitions))
	pausetest.WaitFor(t, 30*time.Second, func() error {
		if got := srv.Chain().Size(); got < want {
			return fmt.Errorf("the chain holds %d entries, want %d", got, want)
		}
		return nil
	})
	return &held{d: d, srv: srv, qc: qc, shot: shot}
}

func must[T events.Body](t *testing.T, schema string, body []byte) T {
	t.Helper()
	b, err := events.Decode(schema, body)
	if err != nil {
		t.Fatal(err)
	}
	return b.(T)
}

// TestRebaselineWithALedger: judge rebaseline publishes the acceptance and
// prints the candidate; on an attempt a baseline cannot lift it refuses
// with the reason and publishes nothing.
func TestRebaselineWithALedger(t *testing.T) {
	t.Run("accepts", func(t *testing.T) {
		h := holdRequest(t, "r1", events.VerdictPass)
		stdout, stderr, code := runJudge(t, "rebaseline", "r1", "--reason", "the redesign is intended", "--actor", "ada", "--json", "--dir", h.d.Dir)
		if code != 0 || !strings.Contains(stdout, `"verdict": "PASS_CANDIDATE"`) || !strings.Contains(stderr, "judge approve r1") {
			t.Fatalf("exit %d\nstdout %s\nstderr %s", code, stdout, stderr)
		}
		rv, err := h.qc.Review(context.Background(), "r1")
		if err != nil || len(rv.Attempts[0].Acceptances) != 1 || !rv.Attempts[0].Screenshots[0].Accepted || len(rv.Attempts[0].Waived) != 1 {
			t.Fatalf("review %+v %v", rv, err)
		}
		var acc *events.BaselineAccepted
		for i := uint64(0); i < h.srv.Chain().Size(); i++ {
			e, _ := h.srv.Chain().Entry(i)
			if strings.HasPrefix(e.Event.Subject, "tribunal.judge.baseline.") {
				acc = must[*events.BaselineAccepted](t, events.SchemaBaselineAccepted, e.Event.Body)
			}
		}
		if acc == nil || acc.ActorID != "ada" || acc.BaselineScope != "acme/main" || len(acc.Frames) != 1 || acc.Frames[0].SHA256 != h.shot.SHA256 {
			t.Fatalf("acceptance on the chain %+v", acc)
		}
	})
	t.Run("refuses AUDIT_UNAVAILABLE", func(t *testing.T) {
		h := holdRequest(t, "r2", events.VerdictAuditUnavailable)
		before := h.srv.Chain().Size()
		_, stderr, code := runJudge(t, "rebaseline", "r2", "--reason", "x", "--dir", h.d.Dir)
		if code != 1 || !strings.Contains(stderr, "AUDIT_UNAVAILABLE") || strings.Count(stderr, "\n") != 1 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		if after := h.srv.Chain().Size(); after != before {
			t.Fatalf("a refused rebaseline published: the chain grew from %d to %d", before, after)
		}
	})
	t.Run("refuses an --only that names nothing", func(t *testing.T) {
		h := holdRequest(t, "r3", events.VerdictPass)
		_, stderr, code := runJudge(t, "rebaseline", "r3", "--reason", "x", "--only", "home@desktop", "--dir", h.d.Dir)
		if code != 2 || !strings.Contains(stderr, "home@mobile/web") {
			t.Fatalf("exit %d: %s", code, stderr)
		}
	})
	t.Run("pending lists the hold", func(t *testing.T) {
		h := holdRequest(t, "r4", events.VerdictPass)
		stdout, _, code := runJudge(t, "pending", "--dir", h.d.Dir)
		if code != 0 || !strings.Contains(stdout, "r4 attempt a1") || !strings.Contains(stdout, "would accept: home@mobile/web") {
			t.Fatalf("exit %d\n%s", code, stdout)
		}
	})
}
