package govern

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

func TestApproveSeals(t *testing.T) {
	w := newWorld(t)
	w.candidate("r1")
	ds := w.decide("r1", "a1", events.DecisionApprove, "3")
	r := w.state("r1", events.StateSealedDeploy, "")
	if len(ds) != 2 {
		t.Fatalf("approve derived %d events, want transition + seal", len(ds))
	}
	tr, ok := ds[0].Decoded.(*events.StateTransition)
	if !ok || tr.From != events.StatePassCandidate || tr.To != events.StateSealedDeploy || tr.Version != 4 {
		t.Fatalf("first derived %s", ds[0].Body)
	}
	seal, ok := ds[1].Decoded.(*events.Seal)
	if !ok || ds[1].Subject != "tribunal.ledger.seal.r1" {
		t.Fatalf("second derived %s on %s", ds[1].Body, ds[1].Subject)
	}
	// The composite hash, recomputed independently from the stored bytes.
	a := r.Current()
	h := func(b []byte) string { s := sha256.Sum256(b); return hex.EncodeToString(s[:]) }
	var decision []byte
	for _, e := range w.entries {
		if strings.HasPrefix(e.Event.Subject, "tribunal.judge.") {
			decision = e.Event.Body
		}
	}
	want := h([]byte(h(a.W1.Body) + h(a.W2.Body) + h(decision) + "PASS_CANDIDATE"))
	if seal.CompositeHash != want || seal.W3Hash != h(decision) {
		t.Fatalf("composite %s, recomputed %s", seal.CompositeHash, want)
	}
	out := r.W3()
	if out.Verdict != events.StateSealedDeploy || out.TriWitnessLedger.CompositeHash != want ||
		out.TriWitnessLedger.W3.Verdict != "PASS" || out.TriWitnessLedger.W3.Hash != h(decision) || out.Requires888Hold {
		t.Fatalf("W3 output %+v", out)
	}
	if b, ok := w.st.Baseline("", "home", "mobile", "web"); !ok || b != shot("home", "mobile", "web").SHA256 {
		t.Fatalf("baseline %s %v", b, ok)
	}
	// A second decision on the sealed request is stale.
	rejected(t, w.decide("r1", "a1", events.DecisionApprove, "4"), events.RejectedStaleState)
}

func TestRejectHolds(t *testing.T) {
	w := newWorld(t)
	w.candidate("r1")
	w.decide("r1", "a1", events.DecisionReject, "3")
	r := w.state("r1", events.StateHold, ErrJudgeRejected)
	out := r.W3()
	if out.Error != "JUDGE_REJECTED: hero button is the wrong colour" || out.TriWitnessLedger.W3.Verdict != "FAIL" || out.TriWitnessLedger.CompositeHash != NotComputed {
		t.Fatalf("W3 output %+v", out)
	}
	// A new attempt is accepted after a HOLD, on the current version.
	rejected(t, w.attempt("r1", "a2", "3", ""), events.RejectedStaleState)
	w.attempt("r1", "a2", "4", "fix colour")
	w.state("r1", events.StateObserving, "")
}

