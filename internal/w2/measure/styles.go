package measure

import (
	"context"
	"fmt"
	"strings"
	"sync"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/css"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/chromedp"
)

// styleInFlight bounds the CSS-domain questions a page has outstanding at
// once. The browser answers them one after another on the page's main
// thread; keeping some in flight only hides the round trips between the
// process and the browser, and beyond a few dozen gains nothing more.
// Each answer depends on its node alone, so the order of the answers
// changes nothing.
const styleInFlight = 16

// matchedStylesAll asks the CSS domain for the rules that match the first
// element each selector matches, with one DOM.getDocument for the page
// and then DOM.querySelector + CSS.getMatchedStylesForNode per selector,
// a few in flight (the protocol takes one node per question; the
// computed values come from probe.js in one call for all elements).
//
// Every DOM.getDocument resets the node ids the DevTools DOM agent hands
// out, and chromedp calls it itself when a DOM.documentUpdated event
// arrives (which can come after the load event), so a node id can go
// stale between the query and the question: then the document is fetched
// again and the selectors whose answer went stale are asked again, a few
// times.
func matchedStylesAll(tctx context.Context, selectors []string) ([]*css.GetMatchedStylesForNodeResult, error) {
	out := make([]*css.GetMatchedStylesForNodeResult, len(selectors))
	if len(selectors) == 0 {
		return out, nil
	}
	todo := make([]int, len(selectors))
	for i := range todo {
		todo[i] = i
	}
	var err error
	for range 4 {
		if todo, err = matchedRound(tctx, selectors, todo, out); len(todo) == 0 && err == nil {
			return out, nil
		}
		if err != nil && !staleNode(err) || tctx.Err() != nil {
			return nil, err
		}
	}
	return nil, err
}

// matchedRound fetches the document once and asks for every selector in
// todo. It returns those whose node id went stale with the first stale
// error, or another error, the first in selector order so that it does
// not depend on which answer came first.
func matchedRound(tctx context.Context, selectors []string, todo []int, out []*css.GetMatchedStylesForNodeResult) ([]int, error) {
	doc, err := chromedp.Call(tctx, dom.GetDocument, dom.GetDocumentParams{Depth: new(int64(0))})
	if err != nil {
		return todo, err
	}
	root := doc.Root.NodeID
	errs := make([]error, len(todo))
	var wg sync.WaitGroup
	sem := make(chan struct{}, styleInFlight)
	for k, i := range todo {
		sem <- struct{}{}
		wg.Go(func() {
			defer func() { <-sem }()
			out[i], errs[k] = matchedFor(tctx, root, selectors[i])
		})
	}
	wg.Wait()
	var stale []int
	var first error
	for k, i := range todo {
		switch {
		case errs[k] == nil:
		case staleNode(errs[k]):
			stale = append(stale, i)
			if first == nil {
				first = errs[k]
			}
		default:
			return nil, errs[k]
		}
	}
	return stale, first
}

// matchedFor is one selector's two questions under the document root.
func matchedFor(tctx context.Context, root cdp.NodeID, selector string) (*css.GetMatchedStylesForNodeResult, error) {
	q, err := chromedp.Call(tctx, dom.QuerySelector, dom.QuerySelectorParams{NodeID: root, Selector: selector})
	if err != nil {
		return nil, err
	}
	if q.NodeID == 0 {
		return nil, fmt.Errorf("%q matched nothing in the CSS pass", selector)
	}
	m, err := chromedp.Call(tctx, css.GetMatchedStylesForNode, css.GetMatchedStylesForNodeParams{NodeID: q.NodeID})
	if err != nil {
		return nil, err
	}
	return &m, nil
}

// staleNode reports the DevTools error for a node id that was reset.
func staleNode(err error) bool {
	return strings.Contains(err.Error(), "Could not find node with given id")
}
