package browser

import (
	"context"
	"net/url"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestTabDismissesDialogs: a page that opens an alert, a confirm and a
// prompt while it loads finishes loading in a tab of either kind, and each
// dialog was answered as a reader who closes it would: confirm false,
// prompt null. Without the answer the page's main thread waits on the
// first dialog and the load never completes.
func TestTabDismissesDialogs(t *testing.T) {
	b := sharedBrowser(t)
	page := "data:text/html," + url.PathEscape(
		`<title>open</title><script>alert(1);document.title=confirm(2)+","+prompt(3,"typed")</script><p>x</p>`)
	for _, kind := range []struct {
		name string
		opts []TabOption
	}{{"plain", nil}, {"pixel", []TabOption{PixelOnly()}}} {
		t.Run(kind.name, func(t *testing.T) {
			tab, _ := newTab(t, b, kind.opts...)
			// The page has 10 s to load: a loaded machine's time, far
			// less than the 30 s the tab has.
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			tctx, tcancel := tab.Context(ctx)
			defer tcancel()
			if err := chromedp.Do(tctx, chromedp.Navigate(page)); err != nil {
				t.Fatalf("loading a page that opens dialogs: %v", err)
			}
			if tab.PixelOnly() {
				return // its Runtime agent is off: the load is what it shows
			}
			title, err := chromedp.Run(tctx, chromedp.Evaluate[string]("document.title"))
			if err != nil {
				t.Fatal(err)
			}
			if title != "false,null" {
				t.Errorf("the page saw confirm, prompt = %q; want false,null (both dismissed)", title)
			}
		})
	}
}
