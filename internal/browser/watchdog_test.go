package browser

import (
	"context"
	"errors"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/cdproto/inspector"
	"github.com/chromedp/chromedp"
)

// profileProcs counts the processes of the browser in profile dir, and
// its renderers among them. Chromium's zygote children (renderers)
// rewrite their command line into one string, so arguments end in NUL
// or a space.
func profileProcs(dir string) (all, renderers int) {
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		raw, err := os.ReadFile(filepath.Join("/proc", e.Name(), "cmdline"))
		if err != nil {
			continue
		}
		args := strings.FieldsFunc(string(raw), func(r rune) bool { return r == 0 || r == ' ' })
		if slices.Contains(args, "--user-data-dir="+dir) {
			all++
			if slices.Contains(args, "--type=renderer") {
				renderers++
			}
		}
	}
	return all, renderers
}

func renderersOf(dir string) int {
	_, n := profileProcs(dir)
	return n
}

// TestHostilePageLetsGo: a page that never yields its main thread (or
// blocks it with dialogs, or floods the browser with windows, or balloons
// its memory, or builds a 1M-node DOM) holds its tab only until the caller's context ends: the
// browser still answers a browser-level question (Check) while the page
// loops, closing the tab from the browser's session ends the page's
// renderer without the page's help, and the next tab works. Restart
// kills a browser whose page still loops, with every process of its
// profile, and the next tab gets a fresh browser. This is what the
// witnesses' job deadline relies on (internal/witness).
func TestHostilePageLetsGo(t *testing.T) {
	needChromium(t)
	b, err := New(Options{Logger: testLogger()})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	sctx, scancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer scancel()
	if err := b.Start(sctx); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, page string
		hangs      bool // navigation does not complete
		// oom: the page may run its renderer out of memory before the
		// caller's deadline (how soon depends on the machine's speed):
		// then the renderer crashes instead of hanging the navigation.
		oom bool
	}{
		{"busy loop", `<script>for(;;){}</script>`, true, false},
		{"busy timer", `<p>x</p><script>setTimeout(()=>{for(;;){}},0)</script>`, false, false},
		{"dialog loop", `<script>for(;;){alert(1);confirm(2);prompt(3)}</script>`, true, false},
		{"print loop", `<script>for(;;){print()}</script>`, true, false},
		{"beforeunload", `<script>onbeforeunload=e=>{e.preventDefault();return e.returnValue='stay'}</script><p>x</p>`, false, false},
		{"window.open storm", `<script>setInterval(()=>{for(let i=0;i<50;i++)window.open('about:blank')},1)</script>`, false, false},
		{"memory balloon", `<script>let a=[];for(;;){a.push(new Array(1e6).fill(Math.random()))}</script>`, true, true},
		{"1M-node DOM", `<script>{const f=document.createDocumentFragment();for(let i=0;i<1e6;i++)f.appendChild(document.createElement('i'));document.body.appendChild(f)}</script>`, false, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := b.ProfileDir()
			base := renderersOf(dir) // the browser's first, blank page
			// Opening the tab is not what is tested: it has the time a
			// loaded machine needs; the page then has 3 s.
			octx, ocancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer ocancel()
			tab, err := b.NewTab(octx)
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
			defer cancel()
			if n := renderersOf(dir); n <= base {
				t.Fatalf("%d renderers with the tab open, %d before: the count sees nothing", n, base)
			}
			tctx, tcancel := tab.Context(ctx)
			crashed := make(chan struct{})
			var once sync.Once
			if err := chromedp.Listen(tctx, func(ev any) {
				if _, ok := ev.(*inspector.EventTargetCrashed); ok {
					once.Do(func() { close(crashed) })
				}
			}); err != nil {
				t.Fatal(err)
			}
			err = chromedp.Do(tctx, chromedp.Navigate("data:text/html,"+url.PathEscape(c.page)))
			hung := errors.Is(err, context.DeadlineExceeded)
			switch {
			case c.oom && !hung:
				// A renderer that dies ends the navigation (with or
				// without an error) before the deadline; the tab says
				// it crashed (Inspector.targetCrashed).
				select {
				case <-crashed:
					t.Logf("the renderer ran out of memory before the deadline (navigation: %v)", err)
				case <-time.After(5 * time.Second):
					t.Errorf("navigation: %v, and the renderer did not crash; want the caller's deadline, or the renderer out of memory", err)
				}
			case c.hangs && err == nil:
				t.Errorf("navigation completed; the page was meant to hang it")
			case c.hangs && !hung:
				t.Errorf("navigation: %v, want the caller's deadline", err)
			}
			// The page still runs (or hangs): the browser answers anyway.
			cctx, ccancel := context.WithTimeout(context.Background(), 2*time.Second)
			if err := b.Check(cctx); err != nil {
				t.Errorf("Check while the page runs: %v", err)
			}
			ccancel()
			<-tctx.Done()
			tcancel()
			start := time.Now()
			if err := tab.Close(); err != nil {
				t.Errorf("Close: %v", err)
			}
			if d := time.Since(start); d > 5*time.Second {
				t.Errorf("Close took %s", d)
			}
			// The page's renderer is gone.
			for deadline := time.Now().Add(5 * time.Second); renderersOf(dir) > base; time.Sleep(50 * time.Millisecond) {
				if time.Now().After(deadline) {
					t.Fatalf("%d renderer(s) still running 5s after Close, %d before the tab", renderersOf(dir), base)
				}
			}
			// And the browser serves the next page.
			nctx, ncancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer ncancel()
			next, err := b.NewTab(nctx)
			if err != nil {
				t.Fatal(err)
			}
			defer next.Close()
			ntctx, ntcancel := next.Context(nctx)
			defer ntcancel()
			got, err := chromedp.Run(ntctx, chromedp.Evaluate[string](`"ok"`))
			if err != nil || got != "ok" {
				t.Errorf("the next tab: %q, %v", got, err)
			}
		})
	}

	t.Run("restart", func(t *testing.T) {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		tab, err := b.NewTab(ctx)
		if err != nil {
			t.Fatal(err)
		}
		defer tab.Close()
		pid, dir := b.PID(), b.ProfileDir()
		tctx, tcancel := tab.Context(context.Background())
		defer tcancel()
		go func() { _ = chromedp.Do(tctx, chromedp.Navigate("data:text/html,<script>for(;;){}</script>")) }()
		time.Sleep(500 * time.Millisecond)
		if err := b.Restart(); err != nil {
			t.Fatalf("Restart: %v", err)
		}
		if err := syscall.Kill(pid, 0); !errors.Is(err, syscall.ESRCH) {
			t.Errorf("the browser process %d survived Restart (kill 0: %v)", pid, err)
		}
		for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(50 * time.Millisecond) {
			n, r := profileProcs(dir)
			if n == 0 {
				break
			}
			if time.Now().After(deadline) {
				t.Errorf("%d processes (%d renderers) of the restarted browser survive", n, r)
				break
			}
		}
		if isDir(dir) {
			t.Errorf("Restart left the profile %s", dir)
		}
		select {
		case <-tctx.Done():
		case <-time.After(5 * time.Second):
			t.Error("the looping tab's context did not end with its browser")
		}
		nctx, ncancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer ncancel()
		next, err := b.NewTab(nctx)
		if err != nil {
			t.Fatalf("NewTab after Restart: %v", err)
		}
		defer next.Close()
		if b.PID() == pid || b.PID() == 0 {
			t.Errorf("PID after Restart = %d, was %d", b.PID(), pid)
		}
		ntctx, ntcancel := next.Context(nctx)
		defer ntcancel()
		if got, err := chromedp.Run(ntctx, chromedp.Evaluate[string](`"ok"`)); err != nil || got != "ok" {
			t.Errorf("the tab after Restart: %q, %v", got, err)
		}
	})
}
