package capture

import (
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
)

// One browser and one loopback server serve the whole package's tests.
var (
	shared struct {
		once  sync.Once
		b     *browser.Browser
		err   error
		mu    sync.Mutex
		trace []browser.Command
	}
	srv *httptest.Server
)

func TestMain(m *testing.M) {
	srv = httptest.NewServer(testHandler())
	code := m.Run()
	srv.CloseClientConnections() // a tab that hung on /hang may hold one
	srv.Close()
	if shared.b != nil {
		if err := shared.b.Close(); err != nil {
			slog.Error("closing the test browser", "err", err)
			code = 1
		}
	}
	os.Exit(code)
}

// testHandler serves testdata/, plus /slow/… (the same files after a delay,
// to make a web font arrive late) and /hang (never answers).
func testHandler() http.Handler {
	files := http.FileServer(http.Dir("testdata"))
	mux := http.NewServeMux()
	mux.Handle("/", files)
	mux.HandleFunc("/slow/", func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, ".woff2") {
			select {
			case <-time.After(400 * time.Millisecond):
			case <-r.Context().Done():
				return
			}
		}
		http.StripPrefix("/slow", files).ServeHTTP(w, r)
	})
	mux.HandleFunc("/hang", func(w http.ResponseWriter, r *http.Request) {
		<-r.Context().Done()
	})
	return mux
}

// testBrowser returns the shared browser. Without Chromium the test fails,
// except under -short, where every browser test skips.
func testBrowser(t testing.TB) *browser.Browser {
	t.Helper()
	if testing.Short() {
		t.Skip("needs Chromium; skipped under -short")
	}
	shared.once.Do(func() {
		shared.b, shared.err = browser.New(browser.Options{
			Logger: slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn})),
			Trace: func(c browser.Command) {
				shared.mu.Lock()
				shared.trace = append(shared.trace, c)
				shared.mu.Unlock()
			},
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

// commands returns the commands sent to session since mark (an index into
// the trace).
func commands(session string, mark int) []browser.Command {
	shared.mu.Lock()
	defer shared.mu.Unlock()
	var out []browser.Command
	for _, c := range shared.trace[mark:] {
		if c.SessionID == session {
			out = append(out, c)
		}
	}
	return out
}

func traceMark() int {
	shared.mu.Lock()
	defer shared.mu.Unlock()
	return len(shared.trace)
}

// shot opens a pixel-only tab, captures req and closes the tab.
func shot(t testing.TB, req Request) Frame {
	t.Helper()
	f, err := tryShot(t, context.Background(), req)
	if err != nil {
		t.Fatalf("Shot(%s): %v", req.URL, err)
	}
	return f
}

func tryShot(t testing.TB, ctx context.Context, req Request) (Frame, error) {
	t.Helper()
	b := testBrowser(t)
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	tab, err := b.NewTab(ctx, browser.PixelOnly())
	if err != nil {
		t.Fatalf("NewTab: %v", err)
	}
	defer tab.Close()
	return Shot(ctx, tab, req)
}

func httpURL(name string) string { return srv.URL + "/" + name }

func fileURL(t testing.TB, name string) string {
	t.Helper()
	p, err := filepath.Abs(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return "file://" + filepath.ToSlash(p)
}
