//go:build linux

package browser

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/pause"
	"github.com/tribunal-dev/tribunal/internal/pause/pausetest"
)

// The red team of file:// confinement (docs/SECURITY.md, "Product
// roots"): a page inside an allowed product root tries every route it has
// to a file outside it. The oracle is the kernel's, not the browser's:
// inotify reports every open of a file in the secret directories, by any
// process. Each route is first run in a browser without confinement
// (the control: the route is real when the secret is opened there), then
// in a confined one, where the route's request must be reported blocked
// and no secret file may be opened at all; a page inside the root must
// still load its own files.

// opens watches directories with inotify and counts IN_OPEN / IN_ACCESS
// events per file name (a directory itself counts under its own path).
type opens struct {
	fd    int
	mu    sync.Mutex
	wd    map[int32]string
	count map[string]int
	syncs int
	stop  chan struct{}
	done  chan struct{}
}

func watchOpens(t *testing.T, dirs ...string) *opens {
	t.Helper()
	fd, err := syscall.InotifyInit1(syscall.IN_NONBLOCK | syscall.IN_CLOEXEC)
	if err != nil {
		t.Fatal(err)
	}
	o := &opens{fd: fd, wd: map[int32]string{}, count: map[string]int{}, stop: make(chan struct{}), done: make(chan struct{})}
	for _, d := range dirs {
		wd, err := syscall.InotifyAddWatch(fd, d, syscall.IN_OPEN|syscall.IN_ACCESS)
		if err != nil {
			t.Fatal(err)
		}
		o.wd[int32(wd)] = d
	}
	go o.read()
	t.Cleanup(func() { close(o.stop); <-o.done; syscall.Close(fd) })
	return o
}

func (o *opens) read() {
	defer close(o.done)
	buf := make([]byte, 64<<10)
	for {
		n, err := syscall.Read(o.fd, buf)
		if err != nil || n <= 0 {
			select {
			case <-o.stop:
				return
			case <-time.After(10 * time.Millisecond):
			}
			continue
		}
		for off := 0; off+syscall.SizeofInotifyEvent <= n; {
			wd := int32(binary.NativeEndian.Uint32(buf[off:]))
			nameLen := int(binary.NativeEndian.Uint32(buf[off+12:]))
			name := string(bytes.TrimRight(buf[off+syscall.SizeofInotifyEvent:off+syscall.SizeofInotifyEvent+nameLen], "\x00"))
			o.mu.Lock()
			o.count[filepath.Join(o.wd[wd], name)]++
			o.mu.Unlock()
			off += syscall.SizeofInotifyEvent + nameLen
		}
	}
}

// matching counts the events on the file or directory named s and on
// everything below such a directory.
func (o *opens) matching(s string) int {
	return countMatching(o.snapshot(), s)
}

// sync returns once every event before the call has been counted: it
// opens a marker file in dir (a watched directory) and waits for its
// event, which the kernel queues after all earlier ones.
func (o *opens) sync(t *testing.T, dir string) {
	t.Helper()
	o.mu.Lock()
	o.syncs++
	name := fmt.Sprintf("sync-marker-%d", o.syncs)
	o.mu.Unlock()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	pausetest.WaitFor(t, 30*time.Second, func() error {
		if o.matching(name) == 0 {
			return errors.New("inotify has not reported the marker file")
		}
		return nil
	})
}

func (o *opens) snapshot() map[string]int {
	o.mu.Lock()
	defer o.mu.Unlock()
	out := map[string]int{}
	for p, c := range o.count {
		out[p] = c
	}
	return out
}

// route is one way out of the product root. Its page, served from the
// root (or from a loopback HTTP server when http is set), reaches for the
// secret named after the route: secret/<name>.txt, or what secretName
// says. goTo, when set, is where the tab navigates instead of the page.
type route struct {
	name   string
	html   string // with S = the secret directory, R = the root directory
	http   bool
	goTo   string
	secret string // default name + ".txt"
	// via is what the blocked URL holds when it is not the secret's name
	// (a symlink inside the root).
	via string
}

func (r route) secretName() string {
	if r.secret != "" {
		return r.secret
	}
	return r.name + ".txt"
}

