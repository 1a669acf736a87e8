package mcphost

import (
	"context"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/browser/browsertest"
)

var fx = browsertest.New(browsertest.Quiet())

func TestMain(m *testing.M) { browsertest.Main(m, fx) }

// testBrowser returns the package's browser (internal/browser/browsertest).
func testBrowser(t testing.TB) *browser.Browser { return fx.Browser(t) }

// navigate returns an open function for Session.Drive that loads the host
// page in a plain tab, as W2 does (W2 reads the log, not the page).
func navigate(t testing.TB, tab *browser.Tab) func(ctx context.Context, url string) error {
	return func(ctx context.Context, url string) error {
		tctx, cancel := tab.Context(ctx)
		defer cancel()
		return chromedp.Do(tctx, chromedp.Navigate(url))
	}
}
