package govern

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// w1T is one of W1's texts: ratio and band, minimum, colours.
func w1T(ratio, low, high, required float64, fg, bg string) events.ContrastText {
	return events.ContrastText{Ratio: ratio, Low: low, High: high, Required: required, FG: fg, BG: bg, PX: 14,
		Uncertain: low < required && high >= required}
}

// w2T is one of W2's texts; ratio 0 is undecided.
func w2T(ratio, required float64, fg, bg string) events.TextFigure {
	f := events.TextFigure{Required: required, FG: fg, PX: 14, Weight: 400, Sample: "words " + fg}
	if ratio == 0 {
		f.Reason = "background-image on div"
		return f
	}
	f.Decided, f.Ratio, f.BG = true, &ratio, bg
	return f
}

// w1Texts is W1's element figure listing texts: the figure is the text
// lowest against its minimum, as W1 gives it.
func w1Texts(el string, ts ...events.ContrastText) events.ContrastMeasure {
	low := ts[0]
	for _, x := range ts {
		if x.Ratio/x.Required < low.Ratio/low.Required {
			low = x
		}
	}
	return events.ContrastMeasure{Screen: "home", Element: el, Breakpoint: "mobile", Criterion: "1.4.3",
		Ratio: low.Ratio, Low: low.Low, High: low.High, Required: low.Required, FG: low.FG, BG: low.BG, PX: low.PX,
		Uncertain: low.Uncertain, Texts: ts}
}

// w2Texts is W2's element verdict listing texts; its figure is the
// lowest decided text (failing first is the same here).
func w2Texts(el string, ts ...events.TextFigure) events.ElementVerdict {
	ev := passing("home", el, "mobile")
	tc := &events.TextContrast{Criterion: "1.4.3", Texts: ts}
	for _, x := range ts {
		if !x.Decided {
			tc.Decided, tc.Ratio, tc.Reason, tc.Required = false, nil, x.Reason, x.Required
			break
		}
		if tc.Ratio == nil || *x.Ratio/x.Required < *tc.Ratio/tc.Required {
			tc.Decided, tc.Ratio, tc.Required, tc.FG, tc.BG = true, x.Ratio, x.Required, x.FG, x.BG
		}
	}
	ev.TextContrast = tc
	return ev
}

