package netquiet

import (
	"context"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
)

func started(id string, typ network.ResourceType) *network.EventRequestWillBeSent {
	return &network.EventRequestWillBeSent{RequestID: network.RequestID(id), Type: typ}
}

// Table of event sequences and what Wait reports right after them, with a
// window the test waits out.
func TestWait(t *testing.T) {
	const window = 30 * time.Millisecond
	for _, tc := range []struct {
		name  string
		evs   []any
		quiet bool
		open  int
	}{
		{"nothing", nil, true, 0},
		{"one open", []any{started("1", network.ResourceTypeScript)}, false, 1},
		{"finished", []any{started("1", network.ResourceTypeScript), &network.EventLoadingFinished{RequestID: "1"}}, true, 0},
		{"failed", []any{started("1", network.ResourceTypeStylesheet), &network.EventLoadingFailed{RequestID: "1"}}, true, 0},
		{"redirect is one request", []any{started("1", network.ResourceTypeScript), started("1", network.ResourceTypeScript), &network.EventLoadingFinished{RequestID: "1"}}, true, 0},
		{"web socket ignored", []any{started("1", network.ResourceTypeWebSocket)}, true, 0},
		{"event stream ignored", []any{started("1", network.ResourceTypeEventSource)}, true, 0},
		{"stray end ignored", []any{&network.EventLoadingFinished{RequestID: "9"}}, true, 0},
		{"one of two open", []any{started("1", network.ResourceTypeScript), started("2", network.ResourceTypeFetch), &network.EventLoadingFinished{RequestID: "2"}}, false, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := New()
			for _, ev := range tc.evs {
				w.Event(ev)
			}
			quiet, err := w.Wait(context.Background(), window, time.Now().Add(10*window))
			if err != nil || quiet != tc.quiet || w.Open() != tc.open {
				t.Errorf("Wait = %v, %v; Open = %d; want %v, nil; %d", quiet, err, w.Open(), tc.quiet, tc.open)
			}
		})
	}
}

// A request that ends while Wait waits wakes it, and the window restarts
// from the end; Gen counts the start and the end.
func TestWaitWakes(t *testing.T) {
	w := New()
	w.Event(started("1", network.ResourceTypeScript))
	go func() {
		time.Sleep(20 * time.Millisecond)
		w.Event(&network.EventLoadingFinished{RequestID: "1"})
	}()
	quiet, err := w.Wait(context.Background(), 10*time.Millisecond, time.Now().Add(10*time.Second))
	if !quiet || err != nil || w.Gen() != 2 {
		t.Fatalf("Wait = %v, %v; Gen %d; want true, nil; 2", quiet, err, w.Gen())
	}
}

// A context that ends ends the wait with its cause.
func TestWaitContext(t *testing.T) {
	w := New()
	w.Event(started("1", network.ResourceTypeScript))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := w.Wait(ctx, time.Millisecond, time.Now().Add(time.Second)); err == nil {
		t.Fatal("Wait on an ended context succeeded")
	}
}
