package measure

import (
	"context"
	"strconv"
	"time"

	"github.com/chromedp/cdproto/domdebugger"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/pause"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// interItem is one declared interaction of one element.
type interItem struct {
	el int // element index in the screen
	in int // interaction index in the element
}

// declared lists what rule 5 may fire on the page: the bound, not
// visual-only interactions of every element judged there that the
// skeleton declares visible.
func (t *pageTask) declared() []interItem {
	var items []interItem
	for i := range t.screen.Elements {
		el := &t.screen.Elements[i]
		if !t.want[i] || el.BBox[t.bp.Name] == nil {
			continue
		}
		for k := range el.Interactions {
			if in := &el.Interactions[k]; !in.VisualOnly && in.Binding != nil {
				items = append(items, interItem{el: i, in: k})
			}
		}
	}
	return items
}

// interactions lists what rule 5 fires on a measured page: the declared
// ones (above) of the elements the page has.
func interactions(t *pageTask, p *pageResult) []interItem {
	var items []interItem
	for _, it := range t.declared() {
		if p.elements[it.el] != nil && p.elements[it.el].Found {
			items = append(items, it)
		}
	}
	return items
}

// fired is what firing one interaction showed.
type fired struct {
	Found     bool   `json:"found"`
	Inline    bool   `json:"inline"`     // on<event> attribute
	WiredAttr bool   `json:"wired_attr"` // data-arbiter-wired="true"
	Ran       bool   `json:"ran"`        // el.__arbiter_handler_ran after dispatch
	Native    bool   `json:"native"`     // the browser's own activation behaviour (1.2.0)
	Effect    bool   `json:"effect"`     // the dispatch changed the DOM, URL, focus or scroll (1.2.0)
	HandlerFn bool   `json:"handler_fn"` // handler: typeof window[name] === "function"
	IDBefore  bool   `json:"id_before"`  // #id: the element exists before the dispatch
	IDAfter   bool   `json:"id_after"`   // … or after it
	InControl bool   `json:"in_control"` // inside a control around it (1.3.0)
	Error     string `json:"error"`
	// Own: a listener for the event on the element itself (1.3.0).
	Own bool `json:"-"`
	// Reached (1.3.0): the dispatch reached the element's own action
	// through an ancestor's listener (reach.go).
	Reached bool `json:"-"`
	// Listener: 1.1.0 found a listener for the event on the element or an
	// ancestor (document and window included); ListenerPage: only on the
	// page as a whole (body, html, document, window), where frameworks
	// delegate every click of the page.
	Listener     bool `json:"-"`
	ListenerPage bool `json:"-"`
	// Loaded is false when the page did not load again for this
	// interaction.
	Loaded bool `json:"-"`
}

// wired applies rule 5's wiring test: 1.1.0 adds the listener lookup;
// 1.2.0 counts the browser's own activation behaviour, and a listener
// found only on the page as a whole (body, html, document, window) only
// when the dispatch had an effect — Bootstrap and jQuery delegate every
// click of the page from document, so such a listener is on every
// element of the page, dead ones included.
func (f *fired) wired(r rubric) bool {
	if f.Inline || f.WiredAttr || f.Ran {
		return true
	}
	if r.reach {
		return f.Native || f.Own || f.Listener && f.Reached
	}
	if r.effects {
		return f.Native || f.Listener && (!f.ListenerPage || f.Effect)
	}
	return r.listeners && f.Listener
}

type dispatchInput struct {
	Selector  string `json:"selector"`
	Event     string `json:"event"`
	Handler   string `json:"handler"`
	ElementID string `json:"element_id"`
	// Observe: watch for the dispatch's effect (1.2.0).
	Observe bool `json:"observe"`
	// Sig: note the effect's signature and leave it for sigJS (1.3.0).
	Sig bool `json:"sig"`
	// Control: dispatch at the element's parent instead (1.3.0).
	Control bool `json:"control"`
}

// EffectWait is how long 1.2.0 watches, after a dispatch that changed
// nothing at once, for what a delegated listener does a little later (a
// timer, an animation frame, a navigation).
const EffectWait = 300 * time.Millisecond

// effectJS is the second look: mutations since the dispatch, or a URL
// that changed; a document without the observer is a new one (the
// handler navigated).
const effectJS = `(() => {
  const e = window.__w2_effect;
  if (!e) return true;
  delete window.__w2_effect;
  const n = e.seen.count + e.obs.takeRecords().length;
  e.obs.disconnect();
  return n > 0 || location.href.replace(/#$/, "") !== e.seen.href;
})()`

// fireAll fires each interaction on a page as it loaded, so that a
// handler that navigates away or rewrites the DOM spoils nothing but its
// own page. The measure pass of the tab is over by now and only read the
// page, so the first interaction uses the page as it loaded; a later one
// uses a page loaded afresh (t.afresh) unless the interaction before it
// provably left its page untouched (see untouched).
func fireAll(tctx context.Context, w *work, t *pageTask, items []interItem) ([]fired, error) {
	out := make([]fired, len(items))
	fresh := true
	for k, it := range items {
		t.afresh.left(len(items) - k - 1)
		var err error
		// A page whose own timers navigate it away can take the document
		// from under one attempt; a fresh load gets another.
		for attempt := range 3 {
			var used context.Context
			used, err = fireOne(tctx, w, t, it, &out[k], fresh && attempt == 0)
			if err == nil {
				tctx = used
				break
			}
			if tctx.Err() != nil {
				break
			}
		}
		if err != nil {
			return nil, err
		}
		fresh = out[k].untouched(w.rubric)
	}
	return out, nil
}

// untouched reports whether firing f ran none of the page's code and
// none of the browser's own behaviour, so the page is as it loaded and
// the next interaction can use it without a reload: the listener lookup
// (rubrics 1.1.0 and later) found no listener for the event on the
// element, its ancestors, the document or the window (an on<event>
// attribute is one of them), the event has no activation behaviour
// there, and the dispatch changed nothing it could see. A synthetic
// event does nothing else by itself. What dispatch.js leaves behind is
// its own: the handler flag it clears before every dispatch, and an
// observer nothing reads again.
func (f *fired) untouched(r rubric) bool {
	return r.listeners && f.Loaded && !f.Listener && !f.Inline && !f.Native && !f.Effect && !f.Ran && f.Error == ""
}

// fireOne loads the page afresh (unless fresh says the page of tctx is as
// it loaded) and fires one interaction; it returns the context of the
// page it fired on, which the next interaction uses when this one left it
// untouched.
func fireOne(tctx context.Context, w *work, t *pageTask, it interItem, f *fired, fresh bool) (context.Context, error) {
	*f = fired{}
	el := &t.screen.Elements[it.el]
	in := &el.Interactions[it.in]
	if !fresh {
		var ok bool
		var err error
		if tctx, ok, err = t.afresh.page(tctx, "before "+el.ID+"'s "+in.Event); err != nil || !ok {
			return tctx, err // not ok: Loaded stays false, the interaction is dead
		}
	}
	arg := dispatchInput{Selector: el.Selector, Event: in.Event, Observe: w.rubric.effects, Sig: w.rubric.reach}
	if in.Binding != nil {
		switch in.Binding.Kind {
		case skeleton.BindHandler:
			arg.Handler = in.Binding.Target
		case skeleton.BindElement:
			arg.ElementID = in.Binding.Target
		}
	}
	// The listener lookup comes first: the dispatch may start a
	// navigation that takes the document away.
	var any, pageOnly, own bool
	if w.rubric.listeners {
		var err error
		if any, pageOnly, own, err = hasListener(tctx, el.Selector, in.Event); err != nil {
			return tctx, err
		}
	}
	if err := callJS(tctx, dispatchJS, arg, f); err != nil {
		return tctx, err
	}
	f.Listener, f.ListenerPage, f.Own, f.Loaded = any, pageOnly, own, true
	if w.rubric.reach {
		return tctx, reach(tctx, t, in, f, arg)
	}
	if w.rubric.effects && pageOnly && !f.Effect && !f.wired(w.rubric) {
		// Only a page-wide listener, and nothing changed at once: look
		// again a little later.
		if err := pause.For(tctx, EffectWait); err != nil {
			return tctx, err
		}
		changed, err := chromedp.Run(tctx, chromedp.Evaluate[bool](effectJS))
		// An evaluation the page's navigation interrupted: it navigated.
		f.Effect = err != nil || changed
		if tctx.Err() != nil {
			return tctx, context.Cause(tctx)
		}
	}
	return tctx, nil
}

const listenerGroup = "w2-listeners"

// hasListener reports whether DOMDebugger.getEventListeners finds a
// listener for event on the first element selector matches or on any of
// its ancestors, up to document and window (any; rubric 1.1.0:
// delegation), and whether all it finds are on the page as a whole:
// body, html, document, window (pageOnly).
func hasListener(tctx context.Context, selector, event string) (any, pageOnly, own bool, err error) {
	sel, _ := jsonString(selector)
	chain, err := chromedp.Run(tctx, chromedp.Evaluate[*runtime.RemoteObject](`(function (sel) {
  let el = null;
  try { el = document.querySelector(sel); } catch (err) { return null; }
  if (!el) return null;
  const c = [];
  for (let n = el; n; n = n.parentNode) c.push(n);
  c.push(window);
  return c;
})(`+sel+`)`, chromedp.EvalObjectGroup(listenerGroup)))
	if err != nil {
		return false, false, false, err
	}
	defer func() {
		_, _ = chromedp.Call(tctx, runtime.ReleaseObjectGroup, runtime.ReleaseObjectGroupParams{ObjectGroup: listenerGroup})
	}()
	if chain == nil || chain.ObjectID == "" {
		return false, false, false, nil
	}
	props, err := chromedp.Call(tctx, runtime.GetProperties, runtime.GetPropertiesParams{ObjectID: chain.ObjectID, OwnProperties: new(true)})
	if err != nil {
		return false, false, false, err
	}
	page, near := false, false
	for _, p := range props.Result {
		if _, err := strconv.Atoi(p.Name); err != nil || p.Value == nil || p.Value.ObjectID == "" {
			continue
		}
		// Depth 0: this object's own listeners, not its subtree's.
		ls, err := chromedp.Call(tctx, domdebugger.GetEventListeners, domdebugger.GetEventListenersParams{ObjectID: p.Value.ObjectID, Depth: new(int64(0))})
		if err != nil {
			return false, false, false, err
		}
		for _, l := range ls.Listeners {
			if l.Type != event {
				continue
			}
			switch p.Value.ClassName {
			case "HTMLBodyElement", "HTMLHtmlElement", "HTMLDocument", "Document", "Window":
				page = true
			default:
				if p.Name == "0" {
					return true, false, true, nil // on the element itself
				}
				near = true // a nearer ancestor
			}
		}
	}
	return near || page, page && !near, false, nil
}
