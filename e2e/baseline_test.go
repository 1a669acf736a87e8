package e2e

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
)

const (
	siteRedesign      = "e2e/testdata/site-redesign"      // site-good with new panel copy: the same boxes, other pixels
	skeletonDrift     = "e2e/testdata/skeleton-drift"     // two blocks stacked edge to edge, a drift profile of 12 px
	siteDriftOK       = "e2e/testdata/site-drift-ok"      // the top block 8 px to the right: micro-drift, clear of the other
	siteDriftCollides = "e2e/testdata/site-drift-collide" // the top block 8 px taller: micro-drift onto the other
)

// checkIn runs tribunal check on site in baseline scope and returns the
// W³ output; want is check's exit code (0 candidate, 1 held).
func (c *cluster) checkIn(t *testing.T, want int, skel, site, id, scope string, extra ...string) *govern.W3Output {
	t.Helper()
	args := append([]string{"check", "--skeleton", skel, "--url", siteURL(t, site), "--request-id", id, "--baseline-scope", scope, "--json"}, extra...)
	return w3(t, c.tribunal(t, want, args...).stdout)
}

func hasDev(w *govern.W3Output, id, hint string) bool {
	return slices.ContainsFunc(w.Deviations, func(d events.Deviation) bool { return d.ID == id && d.LocationHint == hint })
}

// baselines: two projects with the same screen ids never see each other's
// baselines; an intended change is held with a baseline_diff (and a retry
// makes its scar FAILED), the judge accepts it (rebaseline), it becomes a
// candidate and is sealed; the next request of the scope is compared with
// the accepted frame, and the accepted scar holds no later request.
func baselines(t *testing.T, c *cluster) {
	scopeA, scopeB := newID("acme/main"), newID("shop")
	const hint = "home@desktop"

	// Scope A: the good page sealed, its frame A's baseline.
	id := newID("bl-seal")
	if w := c.checkIn(t, 0, skeleton, siteGood, id, scopeA); len(w.Deviations) != 0 {
		t.Fatalf("first request of a new scope: %+v", w.Deviations)
	}
	c.judge(t, 0, "approve", id, "--reason", "the design")

	// Scope B, the same skeleton and screen ids: it never sees A's frame.
	idB := newID("bl-other")
	wb := c.checkIn(t, 0, skeleton, siteRedesign, idB, scopeB)
	if hasDev(wb, "baseline_diff", hint) {
		t.Fatalf("scope %s was compared with scope %s's baseline: %+v", scopeB, scopeA, wb.Deviations)
	}
	rvB := c.review(t, idB, "assessed", func(r *govern.Review) bool { return r.W3.Settled() })
	if rvB.Scope != scopeB || rvB.Attempts[0].Screenshots[0].Baseline != "" {
		t.Fatalf("scope B's review: scope %q, baseline %q", rvB.Scope, rvB.Attempts[0].Screenshots[0].Baseline)
	}
	c.judge(t, 0, "approve", idB, "--reason", "shop's own design")

	// Scope A, the redesign: held with a baseline_diff; the same page
	// again is not converging, and the baseline_diff's scar FAILED.
	id = newID("bl-change")
	w := c.checkIn(t, 1, skeleton, siteRedesign, id, scopeA)
	if w.Verdict != events.StateHold || !hasDev(w, "baseline_diff", hint) {
		t.Fatalf("a changed page: %s %q %+v", w.Verdict, w.Error, w.Deviations)
	}
	w = w3(t, c.tribunal(t, 1, "attempt", id, "--skeleton", skeleton, "--url", siteURL(t, siteRedesign), "--wait", "--json").stdout)
	if w.Error != govern.ErrEntropyNonDecreasing {
		t.Fatalf("the same change again: %s %q", w.Verdict, w.Error)
	}
	fp := hexH([]byte("baseline_diff" + hint))
	var sc govern.Scar
	if err := json.Unmarshal([]byte(c.tribunal(t, 0, "scar", fp, "--scope", scopeA, "--json").stdout), &sc); err != nil || sc.Outcome != govern.ScarFailed {
		t.Fatalf("scar of the change: %+v %v", sc, err)
	}

	// The judge sees it pending, with what a rebaseline would accept.
	var pending []govern.Pending
	if err := json.Unmarshal([]byte(c.judge(t, 0, "pending", "--json").stdout), &pending); err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(pending, func(p govern.Pending) bool { return p.RequestID == id })
	if i < 0 || pending[i].Action != govern.ActionRebaseline || len(pending[i].Frames) != 1 || !strings.Contains(pending[i].Reason, "baseline_diff at "+hint) {
		t.Fatalf("judge pending: %+v", pending)
	}
	if txt := c.judge(t, 0, "pending").stdout; !strings.Contains(txt, "judge rebaseline") || !strings.Contains(txt, id) {
		t.Errorf("judge pending (text):\n%s", txt)
	}
	newFrame := pending[i].Frames[0].SHA256

	// Accept: a candidate, not yet sealed; the scar ACCEPTED.
	w = w3(t, c.judge(t, 0, "rebaseline", id, "--reason", "the redesigned panel is intended", "--json").stdout)
	if w.Verdict != events.StatePassCandidate || hasDev(w, "baseline_diff", hint) || w.TriWitnessLedger.CompositeHash != govern.NotComputed {
		t.Fatalf("after rebaseline: %s %q %+v", w.Verdict, w.Error, w.Deviations)
	}
	if err := json.Unmarshal([]byte(c.tribunal(t, 0, "scar", fp, "--scope", scopeA, "--json").stdout), &sc); err != nil || sc.Outcome != govern.ScarAccepted {
		t.Fatalf("scar after the acceptance: %+v %v", sc, err)
	}
	// Nothing holds it any more: a second rebaseline is refused, saying why.
	if r := run(t, "judge", "rebaseline", id, "--reason", "again", "--dir", c.dir); r.code != 1 || !strings.Contains(r.stderr, "PASS_CANDIDATE") {
		t.Errorf("rebaseline of a candidate: exit %d\n%s", r.code, r.stderr)
	}
	a := w3(t, c.judge(t, 0, "approve", id, "--reason", "matches the redesign", "--json").stdout)
	if a.Verdict != events.StateSealedDeploy || !events.IsHex64(a.TriWitnessLedger.CompositeHash) {
		t.Fatalf("approve after rebaseline: %s %s", a.Verdict, a.TriWitnessLedger.CompositeHash)
	}

	// The next request of A is compared with the accepted frame.
	next := newID("bl-next")
	if w := c.checkIn(t, 0, skeleton, siteRedesign, next, scopeA); len(w.Deviations) != 0 {
		t.Fatalf("the accepted page again: %+v", w.Deviations)
	}
	rv := c.review(t, next, "assessed", func(r *govern.Review) bool { return r.W3.Settled() })
	if sh := rv.Attempts[0].Screenshots[0]; sh.Baseline != newFrame || sh.Changed {
		t.Fatalf("compared with %s (changed %v), want the accepted frame %s", sh.Baseline, sh.Changed, newFrame)
	}

	// A later change at the same screen: its baseline_diff shares the
	// accepted scar's fingerprint, and is not held by it.
	later := newID("bl-later")
	w = c.checkIn(t, 0, skeleton, siteGood, later, scopeA, "--max-deviation-score", "1")
	if !hasDev(w, "baseline_diff", hint) || w.Verdict != events.StatePassCandidate {
		t.Fatalf("a later change: %s %q %+v", w.Verdict, w.Error, w.Deviations)
	}
}