func (r route) blockedAs() string {
	if r.via != "" {
		return r.via
	}
	return r.secretName()
}

var routes = []route{
	{name: "iframe", html: `<iframe src="file://S/iframe.txt"></iframe>`},
	{name: "iframe-relative-dotdot", html: `<iframe src="../secret/iframe-relative-dotdot.txt"></iframe>`},
	{name: "iframe-escaped-dotdot", html: `<iframe src="%2e%2e/secret/iframe-escaped-dotdot.txt"></iframe>`},
	{name: "iframe-symlink", html: `<iframe src="link-iframe-symlink"></iframe>`, via: "link-iframe-symlink"},
	{name: "iframe-dir-symlink", html: `<iframe src="link-dir/inside-linked-dir.txt"></iframe>`, secret: "inside-linked-dir.txt"},
	{name: "iframe-directory-listing", html: `<iframe src="file://S/listing/"></iframe>`, secret: "listing"},
	{name: "object", html: `<object data="file://S/object.txt"></object>`},
	{name: "embed", html: `<embed src="file://S/embed.txt">`},
	{name: "img", html: `<img src="file://S/img.txt">`},
	{name: "script", html: `<script src="file://S/script.txt"></script>`},
	{name: "stylesheet", html: `<link rel="stylesheet" href="file://S/stylesheet.txt">`},
	{name: "css-import", html: `<style>@import url("file://S/css-import.txt");</style>`},
	{name: "css-background", html: `<div style="width:50px;height:50px;background:url('file://S/css-background.txt')"></div>`},
	{name: "font", html: `<style>@font-face{font-family:x;src:url("file://S/font.txt")} p{font-family:x}</style><p>text</p>`},
	{name: "base-href", html: `<base href="file://S/"><img src="base-href.txt">`},
	{name: "fetch", html: `<script>fetch("file://S/fetch.txt").catch(() => {})</script>`},
	{name: "xhr", html: `<script>try { const x = new XMLHttpRequest(); x.open("GET", "file://S/xhr.txt"); x.send() } catch (e) {}</script>`},
	{name: "worker", html: `<script>try { new Worker("file://S/worker.txt") } catch (e) {}</script>`},
	{name: "link-click", html: `<a id="a" href="file://S/link-click.txt">x</a><script>document.getElementById("a").click()</script>`},
	{name: "window-location", html: `<script>window.location = "file://S/window-location.txt"</script>`},
	{name: "meta-refresh", html: `<meta http-equiv="refresh" content="0;url=file://S/meta-refresh.txt">`},
	{name: "form-submit", html: `<form id="f" action="file://S/form-submit.txt"></form><script>document.getElementById("f").submit()</script>`},
	{name: "window-open", html: `<script>window.open("file://S/window-open.txt")</script>`},
	{name: "top-level", goTo: "file://S/top-level.txt"},
	{name: "top-level-symlink", goTo: "file://R/link-top-level-symlink", via: "link-top-level-symlink"},
	{name: "http-redirect", http: true, goTo: "/redirect?to=file://S/http-redirect.txt"},
	{name: "http-iframe", http: true, html: `<iframe src="file://S/http-iframe.txt"></iframe>`},
	{name: "http-location", http: true, html: `<script>window.location = "file://S/http-location.txt"</script>`},
}

// mustBeLive are routes that an unconfined browser really takes (the
// control run must open their secret), so that the confined run proves
// something. The others may be closed by Chromium itself; the confined
// run checks them all the same.
var mustBeLive = []string{
	"iframe", "iframe-relative-dotdot", "iframe-symlink", "iframe-dir-symlink", "iframe-directory-listing",
	"img", "script", "stylesheet", "link-click", "window-location", "meta-refresh", "top-level", "top-level-symlink",
}

type redTeam struct {
	root, allowed, secret string
	srv                   *httptest.Server
}

