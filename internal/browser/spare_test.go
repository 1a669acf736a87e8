package browser

import (
	"context"
	"slices"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
)

// readyOf waits until n spares of s are ready (polling with a deadline:
// a loaded machine opens tabs slowly) and returns them.
func readyOf(t *testing.T, s *spares, n int) []*Tab {
	t.Helper()
	for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		s.mu.Lock()
		ready := slices.Clone(s.ready)
		s.mu.Unlock()
		if len(ready) >= n {
			return ready
		}
	}
	t.Fatalf("fewer than %d spare tabs after a minute", n)
	return nil
}

// browserContexts lists the browser contexts the browser has.
func browserContexts(t *testing.T, b *Browser) []string {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.current().root, 10*time.Second)
	defer cancel()
	res, err := chromedp.CallBrowser(ctx, target.GetBrowserContexts, cdp.Empty{})
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, id := range res.BrowserContextIDs {
		ids = append(ids, string(id))
	}
	return ids
}

// TestSparePixelTabs: spares are opened once a pixel tab closes, handed
// out to PixelOnly tabs only, each a fresh browser context that never
// navigated; a spare of a browser that died is never handed out; Close
// ends it all, background closes included.
func TestSparePixelTabs(t *testing.T) {
	needChromium(t)
	b, err := New(Options{Logger: testLogger(), SparePixelTabs: 2})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()

	first, err := b.NewTab(ctx, PixelOnly())
	if err != nil {
		t.Fatal(err)
	}
	if n := len(b.spare.ready); n != 0 {
		t.Fatalf("%d spares before any pixel tab closed", n)
	}
	first.CloseLater()
	ready := readyOf(t, b.spare, 2)

	plain, err := b.NewTab(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if slices.Contains(ready, plain) {
		t.Error("a tab without PixelOnly was a spare")
	}
	plain.Close()

	tab, err := b.NewTab(ctx, PixelOnly())
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(ready, tab) {
		t.Fatal("NewTab(PixelOnly) opened a tab while spares were ready")
	}
	if !tab.PixelOnly() || !tab.Alive() || tab.bctx == first.bctx {
		t.Errorf("spare: pixel-only %v, alive %v, browser context %s (the first tab's: %s)", tab.PixelOnly(), tab.Alive(), tab.bctx, first.bctx)
	}
	others := 0
	for _, r := range ready {
		if r != tab && r.bctx == tab.bctx {
			others++
		}
	}
	if others != 0 || !slices.Contains(browserContexts(t, b), string(tab.bctx)) {
		t.Errorf("the spare's browser context %s is shared or unknown to the browser", tab.bctx)
	}
	tctx, tcancel := tab.Context(ctx)

	url, err := chromedp.Run(tctx, chromedp.Location())
	if err != nil || url != "about:blank" {
		t.Errorf("the spare shows %q (err %v), want about:blank: it must never have navigated", url, err)
	}
	tcancel()
	tab.Close()

	// A spare of a killed browser is not handed out.
	readyOf(t, b.spare, 2)
	pid := b.PID()
	if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(30 * time.Second); b.current().alive() && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
	}
	after, err := b.NewTab(ctx, PixelOnly())
	if err != nil {
		t.Fatal(err)
	}
	if !after.Alive() || b.PID() == pid {
		t.Errorf("after the kill: tab alive %v, pid %d (was %d)", after.Alive(), b.PID(), pid)
	}
	after.CloseLater()
	dir := b.ProfileDir()
	if err := b.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	if n := processesUsing(dir); n != 0 {
		t.Errorf("%d processes of the closed browser survive", n)
	}
	if n := len(b.spare.ready); n != 0 {
		t.Errorf("%d spares kept after Close", n)
	}
	after.CloseLater() // after Close: closes at once, no panic
}

// TestSparePlainTabs: with SpareTabs, plain tabs (W2's) are kept ahead the
// same way — opened once a plain tab closes, handed out to NewTab without
// options only, each a fresh browser context of its own with its agents on
// (a plain tab reads the page) — and pixel tabs never get one.
func TestSparePlainTabs(t *testing.T) {
	needChromium(t)
	b, err := New(Options{Logger: testLogger(), SpareTabs: 2})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()

	first, err := b.NewTab(ctx)
	if err != nil {
		t.Fatal(err)
	}
	first.CloseLater()
	ready := readyOf(t, b.sparePlain, 2)
	if b.spare != nil {
		t.Fatal("pixel spares kept without SparePixelTabs")
	}

	pix, err := b.NewTab(ctx, PixelOnly())
	if err != nil {
		t.Fatal(err)
	}
	if slices.Contains(ready, pix) || !pix.PixelOnly() {
		t.Error("a PixelOnly tab was a plain spare")
	}
	pix.Close()

	tab, err := b.NewTab(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer tab.Close()
	if !slices.Contains(ready, tab) {
		t.Fatal("NewTab opened a tab while plain spares were ready")
	}
	if tab.PixelOnly() || !tab.Alive() || tab.bctx == first.bctx {
		t.Errorf("spare: pixel-only %v, alive %v, browser context %s", tab.PixelOnly(), tab.Alive(), tab.bctx)
	}
	tctx, tcancel := tab.Context(ctx)
	defer tcancel()
	if url, err := chromedp.Run(tctx, chromedp.Evaluate[string](`document.URL`)); err != nil || url != "about:blank" {
		t.Errorf("the plain spare: document.URL %q (err %v), want about:blank with Runtime on", url, err)
	}
}
