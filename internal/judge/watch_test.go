package judge

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/judge/judgetest"
	"github.com/tribunal-dev/tribunal/internal/pause/pausetest"
	"github.com/tribunal-dev/tribunal/internal/render"
	"github.com/tribunal-dev/tribunal/internal/w3view"
)

// TestWatch: what is pending at the start is reported, then each new
// candidate and hold once as it arrives, each as one line; the watch
// ends cleanly with its context.
func TestWatch(t *testing.T) {
	l := judgetest.Start(t)
	c := dial(t, l)
	l.Candidate(t, "early")
	ctx, cancel := context.WithCancel(context.Background())
	var (
		mu  sync.Mutex
		got []govern.Pending
		out bytes.Buffer
	)
	done := make(chan error, 1)
	go func() {
		done <- c.Watch(ctx, 20*time.Millisecond, func(p govern.Pending) error {
			mu.Lock()
			defer mu.Unlock()
			got = append(got, p)
			return PendingLine.Write(&out, render.Text, PendingItem{Pending: p, Commands: w3view.Commands{Prog: "judge"}})
		})
	}()
	l.Candidate(t, "late")
	l.HoldBaselineDiff(t, "held", events.VerdictPass)
	pausetest.WaitFor(t, 30*time.Second, func() error {
		mu.Lock()
		defer mu.Unlock()
		if len(got) < 3 {
			return fmt.Errorf("%d items seen", len(got))
		}
		return nil
	})
	time.Sleep(100 * time.Millisecond) // several more polls: nothing repeats
	cancel()
	if err := <-done; err != nil {
		t.Fatalf("watch ended with %v", err)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(got) != 3 || got[0].RequestID != "early" || got[1].RequestID != "late" || got[2].RequestID != "held" || got[2].Action != govern.ActionRebaseline {
		t.Errorf("watched %+v", got)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[0], "PASS_CANDIDATE  early") || !strings.Contains(lines[2], "judge rebaseline held --reason TEXT") {
		t.Errorf("lines:\n%s", out.String())
	}
}
