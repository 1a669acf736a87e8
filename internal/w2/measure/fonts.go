package measure

import (
	"math"
	"sync"

	"github.com/chromedp/cdproto/network"
)

// fontWatch times a page's web-font requests from the tab's network
// events. The fonts-ready time of rule 6 is the span from the first font
// request to the end of the last one, on the browser's clock: what the
// wait for document.fonts.ready waited for, without the page's own load
// time, which depends on how busy the machine is.
type fontWatch struct {
	mu    sync.Mutex
	open  map[network.RequestID]bool
	first float64 // seconds; 0 before any font request
	last  float64
}

func newFontWatch() *fontWatch { return &fontWatch{open: map[network.RequestID]bool{}} }

// event is a chromedp listener; it runs on the tab's reader goroutine.
func (f *fontWatch) event(ev any) {
	f.mu.Lock()
	defer f.mu.Unlock()
	switch ev := ev.(type) {
	case *network.EventRequestWillBeSent:
		if ev.Type != network.ResourceTypeFont {
			return
		}
		f.open[ev.RequestID] = true
		if ts := float64(ev.Timestamp); f.first == 0 || ts < f.first {
			f.first = ts
		}
	case *network.EventLoadingFinished:
		f.done(ev.RequestID, float64(ev.Timestamp))
	case *network.EventLoadingFailed:
		f.done(ev.RequestID, float64(ev.Timestamp))
	}
}

func (f *fontWatch) done(id network.RequestID, ts float64) {
	if f.open[id] {
		delete(f.open, id)
		f.last = max(f.last, ts)
	}
}

// ms is the fonts-ready time in ms; 0 when the page loaded no web font.
func (f *fontWatch) ms() int64 {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.first == 0 || f.last < f.first {
		return 0
	}
	return int64(math.Round((f.last - f.first) * 1000))
}
