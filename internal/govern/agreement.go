package govern

import (
	"fmt"
	"sync"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// Agreement of the two witnesses' figures (docs/CONTRACTS.md §5,
// "Agreement"). Where W1 (pixels) and W2 (computed styles) both measured
// an element's text contrast at a breakpoint, the fold sets the two
// figures side by side and says whether they agree; W1's figure carries
// its error band, and agreement is W2's ratio inside it. What W1 could
// not decide is set beside W2's figure the same way: its undecided text
// contrast, and a pinned text colour no text shows (beside W2's computed
// value of that property). It is a pure function of the two reports, so
// every fold of the chain (ledgerd verify among them) finds the same
// rows.

// Agreement statuses.
const (
	// AgreementAgreed: both decided, W2's ratio within W1's band, and
	// where their minima differ (large text for one, not for the other)
	// both pass or both fail the text.
	AgreementAgreed = "agreed"
	// AgreementDisagreed: both decided, W2's ratio outside W1's band, or
	// their minima differ and one passes the text where the other does
	// not.
	AgreementDisagreed = "disagreed"
	// AgreementSingle: exactly one witness decided; the other has no
	// figure or says undecided.
	AgreementSingle = "single-witness"
	// AgreementUndecided: neither decided; at least one says undecided.
	AgreementUndecided = "undecided"
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
	// Criterion is "1.4.3" (text contrast) or "token_colour" (a pinned
	// colour, named by Property).
	Criterion string `json:"criterion"`
	Property  string `json:"property,omitempty"`
	// W1 and W2 are the witnesses' contrast figures; nil when that
	// witness has none here.
	W1 *events.ContrastMeasure `json:"w1"`
	W2 *events.TextContrast    `json:"w2"`
	// W1Undecided is what W1 could not decide here and why (then W1 is
	// nil).
	W1Undecided *events.W1Undecided `json:"w1_undecided,omitempty"`
	// W2Token is W2's account of the pinned colour of a token_colour
	// row; nil when W2 has none.
	W2Token *TokenFigure `json:"w2_token,omitempty"`
	// Status: agreed (both decided, W2's ratio within W1's band),
	// disagreed (both decided, outside it), single-witness (only one
	// decided), undecided (neither did).
	Status string `json:"status"`
	// Released: W1's contrast flag here is uncertain and W2's decided
	// ratio passes; the flag is set aside (WaiverW2ContrastDecided).
	Released bool `json:"released,omitempty"`
}

// TokenFigure is W2's account of one pinned colour of an element: the
// value its computed style has and the token's, and whether they match
// (W2's token_mismatch; docs/RUBRIC.md).
type TokenFigure struct {
	Matches  bool   `json:"matches"`
	Computed string `json:"computed,omitempty"`
	Expected string `json:"expected,omitempty"`
}

// Hint is the rows's location_hint, screen/element@breakpoint.
func (g Agreement) Hint() string { return g.Screen + "/" + g.Element + "@" + g.Breakpoint }

// AgreementOf pairs W1's contrast figures and undecided results with
// W2's figures by screen, element, breakpoint and criterion: W1's
// contrast figures in its report order, then its undecided results, then
// W2's contrast figures that W1 has no counterpart for, in W2's order.
// Where both witnesses list the element's texts, its rows are text by
// text (textpair.go). Either report may be nil.
func AgreementOf(w1 *events.ObservationW1, w2 *events.VisualVerdict) []Agreement {
	nw1 := 0
	if w1 != nil {
		nw1 = len(w1.ContrastMeasures) + len(w1.Undecided)
	}
	sc := getAgreementScratch()
	defer putAgreementScratch(sc)
	w2s, w2els, seen := sc.w2s, sc.w2els, sc.seen
	if w2 != nil {
		for i := range w2.ElementVerdicts {
			ev := &w2.ElementVerdicts[i]
			if ek := (agreementKey{ev.Screen, ev.Element, ev.Breakpoint, "", ""}); w2els[ek] == nil {
				w2els[ek] = ev
			}
			if tc := ev.TextContrast; tc != nil {
				k := agreementKey{ev.Screen, ev.Element, ev.Breakpoint, tc.Criterion, ""}
				if _, dup := w2s[k]; !dup {
					w2s[k] = tc
					sc.w2order = append(sc.w2order, k)
				}
			}
		}
	}
	// Most reports give one row per W1 figure, and W2's figures pair
	// with them: room for those rows up front. No rows stay nil.
	var out []Agreement
	if nw1 > 0 {
		out = make([]Agreement, 0, nw1)
	}
	add := func(k agreementKey, g Agreement) {
		seen[k] = true
		if tc := w2s[k]; tc != nil && k.crit == events.CriterionContrast {
			g.W2 = tc
		}
		if k.crit == events.CriterionTokenColour {
			g.W2Token = tokenFigure(w2els[agreementKey{k.screen, k.element, k.bp, "", ""}], k.prop)
		}
		g.Status = g.status()
		out = append(out, g)
	}
	if w1 != nil {
		for i := range w1.ContrastMeasures {
			m := &w1.ContrastMeasures[i]
			k := agreementKey{m.Screen, m.Element, m.Breakpoint, m.Criterion, ""}
			if seen[k] {
				continue
			}
			if tc := w2s[k]; tc != nil && len(m.Texts) > 0 && len(tc.Texts) > 0 {
				// Both list their texts: text by text (textpair.go).
				seen[k] = true
				out = appendTextRows(out, m, tc)
				continue
			}
			add(k, Agreement{Screen: m.Screen, Element: m.Element, Breakpoint: m.Breakpoint, Criterion: m.Criterion, W1: m})
		}
		for i := range w1.Undecided {
			u := &w1.Undecided[i]
			if k := (agreementKey{u.Screen, u.Element, u.Breakpoint, u.Criterion, u.Property}); !seen[k] {
				add(k, Agreement{Screen: u.Screen, Element: u.Element, Breakpoint: u.Breakpoint, Criterion: u.Criterion, Property: u.Property, W1Undecided: u})
			}
		}
	}
	for _, k := range sc.w2order {
		if !seen[k] {
			add(k, Agreement{Screen: k.screen, Element: k.element, Breakpoint: k.bp, Criterion: k.crit})
		}
	}
	return out
}

// agreementKey is a row's place: screen, element, breakpoint, criterion
// and property.
type agreementKey struct{ screen, element, bp, crit, prop string }

// agreementScratch holds AgreementOf's lookups, kept between calls: a
// replay pairs the reports of every attempt of a chain, and maps made
// afresh for each (sized for a report of many elements) were most of
// the pairing's cost, in memory the process had never touched.
type agreementScratch struct {
	w2s     map[agreementKey]*events.TextContrast
	w2els   map[agreementKey]*events.ElementVerdict // by screen, element, breakpoint
	seen    map[agreementKey]bool
	w2order []agreementKey
}

var agreementScratches = sync.Pool{New: func() any {
	return &agreementScratch{
		w2s:   map[agreementKey]*events.TextContrast{},
		w2els: map[agreementKey]*events.ElementVerdict{},
		seen:  map[agreementKey]bool{},
	}
}}

// maxScratchKeys bounds the scratch kept for the next call: clearing a
// map costs its capacity, so one huge report does not make every later
// pairing pay for its size.
const maxScratchKeys = 4096

func getAgreementScratch() *agreementScratch {
	return agreementScratches.Get().(*agreementScratch)
}

func putAgreementScratch(sc *agreementScratch) {
	if len(sc.w2s) > maxScratchKeys || len(sc.w2els) > maxScratchKeys || len(sc.seen) > maxScratchKeys {
		return
	}
	clear(sc.w2s)
	clear(sc.w2els)
	clear(sc.seen)
	clear(sc.w2order) // drop the strings it points to
	sc.w2order = sc.w2order[:0]
	agreementScratches.Put(sc)
}

// tokenFigure is W2's account of property's pinned colour in its verdict
// on the element: a token_mismatch of that property, or a match; nil
// when W2 did not judge the element's tokens there (no verdict, not in
// the DOM, hidden).
func tokenFigure(ev *events.ElementVerdict, property string) *TokenFigure {
	if ev == nil || ev.MissingFromDOM || ev.Status == events.ElementHidden {
		return nil
	}
	for _, m := range ev.TokenMismatch {
		if m.Field == property {
			return &TokenFigure{Computed: m.Computed, Expected: m.Expected}
		}
	}
	return &TokenFigure{Matches: true}
}

// status is the row's agreement status: agreed or disagreed when both
// decided (W2's ratio within W1's band, ±AgreementSlack, and the two
// minima deciding the text alike, or not), single-witness when one did,
// undecided when neither did.
func (g Agreement) status() string {
	w1 := g.W1 != nil
	w2 := g.W2 != nil && g.W2.Decided && g.W2.Ratio != nil || g.W2Token != nil
	switch {
	case w1 && w2 && g.W2 != nil:
		if r := *g.W2.Ratio; r >= g.W1.Low-AgreementSlack && r <= g.W1.High+AgreementSlack && g.sameMinimumVerdict() {
			return AgreementAgreed
		}
		return AgreementDisagreed
	case w1 || w2:
		return AgreementSingle
	}
	return AgreementUndecided
}

// sameMinimumVerdict: the witnesses' minima decide the text alike. They
// differ when one takes the text for large text and the other not (W1
// estimates the size from the pixels); that matters only where it
// changes the verdict: W1's band certainly on one side of its minimum
// and W2's ratio on the same side of its own.
func (g Agreement) sameMinimumVerdict() bool {
	if g.W1.Required == g.W2.Required {
		return true
	}
	r := *g.W2.Ratio
	w2pass := r >= g.W2.Required
	switch {
	case g.W1.Low >= g.W1.Required:
		return w2pass
	case g.W1.High < g.W1.Required:
		return !w2pass
	}
	return false // W1 uncertain against its minimum: no verdict to share
}

// releases reports whether W2's decided figure contradicts W1's
// uncertain flag at g: W1's figure there is uncertain and W2 decided the
// text passes its minimum.
func (g Agreement) releases() bool {
	return g.W1 != nil && g.W1.Uncertain && g.W2 != nil && g.W2.Decided && g.W2.Ratio != nil && *g.W2.Ratio >= g.W2.Required
}

// Contradicted are the places (location hints) where W2's decided
// figures contradict W1's uncertain contrast flag, each with the indexes
// of the rows that do: every row there whose W1 text is uncertain
// releases (a text W2 did not measure, or did not decide, keeps the flag
// holding), and there is at least one. With one row per element (reports
// that do not list their texts) that row is the element's.
func Contradicted(rows []Agreement) map[string][]int {
	out := map[string][]int{}
	held := map[string]bool{}
	for i, g := range rows {
		if g.Criterion != events.CriterionContrast || g.W1 == nil || !g.W1.Uncertain {
			continue
		}
		if h := g.Hint(); !g.releases() {
			held[h] = true
		} else {
			out[h] = append(out[h], i)
		}
	}
	for h := range held {
		delete(out, h)
	}
	return out
}

// W1Text is W1's side of the row as the views print it: "4.38
// (4.26–4.50) uncertain /4.5 #777777 on #ffffff, 14 px" (ratio, error
// band when it has width, the minimum, the text it measured: its colour
// on its background, its estimated size and weight, "weight unknown"
// where W1 did not read it), "undecided: REASON", or "-".
func (g Agreement) W1Text() string {
	m := g.W1
	if m == nil {
		if g.W1Undecided != nil {
			return "undecided: " + g.W1Undecided.Reason
		}
		return "-"
	}
	s := fmt.Sprintf("%.2f", m.Ratio)
	if m.High > m.Low {
		s += fmt.Sprintf(" (%.2f–%.2f)", m.Low, m.High)
	}
	if m.Uncertain {
		s += " uncertain"
	}
	s += fmt.Sprintf(" /%g %s on %s", m.Required, m.FG, m.BG)
	if m.PX > 0 {
		s += fmt.Sprintf(", %g px", m.PX)
		switch {
		case m.WeightUnknown:
			s += " weight unknown"
		case m.Bold:
			s += " bold"
		}
	}
	return s
}

// W2Text is W2's side: "4.52 /4.5 #767676 on #ffffff" (for one text of
// a text-by-text row also its size, weight and first words: ", 16 px
// 400 "Read more""), "undecided: REASON", for a pinned colour "matches"
// or "computed C, token T", or "-".
func (g Agreement) W2Text() string {
	if t := g.W2Token; t != nil {
		if t.Matches {
			return "matches"
		}
		return "computed " + t.Computed + ", token " + t.Expected
	}
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
	s := fmt.Sprintf("%.2f /%g", *tc.Ratio, tc.Required)
	if tc.FG != "" {
		s += fmt.Sprintf(" %s on %s", tc.FG, tc.BG)
	}
	if len(tc.Texts) == 1 {
		t := tc.Texts[0]
		s += fmt.Sprintf(", %g px %g %q", t.PX, t.Weight, t.Sample)
	}
	return s
}

// CriterionText names the row's criterion as the views print it:
// "WCAG 1.4.3", or "token colour (color)".
func (g Agreement) CriterionText() string {
	if g.Criterion == events.CriterionTokenColour {
		return "token colour (" + g.Property + ")"
	}
	return "WCAG " + g.Criterion
}
