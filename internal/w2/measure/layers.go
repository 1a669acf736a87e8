package measure

import (
	"strings"

	"github.com/chromedp/cdproto/css"
)

// Cascade layers (CSS Cascade 5 §6.4), ranked from rubric 1.5.0. Among
// normal author declarations a later layer beats an earlier one and
// unlayered declarations beat every layer; among important ones the order
// is reversed: the earliest layer wins and unlayered ones lose to all.
//
// The CSS domain lists an element's matched rules sorted as the browser
// cascades normal declarations: by layer order first, then specificity,
// then source order (Chromium's matched-rule sort; TestLayersAgreeWithChromium
// holds W2 to it). So a layer's rules come as one run, the runs in layer
// order, and the unlayered rules last: the layer's place is the order in
// which the runs first appear. Anonymous layers cannot be told apart by
// name (the domain reports an empty name); two of them are one layer here.

// layerOrder returns, for each of rules, its author layer's place: 1 for
// the first layer listed, 2 the next, …; unlayered rules get the place
// after every layer, and rules of the other origins 0 (their importance
// already ranks them).
func layerOrder(rules []*css.RuleMatch) []int {
	out := make([]int, len(rules))
	place := map[string]int{}
	for i, rm := range rules {
		if rm == nil || rm.Rule == nil || originRank(rm.Rule.Origin) != rankAuthorNormal || len(rm.Rule.Layers) == 0 {
			continue
		}
		k := layerKey(rm.Rule.Layers)
		if place[k] == 0 {
			place[k] = len(place) + 1
		}
		out[i] = place[k]
	}
	unlayered := len(place) + 1
	for i, rm := range rules {
		if rm != nil && rm.Rule != nil && originRank(rm.Rule.Origin) == rankAuthorNormal && len(rm.Rule.Layers) == 0 {
			out[i] = unlayered
		}
	}
	return out
}

// layerKey names a rule's layer by its path from the outermost layer
// (the domain lists the innermost first).
func layerKey(ls []*css.Layer) string {
	var b strings.Builder
	for i := len(ls) - 1; i >= 0; i-- {
		b.WriteString("\x00")
		if ls[i] != nil {
			b.WriteString(ls[i].Text)
		}
	}
	return b.String()
}
