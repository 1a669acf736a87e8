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
// results with their reasons, W2's computed colour of a pinned colour —
// and the status, as the fold paired them.
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
	r := &Report{RequestID: "r", State: events.StatePassCandidate, W3: &govern.W3Output{
		Agreement: govern.AgreementOf(w1, &events.VisualVerdict{ElementVerdicts: []events.ElementVerdict{hero, nav}})}}
	var b bytes.Buffer
	if err := WriteHTML(&b, r); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	for _, want := range []string{
		"Agreement of the witnesses (2)",
		`<tr class="single-witness" data-agreement="single-witness"><td>home/hero@mobile</td><td>WCAG 1.4.3</td><td>undecided: no one background colour (an image or a gradient)</td><td>5.20 /4.5</td>`,
		`<td>home/nav@mobile</td><td>token colour (color)</td><td>undecided: no text in the region is painted in #1a1a1a: its text is #0b57d0</td><td>matches</td>`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the report lacks %q", want)
		}
	}
}
