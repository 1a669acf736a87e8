package cockpit

import (
	"context"
	"flag"
	"log/slog"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
)

// -docshots DIR writes the screenshots docs/REVIEW.md shows.
var docShots = flag.String("docshots", "", "write the documentation's screenshots to `dir`")

var shared struct {
	once sync.Once
	b    *browser.Browser
	err  error
}

func TestMain(m *testing.M) {
	flag.Parse()
	code := m.Run()
	if shared.b != nil {
		if err := shared.b.Close(); err != nil {
			slog.Error("closing the test browser", "err", err)
			code = 1
		}
	}
	os.Exit(code)
}

// testBrowser is the shared browser; without Chromium the test fails,
// except under -short, where it skips.
func testBrowser(t testing.TB) *browser.Browser {
	t.Helper()
	if testing.Short() {
		t.Skip("needs Chromium; skipped under -short")
	}
	shared.once.Do(func() {
		shared.b, shared.err = browser.New(browser.Options{})
		if shared.err == nil {
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			shared.err = shared.b.Start(ctx)
			cancel()
		}
	})
	if shared.err != nil {
		t.Fatalf("starting the browser: %v", shared.err)
	}
	return shared.b
}
