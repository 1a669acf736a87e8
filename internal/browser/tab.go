package browser

import (
	"context"
	"sync"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/browser/netguard"
)

// Tab is one fresh page for one screen at one breakpoint: a new target in
// its own window and in its own browser context, so no cookie, storage,
// cache entry or service worker of an earlier page reaches it. Every
// dialog its pages open is dismissed (dialogs.go). Use it from one
// goroutine, and Close it.
type Tab struct {
	b      *Browser
	ctx    context.Context // the chromedp context of the tab
	cancel context.CancelFunc
	inst   *instance
	target *chromedp.Target
	bctx   cdp.BrowserContextID
	pixel  bool
	guard  *netguard.Guard // the browser context's proxy (confine_net.go)

	closeOnce sync.Once
	closeErr  error
}

// TabOption configures NewTab.
type TabOption func(*tabConfig)

type tabConfig struct {
	pixelOnly bool
}

// PixelOnly makes a tab for a witness that must not read the page (W1).
//
// The tab is created without focus, so its page never has focus and paints
// no caret (headless Chromium keeps every window it focused focused, and a
// caret blinks). As soon as chromedp has attached it, while it still shows
// about:blank, the tab's DOM, CSS and Runtime agents are switched off:
// chromedp enables them on every tab, and with the DOM agent on it fetches
// the document root after each navigation. With them off the browser sends
// no DOM, style or script events to this process and chromedp issues no DOM
// command on the tab; the page still runs its scripts and renders normally.
// (Attaching costs chromedp's usual look at about:blank — a
// Runtime.evaluate of "self" and a DOM.getDocument — before any product
// page exists.)
func PixelOnly() TabOption {
	return func(c *tabConfig) { c.pixelOnly = true }
}

// pixelOnlyOff lists the agents that PixelOnly switches off. These method
// names are the only DOM, CSS or Runtime methods that the pixel packages may
// name (the W1 isolation test checks it).
var pixelOnlyOff = []string{"DOM.disable", "CSS.disable", "Runtime.disable"}

// NewTab opens a fresh tab, starting the browser first when none runs or the
// last one died. ctx bounds the wait only; the tab lives until Close.
func (b *Browser) NewTab(ctx context.Context, opts ...TabOption) (*Tab, error) {
	var cfg tabConfig
	for _, o := range opts {
		o(&cfg)
	}
	in, err := b.ensure(ctx)
	if err != nil {
		return nil, err
	}
	if s := b.sparesFor(cfg.pixelOnly); s != nil {
		// The replacement opens after tabs of this kind have stopped
		// closing (Close, refillDelay): opening it now, or as soon as
		// this tab closes, would take CPU from the attempt.
		if t := s.take(in); t != nil {
			return t, nil
		}
	}
	t, err := b.openTab(ctx, in, cfg)
	if err == nil || ctx.Err() != nil {
		return t, err
	}
	// The browser may have died before we could see it: the pipe breaks a
	// moment after the process is killed. Give the death a moment to show;
	// a browser that is still alive stays, since other tabs use it.
	select {
	case <-in.lost:
	case <-time.After(time.Second):
		return nil, err
	case <-ctx.Done():
		return nil, err
	}
	b.log.Warn("the browser died while opening a tab; restarting", "err", err)
	if in, err = b.ensure(ctx); err != nil {
		return nil, err
	}
	return b.openTab(ctx, in, cfg)
}