func TestRules(t *testing.T) {
	x := dev("contrast", "home/hero-cta@mobile", 0.6)
	y := dev("region_ink", "home/logo@mobile", 0.3)
	z := dev("token_colour", "home/nav@mobile", 0.3)
	cases := []struct {
		name  string
		run   func(w *world)
		req   string
		state string
		err   string
	}{
		{"entropy non-decreasing", func(w *world) {
			w.open("r")
			w.attempt("r", "a1", "1", "")
			w.w1("r", "a1", events.VerdictWarn, []events.Deviation{y})
			w.w2("r", "a1", events.VerdictPass)
			w.state("r", events.StateHold, ErrDeviationsAboveThreshold)
			w.attempt("r", "a2", "3", "")
			w.w1("r", "a2", events.VerdictWarn, []events.Deviation{z})
			w.w2("r", "a2", events.VerdictPass)
		}, "r", events.StateHold, ErrEntropyNonDecreasing},
		{"converging but still above threshold", func(w *world) {
			w.open("r")
			w.attempt("r", "a1", "1", "")
			w.w1("r", "a1", events.VerdictWarn, []events.Deviation{x, y})
			w.w2("r", "a1", events.VerdictPass)
			w.attempt("r", "a2", "3", "")
			w.w1("r", "a2", events.VerdictWarn, []events.Deviation{x})
			w.w2("r", "a2", events.VerdictPass)
		}, "r", events.StateHold, ErrDeviationsAboveThreshold},
		{"scar FAILED holds the next attempt", func(w *world) {
			w.open("r")
			w.attempt("r", "a1", "1", "")
			w.w1("r", "a1", events.VerdictWarn, []events.Deviation{x, y, z})
			w.w2("r", "a1", events.VerdictPass)
			w.attempt("r", "a2", "3", "")
			w.w1("r", "a2", events.VerdictWarn, []events.Deviation{x, y}) // x, y survive: FAILED
			w.w2("r", "a2", events.VerdictPass)
			w.attempt("r", "a3", "5", "")
			w.w1("r", "a3", events.VerdictWarn, []events.Deviation{x}) // converging, but x already FAILED
			w.w2("r", "a3", events.VerdictPass)
		}, "r", events.StateHold, ErrScarAlreadyFailed},
		{"scar FAILED in another request holds at once", func(w *world) {
			w.open("r")
			w.attempt("r", "a1", "1", "")
			w.w1("r", "a1", events.VerdictWarn, []events.Deviation{x, y})
			w.w2("r", "a1", events.VerdictPass)
			w.attempt("r", "a2", "3", "")
			w.w1("r", "a2", events.VerdictWarn, []events.Deviation{x})
			w.w2("r", "a2", events.VerdictPass)
			w.open("s", func(r *events.RequestOpened) { one := 1.0; r.MaxAllowedDeviationScore = &one })
			w.attempt("s", "a1", "1", "")
			w.w1("s", "a1", events.VerdictWarn, []events.Deviation{x})
			w.w2("s", "a1", events.VerdictPass)
		}, "s", events.StateHold, ErrScarAlreadyFailed},
		{"mobile evidence missing", func(w *world) {
			w.open("r", func(r *events.RequestOpened) { r.Surfaces = []string{"web", "android", "ios"} })
			w.attempt("r", "a1", "1", "")
			w.w1("r", "a1", events.VerdictPass, nil, func(b *events.ObservationW1) {
				b.Screenshots = append(b.Screenshots, shot("home", "mobile", "android"))
			})
			w.w2("r", "a1", events.VerdictPass)
		}, "r", events.StateHold, ErrMobileEvidence},
		{"mobile evidence present", func(w *world) {
			w.open("r", func(r *events.RequestOpened) { r.Surfaces = []string{"web", "android", "ios"} })
			w.attempt("r", "a1", "1", "")
			w.w1("r", "a1", events.VerdictPass, nil, func(b *events.ObservationW1) {
				b.Screenshots = append(b.Screenshots, shot("home", "mobile", "android"), shot("home", "mobile", "ios"))
			})
			w.w2("r", "a1", events.VerdictPass)
		}, "r", events.StatePassCandidate, ""},
		{"dom payload of 10 characters", func(w *world) {
			w.open("r", func(r *events.RequestOpened) { r.ProductURL, r.DOMPayload = "", "<p>hi</p>!" })
		}, "r", events.StateFail, ErrDOMPayloadMissing},
		{"dom payload of 32 characters", func(w *world) {
			w.open("r", func(r *events.RequestOpened) { r.ProductURL, r.DOMPayload = "", strings.Repeat("é", 32) })
		}, "r", events.StateOpen, ""},
		{"constraints incomplete", func(w *world) {
			w.open("r", func(r *events.RequestOpened) { r.Constraints.MinContrastRatio = nil })
		}, "r", events.StateFail, ErrConstraintsIncomplete},
		{"no constraints", func(w *world) {
			w.open("r", func(r *events.RequestOpened) { r.Constraints = nil })
		}, "r", events.StateFail, ErrConstraintsIncomplete},
		{"W2 audit unavailable", func(w *world) {
			w.open("r")
			w.attempt("r", "a1", "1", "")
			w.w1("r", "a1", events.VerdictPass, nil)
			w.w2("r", "a1", events.VerdictAuditUnavailable)
		}, "r", events.StateHold, ErrAuditUnavailable},
		{"W2 reject", func(w *world) {
			w.open("r", func(r *events.RequestOpened) { one := 1.0; r.MaxAllowedDeviationScore = &one })
			w.attempt("r", "a1", "1", "")
			w.w1("r", "a1", events.VerdictPass, nil)
			w.w2("r", "a1", events.VerdictReject, func(b *events.VisualVerdict) {
				b.ElementVerdicts[0].Status, b.ElementVerdicts[0].MissingFromDOM = events.ElementFail, true
			})
		}, "r", events.StateHold, ErrWitnessReject},
		{"deviations within max_allowed_deviation_score", func(w *world) {
			w.open("r", func(r *events.RequestOpened) { s := 0.5; r.MaxAllowedDeviationScore = &s })
			w.attempt("r", "a1", "1", "")
			w.w1("r", "a1", events.VerdictWarn, []events.Deviation{y})
			w.w2("r", "a1", events.VerdictWarn)
		}, "r", events.StatePassCandidate, ""},
		{"governance violation holds", func(w *world) {
			w.open("r")
			w.attempt("r", "a1", "1", "")
			w.violation("r", "a1")
			w.w1("r", "a1", events.VerdictPass, nil)
			w.w2("r", "a1", events.VerdictPass) // both in, but never assessed
		}, "r", events.StateHold, ErrGovernanceViolation},
		{"governance violation on a candidate", func(w *world) {
			w.candidate("r")
			w.violation("r", "a1")
		}, "r", events.StateHold, ErrGovernanceViolation},
	}
	// Each rule holds alike for requests opened without a scope (as
	// recorded before scopes) and for requests of one scope.
	for _, mode := range []struct {
		name string
		base []reqOpt
	}{{"unscoped", nil}, {"scoped", []reqOpt{scoped("acme/main")}}} {
		for _, c := range cases {
			t.Run(mode.name+"/"+c.name, func(t *testing.T) {
				w := newWorld(t)
				w.base = mode.base
				c.run(w)
				w.state(c.req, c.state, c.err)
				// Every rule is a pure function of the chain: replaying the
				// entries from scratch derives the same bytes.
				replay(t, w)
			})
		}
	}
}

