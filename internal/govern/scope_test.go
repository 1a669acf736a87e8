package govern

import (
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// sealWith runs request id to SEALED_DEPLOY with W1's screenshots s.
func (w *world) sealWith(id string, s []events.Screenshot, opts ...reqOpt) {
	w.t.Helper()
	w.open(id, opts...)
	w.attempt(id, "a1", "1", "")
	w.w1(id, "a1", events.VerdictPass, nil, shots(s...))
	w.w2(id, "a1", events.VerdictPass)
	w.decide(id, "a1", events.DecisionApprove, "3")
	w.state(id, events.StateSealedDeploy, "")
}

// TestBaselinesPerScope: a seal sets the baselines of its own scope only;
// two projects with the same screen ids never see each other's frames.
func TestBaselinesPerScope(t *testing.T) {
	w := newWorld(t)
	a := frame("home", "mobile", "web", "acme home")
	w.sealWith("acme", []events.Screenshot{a}, scoped("acme/main"))
	if h, ok := w.st.Baseline("acme/main", "home", "mobile", "web"); !ok || h != a.SHA256 {
		t.Fatalf("acme baseline %q %v", h, ok)
	}
	for _, scope := range []string{"other", "acme/dev", ""} {
		if h, ok := w.st.Baseline(scope, "home", "mobile", "web"); ok {
			t.Errorf("scope %q sees acme's baseline %s", scope, h)
		}
	}
	// A request of another project: its frame is compared with nothing.
	w.open("other", scoped("other"))
	w.attempt("other", "a1", "1", "")
	w.w1("other", "a1", events.VerdictPass, nil, shots(frame("home", "mobile", "web", "other home")))
	if rv := w.st.Review("other"); rv.Attempts[0].Screenshots[0].Baseline != "" || rv.Scope != "other" || !rv.Scoped {
		t.Errorf("other's review: %+v", rv.Attempts[0].Screenshots[0])
	}
	// The same project: compared with acme's frame, and changed.
	w.open("acme2", scoped("acme/main"))
	w.attempt("acme2", "a1", "1", "")
	w.w1("acme2", "a1", events.VerdictPass, nil, shots(frame("home", "mobile", "web", "acme new")))
	if sh := w.st.Review("acme2").Attempts[0].Screenshots[0]; sh.Baseline != a.SHA256 || !sh.Changed {
		t.Errorf("acme2's screenshot: %+v", sh)
	}
	replay(t, w)
}

// TestScarsPerScope: a FAILED scar holds later requests of its own scope
// only; requests opened without a scope keep their one shared pool.
func TestScarsPerScope(t *testing.T) {
	x := dev("contrast", "home/hero-cta@mobile", 0.3)
	y := dev("region_ink", "home/logo@mobile", 0.3)
	fail := func(w *world, id string, opts ...reqOpt) {
		w.open(id, opts...)
		w.attempt(id, "a1", "1", "")
		w.w1(id, "a1", events.VerdictWarn, []events.Deviation{x, y})
		w.w2(id, "a1", events.VerdictPass)
		w.attempt(id, "a2", "3", "")
		w.w1(id, "a2", events.VerdictWarn, []events.Deviation{x}) // x survives: FAILED
		w.w2(id, "a2", events.VerdictPass)
	}
	later := func(w *world, id string, opts ...reqOpt) *Request {
		w.open(id, append(opts, maxScore(1))...)
		w.attempt(id, "a1", "1", "")
		w.w1(id, "a1", events.VerdictWarn, []events.Deviation{x})
		w.w2(id, "a1", events.VerdictPass)
		return w.st.Request(id)
	}
	cases := []struct {
		name    string
		first   []reqOpt
		second  []reqOpt
		state   string
		errCode string
	}{
		{"same scope holds", []reqOpt{scoped("acme")}, []reqOpt{scoped("acme")}, events.StateHold, ErrScarAlreadyFailed},
		{"another scope does not", []reqOpt{scoped("acme")}, []reqOpt{scoped("shop")}, events.StatePassCandidate, ""},
		{"a branch is its own scope", []reqOpt{scoped("acme/main")}, []reqOpt{scoped("acme/dev")}, events.StatePassCandidate, ""},
		{"old requests share one pool across skeletons", []reqOpt{named("alpha")}, []reqOpt{named("beta")}, events.StateHold, ErrScarAlreadyFailed},
		{"an old request's scar holds no scoped request", []reqOpt{named("acme")}, []reqOpt{scoped("acme")}, events.StatePassCandidate, ""},
		{"a scoped request's scar holds no old request", []reqOpt{scoped("acme")}, []reqOpt{named("acme")}, events.StatePassCandidate, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t)
			fail(w, "r1", c.first...)
			r := later(w, "r2", c.second...)
			if r.State != c.state || r.Error != c.errCode {
				t.Fatalf("second request %s/%q, want %s/%q", r.State, r.Error, c.state, c.errCode)
			}
			fp := Fingerprint(x.ID, x.LocationHint)
			if sc := w.st.Scar(w.st.Request("r1").scarScope(), fp); sc == nil || sc.Outcome != ScarFailed {
				t.Fatalf("first request's scar %+v", sc)
			}
			replay(t, w)
		})
	}
}

// TestScopeOfOldRequest: a request without baseline_scope is in the scope
// of its skeleton's name.
func TestScopeOfOldRequest(t *testing.T) {
	w := newWorld(t)
	w.open("r", named("acme-web"))
	if r := w.st.Request("r"); r.Scope != "acme-web" || r.Scoped {
		t.Fatalf("scope %q scoped %v", r.Scope, r.Scoped)
	}
	w.open("s", named("acme-web"), scoped("acme/main"))
	if r := w.st.Request("s"); r.Scope != "acme/main" || !r.Scoped {
		t.Fatalf("scope %q scoped %v", r.Scope, r.Scoped)
	}
}
