package measure

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/pause"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// withTab runs fn in a fresh tab emulating bp, and closes the tab. The
// tab dismisses every dialog the page opens (browser.Tab), since a dialog
// would block the page and with it the measurement. The tab's pages
// may reach the origins of allow and nothing else (browser.Tab.Allow);
// blocked is what they tried beyond them.
func withTab(ctx context.Context, b *browser.Browser, bp skeleton.Breakpoint, allow []string, fn func(tctx context.Context) error) (blocked []string, err error) {
	tab, err := b.NewTab(ctx)
	if err != nil {
		return nil, err
	}
	// The tab closes in the background (Tab.CloseLater; Browser.Close
	// waits for it): nothing fn measured depends on its teardown, which
	// takes a few round trips and the renderer's exit.
	defer tab.CloseLater()
	if err := tab.Allow(allow...); err != nil {
		return nil, err
	}
	defer func() { blocked = tab.Blocked() }()
	tctx, cancel := tab.Context(ctx)
	defer cancel()
	if err := chromedp.Do(tctx, emulate(bp)); err != nil {
		return nil, err
	}
	return nil, fn(tctx)
}

// reload loads url again in the tab from scratch: whatever the last
// handler started (a navigation, a rewrite) is stopped, and url is loaded
// anew. A navigation the handler started can
// still commit and fire its load event while ours is on its way, so the
// page counts as loaded only once the document is url and complete; until
// then reload waits, and navigates once more if it has to.
func reload(tctx context.Context, url string) error {
	var last error
	for range 4 {
		_, _ = chromedp.Call(tctx, page.StopLoading, cdp.Empty{})
		// A navigation of the old page that commits now aborts ours
		// (net::ERR_ABORTED): try again. Going by about:blank makes a URL
		// with a fragment load afresh rather than scroll the old document.
		if strings.Contains(url, "#") {
			if last = chromedp.Do(tctx, chromedp.Navigate("about:blank")); aborted(last) {
				continue
			} else if last != nil {
				return last
			}
		}
		if last = load(tctx, url); aborted(last) {
			continue
		} else if last != nil {
			return last
		}
		if last = settled(tctx, url, 3*time.Second); last == nil {
			return nil
		}
	}
	return last
}

// aborted reports whether err is a navigation that another one aborted.
func aborted(err error) bool {
	return err != nil && strings.Contains(err.Error(), "net::ERR_ABORTED")
}

// settled waits until the tab's document is url and complete.
func settled(tctx context.Context, url string, limit time.Duration) error {
	u, _ := jsonString(url)
	check := `document.URL === ` + u + ` && document.readyState === "complete"`
	deadline := time.Now().Add(limit)
	for {
		ok, err := chromedp.Run(tctx, chromedp.Evaluate[bool](check))
		if err == nil && ok {
			return nil
		}
		if tctx.Err() != nil {
			return context.Cause(tctx)
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("the page did not settle on %s", url)
		}
		if err := pause.For(tctx, 50*time.Millisecond); err != nil {
			return err
		}
	}
}

// browserErr reports err as the browser's failure, naming the caller's
// context error when that is what ended the work.
func browserErr(ctx context.Context, op string, err error) error {
	if cerr := context.Cause(ctx); cerr != nil && !errors.Is(err, cerr) {
		err = errors.Join(cerr, err)
	}
	return browser.Unavailable("measure: "+op, err)
}