func TestPartialScarIsFlagged(t *testing.T) {
	w := newWorld(t)
	hi, lo := dev("contrast", "home/hero-cta@mobile", 0.8), dev("contrast", "home/hero-cta@mobile", 0.3)
	w.open("r")
	w.attempt("r", "a1", "1", "")
	w.w1("r", "a1", events.VerdictWarn, []events.Deviation{hi, dev("region_ink", "home/logo@mobile", 0.2)})
	w.w2("r", "a1", events.VerdictPass)
	w.attempt("r", "a2", "3", "")
	w.w1("r", "a2", events.VerdictWarn, []events.Deviation{lo}) // severity dropped: PARTIAL
	w.w2("r", "a2", events.VerdictPass)
	fp := Fingerprint(hi.ID, hi.LocationHint)
	if sc := w.st.Scar("", fp); sc == nil || sc.Outcome != ScarPartial || len(sc.History) != 2 {
		t.Fatalf("scar %+v", sc)
	}
	if sc := w.st.Scar("", Fingerprint("region_ink", "home/logo@mobile")); sc.Outcome != ScarFixed {
		t.Fatalf("fixed scar %+v", sc)
	}
	// Another request showing it proceeds, flagged for the judge.
	w.open("s", func(r *events.RequestOpened) { s := 0.5; r.MaxAllowedDeviationScore = &s })
	w.attempt("s", "a1", "1", "")
	w.w1("s", "a1", events.VerdictWarn, []events.Deviation{lo})
	w.w2("s", "a1", events.VerdictPass)
	r := w.state("s", events.StatePassCandidate, "")
	if d := r.Current().Deviations; len(d) != 1 || !d[0].Flagged || d[0].ScarOutcome != ScarPartial {
		t.Fatalf("deviations %+v", d)
	}
	if p := w.st.PendingList(); len(p) != 1 || p[0].RequestID != "s" || p[0].Flagged != 1 || p[0].StateVersion != "3" {
		t.Fatalf("pending %+v", p)
	}
	replay(t, w)
}

