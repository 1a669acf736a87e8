package measure

import (
	"bytes"
	"context"
	"maps"
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
//
// Spares open in the background; the trace shows them: a session that
// sends commands and never navigates is a spare (a verification's tabs
// navigate).
func TestSpareTabs(t *testing.T) {
	browsertest.Need(t) // its own browsers: the trace and the kill are this test's
	var mu sync.Mutex
	seen := map[string]bool{}        // sessions that sent a command so far
	navigatedIn := map[string]bool{} // sessions that sent Page.navigate
	var navigated []string           // sessions of Page.navigate, in order
	trace := func(c browser.Command) {
		mu.Lock()
		defer mu.Unlock()
		if c.Method == "Page.navigate" {
			navigated = append(navigated, c.SessionID)
			navigatedIn[c.SessionID] = true
		}
		if c.SessionID != "" {
			seen[c.SessionID] = true
		}
	}
	// snapshot is the sessions seen so far (and clears navigated).
	snapshot := func() map[string]bool {
		mu.Lock()
		defer mu.Unlock()
		navigated = nil
		return maps.Clone(seen)
	}
	// spares waits until n sessions that never navigated appeared after
	// the snapshot since.
	spares := func(since map[string]bool, n int) {
		t.Helper()
		if err := pause.Poll(context.Background(), time.Minute, 20*time.Millisecond, func() (bool, error) {
			mu.Lock()
			defer mu.Unlock()
			k := 0
			for s := range seen {
				if !since[s] && !navigatedIn[s] {
					k++
				}
			}
			return k >= n, nil
		}); err != nil {
			t.Fatalf("%d spares not opened: %v", n, err)
		}
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
	// A pixel tab (never a plain spare) to learn the browser's process
	// and see it die.
	probe, err := br.NewTab(ctx, browser.PixelOnly())
	if err != nil {
		t.Fatal(err)
	}
	pid := browsertest.PID(probe)

	start := snapshot()
	if got := encode(verify(ctx, br, j)); !bytes.Equal(got, want) {
		t.Errorf("the first verification (no spare ready yet) differs:\n%s\nwant:\n%s", got, want)
	}
	spares(start, 3) // opened as the first verification's tabs closed
	// Until one verification finds a spare ready (they open in the
	// background), each with the verdict of one without spares.
	var before map[string]bool
	pages, n := 0, 0
	for deadline := time.Now().Add(time.Minute); pages == 0 && time.Now().Before(deadline); {
		before = snapshot()
		if got := encode(verify(ctx, br, j)); !bytes.Equal(got, want) {
			t.Errorf("with spares the verdict differs:\n%s\nwithout:\n%s", got, want)
		}
		mu.Lock()
		for _, s := range navigated {
			if before[s] {
				pages++
			}
		}
		n = len(navigated)
		mu.Unlock()
	}
	if pages == 0 || n == 0 {
		t.Errorf("%d of %d navigations in tabs opened before the verification", pages, n)
	}
	spares(before, 1) // opened again after the verification

	// A dead browser's spares are never handed out.
	if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	if err := pause.Poll(ctx, time.Minute, 20*time.Millisecond, func() (bool, error) { return !probe.Alive(), nil }); err != nil {
		t.Fatalf("the killed browser still counts as running: %v", err)
	}
	if got := encode(verify(ctx, br, j)); !bytes.Equal(got, want) {
		t.Errorf("after the crash the verdict differs:\n%s", got)
	}
}
