package govern

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// agreementOfReference is AgreementOf as it was before its lookups were
// kept between calls (maps made afresh for each call): the reference
// TestAgreementOfScratch compares with.
func agreementOfReference(w1 *events.ObservationW1, w2 *events.VisualVerdict) []Agreement {
	type key struct{ screen, element, bp, crit, prop string }
	w2s := map[key]*events.TextContrast{}
	w2els := map[key]*events.ElementVerdict{}
	var w2order []key
	if w2 != nil {
		for i := range w2.ElementVerdicts {
			ev := &w2.ElementVerdicts[i]
			if ek := (key{ev.Screen, ev.Element, ev.Breakpoint, "", ""}); w2els[ek] == nil {
				w2els[ek] = ev
			}
			if tc := ev.TextContrast; tc != nil {
				k := key{ev.Screen, ev.Element, ev.Breakpoint, tc.Criterion, ""}
				if _, dup := w2s[k]; !dup {
					w2s[k] = tc
					w2order = append(w2order, k)
				}
			}
		}
	}
	var out []Agreement
	seen := map[key]bool{}
	add := func(k key, g Agreement) {
		seen[k] = true
		if tc := w2s[k]; tc != nil && k.crit == events.CriterionContrast {
			g.W2 = tc
		}
		if k.crit == events.CriterionTokenColour {
			g.W2Token = tokenFigure(w2els[key{k.screen, k.element, k.bp, "", ""}], k.prop)
		}
		g.Status = g.status()
		out = append(out, g)
	}
	if w1 != nil {
		for i := range w1.ContrastMeasures {
			m := &w1.ContrastMeasures[i]
			k := key{m.Screen, m.Element, m.Breakpoint, m.Criterion, ""}
			if seen[k] {
				continue
			}
			if tc := w2s[k]; tc != nil && len(m.Texts) > 0 && len(tc.Texts) > 0 {
				seen[k] = true
				out = append(out, appendTextRows(nil, m, tc)...)
				continue
			}
			add(k, Agreement{Screen: m.Screen, Element: m.Element, Breakpoint: m.Breakpoint, Criterion: m.Criterion, W1: m})
		}
		for i := range w1.Undecided {
			u := &w1.Undecided[i]
			if k := (key{u.Screen, u.Element, u.Breakpoint, u.Criterion, u.Property}); !seen[k] {
				add(k, Agreement{Screen: u.Screen, Element: u.Element, Breakpoint: u.Breakpoint, Criterion: u.Criterion, Property: u.Property, W1Undecided: u})
			}
		}
	}
	for _, k := range w2order {
		if !seen[k] {
			add(k, Agreement{Screen: k.screen, Element: k.element, Breakpoint: k.bp, Criterion: k.crit})
		}
	}
	return out
}

// randomReports are a W1 and a W2 report over a few screens, elements,
// breakpoints, criteria and properties, so that places repeat within a
// report and between the two: duplicates, pinned colours, undecided
// results, texts listed by one witness or both, and reports of no
// figures at all. n scales the number of entries.
func randomReports(rng *rand.Rand, n int) (*events.ObservationW1, *events.VisualVerdict) {
	pick := func(xs ...string) string { return xs[rng.IntN(len(xs))] }
	el := func() string { return fmt.Sprintf("e%d", rng.IntN(n+1)) }
	crit := func() string { return pick(events.CriterionContrast, events.CriterionTokenColour, "") }
	colour := func() string { return pick("#1a1a1a", "#ffffff", "#0d6efd", "#777777", "#f5a623") }
	var w1 *events.ObservationW1
	if rng.IntN(8) > 0 {
		w1 = &events.ObservationW1{}
		for range rng.IntN(2 * n) {
			m := events.ContrastMeasure{Screen: pick("home", "cart"), Element: el(), Breakpoint: pick("mobile", "desktop"), Criterion: crit(),
				Ratio: 4.4, Low: 4.2, High: 4.6, Required: 4.5, FG: colour(), BG: colour(), Uncertain: rng.IntN(2) == 0}
			for range rng.IntN(3) {
				m.Texts = append(m.Texts, events.ContrastText{Ratio: 4 + rng.Float64(), Low: 4, High: 5, Required: 4.5, FG: colour(), BG: colour(), PX: 14})
			}
			w1.ContrastMeasures = append(w1.ContrastMeasures, m)
		}
		for range rng.IntN(n) {
			w1.Undecided = append(w1.Undecided, w1Undecided(el(), crit(), pick("", "color", "background-color")))
		}
	}
	var w2 *events.VisualVerdict
	if rng.IntN(8) > 0 {
		w2 = &events.VisualVerdict{}
		for range rng.IntN(2 * n) {
			ev := passing(pick("home", "cart"), el(), pick("mobile", "desktop"))
			switch rng.IntN(4) {
			case 0:
				ev.Status = events.ElementHidden
			case 1:
				ev.TokenMismatch = []events.TokenMismatch{{Field: pick("color", "background-color"), Computed: colour(), Expected: colour()}}
			}
			if rng.IntN(4) > 0 {
				r := 3 + 3*rng.Float64()
				tc := &events.TextContrast{Criterion: crit(), Decided: rng.IntN(3) > 0, Ratio: &r, Required: 4.5, FG: colour(), BG: colour()}
				for range rng.IntN(3) {
					tc.Texts = append(tc.Texts, events.TextFigure{Decided: true, Ratio: &r, Required: 4.5, FG: colour(), BG: colour(), PX: 14, Weight: 400})
				}
				ev.TextContrast = tc
			}
			w2.ElementVerdicts = append(w2.ElementVerdicts, ev)
		}
	}
	return w1, w2
}

// TestAgreementOfScratch: AgreementOf, whose lookups are kept between
// calls, gives exactly the rows of the reference (fresh maps each call),
// nil for no rows included, over a long run of calls on reports of every
// size, one of them past what the scratch keeps.
func TestAgreementOfScratch(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 36))
	for i := range 3000 {
		n := 1 + rng.IntN(12)
		if i == 1500 {
			n = maxScratchKeys * 2 / 3 // a report whose lookups pass the scratch's bound
		}
		w1, w2 := randomReports(rng, n)
		if i == 1500 && placesOf(w1, w2) <= maxScratchKeys {
			t.Fatalf("the large report has %d places, not past the scratch's bound %d", placesOf(w1, w2), maxScratchKeys)
		}
		got, want := AgreementOf(w1, w2), agreementOfReference(w1, w2)
		if !reflect.DeepEqual(got, want) || (got == nil) != (want == nil) {
			t.Fatalf("call %d: AgreementOf gives %d rows %+v, the reference %d rows %+v", i, len(got), got, len(want), want)
		}
	}
}

// placesOf is the number of places AgreementOf marks seen for the two
// reports: every W1 figure's and undecided result's, and W2's figures'.
func placesOf(w1 *events.ObservationW1, w2 *events.VisualVerdict) int {
	type key struct{ screen, element, bp, crit, prop string }
	seen := map[key]bool{}
	if w1 != nil {
		for _, m := range w1.ContrastMeasures {
			seen[key{m.Screen, m.Element, m.Breakpoint, m.Criterion, ""}] = true
		}
		for _, u := range w1.Undecided {
			seen[key{u.Screen, u.Element, u.Breakpoint, u.Criterion, u.Property}] = true
		}
	}
	if w2 != nil {
		for _, ev := range w2.ElementVerdicts {
			if tc := ev.TextContrast; tc != nil {
				seen[key{ev.Screen, ev.Element, ev.Breakpoint, tc.Criterion, ""}] = true
			}
		}
	}
	return len(seen)
}