func newRedTeam(t *testing.T) *redTeam {
	t.Helper()
	base, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	rt := &redTeam{root: base, allowed: filepath.Join(base, "allowed"), secret: filepath.Join(base, "secret")}
	for _, d := range []string{rt.allowed, filepath.Join(rt.secret, "listing"), filepath.Join(rt.secret, "linked-dir")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write := func(p, s string) {
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	expand := func(s string) string {
		return strings.NewReplacer("S/", rt.secret+"/", "R/", rt.allowed+"/").Replace(s)
	}
	for _, r := range routes {
		write(filepath.Join(rt.secret, r.name+".txt"), "SECRET "+r.name)
		if r.html != "" && !r.http {
			write(filepath.Join(rt.allowed, r.name+".html"), "<!doctype html><html><body>"+expand(r.html)+"</body></html>")
		}
	}
	write(filepath.Join(rt.secret, "listing", "entry.txt"), "SECRET listing")
	write(filepath.Join(rt.secret, "linked-dir", "inside-linked-dir.txt"), "SECRET linked dir")
	for link, target := range map[string]string{
		"link-iframe-symlink":    filepath.Join(rt.secret, "iframe-symlink.txt"),
		"link-top-level-symlink": filepath.Join(rt.secret, "top-level-symlink.txt"),
		"link-dir":               filepath.Join(rt.secret, "linked-dir"),
	} {
		if err := os.Symlink(target, filepath.Join(rt.allowed, link)); err != nil {
			t.Fatal(err)
		}
	}
	// The positive control: a page inside the root with its own frame.
	write(filepath.Join(rt.allowed, "own.html"), `<!doctype html><iframe src="own-frame.txt"></iframe><img src="sub/own.png">`)
	write(filepath.Join(rt.allowed, "own-frame.txt"), "mine")
	if err := os.MkdirAll(filepath.Join(rt.allowed, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	write(filepath.Join(rt.allowed, "sub", "own.png"), "not really a png")

	mux := http.NewServeMux()
	mux.HandleFunc("/redirect", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, r.URL.Query().Get("to"), http.StatusFound)
	})
	for _, r := range routes {
		if r.http && r.html != "" {
			page := "<!doctype html><html><body>" + expand(r.html) + "</body></html>"
			mux.HandleFunc("/"+r.name, func(w http.ResponseWriter, _ *http.Request) {
				w.Header().Set("Content-Type", "text/html")
				fmt.Fprint(w, page)
			})
		}
	}
	rt.srv = httptest.NewServer(mux)
	t.Cleanup(rt.srv.Close)
	return rt
}

// url is where a tab goes for route r.
func (rt *redTeam) url(r route) string {
	switch {
	case r.goTo != "" && r.http:
		return rt.srv.URL + strings.NewReplacer("S/", rt.secret+"/").Replace(r.goTo)
	case r.goTo != "":
		return strings.NewReplacer("S/", rt.secret+"/", "R/", rt.allowed+"/").Replace(r.goTo)
	case r.http:
		return rt.srv.URL + "/" + r.name
	}
	return "file://" + filepath.Join(rt.allowed, r.name+".html")
}

// tabOpenTimeout bounds opening a tab in the red-team tests: generous,
// a limit for a loaded machine, not a measurement.
const tabOpenTimeout = 2 * time.Minute

// visit opens one tab per URL, a few at a time, navigates it (errors are
// expected: blocked navigations fail) and keeps each tab open until done
// says so or the deadline passes, then closes it. The deadline counts
// from the open tab: opening one waits as long as a loaded machine needs
// (tabOpenTimeout), so that a slow start never reads as a route the
// browser failed to block.
func visit(t *testing.T, b *Browser, urls []string, done func(i int) bool, deadline time.Duration) {
	t.Helper()
	sem := make(chan struct{}, 6)
	var wg sync.WaitGroup
	for i, u := range urls {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			octx, ocancel := context.WithTimeout(context.Background(), tabOpenTimeout)
			tab, err := b.NewTab(octx)
			ocancel()
			if err != nil {
				t.Errorf("NewTab: %v", err)
				return
			}
			defer tab.Close()
			// As the witnesses do: the tab may reach the origin it is
			// sent to (nothing for a file:// URL).
			if err := tab.Allow(u); err != nil {
				t.Errorf("Allow: %v", err)
				return
			}
			ctx, cancel := context.WithTimeout(context.Background(), deadline)
			defer cancel()
			tctx, tcancel := tab.Context(ctx)
			defer tcancel()
			start := time.Now()
			_ = chromedp.Do(tctx, chromedp.Navigate(u))
			nav := time.Since(start)
			_ = pause.Poll(ctx, 0, 50*time.Millisecond, func() (bool, error) { return done(i), nil })
			t.Logf("visit %s: navigate %v, done %v", u[strings.LastIndex(u, "/")+1:], nav.Round(time.Millisecond), time.Since(start).Round(time.Millisecond))
		}()
	}
	wg.Wait()
}

func TestConfineRedTeam(t *testing.T) {
	needChromium(t)
	// Beside the other red team: each has its own servers, files and
	// watches, and waits on the browser far more than it computes.
	t.Parallel()
	rt := newRedTeam(t)
	watch := watchOpens(t, rt.secret, filepath.Join(rt.secret, "listing"), filepath.Join(rt.secret, "linked-dir"), rt.allowed, filepath.Join(rt.allowed, "sub"))
	urls := make([]string, len(routes))
	for i, r := range routes {
		urls[i] = rt.url(r)
	}

	// Control: the same routes without confinement.
	free, err := New(Options{Logger: testLogger()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { free.Close() })
	visit(t, free, urls, func(i int) bool { return watch.matching(routes[i].secretName()) > 0 }, 8*time.Second)
	free.Close()
	watch.sync(t, rt.allowed)
	live := map[string]bool{}
	for _, r := range routes {
		live[r.name] = watch.matching(r.secretName()) > 0
	}
	for _, name := range mustBeLive {
		if !live[name] {
			t.Errorf("control: an unconfined browser never opened the secret of route %s: the route tests nothing", name)
		}
	}
	if t.Failed() {
		t.Fatalf("control opens: %v", watch.snapshot())
	}

	// Confined: every route's secret is blocked, none is opened.
	roots, err := NewFileRoots(rt.allowed)
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var blocked []string
	confined, err := New(Options{Logger: testLogger(), Files: roots, Blocked: func(u string) {
		mu.Lock()
		blocked = append(blocked, u)
		mu.Unlock()
	}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { confined.Close() })
	sawBlocked := func(name string) bool {
		mu.Lock()
		defer mu.Unlock()
		return slices.ContainsFunc(blocked, func(u string) bool { return strings.Contains(u, name) })
	}
	watch.sync(t, rt.allowed)
	before := watch.snapshot()
	deadline := 20 * time.Second
	visit(t, confined, urls, func(i int) bool {
		r := routes[i]
		if !live[r.name] {
			// Chromium closes it itself: nothing to wait for but the page.
			return true
		}
		return sawBlocked(r.blockedAs())
	}, deadline)
	watch.sync(t, rt.allowed)
	for _, r := range routes {
		n := watch.matching(r.secretName()) - countMatching(before, r.secretName())
		if n != 0 {
			t.Errorf("route %s: a confined browser opened the secret (%d events; before %v, after %v)", r.name, n, before, watch.snapshot())
		}
		if live[r.name] && !sawBlocked(r.blockedAs()) {
			t.Errorf("route %s: the confined browser never reported blocking it", r.name)
		}
		t.Logf("route %-26s live without confinement: %v", r.name, live[r.name])
	}

	// Positive control: a page inside the root loads its own files.
	watch.sync(t, rt.allowed)
	mark := watch.snapshot()
	own := []string{"file://" + filepath.Join(rt.allowed, "own.html")}
	visit(t, confined, own, func(int) bool {
		return watch.matching("own-frame.txt") > countMatching(mark, "own-frame.txt") &&
			watch.matching("own.png") > countMatching(mark, "own.png")
	}, deadline)
	if watch.matching("own-frame.txt") == countMatching(mark, "own-frame.txt") || watch.matching("own.png") == countMatching(mark, "own.png") {
		t.Errorf("a confined page could not load its own frame and image: %v", watch.snapshot())
	}
	if sawBlocked("own-frame") || sawBlocked("own.png") || sawBlocked("own.html") {
		t.Errorf("a file inside the root was blocked: %v", blocked)
	}
}

func countMatching(m map[string]int, s string) int {
	n := 0
	for p, c := range m {
		if strings.HasSuffix(p, "/"+s) || strings.Contains(p, "/"+s+"/") {
			n += c
		}
	}
	return n
}