// TestTextRows: where both witnesses list an element's texts, the fold
// pairs them text by text (docs/CONTRACTS.md §5, "Agreement"): the same
// text colour, or W1's colour a blend of W2's with the background; the
// closest pairs first; each text in one row; a text one witness alone
// measured is a single-witness row, not a disagreement; two figures of
// one text outside W1's band, or against two minima, disagree.
func TestTextRows(t *testing.T) {
	type row struct {
		w1, w2 string // the row's text colours, "" for none
		status string
	}
	for _, c := range []struct {
		name string
		w1   events.ContrastMeasure
		w2   events.ElementVerdict
		want []row
		// elStatus is the element figures' status: what the fold gave
		// before the witnesses listed their texts.
		elStatus string
	}{
		{"W1 alone measured a low text (an orange mark in code): single-witness, the shared text agrees",
			w1Texts("a", w1T(15.3, 15.3, 15.3, 4.5, "#000000", "#ffffff"), w1T(2.08, 2.08, 2.08, 4.5, "#ff8000", "#ffffff")),
			w2Texts("a", w2T(15.3, 4.5, "#000000", "#ffffff")),
			[]row{{"#000000", "#000000", AgreementAgreed}, {"#ff8000", "", AgreementSingle}}, AgreementDisagreed},
		{"each finds another text lowest: both texts agree",
			w1Texts("a", w1T(3.3, 3.3, 3.3, 3, "#90c2ff", "#1e1e1e"), w1T(4.7, 4.6, 5.1, 4.5, "#c0c0c0", "#1e1e1e")),
			w2Texts("a", w2T(5, 4.5, "#c0c0c0", "#1e1e1e"), w2T(3.3, 3, "#90c2ff", "#1e1e1e")),
			[]row{{"#90c2ff", "#90c2ff", AgreementAgreed}, {"#c0c0c0", "#c0c0c0", AgreementAgreed}}, AgreementDisagreed},
		{"the same text, large for W1 and not for W2, passing one minimum only: disagreed",
			w1Texts("a", w1T(3.2, 3.2, 3.2, 3, "#90c2ff", "#1e1e1e")),
			w2Texts("a", w2T(3.2, 4.5, "#90c2ff", "#1e1e1e")),
			[]row{{"#90c2ff", "#90c2ff", AgreementDisagreed}}, AgreementDisagreed},
		{"the same text, large for W1 and not for W2, passing both minima: agreed",
			w1Texts("a", w1T(9.87, 9.86, 9.87, 3, "#90c2ff", "#151515")),
			w2Texts("a", w2T(9.86, 4.5, "#90c2ff", "#151515")),
			[]row{{"#90c2ff", "#90c2ff", AgreementAgreed}}, AgreementAgreed},
		{"the same text, large for W1 and not for W2, W1 uncertain against its minimum: disagreed",
			w1Texts("a", w1T(3.1, 2.9, 3.3, 3, "#90c2ff", "#1e1e1e")),
			w2Texts("a", w2T(3.2, 4.5, "#90c2ff", "#1e1e1e")),
			[]row{{"#90c2ff", "#90c2ff", AgreementDisagreed}}, AgreementDisagreed},
		{"the same text, small for W1 and large for W2, failing both minima: agreed",
			w1Texts("a", w1T(2.5, 2.5, 2.5, 4.5, "#90c2ff", "#5e5e5e")),
			w2Texts("a", w2T(2.5, 3, "#90c2ff", "#5e5e5e")),
			[]row{{"#90c2ff", "#90c2ff", AgreementAgreed}}, AgreementAgreed},
		{"thin text W1 reads lighter (a blend with the background): paired, disagreed",
			w1Texts("a", w1T(4.54, 4.54, 4.54, 4.5, "#767676", "#ffffff")),
			w2Texts("a", w2T(21, 4.5, "#000000", "#ffffff")),
			[]row{{"#767676", "#000000", AgreementDisagreed}}, AgreementDisagreed},
		{"a few levels apart, outside a band of no width: disagreed",
			w1Texts("a", w1T(2.91, 2.91, 2.91, 4.5, "#2f2f2f", "#505050")),
			w2Texts("a", w2T(2.86, 4.5, "#303030", "#505050")),
			[]row{{"#2f2f2f", "#303030", AgreementDisagreed}}, AgreementDisagreed},
		{"one colour on two backgrounds: paired by background",
			w1Texts("a", w1T(21, 21, 21, 4.5, "#000000", "#ffffff"), w1T(19.1, 19.1, 19.1, 4.5, "#000000", "#f0f0f0")),
			w2Texts("a", w2T(19.1, 4.5, "#000000", "#f0f0f0"), w2T(21, 4.5, "#000000", "#ffffff")),
			[]row{{"#000000", "#000000", AgreementAgreed}, {"#000000", "#000000", AgreementAgreed}}, AgreementAgreed},
		{"W2 cannot decide the text W1 measured: single-witness, W2's reason shown",
			w1Texts("a", w1T(8, 8, 8, 4.5, "#ffffff", "#204060")),
			w2Texts("a", w2T(0, 4.5, "#ffffff", "")),
			[]row{{"#ffffff", "#ffffff", AgreementSingle}}, AgreementSingle},
		{"no colour in common: two single-witness rows",
			w1Texts("a", w1T(5.9, 5.9, 5.9, 4.5, "#c00000", "#ffffff")),
			w2Texts("a", w2T(8.6, 4.5, "#0000c0", "#ffffff")),
			[]row{{"#c00000", "", AgreementSingle}, {"", "#0000c0", AgreementSingle}}, AgreementDisagreed},
		{"the closest pair first: W1's black is W2's black, W1's grey W2's grey",
			w1Texts("a", w1T(5.7, 5.7, 5.7, 4.5, "#666666", "#ffffff"), w1T(21, 21, 21, 4.5, "#000000", "#ffffff")),
			w2Texts("a", w2T(21, 4.5, "#000000", "#ffffff"), w2T(5.7, 4.5, "#666666", "#ffffff")),
			[]row{{"#666666", "#666666", AgreementAgreed}, {"#000000", "#000000", AgreementAgreed}}, AgreementAgreed},
	} {
		t.Run(c.name, func(t *testing.T) {
			w1 := &events.ObservationW1{ContrastMeasures: []events.ContrastMeasure{c.w1}}
			w2 := &events.VisualVerdict{ElementVerdicts: []events.ElementVerdict{c.w2}}
			got := AgreementOf(w1, w2)
			if len(got) != len(c.want) {
				t.Fatalf("%d rows, want %d: %+v", len(got), len(c.want), got)
			}
			for i, w := range c.want {
				g := got[i]
				fg1, fg2 := "", ""
				if g.W1 != nil {
					fg1 = g.W1.FG
				}
				if g.W2 != nil {
					fg2 = g.W2.FG
				}
				if fg1 != w.w1 || fg2 != w.w2 || g.Status != w.status || g.Hint() != "home/a@mobile" {
					t.Errorf("row %d: W1 %s | W2 %s | %s, want %+v", i, g.W1Text(), g.W2Text(), g.Status, w)
				}
			}
			// The same reports without their lists: one row by element, as
			// a chain recorded before the lists folds.
			c.w1.Texts = nil
			tc := *c.w2.TextContrast
			tc.Texts = nil
			c.w2.TextContrast = &tc
			el := AgreementOf(&events.ObservationW1{ContrastMeasures: []events.ContrastMeasure{c.w1}},
				&events.VisualVerdict{ElementVerdicts: []events.ElementVerdict{c.w2}})
			if len(el) != 1 || el[0].Status != c.elStatus || el[0].W1.Ratio != c.w1.Ratio {
				t.Errorf("by element: %+v, want one row %s", el, c.elStatus)
			}
		})
	}
}

