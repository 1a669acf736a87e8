package measure

import (
	"context"
	"encoding/json"

	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/pause"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// Rubric 1.3.0: a listener on an ancestor (delegation: jQuery's
// .on(event, selector), React's root listener, a card's own click handler)
// wires the element only when the dispatch reached the element's own
// action. Any ancestor's listener runs for every click inside it; what
// tells a handler that handles the element's events (its
// event.target.closest(selector) matches the element, React finds the
// element's onClick) from one that does something else is what it does:
//
//  1. the dispatch at the element must change something (the DOM, the URL,
//     the focus, the scroll position; at once or within EffectWait);
//  2. and that change must be the element's: the declared binds_to "#id"
//     appears through it, or the element is part of a control around it
//     (an icon in a button: the button's action is its own), or — on the
//     page loaded afresh — the same event dispatched at the element's
//     parent changes something else. Every listener the element's event
//     passes, bar one on the element itself (which wires it outright), is
//     also on the parent's path, so a handler that does not look at the
//     event's target does the same for both; one that does (delegation)
//     acts for the element and not for its parent.
//
// A change is compared by its signature: each DOM mutation's type, the
// path of the node it changed, the attribute, and how many nodes came and
// went (not their values: a clock's text changes the same way twice), and
// the URL, focus and scroll position that followed.

// sigJS is the second look of 1.3.0, EffectWait after a dispatch: the
// signature of everything the dispatch changed. A document without the
// dispatch's observer is a new one: the handler navigated.
const sigJS = `(() => {
  const e = window.__w2_effect;
  if (!e) return JSON.stringify({ changed: true, sig: "navigated " + location.href });
  delete window.__w2_effect;
  const recs = e.obs.takeRecords();
  e.obs.disconnect();
  e.seen.count += recs.length;
  e.note(recs);
  const changed = e.seen.count > 0 || location.href.replace(/#$/, "") !== e.seen.href ||
    document.activeElement !== e.active || scrollX !== e.sx || scrollY !== e.sy;
  const sig = e.seen.sig.join("\n") + "\nurl " + location.href + "\nfocus " + e.path(document.activeElement) +
    "\nscroll " + scrollX + "," + scrollY;
  return JSON.stringify({ changed: changed, sig: sig });
})()`

type effectSig struct {
	Changed bool   `json:"changed"`
	Sig     string `json:"sig"`
}

// lookAgain waits EffectWait and reads the dispatch's effect.
func lookAgain(tctx context.Context) (effectSig, error) {
	var e effectSig
	if err := pause.For(tctx, EffectWait); err != nil {
		return e, err
	}
	s, err := chromedp.Run(tctx, chromedp.Evaluate[string](sigJS))
	if err != nil {
		if tctx.Err() != nil {
			return e, context.Cause(tctx)
		}
		// The evaluation was cut short by the page's navigation.
		return effectSig{Changed: true, Sig: "navigated"}, nil
	}
	if err := json.Unmarshal([]byte(s), &e); err != nil {
		return e, err
	}
	return e, nil
}

// reach completes 1.3.0's wiring test for the dispatch fired just now
// (f, with arg): it sets f.Effect and f.Reached.
func reach(tctx context.Context, t *pageTask, in *skeleton.Interaction, f *fired, arg dispatchInput) error {
	if f.Inline || f.WiredAttr || f.Ran || f.Native || f.Own || !f.Listener {
		return nil // decided without the effect
	}
	e, err := lookAgain(tctx)
	if err != nil {
		return err
	}
	f.Effect = f.Effect || e.Changed
	if !f.Effect {
		return nil
	}
	created := in.Binding != nil && in.Binding.Kind == skeleton.BindElement && !f.IDBefore && f.IDAfter
	if created || f.InControl {
		f.Reached = true
		return nil
	}
	tctx, ok, err := t.afresh.page(tctx, "before the control dispatch at "+arg.Selector+"'s parent")
	if err != nil || !ok {
		return err // not ok: the control could not run, not shown to reach
	}
	arg.Control = true
	var cf fired
	if err := callJS(tctx, dispatchJS, arg, &cf); err != nil {
		return err
	}
	c, err := lookAgain(tctx)
	if err != nil {
		return err
	}
	f.Reached = e.Sig != c.Sig
	return nil
}
