package govern

import (
	"slices"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// assess runs docs/CONTRACTS.md §5 steps 1–3 on attempt a once everything it waits
// for is in — merging the deviations, setting aside the micro-drift
// failures an approving drift arm waives, consulting and sealing the
// scars — and then decides it (decide). Scar outcomes are sealed whatever
// the result, once per attempt: a later re-assessment (a baseline
// acceptance) only decides again.
func (s *State) assess(o *out, r *Request, a *Attempt) {
	w1, w2 := a.w1Body, a.w2Body
	prev := r.lastAssessed(a)
	a.Assessed = true
	a.Iteration = 1
	if prev != nil {
		a.Iteration = prev.Iteration + 1
	}

	// 1. Deviations: W1's, then W2's mapped ones. The witnesses' contrast
	// figures are paired first (agreement.go): an uncertain W1 contrast
	// flag that W2's decided ratio contradicts is set aside for the judge.
	// W1's renderer_changed findings made with the renderer the judge
	// accepted for the scope are set aside too (renderer.go).
	a.Agreement = AgreementOf(w1, w2)
	contradicted := Contradicted(a.Agreement)
	devs := make([]Dev, 0, len(w1.Deviations))
	sr := s.acceptedRenderer(r.Scope, w1)
	for _, d := range w1.Deviations {
		dv := Dev{Deviation: d, Witness: "w1", Fingerprint: Fingerprint(d.ID, d.LocationHint)}
		if d.ID == DevRendererChanged && sr != nil {
			dv.Waiver, dv.WaivedBy = WaiverRendererAccepted, sr.EventID
			a.Waived = append(a.Waived, dv)
			continue
		}
		if rows := contradicted[d.LocationHint]; len(rows) > 0 && d.ID == DevContrast && d.Uncertain {
			dv.Waiver, dv.WaivedBy = WaiverW2ContrastDecided, a.W2.EventID
			a.Waived = append(a.Waived, dv)
			for _, i := range rows {
				a.Agreement[i].Released = true
			}
			continue
		}
		devs = append(devs, dv)
	}
	micro := map[string]bool{}
	if driftApproved(r, a) {
		micro = microDriftHints(w2)
	}
	for _, d := range W2Deviations(w2) {
		dv := Dev{Deviation: d, Witness: "w2", Fingerprint: Fingerprint(d.ID, d.LocationHint)}
		if micro[d.LocationHint] {
			dv.Waiver, dv.WaivedBy = WaiverDriftApproved, a.Drift.EventID
			a.Waived = append(a.Waived, dv)
			continue
		}
		devs = append(devs, dv)
	}
	// An MCP App against its real server: the two witnesses' transcripts
	// of it must agree (mcpserver.go).
	for _, d := range MCPServerDeviations(r.Opened, w1, w2) {
		devs = append(devs, Dev{Deviation: d, Witness: WitnessFold, Fingerprint: Fingerprint(d.ID, d.LocationHint)})
	}
	// A pinned text colour W1 left undecided that W2 does not confirm
	// (colour.go).
	for _, d := range ColourUnconfirmedDeviations(a.Agreement, w2) {
		devs = append(devs, Dev{Deviation: d, Witness: WitnessFold, Fingerprint: Fingerprint(d.ID, d.LocationHint)})
	}

	// 3a. Consult scars as they stood before this attempt. A
	// renderer_changed finding has none: it is not the product's.
	scope := r.scarScope()
	for i := range devs {
		if isRendererChange(devs[i]) {
			continue
		}
		sc := s.scars[scarKey{scope, devs[i].Fingerprint}]
		if sc == nil {
			continue
		}
		devs[i].ScarOutcome = sc.Outcome
		devs[i].Flagged = sc.Outcome == ScarPartial
	}
	// 3b. Seal the outcomes of the previous attempt's deviations. An
	// ACCEPTED scar keeps its outcome: the judge accepted the changes it
	// stands for, and a new change there is judged by the entropy rule and
	// the judge, never by the scar.
	if prev != nil {
		cur := maxSeverity(productDevs(devs))
		before := maxSeverity(productDevs(prev.Deviations))
		for _, fp := range sortedKeys(before) {
			if s.scars[scarKey{scope, fp}].Outcome == ScarAccepted {
				continue
			}
			outcome := ScarFixed
			if sev, ok := cur[fp]; ok {
				outcome = ScarFailed
				if sev < before[fp] {
					outcome = ScarPartial
				}
			}
			s.sealScar(scope, fp, r, a, outcome, o.rec.Seq)
		}
	}
	// New patterns get a scar record.
	for _, d := range productDevs(devs) {
		k := scarKey{scope, d.Fingerprint}
		if s.scars[k] == nil {
			s.scars[k] = &Scar{
				Scope: scope, Fingerprint: d.Fingerprint, ID: d.ID, LocationHint: d.LocationHint, Outcome: ScarObserved,
				History: []ScarEvent{{RequestID: r.ID, AttemptID: a.ID, Outcome: ScarObserved, Seq: o.rec.Seq}},
			}
		}
	}
	a.Deviations = devs
	s.decide(o, r, a)
}

// sealScar sets the outcome of an existing scar and records it.
func (s *State) sealScar(scope, fp string, r *Request, a *Attempt, outcome string, seq uint64) {
	sc := s.scars[scarKey{scope, fp}]
	sc.Outcome = outcome
	sc.History = append(sc.History, ScarEvent{RequestID: r.ID, AttemptID: a.ID, Outcome: outcome, Seq: seq})
}

// blockers are what may hold an assessed attempt (docs/CONTRACTS.md §5 steps 2–5).
type blockers struct {
	unavailable   bool // a report, or the drift arm, is AUDIT_UNAVAILABLE
	renderer      bool // a counted renderer_changed: W1's renderer is not the baselines'
	scar          bool // a deviation whose scar was FAILED before this attempt
	entropy       bool // not converging
	mobile        bool // a required android/ios surface without a W1 frame
	w1Reject      bool // W1's verdict is not pass/warn
	driftRejected bool // W2 rejected with micro-drift only, its drift arm too
	w2Reject      bool // W2's verdict is not pass/warn and no drift approval lifts it
	threshold     bool // the normalised score is above max_allowed_deviation_score
}

// code is the error of the first blocker in the documented order
// (docs/FORMAT.md §10), "" when nothing blocks.
func (b blockers) code() string {
	switch {
	case b.unavailable:
		return ErrAuditUnavailable
	case b.renderer:
		return ErrRendererChanged
	case b.scar:
		return ErrScarAlreadyFailed
	case b.entropy:
		return ErrEntropyNonDecreasing
	case b.mobile:
		return ErrMobileEvidence
	case b.w1Reject:
		return ErrWitnessReject
	case b.driftRejected:
		return ErrDriftRejected
	case b.w2Reject:
		return ErrWitnessReject
	case b.threshold:
		return ErrDeviationsAboveThreshold
	}
	return ""
}

// blockersOf computes what holds assessed attempt a of r from its
// (remaining) deviations and the reports, with the attempt's entropy
// delta and normalised score. It changes nothing (the queries call it).
func (s *State) blockersOf(r *Request, a *Attempt) (b blockers, delta int, score float64) {
	w1, w2 := a.w1Body, a.w2Body
	devs := a.Deviations
	// 2. Entropy, against the previous assessed attempt's deviations as
	// they count now (after any acceptance on it).
	// renderer_changed findings count for none of it: they are not the
	// product's.
	product := len(productDevs(devs))
	if prev := r.lastAssessed(a); prev != nil {
		delta = product - len(productDevs(prev.Deviations))
	}
	b.renderer = len(devs) > product
	score = NormalisedScore(devs)
	ok := func(v string) bool { return v == events.VerdictPass || v == events.VerdictWarn }
	b.unavailable = w1.Verdict == events.VerdictAuditUnavailable || w2.Verdict == events.VerdictAuditUnavailable
	for _, d := range devs {
		b.scar = b.scar || d.ScarOutcome == ScarFailed
	}
	// Zero deviations cannot decrease further: a clean attempt after a
	// clean one (e.g. after a judge reject) is not held for entropy.
	b.entropy = a.Iteration > 1 && delta >= 0 && product > 0
	// 4. Surfaces: W1's screenshots are the evidence per surface.
	for _, sf := range r.Opened.EffectiveSurfaces() {
		if sf != events.SurfaceWeb && !slices.ContainsFunc(w1.Screenshots, func(sh events.Screenshot) bool { return sh.Surface == sf }) {
			b.mobile = true
		}
	}
	b.w1Reject = !b.unavailable && (!ok(w1.Verdict) && w1Holds(a) || colourUnconfirmed(devs))
	if !b.unavailable && !ok(w2.Verdict) {
		switch {
		case !needsDrift(r, a):
			b.w2Reject = true
		case a.driftBody.DriftDecision == events.DecisionApprove:
			// The drift arm approved: W2's micro-drift reject passes.
		case a.driftBody.DriftDecision == events.DecisionReject:
			b.driftRejected = true
		default:
			b.unavailable = true
		}
	}
	b.threshold = len(devs) > 0 && score > r.Opened.EffectiveMaxDeviationScore()
	return b, delta, score
}

// decide moves the request to PASS_CANDIDATE or HOLD from attempt a's
// blockers. Where several hold, the first of blockers.code names the
// error. A result that rests on the drift arm — a candidate whose W2
// reject the drift verdict approved, or DRIFT_REJECTED — names the drift
// verdict as its cause.
func (s *State) decide(o *out, r *Request, a *Attempt) {
	b, delta, score := s.blockersOf(r, a)
	a.EntropyDelta, a.Score = delta, score
	code := b.code()
	cause := o.rec.Event.ID
	if a.Drift != nil && (code == ErrDriftRejected || code == "" && driftApproved(r, a)) {
		cause = a.Drift.EventID
	}
	if code != "" {
		s.transitionBy(o, r, a.ID, events.StateHold, code, cause)
		return
	}
	s.transitionBy(o, r, a.ID, events.StatePassCandidate, "", cause)
}

// w1Holds: W1's reject still holds attempt a — unless every deviation that
// made it a reject is an uncertain contrast flag W2 contradicted (set
// aside as WaiverW2ContrastDecided); what W1 reported besides baseline
// differences (which only warn) still holds.
func w1Holds(a *Attempt) bool {
	if !slices.ContainsFunc(a.Waived, func(d Dev) bool { return d.Waiver == WaiverW2ContrastDecided }) {
		return true
	}
	return slices.ContainsFunc(a.Deviations, func(d Dev) bool { return d.Witness == "w1" && d.ID != DevBaselineDiff })
}

// colourUnconfirmed: the fold found a pinned text colour W1 left
// undecided and W2 does not confirm; it holds as W1's own flag of it
// would, whatever the deviation score allowed (colour.go).
func colourUnconfirmed(devs []Dev) bool {
	return slices.ContainsFunc(devs, func(d Dev) bool { return d.ID == DevColourUnconfirmed })
}

// needsDrift: the attempt's W2 report is a micro-drift-only reject on a
// request whose flow has the drift arm (opened with a baseline_scope), so
// its assessment waits for W2's drift verdict.
func needsDrift(r *Request, a *Attempt) bool {
	return r.Scoped && a.w2Body != nil && a.w2Body.Verdict == events.VerdictReject && a.w2Body.MicroDriftOnly
}

// driftApproved: the drift arm approved the attempt's micro-drift reject.
func driftApproved(r *Request, a *Attempt) bool {
	return needsDrift(r, a) && a.driftBody != nil && a.driftBody.DriftDecision == events.DecisionApprove
}

// microDriftHints are the location hints of W2's failing micro-drift
// element verdicts: the deviations an approving drift arm waives.
func microDriftHints(v *events.VisualVerdict) map[string]bool {
	m := map[string]bool{}
	for _, ev := range v.ElementVerdicts {
		if ev.Status == events.ElementFail && ev.MicroDrift {
			m[ev.Screen+"/"+ev.Element+"@"+ev.Breakpoint] = true
		}
	}
	return m
}

// maxSeverity maps each fingerprint of devs to its highest severity.
func maxSeverity(devs []Dev) map[string]float64 {
	m := map[string]float64{}
	for _, d := range devs {
		if v, ok := m[d.Fingerprint]; !ok || d.Severity > v {
			m[d.Fingerprint] = d.Severity
		}
	}
	return m
}

func sortedKeys(m map[string]float64) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
