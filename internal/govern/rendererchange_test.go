package govern

import (
	"slices"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// rendererOf is a renderer record that differs from testRenderer("chromium")
// in one pixel-relevant member (or in none: "same").
func rendererOf(change string) *events.Renderer {
	r := testRenderer("chromium")
	switch change {
	case "fonts":
		r.FontsSHA256, r.Fonts = strings.Repeat("c", 64), 12
	case "version":
		r.Version = "132.0.6834.83"
	case "headless":
		r.Headless = "shell"
	case "scale":
		r.DeviceScaleFactor = 2
	case "flags":
		r.FlagsSHA256 = strings.Repeat("d", 64)
	case "tribunal":
		r.Tribunal = "witness-w1 another build"
	}
	return r
}

func withRenderer(r *events.Renderer) w1Opt {
	return func(b *events.ObservationW1) { b.Renderer = r }
}

// changedAt is W1's renderer_changed at screen@bp.
func changedAt(hint string) events.Deviation {
	return dev(DevRendererChanged, hint, 0)
}

// acceptRenderer feeds the judge's renderer.accepted.v1 for the request's
// scope and renderer rd.
func (w *world) acceptRenderer(req, att, version string, rd *events.Renderer, opts ...func(*events.RendererAccepted)) []Derived {
	w.t.Helper()
	b := &events.RendererAccepted{SchemaName: events.SchemaRendererAccepted, ReqID: req, AttID: att, StateVersion: version,
		BaselineScope: w.reqs[req].EffectiveBaselineScope(), Renderer: *rd, Reason: "Chromium upgrade on the W1 hosts",
		ActorID: "judge-ada", Timestamp: "2026-12-05T23:00:00Z"}
	for _, o := range opts {
		o(b)
	}
	return w.feed(events.RoleJudge, events.KindRenderer, b)
}

// TestRendererChangeAcceptedForTheScope: baselines sealed under one
// renderer are met by W1 on another. The attempt is held RENDERER_CHANGED
// (not blamed on the product: no entropy, no scar), the judge is offered a
// renderer acceptance with both identities, and one acceptance re-pins the
// attempt's frames and makes the renderer the scope's: a later request in
// the scope observed with it has its renderer_changed set aside, one
// observed with a third renderer is held again. The chain re-folds.
func TestRendererChangeAcceptedForTheScope(t *testing.T) {
	w := newWorld(t)
	w.base = []reqOpt{scoped("acme")}
	oldR, newR := rendererOf(""), rendererOf("fonts")
	home, about := frame("home", "mobile", "web", "home/old"), frame("about", "mobile", "web", "about/old")
	w.open("base2")
	w.attempt("base2", "a1", "1", "")
	w.w1("base2", "a1", events.VerdictPass, nil, shots(home, about), withRenderer(oldR))
	w.w2("base2", "a1", events.VerdictPass)
	w.decide("base2", "a1", events.DecisionApprove, "3")
	if got := w.st.BaselineRenderer("acme", "home", "mobile", "web"); !got.Same(oldR) {
		t.Fatalf("baseline renderer after the seal: %v", got)
	}

	// The upgrade: W1 renders home with newR; it also has a W2 finding.
	homeNew := frame("home", "mobile", "web", "home/new")
	w.open("r")
	w.attempt("r", "a1", "1", "")
	w.w1("r", "a1", events.VerdictWarn, []events.Deviation{changedAt("home@mobile")}, shots(homeNew), withRenderer(newR))
	w.w2("r", "a1", events.VerdictPass)
	w.state("r", events.StateHold, ErrRendererChanged)
	if sc := w.st.Scar("acme", Fingerprint(DevRendererChanged, "home@mobile")); sc != nil {
		t.Errorf("renderer_changed got a scar: %+v", sc)
	}
	rv := w.st.Review("r")
	rc := rv.RendererChange
	if rc == nil || !rc.Possible || len(rc.From) != 1 || !rc.From[0].Same(oldR) || !rc.To.Same(newR) || rc.Frames != 1 ||
		!slices.Equal(rc.Findings, []string{"home@mobile"}) || rc.Scope != "acme" || rc.StateVersion != "3" {
		t.Fatalf("renderer change offered: %+v", rc)
	}
	if sh := rv.Attempts[0].Screenshots[0]; !sh.BaselineRenderer.Same(oldR) || !sh.Changed {
		t.Fatalf("review screenshot %+v", sh)
	}
	i := slices.IndexFunc(w.st.PendingList(), func(p Pending) bool { return p.RequestID == "r" })
	if i < 0 {
		t.Fatal("r is not pending")
	}
	if p := w.st.PendingList()[i]; p.Action != ActionAcceptRenderer || !strings.Contains(p.Reason, oldR.String()) || !strings.Contains(p.Reason, newR.String()) {
		t.Fatalf("pending %+v", p)
	}

	ds := w.acceptRenderer("r", "a1", "3", newR)
	acc := w.inputID()
	r := w.state("r", events.StatePassCandidate, "")
	a := r.Current()
	if len(ds) != 1 || w.lastCause("r") != acc || len(a.Deviations) != 0 || len(a.Waived) != 1 ||
		a.Waived[0].Waiver != WaiverRendererAccepted || a.Waived[0].WaivedBy != acc || a.RendererAcceptance != acc {
		t.Fatalf("after the acceptance: derived %d, attempt %+v", len(ds), a)
	}
	if h, _ := w.st.Baseline("acme", "home", "mobile", "web"); h != homeNew.SHA256 || !w.st.BaselineRenderer("acme", "home", "mobile", "web").Same(newR) {
		t.Fatalf("home not re-pinned: %s", h)
	}
	if h, _ := w.st.Baseline("acme", "about", "mobile", "web"); h != about.SHA256 || !w.st.BaselineRenderer("acme", "about", "mobile", "web").Same(oldR) {
		t.Fatalf("about (not re-captured) changed: %s", h)
	}
	if sr := w.st.ScopeRendererOf("acme"); sr == nil || !sr.Renderer.Same(newR) || sr.EventID != acc {
		t.Fatalf("scope renderer %+v", sr)
	}
	if w.st.ScopeRendererOf("other") != nil {
		t.Fatal("the acceptance reached another scope")
	}

	// A later request observed with newR meets about's old baseline: set
	// aside by the scope's acceptance, a candidate.
	w.open("later")
	w.attempt("later", "a1", "1", "")
	w.w1("later", "a1", events.VerdictWarn, []events.Deviation{changedAt("about@mobile")}, shots(frame("about", "mobile", "web", "about/new")),
		withRenderer(rendererOf("fonts")))
	w.w2("later", "a1", events.VerdictPass)
	lr := w.state("later", events.StatePassCandidate, "")
	if wv := lr.Current().Waived; len(wv) != 1 || wv[0].WaivedBy != acc || wv[0].Waiver != WaiverRendererAccepted {
		t.Fatalf("later request's waived %+v", wv)
	}
	// Tribunal's own build is no renderer: a new witness build with the
	// same browser and fonts is the accepted renderer too.
	w.open("rebuilt")
	w.attempt("rebuilt", "a1", "1", "")
	nb := rendererOf("fonts")
	nb.Tribunal = "witness-w1 v2"
	w.w1("rebuilt", "a1", events.VerdictWarn, []events.Deviation{changedAt("about@mobile")}, shots(frame("about", "mobile", "web", "about/new")), withRenderer(nb))
	w.w2("rebuilt", "a1", events.VerdictPass)
	w.state("rebuilt", events.StatePassCandidate, "")

	// A third renderer is held again.
	w.open("third")
	w.attempt("third", "a1", "1", "")
	w.w1("third", "a1", events.VerdictWarn, []events.Deviation{changedAt("home@mobile")}, shots(frame("home", "mobile", "web", "home/v3")),
		withRenderer(rendererOf("version")))
	w.w2("third", "a1", events.VerdictPass)
	w.state("third", events.StateHold, ErrRendererChanged)
	replay(t, w)
}

// TestRendererChangeIsNotTheProducts: renderer_changed findings count for
// no entropy: a second attempt that fixed one of two product deviations
// under a new renderer converges (delta −1), and the hold names the
// renderer, not the product.
func TestRendererChangeIsNotTheProducts(t *testing.T) {
	w := newWorld(t)
	w.base = []reqOpt{scoped("acme")}
	w.open("r")
	w.attempt("r", "a1", "1", "")
	w.w1("r", "a1", events.VerdictReject, []events.Deviation{dev("contrast", "home/cta@mobile", 0.3), dev("region_ink", "home/hero@mobile", 0.3)}, withRenderer(rendererOf("")))
	w.w2("r", "a1", events.VerdictPass)
	w.state("r", events.StateHold, ErrWitnessReject)
	w.attempt("r", "a2", "3", "")
	w.w1("r", "a2", events.VerdictReject, []events.Deviation{dev("contrast", "home/cta@mobile", 0.3), changedAt("home@mobile"), changedAt("about@mobile")}, withRenderer(rendererOf("flags")))
	w.w2("r", "a2", events.VerdictPass)
	r := w.state("r", events.StateHold, ErrRendererChanged)
	if a := r.Current(); a.EntropyDelta != -1 || len(a.Deviations) != 3 {
		t.Fatalf("entropy delta %d over %d deviations, want -1 over 3", a.EntropyDelta, len(a.Deviations))
	}
	for _, h := range []string{"home@mobile", "about@mobile"} {
		if sc := w.st.Scar("acme", Fingerprint(DevRendererChanged, h)); sc != nil {
			t.Errorf("scar for renderer_changed at %s: %+v", h, sc)
		}
	}
	if sc := w.st.Scar("acme", Fingerprint("region_ink", "home/hero@mobile")); sc == nil || sc.Outcome != ScarFixed {
		t.Errorf("the fixed product deviation's scar: %+v", sc)
	}
	// Accepting the renderer leaves the product's own deviation holding.
	w.acceptRenderer("r", "a2", "5", rendererOf("flags"))
	w.state("r", events.StateHold, ErrWitnessReject)
	replay(t, w)
}

// TestRendererAcceptanceRefused: what a renderer acceptance cannot do is
// a rejected.v1 that changes nothing.
func TestRendererAcceptanceRefused(t *testing.T) {
	newR := rendererOf("scale")
	held := func(w *world) {
		w.open("r")
		w.attempt("r", "a1", "1", "")
		w.w1("r", "a1", events.VerdictWarn, []events.Deviation{changedAt("home@mobile")}, withRenderer(newR))
		w.w2("r", "a1", events.VerdictPass)
		w.state("r", events.StateHold, ErrRendererChanged)
	}
	cases := []struct {
		name   string
		setup  func(w *world)
		accept func(w *world) []Derived
		reason string
	}{
		{"unknown request", func(w *world) {}, func(w *world) []Derived {
			w.reqs["nope"] = &events.RequestOpened{BaselineScope: "acme"}
			return w.acceptRenderer("nope", "a1", "3", newR)
		}, events.RejectedUnknownRequest},
		{"stale version", held, func(w *world) []Derived { return w.acceptRenderer("r", "a1", "2", newR) }, events.RejectedStaleState},
		{"other attempt", held, func(w *world) []Derived { return w.acceptRenderer("r", "a0", "3", newR) }, events.RejectedStaleState},
		{"other scope", held, func(w *world) []Derived {
			return w.acceptRenderer("r", "a1", "3", newR, func(b *events.RendererAccepted) { b.BaselineScope = "shop" })
		}, RejectedRendererRefused},
		{"other renderer", held, func(w *world) []Derived { return w.acceptRenderer("r", "a1", "3", rendererOf("")) }, RejectedRendererRefused},
		{"a candidate", func(w *world) { w.candidate("r") }, func(w *world) []Derived { return w.acceptRenderer("r", "a1", "3", newR) }, events.RejectedStaleState},
		{"held for the product only", func(w *world) {
			w.open("r")
			w.attempt("r", "a1", "1", "")
			w.w1("r", "a1", events.VerdictReject, []events.Deviation{dev("contrast", "home/cta@mobile", 0.3)}, withRenderer(newR))
			w.w2("r", "a1", events.VerdictPass)
		}, func(w *world) []Derived { return w.acceptRenderer("r", "a1", "3", newR) }, RejectedRendererRefused},
		{"W1 unavailable", func(w *world) {
			w.open("r")
			w.attempt("r", "a1", "1", "")
			w.w1("r", "a1", events.VerdictAuditUnavailable, nil, withRenderer(newR))
			w.w2("r", "a1", events.VerdictPass)
		}, func(w *world) []Derived { return w.acceptRenderer("r", "a1", "3", newR) }, RejectedRendererRefused},
		{"judge rejected", func(w *world) {
			w.candidate("r")
			w.decide("r", "a1", events.DecisionReject, "3")
		}, func(w *world) []Derived { return w.acceptRenderer("r", "a1", "4", newR) }, RejectedRendererRefused},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t)
			w.base = []reqOpt{scoped("acme")}
			c.setup(w)
			var before *Request
			if r := w.st.Request("r"); r != nil {
				cp := *r
				before = &cp
			}
			rejected(t, c.accept(w), c.reason)
			if r := w.st.Request("r"); before != nil && (r.State != before.State || r.Version != before.Version) {
				t.Errorf("a refused acceptance changed the request: %s v%d → %s v%d", before.State, before.Version, r.State, r.Version)
			}
			if w.st.ScopeRendererOf("acme") != nil {
				t.Error("a refused acceptance set the scope's renderer")
			}
			replay(t, w)
		})
	}
}

