package govern

import (
	"github.com/tribunal-dev/tribunal/internal/events"
)

// Pending is one request awaiting the judge (PASS_CANDIDATE), with what a
// decision must name.
type Pending struct {
	RequestID    string  `json:"request_id"`
	AttemptID    string  `json:"attempt_id"`
	StateVersion string  `json:"state_version"` // the decision's state_version
	Iterations   int     `json:"iterations"`
	Deviations   int     `json:"deviations"`
	Score        float64 `json:"normalised_deviation_score"`
	Flagged      int     `json:"flagged"` // deviations whose scar is PARTIAL
}

// PendingList lists the PASS_CANDIDATE requests in the order they were
// opened.
func (s *State) PendingList() []Pending {
	out := []Pending{}
	for _, r := range s.Requests() {
		if r.State != events.StatePassCandidate {
			continue
		}
		a := r.Current()
		p := Pending{RequestID: r.ID, AttemptID: a.ID, StateVersion: r.VersionString(),
			Iterations: a.Iteration, Deviations: len(a.Deviations), Score: a.Score}
		for _, d := range a.Deviations {
			if d.Flagged {
				p.Flagged++
			}
		}
		out = append(out, p)
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
}

// ReviewShot is one W1 screenshot and the baseline (the same screen,
// breakpoint and surface at the latest SEALED_DEPLOY), if any. The W1
// report's baseline_diff deviation carries the pixel count; both PNGs are
// fetchable with "tribunal blob get".
type ReviewShot struct {
	events.Screenshot
	Baseline string `json:"baseline_sha256,omitempty"`
	Changed  bool   `json:"changed_from_baseline"`
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
			Screenshots: []ReviewShot{},
		}
		if a.w1Body != nil {
			for _, sh := range a.w1Body.Screenshots {
				rs := ReviewShot{Screenshot: sh}
				if h, ok := s.Baseline(sh.Screen, sh.Breakpoint, sh.Surface); ok {
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
