package measure

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/css"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// The CSS domain answers one node per question, and the answer (the
// element's matched rules and every ancestor's) is tens of kilobytes:
// asking it for each of 200 elements was most of a page's cost. Elements
// that are alike — siblings with the same tag, attributes but id,
// states, and the same author selectors matching — get the same answer
// as far as rule 4 reads it, so W2 asks for one of them (share.js says
// exactly when, docs/RUBRIC.md §1 why that is enough).
//
// share.js runs in an isolated world, so that nothing the product's own
// scripts did to the page's built-ins (Element.prototype.matches,
// JSON.stringify) changes which elements are taken as alike. It runs
// twice, before the questions and after the answers: when the groups
// differ, the page changed in between, and every element is asked alone.

//go:embed share.js
var shareJS string

// shareCheck, when set (tests only), is called for every element whose
// answer was shared, with that answer and the element's own, asked alone.
var shareCheck func(selector string, shared, own *css.GetMatchedStylesForNodeResult)

// matchedStylesShared is matchedStylesAll for the elements the selectors
// match, asking once per group of alike elements. sheets (nil in tests
// that load no page through measurePage) holds the style sheets the CSS
// domain reported, for the ones the page may not read.
func matchedStylesShared(tctx context.Context, selectors []string, sheets *sheetWatch) ([]*css.GetMatchedStylesForNodeResult, error) {
	if len(selectors) < 2 {
		return matchedStylesAll(tctx, selectors)
	}
	var texts map[string]string
	world, groups, need, err := shareGroups(tctx, 0, selectors, nil)
	if err == nil && need != nil && sheets != nil {
		if texts = sheets.texts(tctx, need); texts != nil {
			_, groups, need, err = shareGroups(tctx, world, selectors, texts)
		}
	}
	if err != nil || need != nil {
		if tctx.Err() != nil {
			return nil, context.Cause(tctx)
		}
		// The grouping is only a shortcut: without it every element is
		// asked alone, as it always may be.
		return matchedStylesAll(tctx, selectors)
	}
	var reps []int // indices into selectors, one per group
	for i, g := range groups {
		if g < 0 || g == i {
			reps = append(reps, i)
		}
	}
	if len(reps) == len(selectors) {
		return matchedStylesAll(tctx, selectors)
	}
	ms, err := matchedStylesOf(tctx, selectors, reps)
	if err != nil {
		return nil, err
	}
	if _, again, need, err := shareGroups(tctx, world, selectors, texts); err != nil || need != nil || !slices.Equal(groups, again) {
		if tctx.Err() != nil {
			return nil, context.Cause(tctx)
		}
		return matchedStylesAll(tctx, selectors)
	}
	out := make([]*css.GetMatchedStylesForNodeResult, len(selectors))
	slot := map[int]bool{} // groups whose first element is slotted
	for k, i := range reps {
		out[i] = ms[k]
		slot[i] = slotted(ms[k])
	}
	var alone []int // members of a slotted group, asked alone
	for i, g := range groups {
		switch {
		case g < 0 || g == i:
		case slot[g]:
			alone = append(alone, i)
		default:
			out[i] = out[g]
		}
	}
	if len(alone) > 0 {
		own, err := matchedStylesOf(tctx, selectors, alone)
		if err != nil {
			return nil, err
		}
		for k, i := range alone {
			out[i] = own[k]
			groups[i] = i
		}
	}
	if shareCheck != nil {
		var shared []int
		for i, g := range groups {
			if g >= 0 && g != i {
				shared = append(shared, i)
			}
		}
		own, err := matchedStylesOf(tctx, selectors, shared)
		if err != nil {
			return nil, err
		}
		for k, i := range shared {
			shareCheck(selectors[i], out[i], own[k])
		}
	}
	return out, nil
}

