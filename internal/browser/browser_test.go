package browser

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/testenv"
)

func TestResolve(t *testing.T) {
	const def = DefaultBinary
	tests := []struct {
		name    string
		env     string
		exists  []string // what lookPath finds; names on PATH resolve to /path/bin/NAME
		want    string
		wantErr bool
	}{
		{name: "env names a binary", env: "/opt/chrome/chrome", exists: []string{"/opt/chrome/chrome", def}, want: "/opt/chrome/chrome"},
		{name: "env names a program on PATH", env: "chromium-dev", exists: []string{"chromium-dev", def}, want: "/path/bin/chromium-dev"},
		{name: "env names nothing: no fallback", env: "/nonexistent", exists: []string{def, "chromium"}, wantErr: true},
		{name: "default", exists: []string{def, "chromium"}, want: def},
		{name: "chromium on PATH", exists: []string{"chromium", "google-chrome"}, want: "/path/bin/chromium"},
		{name: "google-chrome on PATH", exists: []string{"google-chrome"}, want: "/path/bin/google-chrome"},
		{name: "nothing", wantErr: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			getenv := func(k string) string {
				if k == EnvBrowser {
					return tt.env
				}
				return ""
			}
			lookPath := func(name string) (string, error) {
				for _, e := range tt.exists {
					if e == name {
						if strings.Contains(name, "/") {
							return name, nil
						}
						return "/path/bin/" + name, nil
					}
				}
				return "", fs.ErrNotExist
			}
			got, err := resolve(getenv, lookPath)
			if tt.wantErr {
				if !errors.Is(err, ErrNoBrowser) || !errors.Is(err, ErrUnavailable) {
					t.Fatalf("resolve = %q, %v; want ErrNoBrowser wrapping ErrUnavailable", got, err)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("resolve = %q, %v; want %q", got, err, tt.want)
			}
		})
	}
}

func TestNoBrowser(t *testing.T) {
	t.Setenv(EnvBrowser, "/nonexistent")
	if _, err := New(Options{}); !errors.Is(err, ErrNoBrowser) || !errors.Is(err, ErrUnavailable) {
		t.Errorf("New with %s=/nonexistent: %v; want ErrNoBrowser", EnvBrowser, err)
	}
	if _, err := New(Options{Binary: "/nonexistent/chromium"}); !errors.Is(err, ErrNoBrowser) {
		t.Errorf("New with a missing binary: %v; want ErrNoBrowser", err)
	}
}

// A binary that exits at once is a browser that cannot start.
func TestBrowserThatWillNotStart(t *testing.T) {
	bin, err := findBin("false")
	if err != nil {
		t.Fatal(err)
	}
	b, err := New(Options{Binary: bin})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	_, err = b.NewTab(ctx)
	if !errors.Is(err, ErrUnavailable) {
		t.Fatalf("NewTab with %s: %v; want ErrUnavailable", bin, err)
	}
	if dir := b.ProfileDir(); dir != "" {
		t.Errorf("a failed start left a profile dir: %s", dir)
	}
}

func findBin(name string) (string, error) {
	for _, dir := range []string{"/bin", "/usr/bin"} {
		if p := filepath.Join(dir, name); isFile(p) {
			return p, nil
		}
	}
	return "", fmt.Errorf("%s not found", name)
}

func isFile(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.Mode().IsRegular()
}

var shared struct {
	once sync.Once
	b    *Browser
	err  error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if shared.b != nil {
		if err := shared.b.Close(); err != nil {
			fmt.Fprintln(os.Stderr, "closing the test browser:", err)
			code = 1
		}
	}
	os.Exit(code)
}

func testLogger() *slog.Logger {
	return slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
}

// needChromium skips under -short; otherwise a missing browser fails.
func needChromium(t *testing.T) {
	t.Helper()
	testenv.Short(t, "needs Chromium")
}

func sharedBrowser(t *testing.T) *Browser {
	t.Helper()
	needChromium(t)
	shared.once.Do(func() {
		shared.b, shared.err = New(Options{Logger: testLogger()})
	})
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	return shared.b
}

