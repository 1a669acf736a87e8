package govern

import (
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// TestDriftArm: a micro-drift-only W2 reject waits for W2's drift
// verdict, in whatever order it and W1's report arrive; approve lets the
// micro-drift pass (W1 must still pass), reject holds, and the result
// names the drift verdict as its cause.
func TestDriftArm(t *testing.T) {
	cases := []struct {
		name     string
		w1       string
		devs     []events.Deviation
		decision string
		order    string // "w2 drift w1" or "w1 w2 drift"
		state    string
		err      string
		byDrift  bool // the last transition's cause is the drift verdict
		waived   int
	}{
		{"approve after W1", events.VerdictPass, nil, events.DecisionApprove, "w1 w2 drift", events.StatePassCandidate, "", true, 1},
		{"approve before W1", events.VerdictPass, nil, events.DecisionApprove, "w2 drift w1", events.StatePassCandidate, "", true, 1},
		{"reject after W1", events.VerdictPass, nil, events.DecisionReject, "w1 w2 drift", events.StateHold, ErrDriftRejected, true, 0},
		{"reject before W1", events.VerdictPass, nil, events.DecisionReject, "w2 drift w1", events.StateHold, ErrDriftRejected, true, 0},
		{"approve, but W1 rejects", events.VerdictReject, []events.Deviation{dev("contrast", "home/cta@mobile", 0.4)}, events.DecisionApprove, "w2 drift w1", events.StateHold, ErrWitnessReject, false, 1},
		{"the drift arm unavailable", events.VerdictPass, nil, events.VerdictAuditUnavailable, "w2 drift w1", events.StateHold, ErrAuditUnavailable, false, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t)
			w.open("r", scoped("acme"))
			w.attempt("r", "a1", "1", "")
			driftID := ""
			for _, step := range strings.Fields(c.order) {
				switch step {
				case "w1":
					w.w1("r", "a1", c.w1, c.devs)
				case "w2":
					w.w2("r", "a1", events.VerdictReject, microDrift("nav"))
					if r := w.st.Request("r"); r.State != events.StateObserving {
						t.Fatalf("after W2's micro-drift reject: %s, want to wait for the drift verdict", r.State)
					}
				case "drift":
					w.drift("r", "a1", c.decision)
					driftID = w.inputID()
				}
			}
			r := w.state("r", c.state, c.err)
			if got := w.lastCause("r") == driftID; got != c.byDrift {
				t.Errorf("cause %s, drift verdict %s: want caused by it %v", w.lastCause("r"), driftID, c.byDrift)
			}
			a := r.Current()
			if len(a.Waived) != c.waived {
				t.Fatalf("waived %+v", a.Waived)
			}
			if c.waived > 0 && (a.Waived[0].Waiver != WaiverDriftApproved || a.Waived[0].WaivedBy != driftID || a.Waived[0].ID != DevBBoxDrift) {
				t.Errorf("waived %+v", a.Waived[0])
			}
			out := r.W3()
			if !strings.Contains(out.TriWitnessLedger.W2.Evidence, "drift-verdict.v1 "+driftID) || out.TriWitnessLedger.W2.Verdict != events.VerdictReject {
				t.Errorf("W2 entry %+v", out.TriWitnessLedger.W2)
			}
			for _, d := range out.Deviations {
				if d.ID == DevBBoxDrift && c.waived > 0 {
					t.Errorf("a waived micro-drift deviation is in the W³ output: %+v", d)
				}
			}
			replay(t, w)
		})
	}
}

// TestDriftApprovedSeals: a drift-approved candidate is sealed by the
// judge like any other; the seal covers W1, W2 and the decision.
func TestDriftApprovedSeals(t *testing.T) {
	w := newWorld(t)
	w.open("r", scoped("acme"))
	w.attempt("r", "a1", "1", "")
	w.w1("r", "a1", events.VerdictPass, nil)
	w.w2("r", "a1", events.VerdictReject, microDrift("nav"))
	w.drift("r", "a1", events.DecisionApprove)
	w.state("r", events.StatePassCandidate, "")
	if p := w.st.PendingList(); len(p) != 1 || p[0].Action != ActionDecide || p[0].Deviations != 0 {
		t.Fatalf("pending %+v", p)
	}
	ds := w.decide("r", "a1", events.DecisionApprove, "3")
	r := w.state("r", events.StateSealedDeploy, "")
	seal := ds[1].Decoded.(*events.Seal)
	if seal.W2Hash != r.Current().W2.Hash || seal.W1Hash != r.Current().W1.Hash {
		t.Fatalf("seal %+v", seal)
	}
	replay(t, w)
}

