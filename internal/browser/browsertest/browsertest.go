// Package browsertest is the tests' one way to get Chromium: a Fixture
// starts one real browser (internal/browser, /usr/bin/chromium or
// $TRIBUNAL_BROWSER) the first time a test asks, shares it across the
// package's tests, and closes it when the package's tests are done
// (Main). Under -short every browser test skips; otherwise a browser that
// is missing or will not start fails the test — CI installs Chromium
// (make deps) and never skips silently.
//
// A fixture can record the DevTools commands the browser was sent
// (Record), for the tests that prove what a pixel-only tab never asks.
package browsertest

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/testenv"
)

// StartTimeout bounds starting the browser; generous for a loaded
// two-core machine.
const StartTimeout = 30 * time.Second

// Need skips the test under -short: it needs Chromium. Without -short it
// does nothing; a missing browser then fails where the test starts one.
func Need(t testing.TB) {
	t.Helper()
	testenv.Short(t, "needs Chromium")
}

// Fixture is one package's shared browser.
type Fixture struct {
	opts   browser.Options
	record bool

	once sync.Once
	b    *browser.Browser
	err  error

	mu    sync.Mutex
	trace []browser.Command
}

// Option configures a fixture.
type Option func(*Fixture)

// Record keeps every DevTools command the browser is sent (Commands).
func Record() Option { return func(f *Fixture) { f.record = true } }

// Quiet logs the browser's warnings and errors only, on stderr (the
// default logs nothing).
func Quiet() Option {
	return func(f *Fixture) {
		f.opts.Logger = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	}
}

// With sets the browser's options (Record's trace is added to them).
func With(opts browser.Options) Option { return func(f *Fixture) { f.opts = opts } }

// Measuring starts the browser witness-w2 runs on
// (browser.ResolveMeasuring: $TRIBUNAL_BROWSER, else
// chromium-headless-shell where it is installed, else chromium), so that
// W2's tests measure on the witness's own browser. Where it cannot be
// resolved the fixture keeps the default, and starting it fails the test.
func Measuring() Option {
	return func(f *Fixture) {
		if p, err := browser.ResolveMeasuring(); err == nil {
			f.opts.Binary = p
		}
	}
}

// New is a fixture; nothing starts until a test asks for the browser.
func New(opts ...Option) *Fixture {
	f := &Fixture{}
	for _, o := range opts {
		o(f)
	}
	if f.record {
		next := f.opts.Trace
		f.opts.Trace = func(c browser.Command) {
			f.mu.Lock()
			f.trace = append(f.trace, c)
			f.mu.Unlock()
			if next != nil {
				next(c)
			}
		}
	}
	return f
}

// Browser is the shared, started browser (Need first).
func (f *Fixture) Browser(t testing.TB) *browser.Browser {
	t.Helper()
	Need(t)
	f.once.Do(func() {
		f.b, f.err = browser.New(f.opts)
		if f.err == nil {
			ctx, cancel := context.WithTimeout(context.Background(), StartTimeout)
			f.err = f.b.Start(ctx)
			cancel()
		}
	})
	if f.err != nil {
		t.Fatalf("starting the browser (make deps installs Chromium): %v", f.err)
	}
	return f.b
}

// Mark is the position in the trace of the commands sent so far.
func (f *Fixture) Mark() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.trace)
}

// Commands are the commands sent since mark; to session only, unless
// session is "".
func (f *Fixture) Commands(session string, mark int) []browser.Command {
	f.mu.Lock()
	defer f.mu.Unlock()
	if session == "" {
		return slices.Clone(f.trace[mark:])
	}
	var out []browser.Command
	for _, c := range f.trace[mark:] {
		if c.SessionID == session {
			out = append(out, c)
		}
	}
	return out
}

// Close closes the browser if one was started.
func (f *Fixture) Close() error {
	if f.b == nil {
		return nil
	}
	return f.b.Close()
}

// Main runs the package's tests, then closes the fixtures' browsers; a
// browser that does not close cleanly fails the run. A package's
// TestMain calls it with its fixtures (and anything of its own in
// before/after hooks around it).
func Main(m *testing.M, fixtures ...*Fixture) {
	os.Exit(Run(m, fixtures...))
}

// Run is Main without the exit, for a TestMain with more to do.
func Run(m *testing.M, fixtures ...*Fixture) int {
	code := m.Run()
	for _, f := range fixtures {
		if err := f.Close(); err != nil {
			fmt.Fprintln(os.Stderr, "closing the test browser:", err)
			code = 1
		}
	}
	return code
}