func newTab(t *testing.T, b *Browser, opts ...TabOption) (*Tab, context.Context) {
	t.Helper()
	// The browser's start has a bound of its own: on a loaded machine it
	// takes many times the tab's, and no test here measures it.
	sctx, scancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer scancel()
	if err := b.Start(sctx); err != nil {
		t.Fatalf("Start: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	t.Cleanup(cancel)
	tab, err := b.NewTab(ctx, opts...)
	if err != nil {
		t.Fatalf("NewTab: %v", err)
	}
	t.Cleanup(func() { tab.Close() })
	tctx, tcancel := tab.Context(ctx)
	t.Cleanup(tcancel)
	return tab, tctx
}

// TestCommandLine reads the running browser's command line from /proc.
func TestCommandLine(t *testing.T) {
	if runtime.GOOS != "linux" {
		testenv.Skip(t, "reads the command line from /proc, which only Linux has")
	}
	b := sharedBrowser(t)
	if err := b.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", b.PID()))
	if err != nil {
		t.Fatal(err)
	}
	args := map[string]bool{}
	for a := range bytes.SplitSeq(bytes.TrimRight(raw, "\x00"), []byte{0}) {
		args[string(a)] = true
	}
	want := []string{
		"--headless", "--disable-gpu", "--disable-background-networking",
		"--disable-component-update", "--disable-sync", "--disable-default-apps",
		"--no-first-run", "--disable-quic", "--force-color-profile=srgb",
		"--hide-scrollbars", "--force-device-scale-factor=1", "--font-render-hinting=none",
		"--disable-features=" + DisabledFeatures,
		"--host-resolver-rules=" + HostResolverRules,
		"--proxy-server=" + DeadProxy,
		"--user-data-dir=" + b.ProfileDir(),
		"--remote-debugging-pipe",
	}
	if os.Geteuid() == 0 {
		want = append(want, "--no-sandbox")
	}
	for _, w := range want {
		if !args[w] {
			t.Errorf("the browser runs without %s", w)
		}
	}
	for a := range args {
		if strings.HasPrefix(a, "--remote-debugging-port") {
			t.Errorf("the browser opened a debugging port: %s", a)
		}
	}
	if !strings.HasPrefix(b.ProfileDir(), profileRoot()+string(os.PathSeparator)) {
		t.Errorf("profile %s is not under %s", b.ProfileDir(), profileRoot())
	}
}

// counter is a server that counts its requests by path.
type counter struct {
	mu   sync.Mutex
	hits map[string]int
}

func (c *counter) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	c.mu.Lock()
	if c.hits == nil {
		c.hits = map[string]int{}
	}
	c.hits[r.URL.Path]++
	c.mu.Unlock()
	w.Header().Set("Content-Type", "image/svg+xml")
	fmt.Fprint(w, `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>`)
}

func (c *counter) total() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := 0
	for _, v := range c.hits {
		n += v
	}
	return n
}

func (c *counter) got(path string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.hits[path]
}

// serveOn starts a counting server on addr, or returns nil when the address
// cannot be bound here.
func serveOn(t *testing.T, addr string) (*counter, string) {
	t.Helper()
	l, err := net.Listen("tcp", addr)
	if err != nil {
		t.Logf("cannot listen on %s: %v", addr, err)
		return nil, ""
	}
	c := &counter{}
	srv := &http.Server{Handler: c}
	go srv.Serve(l)
	t.Cleanup(func() { srv.Close() })
	return c, l.Addr().String()
}

// nonLoopbackIPv4 returns an address of this machine that is not loopback.
func nonLoopbackIPv4() string {
	addrs, _ := net.InterfaceAddrs()
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok && !n.IP.IsLoopback() && n.IP.To4() != nil {
			return n.IP.String()
		}
	}
	return ""
}