// TestDriftOnOldRequest: a request opened without a scope has no drift
// arm: its micro-drift reject is assessed at once, as it always was, and
// a drift verdict for it is refused.
func TestDriftOnOldRequest(t *testing.T) {
	w := newWorld(t)
	w.open("r", named("acme"))
	w.attempt("r", "a1", "1", "")
	w.w1("r", "a1", events.VerdictPass, nil)
	w.w2("r", "a1", events.VerdictReject, microDrift("nav"))
	w.state("r", events.StateHold, ErrWitnessReject)
	ds := w.drift("r", "a1", events.DecisionApprove)
	rejected(t, ds, RejectedDriftMismatch)
	w.state("r", events.StateHold, ErrWitnessReject)
	replay(t, w)
}

// TestDriftRefusals: a drift verdict that does not arbitrate the
// attempt's filed W2 report is refused with the reason.
func TestDriftRefusals(t *testing.T) {
	waiting := func(w *world) {
		w.open("r", scoped("acme"))
		w.attempt("r", "a1", "1", "")
		w.w1("r", "a1", events.VerdictPass, nil)
		w.w2("r", "a1", events.VerdictReject, microDrift("nav"))
	}
	cases := []struct {
		name   string
		run    func(w *world) []Derived
		reason string
		detail string
	}{
		{"unknown request", func(w *world) []Derived { return w.drift("nope", "a1", events.DecisionApprove) }, events.RejectedUnknownRequest, "no request"},
		{"unknown attempt", func(w *world) []Derived { waiting(w); return w.drift("r", "a9", events.DecisionApprove) }, events.RejectedUnknownRequest, `no attempt "a9"`},
		{"tuple mismatch", func(w *world) []Derived {
			waiting(w)
			return w.drift("r", "a1", events.DecisionApprove, func(d *events.DriftVerdict) { d.Tuple.ProductHash = "forged" })
		}, events.RejectedTupleMismatch, "product_hash"},
		{"another verdict's hash", func(w *world) []Derived {
			waiting(w)
			return w.drift("r", "a1", events.DecisionApprove, func(d *events.DriftVerdict) { d.VisualVerdictSHA256 = sum([]byte("x")) })
		}, RejectedDriftMismatch, "judges visual verdict"},
		{"before W2's report", func(w *world) []Derived {
			w.open("r", scoped("acme"))
			w.attempt("r", "a1", "1", "")
			return w.drift("r", "a1", events.DecisionApprove)
		}, RejectedDriftMismatch, "no W2 report yet"},
		{"a W2 pass", func(w *world) []Derived {
			w.open("r", scoped("acme"))
			w.attempt("r", "a1", "1", "")
			w.w2("r", "a1", events.VerdictPass)
			return w.drift("r", "a1", events.DecisionApprove)
		}, RejectedDriftMismatch, "only a micro-drift-only reject"},
		{"a second drift verdict", func(w *world) []Derived {
			waiting(w)
			w.drift("r", "a1", events.DecisionReject)
			return w.drift("r", "a1", events.DecisionApprove)
		}, RejectedDuplicateReport, "first one wins"},
		{"a superseded attempt", func(w *world) []Derived {
			w.open("r", scoped("acme"))
			w.attempt("r", "a1", "1", "")
			w.w1("r", "a1", events.VerdictPass, nil)
			w.w2("r", "a1", events.VerdictReject, microDrift("nav"))
			w.drift("r", "a1", events.DecisionReject)
			w.attempt("r", "a2", "3", "")
			w.w2("r", "a2", events.VerdictReject, microDrift("nav"))
			h := w.w2Hash("r", "a2")
			return w.drift("r", "a1", events.DecisionApprove, func(d *events.DriftVerdict) { d.VisualVerdictSHA256 = h })
		}, events.RejectedStaleState, "superseded"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t)
			ds := c.run(w)
			rejected(t, ds, c.reason)
			if rj := ds[0].Decoded.(*events.Rejected); !strings.Contains(rj.Detail, c.detail) {
				t.Errorf("detail %q, want it to say %q", rj.Detail, c.detail)
			}
			replay(t, w)
		})
	}
}
