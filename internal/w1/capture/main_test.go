package capture

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/browser/browsertest"
)

// One browser (recording the commands it is sent) and one loopback
// server serve the whole package's tests.
var (
	fx  = browsertest.New(browsertest.Quiet(), browsertest.Record())
	srv *httptest.Server
)

func TestMain(m *testing.M) {
	srv = httptest.NewServer(testHandler())
	code := browsertest.Run(m, fx)
	srv.CloseClientConnections() // a tab that hung on /hang may hold one
	srv.Close()
	os.Exit(code)
}

// testHandler serves testdata/, plus /slow/… (the same files after a delay,
// to make a web font arrive late), /late/… (see lateBody) and /hang (never
// answers).
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
	mux.Handle("/late/", http.StripPrefix("/late", lateBody(files)))
	mux.HandleFunc("/hang", func(w http.ResponseWriter, r *http.Request) {
		<-r.Context().Done()
	})
	return mux
}

// testBrowser returns the shared browser (internal/browser/browsertest).
func testBrowser(t testing.TB) *browser.Browser { return fx.Browser(t) }

// commands returns the commands sent to session since mark (an index into
// the trace).
func commands(session string, mark int) []browser.Command { return fx.Commands(session, mark) }

func traceMark() int { return fx.Mark() }

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
	// The tab opens within a bound of its own: ctx is the capture's
	// (TestShotTimeout's 2 s is for a page that never loads), and opening
	// a tab takes over a second of it at a load of 30.
	octx, ocancel := context.WithTimeout(context.Background(), 30*time.Second)
	tab, err := b.NewTab(octx, browser.PixelOnly())
	ocancel()
	if err != nil {
		t.Fatalf("NewTab: %v", err)
	}
	defer tab.Close()
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
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

// lateBody serves an HTML page in two parts: up to the end of its head at
// once, the rest only after a script has been served under the same
// prefix and lateDelay has passed, so that the page's async script runs
// before the parser has seen the body, as it can on a loaded machine
// (a slow parse, a body that arrives in pieces). Other files are served as
// they are. One page at a time: the tests that use it are not parallel.
func lateBody(files http.Handler) http.Handler {
	scriptServed := make(chan struct{}, 1)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasSuffix(r.URL.Path, ".html") {
			files.ServeHTTP(w, r)
			if strings.HasSuffix(r.URL.Path, ".js") {
				select {
				case scriptServed <- struct{}{}:
				default:
				}
			}
			return
		}
		body, err := os.ReadFile(filepath.Join("testdata", filepath.FromSlash(r.URL.Path)))
		if err != nil {
			http.NotFound(w, r)
			return
		}
		select { // a signal left by an earlier page
		case <-scriptServed:
		default:
		}
		head, rest, ok := bytes.Cut(body, []byte("</head>"))
		if !ok {
			http.Error(w, "no </head>", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(append(head, "</head>"...))
		w.(http.Flusher).Flush()
		select {
		case <-scriptServed:
		case <-time.After(10 * time.Second):
		case <-r.Context().Done():
			return
		}
		select {
		case <-time.After(lateDelay):
		case <-r.Context().Done():
			return
		}
		w.Write(rest)
	})
}

// lateDelay is how long lateBody holds a page's body after its script was
// served: time for the script to arrive and run.
const lateDelay = 500 * time.Millisecond
