package measure

import (
	"bytes"
	"context"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/browser/browsertest"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/pause"
)

// TestSpareTabs checks W2 in a browser that keeps plain tabs opened ahead
// (browser.Options.SpareTabs, as witness-w2 serve runs it): a verification
// measures its pages in tabs opened before it started (navigations go to
// spares' sessions), its verdict is byte for byte the verdict of one that
// opened its tabs itself, the spares are opened again when it ends, and
// after the browser died no spare of the dead one is used: the next
// verification passes on a new browser.
func TestSpareTabs(t *testing.T) {
	browsertest.Need(t) // its own browsers: the trace and the kill are this test's
	var mu sync.Mutex
	seen := map[string]bool{} // sessions that sent a command so far
	var navigated []string    // sessions of Page.navigate
	trace := func(c browser.Command) {
		mu.Lock()
		defer mu.Unlock()
		if c.Method == "Page.navigate" {
			navigated = append(navigated, c.SessionID)
		}
		seen[c.SessionID] = true
	}
	ctx := context.Background()
	j := benchJob(t, t.TempDir())
	encode := func(r Result) []byte {
		t.Helper()
		if r.Verdict.Verdict != events.VerdictPass {
			t.Fatalf("verdict %s %s %+v", r.Verdict.Verdict, r.Verdict.Error, r.Verdict.Concerns)
		}
		b, err := events.Encode(r.Verdict)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	plain, err := browser.New(browser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := encode(verify(ctx, plain, j))
	_ = plain.Close()

	br, err := browser.New(browser.Options{Trace: trace, SpareTabs: 3})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = br.Close() })
	full := func() {
		t.Helper()
		if err := pause.Poll(ctx, time.Minute, 20*time.Millisecond, func() (bool, error) {
			return br.ReadySpares() == 3, nil
		}); err != nil {
			t.Fatalf("3 spares not ready: %v", err)
		}
	}
	if got := encode(verify(ctx, br, j)); !bytes.Equal(got, want) {
		t.Errorf("the first verification (no spare ready yet) differs:\n%s\nwant:\n%s", got, want)
	}
	full() // opened as the first verification's tabs closed
	mu.Lock()
	before := map[string]bool{}
	for s := range seen {
		before[s] = true
	}
	navigated = nil
	mu.Unlock()
	if got := encode(verify(ctx, br, j)); !bytes.Equal(got, want) {
		t.Errorf("with spares the verdict differs:\n%s\nwithout:\n%s", got, want)
	}
	mu.Lock()
	pages := 0
	for _, s := range navigated {
		if before[s] {
			pages++
		}
	}
	n := len(navigated)
	mu.Unlock()
	if pages == 0 || n == 0 {
		t.Errorf("%d of %d navigations in tabs opened before the verification", pages, n)
	}
	full() // filled again after the verification

	// A dead browser's spares are never handed out.
	pid := br.PID()
	if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	if err := pause.Poll(ctx, time.Minute, 20*time.Millisecond, func() (bool, error) { return br.PID() != pid, nil }); err != nil {
		t.Fatalf("the killed browser still counts as running: %v", err)
	}
	if got := encode(verify(ctx, br, j)); !bytes.Equal(got, want) {
		t.Errorf("after the crash the verdict differs:\n%s", got)
	}
}
