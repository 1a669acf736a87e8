package runner_test

import (
	"log/slog"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/browser/browsertest"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver/mcpservertest"
)

const appDir = "../../../testdata/mcp-app"

var (
	fx   = browsertest.New(browsertest.Quiet())
	host struct {
		once sync.Once
		h    *mcphost.Host
		err  error
	}
)

func TestMain(m *testing.M) {
	code := browsertest.Run(m, fx)
	mcpservertest.Cleanup()
	if host.h != nil {
		host.h.Close()
	}
	os.Exit(code)
}

// env returns the package's browser (internal/browser/browsertest) and
// host.
func env(t testing.TB) (*browser.Browser, *mcphost.Host) {
	t.Helper()
	b := fx.Browser(t)
	host.once.Do(func() {
		// A never-initializing app costs one timeout per mount; shorter ones
		// misfire on a loaded two-core machine.
		log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
		host.h, host.err = mcphost.Start(mcphost.Options{Logger: log, PhaseTimeout: 10 * time.Second})
	})
	if host.err != nil {
		t.Fatalf("test host: %v", host.err)
	}
	return b, host.h
}
