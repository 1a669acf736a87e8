package capture

import (
	"context"
	"math"
	"sync"
	"time"

	"github.com/chromedp/cdproto/animation"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// watch follows a tab's network and animation events. chromedp calls event
// from the tab's reader goroutine; everything else reads under mu.
type watch struct {
	mu       sync.Mutex
	changed  chan struct{} // closed and replaced on every change
	inflight map[network.RequestID]network.ResourceType
	lastNet  time.Time // when the network last changed (our clock)
	netGen   int       // bumped by every request that starts or ends

	docStart  float64 // browser time of the first document request, seconds
	fontsEnd  float64 // browser time the last font request ended, seconds
	fontsOpen map[network.RequestID]bool

	anims   map[string]*animation.Animation // started; dropped when canceled before settling
	settled map[string]bool                 // paused, and sought on every round
	gen     int                             // bumped by every animation not seen before
}

func newWatch() *watch {
	return &watch{
		changed:   make(chan struct{}),
		inflight:  map[network.RequestID]network.ResourceType{},
		lastNet:   time.Now(),
		fontsOpen: map[network.RequestID]bool{},
		anims:     map[string]*animation.Animation{},
		settled:   map[string]bool{},
	}
}

// ignored are request types that stay open by design and say nothing about
// whether the page has loaded.
var ignored = map[network.ResourceType]bool{
	network.ResourceTypeEventSource: true,
	network.ResourceTypeWebSocket:   true,
	network.ResourceTypePing:        true,
}

func (w *watch) event(ev any) {
	w.mu.Lock()
	defer w.mu.Unlock()
	switch ev := ev.(type) {
	case *network.EventRequestWillBeSent:
		if ignored[ev.Type] {
			return
		}
		w.inflight[ev.RequestID] = ev.Type
		w.lastNet = time.Now()
		w.netGen++
		if ev.Type == network.ResourceTypeDocument && w.docStart == 0 {
			w.docStart = float64(ev.Timestamp)
		}
		if ev.Type == network.ResourceTypeFont {
			w.fontsOpen[ev.RequestID] = true
		}
	case *network.EventLoadingFinished:
		w.done(ev.RequestID, float64(ev.Timestamp))
	case *network.EventLoadingFailed:
		w.done(ev.RequestID, float64(ev.Timestamp))
	case *animation.EventAnimationStarted:
		w.track(ev.Animation)
	case *animation.EventAnimationUpdated:
		w.track(ev.Animation)
	case *animation.EventAnimationCanceled:
		// Pausing an animation through the protocol replaces it with a
		// paused clone under the same id and reports the original as
		// canceled; a settled animation therefore stays, to be sought again.
		if !w.settled[ev.ID] {
			delete(w.anims, ev.ID)
		}
	default:
		return
	}
	w.notify()
}

func (w *watch) done(id network.RequestID, ts float64) {
	if _, ok := w.inflight[id]; !ok {
		return
	}
	delete(w.inflight, id)
	w.lastNet = time.Now()
	w.netGen++
	if w.fontsOpen[id] {
		delete(w.fontsOpen, id)
		w.fontsEnd = max(w.fontsEnd, ts)
	}
}

func (w *watch) track(a *animation.Animation) {
	if a == nil || a.ID == "" {
		return
	}
	if _, seen := w.anims[a.ID]; !seen && !w.settled[a.ID] {
		w.gen++
	}
	w.anims[a.ID] = a
}

// notify wakes the waiters; the caller holds mu.
func (w *watch) notify() {
	close(w.changed)
	w.changed = make(chan struct{})
}

// waitQuiet waits until the page's in-flight requests (Network domain
// accounting: requestWillBeSent adds one, loadingFinished or loadingFailed
// removes it) reach zero and stay there for window, a short settle that
// lets a finished response start the request it leads to (a stylesheet's
// @import or font, a script's fetch) before the page counts as idle. It
// gives up waiting (false, nil) after maxWait, and fails only when ctx
// ends.
func (w *watch) waitQuiet(ctx context.Context, window, maxWait time.Duration) (bool, error) {
	giveUp := time.NewTimer(maxWait)
	defer giveUp.Stop()
	for {
		w.mu.Lock()
		open, last, changed := len(w.inflight), w.lastNet, w.changed
		w.mu.Unlock()
		var wake *time.Timer
		if open == 0 {
			left := window - time.Since(last)
			if left <= 0 {
				return true, nil
			}
			wake = time.NewTimer(left)
		} else {
			wake = time.NewTimer(maxWait) // the give-up timer fires first
		}
		select {
		case <-ctx.Done():
			wake.Stop()
			return false, context.Cause(ctx)
		case <-giveUp.C:
			wake.Stop()
			return false, nil
		case <-changed:
		case <-wake.C:
		}
		wake.Stop()
	}
}

// networkGen counts the requests that started or ended so far: two
// readings that agree mean no request came or went in between.
func (w *watch) networkGen() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.netGen
}

