package govern

import (
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// TestProductRootNotAllowed: a witness that refused the product's root
// (AUDIT_UNAVAILABLE, error PRODUCT_ROOT_NOT_ALLOWED: ...) ends the
// request in FAIL with that code once both reports are in — whichever
// witness refused, whatever the other said — unassessed (no iteration, no
// scar) and never sealed: the request takes no new attempt and no
// decision. A plain AUDIT_UNAVAILABLE still holds, and an error that only
// mentions the code is not a refusal.
func TestProductRootNotAllowed(t *testing.T) {
	refuse := func(b *events.ObservationW1) {
		b.Error = events.ProductRootNotAllowed + ": /etc is not inside a product root this witness allows"
		b.Screenshots = []events.Screenshot{}
	}
	refuseW2 := func(b *events.VisualVerdict) { b.Error = events.ProductRootNotAllowed }
	mentions := func(b *events.ObservationW1) { b.Error = "screen home: " + events.ProductRootNotAllowed }
	x := dev("contrast", "home/hero-cta@mobile", 0.6)
	for _, tt := range []struct {
		name  string
		w1    func(w *world)
		w2    func(w *world)
		state string
		err   string
	}{
		{"w1 refuses, w2 passes",
			func(w *world) { w.w1("r", "a1", events.VerdictAuditUnavailable, []events.Deviation{x}, refuse) },
			func(w *world) { w.w2("r", "a1", events.VerdictPass) },
			events.StateFail, ErrProductRootNotAllowed},
		{"w2 refuses, w1 passes",
			func(w *world) { w.w1("r", "a1", events.VerdictPass, nil) },
			func(w *world) { w.w2("r", "a1", events.VerdictAuditUnavailable, refuseW2) },
			events.StateFail, ErrProductRootNotAllowed},
		{"both refuse",
			func(w *world) { w.w1("r", "a1", events.VerdictAuditUnavailable, nil, refuse) },
			func(w *world) { w.w2("r", "a1", events.VerdictAuditUnavailable, refuseW2) },
			events.StateFail, ErrProductRootNotAllowed},
		{"another unavailability holds",
			func(w *world) { w.w1("r", "a1", events.VerdictAuditUnavailable, nil) },
			func(w *world) { w.w2("r", "a1", events.VerdictPass) },
			events.StateHold, ErrAuditUnavailable},
		{"an error that only mentions the code holds",
			func(w *world) { w.w1("r", "a1", events.VerdictAuditUnavailable, nil, mentions) },
			func(w *world) { w.w2("r", "a1", events.VerdictPass) },
			events.StateHold, ErrAuditUnavailable},
		{"the code with another verdict is no refusal",
			func(w *world) {
				w.w1("r", "a1", events.VerdictPass, nil, func(b *events.ObservationW1) { b.Error = events.ProductRootNotAllowed })
			},
			func(w *world) { w.w2("r", "a1", events.VerdictPass) },
			events.StatePassCandidate, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			w := newWorld(t)
			w.open("r")
			w.attempt("r", "a1", "1", "")
			tt.w1(w)
			w.state("r", events.StateObserving, "")
			tt.w2(w)
			r := w.state("r", tt.state, tt.err)
			if tt.state != events.StateFail {
				return
			}
			a := r.Current()
			if a.Assessed || a.Iteration != 0 || len(w.st.scars) != 0 {
				t.Errorf("a refused attempt was assessed: %+v, scars %v", a, w.st.scars)
			}
			out := r.W3()
			if out.Verdict != events.StateFail || out.Error != ErrProductRootNotAllowed || out.Requires888Hold || !out.Settled() {
				t.Errorf("W3 %+v", out)
			}
			// Final: no new attempt, no decision.
			rejected(t, w.attempt("r", "a2", "3", ""), events.RejectedStaleState)
			rejected(t, w.decide("r", "a1", events.DecisionApprove, "3"), events.RejectedStaleState)
			w.state("r", events.StateFail, ErrProductRootNotAllowed)
		})
	}
}
