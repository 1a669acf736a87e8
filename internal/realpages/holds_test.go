package realpages_test

import (
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/realpages"
	"github.com/tribunal-dev/tribunal/internal/w1/pixelcheck"
)

// TestUncertainFlagThatHolds: an uncertain W1 contrast flag counts as
// undecided only where the fold releases it (W2 decided the text
// passing); elsewhere it holds the page in the product, so on text axe
// passes it is a false flag. On text axe fails it stays undecided (it
// holds a page that must not pass; W1 did not decide it).
func TestUncertainFlagThatHolds(t *testing.T) {
	for _, c := range []struct {
		name   string
		w2     float64 // W2's decided ratio at the element; 0: no figure
		axe    string
		counts [3]int // W1 flags, false flags, undecided
	}{
		{"W2 passes the text: released, undecided", 4.6, realpages.ContrastPass, [3]int{0, 0, 1}},
		{"W2 has no figure: holds, a false flag", 0, realpages.ContrastPass, [3]int{1, 1, 0}},
		{"W2 fails the text: holds, a false flag", 3.4, realpages.ContrastPass, [3]int{1, 1, 0}},
		{"axe fails it, W2 has no figure: undecided", 0, realpages.ContrastViolation, [3]int{0, 0, 1}},
	} {
		t.Run(c.name, func(t *testing.T) {
			node := "pass"
			if c.axe == realpages.ContrastViolation {
				node = "violation"
			}
			p := &realpages.Page{ID: "pg", Oracle: &realpages.Oracle{Breakpoints: []realpages.OracleBreakpoint{{
				Name: "mobile",
				Elements: []realpages.OracleElement{{ID: "title", Visible: true,
					Contrast: realpages.Contrast{Summary: c.axe, Nodes: []realpages.AxeNode{{Result: node, Target: "#title"}}}}},
			}}}}
			w1 := &events.ObservationW1{ContrastMeasures: []events.ContrastMeasure{{
				Screen: "pg", Element: "title", Breakpoint: "mobile", Criterion: events.CriterionContrast,
				Ratio: 4.26, Low: 4.16, High: 4.33, Required: 3, FG: "#ffffff", BG: "#527bbd", Uncertain: true,
			}}}
			w2 := &events.VisualVerdict{}
			if c.w2 > 0 {
				r := c.w2
				w2.ElementVerdicts = []events.ElementVerdict{{Screen: "pg", Element: "title", Breakpoint: "mobile",
					TextContrast: &events.TextContrast{Criterion: events.CriterionContrast, Decided: true, Ratio: &r,
						Required: 4.5, FG: "#527bbd", BG: "#ffffff"}}}
			}
			devs := w1Devs{"pg/title@mobile": {{ID: pixelcheck.IDContrast, Uncertain: true, LocationHint: "pg/title@mobile",
				Description: "contrast 4.26:1 between text #ffffff and background #527bbd is uncertain against 3:1"}}}
			var tl tally
			judgeW1Page(&tl, p, devs, w1Undecided{}, govern.Contradicted(govern.AgreementOf(w1, w2)))
			if got := [3]int{tl.w1.Flags, tl.w1.FalseFlags, tl.w1.Undecided}; got != c.counts || tl.w1.Misses != 0 {
				t.Errorf("flags, false, undecided %v (misses %d), want %v\n%s", got, tl.w1.Misses, c.counts, tl.details.String())
			}
		})
	}
}
