package authoring

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

//go:embed owntext.js
var ownTextJS string

// recordScript is what the recording evaluates on each page after W2's
// probe: clickable.js and owntext.js applied to the same selectors, in
// one answer.
var recordScript = "(function (s) { return JSON.stringify({clicks: JSON.parse((" + clickableJS + ")(s)), text: (" + ownTextJS + ")(s)}); })"

// ownText is what owntext.js saw of one element's text at one breakpoint:
// how many rendered characters are painted in the element's own text
// colour (Colour) and how many in another colour (Others names up to four).
type ownText struct {
	Own    int      `json:"own"`
	Other  int      `json:"other"`
	Colour string   `json:"colour"`
	Others []string `json:"others"`
}

// parseScript decodes the page's answer to recordScript for n selectors.
func parseScript(raw json.RawMessage, n int) ([]clickInfo, []ownText, error) {
	var out struct {
		Clicks []clickInfo `json:"clicks"`
		Text   []ownText   `json:"text"`
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		return nil, nil, fmt.Errorf("decoding the page's answer: %w", err)
	}
	if len(out.Clicks) != n || len(out.Text) != n {
		return nil, nil, fmt.Errorf("the page answered for %d and %d selectors, not %d", len(out.Clicks), len(out.Text), n)
	}
	return out.Clicks, out.Text, nil
}

// textColourShown says whether an element's text colour shows in its
// glyphs at every breakpoint it is seen at, and if not, why not.
//
// The rule (docs/SKELETON.md, record, "Tokens"): `color` is pinned only where
// the element's own text paints it. Where the element has text but every
// glyph of it belongs to descendants that paint another colour — a
// sidebar heading whose only text is a link, a search field that shows
// only its placeholder, text drawn at opacity 0.8 — no pixel of the
// element shows its `color`: a designer pins what the page shows, and W1, which
// judges the pixels, could not tell the pin from a wrong colour. Nothing
// is pinned for `color` then (not the link's colour: that is the link's
// own property, which W2 checks on the element would contradict). An
// element with no text at all keeps the usual rule: its colour may show
// through currentColor (a border, an icon).
func textColourShown(texts []ownText) (bool, string) {
	for _, t := range texts {
		if t.Own == 0 && t.Other > 0 {
			var cols []string
			for _, c := range t.Others {
				// "rgb(…)" or "rgb(…) at opacity 0.8"
				colour, rest, _ := strings.Cut(c, " at ")
				if col, err := skeleton.ParseColor(colour); err == nil && col.A == 1 {
					colour = fmt.Sprintf("#%02x%02x%02x", col.R, col.G, col.B)
				}
				if rest != "" {
					colour += " at " + rest
				}
				cols = append(cols, colour)
			}
			return false, fmt.Sprintf("none of its text shows it: all %d characters are painted in %s", t.Other, strings.Join(cols, ", "))
		}
	}
	return true, ""
}
