package cockpit

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/hashchain"
	"github.com/tribunal-dev/tribunal/internal/judge/judgetest"
	"github.com/tribunal-dev/tribunal/internal/report/reporttest"
)

func start(t *testing.T) (*reporttest.Fixture, *Server) {
	t.Helper()
	f := reporttest.Seed(t)
	return f, listen(t, f.L, f.Judge)
}

// candidate opens a request whose one frame is the scope's baseline.
func candidate(t *testing.T, f *reporttest.Fixture, id string) {
	t.Helper()
	f.L.WithFrames(t, id, judgetest.Evidence{Scope: reporttest.Scope, Frames: []judgetest.Frame{
		{Screen: "home", Breakpoint: "mobile", Surface: events.SurfaceWeb, Width: reporttest.MobileW, Height: reporttest.MobileH, PNG: f.Baseline},
	}}, events.StatePassCandidate)
}

func TestListenLoopbackOnly(t *testing.T) {
	for _, addr := range []string{"0.0.0.0:0", ":0", "192.0.2.1:0", "example.com:80"} {
		if _, err := Listen(addr, Config{}); err == nil {
			t.Errorf("Listen(%q) accepted a non-loopback address", addr)
		}
	}
}

// TestCockpit, end to end in Chromium: the one-time URL opens the queue;
// a new candidate appears without a reload; its page loads every image;
// approving with a reason seals it, and the page shows the composite
// hash and the inclusion proof the server verified; the chain verifies.
// Then what a foreign page or a stranger sends is refused.
func TestCockpit(t *testing.T) {
	f, s := start(t)
	candidate(t, f, "third")
	tctx := openTab(t, s)
	ctx := tctx
	shot := func(name string) { t.Helper(); shot(t, tctx, name) }
	wait := func(js string) { t.Helper(); pollJS(t, tctx, js) }
	if err := chromedp.Do(tctx, chromedp.EmulateViewport(1000, 800), chromedp.Navigate(s.URL())); err != nil {
		t.Fatal(err)
	}
	wait(`location.search === "" && !!document.querySelector('tr[data-request-id="third"][data-action="decide"]') && !!document.querySelector('tr[data-request-id="second"][data-action="rebaseline"]')`)

	// Live: a candidate published now shows up without a reload.
	if err := chromedp.Do(tctx, chromedp.Evaluate[chromedp.Void](`window.__same = true`)); err != nil {
		t.Fatal(err)
	}
	candidate(t, f, "fourth")
	wait(`window.__same === true && !!document.querySelector('tr[data-request-id="fourth"]')`)
	shot("cockpit-queue.png")

	// The held request: every frame's images load, boxes drawn.
	if err := chromedp.Do(tctx, chromedp.Navigate("http://"+s.Addr()+"/request/second")); err != nil {
		t.Fatal(err)
	}
	wait(`document.images.length > 0 && Array.from(document.images).every(i => i.complete)`)
	loaded, err := chromedp.Run(tctx, chromedp.Evaluate[[]int](`[document.images.length, Array.from(document.images).filter(i => i.naturalWidth > 0).length, document.querySelectorAll('section.frame').length, document.querySelectorAll('button[data-action="rebaseline"]').length]`))
	if err != nil || loaded[0] != 8 || loaded[1] != 8 || loaded[2] != 2 || loaded[3] != 1 {
		t.Fatalf("held request page: images, loaded, frames, rebaseline buttons = %v (%v)", loaded, err)
	}
	if err := chromedp.Do(tctx, chromedp.Click(chromedp.CSS(`label[for="v0-slide"]`))); err != nil {
		t.Fatal(err)
	}
	shot("cockpit-request.png")
	// Readable at 375 px: nothing wider than the screen.
	if err := chromedp.Do(tctx, chromedp.EmulateViewport(375, 800)); err != nil {
		t.Fatal(err)
	}
	if w, err := chromedp.Run(tctx, chromedp.Evaluate[int](`document.documentElement.scrollWidth`)); err != nil || w > 375 {
		t.Errorf("at 375 px the page is %d px wide (%v)", w, err)
	}
	if err := chromedp.Do(tctx, chromedp.EmulateViewport(1000, 800)); err != nil {
		t.Fatal(err)
	}

	// Approve the candidate with a reason.
	if err := chromedp.Do(tctx, chromedp.Navigate("http://"+s.Addr()+"/")); err != nil {
		t.Fatal(err)
	}
	wait(`!!document.querySelector('tr[data-request-id="third"] a')`)
	if err := chromedp.Do(tctx,
		chromedp.Click(chromedp.CSS(`tr[data-request-id="third"] a`)),
		chromedp.WaitVisible(chromedp.CSS(`textarea[name="reason"]`)),
	); err != nil {
		t.Fatal(err)
	}
	wait(`Array.from(document.images).every(i => i.complete && i.naturalWidth > 0)`)
	if err := chromedp.Do(tctx,
		chromedp.SendKeys(chromedp.CSS(`textarea[name="reason"]`), "matches the skeleton"),
		chromedp.Click(chromedp.CSS(`button[data-action="approve"]`)),
	); err != nil {
		t.Fatal(err)
	}
	wait(`!!document.querySelector('[data-role="proof"]')`)
	got, err := chromedp.Run(tctx, chromedp.Evaluate[[]string](`[document.querySelector('[data-role="proof"]').dataset.verified, document.querySelector('[data-role="seal-composite"]').textContent, document.querySelector('[data-role="proof"]').textContent]`))
	if err != nil {
		t.Fatal(err)
	}
	shot("cockpit-sealed.png")
	st, err := f.L.QC.Status(ctx, "third")
	if err != nil {
		t.Fatal(err)
	}
	tw := st.TriWitnessLedger
	if st.Verdict != events.StateSealedDeploy || tw.W3.ActorID != "ada" || tw.W3.Evidence != "matches the skeleton" {
		t.Fatalf("after approve: %s %+v", st.Verdict, tw.W3)
	}
	if got[0] != "true" || got[1] != tw.CompositeHash || got[1] != events.CompositeHash(tw.W1.Hash, tw.W2.Hash, tw.W3.Hash) {
		t.Errorf("seal shown %q, ledger composite %s", got, tw.CompositeHash)
	}
	trust, err := f.L.D.LoadTrust()
	if err != nil {
		t.Fatal(err)
	}
	v, _ := trust.CheckpointVerifier()
	if _, err := f.L.Srv.Chain().Verify(hashchain.VerifyOptions{Events: trust, CheckpointVerifier: v, StreamOrder: true}); err != nil {
		t.Errorf("the chain does not verify: %v", err)
	}

	// Accept the held request's change from its page: the baseline_diff
	// is set aside (struck through), and W2's failing box still holds it.
	if err := chromedp.Do(tctx, chromedp.Navigate("http://"+s.Addr()+"/request/second")); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(tctx,
		chromedp.SendKeys(chromedp.CSS(`textarea[name="reason"]`), "the new hero is intended"),
		chromedp.Click(chromedp.CSS(`button[data-action="rebaseline"]`)),
	); err != nil {
		t.Fatal(err)
	}
	wait(`location.search === "?done=rebaseline+applied" && !!document.querySelector('li.waived[data-deviation="baseline_diff"]')`)
	if rv, err := f.L.QC.Review(ctx, "second"); err != nil || rv.State != events.StateHold || len(rv.Attempts[0].Acceptances) != 1 || len(rv.Attempts[0].Waived) != 1 {
		t.Errorf("after rebaseline: %+v %v", rv, err)
	}

	// What the browser holds, a stranger's request does not.
	refusals(t, s, sessionCookie(t, tctx), f)
}

