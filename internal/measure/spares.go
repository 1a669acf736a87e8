package measure

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
)

// spareOpenTimeout bounds the opening of one spare tab.
const spareOpenTimeout = 30 * time.Second

// Spares keeps fresh tabs opened ahead for the verifications of a daemon
// (witness-w2 serve), so that an attempt starts loading its pages at once
// instead of first opening a browser context, a window and a renderer per
// page: on the bench page that is most of a warm attempt's wait (three
// tabs, 0.3–0.6 s of wall time on two cores).
//
// A spare is exactly the tab Browser.NewTab opens for a verification: its
// own fresh browser context, about:blank, never navigated, nothing
// emulated yet (withTab sets the breakpoint when it takes one). A spare
// of a browser that has since died or restarted is closed, never handed
// out. Spares are opened after a verification ends (Verify calls Fill),
// not when one is taken: opening tabs while the pages of the same
// attempt load would take the two cores from them.
//
// A Spares is safe for concurrent use. The zero value and nil keep none.
type Spares struct {
	b    *browser.Browser
	want int
	log  *slog.Logger

	mu      sync.Mutex
	ready   []*browser.Tab
	opening int
	closed  bool
	ctx     context.Context // ends with Close
	cancel  context.CancelFunc
	wg      sync.WaitGroup // the openers in flight
}

// NewSpares keeps up to n fresh tabs of b opened ahead once Fill is first
// called. log (nil discards) hears why a spare could not be opened.
func NewSpares(b *browser.Browser, n int, log *slog.Logger) *Spares {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	ctx, cancel := context.WithCancel(context.Background())
	return &Spares{b: b, want: n, log: log, ctx: ctx, cancel: cancel}
}

// take returns a ready spare of b's live browser, or nil.
func (s *Spares) take(b *browser.Browser) *browser.Tab {
	if s == nil || s.b == nil || s.b != b {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for len(s.ready) > 0 {
		t := s.ready[0]
		s.ready = s.ready[1:]
		if t.Alive() {
			return t
		}
		t.CloseLater() // of a dead or replaced browser
	}
	return nil
}

// Fill opens spares in the background until n are ready or opening.
func (s *Spares) Fill() {
	if s == nil || s.b == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for ; !s.closed && len(s.ready)+s.opening < s.want; s.opening++ {
		s.wg.Go(s.open)
	}
}

func (s *Spares) open() {
	ctx, cancel := context.WithTimeout(s.ctx, spareOpenTimeout)
	defer cancel()
	t, err := s.b.NewTab(ctx)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.opening--
	if err != nil {
		s.log.Debug("opening a spare tab", "err", err)
		return
	}
	if s.closed {
		t.CloseLater()
		return
	}
	s.ready = append(s.ready, t)
}

// Close stops the opening of spares, waits for the openers and closes the
// ready spares. Later Fill calls open nothing.
func (s *Spares) Close() {
	if s == nil || s.b == nil {
		return
	}
	s.mu.Lock()
	s.closed = true
	s.mu.Unlock()
	s.cancel()
	s.wg.Wait()
	s.mu.Lock()
	ready := s.ready
	s.ready = nil
	s.mu.Unlock()
	for _, t := range ready {
		_ = t.Close()
	}
}