// driftArm: a micro-drift-only W2 reject is arbitrated in the flow by W2's
// drift verdict: approved drift makes a candidate (W1 passes), drift onto
// another element is rejected and holds.
func driftArm(t *testing.T, c *cluster) {
	scope := newID("drift")
	id := newID("drift-ok")
	w := c.checkIn(t, 0, skeletonDrift, siteDriftOK, id, scope)
	rv := c.review(t, id, "assessed", func(r *govern.Review) bool { return r.W3.Settled() })
	a := rv.Attempts[0]
	if w.Verdict != events.StatePassCandidate || w.TriWitnessLedger.W2.Verdict != events.VerdictReject || a.Drift == nil ||
		len(a.Waived) != 1 || a.Waived[0].Waiver != govern.WaiverDriftApproved {
		t.Fatalf("approved micro-drift: %s %q, W2 %s, drift %v, waived %+v", w.Verdict, w.Error, w.TriWitnessLedger.W2.Verdict, a.Drift, a.Waived)
	}
	// The candidate is recorded as the drift verdict's doing.
	last := rv.Transitions[len(rv.Transitions)-1]
	if last.To != events.StatePassCandidate || last.Cause != a.Drift.EventID {
		t.Errorf("candidate transition %+v, want caused by the drift verdict %s", last, a.Drift.EventID)
	}
	if show := c.judge(t, 0, "show", id).stdout; !strings.Contains(show, "drift arm: approve") {
		t.Errorf("judge show lacks the drift verdict:\n%s", show)
	}

	id = newID("drift-collide")
	w = c.checkIn(t, 1, skeletonDrift, siteDriftCollides, id, scope)
	if w.Verdict != events.StateHold || w.Error != govern.ErrDriftRejected {
		t.Fatalf("micro-drift onto another element: %s %q", w.Verdict, w.Error)
	}
	rv = c.review(t, id, "assessed", func(r *govern.Review) bool { return r.W3.Settled() })
	if d := rv.Attempts[0].Drift; d == nil || !strings.Contains(string(d.Body), `"drift_decision":"reject"`) || !strings.Contains(string(d.Body), "drifts onto home/below@desktop") {
		t.Fatalf("drift verdict %v", d)
	}
}
