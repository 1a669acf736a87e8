// Package netquiet tells when a tab's network has gone quiet, from the
// DevTools Network domain's own request accounting: Network.requestWillBeSent
// opens a request, loadingFinished or loadingFailed closes it. Either witness
// may use it; it reads no document and runs no script.
package netquiet

import (
	"context"
	"sync"
	"time"

	"github.com/chromedp/cdproto/network"
)

// ignored are request types that stay open by design and say nothing about
// whether the page has loaded.
var ignored = map[network.ResourceType]bool{
	network.ResourceTypeEventSource: true,
	network.ResourceTypeWebSocket:   true,
	network.ResourceTypePing:        true,
}

// Watch follows one tab's requests. Pass Event to chromedp.Listen (it runs
// on the tab's reader goroutine); the other methods may be called from any
// goroutine.
type Watch struct {
	mu      sync.Mutex
	changed chan struct{} // closed and replaced on every change
	open    map[network.RequestID]bool
	last    time.Time // when a request last started or ended (our clock)
	gen     int       // bumped by every request that starts or ends
}

// New returns a Watch that has seen no request.
func New() *Watch {
	return &Watch{changed: make(chan struct{}), open: map[network.RequestID]bool{}, last: time.Now()}
}

// Event is a chromedp listener.
func (w *Watch) Event(ev any) {
	w.mu.Lock()
	defer w.mu.Unlock()
	switch ev := ev.(type) {
	case *network.EventRequestWillBeSent:
		if ignored[ev.Type] {
			return
		}
		// A redirect reuses the request's id: still one request.
		w.open[ev.RequestID] = true
	case *network.EventLoadingFinished:
		if !w.open[ev.RequestID] {
			return
		}
		delete(w.open, ev.RequestID)
	case *network.EventLoadingFailed:
		if !w.open[ev.RequestID] {
			return
		}
		delete(w.open, ev.RequestID)
	default:
		return
	}
	w.last = time.Now()
	w.gen++
	close(w.changed)
	w.changed = make(chan struct{})
}

// Gen counts the requests that started or ended so far: two readings that
// agree mean that no request came or went in between.
func (w *Watch) Gen() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.gen
}

// Open is how many requests are in flight.
func (w *Watch) Open() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return len(w.open)
}

// Wait waits until no request is in flight and none has started or ended
// for window: a short settle in which a finished response can start the
// request it leads to (a style sheet's @import or font, a script's import).
// It gives up at giveUp and reports false; it fails only when ctx ends.
func (w *Watch) Wait(ctx context.Context, window time.Duration, giveUp time.Time) (bool, error) {
	for {
		w.mu.Lock()
		open, last, changed := len(w.open), w.last, w.changed
		w.mu.Unlock()
		wait := time.Until(giveUp)
		if open == 0 {
			left := window - time.Since(last)
			if left <= 0 {
				return true, nil
			}
			wait = min(wait, left)
		}
		if wait <= 0 {
			return false, nil
		}
		timer := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			timer.Stop()
			return false, context.Cause(ctx)
		case <-changed:
		case <-timer.C:
		}
		timer.Stop()
	}
}
