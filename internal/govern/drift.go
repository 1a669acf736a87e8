package govern

import (
	"fmt"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// driftVerdict files W2's drift-verdict.v1 under its attempt and assesses
// the attempt once everything it waits for is in (it may arrive before or
// after W1's report; W2 publishes it right after its visual verdict).
// It must arbitrate exactly the attempt's filed W2 report — a
// micro-drift-only reject on a request whose flow has the drift arm —
// named by the SHA-256 of its stored body.
func (s *State) driftVerdict(o *out, b *events.DriftVerdict) {
	r := s.requests[b.ReqID]
	if r == nil {
		s.reject(o, b.ReqID, events.RejectedUnknownRequest, fmt.Sprintf("no request %s was opened", b.ReqID))
		return
	}
	a := r.attempt(b.AttID)
	switch {
	case a == nil:
		s.reject(o, b.ReqID, events.RejectedUnknownRequest, fmt.Sprintf("request %s has no attempt %q", b.ReqID, b.AttID))
		return
	case b.Tuple != events.TupleFor(r.Opened, a.Body):
		want := events.TupleFor(r.Opened, a.Body)
		s.reject(o, b.ReqID, events.RejectedTupleMismatch, tupleDiff(&b.Tuple, &want))
		return
	case a != r.Current():
		s.reject(o, b.ReqID, events.RejectedStaleState, fmt.Sprintf("attempt %q was superseded by attempt %q", b.AttID, r.Current().ID))
		return
	case a.Drift != nil:
		s.reject(o, b.ReqID, RejectedDuplicateReport, fmt.Sprintf("attempt %q already has a drift verdict (event %s); the first one wins", b.AttID, a.Drift.EventID))
		return
	case r.State != events.StateObserving && r.State != events.StateHold:
		s.reject(o, b.ReqID, events.RejectedStaleState, fmt.Sprintf("request %s is %s", b.ReqID, r.State))
		return
	case !r.Scoped:
		s.reject(o, b.ReqID, RejectedDriftMismatch, fmt.Sprintf("request %s was opened without a baseline_scope; its flow has no drift arm", b.ReqID))
		return
	case a.W2 == nil:
		s.reject(o, b.ReqID, RejectedDriftMismatch, fmt.Sprintf("attempt %q has no W2 report yet for the drift arm to arbitrate", b.AttID))
		return
	case !needsDrift(r, a):
		s.reject(o, b.ReqID, RejectedDriftMismatch, fmt.Sprintf("W2's report on attempt %q is %s with micro_drift_only %v; the drift arm judges only a micro-drift-only reject",
			b.AttID, a.w2Body.Verdict, a.w2Body.MicroDriftOnly))
		return
	case b.VisualVerdictSHA256 != a.W2.Hash:
		s.reject(o, b.ReqID, RejectedDriftMismatch, fmt.Sprintf("the drift verdict judges visual verdict %s, attempt %q's W2 report (event %s) is %s",
			b.VisualVerdictSHA256, b.AttID, a.W2.EventID, a.W2.Hash))
		return
	}
	a.Drift = &Report{EventID: o.rec.Event.ID, Seq: o.rec.Seq, Hash: hexSum(o.rec.Event.Body), Body: o.rec.Event.Body}
	a.driftBody = b
	s.assessWhenReady(o, r, a)
}
