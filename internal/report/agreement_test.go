package report

import (
	"bytes"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
)

// TestAgreementTable: the HTML report's "Agreement of the witnesses"
// shows each row's criterion, both witnesses' sides — W1's undecided
// results with their reasons, W2's computed colour of a pinned colour,
// an element's texts one row each —, and the status, as the fold
// paired them.
func TestAgreementTable(t *testing.T) {
	ratio := 5.2
	w1 := &events.ObservationW1{Undecided: []events.W1Undecided{
		{Screen: "home", Element: "hero", Breakpoint: "mobile", Criterion: "1.4.3", Reason: "no one background colour (an image or a gradient)"},
		{Screen: "home", Element: "nav", Breakpoint: "mobile", Criterion: "token_colour", Property: "color", Token: "color.text",
			Reason: "no text in the region is painted in #1a1a1a: its text is #0b57d0"},
	}}
	hero := events.ElementVerdict{Screen: "home", Element: "hero", Breakpoint: "mobile", Status: events.ElementPass,
		TextContrast: &events.TextContrast{Criterion: "1.4.3", Decided: true, Ratio: &ratio, Required: 4.5}}
	nav := events.ElementVerdict{Screen: "home", Element: "nav", Breakpoint: "mobile", Status: events.ElementPass}
	// Text by text: W1 reads the code's orange mark, which W2 has no
	// figure for; the black text both measured.
	black := 15.3
	w1.ContrastMeasures = []events.ContrastMeasure{{Screen: "home", Element: "code", Breakpoint: "mobile", Criterion: "1.4.3",
		Ratio: 2.08, Low: 2.08, High: 2.08, Required: 4.5, FG: "#ff8000", BG: "#ffffff", PX: 13.9,
		Texts: []events.ContrastText{{Ratio: 15.3, Low: 15.3, High: 15.3, Required: 4.5, FG: "#000000", BG: "#ffffff", PX: 14.2},
			{Ratio: 2.08, Low: 2.08, High: 2.08, Required: 4.5, FG: "#ff8000", BG: "#ffffff", PX: 13.9}}}}
	code := events.ElementVerdict{Screen: "home", Element: "code", Breakpoint: "mobile", Status: events.ElementPass,
		TextContrast: &events.TextContrast{Criterion: "1.4.3", Decided: true, Ratio: &black, Required: 4.5, FG: "#000000", BG: "#ffffff",
			Texts: []events.TextFigure{{Decided: true, Ratio: &black, Required: 4.5, FG: "#000000", BG: "#ffffff", PX: 14, Weight: 400, Sample: "let x = f()?;"}}}}
	r := &Report{RequestID: "r", State: events.StatePassCandidate, W3: &govern.W3Output{
		Agreement: govern.AgreementOf(w1, &events.VisualVerdict{ElementVerdicts: []events.ElementVerdict{hero, nav, code}})}}
	var b bytes.Buffer
	if err := WriteHTML(&b, r); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	for _, want := range []string{
		"Agreement of the witnesses (4)",
		`<tr class="agreed" data-agreement="agreed"><td>home/code@mobile</td><td>WCAG 1.4.3</td><td>15.30 /4.5 #000000 on #ffffff, 14.2 px</td><td>15.30 /4.5 #000000 on #ffffff, 14 px 400 &#34;let x = f()?;&#34;</td>`,
		`<tr class="single-witness" data-agreement="single-witness"><td>home/code@mobile</td><td>WCAG 1.4.3</td><td>2.08 /4.5 #ff8000 on #ffffff, 13.9 px</td><td>-</td>`,
		`<tr class="single-witness" data-agreement="single-witness"><td>home/hero@mobile</td><td>WCAG 1.4.3</td><td>undecided: no one background colour (an image or a gradient)</td><td>5.20 /4.5</td>`,
		`<td>home/nav@mobile</td><td>token colour (color)</td><td>undecided: no text in the region is painted in #1a1a1a: its text is #0b57d0</td><td>matches</td>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the report lacks %q", want)
		}
	}
}
