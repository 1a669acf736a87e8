package main

import (
	"context"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/judge/judgetest"
	"github.com/tribunal-dev/tribunal/internal/ledger"
	"github.com/tribunal-dev/tribunal/internal/query"
)

// held runs a real ledger and puts request id in HOLD (judgetest's
// HoldBaselineDiff): W1 warns with a baseline_diff at home@mobile for its
// screenshot, W2 says w2verdict.
type held struct {
	d    *deploy.Deployment
	srv  *ledger.Server
	qc   *query.Client
	shot events.Screenshot
}

func holdRequest(t *testing.T, id, w2verdict string) *held {
	t.Helper()
	l := judgetest.Start(t)
	shot := l.HoldBaselineDiff(t, id, w2verdict)
	return &held{d: l.D, srv: l.Srv, qc: l.QC, shot: shot}
}

func must[T events.Body](t *testing.T, schema string, body []byte) T {
	t.Helper()
	return judgetest.Body[T](t, schema, body)
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
