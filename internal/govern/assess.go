package govern

import (
	"slices"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// assess runs SPEC §5 steps 1–5 on attempt a once both reports are in and
// moves the request to PASS_CANDIDATE or HOLD. Where several rules hold,
// the first of this list names the error: AUDIT_UNAVAILABLE,
// SCAR_ALREADY_FAILED, ENTROPY_NON_DECREASING,
// MOBILE_SURFACE_EVIDENCE_MISSING, WITNESS_REJECT,
// DEVIATIONS_ABOVE_THRESHOLD. Scar outcomes are sealed whatever the
// result.
func (s *State) assess(o *out, r *Request, a *Attempt) {
	w1, w2 := a.w1Body, a.w2Body
	prev := r.lastAssessed(a)
	a.Assessed = true
	a.Iteration = 1
	if prev != nil {
		a.Iteration = prev.Iteration + 1
	}

	// 1. Deviations: W1's, then W2's mapped ones.
	devs := make([]Dev, 0, len(w1.Deviations))
	for _, d := range w1.Deviations {
		devs = append(devs, Dev{Deviation: d, Witness: "w1", Fingerprint: Fingerprint(d.ID, d.LocationHint)})
	}
	for _, d := range W2Deviations(w2) {
		devs = append(devs, Dev{Deviation: d, Witness: "w2", Fingerprint: Fingerprint(d.ID, d.LocationHint)})
	}

	// 2. Entropy.
	if prev != nil {
		a.EntropyDelta = len(devs) - len(prev.Deviations)
	}
	// Zero deviations cannot decrease further: a clean attempt after a
	// clean one (e.g. after a judge reject) is not held for entropy.
	entropyHold := a.Iteration > 1 && a.EntropyDelta >= 0 && len(devs) > 0

	// 3a. Consult scars as they stood before this attempt.
	scarHold := false
	for i := range devs {
		sc := s.scars[devs[i].Fingerprint]
		if sc == nil {
			continue
		}
		devs[i].ScarOutcome = sc.Outcome
		switch sc.Outcome {
		case ScarFailed:
			scarHold = true
		case ScarPartial:
			devs[i].Flagged = true
		}
	}
	// 3b. Seal the outcomes of the previous attempt's deviations.
	if prev != nil {
		cur := maxSeverity(devs)
		before := maxSeverity(prev.Deviations)
		for _, fp := range sortedKeys(before) {
			outcome := ScarFixed
			if sev, ok := cur[fp]; ok {
				outcome = ScarFailed
				if sev < before[fp] {
					outcome = ScarPartial
				}
			}
			sc := s.scars[fp]
			sc.Outcome = outcome
			sc.History = append(sc.History, ScarEvent{RequestID: r.ID, AttemptID: a.ID, Outcome: outcome, Seq: o.rec.Seq})
		}
	}
	// New patterns get a scar record.
	for _, d := range devs {
		if s.scars[d.Fingerprint] == nil {
			s.scars[d.Fingerprint] = &Scar{
				Fingerprint: d.Fingerprint, ID: d.ID, LocationHint: d.LocationHint, Outcome: ScarObserved,
				History: []ScarEvent{{RequestID: r.ID, AttemptID: a.ID, Outcome: ScarObserved, Seq: o.rec.Seq}},
			}
		}
	}
	a.Deviations = devs
	a.Score = NormalisedScore(devs)

	// 4. Surfaces: W1's screenshots are the evidence per surface.
	mobileMissing := false
	for _, sf := range r.Opened.EffectiveSurfaces() {
		if sf == events.SurfaceWeb {
			continue
		}
		if !slices.ContainsFunc(w1.Screenshots, func(sh events.Screenshot) bool { return sh.Surface == sf }) {
			mobileMissing = true
		}
	}

	// 5. Candidate.
	okVerdict := func(v string) bool { return v == events.VerdictPass || v == events.VerdictWarn }
	var errCode string
	switch {
	case w1.Verdict == events.VerdictAuditUnavailable || w2.Verdict == events.VerdictAuditUnavailable:
		errCode = ErrAuditUnavailable
	case scarHold:
		errCode = ErrScarAlreadyFailed
	case entropyHold:
		errCode = ErrEntropyNonDecreasing
	case mobileMissing:
		errCode = ErrMobileEvidence
	case !okVerdict(w1.Verdict) || !okVerdict(w2.Verdict):
		errCode = ErrWitnessReject
	case len(devs) > 0 && a.Score > r.Opened.EffectiveMaxDeviationScore():
		errCode = ErrDeviationsAboveThreshold
	}
	if errCode != "" {
		s.transition(o, r, a.ID, events.StateHold, errCode)
		return
	}
	s.transition(o, r, a.ID, events.StatePassCandidate, "")
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
