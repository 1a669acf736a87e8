package govern

import (
	"fmt"
	"slices"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// DevRendererChanged is W1's finding for a frame that differs from its
// baseline when another renderer made the baseline (docs/CONTRACTS.md
// §8); its location_hint is "screen@breakpoint", as baseline_diff's. It
// says the renderer changed, not the product: it counts for no entropy
// and has no scar, and it holds the attempt (RENDERER_CHANGED) until the
// judge accepts W1's renderer for the scope (renderer.accepted.v1).
const DevRendererChanged = "renderer_changed"

// productDevs are the deviations that speak of the product: all but
// renderer_changed, which speaks of the witness's renderer. Entropy and
// scars are measured over these.
func productDevs(devs []Dev) []Dev {
	if !slices.ContainsFunc(devs, isRendererChange) {
		return devs
	}
	out := make([]Dev, 0, len(devs))
	for _, d := range devs {
		if !isRendererChange(d) {
			out = append(out, d)
		}
	}
	return out
}

func isRendererChange(d Dev) bool { return d.ID == DevRendererChanged }

// acceptedRenderer: W1's report w1 was made with the renderer the judge
// accepted for scope, so its renderer_changed findings are set aside.
func (s *State) acceptedRenderer(scope string, w1 *events.ObservationW1) *ScopeRenderer {
	sr := s.renderers[scope]
	if sr == nil || w1.Renderer == nil || !sr.Renderer.Same(w1.Renderer) {
		return nil
	}
	return sr
}

// acceptRenderer applies a judge's renderer.accepted.v1: the attempt's W1
// renderer becomes the accepted renderer of the request's scope; every
// frame of the attempt whose baseline another renderer made becomes that
// baseline, pinned to the new renderer; the attempt's renderer_changed
// findings are set aside, and it is decided again; then every other
// request of the scope held RENDERER_CHANGED with W1 on the same renderer
// has its findings set aside and is decided again (heldForRenderer), each
// a transition of its own derived from the acceptance. Later attempts in
// the scope that W1 observes with the same renderer have their
// renderer_changed findings set aside as they are assessed. All of it
// reads the chain only, so a re-fold derives the same. A refused
// acceptance is a rejected.v1 and changes nothing.
func (s *State) acceptRenderer(o *out, b *events.RendererAccepted) {
	r := s.requests[b.ReqID]
	if r == nil {
		s.reject(o, b.ReqID, events.RejectedUnknownRequest, fmt.Sprintf("no request %s was opened", b.ReqID))
		return
	}
	cur := r.Current()
	switch {
	case r.State != events.StateHold:
		s.reject(o, b.ReqID, events.RejectedStaleState, fmt.Sprintf("request %s is %s, not %s; only a held request takes a renderer acceptance", b.ReqID, r.State, events.StateHold))
		return
	case b.StateVersion != r.VersionString():
		s.reject(o, b.ReqID, events.RejectedStaleState, fmt.Sprintf("acceptance on state version %s, but request %s is at version %d", b.StateVersion, b.ReqID, r.Version))
		return
	case cur == nil || b.AttID != cur.ID:
		s.reject(o, b.ReqID, events.RejectedStaleState, fmt.Sprintf("acceptance on attempt %q, the current attempt is %q", b.AttID, currentID(r)))
		return
	}
	if why := s.rendererRefusal(r); why != "" {
		s.reject(o, b.ReqID, RejectedRendererRefused, why)
		return
	}
	if b.BaselineScope != r.Scope {
		s.reject(o, b.ReqID, RejectedRendererRefused, fmt.Sprintf("acceptance names baseline scope %q, request %s is in scope %q", clip(b.BaselineScope), r.ID, clip(r.Scope)))
		return
	}
	w1r := cur.w1Body.Renderer
	if !w1r.Same(&b.Renderer) {
		s.reject(o, b.ReqID, RejectedRendererRefused, fmt.Sprintf("acceptance names renderer %s, W1 observed attempt %q with %s", clip(b.Renderer.String()), cur.ID, clip(w1r.String())))
		return
	}
	s.renderers[r.Scope] = &ScopeRenderer{Renderer: w1r, EventID: o.rec.Event.ID, Seq: o.rec.Seq}
	for i, sh := range cur.w1Body.Screenshots {
		if br := cur.shotBaseRenderer[i]; br != nil && !br.Same(w1r) {
			s.pin(r.Scope, cur.w1Body, sh)
			cur.accepted[i] = true
		}
	}
	setAsideRendererChanges(cur, o.rec.Event.ID)
	s.decide(o, r, cur)
	// The acceptance is the scope's: every other request of the scope
	// held RENDERER_CHANGED before it, whose W1 report names the same
	// renderer, is released as if it had been assessed after it. Their
	// frames are not pinned: the judge looked at this request's frames,
	// not theirs; a seal pins them as usual.
	for _, other := range s.heldForRenderer(r.Scope, w1r, r.ID) {
		a := other.Current()
		setAsideRendererChanges(a, o.rec.Event.ID)
		s.decide(o, other, a)
	}
}

// setAsideRendererChanges moves attempt a's counted renderer_changed to
// its waived deviations (waiver renderer_accepted, waived by the
// acceptance eventID) and records the acceptance on it.
func setAsideRendererChanges(a *Attempt, eventID string) {
	a.RendererAcceptance = eventID
	kept := a.Deviations[:0:0]
	for _, d := range a.Deviations {
		if !isRendererChange(d) {
			kept = append(kept, d)
			continue
		}
		d.Waiver, d.WaivedBy = WaiverRendererAccepted, eventID
		a.Waived = append(a.Waived, d)
	}
	a.Deviations = kept
}

// heldForRenderer lists, in the order they were opened, the requests of
// scope other than except that are held RENDERER_CHANGED, take a
// renderer acceptance (rendererRefusal) and whose current attempt W1
// observed with renderer rd: the requests an acceptance of rd for the
// scope releases with the one it names.
func (s *State) heldForRenderer(scope string, rd *events.Renderer, except string) []*Request {
	var out []*Request
	for _, id := range s.order {
		r := s.requests[id]
		if id == except || r.Scope != scope || r.State != events.StateHold || r.Error != ErrRendererChanged {
			continue
		}
		if s.rendererRefusal(r) == "" && r.Current().w1Body.Renderer.Same(rd) {
			out = append(out, r)
		}
	}
	return out
}

// rendererRefusal says why the current attempt of held request r takes
// no renderer acceptance, or "" when it may.
func (s *State) rendererRefusal(r *Request) string {
	a := r.Current()
	switch {
	case a == nil:
		return fmt.Sprintf("request %s has no attempt", r.ID)
	case a.Held || r.Error == ErrGovernanceViolation:
		return fmt.Sprintf("a governance violation holds attempt %q (%s); no renderer acceptance can lift it", a.ID, strings.Join(r.Violations, ", "))
	case r.Error == ErrJudgeRejected:
		return fmt.Sprintf("the judge rejected attempt %q; it takes a new attempt", a.ID)
	case !a.Assessed:
		return fmt.Sprintf("attempt %q is not assessed", a.ID)
	case a.w1Body.Verdict == events.VerdictAuditUnavailable:
		return fmt.Sprintf("W1 could not observe attempt %q (%s); only a new attempt can", a.ID, ErrAuditUnavailable)
	case a.w1Body.Renderer == nil:
		return fmt.Sprintf("W1's report of attempt %q names no renderer", a.ID)
	case !slices.ContainsFunc(a.Deviations, isRendererChange):
		return fmt.Sprintf("attempt %q has no %s finding to accept; it is held for %s", a.ID, DevRendererChanged, r.Error)
	}
	return ""
}

// RendererChange is what a judge can accept of a held request whose
// current attempt shows a renderer change: whether an acceptance would be
// applied (Refusal says why not), the scope it applies to, the renderer
// it would accept (To: W1's record of the attempt) and the renderers that
// made the baselines W1 met (From, each once), the findings it would set
// aside and how many frames it would re-pin.
type RendererChange struct {
	Possible     bool               `json:"possible"`
	Refusal      string             `json:"refusal,omitempty"`
	Scope        string             `json:"baseline_scope"`
	AttemptID    string             `json:"attempt_id"`
	StateVersion string             `json:"state_version"`
	From         []*events.Renderer `json:"from"`
	To           *events.Renderer   `json:"to,omitempty"`
	// Findings are the location hints of the counted renderer_changed.
	Findings []string `json:"findings"`
	// Frames is how many of the attempt's frames become baselines pinned
	// to To: those whose baseline another renderer made.
	Frames int `json:"frames"`
	// Others are the other requests of the scope held RENDERER_CHANGED
	// with W1 on To: the acceptance releases them too (their frames are
	// not pinned). Filled in a review only.
	Others []string `json:"other_requests,omitempty"`
}

// RendererChangeOf tells what a renderer acceptance would do for request
// r, or nil when r is not held or its current attempt shows no
// renderer_changed.
func (s *State) RendererChangeOf(r *Request) *RendererChange {
	a := r.Current()
	if r.State != events.StateHold || a == nil || !slices.ContainsFunc(a.Deviations, isRendererChange) {
		return nil
	}
	rc := &RendererChange{Scope: r.Scope, AttemptID: a.ID, StateVersion: r.VersionString(), From: []*events.Renderer{}, Findings: []string{}}
	if rc.Refusal = s.rendererRefusal(r); rc.Refusal != "" {
		return rc
	}
	rc.To = a.w1Body.Renderer
	for _, br := range a.shotBaseRenderer {
		if br == nil || br.Same(rc.To) {
			continue
		}
		rc.Frames++
		if !slices.ContainsFunc(rc.From, br.Same) {
			rc.From = append(rc.From, br)
		}
	}
	for _, d := range a.Deviations {
		if isRendererChange(d) {
			rc.Findings = append(rc.Findings, d.LocationHint)
		}
	}
	rc.Possible = true
	return rc
}

// rendererReason says in one line what holds r's current attempt, the
// renderer change first.
func rendererReason(r *Request, rc *RendererChange) string {
	from := make([]string, len(rc.From))
	for i, f := range rc.From {
		from[i] = f.String()
	}
	return fmt.Sprintf("%s: %s at %s; baselines by %s, W1 now %s", r.Error, DevRendererChanged,
		strings.Join(rc.Findings, ", "), strings.Join(from, "; "), rc.To.String())
}
