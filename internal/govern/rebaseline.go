package govern

import (
	"fmt"
	"slices"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// DevBaselineDiff is W1's deviation id for a frame that differs from its
// baseline (docs/CONTRACTS.md §8); its location_hint is "screen@breakpoint".
const DevBaselineDiff = "baseline_diff"

// acceptBaseline applies a judge's baseline.accepted.v1: the frames it
// names become the baselines of the request's scope, the baseline_diff
// deviations they account for are set aside (Attempt.Waived) with their
// scars ACCEPTED, and the attempt is decided again — PASS_CANDIDATE when
// nothing else holds it, else HOLD with what still does. A refused
// acceptance is a rejected.v1 and changes nothing.
func (s *State) acceptBaseline(o *out, b *events.BaselineAccepted) {
	r := s.requests[b.ReqID]
	if r == nil {
		s.reject(o, b.ReqID, events.RejectedUnknownRequest, fmt.Sprintf("no request %s was opened", b.ReqID))
		return
	}
	cur := r.Current()
	switch {
	case r.State != events.StateHold:
		s.reject(o, b.ReqID, events.RejectedStaleState, fmt.Sprintf("request %s is %s, not %s; only a held request takes a baseline acceptance", b.ReqID, r.State, events.StateHold))
		return
	case b.StateVersion != r.VersionString():
		s.reject(o, b.ReqID, events.RejectedStaleState, fmt.Sprintf("acceptance on state version %s, but request %s is at version %d", b.StateVersion, b.ReqID, r.Version))
		return
	case cur == nil || b.AttID != cur.ID:
		s.reject(o, b.ReqID, events.RejectedStaleState, fmt.Sprintf("acceptance on attempt %q, the current attempt is %q", b.AttID, currentID(r)))
		return
	}
	if why := s.acceptRefusal(r); why != "" {
		s.reject(o, b.ReqID, RejectedBaselineRefused, why)
		return
	}
	if b.BaselineScope != r.Scope {
		s.reject(o, b.ReqID, RejectedBaselineRefused, fmt.Sprintf("acceptance names baseline scope %q, request %s is in scope %q", clip(b.BaselineScope), r.ID, clip(r.Scope)))
		return
	}
	idx := make([]int, 0, len(b.Frames))
	for _, f := range b.Frames {
		i, why := acceptable(cur, f)
		if why != "" {
			s.reject(o, b.ReqID, RejectedBaselineRefused, why)
			return
		}
		idx = append(idx, i)
	}
	shots := cur.w1Body.Screenshots
	for _, i := range idx {
		cur.accepted[i] = true
		s.pin(r.Scope, cur.w1Body, shots[i])
	}
	cur.Acceptances = append(cur.Acceptances, o.rec.Event.ID)
	// Set aside every baseline_diff now fully accounted for; seal its
	// scar ACCEPTED (once per fingerprint).
	scope := r.scarScope()
	kept := cur.Deviations[:0:0]
	sealed := map[string]bool{}
	for _, d := range cur.Deviations {
		if d.ID != DevBaselineDiff || !settled(cur, d.LocationHint) {
			kept = append(kept, d)
			continue
		}
		d.Waiver, d.WaivedBy = WaiverBaselineAccepted, o.rec.Event.ID
		cur.Waived = append(cur.Waived, d)
		if !sealed[d.Fingerprint] {
			sealed[d.Fingerprint] = true
			s.sealScar(scope, d.Fingerprint, r, cur, ScarAccepted, o.rec.Seq)
		}
	}
	cur.Deviations = kept
	s.decide(o, r, cur)
}

// acceptRefusal says why the current attempt of held request r takes no
// baseline acceptance — its blockers are not deviations a new baseline
// could account for — or "" when it may.
func (s *State) acceptRefusal(r *Request) string {
	a := r.Current()
	switch {
	case a == nil:
		return fmt.Sprintf("request %s has no attempt", r.ID)
	case a.Held || r.Error == ErrGovernanceViolation:
		return fmt.Sprintf("a governance violation holds attempt %q (%s); no baseline can lift it", a.ID, strings.Join(r.Violations, ", "))
	case r.Error == ErrJudgeRejected:
		return fmt.Sprintf("the judge rejected attempt %q; it takes a new attempt, not a new baseline", a.ID)
	case !a.Assessed:
		return fmt.Sprintf("attempt %q is not assessed", a.ID)
	}
	b, _, _ := s.blockersOf(r, a)
	switch {
	case b.unavailable:
		return fmt.Sprintf("attempt %q is %s (a witness or the drift arm could not observe it); only a new attempt can", a.ID, ErrAuditUnavailable)
	case b.mobile:
		return fmt.Sprintf("attempt %q lacks evidence for a required mobile surface (%s); no baseline supplies it", a.ID, ErrMobileEvidence)
	}
	if !slices.ContainsFunc(a.Deviations, func(d Dev) bool { return d.ID == DevBaselineDiff }) {
		return fmt.Sprintf("attempt %q has no %s deviation to accept; it is held for %s", a.ID, DevBaselineDiff, r.Error)
	}
	return ""
}

// acceptable finds frame f among attempt a's W1 screenshots and checks a
// baseline_diff at its screen@breakpoint is still counted; it returns
// the screenshot's index, or why f cannot be accepted.
func acceptable(a *Attempt, f events.AcceptedFrame) (int, string) {
	at := -1
	for i, sh := range a.w1Body.Screenshots {
		if sh.Screen == f.Screen && sh.Breakpoint == f.Breakpoint && sh.Surface == f.Surface {
			at = i
			if sh.SHA256 != f.SHA256 {
				return -1, fmt.Sprintf("frame %s: attempt %q's screenshot is %s, the acceptance names %s", clip(f.Place()), a.ID, sh.SHA256, f.SHA256)
			}
			break
		}
	}
	switch {
	case at < 0:
		return -1, fmt.Sprintf("frame %s is not a screenshot of attempt %q", clip(f.Place()), a.ID)
	case a.accepted[at]:
		return -1, fmt.Sprintf("frame %s of attempt %q is already accepted", clip(f.Place()), a.ID)
	}
	hint := f.Screen + "@" + f.Breakpoint
	if !slices.ContainsFunc(a.Deviations, func(d Dev) bool { return d.ID == DevBaselineDiff && d.LocationHint == hint }) {
		return -1, fmt.Sprintf("frame %s: attempt %q has no %s at %s to accept", clip(f.Place()), a.ID, DevBaselineDiff, clip(hint))
	}
	return at, ""
}

// sources are the indexes of attempt a's screenshots a baseline_diff at
// hint ("screen@breakpoint") can be about: those whose baseline, when
// the report was filed, existed and differed (the hint does not name the
// surface), or, if none did, every screenshot at hint.
func sources(a *Attempt, hint string) []int {
	var changed, all []int
	for i, sh := range a.w1Body.Screenshots {
		if sh.Screen+"@"+sh.Breakpoint != hint {
			continue
		}
		all = append(all, i)
		if b := a.shotBase[i]; b != "" && b != sh.SHA256 {
			changed = append(changed, i)
		}
	}
	if len(changed) > 0 {
		return changed
	}
	return all
}

// settled: every frame a baseline_diff at hint can be about is accepted.
func settled(a *Attempt, hint string) bool {
	src := sources(a, hint)
	for _, i := range src {
		if !a.accepted[i] {
			return false
		}
	}
	return len(src) > 0
}

// Rebaseline is what a judge can accept of a held request's current
// attempt: whether an acceptance would be applied (Refusal says why not),
// the request's scope, and the frames at each counted baseline_diff.
type Rebaseline struct {
	Possible     bool   `json:"possible"`
	Refusal      string `json:"refusal,omitempty"`
	Scope        string `json:"baseline_scope"`
	AttemptID    string `json:"attempt_id"`
	StateVersion string `json:"state_version"`
	// Frames lists every screenshot at the screen@breakpoint of a counted
	// baseline_diff; Default marks those a plain "judge rebaseline"
	// accepts (the ones the diff is about).
	Frames []RebaselineFrame `json:"frames"`
}

// RebaselineFrame is one acceptable frame.
type RebaselineFrame struct {
	events.AcceptedFrame
	Default bool `json:"default"`
}

// DefaultFrames are the frames a plain "judge rebaseline" accepts.
func (rb *Rebaseline) DefaultFrames() []events.AcceptedFrame {
	var out []events.AcceptedFrame
	for _, f := range rb.Frames {
		if f.Default {
			out = append(out, f.AcceptedFrame)
		}
	}
	return out
}

// RebaselineOf tells what a judge can accept of request r, or nil when r
// is not held.
func (s *State) RebaselineOf(r *Request) *Rebaseline {
	if r.State != events.StateHold {
		return nil
	}
	rb := &Rebaseline{Scope: r.Scope, AttemptID: currentID(r), StateVersion: r.VersionString(), Frames: []RebaselineFrame{}}
	if rb.Refusal = s.acceptRefusal(r); rb.Refusal != "" {
		return rb
	}
	a := r.Current()
	seen := map[int]bool{}
	for _, d := range a.Deviations {
		if d.ID != DevBaselineDiff {
			continue
		}
		def := map[int]bool{}
		for _, i := range sources(a, d.LocationHint) {
			def[i] = true
		}
		for i, sh := range a.w1Body.Screenshots {
			if sh.Screen+"@"+sh.Breakpoint != d.LocationHint || seen[i] || a.accepted[i] {
				continue
			}
			seen[i] = true
			rb.Frames = append(rb.Frames, RebaselineFrame{
				AcceptedFrame: events.AcceptedFrame{Screen: sh.Screen, Breakpoint: sh.Breakpoint, Surface: sh.Surface, SHA256: sh.SHA256},
				Default:       def[i],
			})
		}
	}
	rb.Possible = len(rb.DefaultFrames()) > 0
	if !rb.Possible {
		rb.Refusal = fmt.Sprintf("every frame of attempt %q at its %s deviations is already accepted", a.ID, DevBaselineDiff)
	}
	return rb
}

func currentID(r *Request) string {
	if a := r.Current(); a != nil {
		return a.ID
	}
	return ""
}