func (b *Browser) openTab(ctx context.Context, in *instance, cfg tabConfig) (*Tab, error) {
	t := &Tab{b: b, inst: in, pixel: cfg.pixelOnly}
	fail := func(err error) (*Tab, error) {
		t.Close()
		return nil, Unavailable("browser: new tab", err)
	}
	bctx, bcancel := bound(in.root, ctx)
	defer bcancel()
	var err error
	if t.guard, err = newGuard(b.log); err != nil {
		return fail(err)
	}
	bc, err := chromedp.CallBrowser(bctx, target.CreateBrowserContext, contextParams(t.guard))
	if err != nil {
		return fail(err)
	}
	t.bctx = bc.BrowserContextID
	if cfg.pixelOnly {
		// chromedp focuses every tab it creates; a target created without
		// focus never gets it. chromedp then attaches to it.
		res, err := chromedp.CallBrowser(bctx, target.CreateTarget, target.CreateTargetParams{
			URL: "about:blank", BrowserContextID: t.bctx, NewWindow: new(true), Focus: new(false),
		})
		if err != nil {
			return fail(err)
		}
		t.ctx, t.cancel = chromedp.NewContext(in.root, chromedp.WithTargetID(res.TargetID))
	} else {
		t.ctx, t.cancel = chromedp.NewContext(in.root, chromedp.WithExistingBrowserContext(t.bctx))
	}
	// The first action on a chromedp context binds the tab's life to the
	// context it runs with, so it runs with t.ctx; ctx only bounds the wait.
	done := make(chan error, 1)
	go func() {
		err := chromedp.Do(t.ctx)
		if err == nil && cfg.pixelOnly {
			err = pixelOnly(t.ctx)
		}
		done <- err
	}()
	select {
	case err = <-done:
	case <-ctx.Done():
		t.cancel()
		<-done
		err = context.Cause(ctx)
	}
	if err != nil {
		return fail(err)
	}
	t.target = chromedp.FromContext(t.ctx).Target
	dismissDialogs(t.ctx)
	return t, nil
}

// pixelOnly switches the tab's page-reading agents off.
func pixelOnly(tctx context.Context) error {
	t := chromedp.FromContext(tctx).Target
	for _, m := range pixelOnlyOff {
		if err := t.Call(tctx, m, nil, nil); err != nil {
			return err
		}
	}
	return nil
}

// bound returns a context with the values of base (a chromedp context) that
// ends when either base or ctx ends, with ctx's deadline and cause.
func bound(base, ctx context.Context) (context.Context, context.CancelFunc) {
	c, cancel := context.WithCancelCause(base)
	var cancelDeadline context.CancelFunc = func() {}
	if d, ok := ctx.Deadline(); ok {
		c, cancelDeadline = context.WithDeadline(c, d)
	}
	stop := context.AfterFunc(ctx, func() {
		if d, ok := ctx.Deadline(); ok && !time.Now().Before(d) {
			return // the mirrored deadline ends c with DeadlineExceeded itself
		}
		cancel(context.Cause(ctx))
	})
	return c, func() {
		stop()
		cancelDeadline()
		cancel(context.Canceled)
	}
}

// Context returns a chromedp context for this tab that ends when ctx ends
// (with ctx's deadline and cause) or when the tab or its browser goes away.
// Run chromedp actions with it; call cancel when done.
func (t *Tab) Context(ctx context.Context) (context.Context, context.CancelFunc) {
	return bound(t.ctx, ctx)
}

// Alive reports whether the tab's browser still runs.
func (t *Tab) Alive() bool { return t.inst.alive() && t.ctx.Err() == nil }

// PixelOnly reports whether the tab was opened with the PixelOnly option.
func (t *Tab) PixelOnly() bool { return t.pixel }

// CloseLater closes the tab in the background and returns at once, for a
// caller whose result does not depend on the tab's teardown (closing the
// target and disposing of its browser context take a few round trips and
// the renderer's exit). [Browser.Close] waits for it; after that it closes
// the tab at once.
func (t *Tab) CloseLater() {
	b := t.b
	b.bgMu.Lock()
	defer b.bgMu.Unlock()
	if b.bgClosed {
		t.Close()
		return
	}
	b.bg.Go(func() { _ = t.Close() })
}

// Close closes the tab and disposes of its browser context. It is safe to
// call more than once and after the browser died; later calls return the
// first result.
func (t *Tab) Close() error {
	t.closeOnce.Do(func() {
		defer t.guard.Close()
		if t.b != nil {
			if s := t.b.sparesFor(t.pixel); s != nil {
				defer s.refill(t.b)
			}
		}
		if t.cancel != nil {
			t.cancel() // closes the target and waits for it
		}
		if t.bctx == "" || !t.inst.alive() {
			return
		}
		ctx, cancel := context.WithTimeout(t.inst.root, 5*time.Second)
		defer cancel()
		if _, err := chromedp.CallBrowser(ctx, target.DisposeBrowserContext,
			target.DisposeBrowserContextParams{BrowserContextID: t.bctx}); err != nil && t.inst.alive() {
			t.closeErr = Unavailable("browser: closing a tab", err)
		}
	})
	return t.closeErr
}
