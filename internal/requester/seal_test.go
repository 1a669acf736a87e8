package requester

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/judge"
	"github.com/tribunal-dev/tribunal/internal/judge/judgetest"
)

type waited struct {
	rv      *govern.Review
	outcome SealOutcome
	err     error
	lines   []string
}

// waiter is a WaitSealed running in the background: its result, and each
// progress line as it is said.
type waiter struct {
	done <-chan waited
	said <-chan string
}

// waitSealed runs WaitSealed on id in the background.
func waitSealed(c *Client, id string, timeout time.Duration) waiter {
	ch := make(chan waited, 1)
	// Each line is said once, so a few dozen never block the wait.
	said := make(chan string, 64)
	go func() {
		var w waited
		p := Progress{Say: func(l string) { w.lines = append(w.lines, l); said <- l }, Sealing: true}
		w.rv, w.outcome, w.err = c.WaitSealed(context.Background(), id, "a1", timeout, func(rv *govern.Review) { p.See(rv, "a1") })
		ch <- w
	}()
	return waiter{done: ch, said: said}
}

// saw waits until the waiter said a line containing want. The judge acts
// only after it: the wait polls the ledger, and a decision taken before
// its first poll would hide the state the progress lines are about.
func (w waiter) saw(t *testing.T, want string) {
	t.Helper()
	timeout := time.After(time.Minute)
	for {
		select {
		case l := <-w.said:
			if strings.Contains(l, want) {
				return
			}
		case <-timeout:
			t.Fatalf("no progress line with %q within a minute", want)
		}
	}
}

// TestWaitSealed: the gate opens only on the judge's seal — a candidate
// is waited on until approved, a baseline change a judge may accept is
// waited on through the rebaseline and the approval, a rejection ends
// the wait refused, and no seal in time is a TimeoutError with the last
// state.
func TestWaitSealed(t *testing.T) {
	l := judgetest.Start(t)
	ctx := context.Background()
	jc, err := judge.Dial(ctx, &endpoint.Flags{Dir: l.D.Dir}, true)
	if err != nil {
		t.Fatal(err)
	}
	defer jc.Close()
	c, err := Dial(ctx, &endpoint.Flags{Dir: l.D.Dir}, false)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	d := judge.Decision{Reason: "looks right"}

	l.Candidate(t, "approved")
	wt := waitSealed(c, "approved", time.Minute)
	wt.saw(t, "waiting for the judge's seal")
	if _, err := jc.Approve(ctx, "approved", d); err != nil {
		t.Fatal(err)
	}
	w := <-wt.done
	if w.err != nil || w.outcome != Sealed || w.rv.W3.Verdict != events.StateSealedDeploy {
		t.Fatalf("approved: %v %v %+v", w.err, w.outcome, w.rv.W3)
	}
	if !strings.Contains(strings.Join(w.lines, "\n"), "waiting for the judge's seal") {
		t.Errorf("progress %q", w.lines)
	}

	l.HoldBaselineDiff(t, "redesign", events.VerdictPass)
	wt = waitSealed(c, "redesign", time.Minute)
	wt.saw(t, "judge rebaseline")
	if _, err := jc.Rebaseline(ctx, "redesign", judge.Rebaseline{Reason: "the new hero"}); err != nil {
		t.Fatal(err)
	}
	if _, err := jc.Approve(ctx, "redesign", d); err != nil {
		t.Fatal(err)
	}
	if w = <-wt.done; w.err != nil || w.outcome != Sealed {
		t.Fatalf("redesign: %v %v %+v", w.err, w.outcome, w.rv.W3)
	}
	all := strings.Join(w.lines, "\n")
	if !strings.Contains(all, "w1:   home@mobile/web 375x812") || !strings.Contains(all, "judge rebaseline") {
		t.Errorf("progress %q", w.lines)
	}

	l.Candidate(t, "rejected")
	wt = waitSealed(c, "rejected", time.Minute)
	wt.saw(t, "waiting for the judge's seal")
	if _, err := jc.Reject(ctx, "rejected", judge.Decision{Reason: "the hero is wrong"}); err != nil {
		t.Fatal(err)
	}
	if w = <-wt.done; w.err != nil || w.outcome != Refused || !strings.HasPrefix(w.rv.W3.Error, govern.ErrJudgeRejected) {
		t.Fatalf("rejected: %v %v %+v", w.err, w.outcome, w.rv.W3)
	}

	l.HoldBaselineDiff(t, "broken", events.VerdictAuditUnavailable)
	if w = <-waitSealed(c, "broken", time.Minute).done; w.err != nil || w.outcome != Refused {
		t.Fatalf("unavailable audit: %v %v", w.err, w.outcome)
	}

	l.Candidate(t, "slow")
	w = <-waitSealed(c, "slow", 300*time.Millisecond).done
	var te *TimeoutError
	if !errors.As(w.err, &te) || te.Last == nil || te.Last.W3.Verdict != events.StatePassCandidate || !strings.Contains(te.Msg, "not sealed within") {
		t.Fatalf("timeout: %v", w.err)
	}
}
