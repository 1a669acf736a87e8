package pixelcheck

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// What the pixels cannot decide (docs/W1.md §2, "Undecided"). W1 says so,
// with the reason, instead of passing or failing: an undecided result is
// no deviation and holds no verdict; the fold sets it beside W2's figure
// (docs/CONTRACTS.md §5, "Agreement"). Both rules read only the frame and
// the skeleton, so the result is a pure function of the signed evidence.

// TextColourProperty is the property of a text colour token.
const TextColourProperty = "color"

// OneBackgroundShare: a region whose flat colours (each covering
// FlatShare of it or more) cover less than this share of it together has
// no one background colour (an image, a gradient).
const OneBackgroundShare = 0.5

// maxListedColours bounds the text colours an undecided reason lists.
const maxListedColours = 3

// textColourShown reports whether the region's text shows the text colour
// want: a run painted in it (its colour within tol, CIEDE2000), or a run
// whose colour may be it within the run's own error band — a blend of it
// with the run's background (on the line from the background to want,
// as a family's glyphs are) whose band reaches want's ratio: sub-pixel
// strokes never show their full colour. When no run shows it, why names
// the colours the text is painted in: a descendant that paints its own
// colour (a heading whose only text is a link) and a wrong colour look
// the same in pixels, so the colour is undecided; W2's computed style
// decides it. fams must hold at least one judged family.
func textColourShown(fams []text, want RGB, tol float64) (shown bool, why string) {
	wl := ToLab(want)
	type seen struct {
		fg RGB
		dE float64
	}
	var painted []seen
	for _, tx := range fams {
		dE := DeltaE2000(wl, ToLab(tx.fg))
		if dE <= tol {
			return true, ""
		}
		if r := ContrastRatio(want, tx.bg); onLine(tx.bg, want, tx.fg) && r >= tx.lo-0.005 && r <= tx.hi+0.005 {
			return true, ""
		}
		if !slices.ContainsFunc(painted, func(s seen) bool { return s.fg == tx.fg }) {
			painted = append(painted, seen{tx.fg, dE})
		}
	}
	var cols []string
	closest := painted[0]
	for i, p := range painted {
		if i < maxListedColours {
			cols = append(cols, p.fg.Hex())
		}
		if p.dE < closest.dE {
			closest = p
		}
	}
	if len(painted) > maxListedColours {
		cols = append(cols, fmt.Sprintf("and %d more", len(painted)-maxListedColours))
	}
	return false, fmt.Sprintf("no text in the region is painted in %s: its text is %s (closest %s at ΔE00 %.2f); "+
		"pixels cannot tell a descendant's own colour from a wrong one",
		want.Hex(), strings.Join(cols, ", "), closest.fg.Hex(), closest.dE)
}

// noOneBackground reports whether a region in which no text was judged
// has no one background colour to judge text against: the flat colours
// of the region (each covering FlatShare of it or more: a background, a
// tint, a fill) together cover less than OneBackgroundShare of it, so
// most of it is colours that each cover little — an image, a gradient.
// Text on it, if any, cannot be measured from the pixels; why says so.
func noOneBackground(h *hist) (why string, ok bool) {
	n := 0
	for _, k := range h.counts {
		if float64(k) >= FlatShare*float64(h.n) {
			n += k
		}
	}
	share := float64(n) / float64(max(1, h.n))
	if share >= OneBackgroundShare {
		return "", false
	}
	return fmt.Sprintf("no one background colour: the colours that each cover %g %% of the region or more cover %d %% of it "+
		"(an image or a gradient); text on it cannot be measured from pixels", 100*FlatShare, int(math.Floor(100*share))), true
}
