package cockpit

import (
	"context"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/hashchain"
	"github.com/tribunal-dev/tribunal/internal/judge"
	"github.com/tribunal-dev/tribunal/internal/judge/judgetest"
	"github.com/tribunal-dev/tribunal/internal/report/reporttest"
)

// TestCockpitAcceptRenderer, in Chromium, after a font change on the W1
// host: the queue offers the held request "accept-renderer"; its page
// shows the renderer block (W1's, W2's and the baseline's records, the
// fonts of the baseline marked, the witnesses' different renderers and
// the baseline's marked) and the frame's "renderer changed", and names
// the scope's other held request it would release. Accepting with a
// reason signs one renderer.accepted.v1, the same act as "judge
// accept-renderer": both held requests of the scope become candidates,
// the one of the other scope stays held, and the chain verifies and
// re-folds. A second acceptance, one without a reason, and a forged
// post change nothing.
func TestCockpitAcceptRenderer(t *testing.T) {
	f := reporttest.SeedRendererChange(t)
	s := listen(t, f.L, f.Judge)
	tctx := openTab(t, s)
	wait := func(js string) { t.Helper(); pollJS(t, tctx, js) }
	if err := chromedp.Do(tctx, chromedp.EmulateViewport(1000, 800), chromedp.Navigate(s.URL())); err != nil {
		t.Fatal(err)
	}
	wait(`location.search === "" && !!document.querySelector('tr[data-request-id="p"][data-action="accept-renderer"]') && !!document.querySelector('tr[data-request-id="s"][data-action="accept-renderer"]')`)

	if err := chromedp.Do(tctx, chromedp.Navigate("http://"+s.Addr()+"/request/p")); err != nil {
		t.Fatal(err)
	}
	wait(`document.images.length > 0 && Array.from(document.images).every(i => i.complete && i.naturalWidth > 0)`)
	type shown struct {
		Cols      []string `json:"cols"`
		Fonts     []string `json:"fonts"`
		Differs   []string `json:"differs"`
		Witnesses string   `json:"witnesses"`
		Baseline  string   `json:"baseline"`
		Changed   bool     `json:"changed"`
		From, To  string
		Others    string   `json:"others"`
		Buttons   []string `json:"buttons"`
	}
	got, err := chromedp.Run(tctx, chromedp.Evaluate[shown](`(() => {
		const q = s => document.querySelector(s), text = s => (q(s) || {}).textContent || '';
		return {
			cols: Array.from(document.querySelectorAll('table.renderers thead th[data-col]')).map(th => th.dataset.col),
			fonts: Array.from(document.querySelectorAll('table.renderers tr[data-field="fonts"] td')).map(td => td.textContent),
			differs: Array.from(document.querySelectorAll('table.renderers td.differs')).map(td => td.parentElement.dataset.field + '@' + td.cellIndex),
			witnesses: text('[data-role="renderers-differ"]'),
			baseline: text('[data-role="baseline-renderer-differs"]'),
			changed: !!q('section.frame [data-role="renderer-changed"]'),
			From: text('[data-role="from-renderer"]'), To: text('[data-role="to-renderer"]'),
			others: text('[data-role="other-requests"]'),
			buttons: Array.from(document.querySelectorAll('button[data-action]')).map(b => b.dataset.action),
		};
	})()`))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(got.Cols, ",") != "w1,w2,baseline-1" || len(got.Fonts) != 3 ||
		!strings.HasPrefix(got.Fonts[0], f.New.FontsSHA256) || !strings.HasPrefix(got.Fonts[2], f.Old.FontsSHA256) {
		t.Errorf("renderer table: columns %v, fonts %v", got.Cols, got.Fonts)
	}
	// W2 is on the shell (headless mode, its build); the baseline's fonts
	// is not W1's (same witness build). Cell indexes count the row's header.
	if want := "headless@2,fonts@3,tribunal@2"; strings.Join(got.Differs, ",") != want {
		t.Errorf("cells marked as differing: %v, want %s", got.Differs, want)
	}
	if !strings.Contains(got.Witnesses, "headless mode") || !strings.Contains(got.Baseline, "fonts") || !got.Changed {
		t.Errorf("marks: witnesses %q, baseline %q, frame changed %v", got.Witnesses, got.Baseline, got.Changed)
	}
	if got.From != f.Old.String() || got.To != f.New.String() || got.Others != "q" || strings.Join(got.Buttons, ",") != "accept-renderer" {
		t.Errorf("the act: from %q, to %q, others %q, buttons %v", got.From, got.To, got.Others, got.Buttons)
	}
	shot(t, tctx, "cockpit-renderer.png")

	if err := chromedp.Do(tctx,
		chromedp.SendKeys(chromedp.CSS(`textarea[name="reason"]`), "new fonts on the W1 hosts (OPS-12)"),
		chromedp.Click(chromedp.CSS(`button[data-action="accept-renderer"]`)),
	); err != nil {
		t.Fatal(err)
	}
	wait(`location.search === "?done=accept-renderer+applied" && !!document.querySelector('li.waived[data-deviation="renderer_changed"]')`)

	ctx := context.Background()
	rv := map[string]*govern.Review{}
	for _, id := range []string{"p", "q", "s"} {
		r, err := f.L.QC.Review(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		rv[id] = r
	}
	acc := rv["p"].Attempts[0].RendererAcceptance
	sr := rv["p"].ScopeRenderer
	switch {
	case rv["p"].State != events.StatePassCandidate || rv["q"].State != events.StatePassCandidate:
		t.Errorf("after the acceptance: p %s, q %s; want both PASS_CANDIDATE", rv["p"].State, rv["q"].State)
	case acc == "" || rv["q"].Attempts[0].RendererAcceptance != acc:
		t.Errorf("acceptance %q on p, %q on q", acc, rv["q"].Attempts[0].RendererAcceptance)
	case sr == nil || sr.EventID != acc || !sr.Renderer.Same(f.New):
		t.Errorf("scope renderer %+v", sr)
	case rv["s"].State != events.StateHold || rv["s"].Error != govern.ErrRendererChanged || rv["s"].ScopeRenderer != nil:
		t.Errorf("s of the other scope: %s %s, scope renderer %+v", rv["s"].State, rv["s"].Error, rv["s"].ScopeRenderer)
	}

	// What the page may not do: the used act again (p is a candidate
	// now, refused as the CLI refuses it), no reason, no Origin, another
	// Origin. s stays held, and no second acceptance is on the chain.
	base := "http://" + s.Addr()
	session := sessionCookie(t, tctx)
	noRedirect := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	for _, c := range []struct {
		name, id, reason, origin string
		status                   int
		problem                  string
	}{
		{"already accepted", "p", "again", base, http.StatusSeeOther, "only a held request"},
		{"no reason", "s", " ", base, http.StatusSeeOther, "a reason is required"},
		{"no Origin", "s", "x", "", http.StatusForbidden, ""},
		{"foreign Origin", "s", "x", "http://evil.example", http.StatusForbidden, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, _ := http.NewRequest(http.MethodPost, base+"/request/"+c.id+"/act", strings.NewReader(url.Values{"action": {"accept-renderer"}, "reason": {c.reason}}.Encode()))
			r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			r.AddCookie(&http.Cookie{Name: cookieName, Value: session})
			if c.origin != "" {
				r.Header.Set("Origin", c.origin)
			}
			resp, err := noRedirect.Do(r)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			loc, _ := url.QueryUnescape(resp.Header.Get("Location"))
			if resp.StatusCode != c.status || !strings.Contains(loc, c.problem) || c.problem != "" && !strings.Contains(loc, "problem=") {
				t.Errorf("status %d, Location %q; want %d with problem %q", resp.StatusCode, loc, c.status, c.problem)
			}
		})
	}
	if st, err := f.L.QC.Status(ctx, "s"); err != nil || st.Verdict != events.StateHold || st.Error != govern.ErrRendererChanged {
		t.Errorf("s after the refusals: %+v %v", st, err)
	}

	// The chain verifies, and the fold re-derives every transition the
	// acceptance derived (p's and q's), as "ledgerd verify" does.
	trust, err := f.L.D.LoadTrust()
	if err != nil {
		t.Fatal(err)
	}
	v, err := trust.CheckpointVerifier()
	if err != nil {
		t.Fatal(err)
	}
	fold := govern.NewReplayer(true)
	rep, err := f.L.Srv.Chain().Verify(hashchain.VerifyOptions{Events: trust, CheckpointVerifier: v, StreamOrder: true, Prepare: fold.Prepare, Entry: fold.Feed})
	if err != nil {
		t.Fatalf("the chain does not verify: %v", err)
	}
	sum, err := fold.Finish(rep.Entries)
	if err != nil {
		t.Fatalf("the chain does not re-fold: %v", err)
	}
	if p := fold.State.Request("q"); p == nil || p.State != events.StatePassCandidate {
		t.Errorf("re-folded q: %+v (summary %+v)", p, sum)
	}
	n := 0
	if err := f.L.Srv.Chain().Scan(0, func(e chainformat.Entry) error {
		if strings.HasPrefix(e.Event.Subject, "tribunal.judge.renderer.") {
			n++
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if n != 1 {
		t.Errorf("%d renderer.accepted.v1 on the chain, want 1", n)
	}
}

// listen starts a cockpit on judge client c of ledger l.
func listen(t *testing.T, l *judgetest.Ledger, c *judge.Client) *Server {
	t.Helper()
	trust, err := l.D.LoadTrust()
	if err != nil {
		t.Fatal(err)
	}
	v, err := trust.CheckpointVerifier()
	if err != nil {
		t.Fatal(err)
	}
	s, err := Listen("127.0.0.1:0", Config{Judge: c, Checkpoints: v, Actor: "ada"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Shutdown(context.Background()) })
	return s
}

// openTab is a tab of the shared browser that may reach the cockpit,
// closed when the test ends.
func openTab(t *testing.T, s *Server) context.Context {
	t.Helper()
	b := testBrowser(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	tab, err := b.NewTab(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tab.Close() })
	if err := tab.Allow(s.URL()); err != nil { // the tab's network guard
		t.Fatal(err)
	}
	tctx, tcancel := tab.Context(ctx)
	t.Cleanup(tcancel)
	return tctx
}

// pollJS polls js in the tab until it is true; a navigation under way
// destroys the page's context, and the poll starts again on the new page.
func pollJS(t *testing.T, tctx context.Context, js string) {
	t.Helper()
	for {
		err := chromedp.Do(tctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := chromedp.Poll[bool](js)(ctx, tg)
			return err
		}))
		if err == nil {
			return
		}
		if tctx.Err() != nil || !strings.Contains(err.Error(), "context") && !strings.Contains(err.Error(), "navigated") {
			body, _ := chromedp.Run(tctx, chromedp.Evaluate[string](`location.href + "\n" + document.body.innerText.slice(0, 2000)`))
			t.Fatalf("waiting for %s: %v\npage: %s", js, err, body)
		}
	}
}

// shot writes the tab's page to -docshots DIR/name.
func shot(t *testing.T, tctx context.Context, name string) {
	t.Helper()
	if *docShots == "" {
		return
	}
	png, err := chromedp.Run(tctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(*docShots, name), png, 0o644); err != nil {
		t.Fatal(err)
	}
}
