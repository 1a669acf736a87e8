package govern

import (
	"fmt"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// Pending is one request a judge can act on, with what the act must
// name: a PASS_CANDIDATE to approve or reject (Action "decide"), or a
// HOLD whose blockers include a baseline change the judge may accept
// (Action "rebaseline"; Reason says what holds it, Frames what a plain
// "judge rebaseline" accepts).
type Pending struct {
	RequestID    string  `json:"request_id"`
	AttemptID    string  `json:"attempt_id"`
	StateVersion string  `json:"state_version"` // the decision's state_version
	Iterations   int     `json:"iterations"`
	Deviations   int     `json:"deviations"`
	Score        float64 `json:"normalised_deviation_score"`
	Flagged      int     `json:"flagged"` // deviations whose scar is PARTIAL
	State        string  `json:"state"`
	Action       string  `json:"action"`
	Error        string  `json:"error,omitempty"`
	Reason       string  `json:"reason,omitempty"`
	Scope        string  `json:"baseline_scope"`
	// Frames a plain "judge rebaseline" would accept (Action rebaseline).
	Frames []events.AcceptedFrame `json:"frames,omitempty"`
}

// What a judge can do with a pending request.
const (
	ActionDecide     = "decide"
	ActionRebaseline = "rebaseline"
	// ActionAcceptRenderer: a HOLD whose attempt shows a renderer change
	// the judge may accept for the scope ("judge accept-renderer").
	ActionAcceptRenderer = "accept-renderer"
)

// PendingList lists the requests a judge can act on — the PASS_CANDIDATEs
// and the HOLDs a baseline acceptance applies to — in the order they were
// opened.
func (s *State) PendingList() []Pending {
	out := []Pending{}
	for _, r := range s.Requests() {
		var p Pending
		switch r.State {
		case events.StatePassCandidate:
			p.Action = ActionDecide
		case events.StateHold:
			if rc := s.RendererChangeOf(r); rc != nil && rc.Possible {
				p.Action, p.Error, p.Reason = ActionAcceptRenderer, r.Error, rendererReason(r, rc)
				break
			}
			rb := s.RebaselineOf(r)
			if rb == nil || !rb.Possible {
				continue
			}
			p.Action, p.Error, p.Frames = ActionRebaseline, r.Error, rb.DefaultFrames()
			p.Reason = holdReason(r)
		default:
			continue
		}
		a := r.Current()
		p.RequestID, p.AttemptID, p.StateVersion, p.State, p.Scope = r.ID, a.ID, r.VersionString(), r.State, r.Scope
		p.Iterations, p.Deviations, p.Score = a.Iteration, len(a.Deviations), a.Score
		for _, d := range a.Deviations {
			if d.Flagged {
				p.Flagged++
			}
		}
		out = append(out, p)
	}
	return out
}

// holdReason says in one line what holds r's current attempt: the
// transition's error and the deviations behind it, baseline changes
// first.
func holdReason(r *Request) string {
	a := r.Current()
	var diffs, other []string
	for _, d := range a.Deviations {
		if d.ID == DevBaselineDiff {
			diffs = append(diffs, d.LocationHint)
		} else {
			other = append(other, d.ID+" at "+d.LocationHint)
		}
	}
	out := r.Error + ": " + DevBaselineDiff + " at " + strings.Join(diffs, ", ")
	if len(other) > 0 {
		const max = 3
		if len(other) > max {
			other = append(other[:max], fmt.Sprintf("%d more", len(other)-max))
		}
		out += "; also " + strings.Join(other, ", ")
	}
	return out
}

// Review is everything the judge's "show" needs about one request.
type Review struct {
	W3           *W3Output      `json:"w3"`
	State        string         `json:"state"`
	StateVersion string         `json:"state_version"` // what a decision or the next attempt must name
	Error        string         `json:"error"`
	Request      []byte         `json:"request"` // request.opened.v1 body, verbatim (base64 in JSON)
	RequestEvent string         `json:"request_event_id"`
	Surfaces     []string       `json:"surfaces"`
	MaxScore     float64        `json:"max_allowed_deviation_score"`
	Attempts     []ReviewAtt    `json:"attempts"`
	Entropy      []EntropyPoint `json:"entropy_history"`
	Transitions  []Transition   `json:"transitions"`
	Violations   []string       `json:"violations"`
	// Decision is the judge's decision body, verbatim, once there is one.
	Decision        []byte `json:"decision,omitempty"`
	DecisionEventID string `json:"decision_event_id,omitempty"`
	SealEventID     string `json:"seal_event_id,omitempty"`
	// Scope is the request's baseline scope; Scoped says the request
	// named it (see Request).
	Scope  string `json:"baseline_scope"`
	Scoped bool   `json:"scoped"`
	// Rebaseline tells what a baseline acceptance could do (HOLD only).
	Rebaseline *Rebaseline `json:"rebaseline,omitempty"`
	// RendererChange tells what a renderer acceptance could do (a HOLD
	// whose attempt shows renderer_changed); ScopeRenderer is the
	// renderer the judge accepted for the scope, if any.
	RendererChange *RendererChange `json:"renderer_change,omitempty"`
	ScopeRenderer  *ScopeRenderer  `json:"scope_renderer,omitempty"`
}

// ReviewAtt is one attempt in a Review: its body, both reports verbatim
// with their hashes, the merged deviations with scar flags, and each
// screenshot with the baseline it is compared against.
type ReviewAtt struct {
	AttemptID    string       `json:"attempt_id"`
	EventID      string       `json:"event_id"`
	Body         []byte       `json:"body"` // attempt.submitted.v1, verbatim
	CodeDiff     string       `json:"code_diff"`
	W1           *Report      `json:"w1"`
	W2           *Report      `json:"w2"`
	Held         bool         `json:"held"`
	Assessed     bool         `json:"assessed"`
	Iteration    int          `json:"iteration"`
	Deviations   []Dev        `json:"deviations"`
	EntropyDelta int          `json:"entropy_delta"`
	Score        float64      `json:"normalised_deviation_score"`
	Screenshots  []ReviewShot `json:"screenshots"`
	// Waived are the deviations set aside (accepted baseline changes,
	// drift-approved micro-drift); Drift is W2's drift verdict, verbatim;
	// Acceptances the baseline.accepted.v1 event ids applied.
	Waived []Dev `json:"waived"`
	// Agreement: the witnesses' contrast figures side by side.
	Agreement   []Agreement `json:"agreement,omitempty"`
	Drift       *Report     `json:"drift,omitempty"`
	Acceptances []string    `json:"acceptances"`
	// RendererAcceptance is the renderer.accepted.v1 event id applied.
	RendererAcceptance string `json:"renderer_acceptance,omitempty"`
}

// ReviewShot is one W1 screenshot and its baseline — the frame of the
// same scope, screen, breakpoint and surface from the newest seal or
// acceptance when W1's report was filed, which is what W1 compared it
// with — if any. The W1 report's baseline_diff deviation carries the
// pixel count; both PNGs are fetchable with "tribunal blob get".
// Accepted: the judge accepted this frame as the new baseline.
type ReviewShot struct {
	events.Screenshot
	Baseline string `json:"baseline_sha256,omitempty"`
	Changed  bool   `json:"changed_from_baseline"`
	Accepted bool   `json:"accepted_as_baseline,omitempty"`
	// BaselineRenderer is the renderer that made the baseline (nil: no
	// baseline, or its report named none).
	BaselineRenderer *events.Renderer `json:"baseline_renderer,omitempty"`
}

// EntropyPoint is one assessed attempt's deviation count and delta.
type EntropyPoint struct {
	AttemptID    string `json:"attempt_id"`
	Iteration    int    `json:"iteration"`
	Deviations   int    `json:"deviations"`
	EntropyDelta int    `json:"entropy_delta"`
}

// Review builds the judge's view of request id, or nil when there is no
// such request.
func (s *State) Review(id string) *Review {
	r := s.requests[id]
	if r == nil {
		return nil
	}
	rv := &Review{
		W3: r.W3(), State: r.State, StateVersion: r.VersionString(), Error: r.Error,
		RequestEvent: r.OpenedEventID, Surfaces: r.Opened.EffectiveSurfaces(),
		MaxScore: r.Opened.EffectiveMaxDeviationScore(), Attempts: []ReviewAtt{},
		Entropy: []EntropyPoint{}, Transitions: r.Transitions, Violations: r.Violations,
		DecisionEventID: r.DecisionEventID, SealEventID: r.SealEventID,
		Scope: r.Scope, Scoped: r.Scoped, Rebaseline: s.RebaselineOf(r),
		RendererChange: s.RendererChangeOf(r), ScopeRenderer: s.renderers[r.Scope],
	}
	if rc := rv.RendererChange; rc != nil && rc.Possible {
		for _, o := range s.heldForRenderer(r.Scope, rc.To, r.ID) {
			rc.Others = append(rc.Others, o.ID)
		}
	}
	if rv.Violations == nil {
		rv.Violations = []string{}
	}
	rv.Request = r.openedRaw
	if r.Decision != nil {
		rv.Decision = r.decisionRaw
	}
	for _, a := range r.Attempts {
		ra := ReviewAtt{
			AttemptID: a.ID, EventID: a.EventID, Body: a.Raw, CodeDiff: a.Body.CodeDiff,
			W1: a.W1, W2: a.W2, Held: a.Held, Assessed: a.Assessed, Iteration: a.Iteration,
			Deviations: a.Deviations, EntropyDelta: a.EntropyDelta, Score: a.Score,
			Screenshots: []ReviewShot{}, Waived: a.Waived, Agreement: a.Agreement, Drift: a.Drift, Acceptances: a.Acceptances,
			RendererAcceptance: a.RendererAcceptance,
		}
		if ra.Waived == nil {
			ra.Waived = []Dev{}
		}
		if ra.Acceptances == nil {
			ra.Acceptances = []string{}
		}
		if a.w1Body != nil {
			for i, sh := range a.w1Body.Screenshots {
				rs := ReviewShot{Screenshot: sh, Accepted: a.accepted[i], BaselineRenderer: a.shotBaseRenderer[i]}
				if h := a.shotBase[i]; h != "" {
					rs.Baseline, rs.Changed = h, h != sh.SHA256
				}
				ra.Screenshots = append(ra.Screenshots, rs)
			}
		}
		rv.Attempts = append(rv.Attempts, ra)
		if a.Assessed {
			rv.Entropy = append(rv.Entropy, EntropyPoint{AttemptID: a.ID, Iteration: a.Iteration, Deviations: len(a.Deviations), EntropyDelta: a.EntropyDelta})
		}
	}
	return rv
}
