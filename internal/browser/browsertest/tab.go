package browsertest

import (
	"context"

	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/browser"
)

// SessionID is the DevTools session of tab, as in a recorded
// [browser.Command]'s SessionID: the key to the commands that tab was
// sent (Commands).
func SessionID(tab *browser.Tab) string {
	ctx, cancel := tab.Context(context.Background())
	defer cancel()
	return string(chromedp.FromContext(ctx).Target.SessionID)
}

// PID is the process id of the browser that runs tab, for the tests that
// kill it to see what a crash does; 0 when chromedp knows no process.
func PID(tab *browser.Tab) int {
	ctx, cancel := tab.Context(context.Background())
	defer cancel()
	if p := chromedp.FromContext(ctx).Browser.Process(); p != nil {
		return p.Pid
	}
	return 0
}
