package mcphost

import (
	"context"
	"log/slog"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/browser"
)

var shared struct {
	once sync.Once
	b    *browser.Browser
	err  error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if shared.b != nil {
		if err := shared.b.Close(); err != nil {
			slog.Error("closing the test browser", "err", err)
			code = 1
		}
	}
	os.Exit(code)
}

// testBrowser returns the package's browser; without Chromium the test
// fails, except under -short, where browser tests skip.
func testBrowser(t testing.TB) *browser.Browser {
	t.Helper()
	if testing.Short() {
		t.Skip("needs Chromium; skipped under -short")
	}
	shared.once.Do(func() {
		shared.b, shared.err = browser.New(browser.Options{
			Logger: slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn})),
		})
		if shared.err == nil {
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			shared.err = shared.b.Start(ctx)
			cancel()
		}
	})
	if shared.err != nil {
		t.Fatalf("starting the browser: %v", shared.err)
	}
	return shared.b
}

// navigate returns an open function for Session.Drive that loads the host
// page in a plain tab, as W2 does (W2 reads the log, not the page).
func navigate(t testing.TB, tab *browser.Tab) func(ctx context.Context, url string) error {
	return func(ctx context.Context, url string) error {
		tctx, cancel := tab.Context(ctx)
		defer cancel()
		return chromedp.Do(tctx, chromedp.Navigate(url))
	}
}
