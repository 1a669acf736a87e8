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

// ready is how many spares are ready now.
func (s *Spares) readyTabs() []*browser.Tab {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]*browser.Tab(nil), s.ready...)
}

// TestSpares checks that a verification with Spares measures its pages in
// the tabs opened ahead (every navigation of the verification goes to a
// spare's session), that its verdict is byte for byte the verdict of a
// verification that opened its tabs itself, that the spares are opened
// again when it ends, and that after the browser died no spare of the
// dead one is handed out: the next verification passes on a new browser.
func TestSpares(t *testing.T) {
	browsertest.Need(t) // its own browser: the trace and the kill are this test's
	var mu sync.Mutex
	var navigated []string // sessions of Page.navigate
	br, err := browser.New(browser.Options{Trace: func(c browser.Command) {
		if c.Method == "Page.navigate" {
			mu.Lock()
			navigated = append(navigated, c.SessionID)
			mu.Unlock()
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = br.Close() })
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
	want := encode(Verify(ctx, br, j))

	sp := NewSpares(br, 3, nil)
	t.Cleanup(sp.Close)
	full := func() {
		t.Helper()
		if err := pause.Poll(ctx, time.Minute, 20*time.Millisecond, func() (bool, error) {
			return len(sp.readyTabs()) == 3, nil
		}); err != nil {
			t.Fatalf("3 spares not ready: %v", err)
		}
	}
	sp.Fill()
	full()
	spare := map[string]bool{}
	for _, tab := range sp.readyTabs() {
		spare[tab.SessionID()] = true
	}
	mu.Lock()
	navigated = nil
	mu.Unlock()
	got := encode(Options{Spares: sp}.Verify(ctx, br, j))
	if !bytes.Equal(got, want) {
		t.Errorf("with spares the verdict differs:\n%s\nwithout:\n%s", got, want)
	}
	mu.Lock()
	pages := 0
	for _, s := range navigated {
		if spare[s] {
			pages++
		}
	}
	mu.Unlock()
	if pages == 0 || len(navigated) == 0 {
		t.Errorf("%d of %d navigations in spare tabs", pages, len(navigated))
	}
	for s := range spare {
		for _, tab := range sp.readyTabs() {
			if tab.SessionID() == s {
				t.Errorf("spare %s is still ready after the verification took it", s)
			}
		}
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
	if got := encode(Options{Spares: sp}.Verify(ctx, br, j)); !bytes.Equal(got, want) {
		t.Errorf("after the crash the verdict differs:\n%s", got)
	}
}
