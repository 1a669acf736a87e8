package govern

import (
	"fmt"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// Agreement of the two witnesses' figures (docs/CONTRACTS.md §5,
// "Agreement"). Where W1 (pixels) and W2 (computed styles) both measured
// an element's text contrast at a breakpoint, the fold sets the two
// figures side by side and says whether they agree; W1's figure carries
// its error band, and agreement is W2's ratio inside it. It is a pure
// function of the two reports, so every fold of the chain (ledgerd
// verify among them) finds the same rows.

// Agreement statuses.
const (
	AgreementAgreed    = "agreed"
	AgreementDisagreed = "disagreed"
	AgreementSingle    = "single-witness"
)

// AgreementSlack absorbs the two witnesses' rounding of their ratios to
// 2 decimals.
const AgreementSlack = 0.01

// WaiverW2ContrastDecided: an uncertain W1 contrast flag (its error band
// straddles the minimum) that W2's decided ratio contradicts — W2 finds
// the text passing. It is shown to the judge and does not hold by itself.
const WaiverW2ContrastDecided = "w2_contrast_decided"

// Agreement is one element, breakpoint and criterion and what each
// witness measured there.
type Agreement struct {
	Screen     string `json:"screen"`
	Element    string `json:"element"`
	Breakpoint string `json:"breakpoint"`
	Criterion  string `json:"criterion"`
	// W1 and W2 are the witnesses' figures; nil when that witness has
	// none here.
	W1 *events.ContrastMeasure `json:"w1"`
	W2 *events.TextContrast    `json:"w2"`
	// Status: agreed (W2 decided, its ratio within W1's band), disagreed
	// (W2 decided, outside it), single-witness (only one decided).
	Status string `json:"status"`
	// Released: W1's contrast flag here is uncertain and W2's decided
	// ratio passes; the flag is set aside (WaiverW2ContrastDecided).
	Released bool `json:"released,omitempty"`
}

// Hint is the rows's location_hint, screen/element@breakpoint.
func (g Agreement) Hint() string { return g.Screen + "/" + g.Element + "@" + g.Breakpoint }

// AgreementOf pairs W1's contrast figures with W2's by screen, element,
// breakpoint and criterion: W1's in its report order, then W2's decided
// figures that W1 has no counterpart for, in W2's order. Either report
// may be nil.
func AgreementOf(w1 *events.ObservationW1, w2 *events.VisualVerdict) []Agreement {
	type key struct{ screen, element, bp, crit string }
	w2s := map[key]*events.TextContrast{}
	var w2order []key
	if w2 != nil {
		for i := range w2.ElementVerdicts {
			ev := &w2.ElementVerdicts[i]
			if tc := ev.TextContrast; tc != nil {
				k := key{ev.Screen, ev.Element, ev.Breakpoint, tc.Criterion}
				if _, dup := w2s[k]; !dup {
					w2s[k] = tc
					w2order = append(w2order, k)
				}
			}
		}
	}
	var out []Agreement
	seen := map[key]bool{}
	if w1 != nil {
		for i := range w1.ContrastMeasures {
			m := &w1.ContrastMeasures[i]
			k := key{m.Screen, m.Element, m.Breakpoint, m.Criterion}
			if seen[k] {
				continue
			}
			seen[k] = true
			g := Agreement{Screen: m.Screen, Element: m.Element, Breakpoint: m.Breakpoint, Criterion: m.Criterion, W1: m, Status: AgreementSingle}
			if tc := w2s[k]; tc != nil {
				g.W2 = tc
				if tc.Decided && tc.Ratio != nil {
					g.Status = AgreementDisagreed
					if r := *tc.Ratio; r >= m.Low-AgreementSlack && r <= m.High+AgreementSlack {
						g.Status = AgreementAgreed
					}
				}
			}
			out = append(out, g)
		}
	}
	for _, k := range w2order {
		if seen[k] {
			continue
		}
		tc := w2s[k]
		out = append(out, Agreement{Screen: k.screen, Element: k.element, Breakpoint: k.bp, Criterion: k.crit, W2: tc, Status: AgreementSingle})
	}
	return out
}

// releases reports whether W2's decided figure contradicts W1's
// uncertain flag at g: W1's figure there is uncertain and W2 decided the
// text passes its minimum.
func (g Agreement) releases() bool {
	return g.W1 != nil && g.W1.Uncertain && g.W2 != nil && g.W2.Decided && g.W2.Ratio != nil && *g.W2.Ratio >= g.W2.Required
}

// W1Text is W1's side of the row as the views print it: "4.38
// (4.26–4.50) uncertain /4.5" (ratio, error band when it has width, the
// minimum), or "-".
func (g Agreement) W1Text() string {
	m := g.W1
	if m == nil {
		return "-"
	}
	s := fmt.Sprintf("%.2f", m.Ratio)
	if m.High > m.Low {
		s += fmt.Sprintf(" (%.2f–%.2f)", m.Low, m.High)
	}
	if m.Uncertain {
		s += " uncertain"
	}
	return s + fmt.Sprintf(" /%g", m.Required)
}

// W2Text is W2's side: "4.52 /4.5", "undecided: REASON", or "-".
func (g Agreement) W2Text() string {
	tc := g.W2
	switch {
	case tc == nil:
		return "-"
	case !tc.Decided || tc.Ratio == nil:
		if tc.Reason != "" {
			return "undecided: " + tc.Reason
		}
		return "undecided"
	}
	return fmt.Sprintf("%.2f /%g", *tc.Ratio, tc.Required)
}
