package measure

import (
	"context"
	"strconv"

	"github.com/chromedp/cdproto/domdebugger"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// interItem is one declared interaction of one element.
type interItem struct {
	el int // element index in the screen
	in int // interaction index in the element
}

// interactions lists what rule 5 fires on a measured page: the bound,
// not visual-only interactions of every element judged there that the
// skeleton declares visible and the page has.
func interactions(t *pageTask, p *pageResult) []interItem {
	var items []interItem
	for i := range t.screen.Elements {
		el := &t.screen.Elements[i]
		if !t.want[i] || el.BBox[t.bp.Name] == nil || p.elements[i] == nil || !p.elements[i].Found {
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

// fired is what firing one interaction showed.
type fired struct {
	Found     bool   `json:"found"`
	Inline    bool   `json:"inline"`     // on<event> attribute
	WiredAttr bool   `json:"wired_attr"` // data-arbiter-wired="true"
	Ran       bool   `json:"ran"`        // el.__arbiter_handler_ran after dispatch
	HandlerFn bool   `json:"handler_fn"` // handler: typeof window[name] === "function"
	IDBefore  bool   `json:"id_before"`  // #id: the element exists before the dispatch
	IDAfter   bool   `json:"id_after"`   // … or after it
	Error     string `json:"error"`
	// Listener: 1.1.0 found a listener for the event on the element or an
	// ancestor (document and window included).
	Listener bool `json:"-"`
	// Loaded is false when the page did not load again for this
	// interaction.
	Loaded bool `json:"-"`
}

// wired applies rule 5's wiring test (and 1.1.0's listener lookup).
func (f *fired) wired(r rubric) bool {
	return f.Inline || f.WiredAttr || f.Ran || (r.listeners && f.Listener)
}

type dispatchInput struct {
	Selector  string `json:"selector"`
	Event     string `json:"event"`
	Handler   string `json:"handler"`
	ElementID string `json:"element_id"`
}

// fireAll fires each interaction on a freshly loaded page of its own, so
// that a handler that navigates away or rewrites the DOM spoils nothing but
// its own page. The measure pass of the tab is over by now.
func fireAll(tctx context.Context, w *work, t *pageTask, items []interItem) ([]fired, error) {
	out := make([]fired, len(items))
	for k, it := range items {
		var err error
		// A page whose own timers navigate it away can take the document
		// from under one attempt; a fresh load gets another.
		for attempt := range 3 {
			// The measure pass only read the page, so the first
			// interaction can use the page as it loaded.
			fresh := k == 0 && attempt == 0
			if err = fireOne(tctx, w, t, it, &out[k], fresh); err == nil || tctx.Err() != nil {
				break
			}
		}
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// fireOne loads the page afresh (unless fresh says it is) and fires one
// interaction.
func fireOne(tctx context.Context, w *work, t *pageTask, it interItem, f *fired, fresh bool) error {
	*f = fired{}
	el := &t.screen.Elements[it.el]
	in := &el.Interactions[it.in]
	if !fresh {
		if err := reload(tctx, t.url); err != nil {
			if _, ok := err.(*pageError); ok {
				return nil // Loaded stays false: the interaction is dead
			}
			return err
		}
	}
	arg := dispatchInput{Selector: el.Selector, Event: in.Event}
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
	listener := false
	if w.rubric.listeners {
		var err error
		if listener, err = hasListener(tctx, el.Selector, in.Event); err != nil {
			return err
		}
	}
	if err := callJS(tctx, dispatchJS, arg, f); err != nil {
		return err
	}
	f.Listener, f.Loaded = listener, true
	return nil
}

const listenerGroup = "w2-listeners"

// hasListener reports whether DOMDebugger.getEventListeners finds a
// listener for event on the first element selector matches or on any of
// its ancestors, up to document and window (rubric 1.1.0: delegation).
func hasListener(tctx context.Context, selector, event string) (bool, error) {
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
		return false, err
	}
	defer func() {
		_, _ = chromedp.Call(tctx, runtime.ReleaseObjectGroup, runtime.ReleaseObjectGroupParams{ObjectGroup: listenerGroup})
	}()
	if chain == nil || chain.ObjectID == "" {
		return false, nil
	}
	props, err := chromedp.Call(tctx, runtime.GetProperties, runtime.GetPropertiesParams{ObjectID: chain.ObjectID, OwnProperties: new(true)})
	if err != nil {
		return false, err
	}
	for _, p := range props.Result {
		if _, err := strconv.Atoi(p.Name); err != nil || p.Value == nil || p.Value.ObjectID == "" {
			continue
		}
		// Depth 0: this object's own listeners, not its subtree's.
		ls, err := chromedp.Call(tctx, domdebugger.GetEventListeners, domdebugger.GetEventListenersParams{ObjectID: p.Value.ObjectID, Depth: new(int64(0))})
		if err != nil {
			return false, err
		}
		for _, l := range ls.Listeners {
			if l.Type == event {
				return true, nil
			}
		}
	}
	return false, nil
}