// matchedStylesOf is matchedStylesAll for the selectors at the indices
// idx, in that order.
func matchedStylesOf(tctx context.Context, selectors []string, idx []int) ([]*css.GetMatchedStylesForNodeResult, error) {
	sel := make([]string, len(idx))
	for k, i := range idx {
		sel[k] = selectors[i]
	}
	return matchedStylesAll(tctx, sel)
}

// slotted reports whether the element of m is assigned to a slot of a
// shadow tree: its inherited styles, which follow the flat tree, then
// include the slot's (the browser's "slot { display: contents }"). Rules
// of a shadow tree's style sheets (::slotted) can tell slotted siblings
// apart, and share.js cannot read a closed shadow root's sheets, so the
// other elements of such a group are asked alone.
func slotted(m *css.GetMatchedStylesForNodeResult) bool {
	for _, a := range m.Inherited {
		if a == nil {
			continue
		}
		for _, rm := range a.MatchedCSSRules {
			if rm != nil && rm.Rule != nil && rm.Rule.Origin == css.StyleSheetOriginUserAgent &&
				rm.Rule.SelectorList != nil && rm.Rule.SelectorList.Text == "slot" {
				return true
			}
		}
	}
	return false
}

// shareGroups evaluates share.js in an isolated world of the tab's main
// frame (world, or a new one when world is 0), with texts the style
// sheets' texts by URL: for each selector the index of its group's first
// selector, or -1 when it matches nothing; or, when share.js needs the
// text of style sheets it may not read, their URLs.
func shareGroups(tctx context.Context, world runtime.ExecutionContextID, selectors []string, texts map[string]string) (runtime.ExecutionContextID, []int, []string, error) {
	if world == 0 {
		ft, err := chromedp.Call(tctx, page.GetFrameTree, cdp.Empty{})
		if err != nil {
			return 0, nil, nil, err
		}
		if ft.FrameTree == nil || ft.FrameTree.Frame == nil {
			return 0, nil, nil, fmt.Errorf("the tab has no main frame")
		}
		w, err := chromedp.Call(tctx, page.CreateIsolatedWorld, page.CreateIsolatedWorldParams{
			FrameID: ft.FrameTree.Frame.ID, WorldName: "tribunal-w2-share"})
		if err != nil {
			return 0, nil, nil, err
		}
		world = w.ExecutionContextID
	}
	in, err := json.Marshal(struct {
		Selectors []string          `json:"selectors"`
		Texts     map[string]string `json:"texts"`
	}{selectors, texts})
	if err != nil {
		return 0, nil, nil, err
	}
	r, err := chromedp.Call(tctx, runtime.Evaluate, runtime.EvaluateParams{
		Expression: shareJS + "(" + string(in) + ")", ContextID: world, ReturnByValue: new(true)})
	if err != nil {
		return 0, nil, nil, err
	}
	if r.ExceptionDetails != nil {
		return 0, nil, nil, fmt.Errorf("share.js: %s", r.ExceptionDetails.Text)
	}
	if r.Result == nil {
		return 0, nil, nil, fmt.Errorf("share.js returned nothing")
	}
	var s string
	if err := json.Unmarshal([]byte(r.Result.Value), &s); err != nil {
		return 0, nil, nil, fmt.Errorf("share.js: %w", err)
	}
	var out struct {
		Groups []int    `json:"groups"`
		Need   []string `json:"need"`
	}
	if err := json.Unmarshal([]byte(s), &out); err != nil {
		return 0, nil, nil, fmt.Errorf("share.js: %w", err)
	}
	if out.Need != nil {
		return world, nil, out.Need, nil
	}
	groups := out.Groups
	if len(groups) != len(selectors) {
		return 0, nil, nil, fmt.Errorf("share.js: %d groups for %d selectors", len(groups), len(selectors))
	}
	for i, g := range groups {
		// A group is named by its first member, which is its own group.
		if g < -1 || g > i || g >= 0 && groups[g] != g {
			return 0, nil, nil, fmt.Errorf("share.js: bad group %d for selector %d", g, i)
		}
	}
	return world, groups, nil, nil
}