func (w *watch) animationGen() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.gen
}

func (w *watch) fontsReadyMS() int64 {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.fontsEnd == 0 || w.docStart == 0 || w.fontsEnd < w.docStart {
		return 0
	}
	return int64(math.Ceil((w.fontsEnd - w.docStart) * 1000))
}

// pending marks the animations not yet settled as settled and returns their
// ids; it also returns every settled animation with the time to seek it to
// (see endTime). Scroll-driven animations and animations without an effect
// are left alone.
func (w *watch) pending() (fresh []string, ids []string, times []float64) {
	w.mu.Lock()
	defer w.mu.Unlock()
	for id, a := range w.anims {
		if a.ViewOrScrollTimeline != nil || a.Source == nil {
			continue
		}
		if !w.settled[id] {
			w.settled[id] = true
			fresh = append(fresh, id)
		}
		ids = append(ids, id)
		times = append(times, endTime(a.Source))
	}
	return fresh, ids, times
}

// newDocument forgets every animation before the tab navigates again: the
// new document's animations are reported afresh, and the old ones are
// gone with their document.
func (w *watch) newDocument() {
	w.mu.Lock()
	defer w.mu.Unlock()
	clear(w.anims)
	clear(w.settled)
}

// forget drops an animation that the browser no longer knows.
func (w *watch) forget(id string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	delete(w.anims, id)
}

// endTime is where an animation is sought to: the end of a finite one, so
// that it shows its final state; 0 for an infinite one (the protocol omits
// the iteration count when it is infinite), freezing it at its start.
func endTime(e *animation.Effect) float64 {
	if e.Iterations <= 0 || math.IsInf(e.Iterations, 0) {
		return 0
	}
	return e.Delay + e.Iterations*e.Duration + e.EndDelay
}

// settleAnimations pauses every new animation, then seeks every animation
// seen so far (see endTime), and returns how many were new. The seek is
// repeated on every round: a pause takes effect at the next animation frame,
// and a seek made before then is overtaken by one frame of playback, so the
// first seek of an animation can land a frame late; the next round's seek
// lands exactly, and the identical-frames check waits for it. Animations
// that are gone by the time a command arrives are dropped one by one.
func settleAnimations(w *watch) chromedp.Action[int] {
	return func(ctx context.Context, t *chromedp.Target) (int, error) {
		fresh, ids, times := w.pending()
		if len(fresh) > 0 {
			if err := batch(ctx, t, w, fresh, nil, pauseAnimations); err != nil {
				return 0, err
			}
		}
		if len(ids) > 0 {
			if err := batch(ctx, t, w, ids, times, seek); err != nil {
				return 0, err
			}
		}
		return len(fresh), nil
	}
}

type animationCall func(ctx context.Context, t *chromedp.Target, ids []string, times []float64) error

func pauseAnimations(ctx context.Context, t *chromedp.Target, ids []string, _ []float64) error {
	_, err := cdp.Call(ctx, t, animation.SetPaused, animation.SetPausedParams{Animations: ids, Paused: true})
	return err
}

func seek(ctx context.Context, t *chromedp.Target, ids []string, times []float64) error {
	_, err := cdp.Call(ctx, t, animation.SeekAnimations, animation.SeekAnimationsParams{Animations: ids, CurrentTimes: times})
	return err
}

// batch applies call to all ids at once and, when that fails, one by one,
// forgetting the animations the browser rejects (gone, or detached from
// their element). It fails only when ctx ends.
func batch(ctx context.Context, t *chromedp.Target, w *watch, ids []string, times []float64, call animationCall) error {
	if err := call(ctx, t, ids, times); err == nil || ctx.Err() != nil {
		return err
	}
	for i, id := range ids {
		var ti []float64
		if times != nil {
			ti = times[i : i+1]
		}
		if err := call(ctx, t, ids[i:i+1], ti); err != nil {
			if ctx.Err() != nil {
				return err
			}
			w.forget(id)
		}
	}
	return nil
}
