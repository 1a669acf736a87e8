package govern

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// Text by text (docs/CONTRACTS.md §5, "Agreement"). Each witness's
// element figure is the text of the element lowest against its own
// minimum, and one element often holds several texts (a paragraph with
// a code span, a heading and its link): the two figures may then be
// about two different texts, and comparing them compares nothing. Where
// both witnesses list the texts they measured in the element (W1's
// contrast_measures[].texts, W2's text_contrast.texts), the fold pairs
// them text by text instead: one row per text that both measured, and a
// single-witness row for a text only one of them measured. Reports made
// before the witnesses listed their texts are paired by element, as
// they were folded (a chain re-folds as it folded).

// SameTextDist is how far apart (8-bit sRGB, Euclidean) two witnesses'
// colours of one text may be: W1's family tolerance (FamilyPerp in
// internal/w1/pixelcheck), within which W1 itself takes two glyphs'
// colours for one text colour.
const SameTextDist = 16

// textMatch reports whether W1's text a and W2's text b are the same
// text, and how far apart they are (for the closest-first pairing): the
// text colours are within SameTextDist of each other, or W1's colour
// lies on the line from its background to W2's colour within
// SameTextDist (thin text whose strokes never cover a whole pixel shows
// only blends of its colour with the background — W1 groups glyphs into
// one text by the same rule). The distance is the text colours' and then
// the backgrounds'.
func textMatch(a, b textColours) (dist [2]float64, ok bool) {
	if !a.okFG || !b.okFG {
		return dist, false
	}
	dist[0] = rgbDist(a.fg, b.fg)
	dist[1] = math.Inf(1)
	if b.okBG && a.okBG {
		dist[1] = rgbDist(a.bg, b.bg)
	}
	if dist[0] <= SameTextDist {
		return dist, true
	}
	return dist, a.okBG && onLine(a.bg, b.fg, a.fg)
}

// textColours are one text's colours as parseHex reads them, read once
// per text rather than once per candidate pair.
type textColours struct {
	fg, bg     rgb
	okFG, okBG bool
}

func coloursOf(fg, bg string) textColours {
	var c textColours
	c.fg, c.okFG = parseHex(fg)
	c.bg, c.okBG = parseHex(bg)
	return c
}

// appendTextRows pairs W1's texts of one element with W2's (each at
// most once, the closest pairs first) and appends one row per W1 text in
// W1's order, paired or not, then one per unpaired W2 text in W2's order.
func appendTextRows(out []Agreement, m *events.ContrastMeasure, tc *events.TextContrast) []Agreement {
	type pair struct {
		i, j int
		dist [2]float64
	}
	w1c := make([]textColours, len(m.Texts))
	for i, t := range m.Texts {
		w1c[i] = coloursOf(t.FG, t.BG)
	}
	w2c := make([]textColours, len(tc.Texts))
	for j, t := range tc.Texts {
		w2c[j] = coloursOf(t.FG, t.BG)
	}
	var cands []pair
	for i := range m.Texts {
		for j := range tc.Texts {
			if d, ok := textMatch(w1c[i], w2c[j]); ok {
				cands = append(cands, pair{i, j, d})
			}
		}
	}
	slices.SortStableFunc(cands, func(a, b pair) int {
		if c := cmp.Compare(a.dist[0], b.dist[0]); c != 0 {
			return c
		}
		return cmp.Compare(a.dist[1], b.dist[1])
	})
	w2of := make([]int, len(m.Texts))
	for i := range w2of {
		w2of[i] = -1
	}
	taken := make([]bool, len(tc.Texts))
	for _, p := range cands {
		if w2of[p.i] < 0 && !taken[p.j] {
			w2of[p.i], taken[p.j] = p.j, true
		}
	}
	row := func() Agreement {
		return Agreement{Screen: m.Screen, Element: m.Element, Breakpoint: m.Breakpoint, Criterion: m.Criterion}
	}
	for i := range m.Texts {
		g := row()
		g.W1 = w1Text(m, m.Texts[i])
		if j := w2of[i]; j >= 0 {
			g.W2 = w2Text(tc, tc.Texts[j])
		}
		g.Status = g.status()
		out = append(out, g)
	}
	for j := range tc.Texts {
		if !taken[j] {
			g := row()
			g.W2 = w2Text(tc, tc.Texts[j])
			g.Status = g.status()
			out = append(out, g)
		}
	}
	return out
}

