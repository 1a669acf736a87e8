package measure

import (
	"context"
	"crypto/sha256"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/browser/browsertest"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/testenv"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// The test skeletons and pages are cmd/witness-w2's (the CLI's golden
// tests run them); these tests look at what the CLI does not print.
var (
	skeletons = filepath.Join("..", "..", "..", "cmd", "witness-w2", "testdata", "skeletons")
	site      = filepath.Join("..", "..", "..", "cmd", "witness-w2", "testdata", "site")
)

// fx is the browser witness-w2 runs on: chromium-headless-shell where it
// is installed (make deps installs it), as in production; a tab costs
// about half of chromium's, and W2's real-page tests about 18 % less CPU
// (2026-12-07). TestHeadlessShellAgrees holds W2's reports on it equal to
// those on chromium.
var fx = browsertest.New(browsertest.Measuring())

func TestMain(m *testing.M) { browsertest.Main(m, fx, chromiumFx) }

// sharedBrowser is the package's browser (internal/browser/browsertest).
func sharedBrowser(t testing.TB) *browser.Browser { return fx.Browser(t) }

func hashOf(t testing.TB, dir string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, "index.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("%x", sha256.Sum256(b))
}

func newJob(t testing.TB, skel, root, rubric string) *job.Job {
	t.Helper()
	dir := filepath.Join(skeletons, skel)
	j, err := job.FromArgs([]string{dir, hashOf(t, dir), "req-m", "att-m", "1", root, "p", "i", "r", rubric})
	if err != nil {
		t.Fatal(err)
	}
	return j
}

func fileURL(t testing.TB, dir string) string {
	t.Helper()
	abs, err := filepath.Abs(dir)
	if err != nil {
		t.Fatal(err)
	}
	return "file://" + filepath.ToSlash(abs)
}

// encodes checks that the verdict and the ops are bodies the ledger takes.
func encodes(t *testing.T, r Result) {
	t.Helper()
	if _, err := events.Encode(r.Verdict); err != nil {
		t.Errorf("verdict does not encode: %v", err)
	}
	for _, o := range r.Ops {
		if _, err := events.Encode(o); err != nil {
			t.Errorf("ops observation does not encode: %v", err)
		}
	}
}

func TestVerifyReusesBrowser(t *testing.T) {
	b := sharedBrowser(t)
	j := newJob(t, "clean", fileURL(t, site), "1.1.0")
	for i := range 2 {
		r := verify(context.Background(), b, j)
		encodes(t, r)
		if r.Verdict.Verdict != events.VerdictPass || len(r.Ops) != 0 {
			t.Fatalf("run %d: verdict %s (%s), %d ops; want pass, none", i, r.Verdict.Verdict, r.Verdict.Error, len(r.Ops))
		}
	}
}

// A DOM payload is served on loopback for every screen path.
func TestVerifyDOMPayload(t *testing.T) {
	b := sharedBrowser(t)
	j := newJob(t, "clean", fileURL(t, site), "1.0.0")
	page, err := os.ReadFile(filepath.Join(site, "clean.html"))
	if err != nil {
		t.Fatal(err)
	}
	j.ProductURL, j.DOMPayload = "", string(page)
	r := verify(context.Background(), b, j)
	encodes(t, r)
	if r.Verdict.Verdict != events.VerdictPass {
		t.Fatalf("verdict %s: %+v", r.Verdict.Verdict, r.Verdict.Concerns)
	}
}

// A DOM payload is served at the screen's page only: a route binding to
// another page does not resolve, though it does over file:// where the
// page exists. (Before, the payload answered every path: a false pass.)
func TestVerifyDOMPayloadRoutes(t *testing.T) {
	b := sharedBrowser(t)
	dir := t.TempDir()
	const page = `<!doctype html><body style="margin:0"><div id="go" data-arbiter-wired="true" style="position:absolute;left:0;top:0;width:100px;height:40px">Go</div></body>`
	screen := "schema: design-skeleton.v1/screen\nid: home\npath: /index.html\nelements:\n" +
		"  - id: go\n    selector: \"#go\"\n    bbox: {mobile: {x: 0, y: 0, w: 100, h: 40}}\n" +
		"    must_satisfy: {tolerance_px: 4, required_breakpoints: all}\n" +
		"    interactions:\n      - {event: click, binds_to: \"route:/next.html\"}\n"
	index := fmt.Sprintf("schema: design-skeleton.v1\nname: payload\nbreakpoints: {mobile: {width: 375, height: 812}}\nspacing: {unit_px: 8}\n"+
		"constraints: {max_nav_links: 3, min_contrast_ratio: 4.5}\nscreens:\n  - {id: home, file: screens/home.yaml, sha256: \"%x\"}\n", sha256.Sum256([]byte(screen)))
	site := filepath.Join(dir, "site")
	for name, text := range map[string]string{"skel/index.yaml": index, "skel/screens/home.yaml": screen, "site/index.html": page, "site/next.html": "<p>next</p>"} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	skel := filepath.Join(dir, "skel")
	j, err := job.FromArgs([]string{skel, hashOf(t, skel), "req-p", "att-p", "1", fileURL(t, site), "p", "i", "r", "1.2.0"})
	if err != nil {
		t.Fatal(err)
	}
	if r := verify(context.Background(), b, j); r.Verdict.Verdict != events.VerdictPass {
		t.Fatalf("over file:// with next.html: %s %+v", r.Verdict.Verdict, r.Verdict.Concerns)
	}
	j.ProductURL, j.DOMPayload = "", page
	r := verify(context.Background(), b, j)
	encodes(t, r)
	ev := r.Verdict.ElementVerdicts
	if r.Verdict.Verdict != events.VerdictReject || len(ev) != 1 || len(ev[0].DeadHandler) != 1 || ev[0].DeadHandler[0].Reason != ReasonUnresolvable {
		t.Fatalf("payload: verdict %s, element verdicts %+v; want the route unresolvable", r.Verdict.Verdict, ev)
	}
}

// Rule 6: a web font held for 2.5 s warns and adds external_tool_slow.
func TestVerifySlowFonts(t *testing.T) {
	b := sharedBrowser(t)
	files := http.FileServer(http.Dir(site))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/slow/") {
			select {
			case <-time.After(2500 * time.Millisecond):
			case <-r.Context().Done():
			}
			http.NotFound(w, r)
			return
		}
		files.ServeHTTP(w, r)
	}))
	defer srv.Close()
	r := verify(context.Background(), b, newJob(t, "fonts", srv.URL, "1.0.0"))
	encodes(t, r)
	v := r.Verdict
	if v.Verdict != events.VerdictWarn || v.FontsReadyMS <= FontsSlowMS {
		t.Errorf("verdict %s, fonts_ready_ms %d; want warn, > %d", v.Verdict, v.FontsReadyMS, FontsSlowMS)
	}
	if len(r.Ops) != 1 || r.Ops[0].Kind != events.OpsExternalToolSlow || r.Ops[0].DurationMS == nil || *r.Ops[0].DurationMS <= FontsSlowMS {
		t.Errorf("ops %+v; want one external_tool_slow over %d ms", r.Ops, FontsSlowMS)
	}
	// The same page without the slow font is fast.
	r = verify(context.Background(), b, newJob(t, "drift", srv.URL, "1.0.0"))
	if r.Verdict.FontsReadyMS != 0 || len(r.Ops) != 0 {
		t.Errorf("no web font: fonts_ready_ms %d, %d ops", r.Verdict.FontsReadyMS, len(r.Ops))
	}
}

