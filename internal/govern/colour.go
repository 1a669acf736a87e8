package govern

import (
	"fmt"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// A pinned text colour that W1 finds in no text run of its region is
// undecided for W1 (docs/W1.md, "Undecided"): in pixels a descendant that
// paints its own colour (a heading whose only text is a link) and a wrong
// colour look the same. The undecided result must not become a hole both
// witnesses miss: a page can repaint text without changing its computed
// colour (a filter, a blend mode, text drawn over it), and then W2's token
// check still matches. So the fold lets W1's undecided colour rest only on
// W2's positive account of the same place — the property matches its
// token AND W2 decided the element's text contrast there from the
// computed styles, which it does only when nothing it cannot follow
// (an image, a gradient, a filter, a blend mode, a partial overlap)
// paints the text. Otherwise the fold derives a deviation that holds as
// W1's own flag would have (docs/CONTRACTS.md §5, "Agreement").

const (
	// DevColourUnconfirmed: W1 found no text painted in the pinned text
	// colour and W2 does not confirm the colour is painted as computed.
	DevColourUnconfirmed = "text_colour_unconfirmed"
	// SevColourUnconfirmed is the severity W1 gives a token colour it
	// does not find (pixelcheck.SeverityTokenColour).
	SevColourUnconfirmed = 0.4
)

// ColourUnconfirmedDeviations are the fold's deviations for the agreement
// rows whose pinned text colour W1 left undecided and W2 (its report w2)
// does not confirm. A W2 token mismatch there is W2's own deviation and
// adds none. What W2 decided is its element figure (text_contrast), not
// a row's: the element's text is decided only when all of it is.
func ColourUnconfirmedDeviations(rows []Agreement, w2 *events.VisualVerdict) []events.Deviation {
	var out []events.Deviation
	for _, g := range rows {
		u := g.W1Undecided
		if g.Criterion != events.CriterionTokenColour || u == nil {
			continue
		}
		tc := w2Contrast(w2, g)
		var why string
		switch {
		case g.W2Token == nil:
			why = "W2 has no account of the element's colour there"
		case !g.W2Token.Matches:
			continue // W2's token_mismatch holds
		case tc == nil || !tc.Decided || tc.Ratio == nil:
			text := "no text contrast figure"
			if tc != nil {
				text = "its text contrast: " + Agreement{W2: tc}.W2Text()
			}
			why = "W2's computed colour matches, but W2 could not decide what paints the text there (" + text + ")"
		default:
			continue // W2 decided the text as painted: a descendant's own colour
		}
		out = append(out, events.Deviation{
			ID: DevColourUnconfirmed, Severity: SevColourUnconfirmed, LocationHint: g.Hint(),
			Description: fmt.Sprintf("W1 finds no text painted in the pinned %s %s (%s), and %s", u.Property, u.Token, u.Reason, why),
		})
	}
	return out
}

// w2Contrast is W2's text contrast figure for g's element and breakpoint
// (its first, as AgreementOf pairs it); nil when it has none.
func w2Contrast(w2 *events.VisualVerdict, g Agreement) *events.TextContrast {
	if w2 == nil {
		return nil
	}
	for i := range w2.ElementVerdicts {
		ev := &w2.ElementVerdicts[i]
		if ev.Screen == g.Screen && ev.Element == g.Element && ev.Breakpoint == g.Breakpoint && ev.TextContrast != nil &&
			ev.TextContrast.Criterion == events.CriterionContrast {
			return ev.TextContrast
		}
	}
	return nil
}
