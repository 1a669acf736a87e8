package govern

import (
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// TestSkeletonSignatureInvalid: a witness that refused the request's
// skeleton for want of a designer's signature (AUDIT_UNAVAILABLE, error
// SKELETON_SIGNATURE_INVALID: ...) ends the request in FAIL with that code
// once both reports are in, whichever witness refused, unassessed and
// final. The decision is the reports' alone: a plain AUDIT_UNAVAILABLE, or
// an error that only mentions the code, still holds; a product-root
// refusal beside it is reported as the product root.
func TestSkeletonSignatureInvalid(t *testing.T) {
	refuse := func(b *events.ObservationW1) {
		b.Error = events.SkeletonSignatureInvalid + ": index.yaml.sig: missing: designer keys were given, so the skeleton must be signed"
	}
	refuseW2 := func(b *events.VisualVerdict) {
		b.Error = events.SkeletonSignatureInvalid + ": index.yaml.sig: signed by key 0123456789abcdef, which is not a designer key"
	}
	rootW2 := func(b *events.VisualVerdict) { b.Error = events.ProductRootNotAllowed + ": host \"x\"" }
	mentions := func(b *events.ObservationW1) { b.Error = "screen home: " + events.SkeletonSignatureInvalid }
	for _, tt := range []struct {
		name  string
		w1    func(w *world)
		w2    func(w *world)
		state string
		err   string
	}{
		{"w1 refuses, w2 passes",
			func(w *world) { w.w1("r", "a1", events.VerdictAuditUnavailable, nil, refuse) },
			func(w *world) { w.w2("r", "a1", events.VerdictPass) },
			events.StateFail, ErrSkeletonSignatureInvalid},
		{"w2 refuses, w1 passes",
			func(w *world) { w.w1("r", "a1", events.VerdictPass, nil) },
			func(w *world) { w.w2("r", "a1", events.VerdictAuditUnavailable, refuseW2) },
			events.StateFail, ErrSkeletonSignatureInvalid},
		{"both refuse",
			func(w *world) { w.w1("r", "a1", events.VerdictAuditUnavailable, nil, refuse) },
			func(w *world) { w.w2("r", "a1", events.VerdictAuditUnavailable, refuseW2) },
			events.StateFail, ErrSkeletonSignatureInvalid},
		{"a product-root refusal comes first",
			func(w *world) { w.w1("r", "a1", events.VerdictAuditUnavailable, nil, refuse) },
			func(w *world) { w.w2("r", "a1", events.VerdictAuditUnavailable, rootW2) },
			events.StateFail, ErrProductRootNotAllowed},
		{"an error that only mentions the code holds",
			func(w *world) { w.w1("r", "a1", events.VerdictAuditUnavailable, nil, mentions) },
			func(w *world) { w.w2("r", "a1", events.VerdictPass) },
			events.StateHold, ErrAuditUnavailable},
		{"the code with another verdict is no refusal",
			func(w *world) {
				w.w1("r", "a1", events.VerdictPass, nil, func(b *events.ObservationW1) { b.Error = events.SkeletonSignatureInvalid })
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
			if out := r.W3(); out.Verdict != events.StateFail || out.Error != tt.err || !out.Settled() {
				t.Errorf("W3 %+v", out)
			}
			rejected(t, w.attempt("r", "a2", "3", ""), events.RejectedStaleState)
			rejected(t, w.decide("r", "a1", events.DecisionApprove, "3"), events.RejectedStaleState)
		})
	}
}
