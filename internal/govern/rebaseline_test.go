package govern

import (
	"slices"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// TestRebaselineAcceptsAnIntendedChange: a redesigned frame holds the
// request with a baseline_diff; the judge's acceptance promotes it, the
// attempt becomes a candidate (still sealed only by an approval), and the
// next request of the scope is compared with the new frame.
func TestRebaselineAcceptsAnIntendedChange(t *testing.T) {
	w := newWorld(t)
	w.base = []reqOpt{scoped("acme")}
	old := frame("home", "mobile", "web", "old hero")
	w.sealWith("base", []events.Screenshot{old})
	redesign := frame("home", "mobile", "web", "new hero")
	w.open("r")
	w.attempt("r", "a1", "1", "")
	w.w1("r", "a1", events.VerdictWarn, []events.Deviation{diffAt("home@mobile")}, shots(redesign))
	w.w2("r", "a1", events.VerdictPass)
	w.state("r", events.StateHold, ErrDeviationsAboveThreshold)

	// What the judge is offered: the changed frame, on the pending list.
	rb := w.st.RebaselineOf(w.st.Request("r"))
	if !rb.Possible || !slices.Equal(rb.DefaultFrames(), accepted(redesign)) || rb.Scope != "acme" || rb.StateVersion != "3" {
		t.Fatalf("rebaseline offer %+v", rb)
	}
	var p *Pending
	for i, x := range w.st.PendingList() {
		if x.RequestID == "r" {
			p = &w.st.PendingList()[i]
		}
	}
	if p == nil || p.Action != ActionRebaseline || p.State != events.StateHold || p.Error != ErrDeviationsAboveThreshold ||
		!strings.Contains(p.Reason, "baseline_diff at home@mobile") || !slices.Equal(p.Frames, accepted(redesign)) {
		t.Fatalf("pending %+v", p)
	}

	ds := w.accept("r", "a1", "3", accepted(redesign))
	acceptance := w.inputID()
	r := w.state("r", events.StatePassCandidate, "")
	if len(ds) != 1 || r.Version != 4 || w.lastCause("r") != acceptance || r.CandidateEventID != ds[0].ID {
		t.Fatalf("derived %d, version %d, cause %s (acceptance %s)", len(ds), r.Version, w.lastCause("r"), acceptance)
	}
	a := r.Current()
	if len(a.Deviations) != 0 || len(a.Waived) != 1 || a.Waived[0].Waiver != WaiverBaselineAccepted || a.Waived[0].WaivedBy != acceptance ||
		a.Score != 0 || !slices.Equal(a.Acceptances, []string{acceptance}) {
		t.Fatalf("attempt after the acceptance: %+v", a)
	}
	fp := Fingerprint(DevBaselineDiff, "home@mobile")
	if sc := w.st.Scar("acme", fp); sc == nil || sc.Outcome != ScarAccepted || len(sc.History) != 2 || sc.History[1].Outcome != ScarAccepted {
		t.Fatalf("scar %+v", sc)
	}
	if h, _ := w.st.Baseline("acme", "home", "mobile", "web"); h != redesign.SHA256 {
		t.Fatalf("baseline after the acceptance %s, want the accepted frame", h)
	}
	out := r.W3()
	if out.Verdict != events.StatePassCandidate || len(out.Deviations) != 0 || out.TriWitnessLedger.CompositeHash != NotComputed ||
		out.IntegrationReceipts.SealCandidate != ds[0].ID {
		t.Fatalf("W3 %+v", out)
	}
	if rv := w.st.Review("r"); !rv.Attempts[0].Screenshots[0].Accepted || rv.Rebaseline != nil || len(rv.Attempts[0].Waived) != 1 {
		t.Fatalf("review %+v", rv.Attempts[0])
	}
	// Still a human decision: approve seals.
	w.decide("r", "a1", events.DecisionApprove, "4")
	w.state("r", events.StateSealedDeploy, "")

	// The next request of the scope is compared with the new frame.
	w.open("next")
	w.attempt("next", "a1", "1", "")
	w.w1("next", "a1", events.VerdictPass, nil, shots(redesign))
	if sh := w.st.Review("next").Attempts[0].Screenshots[0]; sh.Baseline != redesign.SHA256 || sh.Changed {
		t.Fatalf("next request's screenshot %+v", sh)
	}
	replay(t, w)
}

// TestAcceptedScarNeverHolds: a baseline_diff that survived a retry
// (scar FAILED, the request held) is accepted; its scar is ACCEPTED and a
// later request of the scope showing a baseline_diff there is not held —
// where, unaccepted, it would be held at once.
func TestAcceptedScarNeverHolds(t *testing.T) {
	for _, accept := range []bool{true, false} {
		w := newWorld(t)
		w.base = []reqOpt{scoped("acme")}
		f := frame("home", "mobile", "web", "new hero")
		w.open("r")
		w.attempt("r", "a1", "1", "")
		w.w1("r", "a1", events.VerdictWarn, []events.Deviation{diffAt("home@mobile")}, shots(f))
		w.w2("r", "a1", events.VerdictPass)
		w.attempt("r", "a2", "3", "")
		w.w1("r", "a2", events.VerdictWarn, []events.Deviation{diffAt("home@mobile")}, shots(f))
		w.w2("r", "a2", events.VerdictPass)
		w.state("r", events.StateHold, ErrEntropyNonDecreasing)
		fp := Fingerprint(DevBaselineDiff, "home@mobile")
		if sc := w.st.Scar("acme", fp); sc.Outcome != ScarFailed {
			t.Fatalf("scar %s", sc.Outcome)
		}
		if accept {
			w.accept("r", "a2", "5", accepted(f))
			r := w.state("r", events.StatePassCandidate, "")
			if a := r.Current(); a.EntropyDelta != -1 || len(a.Deviations) != 0 {
				t.Fatalf("re-assessed attempt: delta %d, %d deviations", a.EntropyDelta, len(a.Deviations))
			}
		}
		w.open("later", maxScore(1))
		w.attempt("later", "a1", "1", "")
		w.w1("later", "a1", events.VerdictWarn, []events.Deviation{diffAt("home@mobile")}, shots(frame("home", "mobile", "web", "later")))
		w.w2("later", "a1", events.VerdictPass)
		if !accept {
			w.state("later", events.StateHold, ErrScarAlreadyFailed)
			replay(t, w)
			continue
		}
		r := w.state("later", events.StatePassCandidate, "")
		if d := r.Current().Deviations[0]; d.ScarOutcome != ScarAccepted || d.Flagged {
			t.Fatalf("later deviation %+v", d)
		}
		// Even a later request that shows a change there twice does not
		// make the accepted scar FAILED: its own entropy holds it, and the
		// requests after it are not held at once.
		w.open("twice")
		w.attempt("twice", "a1", "1", "")
		w.w1("twice", "a1", events.VerdictWarn, []events.Deviation{diffAt("home@mobile")}, shots(frame("home", "mobile", "web", "v3")))
		w.w2("twice", "a1", events.VerdictPass)
		w.attempt("twice", "a2", "3", "")
		w.w1("twice", "a2", events.VerdictWarn, []events.Deviation{diffAt("home@mobile")}, shots(frame("home", "mobile", "web", "v3")))
		w.w2("twice", "a2", events.VerdictPass)
		w.state("twice", events.StateHold, ErrEntropyNonDecreasing)
		if sc := w.st.Scar("acme", fp); sc.Outcome != ScarAccepted {
			t.Fatalf("accepted scar became %s", sc.Outcome)
		}
		w.open("after", maxScore(1))
		w.attempt("after", "a1", "1", "")
		w.w1("after", "a1", events.VerdictWarn, []events.Deviation{diffAt("home@mobile")}, shots(frame("home", "mobile", "web", "v4")))
		w.w2("after", "a1", events.VerdictPass)
		w.state("after", events.StatePassCandidate, "")
		replay(t, w)
	}
}

// TestRebaselineLeavesOtherBlockers: only the baseline change is
// accepted; what else holds the attempt still does (a new transition
// says so), and the next attempt's entropy counts the deviations as they
// stand after the acceptance.
func TestRebaselineLeavesOtherBlockers(t *testing.T) {
	y := dev("region_ink", "home/logo@mobile", 0.3)
	c := dev("contrast", "home/cta@mobile", 0.4)
	f := frame("home", "mobile", "web", "new hero")
	setup := func(w *world, w1verdict string, other events.Deviation) {
		w.base = []reqOpt{scoped("acme")}
		w.open("r")
		w.attempt("r", "a1", "1", "")
		w.w1("r", "a1", w1verdict, []events.Deviation{diffAt("home@mobile"), other}, shots(f))
		w.w2("r", "a1", events.VerdictPass)
		w.accept("r", "a1", "3", accepted(f))
	}
	t.Run("a blocking W1 finding", func(t *testing.T) {
		w := newWorld(t)
		setup(w, events.VerdictReject, c)
		r := w.state("r", events.StateHold, ErrWitnessReject)
		if r.Version != 4 || len(r.Current().Deviations) != 1 || r.Current().Deviations[0].ID != "contrast" {
			t.Fatalf("version %d deviations %+v", r.Version, r.Current().Deviations)
		}
		if rb := w.st.RebaselineOf(r); rb.Possible || !strings.Contains(rb.Refusal, "no baseline_diff") {
			t.Fatalf("offer after the acceptance %+v", rb)
		}
		if slices.ContainsFunc(w.st.PendingList(), func(p Pending) bool { return p.RequestID == "r" }) {
			t.Fatal("a request held for contrast alone is pending for the judge")
		}
		replay(t, w)
	})
	t.Run("entropy of the next attempt", func(t *testing.T) {
		for _, next := range []struct {
			name  string
			devs  []events.Deviation
			state string
			err   string
			delta int
		}{
			// The fix changed pixels again: a new baseline_diff against
			// the accepted frame; one deviation as before: not converging.
			{"a new change against the accepted frame", []events.Deviation{diffAt("home@mobile")}, events.StateHold, ErrEntropyNonDecreasing, 0},
			{"clean", nil, events.StatePassCandidate, "", -1},
		} {
			t.Run(next.name, func(t *testing.T) {
				w := newWorld(t)
				setup(w, events.VerdictWarn, y)
				w.state("r", events.StateHold, ErrDeviationsAboveThreshold)
				w.attempt("r", "a2", "4", "")
				w.w1("r", "a2", events.VerdictWarn, next.devs, shots(frame("home", "mobile", "web", "fixed")))
				w.w2("r", "a2", events.VerdictPass)
				r := w.state("r", next.state, next.err)
				if a := r.Current(); a.EntropyDelta != next.delta || a.Iteration != 2 {
					t.Fatalf("delta %d iteration %d", a.EntropyDelta, a.Iteration)
				}
				if sc := w.st.Scar("acme", Fingerprint(y.ID, y.LocationHint)); sc.Outcome != ScarFixed {
					t.Fatalf("region_ink scar %s", sc.Outcome)
				}
				replay(t, w)
			})
		}
	})
}

// TestRebaselineSurfaces: a baseline_diff's hint names no surface; it is
// about the frames at its screen@breakpoint that differed from their
// baseline, and is dropped once all of those are accepted.
func TestRebaselineSurfaces(t *testing.T) {
	w := newWorld(t)
	w.base = []reqOpt{scoped("app"), func(r *events.RequestOpened) { r.Surfaces = []string{"web", "android"} }}
	web, and := frame("home", "mobile", "web", "web"), frame("home", "mobile", "android", "android v1")
	w.sealWith("base", []events.Screenshot{web, and})
	and2 := frame("home", "mobile", "android", "android v2")
	w.open("r")
	w.attempt("r", "a1", "1", "")
	w.w1("r", "a1", events.VerdictWarn, []events.Deviation{diffAt("home@mobile")}, shots(web, and2))
	w.w2("r", "a1", events.VerdictPass)
	w.state("r", events.StateHold, ErrDeviationsAboveThreshold)
	rb := w.st.RebaselineOf(w.st.Request("r"))
	if len(rb.Frames) != 2 || rb.Frames[0].Default || !rb.Frames[1].Default || !slices.Equal(rb.DefaultFrames(), accepted(and2)) {
		t.Fatalf("offer %+v", rb)
	}
	// The unchanged web frame alone accounts for nothing.
	w.accept("r", "a1", "3", accepted(web))
	r := w.state("r", events.StateHold, ErrDeviationsAboveThreshold)
	if len(r.Current().Deviations) != 1 || r.Version != 4 {
		t.Fatalf("after accepting web: %+v", r.Current().Deviations)
	}
	rejected(t, w.accept("r", "a1", "4", accepted(web)), RejectedBaselineRefused) // already accepted
	w.accept("r", "a1", "4", accepted(and2))
	w.state("r", events.StatePassCandidate, "")
	if h, _ := w.st.Baseline("app", "home", "mobile", "android"); h != and2.SHA256 {
		t.Fatalf("android baseline %s", h)
	}
	replay(t, w)
}

// TestRebaselineOldRequest: a request opened without a scope takes an
// acceptance too: its skeleton's name is the scope of its baselines, its
// scar is the shared pool's.
func TestRebaselineOldRequest(t *testing.T) {
	w := newWorld(t)
	f := frame("home", "mobile", "web", "new")
	w.open("r", named("acme-web"))
	w.attempt("r", "a1", "1", "")
	w.w1("r", "a1", events.VerdictWarn, []events.Deviation{diffAt("home@mobile")}, shots(f))
	w.w2("r", "a1", events.VerdictPass)
	w.accept("r", "a1", "3", accepted(f))
	w.state("r", events.StatePassCandidate, "")
	if h, _ := w.st.Baseline("acme-web", "home", "mobile", "web"); h != f.SHA256 {
		t.Fatalf("baseline %q", h)
	}
	if sc := w.st.Scar("", Fingerprint(DevBaselineDiff, "home@mobile")); sc.Outcome != ScarAccepted {
		t.Fatalf("scar %+v", sc)
	}
	replay(t, w)
}

// TestRebaselineRefusals: an acceptance the fold does not apply is a
// rejected.v1 that says why, and changes nothing.
func TestRebaselineRefusals(t *testing.T) {
	f := frame("home", "mobile", "web", "new")
	desk := frame("home", "desktop", "web", "desk")
	held := func(w *world) {
		w.open("r", scoped("acme"))
		w.attempt("r", "a1", "1", "")
		w.w1("r", "a1", events.VerdictWarn, []events.Deviation{diffAt("home@mobile")}, shots(f, desk))
		w.w2("r", "a1", events.VerdictPass)
	}
	cases := []struct {
		name   string
		run    func(w *world) []Derived
		reason string
		detail string
	}{
		{"unknown request", func(w *world) []Derived { return w.accept("nope", "a1", "3", accepted(f)) }, events.RejectedUnknownRequest, "no request"},
		{"a candidate", func(w *world) []Derived {
			w.open("r", scoped("acme"), maxScore(1))
			w.attempt("r", "a1", "1", "")
			w.w1("r", "a1", events.VerdictWarn, []events.Deviation{diffAt("home@mobile")}, shots(f))
			w.w2("r", "a1", events.VerdictPass)
			return w.accept("r", "a1", "3", accepted(f))
		}, events.RejectedStaleState, "only a held request"},
		{"an old version", func(w *world) []Derived { held(w); return w.accept("r", "a1", "2", accepted(f)) }, events.RejectedStaleState, "state version 2"},
		{"another attempt", func(w *world) []Derived { held(w); return w.accept("r", "a0", "3", accepted(f)) }, events.RejectedStaleState, `current attempt is "a1"`},
		{"a superseded attempt", func(w *world) []Derived {
			held(w)
			w.attempt("r", "a2", "3", "")
			return w.accept("r", "a1", "4", accepted(f))
		}, events.RejectedStaleState, "OBSERVING"},
		{"AUDIT_UNAVAILABLE", func(w *world) []Derived {
			w.open("r", scoped("acme"))
			w.attempt("r", "a1", "1", "")
			w.w1("r", "a1", events.VerdictWarn, []events.Deviation{diffAt("home@mobile")}, shots(f))
			w.w2("r", "a1", events.VerdictAuditUnavailable)
			return w.accept("r", "a1", "3", accepted(f))
		}, RejectedBaselineRefused, "AUDIT_UNAVAILABLE"},
		{"a governance violation", func(w *world) []Derived {
			w.open("r", scoped("acme"))
			w.attempt("r", "a1", "1", "")
			w.violation("r", "a1")
			w.w1("r", "a1", events.VerdictWarn, []events.Deviation{diffAt("home@mobile")}, shots(f))
			w.w2("r", "a1", events.VerdictPass)
			return w.accept("r", "a1", "3", accepted(f))
		}, RejectedBaselineRefused, "governance violation"},
		{"a violation after the assessment", func(w *world) []Derived {
			held(w)
			w.violation("r", "a1")
			return w.accept("r", "a1", "3", accepted(f))
		}, RejectedBaselineRefused, "governance violation"},
		{"a judge reject", func(w *world) []Derived {
			w.open("r", scoped("acme"), maxScore(1))
			w.attempt("r", "a1", "1", "")
			w.w1("r", "a1", events.VerdictWarn, []events.Deviation{diffAt("home@mobile")}, shots(f))
			w.w2("r", "a1", events.VerdictPass)
			w.decide("r", "a1", events.DecisionReject, "3")
			return w.accept("r", "a1", "4", accepted(f))
		}, RejectedBaselineRefused, "judge rejected"},
		{"mobile evidence missing", func(w *world) []Derived {
			w.open("r", scoped("acme"), func(r *events.RequestOpened) { r.Surfaces = []string{"web", "ios"} })
			w.attempt("r", "a1", "1", "")
			w.w1("r", "a1", events.VerdictWarn, []events.Deviation{diffAt("home@mobile")}, shots(f))
			w.w2("r", "a1", events.VerdictPass)
			return w.accept("r", "a1", "3", accepted(f))
		}, RejectedBaselineRefused, "MOBILE_SURFACE_EVIDENCE_MISSING"},
		{"no baseline_diff at all", func(w *world) []Derived {
			w.open("r", scoped("acme"))
			w.attempt("r", "a1", "1", "")
			w.w1("r", "a1", events.VerdictWarn, []events.Deviation{dev("region_ink", "home/logo@mobile", 0.3)}, shots(f))
			w.w2("r", "a1", events.VerdictPass)
			return w.accept("r", "a1", "3", accepted(f))
		}, RejectedBaselineRefused, "no baseline_diff deviation"},
		{"a frame of no screenshot", func(w *world) []Derived {
			held(w)
			return w.accept("r", "a1", "3", accepted(frame("about", "mobile", "web", "new")))
		}, RejectedBaselineRefused, "not a screenshot"},
		{"another frame's hash", func(w *world) []Derived {
			held(w)
			return w.accept("r", "a1", "3", accepted(frame("home", "mobile", "web", "other")))
		}, RejectedBaselineRefused, "the acceptance names"},
		{"a frame without a baseline_diff", func(w *world) []Derived { held(w); return w.accept("r", "a1", "3", accepted(desk)) }, RejectedBaselineRefused, "no baseline_diff at home@desktop"},
		{"one good frame and one bad", func(w *world) []Derived { held(w); return w.accept("r", "a1", "3", accepted(f, desk)) }, RejectedBaselineRefused, "home@desktop"},
		{"another scope", func(w *world) []Derived {
			held(w)
			return w.accept("r", "a1", "3", accepted(f), func(b *events.BaselineAccepted) { b.BaselineScope = "shop" })
		}, RejectedBaselineRefused, `scope "acme"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t)
			ds := c.run(w)
			rejected(t, ds, c.reason)
			if rj := ds[0].Decoded.(*events.Rejected); !strings.Contains(rj.Detail, c.detail) {
				t.Errorf("detail %q, want it to say %q", rj.Detail, c.detail)
			}
			if r := w.st.Request("r"); r != nil {
				if a := r.Current(); a != nil && len(a.Acceptances) != 0 {
					t.Errorf("refused acceptance applied: %+v", a.Acceptances)
				}
				if _, ok := w.st.Baseline("acme", "home", "mobile", "web"); ok {
					t.Error("refused acceptance promoted a frame")
				}
			}
			replay(t, w)
		})
	}
}

// TestRebaselineLiftsAScarHold: a request held at once by the FAILED scar
// of another request's unaccepted change is released by accepting its
// own frame.
func TestRebaselineLiftsAScarHold(t *testing.T) {
	w := newWorld(t)
	w.base = []reqOpt{scoped("acme")}
	f := frame("home", "mobile", "web", "changed")
	w.open("first")
	w.attempt("first", "a1", "1", "")
	w.w1("first", "a1", events.VerdictWarn, []events.Deviation{diffAt("home@mobile")}, shots(f))
	w.w2("first", "a1", events.VerdictPass)
	w.attempt("first", "a2", "3", "")
	w.w1("first", "a2", events.VerdictWarn, []events.Deviation{diffAt("home@mobile")}, shots(f))
	w.w2("first", "a2", events.VerdictPass)
	w.open("r")
	w.attempt("r", "a1", "1", "")
	w.w1("r", "a1", events.VerdictWarn, []events.Deviation{diffAt("home@mobile")}, shots(f))
	w.w2("r", "a1", events.VerdictPass)
	w.state("r", events.StateHold, ErrScarAlreadyFailed)
	w.accept("r", "a1", "3", accepted(f))
	w.state("r", events.StatePassCandidate, "")
	if sc := w.st.Scar("acme", Fingerprint(DevBaselineDiff, "home@mobile")); sc.Outcome != ScarAccepted {
		t.Fatalf("scar %s", sc.Outcome)
	}
	replay(t, w)
}
