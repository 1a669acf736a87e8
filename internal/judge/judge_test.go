package judge

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/judge/judgetest"
)

func dial(t *testing.T, l *judgetest.Ledger) *Client {
	t.Helper()
	c, err := Dial(context.Background(), &endpoint.Flags{Dir: l.D.Dir}, true)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	c.Now = func() time.Time { return time.Date(2026, 3, 1, 12, 0, 0, 5, time.UTC) }
	return c
}

// TestDecisions: Approve seals a candidate, Reject holds one, both with
// the receipt the client signed; a request that is not a candidate is
// ErrNotApplied before anything is published; a decision without a
// reason is ErrInvalid before anything is asked.
func TestDecisions(t *testing.T) {
	l := judgetest.Start(t)
	c := dial(t, l)
	ctx := context.Background()
	l.Candidate(t, "yes")
	l.Candidate(t, "no")

	pending, err := c.Pending(ctx)
	if err != nil || len(pending) != 2 || pending[0].RequestID != "yes" {
		t.Fatalf("pending %+v %v", pending, err)
	}
	var published []Published
	d := Decision{Reason: "matches", Actor: "ada", Published: func(p Published) { published = append(published, p) }}
	got, err := c.Approve(ctx, "yes", d)
	if err != nil || got.Status.W3.Verdict != events.StateSealedDeploy || got.AttemptID != "a1" || got.Act != events.DecisionApprove {
		t.Fatalf("approve: %+v %v", got, err)
	}
	w3 := got.Status.W3.TriWitnessLedger.W3
	if w3.ActorID != "ada" || w3.Timestamp != "2026-03-01T12:00:00Z" || w3.Verdict != "PASS" {
		t.Errorf("w3 %+v", w3)
	}
	if len(published) != 1 || published[0].EventID != got.EventID || published[0].Kind != events.KindDecision {
		t.Errorf("published %+v, result %+v", published, got)
	}
	got, err = c.Reject(ctx, "no", Decision{Reason: "the hero is wrong"})
	if err != nil || got.Status.W3.Verdict != events.StateHold || got.Status.W3.TriWitnessLedger.W3.ActorID != "judge" {
		t.Fatalf("reject: %+v %v", got, err)
	}
	if _, err := c.Approve(ctx, "no", Decision{Reason: "changed my mind"}); !errors.Is(err, ErrNotApplied) || !strings.Contains(err.Error(), "not a PASS_CANDIDATE") {
		t.Errorf("approve a held request: %v", err)
	}
	if _, err := c.Approve(ctx, "yes", Decision{Reason: " "}); !errors.Is(err, ErrInvalid) || err.Error() != "--reason is required" {
		t.Errorf("no reason: %v", err)
	}
	var ie cli.InputError
	if _, err := c.Review(ctx, "unknown"); !errors.As(err, &ie) {
		t.Errorf("review of an unknown request: %v", err)
	}
}

// TestRebaseline: an acceptance promotes the held attempt's frame and
// the ledger decides again; what no baseline lifts is refused with the
// reason and publishes nothing; an --only that names nothing is bad
// input.
func TestRebaseline(t *testing.T) {
	l := judgetest.Start(t)
	c := dial(t, l)
	ctx := context.Background()

	shot := l.HoldBaselineDiff(t, "r1", events.VerdictPass)
	pending, err := c.Pending(ctx)
	if err != nil || len(pending) != 1 || pending[0].Action != "rebaseline" || len(pending[0].Frames) != 1 {
		t.Fatalf("pending %+v %v", pending, err)
	}
	got, err := c.Rebaseline(ctx, "r1", Rebaseline{Reason: "the redesign is intended", Actor: "ada"})
	if err != nil {
		t.Fatal(err)
	}
	if got.Review.State != events.StatePassCandidate || got.Scope != "acme/main" || len(got.Frames) != 1 || got.Frames[0].SHA256 != shot.SHA256 {
		t.Fatalf("rebaselined %+v (state %s)", got, got.Review.State)
	}
	if a := got.Review.Attempts[0]; len(a.Acceptances) != 1 || a.Acceptances[0] != got.EventID || !a.Screenshots[0].Accepted {
		t.Errorf("the review does not show the acceptance: %+v", a)
	}

	l.HoldBaselineDiff(t, "r2", events.VerdictAuditUnavailable)
	before := l.Srv.Chain().Size()
	if _, err := c.Rebaseline(ctx, "r2", Rebaseline{Reason: "x"}); !errors.Is(err, ErrNotApplied) || !strings.Contains(err.Error(), "AUDIT_UNAVAILABLE") {
		t.Errorf("rebaseline of an unavailable audit: %v", err)
	}
	if after := l.Srv.Chain().Size(); after != before {
		t.Errorf("a refused rebaseline published: the chain grew from %d to %d", before, after)
	}

	l.HoldBaselineDiff(t, "r3", events.VerdictPass)
	var ie cli.InputError
	if _, err := c.Rebaseline(ctx, "r3", Rebaseline{Reason: "x", Only: []FrameSel{{Screen: "home", Breakpoint: "desktop"}}}); !errors.As(err, &ie) || !strings.Contains(err.Error(), "home@mobile/web") {
		t.Errorf("--only home@desktop: %v", err)
	}
}
