package browser

import (
	"context"
	"sync"
	"time"
)

// spareOpenTimeout bounds the opening of one spare tab in the background.
const spareOpenTimeout = 30 * time.Second

// refillDelay is how long the spares wait, after the last tab of their
// kind closed, before they open replacements. Opening a tab is mostly CPU
// (a browser context, a window, a renderer process: about 0.6 s of CPU for
// a pixel tab on chromium), and the tab closes while the rest of its
// attempt still runs: the other captures or pages of the same job, the
// other witness's work on the same attempt (W2's pages outlast W1's
// captures), the ledger's verdict. Opened at once, the replacements take
// that CPU from the attempt; opened once the tabs have stopped closing
// for a moment, they take it from nobody, and are ready for the next
// attempt all the same. While jobs keep closing tabs (a flood), each
// close pushes the refill back and tabs are opened on demand: the same
// work, done when it is needed.
const refillDelay = 2 * time.Second

// spares keeps tabs of one kind opened ahead of need: PixelOnly tabs
// (Options.SparePixelTabs, W1's daemon) or plain ones (Options.SpareTabs,
// W2's daemon).
//
// Opening a tab is the most expensive step of a capture that is not the
// page's own work: a browser context, a window, a renderer process
// started for about:blank, and chromedp's attach, all of it on the
// attempt's critical path if done on demand. A spare is exactly the
// tab NewTab would open with the same options — its own fresh browser
// context, about:blank (for PixelOnly: unfocused, DOM, CSS and Runtime
// agents off), nothing emulated yet — opened while the process waits for work
// instead of while a job waits for it. It has never navigated, so nothing of
// one page reaches another; a spare of a browser that has since died is
// closed and never handed out.
type spares struct {
	want int
	cfg  tabConfig // the kind of tab kept

	mu      sync.Mutex
	ready   []*Tab
	opening int
	timer   *time.Timer     // the pending refill (refillDelay); nil before the first
	ctx     context.Context // ends when the Browser closes
	cancel  context.CancelFunc
	wg      sync.WaitGroup // the openers in flight
}

func newSpares(want int, cfg tabConfig) *spares {
	ctx, cancel := context.WithCancel(context.Background())
	return &spares{want: want, cfg: cfg, ctx: ctx, cancel: cancel}
}

// sparesFor is b's spares of PixelOnly tabs (pixelOnly) or of plain ones,
// or nil when b keeps none of that kind.
func (b *Browser) sparesFor(pixelOnly bool) *spares {
	if pixelOnly {
		return b.spare
	}
	return b.sparePlain
}

// take returns a ready spare of the live instance in, or nil.
func (s *spares) take(in *instance) *Tab {
	s.mu.Lock()
	defer s.mu.Unlock()
	for len(s.ready) > 0 {
		t := s.ready[0]
		s.ready = s.ready[1:]
		if t.inst == in && t.Alive() {
			return t
		}
		t.CloseLater() // of a dead or replaced browser: nothing to hand out
	}
	return nil
}

// refill opens spares in the background until want are ready or opening,
// refillDelay after the last call (see refillDelay).
func (s *spares) refill(b *Browser) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ctx.Err() != nil {
		return
	}
	if s.timer == nil {
		s.timer = time.AfterFunc(refillDelay, func() { s.fill(b) })
		return
	}
	s.timer.Reset(refillDelay)
}

// fill opens spares in the background until want are ready or opening.
func (s *spares) fill(b *Browser) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for ; s.ctx.Err() == nil && len(s.ready)+s.opening < s.want; s.opening++ {
		s.wg.Go(func() { s.open(b) })
	}
}

func (s *spares) open(b *Browser) {
	ctx, cancel := context.WithTimeout(s.ctx, spareOpenTimeout)
	defer cancel()
	var t *Tab
	in, err := b.ensure(ctx)
	if err == nil {
		t, err = b.openTab(ctx, in, s.cfg)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.opening--
	if err != nil {
		b.log.Debug("opening a spare tab", "err", err)
		return
	}
	if s.ctx.Err() != nil {
		t.CloseLater()
		return
	}
	s.ready = append(s.ready, t)
}

// stop ends the openers and waits for them; the ready spares go with the
// browser process. A nil spares has nothing to stop.
func (s *spares) stop() {
	if s == nil {
		return
	}
	s.cancel()
	s.mu.Lock()
	if s.timer != nil {
		s.timer.Stop()
	}
	s.mu.Unlock()
	s.wg.Wait()
	s.mu.Lock()
	s.ready = nil
	s.mu.Unlock()
}