func TestRejections(t *testing.T) {
	cases := []struct {
		name   string
		run    func(w *world) []Derived
		reason string
	}{
		{"attempt on unknown request", func(w *world) []Derived { return w.attempt("nope", "a1", "1", "") }, events.RejectedUnknownRequest},
		{"report on unknown request", func(w *world) []Derived { return w.w1("nope", "a1", events.VerdictPass, nil) }, events.RejectedUnknownRequest},
		{"report on unknown attempt", func(w *world) []Derived {
			w.open("r")
			w.attempt("r", "a1", "1", "")
			return w.w1("r", "a9", events.VerdictPass, nil)
		}, events.RejectedUnknownRequest},
		{"decision on unknown request", func(w *world) []Derived {
			return w.decide("nope", "a1", events.DecisionApprove, "3")
		}, events.RejectedUnknownRequest},
		{"tuple mismatch", func(w *world) []Derived {
			w.open("r")
			w.attempt("r", "a1", "1", "")
			return w.w1("r", "a1", events.VerdictPass, nil, func(b *events.ObservationW1) { b.Tuple.ProductHash = "other" })
		}, events.RejectedTupleMismatch},
		{"tuple mismatch in W2's rubric version", func(w *world) []Derived {
			w.open("r")
			w.attempt("r", "a1", "1", "")
			return w.w2("r", "a1", events.VerdictPass, func(b *events.VisualVerdict) { b.Tuple.RubricVersion = "1.1.0" })
		}, events.RejectedTupleMismatch},
		{"stale attempt", func(w *world) []Derived {
			w.open("r")
			return w.attempt("r", "a1", "0", "")
		}, events.RejectedStaleState},
		{"attempt while observing", func(w *world) []Derived {
			w.open("r")
			w.attempt("r", "a1", "1", "")
			return w.attempt("r", "a2", "2", "")
		}, events.RejectedStaleState},
		{"attempt on a FAIL", func(w *world) []Derived {
			w.open("r", func(r *events.RequestOpened) { r.Constraints = nil })
			return w.attempt("r", "a1", "1", "")
		}, events.RejectedStaleState},
		{"report for a superseded attempt", func(w *world) []Derived {
			w.candidate("r")
			w.attempt("r", "a2", "3", "")
			return w.w1("r", "a1", events.VerdictPass, nil, func(b *events.ObservationW1) { b.Screenshots = nil; b.Screenshots = []events.Screenshot{} })
		}, events.RejectedStaleState},
		{"decision on a non-candidate", func(w *world) []Derived {
			w.open("r")
			w.attempt("r", "a1", "1", "")
			return w.decide("r", "a1", events.DecisionApprove, "2")
		}, events.RejectedStaleState},
		{"decision on an old version", func(w *world) []Derived {
			w.candidate("r")
			return w.decide("r", "a1", events.DecisionApprove, "2")
		}, events.RejectedStaleState},
		{"decision on another attempt", func(w *world) []Derived {
			w.candidate("r")
			return w.decide("r", "a0", events.DecisionApprove, "3")
		}, events.RejectedStaleState},
		{"repeated report", func(w *world) []Derived {
			w.open("r")
			w.attempt("r", "a1", "1", "")
			w.w1("r", "a1", events.VerdictPass, nil)
			return w.w1("r", "a1", events.VerdictReject, nil)
		}, RejectedDuplicateReport},
		{"request opened twice", func(w *world) []Derived {
			w.open("r")
			return w.open("r")
		}, RejectedDuplicateRequest},
		{"attempt id reused", func(w *world) []Derived {
			w.candidate("r")
			return w.attempt("r", "a1", "3", "")
		}, RejectedDuplicateAttempt},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t)
			ds := c.run(w)
			rejected(t, ds, c.reason)
			rj := ds[0].Decoded.(*events.Rejected)
			last := w.entries[len(w.entries)-2] // the input the rejection follows
			if rj.Original.MsgID != last.Event.ID || rj.Detail == "" {
				t.Errorf("rejected.v1 %+v does not preserve %s", rj, last.Event.ID)
			}
			replay(t, w)
		})
	}
}

