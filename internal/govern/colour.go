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
// rows whose pinned text colour W1 left undecided and W2 does not
// confirm. A W2 token mismatch there is W2's own deviation and adds none.
func ColourUnconfirmedDeviations(rows []Agreement) []events.Deviation {
	decided := map[string]bool{} // hint → W2 decided the text contrast there
	for _, g := range rows {
		if g.Criterion == events.CriterionContrast && g.W2 != nil && g.W2.Decided && g.W2.Ratio != nil {
			decided[g.Hint()] = true
		}
	}
	var out []events.Deviation
	for _, g := range rows {
		u := g.W1Undecided
		if g.Criterion != events.CriterionTokenColour || u == nil {
			continue
		}
		var why string
		switch {
		case g.W2Token == nil:
			why = "W2 has no account of the element's colour there"
		case !g.W2Token.Matches:
			continue // W2's token_mismatch holds
		case !decided[g.Hint()]:
			why = "W2's computed colour matches, but W2 could not decide what paints the text there (" + w2ContrastText(rows, g.Hint()) + ")"
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

// w2ContrastText is W2's text contrast figure at hint as the views print
// it, "no figure" when it has none.
func w2ContrastText(rows []Agreement, hint string) string {
	for _, g := range rows {
		if g.Criterion == events.CriterionContrast && g.Hint() == hint && g.W2 != nil {
			return "its text contrast: " + g.W2Text()
		}
	}
	return "no text contrast figure"
}
