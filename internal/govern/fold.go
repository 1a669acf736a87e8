package govern

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"
	"unicode/utf8"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// Derived is one ledger event the fold derived: the subject, the event id
// and the exact body bytes to sign and append (with the input record's
// stream sequence and time).
type Derived struct {
	Subject string
	ID      string
	Body    []byte
	Decoded events.Body
}

// DerivedID is the event id of the n-th ledger event of kind derived from
// the message at stream sequence seq: "ledger:<kind>:<seq>" for n = 0,
// "ledger:<kind>:<seq>.<n>" after (docs/FORMAT.md). A function of the
// stream alone, so a redelivered message derives the same ids.
func DerivedID(kind string, seq uint64, n int) string {
	id := events.LedgerIDPrefix + kind + ":" + strconv.FormatUint(seq, 10)
	if n > 0 {
		id += "." + strconv.Itoa(n)
	}
	return id
}

// MinDOMPayload is the shortest inline dom_payload accepted (docs/CONTRACTS.md §5), in
// characters (Unicode code points).
const MinDOMPayload = 32

// hexSum is hex(H(b)).
func hexSum(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// out collects the events derived from one input record.
type out struct {
	rec  *chainformat.Record
	n    map[string]int
	list []Derived
	err  error
}

func (o *out) add(kind string, body events.Body) {
	if o.err != nil {
		return
	}
	data, err := events.Encode(body)
	if err != nil {
		o.err = fmt.Errorf("govern: deriving %s from stream sequence %d: %w", body.Schema(), o.rec.Seq, err)
		return
	}
	subject, err := events.SubjectFor(events.RoleLedger, kind, body.RequestID())
	if err != nil {
		o.err = fmt.Errorf("govern: %w", err)
		return
	}
	id := DerivedID(kind, o.rec.Seq, o.n[kind])
	o.n[kind]++
	o.list = append(o.list, Derived{Subject: subject, ID: id, Body: data, Decoded: body})
}

// Apply folds one record the ledger appends — an accepted event or the
// ledger's own rejected.v1 / governance.violation.v1 wrapper — with its
// decoded body, and returns the ledger events it derives, in the order
// they must be appended right after it. Records of kinds the fold does
// not act on (blobs, ops observations, wrappers of refused messages)
// derive nothing; of a blob chunk it notes where it is (blobs.go). An
// error is a bug (a body the fold built failed its own decoder), never a
// property of the input.
func (s *State) Apply(rec chainformat.Record, body events.Body) ([]Derived, error) {
	o := &out{rec: &rec, n: map[string]int{}}
	switch b := body.(type) {
	case *events.RequestOpened:
		s.opened(o, b)
	case *events.AttemptSubmitted:
		s.attemptSubmitted(o, b)
	case *events.ObservationW1:
		s.report(o, b.ReqID, b.AttID, &b.Tuple, "w1", func(a *Attempt, r *Report) { a.W1, a.w1Body = r, b })
	case *events.VisualVerdict:
		s.report(o, b.ReqID, b.AttID, &b.Tuple, "w2", func(a *Attempt, r *Report) { a.W2, a.w2Body = r, b })
	case *events.JudgeDecision:
		s.decision(o, b)
	case *events.BaselineAccepted:
		s.acceptBaseline(o, b)
	case *events.RendererAccepted:
		s.acceptRenderer(o, b)
	case *events.DriftVerdict:
		s.driftVerdict(o, b)
	case *events.GovernanceViolation:
		s.violation(o, b)
	case *events.Blob:
		s.noteBlob(&rec, b)
	}
	return o.list, o.err
}

// reject derives a rejected.v1 for the input record.
func (s *State) reject(o *out, requestID, reason, detail string) {
	o.add(events.KindRejected, &events.Rejected{
		SchemaName: events.SchemaRejected, ReqID: requestID, Reason: reason,
		Detail: detail, Original: events.OriginalOf(&o.rec.Event),
	})
}

// transition moves r to state to and derives its state.transition.v1,
// caused by the input record.
func (s *State) transition(o *out, r *Request, attemptID, to, errCode string) {
	s.transitionBy(o, r, attemptID, to, errCode, o.rec.Event.ID)
}

// transitionBy is transition with the cause named: the event the result
// rests on, which for a drift-arm outcome is the drift verdict even when
// another report completed the attempt.
func (s *State) transitionBy(o *out, r *Request, attemptID, to, errCode, cause string) {
	from := r.State
	r.Version++
	r.State, r.Error = to, errCode
	t := &events.StateTransition{
		SchemaName: events.SchemaStateTransition, ReqID: r.ID, AttID: attemptID,
		From: from, To: to, Version: r.Version, Error: errCode, CauseEventID: cause,
	}
	id := DerivedID(events.KindTransition, o.rec.Seq, o.n[events.KindTransition])
	o.add(events.KindTransition, t)
	r.Transitions = append(r.Transitions, Transition{
		EventID: id, Seq: o.rec.Seq, AttemptID: attemptID, From: from, To: to,
		Version: r.Version, Error: errCode, Cause: cause,
	})
	if to == events.StatePassCandidate {
		r.CandidateEventID = id
	}
}

// hasPayload: a product URL, or an inline payload of at least
// MinDOMPayload characters — the dom_payload, or an MCP App's resource
// HTML (docs/CONTRACTS.md §9), which is the page Tribunal mounts.
func hasPayload(b *events.RequestOpened) bool {
	if b.ProductURL != "" {
		return true
	}
	if utf8.RuneCountInString(b.DOMPayload) >= MinDOMPayload {
		return true
	}
	return b.MCPApp != nil && utf8.RuneCountInString(b.MCPApp.HTML) >= MinDOMPayload
}

func (s *State) opened(o *out, b *events.RequestOpened) {
	if s.requests[b.ReqID] != nil {
		s.reject(o, b.ReqID, RejectedDuplicateRequest, fmt.Sprintf("request %s is already open", b.ReqID))
		return
	}
	r := &Request{ID: b.ReqID, Opened: b, OpenedEventID: o.rec.Event.ID, openedRaw: o.rec.Event.Body,
		Scope: b.EffectiveBaselineScope(), Scoped: b.Scoped()}
	s.requests[b.ReqID] = r
	s.order = append(s.order, b.ReqID)
	switch {
	case !hasPayload(b):
		s.transition(o, r, "", events.StateFail, ErrDOMPayloadMissing)
	case !b.Constraints.Complete():
		s.transition(o, r, "", events.StateFail, ErrConstraintsIncomplete)
	default:
		s.transition(o, r, "", events.StateOpen, "")
	}
}

// acceptsAttempt lists the states in which a new attempt may start.
func acceptsAttempt(state string) bool {
	switch state {
	case events.StateOpen, events.StateHold, events.StatePassCandidate:
		return true
	}
	return false
}

func (s *State) attemptSubmitted(o *out, b *events.AttemptSubmitted) {
	r := s.requests[b.ReqID]
	switch {
	case r == nil:
		s.reject(o, b.ReqID, events.RejectedUnknownRequest, fmt.Sprintf("no request %s was opened", b.ReqID))
		return
	case r.attempt(b.AttID) != nil:
		s.reject(o, b.ReqID, RejectedDuplicateAttempt, fmt.Sprintf("request %s already has attempt %q", b.ReqID, b.AttID))
		return
	case !acceptsAttempt(r.State):
		s.reject(o, b.ReqID, events.RejectedStaleState, fmt.Sprintf("request %s is %s (version %d); it takes no new attempt", b.ReqID, r.State, r.Version))
		return
	case b.PriorStateVersion != r.VersionString():
		s.reject(o, b.ReqID, events.RejectedStaleState, fmt.Sprintf("prior_state_version %s, but request %s is at version %d", b.PriorStateVersion, b.ReqID, r.Version))
		return
	}
	r.Attempts = append(r.Attempts, &Attempt{
		ID: b.AttID, EventID: o.rec.Event.ID, Seq: o.rec.Seq, Body: b, Raw: o.rec.Event.Body,
		Deviations: []Dev{},
	})
	r.CandidateEventID = ""
	s.transition(o, r, b.AttID, events.StateObserving, "")
}

// report files a witness report under its attempt and assesses the
// attempt once both reports are in.
func (s *State) report(o *out, reqID, attID string, tuple *events.Tuple, witness string, set func(*Attempt, *Report)) {
	r := s.requests[reqID]
	if r == nil {
		s.reject(o, reqID, events.RejectedUnknownRequest, fmt.Sprintf("no request %s was opened", reqID))
		return
	}
	a := r.attempt(attID)
	if a == nil {
		s.reject(o, reqID, events.RejectedUnknownRequest, fmt.Sprintf("request %s has no attempt %q", reqID, attID))
		return
	}
	if want := events.TupleFor(r.Opened, a.Body); *tuple != want {
		s.reject(o, reqID, events.RejectedTupleMismatch, tupleDiff(tuple, &want))
		return
	}
	if a != r.Current() {
		s.reject(o, reqID, events.RejectedStaleState, fmt.Sprintf("attempt %q was superseded by attempt %q", attID, r.Current().ID))
		return
	}
	if (witness == "w1" && a.W1 != nil) || (witness == "w2" && a.W2 != nil) {
		first := a.W1
		if witness == "w2" {
			first = a.W2
		}
		s.reject(o, reqID, RejectedDuplicateReport, fmt.Sprintf("attempt %q already has a %s report (event %s); the first one wins", attID, witness, first.EventID))
		return
	}
	if r.State != events.StateObserving && r.State != events.StateHold {
		s.reject(o, reqID, events.RejectedStaleState, fmt.Sprintf("request %s is %s", reqID, r.State))
		return
	}
	hash := s.inputSum
	if hash == "" {
		hash = hexSum(o.rec.Event.Body)
	}
	set(a, &Report{EventID: o.rec.Event.ID, Seq: o.rec.Seq, Hash: hash, Body: o.rec.Event.Body})
	if witness == "w1" {
		s.snapshotBaselines(r, a)
	}
	s.assessWhenReady(o, r, a)
}

// assessWhenReady assesses attempt a once everything it waits for is in
// (both reports, and the drift verdict a micro-drift-only reject calls
// for), the request is OBSERVING and no violation held the attempt.
func (s *State) assessWhenReady(o *out, r *Request, a *Attempt) {
	if a.W1 != nil && a.W2 != nil && r.State == events.StateObserving && !a.Held {
		if refusedProductRoot(a) {
			// A witness would not render the product: no attempt of
			// this request can ever be observed. Not assessed.
			s.transition(o, r, a.ID, events.StateFail, ErrProductRootNotAllowed)
			return
		}
		if refusedSkeletonSignature(a) {
			// The skeleton is fixed for the request: no attempt of it
			// will ever be observed by this deployment. Not assessed.
			s.transition(o, r, a.ID, events.StateFail, ErrSkeletonSignatureInvalid)
			return
		}
		if needsDrift(r, a) && a.Drift == nil {
			return
		}
		s.assess(o, r, a)
	}
}

// snapshotBaselines records, per W1 screenshot of a, the baseline of its
// scope as the report is filed: the frame W1 compared it with (the
// judge's "changed from baseline", and which frames a baseline_diff can
// be about).
func (s *State) snapshotBaselines(r *Request, a *Attempt) {
	shots := a.w1Body.Screenshots
	a.shotBase = make([]string, len(shots))
	a.shotBaseRenderer = make([]*events.Renderer, len(shots))
	a.accepted = make([]bool, len(shots))
	for i, sh := range shots {
		b := s.baselines[baselineKey{r.Scope, sh.Screen, sh.Breakpoint, sh.Surface}]
		a.shotBase[i], a.shotBaseRenderer[i] = b.sha256, b.renderer
	}
}

// refusedProductRoot: either report of a says PRODUCT_ROOT_NOT_ALLOWED
// (events.RefusesProductRoot).
func refusedProductRoot(a *Attempt) bool {
	return events.RefusesProductRoot(a.w1Body.Verdict, a.w1Body.Error) ||
		events.RefusesProductRoot(a.w2Body.Verdict, a.w2Body.Error)
}

// tupleDiff names the first tuple field that differs.
func tupleDiff(got, want *events.Tuple) string {
	fields := []struct{ name, got, want string }{
		{"skeleton_hash", got.SkeletonHash, want.SkeletonHash},
		{"request_id", got.RequestID, want.RequestID},
		{"attempt_id", got.AttemptID, want.AttemptID},
		{"prior_state_version", got.PriorStateVersion, want.PriorStateVersion},
		{"product_hash", got.ProductHash, want.ProductHash},
		{"inventory_hash", got.InventoryHash, want.InventoryHash},
		{"runner_version", got.RunnerVersion, want.RunnerVersion},
		{"rubric_version", got.RubricVersion, want.RubricVersion},
	}
	for _, f := range fields {
		if f.got != f.want {
			return fmt.Sprintf("tuple.%s is %q, the request and attempt say %q", f.name, clip(f.got), clip(f.want))
		}
	}
	return "tuple differs"
}

func clip(s string) string {
	if len(s) > 80 {
		return s[:80] + "…"
	}
	return s
}

func (s *State) decision(o *out, b *events.JudgeDecision) {
	r := s.requests[b.ReqID]
	if r == nil {
		s.reject(o, b.ReqID, events.RejectedUnknownRequest, fmt.Sprintf("no request %s was opened", b.ReqID))
		return
	}
	cur := r.Current()
	switch {
	case r.State != events.StatePassCandidate:
		s.reject(o, b.ReqID, events.RejectedStaleState, fmt.Sprintf("request %s is %s, not %s; only a PASS_CANDIDATE takes a decision", b.ReqID, r.State, events.StatePassCandidate))
		return
	case b.StateVersion != r.VersionString():
		s.reject(o, b.ReqID, events.RejectedStaleState, fmt.Sprintf("decision on state version %s, but request %s is at version %d", b.StateVersion, b.ReqID, r.Version))
		return
	case cur == nil || b.AttID != cur.ID:
		s.reject(o, b.ReqID, events.RejectedStaleState, fmt.Sprintf("decision on attempt %q, the candidate is attempt %q", b.AttID, currentID(r)))
		return
	}
	r.Decision, r.DecisionEventID, r.DecisionHash, r.decisionRaw = b, o.rec.Event.ID, hexSum(o.rec.Event.Body), o.rec.Event.Body
	if b.Decision == events.DecisionReject {
		s.transition(o, r, cur.ID, events.StateHold, ErrJudgeRejected)
		return
	}
	s.transition(o, r, cur.ID, events.StateSealedDeploy, "")
	seal := &events.Seal{
		SchemaName: events.SchemaSeal, ReqID: r.ID, AttID: cur.ID,
		W1Hash: cur.W1.Hash, W2Hash: cur.W2.Hash, W3Hash: r.DecisionHash,
		CompositeHash:   events.CompositeHash(cur.W1.Hash, cur.W2.Hash, r.DecisionHash),
		DecisionEventID: o.rec.Event.ID, StateVersion: b.StateVersion,
	}
	r.Seal, r.SealEventID = seal, DerivedID(events.KindSeal, o.rec.Seq, 0)
	o.add(events.KindSeal, seal)
	for _, sh := range cur.w1Body.Screenshots {
		s.pin(r.Scope, cur.w1Body, sh)
	}
}

func (s *State) violation(o *out, b *events.GovernanceViolation) {
	r := s.requests[b.ReqID]
	if r == nil {
		return // recorded by its wrapper; no request to hold
	}
	r.Violations = append(r.Violations, o.rec.Event.ID)
	switch r.State {
	case events.StateSealedDeploy, events.StateFail:
		return // settled before the violation
	}
	if cur := r.Current(); cur != nil {
		cur.Held = true
	}
	if r.State != events.StateHold {
		att := ""
		if cur := r.Current(); cur != nil {
			att = cur.ID
		}
		s.transition(o, r, att, events.StateHold, ErrGovernanceViolation)
	}
}