// Rule 7: a browser that cannot start, a deadline and a killed browser are
// AUDIT_UNAVAILABLE with external_tool_fail.
func TestVerifyUnavailable(t *testing.T) {
	j := newJob(t, "clean", fileURL(t, site), "1.0.0")
	unavailable := func(t *testing.T, r Result) {
		t.Helper()
		encodes(t, r)
		if r.Verdict.Verdict != events.VerdictAuditUnavailable || r.Verdict.Error == "" {
			t.Errorf("verdict %s, error %q; want AUDIT_UNAVAILABLE with an error", r.Verdict.Verdict, r.Verdict.Error)
		}
		if len(r.Ops) != 1 || r.Ops[0].Kind != events.OpsExternalToolFail {
			t.Errorf("ops %+v; want one external_tool_fail", r.Ops)
		}
		if job.ExitCode(r.Verdict.Verdict) != 4 {
			t.Errorf("exit code %d", job.ExitCode(r.Verdict.Verdict))
		}
	}
	t.Run("will not start", func(t *testing.T) {
		testenv.Short(t, "starts a process")
		b, err := browser.New(browser.Options{Binary: "/bin/false"})
		if err != nil {
			t.Fatal(err)
		}
		defer b.Close()
		unavailable(t, verify(context.Background(), b, j))
	})
	t.Run("no browser", func(t *testing.T) {
		unavailable(t, verify(context.Background(), nil, j))
	})
	t.Run("deadline", func(t *testing.T) {
		b := sharedBrowser(t)
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		defer cancel()
		r := verify(ctx, b, newJob(t, "rules", fileURL(t, site), "1.0.0"))
		unavailable(t, r)
		if !strings.Contains(r.Verdict.Error, "deadline") {
			t.Errorf("error %q does not name the deadline", r.Verdict.Error)
		}
	})
	t.Run("killed", func(t *testing.T) {
		testenv.Short(t, "starts a process")
		b, err := browser.New(browser.Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer b.Close()
		probe, err := b.NewTab(context.Background()) // starts the browser
		if err != nil {
			t.Fatal(err)
		}
		pid := browsertest.PID(probe)
		probe.Close()
		// The product server kills the browser when the page is asked for:
		// the browser dies in the middle of the work.
		var once sync.Once
		files := http.FileServer(http.Dir(site))
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			once.Do(func() { _ = syscall.Kill(pid, syscall.SIGKILL) })
			files.ServeHTTP(w, r)
		}))
		defer srv.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		defer cancel()
		r := verify(ctx, b, newJob(t, "clean", srv.URL, "1.0.0"))
		unavailable(t, r)
		// The next job gets a new browser.
		if r := verify(context.Background(), b, j); r.Verdict.Verdict != events.VerdictPass {
			t.Errorf("after the crash: %s %s", r.Verdict.Verdict, r.Verdict.Error)
		}
	})
}

