package measure

import (
	"context"
	"sync"

	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/browser/netquiet"
)

// afresh gives rule 5 the page loaded afresh, for a later interaction or
// a control dispatch (reach.go): page returns the context of a tab that
// shows it, ready (ready.go; a load that did not settle is noted as
// which), and false when it did not load (what it was for is dead).
// fireAll tells it, before each interaction, how many are still to be
// fired after that one (left).
type afresh interface {
	page(tctx context.Context, which string) (context.Context, bool, error)
	left(n int)
}

// sameTab is how rubrics 1.0.0 to 1.6.0 load a page afresh: again, in the
// tab the interaction before it ran in.
type sameTab struct{ t *pageTask }

func (sameTab) left(int) {}

func (s sameTab) page(tctx context.Context, which string) (context.Context, bool, error) {
	if err := reload(tctx, s.t.url); err != nil {
		if _, ok := err.(*pageError); ok {
			return tctx, false, nil
		}
		return nil, false, err
	}
	if s.t.ready != nil {
		if _, err := s.t.ready.wait(tctx, which); err != nil {
			return nil, false, err
		}
	}
	return tctx, true, nil
}

// ahead is how rubric 1.7.0 loads a page afresh: in a new tab, a browser
// context of its own as the measured page's tab is, so nothing the page
// or an interaction stored (storage, cookies, caches, service workers)
// reaches it, and every interaction meets the page as it was measured.
// Such a page depends on nothing done before it, so it is loaded ahead,
// in parallel: the first while the measured page waits for its readiness,
// and each next one as the one before is taken, while more may be needed
// (left). A page taken is held until the next is taken or the ahead is
// closed; at most two tabs of a page's interactions are open at once.
type ahead struct {
	w *work
	t *pageTask
	// ctx ends the tabs when the page's interactions are done.
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup
	// next is the page being loaded ahead, nil when none is.
	next chan loaded
	// held is the page taken last, released when the next is taken.
	held *loaded
	// more is how many interactions of the page are still to be fired
	// after the current one: a page is loaded ahead only while some are.
	more int

	mu      sync.Mutex
	blocked []string // what the ahead tabs' pages tried to reach beyond the product
}

// loaded is one page loaded ahead, or why there is none.
type loaded struct {
	tctx    context.Context
	ok      bool // false: the page did not load
	ready   readiness
	release chan struct{}
	err     error
}

func newAhead(ctx context.Context, w *work, t *pageTask) *ahead {
	actx, cancel := context.WithCancel(ctx)
	return &ahead{w: w, t: t, ctx: actx, cancel: cancel}
}

// start loads the next page ahead, unless one is on its way.
func (a *ahead) start() {
	if a.next != nil {
		return
	}
	ch := make(chan loaded, 1)
	a.next = ch
	a.wg.Go(func() {
		sent := false
		blocked, err := withTab(a.ctx, a.w.browser, a.t.bp, []string{a.w.root, a.t.url}, func(tctx context.Context) error {
			p := loaded{tctx: tctx, ok: true, release: make(chan struct{})}
			var rw *readyWatch
			if a.t.ready != nil {
				rw = &readyWatch{net: netquiet.New(), sels: a.t.ready.sels}
				if err := chromedp.Listen(tctx, rw.net.Event); err != nil {
					return err
				}
			}
			if err := load(tctx, a.t.url); err != nil {
				if _, ok := err.(*pageError); !ok {
					return err
				}
				p.ok = false
			} else if rw != nil {
				r, err := waitReady(tctx, rw)
				if err != nil {
					return err
				}
				p.ready = r
			}
			ch <- p
			sent = true
			select {
			case <-p.release:
			case <-tctx.Done():
			}
			return nil
		})
		a.mu.Lock()
		a.blocked = append(a.blocked, blocked...)
		a.mu.Unlock()
		if err != nil && !sent {
			ch <- loaded{err: err}
		}
	})
}

func (a *ahead) left(n int) { a.more = n }

// page takes the page loaded ahead, or waits for one, and releases the
// one taken before it: the interaction that had it is done with it. It
// waits on the ahead's own context, not on tctx, which may be the
// released tab's.
func (a *ahead) page(_ context.Context, which string) (context.Context, bool, error) {
	if a.held != nil {
		close(a.held.release)
		a.held = nil
	}
	a.start()
	ch := a.next
	a.next = nil
	var p loaded
	select {
	case p = <-ch:
	case <-a.ctx.Done():
		return nil, false, context.Cause(a.ctx)
	}
	if p.err != nil {
		return nil, false, p.err
	}
	a.held = &p
	if a.more > 0 {
		a.start()
	}
	if p.ok && !p.ready.Settled && a.t.ready != nil {
		a.t.ready.unsettled = append(a.t.ready.unsettled, which+": "+p.ready.Why)
	}
	return p.tctx, p.ok, nil
}

// close ends the tabs and returns what their pages tried to reach beyond
// the product.
func (a *ahead) close() []string {
	a.cancel()
	a.wg.Wait()
	return a.blocked
}