func TestRepeatedReportFirstWins(t *testing.T) {
	w := newWorld(t)
	w.open("r")
	w.attempt("r", "a1", "1", "")
	w.w1("r", "a1", events.VerdictPass, nil)
	first := w.st.Request("r").Current().W1.EventID
	w.w1("r", "a1", events.VerdictReject, []events.Deviation{dev("blank_frame", "home@mobile", 1)})
	w.w2("r", "a1", events.VerdictPass)
	r := w.state("r", events.StatePassCandidate, "")
	if r.Current().W1.EventID != first {
		t.Fatalf("W1 report %s, want the first %s", r.Current().W1.EventID, first)
	}
}

func TestTransitionsCarryVersionAndCause(t *testing.T) {
	w := newWorld(t)
	w.candidate("r")
	r := w.st.Request("r")
	want := []struct{ from, to string }{{"", "OPEN"}, {"OPEN", "OBSERVING"}, {"OBSERVING", "PASS_CANDIDATE"}}
	if len(r.Transitions) != len(want) {
		t.Fatalf("transitions %+v", r.Transitions)
	}
	inputs := []string{}
	for _, e := range w.entries {
		if !strings.HasPrefix(e.Event.ID, "ledger:") {
			inputs = append(inputs, e.Event.ID)
		}
	}
	causes := []string{inputs[0], inputs[1], inputs[3]} // the W2 report completes the pair
	for i, tr := range r.Transitions {
		if tr.From != want[i].from || tr.To != want[i].to || tr.Version != int64(i+1) || tr.Cause != causes[i] {
			t.Errorf("transition %d: %+v, want %v version %d cause %s", i, tr, want[i], i+1, causes[i])
		}
	}
}

// TestJudgeOnRequestWithoutAttempt: a judge's decision or baseline
// acceptance on a request in the state it takes but with no attempt is a
// stale-state rejection naming no current attempt. The fold never puts a
// request there itself, so the state is set by hand; the check must still
// hold, since it guards every field of the current attempt read after it.
func TestJudgeOnRequestWithoutAttempt(t *testing.T) {
	cases := []struct {
		name  string
		state string
		feed  func(w *world) []Derived
	}{
		{"decision", events.StatePassCandidate, func(w *world) []Derived {
			return w.decide("r", "a1", events.DecisionApprove, "1")
		}},
		{"baseline acceptance", events.StateHold, func(w *world) []Derived {
			return w.accept("r", "a1", "1", accepted(shot("home", "mobile", "web")))
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t)
			w.open("r")
			w.st.Request("r").State = c.state
			ds := c.feed(w)
			rejected(t, ds, events.RejectedStaleState)
			if d := ds[0].Decoded.(*events.Rejected).Detail; !strings.HasSuffix(d, `""`) {
				t.Errorf("detail %q names a current attempt", d)
			}
		})
	}
}
