package capture

import (
	"context"
	"fmt"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/browser"
)

// Live is a page loaded once and captured again at moments the caller
// chooses: an MCP App in Tribunal's test host, between protocol phases that
// the host's server (not the page) announces. Open emulates and navigates
// once; each Shot settles the page as it is now and screenshots it, without
// navigating. The calls are the same as Shot's (navigation, emulation,
// readiness, screenshots), so W1's isolation guarantees cover them.
type Live struct {
	req    Request
	w      *watch
	tctx   context.Context
	cancel context.CancelFunc
	start  time.Time
}

// Open loads req.URL in tab after applying req's emulation, and returns
// once the load event fired. ctx bounds the Live's whole life: every later
// Shot ends when ctx ends. Close it when done.
func Open(ctx context.Context, tab *browser.Tab, req Request) (*Live, error) {
	req, err := req.withDefaults()
	if err != nil {
		return nil, err
	}
	if tab == nil || !tab.PixelOnly() {
		return nil, fmt.Errorf("%w: the tab must be opened with browser.PixelOnly", ErrBadRequest)
	}
	tctx, cancel := tab.Context(ctx)
	l := &Live{req: req, w: newWatch(), tctx: tctx, cancel: cancel}
	if err := chromedp.Listen(tctx, l.w.event); err != nil {
		cancel()
		return nil, unavailable(ctx, "listen", err)
	}
	if err := chromedp.Do(tctx, browser.Emulate(req.surface()), chromedp.Func(enableAnimations)); err != nil {
		cancel()
		return nil, unavailable(ctx, "emulate", err)
	}
	// The host page's own origin; the caller allows any other the page
	// needs (browser.Tab.Allow) before Open.
	if err := tab.Allow(req.URL); err != nil {
		cancel()
		return nil, fmt.Errorf("%w: %w", ErrBadRequest, err)
	}
	l.start = time.Now()
	if err := chromedp.Do(tctx, chromedp.Navigate(req.URL)); err != nil {
		cancel()
		return nil, unavailable(ctx, "navigate "+req.URL, err)
	}
	return l, nil
}

// Shot waits for the page to settle (network quiet, animations finished,
// two identical frames) and returns the frame. ReadyMS counts from Open's
// navigation.
func (l *Live) Shot() (Frame, error) {
	f, err := settle(l.tctx, l.w, l.req, false)
	if err != nil {
		return Frame{}, unavailable(l.tctx, "settle "+l.req.URL, err)
	}
	f.ReadyMS = time.Since(l.start).Milliseconds()
	f.FontsReadyMS = l.w.fontsReadyMS()
	return f, nil
}

// Close releases the Live's context; the tab stays open.
func (l *Live) Close() { l.cancel() }