// TestTextRowsIndependent checks the text-by-text pairing on random
// elements against rules written out again here, apart from textpair.go:
// every text of each witness is in exactly one row; a pair is the same
// text (colours within 16, or W1's on the segment from its background
// towards W2's, within 16 of it); no text left alone by each witness
// could have been paired with the other's; a status follows from the
// row's own figures.
func TestTextRowsIndependent(t *testing.T) {
	palette := []string{"#000000", "#0a0a0a", "#333333", "#666666", "#767676", "#999999", "#ffffff", "#f5f5f5",
		"#0d6efd", "#0b5ed7", "#6ea8fe", "#c00000", "#dd4444", "#1e1e1e", "#90c2ff"}
	rng := rand.New(rand.NewPCG(37, 10))
	pick := func() string { return palette[rng.IntN(len(palette))] }
	same := func(a events.ContrastText, b events.TextFigure) bool {
		f1, b1, f2 := hexRGB(t, a.FG), hexRGB(t, a.BG), hexRGB(t, b.FG)
		if dist3(f1, f2) <= 16 {
			return true
		}
		// the closest point to f1 on the segment b1 → f2, extended by 16
		var d, u [3]float64
		for k := range 3 {
			d[k], u[k] = f2[k]-b1[k], f1[k]-b1[k]
		}
		l := math.Sqrt(d[0]*d[0] + d[1]*d[1] + d[2]*d[2])
		if l == 0 {
			return false
		}
		s := (u[0]*d[0] + u[1]*d[1] + u[2]*d[2]) / l // along the segment, in colour units
		if s <= 0 || s > l+16 {
			return false
		}
		var p [3]float64
		for k := range 3 {
			p[k] = b1[k] + d[k]*s/l
		}
		return dist3(p, f1) <= 16
	}
	for n := range 2000 {
		var w1s []events.ContrastText
		var w2s []events.TextFigure
		for range 1 + rng.IntN(4) {
			r := 1 + 20*rng.Float64()
			r = math.Round(r*100) / 100
			w1s = append(w1s, w1T(r, r-rng.Float64(), r+rng.Float64(), []float64{3, 4.5}[rng.IntN(2)], pick(), pick()))
		}
		for range 1 + rng.IntN(4) {
			r := 0.0
			if rng.IntN(5) > 0 {
				r = math.Round((1+20*rng.Float64())*100) / 100
			}
			w2s = append(w2s, w2T(r, []float64{3, 4.5}[rng.IntN(2)], pick(), pick()))
		}
		rows := AgreementOf(&events.ObservationW1{ContrastMeasures: []events.ContrastMeasure{w1Texts("a", w1s...)}},
			&events.VisualVerdict{ElementVerdicts: []events.ElementVerdict{w2Texts("a", w2s...)}})
		where := fmt.Sprintf("case %d: W1 %+v W2 %+v: rows %+v", n, w1s, w2s, rows)
		seen1, seen2 := map[int]int{}, map[int]int{}
		var alone1, alone2 []int
		for _, g := range rows {
			i, j := -1, -1
			for k := range w1s {
				if g.W1 != nil && seen1[k] == 0 && g.W1.FG == w1s[k].FG && g.W1.BG == w1s[k].BG && g.W1.Ratio == w1s[k].Ratio && g.W1.Low == w1s[k].Low {
					i = k
					break
				}
			}
			for k := range w2s {
				if g.W2 != nil && seen2[k] == 0 && g.W2.FG == w2s[k].FG && g.W2.Texts[0].Sample == w2s[k].Sample && g.W2.Decided == w2s[k].Decided &&
					g.W2.Required == w2s[k].Required && (g.W2.Ratio == nil) == (w2s[k].Ratio == nil) && (g.W2.Ratio == nil || *g.W2.Ratio == *w2s[k].Ratio) {
					j = k
					break
				}
			}
			if (g.W1 != nil) != (i >= 0) || (g.W2 != nil) != (j >= 0) {
				t.Fatalf("%s: a row's figure is no text of its witness", where)
			}
			if i >= 0 {
				seen1[i]++
			}
			if j >= 0 {
				seen2[j]++
			}
			switch {
			case i >= 0 && j >= 0:
				if !same(w1s[i], w2s[j]) {
					t.Fatalf("%s: paired %s with %s, not the same text", where, w1s[i].FG, w2s[j].FG)
				}
			case i >= 0:
				alone1 = append(alone1, i)
			default:
				alone2 = append(alone2, j)
			}
			want := AgreementSingle
			switch {
			case i >= 0 && j >= 0 && w2s[j].Decided:
				r, a := *w2s[j].Ratio, w1s[i]
				want = AgreementDisagreed
				// W1's verdict: pass or fail when its whole band lies on one
				// side of its minimum; W2's: its ratio against its own.
				w1v := map[bool]string{true: "pass", false: "fail"}[a.Low >= a.Required]
				if a.Low < a.Required && a.High >= a.Required {
					w1v = "uncertain"
				}
				w2v := map[bool]string{true: "pass", false: "fail"}[r >= w2s[j].Required]
				if r >= a.Low-0.01 && r <= a.High+0.01 && (a.Required == w2s[j].Required || w1v == w2v) {
					want = AgreementAgreed
				}
			case i < 0 && !w2s[j].Decided:
				want = AgreementUndecided
			}
			if g.Status != want {
				t.Fatalf("%s: status %s, want %s", where, g.Status, want)
			}
		}
		if len(seen1) != len(w1s) || len(seen2) != len(w2s) {
			t.Fatalf("%s: not every text in a row", where)
		}
		for _, i := range alone1 {
			for _, j := range alone2 {
				if same(w1s[i], w2s[j]) {
					t.Fatalf("%s: W1's %s and W2's %s are the same text, both left alone", where, w1s[i].FG, w2s[j].FG)
				}
			}
		}
	}
}