// TestRendererSame: which members make another renderer. Tribunal's own
// build draws no pixel.
func TestRendererSame(t *testing.T) {
	for _, c := range []struct {
		change string
		same   bool
	}{{"", true}, {"tribunal", true}, {"fonts", false}, {"version", false}, {"headless", false}, {"scale", false}, {"flags", false}} {
		if got := rendererOf(c.change).Same(rendererOf("")); got != c.same {
			t.Errorf("%q: Same = %v, want %v", c.change, got, c.same)
		}
	}
}

// TestRendererAcceptanceReleasesTheScope: one acceptance is the whole
// scope's decision. Requests of the scope held RENDERER_CHANGED before
// it, with W1 on the accepted renderer, are decided again by it — a
// candidate, or held by what else holds it — without their frames being
// pinned; a request of the scope held for a third renderer, and one of
// another scope held for the same renderer, keep their holds. The chain
// re-folds.
func TestRendererAcceptanceReleasesTheScope(t *testing.T) {
	w := newWorld(t)
	oldR, newR := rendererOf(""), rendererOf("fonts")
	home, about := frame("home", "mobile", "web", "home/old"), frame("about", "mobile", "web", "about/old")
	for _, scope := range []string{"acme", "shop"} {
		id := "base-" + scope
		w.open(id, scoped(scope))
		w.attempt(id, "a1", "1", "")
		w.w1(id, "a1", events.VerdictPass, nil, shots(home, about), withRenderer(oldR))
		w.w2(id, "a1", events.VerdictPass)
		w.decide(id, "a1", events.DecisionApprove, "3")
	}
	held := func(id, scope string, rd *events.Renderer, sh events.Screenshot, devs ...events.Deviation) {
		t.Helper()
		verdict := events.VerdictWarn
		if len(devs) > 1 {
			verdict = events.VerdictReject
		}
		w.open(id, scoped(scope))
		w.attempt(id, "a1", "1", "")
		w.w1(id, "a1", verdict, devs, shots(sh), withRenderer(rd))
		w.w2(id, "a1", events.VerdictPass)
		w.state(id, events.StateHold, ErrRendererChanged)
	}
	homeNew, aboutNew := frame("home", "mobile", "web", "home/new"), frame("about", "mobile", "web", "about/new")
	held("p", "acme", newR, homeNew, changedAt("home@mobile"))
	held("q", "acme", newR, aboutNew, changedAt("about@mobile"), dev("contrast", "about/cta@mobile", 0.3))
	held("v3", "acme", rendererOf("version"), homeNew, changedAt("home@mobile"))
	held("s", "shop", newR, homeNew, changedAt("home@mobile"))
	nb := rendererOf("fonts") // another witness build on the same renderer
	nb.Tribunal = "witness-w1 v2"
	held("r", "acme", nb, aboutNew, changedAt("about@mobile"))

	if rc := w.st.Review("p").RendererChange; rc == nil || !slices.Equal(rc.Others, []string{"q", "r"}) {
		t.Fatalf("p's review offers to release %+v, want q and r", rc)
	}
	versions := map[string]int64{}
	for _, id := range []string{"v3", "s"} {
		versions[id] = w.st.Request(id).Version
	}

	ds := w.acceptRenderer("p", "a1", "3", newR)
	acc := w.inputID()
	if len(ds) != 3 {
		t.Fatalf("the acceptance derived %d events, want p's, q's and r's transitions", len(ds))
	}
	w.state("p", events.StatePassCandidate, "")
	w.state("q", events.StateHold, ErrWitnessReject) // its own contrast still holds it
	w.state("r", events.StatePassCandidate, "")
	for _, id := range []string{"p", "q", "r"} {
		a := w.st.Request(id).Current()
		if w.lastCause(id) != acc || a.RendererAcceptance != acc || len(a.Waived) != 1 || a.Waived[0].Waiver != WaiverRendererAccepted || a.Waived[0].WaivedBy != acc {
			t.Errorf("%s after the acceptance: cause %s, attempt %+v", id, w.lastCause(id), a)
		}
		if slices.ContainsFunc(a.Deviations, isRendererChange) {
			t.Errorf("%s still counts a renderer_changed", id)
		}
	}
	if h, _ := w.st.Baseline("acme", "home", "mobile", "web"); h != homeNew.SHA256 {
		t.Errorf("acme home baseline %s, want p's frame", h)
	}
	if h, _ := w.st.Baseline("acme", "about", "mobile", "web"); h != about.SHA256 || !w.st.BaselineRenderer("acme", "about", "mobile", "web").Same(oldR) {
		t.Errorf("acme about baseline %s: q's and r's frames were pinned", h)
	}
	w.state("v3", events.StateHold, ErrRendererChanged)
	w.state("s", events.StateHold, ErrRendererChanged)
	for id, v := range versions {
		if got := w.st.Request(id).Version; got != v {
			t.Errorf("%s moved from version %d to %d", id, v, got)
		}
	}
	if w.st.ScopeRendererOf("shop") != nil {
		t.Error("the acceptance reached scope shop")
	}
	replay(t, w)
}
