package govern

import (
	"crypto/ed25519"
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// world feeds signed events through a State the way the ledger does, and
// keeps every entry (inputs and what they derived) as a chain would.
type world struct {
	t       testing.TB
	st      *State
	seq     uint64
	signers map[events.Role]*events.Signer
	entries []chainformat.Entry
	reqs    map[string]*events.RequestOpened
	atts    map[string]*events.AttemptSubmitted // by request/attempt
	n       int
	// base are request options applied to every request before its own.
	base []reqOpt
}

func newWorld(t testing.TB) *world {
	t.Helper()
	w := &world{t: t, st: New(), signers: map[events.Role]*events.Signer{},
		reqs: map[string]*events.RequestOpened{}, atts: map[string]*events.AttemptSubmitted{}}
	for i, r := range []events.Role{events.RoleRequester, events.RoleW1, events.RoleW2, events.RoleJudge, events.RoleLedger} {
		seed := sha256.Sum256([]byte{byte(i)})
		w.signers[r] = events.NewSigner(r, ed25519.NewKeyFromSeed(seed[:]))
	}
	return w
}

func sum(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// feed publishes body as role on kind and returns what the fold derived.
func (w *world) feed(role events.Role, kind string, body events.Body) []Derived {
	w.t.Helper()
	data, err := events.Encode(body)
	if err != nil {
		w.t.Fatal(err)
	}
	return w.feedRaw(role, kind, body.RequestID(), data)
}

func (w *world) feedRaw(role events.Role, kind, reqID string, data []byte) []Derived {
	w.t.Helper()
	subject, err := events.SubjectFor(role, kind, reqID)
	if err != nil {
		w.t.Fatal(err)
	}
	w.seq++
	w.n++
	ev := w.signers[role].Sign(subject, "ev-"+string(rune('a'+w.n%26))+"-"+itoa(w.n), data)
	return w.apply(ev)
}

func itoa(n int) string { return string(hex.AppendEncode(nil, []byte{byte(n >> 8), byte(n)})) }

func (w *world) apply(ev events.Event) []Derived {
	w.t.Helper()
	sub, err := events.ParseSubject(ev.Subject)
	if err != nil {
		w.t.Fatal(err)
	}
	body, err := events.DecodeFor(sub, ev.Body)
	if err != nil {
		w.t.Fatal(err)
	}
	rec := chainformat.Record{Seq: w.seq, Time: int64(w.seq) * 1e9, Event: ev}
	ds, err := w.st.Apply(rec, body)
	if err != nil {
		w.t.Fatal(err)
	}
	w.entries = append(w.entries, chainformat.Entry{Index: uint64(len(w.entries)), Record: rec})
	for _, d := range ds {
		signed := w.signers[events.RoleLedger].Sign(d.Subject, d.ID, d.Body)
		w.entries = append(w.entries, chainformat.Entry{Index: uint64(len(w.entries)), Record: chainformat.Record{Seq: w.seq, Time: rec.Time, Event: signed}})
	}
	return ds
}

// violation feeds the ledger's governance.violation.v1 wrapper of a
// witness message carrying W3 fields.
func (w *world) violation(reqID, attID string) []Derived {
	w.t.Helper()
	subject, _ := events.SubjectFor(events.RoleW1, events.KindObservation, reqID)
	orig := w.signers[events.RoleW1].Sign(subject, "forged", []byte(`{"w3":{}}`))
	o := events.OriginalOf(&orig)
	v := &events.GovernanceViolation{SchemaName: events.SchemaGovernanceViolation, ReqID: reqID, AttID: attID,
		Reason: events.ViolationW3NotJudge, EventID: orig.ID, Subject: orig.Subject, KeyID: orig.KeyID, Detail: "w3 fields", Original: &o}
	data, err := events.Encode(v)
	if err != nil {
		w.t.Fatal(err)
	}
	w.seq++
	vs, _ := events.SubjectFor(events.RoleLedger, events.KindViolation, reqID)
	return w.apply(w.signers[events.RoleLedger].Sign(vs, DerivedID(events.KindViolation, w.seq, 0), data))
}

const index = "schema: design-skeleton.v1\n"

type reqOpt func(*events.RequestOpened)

func (w *world) open(id string, opts ...reqOpt) []Derived {
	w.t.Helper()
	maxNav, contrast := 5, 4.5
	r := &events.RequestOpened{
		SchemaName: events.SchemaRequestOpened, ReqID: id, SkeletonHash: sum([]byte(index)),
		RunnerVersion: "test/1", RubricVersion: "1.0.0",
		Skeleton:    events.Skeleton{Files: map[string]string{events.SkeletonIndex: index}},
		ProductURL:  "file:///srv/site",
		Constraints: &events.Constraints{MaxNavLinks: &maxNav, MinContrastRatio: &contrast},
	}
	for _, o := range append(append([]reqOpt(nil), w.base...), opts...) {
		o(r)
	}
	w.reqs[id] = r
	return w.feed(events.RoleRequester, events.KindRequest, r)
}

func (w *world) attempt(req, att, prior, diff string) []Derived {
	w.t.Helper()
	a := &events.AttemptSubmitted{SchemaName: events.SchemaAttemptSubmitted, ReqID: req, AttID: att,
		PriorStateVersion: prior, ProductHash: sum([]byte("p" + att)), InventoryHash: sum([]byte("i")), CodeDiff: diff}
	w.atts[req+"/"+att] = a
	return w.feed(events.RoleRequester, events.KindAttempt, a)
}

func (w *world) tuple(req, att string) events.Tuple {
	a := w.atts[req+"/"+att]
	if a == nil {
		return events.Tuple{SkeletonHash: sum([]byte(index)), RequestID: req, AttemptID: att, PriorStateVersion: "1", ProductHash: "x", InventoryHash: "x", RunnerVersion: "test/1", RubricVersion: "1.0.0"}
	}
	return events.TupleFor(w.reqs[req], a)
}

func dev(id, loc string, sev float64) events.Deviation {
	return events.Deviation{ID: id, Description: id + " at " + loc, Severity: sev, LocationHint: loc}
}

func shot(screen, bp, surface string) events.Screenshot {
	return events.Screenshot{Screen: screen, Breakpoint: bp, Surface: surface, SHA256: sum([]byte(screen + bp + surface)), Width: 375, Height: 812}
}

type w1Opt func(*events.ObservationW1)

func (w *world) w1(req, att, verdict string, devs []events.Deviation, opts ...w1Opt) []Derived {
	w.t.Helper()
	if devs == nil {
		devs = []events.Deviation{}
	}
	score := 1.0
	for _, d := range devs {
		score -= d.Severity
	}
	b := &events.ObservationW1{SchemaName: events.SchemaObservationW1, ReqID: req, AttID: att, Tuple: w.tuple(req, att),
		Verdict: verdict, Score: max(0, score), Deviations: devs, Screenshots: []events.Screenshot{shot("home", "mobile", "web")}}
	if verdict == events.VerdictAuditUnavailable {
		b.Error = "browser crashed"
	}
	for _, o := range opts {
		o(b)
	}
	return w.feed(events.RoleW1, events.KindObservation, b)
}

type w2Opt func(*events.VisualVerdict)

func (w *world) w2(req, att, verdict string, opts ...w2Opt) []Derived {
	w.t.Helper()
	b := &events.VisualVerdict{SchemaName: events.SchemaVisualVerdict, ReqID: req, AttID: att, Tuple: w.tuple(req, att),
		Verdict: verdict, ElementVerdicts: []events.ElementVerdict{passing("home", "hero-cta", "mobile")},
		Lint:     events.Lint{Required: []events.LintSelector{}, Forbidden: []events.LintSelector{}, Findings: []events.LintFinding{}},
		Concerns: []events.Concern{}}
	if verdict == events.VerdictAuditUnavailable {
		b.Error = "browser crashed"
	}
	for _, o := range opts {
		o(b)
	}
	return w.feed(events.RoleW2, events.KindVerdict, b)
}

func passing(screen, el, bp string) events.ElementVerdict {
	return events.ElementVerdict{Screen: screen, Element: el, Breakpoint: bp, Selector: "#" + el, Status: events.ElementPass,
		BBoxMeasured: &events.Rect{W: 10, H: 10}, BBoxDriftPX: &events.Rect{}, TolerancePX: 4,
		TokenMismatch: []events.TokenMismatch{}, DeadHandler: []events.DeadHandler{}, InteractionsOK: []events.InteractionOK{}}
}

func (w *world) decide(req, att, decision, version string) []Derived {
	w.t.Helper()
	reason := "looks right"
	if decision == events.DecisionReject {
		reason = "hero button is the wrong colour"
	}
	return w.feed(events.RoleJudge, events.KindDecision, &events.JudgeDecision{SchemaName: events.SchemaJudgeDecision,
		ReqID: req, AttID: att, Decision: decision, Reason: reason, ActorID: "judge-ada",
		Timestamp: "2026-11-30T01:00:00Z", StateVersion: version, TicketID: "T-1"})
}

// candidate runs a request to PASS_CANDIDATE (version 3).
func (w *world) candidate(req string) {
	w.t.Helper()
	w.open(req)
	w.attempt(req, "a1", "1", "diff --git a/x b/x")
	w.w1(req, "a1", events.VerdictPass, nil)
	w.w2(req, "a1", events.VerdictPass)
	w.state(req, events.StatePassCandidate, "")
}

func (w *world) state(req, state, errCode string) *Request {
	w.t.Helper()
	r := w.st.Request(req)
	if r == nil {
		w.t.Fatalf("no request %s", req)
	}
	if r.State != state || r.Error != errCode {
		w.t.Fatalf("request %s is %s/%q, want %s/%q (transitions %+v)", req, r.State, r.Error, state, errCode, r.Transitions)
	}
	return r
}

// rejected asserts ds is exactly one rejected.v1 with reason.
func rejected(t *testing.T, ds []Derived, reason string) {
	t.Helper()
	if len(ds) != 1 {
		t.Fatalf("derived %d events, want one rejected.v1 %s", len(ds), reason)
	}
	r, ok := ds[0].Decoded.(*events.Rejected)
	if !ok || r.Reason != reason {
		t.Fatalf("derived %s, want rejected.v1 %s", ds[0].Body, reason)
	}
}

// scoped opens the request in baseline scope s (a requester that knows
// scopes: per-scope scars, the drift arm).
func scoped(s string) reqOpt { return func(r *events.RequestOpened) { r.BaselineScope = s } }

// named gives the request's skeleton the name n (its scope when it names
// none).
func named(n string) reqOpt {
	return func(r *events.RequestOpened) {
		idx := "schema: design-skeleton.v1\nname: " + n + "\n"
		r.Skeleton.Files = map[string]string{events.SkeletonIndex: idx}
		r.SkeletonHash = sum([]byte(idx))
	}
}

// maxScore sets max_allowed_deviation_score.
func maxScore(v float64) reqOpt {
	return func(r *events.RequestOpened) { r.MaxAllowedDeviationScore = &v }
}

// frame is W1's screenshot of screen@bp on surface with content c.
func frame(screen, bp, surface, c string) events.Screenshot {
	return events.Screenshot{Screen: screen, Breakpoint: bp, Surface: surface, SHA256: sum([]byte(c)), Width: 375, Height: 812}
}

// shots sets W1's screenshots.
func shots(s ...events.Screenshot) w1Opt {
	return func(b *events.ObservationW1) { b.Screenshots = s }
}

// diffAt is W1's baseline_diff at screen@bp.
func diffAt(hint string) events.Deviation { return dev(DevBaselineDiff, hint, 0.2) }

// accepted is the frames of an acceptance.
func accepted(s ...events.Screenshot) []events.AcceptedFrame {
	var out []events.AcceptedFrame
	for _, sh := range s {
		out = append(out, events.AcceptedFrame{Screen: sh.Screen, Breakpoint: sh.Breakpoint, Surface: sh.Surface, SHA256: sh.SHA256})
	}
	return out
}

// accept feeds the judge's baseline.accepted.v1.
func (w *world) accept(req, att, version string, frames []events.AcceptedFrame, opts ...func(*events.BaselineAccepted)) []Derived {
	w.t.Helper()
	scope := ""
	if r := w.reqs[req]; r != nil {
		scope = r.EffectiveBaselineScope()
	}
	if scope == "" {
		scope = "none"
	}
	b := &events.BaselineAccepted{SchemaName: events.SchemaBaselineAccepted, ReqID: req, AttID: att, StateVersion: version,
		BaselineScope: scope, Frames: frames, Reason: "the new hero is intended", ActorID: "judge-ada",
		Timestamp: "2026-11-30T02:00:00Z"}
	for _, o := range opts {
		o(b)
	}
	return w.feed(events.RoleJudge, events.KindBaseline, b)
}

// microDrift makes W2 reject with one micro-drift bbox failure of el.
func microDrift(el string) w2Opt {
	return func(b *events.VisualVerdict) {
		ev := passing("home", el, "mobile")
		ev.Status, ev.MicroDrift = events.ElementFail, true
		ev.BBoxDriftPX = &events.Rect{X: 8}
		b.ElementVerdicts = append(b.ElementVerdicts, ev)
		b.Verdict, b.MicroDriftOnly = events.VerdictReject, true
	}
}

// w2Hash is hex(H(body)) of the W2 report filed for the attempt.
func (w *world) w2Hash(req, att string) string {
	w.t.Helper()
	var a *Attempt
	if r := w.st.Request(req); r != nil {
		a = r.attempt(att)
	}
	if a == nil || a.W2 == nil {
		return sum([]byte("no report"))
	}
	return a.W2.Hash
}

// drift feeds W2's drift-verdict.v1 over the attempt's W2 report.
func (w *world) drift(req, att, decision string, opts ...func(*events.DriftVerdict)) []Derived {
	w.t.Helper()
	d := &events.DriftVerdict{SchemaName: events.SchemaDriftVerdict, ReqID: req, AttID: att, Tuple: w.tuple(req, att),
		DriftDecision: decision, Reason: "arbitrated", VisualVerdictSHA256: w.w2Hash(req, att)}
	if decision == events.VerdictAuditUnavailable {
		d.Error = "browser crashed"
	}
	for _, o := range opts {
		o(d)
	}
	return w.feed(events.RoleW2, events.KindDrift, d)
}

// lastCause is the cause of the request's latest transition.
func (w *world) lastCause(req string) string {
	tr := w.st.Request(req).Transitions
	return tr[len(tr)-1].Cause
}

// inputID is the event id of the latest input entry.
func (w *world) inputID() string {
	for i := len(w.entries) - 1; i >= 0; i-- {
		if !strings.HasPrefix(w.entries[i].Event.ID, events.LedgerIDPrefix) {
			return w.entries[i].Event.ID
		}
	}
	return ""
}