// TestLoopbackOnly loads a page from the loopback server that pulls images
// from the loopback names (allowed) and from hosts that are not (blocked):
// this machine's own non-loopback address, and 127.0.0.2, which is
// loopback to the kernel but not an origin the tab allows. The tab
// allows the non-loopback address: its guard still dials loopback only.
func TestLoopbackOnly(t *testing.T) {
	b := sharedBrowser(t)
	type blocked struct {
		name string
		c    *counter
		url  string
	}
	var targets []blocked
	if ip := nonLoopbackIPv4(); ip != "" {
		if c, addr := serveOn(t, net.JoinHostPort(ip, "0")); c != nil {
			targets = append(targets, blocked{"this machine's address " + ip, c, "http://" + addr + "/far"})
		}
	}
	if c, addr := serveOn(t, "127.0.0.2:0"); c != nil {
		targets = append(targets, blocked{"127.0.0.2", c, "http://" + addr + "/alt"})
	}
	if len(targets) == 0 {
		t.Fatal("no address to prove the blocking on")
	}

	// The page's own server counts the images it serves.
	loop := &counter{}
	var html struct {
		sync.Mutex
		s string
	}
	page := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			loop.ServeHTTP(w, r)
			return
		}
		html.Lock()
		defer html.Unlock()
		fmt.Fprint(w, html.s)
	}))
	defer page.Close()
	_, port, _ := net.SplitHostPort(page.Listener.Addr().String())
	var imgs strings.Builder
	for _, tg := range targets {
		fmt.Fprintf(&imgs, `<img src="%s">`, tg.url)
	}
	fmt.Fprintf(&imgs, `<img src="http://localhost:%s/by-name"><img src="/by-ip">`, port)
	html.Lock()
	html.s = "<!doctype html><body>" + imgs.String() + "</body>"
	html.Unlock()

	tab, tctx := newTab(t, b)
	// The tab's guard (netguard) forwards exactly the allowed origins, and
	// dials loopback only: this machine's other address stays out of
	// reach even when allowed.
	allow := []string{page.URL, "http://localhost:" + port}
	for _, tg := range targets {
		if tg.name != "127.0.0.2" {
			allow = append(allow, tg.url)
		}
	}
	if err := tab.Allow(allow...); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(tctx, chromedp.Navigate(page.URL)); err != nil {
		t.Fatalf("loading the page: %v", err)
	}
	if loop.got("/by-ip") != 1 || loop.got("/by-name") != 1 {
		t.Errorf("loopback loads: 127.0.0.1 %d, localhost %d; want 1 each", loop.got("/by-ip"), loop.got("/by-name"))
	}
	for _, tg := range targets {
		if n := tg.c.total(); n != 0 {
			t.Errorf("%s got %d requests; the browser must reach loopback only", tg.name, n)
		}
	}
	// Direct navigation is blocked too.
	for _, tg := range targets {
		_ = chromedp.Do(tctx, chromedp.Navigate(tg.url))
		if n := tg.c.total(); n != 0 {
			t.Errorf("%s got %d requests after a navigation", tg.name, n)
		}
	}
	// file:// works.
	f := filepath.Join(t.TempDir(), "page.html")
	if err := os.WriteFile(f, []byte("<title>from disk</title>"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(tctx, chromedp.Navigate("file://"+f)); err != nil {
		t.Errorf("loading a file:// page: %v", err)
	}
}

// TestRestartAfterKill kills the browser process; the next NewTab starts a
// new one, the dead one's profile is gone, and Close cleans up the new one.
func TestRestartAfterKill(t *testing.T) {
	needChromium(t)
	b, err := New(Options{Logger: testLogger()})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	old, oldCtx := newTab(t, b)
	pid, dir := b.PID(), b.ProfileDir()
	if pid == 0 || !isDir(dir) {
		t.Fatalf("running browser: pid %d, profile %q", pid, dir)
	}
	if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}

	// NewTab itself must notice the death and restart: no Start first,
	// so the tab's bound covers the start.
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	tab, err := b.NewTab(ctx)
	if err != nil {
		t.Fatalf("NewTab after the kill: %v", err)
	}
	defer tab.Close()
	tctx, tcancel := tab.Context(ctx)
	defer tcancel()
	if err := chromedp.Do(tctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatalf("the new tab does not work: %v", err)
	}
	if b.PID() == pid || b.PID() == 0 {
		t.Errorf("PID after the restart = %d, was %d", b.PID(), pid)
	}
	if isDir(dir) {
		t.Errorf("the dead browser's profile %s was not removed", dir)
	}
	if !tab.Alive() {
		t.Error("the new tab is not alive")
	}
	if old.Alive() {
		t.Error("a tab of the killed browser is alive")
	}
	if err := chromedp.Do(oldCtx, chromedp.Navigate("about:blank")); err == nil {
		t.Error("a tab of the killed browser still navigates")
	}

	newPID, newDir := b.PID(), b.ProfileDir()
	if err := b.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	if isDir(newDir) {
		t.Errorf("Close left the profile %s", newDir)
	}
	if err := syscall.Kill(newPID, 0); !errors.Is(err, syscall.ESRCH) {
		t.Errorf("the browser process %d survived Close (kill 0: %v)", newPID, err)
	}
	if n := processesUsing(newDir); n != 0 {
		t.Errorf("%d helper processes of the closed browser survive", n)
	}
	if _, err := b.NewTab(context.Background()); !errors.Is(err, ErrClosed) || !errors.Is(err, ErrUnavailable) {
		t.Errorf("NewTab after Close: %v; want ErrClosed", err)
	}
}

