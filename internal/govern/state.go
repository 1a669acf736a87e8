package govern

import (
	"slices"
	"strconv"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// Error codes of state transitions (state.transition.v1 "error") and of
// the W³ output's "error".
const (
	ErrDOMPayloadMissing     = "DOM_PAYLOAD_MISSING"
	ErrConstraintsIncomplete = "CONSTRAINTS_INCOMPLETE"
	ErrEntropyNonDecreasing  = "ENTROPY_NON_DECREASING"
	ErrScarAlreadyFailed     = "SCAR_ALREADY_FAILED"
	ErrMobileEvidence        = "MOBILE_SURFACE_EVIDENCE_MISSING"
	ErrAuditUnavailable      = "AUDIT_UNAVAILABLE"
	// ErrWitnessReject: a witness said reject, or the deviations'
	// normalised score is above max_allowed_deviation_score.
	ErrWitnessReject = "WITNESS_REJECT"
	// ErrDeviationsAboveThreshold: both witnesses pass/warn but the
	// normalised deviation score is above max_allowed_deviation_score.
	ErrDeviationsAboveThreshold = "DEVIATIONS_ABOVE_THRESHOLD"
	// ErrGovernanceViolation: a governance.violation.v1 named the request.
	ErrGovernanceViolation = "GOVERNANCE_VIOLATION"
	// ErrJudgeRejected: the judge rejected; the W³ error carries the reason.
	ErrJudgeRejected = "JUDGE_REJECTED"
	// ErrDriftRejected: W2 rejected with micro-drift only and its drift
	// arm (drift-verdict.v1) rejected too.
	ErrDriftRejected = "DRIFT_REJECTED"
	// ErrRendererChanged: W1 found frames whose baseline another renderer
	// made (renderer_changed) and the judge has not accepted W1's
	// renderer for the scope (renderer.accepted.v1).
	ErrRendererChanged = "RENDERER_CHANGED"
	// ErrProductRootNotAllowed: a witness refused the product's root
	// (events.ProductRootNotAllowed); the request FAILs, unassessed.
	ErrProductRootNotAllowed = events.ProductRootNotAllowed
	// ErrAwaitingAttempt / ErrAwaitingWitnesses are the W³ errors of a
	// request still OPEN / OBSERVING (reported with verdict HOLD; see
	// W3Output). They are never transition errors.
	ErrAwaitingAttempt   = "AWAITING_ATTEMPT"
	ErrAwaitingWitnesses = "AWAITING_WITNESSES"
)

// Rejection reasons the fold adds to the events package's set.
const (
	// RejectedDuplicateRequest: request.opened.v1 for a request id that is
	// already open.
	RejectedDuplicateRequest = "rejected_duplicate_request"
	// RejectedDuplicateAttempt: attempt.submitted.v1 reusing an attempt id
	// of the same request.
	RejectedDuplicateAttempt = "rejected_duplicate_attempt"
	// RejectedDuplicateReport: a second report of the same witness for the
	// same attempt (under a new event id). The first one wins.
	RejectedDuplicateReport = "rejected_duplicate_report"
	// RejectedBaselineRefused: a baseline.accepted.v1 the fold does not
	// apply: the attempt's blockers are not deviations (AUDIT_UNAVAILABLE,
	// a governance violation, missing mobile evidence, a judge reject), a
	// frame is not one of the attempt's screenshots or shows no
	// baseline_diff, or the scope is not the request's.
	RejectedBaselineRefused = "rejected_baseline_refused"
	// RejectedDriftMismatch: a drift-verdict.v1 that does not arbitrate
	// the attempt's W2 report: none filed yet, not a micro-drift-only
	// reject, another body's hash, or a request whose flow has no drift
	// arm (opened without baseline_scope).
	RejectedDriftMismatch = "rejected_drift_mismatch"
	// RejectedRendererRefused: a renderer.accepted.v1 the fold does not
	// apply: the attempt is held by what no renderer acceptance lifts, has
	// no counted renderer_changed, names another scope, or names another
	// renderer than W1's report of the attempt.
	RejectedRendererRefused = "rejected_renderer_refused"
)

// Scar outcomes (docs/CONTRACTS.md §5 step 3). A scar that has been seen but not yet
// judged across two attempts has outcome ScarObserved.
const (
	ScarObserved = "OBSERVED"
	ScarFailed   = "FAILED"
	ScarPartial  = "PARTIAL"
	ScarFixed    = "FIXED"
	// ScarAccepted: the judge accepted the deviation as an intended
	// change (baseline.accepted.v1). It never holds a request.
	ScarAccepted = "ACCEPTED"
)

// Waivers: why a deviation a witness reported no longer counts.
const (
	// WaiverBaselineAccepted: a baseline_diff whose frames the judge
	// accepted as the new baseline.
	WaiverBaselineAccepted = "baseline_accepted"
	// WaiverDriftApproved: a micro-drift failure the drift arm approved.
	WaiverDriftApproved = "drift_approved"
	// WaiverRendererAccepted: a renderer_changed finding made by the
	// renderer the judge accepted for the scope (renderer.accepted.v1).
	WaiverRendererAccepted = "renderer_accepted"
)

// DevContrast is W1's text contrast deviation id (docs/W1.md §2).
const DevContrast = "contrast"

// Transition is one state.transition.v1 the fold produced.
type Transition struct {
	EventID   string `json:"event_id"`
	Seq       uint64 `json:"stream_seq"`
	AttemptID string `json:"attempt_id,omitempty"`
	From      string `json:"from"`
	To        string `json:"to"`
	Version   int64  `json:"version"`
	Error     string `json:"error,omitempty"`
	Cause     string `json:"cause_event_id"`
}

// Report is a witness report as stored: the verbatim body bytes, their
// hash and the event that carried them.
type Report struct {
	EventID string `json:"event_id"`
	Seq     uint64 `json:"stream_seq"`
	Hash    string `json:"hash"` // hex(H(body))
	Body    []byte `json:"body"` // verbatim stored bytes (base64 in JSON)
}

// Dev is a merged deviation with what the ledger knows about it.
type Dev struct {
	events.Deviation
	Witness     string `json:"witness"` // "w1", "w2", or "fold" (WitnessFold: derived from both reports)
	Fingerprint string `json:"fingerprint"`
	// ScarOutcome is the scar's outcome when this attempt was assessed
	// (before this attempt sealed outcomes), "" for a new pattern.
	ScarOutcome string `json:"scar_outcome,omitempty"`
	// Flagged: the scar was PARTIAL; a human must look at it.
	Flagged bool `json:"flagged,omitempty"`
	// Waiver and WaivedBy say why a set-aside deviation (Attempt.Waived)
	// no longer counts, and which event waived it.
	Waiver   string `json:"waiver,omitempty"`
	WaivedBy string `json:"waived_by,omitempty"`
}

// Attempt is one attempt of a request and what the witnesses said.
type Attempt struct {
	ID      string                   `json:"attempt_id"`
	EventID string                   `json:"event_id"`
	Seq     uint64                   `json:"stream_seq"`
	Body    *events.AttemptSubmitted `json:"-"`
	Raw     []byte                   `json:"body"`

	W1     *Report               `json:"w1,omitempty"`
	W2     *Report               `json:"w2,omitempty"`
	w1Body *events.ObservationW1 `json:"-"`
	w2Body *events.VisualVerdict `json:"-"`
	// Drift is W2's drift-verdict.v1 over a micro-drift-only reject.
	Drift     *Report              `json:"drift,omitempty"`
	driftBody *events.DriftVerdict `json:"-"`
	// shotBase[i] is the scope's baseline of W1's i-th screenshot when
	// the W1 report was filed ("" for none): what W1 compared it with;
	// shotBaseRenderer[i] the renderer that made it (nil: none recorded).
	shotBase         []string
	shotBaseRenderer []*events.Renderer
	// accepted[i]: the judge accepted W1's i-th screenshot as a baseline.
	accepted []bool
	// Acceptances are the baseline.accepted.v1 event ids applied to it.
	Acceptances []string `json:"acceptances,omitempty"`
	// RendererAcceptance is the renderer.accepted.v1 event id applied to
	// it, if any.
	RendererAcceptance string `json:"renderer_acceptance,omitempty"`

	// Held: a governance violation held the request while this attempt
	// was current; it is never assessed.
	Held bool `json:"held,omitempty"`
	// Set once both reports are in and the attempt is assessed.
	Assessed     bool    `json:"assessed"`
	Iteration    int     `json:"iteration,omitempty"`
	Deviations   []Dev   `json:"deviations"`
	EntropyDelta int     `json:"entropy_delta"`
	Score        float64 `json:"normalised_deviation_score"`
	// Waived are the deviations set aside: accepted baseline changes,
	// drift-approved micro-drift, and uncertain W1 contrast flags W2's
	// decided ratio contradicts. They count for nothing (entropy, scars,
	// score) and are kept for the judge.
	Waived []Dev `json:"waived,omitempty"`
	// Agreement sets the witnesses' contrast figures side by side
	// (agreement.go), once assessed.
	Agreement []Agreement `json:"agreement,omitempty"`
}

// Request is the folded state of one request.
type Request struct {
	ID            string                `json:"request_id"`
	Opened        *events.RequestOpened `json:"-"`
	OpenedEventID string                `json:"opened_event_id"`
	// Scope is the baseline scope (events.RequestOpened.
	// EffectiveBaselineScope); Scoped says the request named one, so its
	// scars are its scope's and its flow has the drift arm.
	Scope       string `json:"baseline_scope"`
	Scoped      bool   `json:"scoped"`
	openedRaw   []byte
	decisionRaw []byte

	State   string `json:"state"`
	Version int64  `json:"state_version"`
	// Error is the error of the transition into the current state.
	Error string `json:"error,omitempty"`

	Attempts    []*Attempt   `json:"attempts"`
	Transitions []Transition `json:"transitions"`
	Violations  []string     `json:"violations,omitempty"` // governance.violation.v1 event ids

	// CandidateEventID is the transition that made the current attempt a
	// PASS_CANDIDATE.
	CandidateEventID string `json:"candidate_event_id,omitempty"`
	Decision         *events.JudgeDecision
	DecisionEventID  string
	DecisionHash     string
	Seal             *events.Seal
	SealEventID      string
}

// Current is the request's latest attempt, or nil.
func (r *Request) Current() *Attempt {
	if len(r.Attempts) == 0 {
		return nil
	}
	return r.Attempts[len(r.Attempts)-1]
}

// VersionString is the state version as the decimal string that
// prior_state_version and state_version carry.
func (r *Request) VersionString() string { return strconv.FormatInt(r.Version, 10) }

func (r *Request) attempt(id string) *Attempt {
	for _, a := range r.Attempts {
		if a.ID == id {
			return a
		}
	}
	return nil
}

// lastAssessed is the latest assessed attempt before a, or nil.
func (r *Request) lastAssessed(before *Attempt) *Attempt {
	var last *Attempt
	for _, a := range r.Attempts {
		if a == before {
			break
		}
		if a.Assessed {
			last = a
		}
	}
	return last
}

// ScarEvent is one outcome sealed on a scar, or its first sighting.
type ScarEvent struct {
	RequestID string `json:"request_id"`
	AttemptID string `json:"attempt_id"`
	Outcome   string `json:"outcome"`
	Seq       uint64 `json:"stream_seq"`
}

// Scar is the one record kept per (scope, deviation fingerprint). Scope
// is "" for the one pool shared by the requests opened without a
// baseline_scope (before scopes existed).
type Scar struct {
	Scope        string      `json:"baseline_scope"`
	Fingerprint  string      `json:"fingerprint"`
	ID           string      `json:"id"`
	LocationHint string      `json:"location_hint"`
	Outcome      string      `json:"outcome"`
	History      []ScarEvent `json:"history"`
}

// baselineKey names a sealed or accepted screenshot for W1's baseline
// query.
type baselineKey struct{ scope, screen, breakpoint, surface string }

// baseline is one baseline frame: its SHA-256 and the renderer record of
// the W1 report it came from (nil for a report without one).
type baseline struct {
	sha256   string
	renderer *events.Renderer
}

// ScopeRenderer is the renderer the judge accepted for a baseline scope
// (renderer.accepted.v1): renderer_changed findings W1 makes with it are
// set aside in that scope.
type ScopeRenderer struct {
	Renderer *events.Renderer `json:"renderer"`
	EventID  string           `json:"event_id"`
	Seq      uint64           `json:"stream_seq"`
}

// scarKey names a scar: its scope (scarScope) and fingerprint.
type scarKey struct{ scope, fingerprint string }

// State is everything folded from the chain so far. It is not safe for
// concurrent use; the ledger guards it.
type State struct {
	requests  map[string]*Request
	scars     map[scarKey]*Scar
	baselines map[baselineKey]baseline
	// renderers holds each scope's accepted renderer.
	renderers map[string]*ScopeRenderer
	// blobs holds the event id of each blob chunk's first entry
	// (blobs.go).
	blobs map[blobKey]string
	// order lists request ids in the order they were opened, so listings
	// are deterministic.
	order []string
	// inputSum is hex(H(body)) of the record being applied when the
	// replay has already hashed those very bytes (Replayer.Feed sets it
	// around Apply); "" otherwise.
	inputSum string
}

// New returns the state of an empty chain.
func New() *State {
	return &State{requests: map[string]*Request{}, scars: map[scarKey]*Scar{}, baselines: map[baselineKey]baseline{},
		renderers: map[string]*ScopeRenderer{}, blobs: map[blobKey]string{}}
}

// Request returns the folded request, or nil.
func (s *State) Request(id string) *Request { return s.requests[id] }

// Scar returns the scar of scope with the fingerprint, or nil.
func (s *State) Scar(scope, fp string) *Scar { return s.scars[scarKey{scope, fp}] }

// ScarsOf lists the scars with fingerprint fp in every scope, by scope.
func (s *State) ScarsOf(fp string) []*Scar {
	var out []*Scar
	for k, sc := range s.scars {
		if k.fingerprint == fp {
			out = append(out, sc)
		}
	}
	slices.SortFunc(out, func(a, b *Scar) int { return strings.Compare(a.Scope, b.Scope) })
	return out
}

// Baseline returns the SHA-256 of the baseline of screen at breakpoint on
// surface in scope: W1's screenshot from the newest SEALED_DEPLOY or
// baseline acceptance in that scope that has one.
func (s *State) Baseline(scope, screen, breakpoint, surface string) (string, bool) {
	b, ok := s.baselines[baselineKey{scope, screen, breakpoint, surface}]
	return b.sha256, ok
}

// BaselineRenderer is the renderer record of the W1 report the baseline
// of screen at breakpoint on surface in scope came from; nil when there
// is no baseline or its report carried no record.
func (s *State) BaselineRenderer(scope, screen, breakpoint, surface string) *events.Renderer {
	return s.baselines[baselineKey{scope, screen, breakpoint, surface}].renderer
}

// ScopeRendererOf is the renderer the judge accepted for scope, or nil.
func (s *State) ScopeRendererOf(scope string) *ScopeRenderer { return s.renderers[scope] }

// pin makes screenshot sh of W1 report w1 the baseline of its place in
// scope.
func (s *State) pin(scope string, w1 *events.ObservationW1, sh events.Screenshot) {
	s.baselines[baselineKey{scope, sh.Screen, sh.Breakpoint, sh.Surface}] = baseline{sha256: sh.SHA256, renderer: w1.Renderer}
}

// scarScope is the scope r's scars live in: its baseline scope, or the
// shared pool "" for a request opened without one, so that a chain
// recorded before scopes existed folds exactly as it did.
func (r *Request) scarScope() string {
	if r.Scoped {
		return r.Scope
	}
	return ""
}

// Requests lists the requests in the order they were opened.
func (s *State) Requests() []*Request {
	out := make([]*Request, 0, len(s.order))
	for _, id := range s.order {
		out = append(out, s.requests[id])
	}
	return out
}