func sessionCookie(t *testing.T, tctx context.Context) string {
	t.Helper()
	res, err := chromedp.Call(tctx, network.GetCookies, network.GetCookiesParams{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range res.Cookies {
		if c.Name == cookieName {
			if !c.HTTPOnly || c.SameSite != network.CookieSameSiteStrict {
				t.Errorf("session cookie %+v is not HttpOnly and SameSite=Strict", c)
			}
			return c.Value
		}
	}
	t.Fatal("no session cookie in the browser")
	return ""
}

// refusals: no session, a used or wrong token, a foreign Origin or
// Sec-Fetch-Site, a POST without Origin and a foreign Host are refused
// and change nothing; a decision without a reason is not sent.
func refusals(t *testing.T, s *Server, session string, f *reporttest.Fixture) {
	base := "http://" + s.Addr()
	noRedirect := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	post := func(id, action, reason string) *http.Request {
		r, _ := http.NewRequest(http.MethodPost, base+"/request/"+id+"/act", strings.NewReader(url.Values{"action": {action}, "reason": {reason}}.Encode()))
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		return r
	}
	withSession := func(r *http.Request) *http.Request {
		r.AddCookie(&http.Cookie{Name: cookieName, Value: session})
		return r
	}
	get := func(path string) *http.Request { r, _ := http.NewRequest(http.MethodGet, base+path, nil); return r }
	candidate(t, f, "fifth")
	for _, c := range []struct {
		name string
		req  func() *http.Request
		want int
	}{
		{"no session", func() *http.Request { return get("/api/pending") }, http.StatusUnauthorized},
		{"no session, approve", func() *http.Request {
			r := post("fifth", "approve", "x")
			r.Header.Set("Origin", base)
			return r
		}, http.StatusUnauthorized},
		{"wrong session", func() *http.Request {
			r := get("/api/pending")
			r.AddCookie(&http.Cookie{Name: cookieName, Value: "guess"})
			return r
		}, http.StatusUnauthorized},
		{"the used token", func() *http.Request { return get("/?token=" + strings.Split(s.URL(), "token=")[1]) }, http.StatusForbidden},
		{"a wrong token", func() *http.Request { return get("/?token=00") }, http.StatusForbidden},
		{"CSRF: foreign Origin", func() *http.Request {
			r := withSession(post("fifth", "approve", "x"))
			r.Header.Set("Origin", "http://evil.example")
			return r
		}, http.StatusForbidden},
		{"CSRF: another port of loopback", func() *http.Request {
			r := withSession(post("fifth", "approve", "x"))
			r.Header.Set("Origin", "http://127.0.0.1:1")
			return r
		}, http.StatusForbidden},
		{"CSRF: cross-site fetch", func() *http.Request {
			r := withSession(get("/api/pending"))
			r.Header.Set("Sec-Fetch-Site", "cross-site")
			return r
		}, http.StatusForbidden},
		{"POST without Origin", func() *http.Request { return withSession(post("fifth", "approve", "x")) }, http.StatusForbidden},
		{"DNS rebinding: foreign Host", func() *http.Request {
			r := withSession(get("/api/pending"))
			r.Host = "evil.example"
			return r
		}, http.StatusForbidden},
		{"the session works", func() *http.Request { return withSession(get("/api/pending")) }, http.StatusOK},
	} {
		t.Run(c.name, func(t *testing.T) {
			resp, err := noRedirect.Do(c.req())
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != c.want {
				t.Errorf("status %d, want %d", resp.StatusCode, c.want)
			}
		})
	}
	// No reason: nothing is published.
	r := withSession(post("fifth", "approve", "  "))
	r.Header.Set("Origin", base)
	resp, err := noRedirect.Do(r)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if loc := resp.Header.Get("Location"); resp.StatusCode != http.StatusSeeOther || !strings.Contains(loc, "problem=a+reason+is+required") {
		t.Errorf("approve without a reason: %d %s", resp.StatusCode, loc)
	}
	st, err := f.L.QC.Status(context.Background(), "fifth")
	if err != nil || st.Verdict != events.StatePassCandidate {
		t.Errorf("fifth after the refusals: %v %v", st, err)
	}
}
