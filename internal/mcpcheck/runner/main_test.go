package runner

import (
	"context"
	"log/slog"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/mcphost"
	"github.com/tribunal-dev/tribunal/internal/mcpserver/mcpservertest"
)

const appDir = "../../../testdata/mcp-app"

var shared struct {
	once sync.Once
	b    *browser.Browser
	h    *mcphost.Host
	err  error
}

func TestMain(m *testing.M) {
	code := m.Run()
	mcpservertest.Cleanup()
	if shared.h != nil {
		shared.h.Close()
	}
	if shared.b != nil {
		if err := shared.b.Close(); err != nil {
			slog.Error("closing the test browser", "err", err)
			code = 1
		}
	}
	os.Exit(code)
}

// env returns the package's browser and host. Without Chromium the test
// fails, except under -short, where every browser test skips.
func env(t testing.TB) (*browser.Browser, *mcphost.Host) {
	t.Helper()
	if testing.Short() {
		t.Skip("needs Chromium; skipped under -short")
	}
	shared.once.Do(func() {
		log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
		shared.b, shared.err = browser.New(browser.Options{Logger: log})
		if shared.err == nil {
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			shared.err = shared.b.Start(ctx)
			cancel()
		}
		if shared.err == nil {
			// A never-initializing app costs one timeout per mount; shorter ones
			// misfire on a loaded two-core machine.
			shared.h, shared.err = mcphost.Start(mcphost.Options{Logger: log, PhaseTimeout: 10 * time.Second})
		}
	})
	if shared.err != nil {
		t.Fatalf("test environment: %v", shared.err)
	}
	return shared.b, shared.h
}