// w1Text is one of W1's texts as a row's W1 figure.
func w1Text(m *events.ContrastMeasure, t events.ContrastText) *events.ContrastMeasure {
	return &events.ContrastMeasure{Screen: m.Screen, Element: m.Element, Breakpoint: m.Breakpoint, Criterion: m.Criterion,
		Ratio: t.Ratio, Low: t.Low, High: t.High, Required: t.Required, FG: t.FG, BG: t.BG, PX: t.PX, Bold: t.Bold, WeightUnknown: t.WeightUnknown, Uncertain: t.Uncertain}
}

// w2Text is one of W2's texts as a row's W2 figure.
func w2Text(tc *events.TextContrast, t events.TextFigure) *events.TextContrast {
	return &events.TextContrast{Criterion: tc.Criterion, Decided: t.Decided, Ratio: t.Ratio, Required: t.Required,
		FG: t.FG, BG: t.BG, Reason: t.Reason, Texts: []events.TextFigure{t}}
}

// rgb is an 8-bit sRGB colour.
type rgb [3]float64

// parseHex reads #rrggbb as fmt.Sscanf(s, "#%02x%02x%02x") reads it:
// six hex digits of either case directly, anything else of length 7
// (which Sscanf may still read, with spaces or signs) through Sscanf, so
// that every string folds as it always has.
func parseHex(s string) (rgb, bool) {
	if len(s) != 7 {
		return rgb{}, false
	}
	if c, ok := parseHexDigits(s); ok {
		return c, true
	}
	var c [3]int
	if n, err := fmt.Sscanf(s, "#%02x%02x%02x", &c[0], &c[1], &c[2]); n != 3 || err != nil {
		return rgb{}, false
	}
	return rgb{float64(c[0]), float64(c[1]), float64(c[2])}, true
}

// parseHexDigits reads "#" and six hex digits of either case.
func parseHexDigits(s string) (rgb, bool) {
	if s[0] != '#' {
		return rgb{}, false
	}
	var c rgb
	for k := range 3 {
		hi, ok1 := hexDigit(s[1+2*k])
		lo, ok2 := hexDigit(s[2+2*k])
		if !ok1 || !ok2 {
			return rgb{}, false
		}
		c[k] = float64(hi<<4 | lo)
	}
	return c, true
}

func hexDigit(b byte) (int, bool) {
	switch {
	case '0' <= b && b <= '9':
		return int(b - '0'), true
	case 'a' <= b && b <= 'f':
		return int(b-'a') + 10, true
	case 'A' <= b && b <= 'F':
		return int(b-'A') + 10, true
	}
	return 0, false
}

func rgbDist(a, b rgb) float64 {
	return math.Sqrt((a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) + (a[2]-b[2])*(a[2]-b[2]))
}

// onLine reports whether c lies on the segment from bg to fg (its end
// beyond fg by SameTextDist at most), within SameTextDist of it: a blend
// of fg with bg.
func onLine(bg, fg, c rgb) bool {
	var v, u rgb
	vv, uv := 0.0, 0.0
	for k := range 3 {
		v[k], u[k] = fg[k]-bg[k], c[k]-bg[k]
		vv += v[k] * v[k]
		uv += u[k] * v[k]
	}
	if vv == 0 {
		return false
	}
	t := uv / vv
	if t <= 0 || t*math.Sqrt(vv) > math.Sqrt(vv)+SameTextDist {
		return false
	}
	var p rgb
	for k := range 3 {
		p[k] = bg[k] + t*v[k]
	}
	return rgbDist(p, c) <= SameTextDist
}