func isDir(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.IsDir()
}

// processesUsing counts the processes started with profile dir.
func processesUsing(dir string) int {
	entries, _ := os.ReadDir("/proc")
	n := 0
	for _, e := range entries {
		raw, err := os.ReadFile(filepath.Join("/proc", e.Name(), "cmdline"))
		if err == nil && usesProfile(raw, dir) {
			n++
		}
	}
	return n
}

// TestContexts: the caller's context bounds the start and the tab, and a
// failure is ErrUnavailable naming the context's error.
func TestContexts(t *testing.T) {
	needChromium(t)
	b, err := New(Options{Logger: testLogger()})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()

	ctx, cancel := context.WithTimeout(context.Background(), time.Millisecond)
	defer cancel()
	<-ctx.Done()
	if err := b.Start(ctx); !errors.Is(err, ErrUnavailable) || !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Start with an expired context: %v", err)
	}

	if err := b.Start(context.Background()); err != nil {
		t.Fatalf("Start after a failed start: %v", err)
	}
	cctx, ccancel := context.WithCancel(context.Background())
	ccancel()
	if _, err := b.NewTab(cctx); !errors.Is(err, ErrUnavailable) || !errors.Is(err, context.Canceled) {
		t.Errorf("NewTab with a canceled context: %v", err)
	}

	// A deadline on Tab.Context ends a chromedp action on the tab.
	tab, _ := newTab(t, b)
	stop := make(chan struct{})
	hang := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-stop:
		}
	}))
	defer hang.Close()
	defer close(stop) // the browser may still hold the request open
	dctx, dcancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
	defer dcancel()
	tctx, tcancel := tab.Context(dctx)
	defer tcancel()
	if err := tab.Allow(hang.URL); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(tctx, chromedp.Navigate(hang.URL)); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("navigating past the deadline: %v; want DeadlineExceeded", err)
	}
	if !tab.Alive() {
		t.Error("a deadline on one action killed the tab")
	}
}

func TestTrace(t *testing.T) {
	needChromium(t)
	var mu sync.Mutex
	var got []Command
	b, err := New(Options{Logger: testLogger(), Trace: func(c Command) {
		mu.Lock()
		got = append(got, c)
		mu.Unlock()
	}})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	tab, tctx := newTab(t, b, PixelOnly())
	if err := chromedp.Do(tctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	var navigated, created bool
	for _, c := range got {
		if c.SessionID == string(tab.target.SessionID) && c.Method == "Page.navigate" && strings.Contains(string(c.Params), "about:blank") {
			navigated = true
		}
		if c.SessionID == "" && c.Method == "Target.createTarget" && strings.Contains(string(c.Params), `"focus":false`) {
			created = true
		}
	}
	if !navigated || !created {
		t.Errorf("trace: navigate on the tab %v, unfocused createTarget %v", navigated, created)
	}
}

// BenchmarkStart is a cold start: a browser process up to its first tab,
// and its shutdown.
func BenchmarkStart(b *testing.B) {
	testenv.Short(b, "needs Chromium")
	for b.Loop() {
		br, err := New(Options{})
		if err != nil {
			b.Fatal(err)
		}
		tab, err := br.NewTab(context.Background(), PixelOnly())
		if err != nil {
			b.Fatal(err)
		}
		tab.Close()
		if err := br.Close(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkNewTab opens and closes a pixel tab on a warm browser.
func BenchmarkNewTab(b *testing.B) {
	testenv.Short(b, "needs Chromium")
	br, err := New(Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer br.Close()
	if err := br.Start(context.Background()); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		tab, err := br.NewTab(context.Background(), PixelOnly())
		if err != nil {
			b.Fatal(err)
		}
		tab.Close()
	}
}