func hexRGB(t *testing.T, s string) [3]float64 {
	var c [3]int
	if _, err := fmt.Sscanf(s, "#%02x%02x%02x", &c[0], &c[1], &c[2]); err != nil {
		t.Fatalf("colour %q: %v", s, err)
	}
	return [3]float64{float64(c[0]), float64(c[1]), float64(c[2])}
}

func dist3(a, b [3]float64) float64 {
	return math.Sqrt((a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) + (a[2]-b[2])*(a[2]-b[2]))
}

// TestTextFold: the verdict rule text by text, through the fold and
// ledgerd verify's replayer. Any certain deviation holds; W1's uncertain
// contrast flag is set aside only when W2 decided every text W1 is
// uncertain about there, and each passes. A text W2 did not measure
// keeps the flag holding, even where W2's element figure (its lowest
// text) passes — which released the flag by element.
func TestTextFold(t *testing.T) {
	unsure := w1T(4.4, 4.26, 4.5, 4.5, "#0d6efd", "#ffffff")
	unsure2 := w1T(4.45, 4.3, 4.6, 4.5, "#d04040", "#ffffff")
	solid := w1T(15.3, 15.3, 15.3, 4.5, "#000000", "#ffffff")
	for _, c := range []struct {
		name     string
		w1       events.ContrastMeasure
		w2       events.ElementVerdict
		released []bool // per row
		state    string
	}{
		{"W2 passes the one uncertain text: set aside",
			w1Texts("cta", solid, unsure), w2Texts("cta", w2T(15.3, 4.5, "#000000", "#ffffff"), w2T(4.52, 4.5, "#0d6efd", "#ffffff")),
			[]bool{false, true}, events.StatePassCandidate},
		{"W2 passes both uncertain texts: set aside, both rows released",
			w1Texts("cta", unsure, unsure2), w2Texts("cta", w2T(4.52, 4.5, "#0d6efd", "#ffffff"), w2T(4.6, 4.5, "#d04040", "#ffffff")),
			[]bool{true, true}, events.StatePassCandidate},
		{"W2 has no figure for one uncertain text: holds, though W2's element figure passes",
			w1Texts("cta", unsure, unsure2), w2Texts("cta", w2T(4.52, 4.5, "#0d6efd", "#ffffff"), w2T(15.3, 4.5, "#000000", "#ffffff")),
			[]bool{false, false, false}, events.StateHold},
		{"W2 cannot decide the uncertain text: holds",
			w1Texts("cta", unsure), w2Texts("cta", w2T(0, 4.5, "#0d6efd", "")),
			[]bool{false}, events.StateHold},
		{"W2 fails the uncertain text: holds",
			w1Texts("cta", unsure), w2Texts("cta", w2T(4.3, 4.5, "#0d6efd", "#ffffff")),
			[]bool{false}, events.StateHold},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := newWorld(t)
			w.open("r")
			w.attempt("r", "a1", "1", "")
			w.w1("r", "a1", events.VerdictReject, []events.Deviation{uncertainDev("cta")}, func(b *events.ObservationW1) {
				b.ContrastMeasures = []events.ContrastMeasure{c.w1}
			})
			w.w2("r", "a1", events.VerdictPass, func(b *events.VisualVerdict) {
				b.ElementVerdicts = []events.ElementVerdict{c.w2}
			})
			errCode := ""
			if c.state == events.StateHold {
				errCode = ErrWitnessReject
			}
			r := w.state("r", c.state, errCode)
			rows := r.Current().Agreement
			if len(rows) != len(c.released) {
				t.Fatalf("rows %+v, want %d", rows, len(c.released))
			}
			for i, g := range rows {
				if g.Released != c.released[i] {
					t.Errorf("row %d (W1 %s, W2 %s) released %v, want %v", i, g.W1Text(), g.W2Text(), g.Released, c.released[i])
				}
			}
			p := NewReplayer(true)
			for _, e := range w.entries {
				if err := p.Feed(e); err != nil {
					t.Fatal(err)
				}
			}
			re := p.State.Request("r")
			if re.State != c.state || len(re.Current().Agreement) != len(rows) {
				t.Fatalf("refold: %s %+v", re.State, re.Current().Agreement)
			}
			for i, g := range re.Current().Agreement {
				if g.Status != rows[i].Status || g.Released != rows[i].Released || g.W1Text() != rows[i].W1Text() || g.W2Text() != rows[i].W2Text() {
					t.Errorf("refold row %d: %+v, want %+v", i, g, rows[i])
				}
			}
		})
	}
}