func TestUnknownRubric(t *testing.T) {
	r := verify(context.Background(), nil, newJob(t, "clean", fileURL(t, site), "9.9.9"))
	if r.Verdict.Verdict != events.VerdictAuditUnavailable || !strings.Contains(r.Verdict.Error, `"9.9.9"`) || len(r.Ops) != 0 {
		t.Errorf("%s %q %d ops", r.Verdict.Verdict, r.Verdict.Error, len(r.Ops))
	}
}

func TestExitCodes(t *testing.T) {
	for v, want := range map[string]int{"pass": 0, "warn": 1, "reject": 2, "AUDIT_UNAVAILABLE": 4, "other": 4} {
		if got := job.ExitCode(v); got != want {
			t.Errorf("job.ExitCode(%q) = %d, want %d", v, got, want)
		}
	}
	for d, want := range map[string]int{DriftApprove: 0, DriftReject: 2, DriftUnavailable: 4} {
		if got := DriftExitCode(d); got != want {
			t.Errorf("DriftExitCode(%q) = %d, want %d", d, got, want)
		}
	}
}

// verify is a verification with the default options, as witness-w2 runs
// one.
func verify(ctx context.Context, b *browser.Browser, j *job.Job) Result {
	return Options{}.Verify(ctx, b, j)
}
