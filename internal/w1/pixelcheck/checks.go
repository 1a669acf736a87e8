package pixelcheck

import (
	"fmt"
	"image"
	"math"
	"slices"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// Deviation ids (docs/CONTRACTS.md §8).
const (
	IDBlankFrame   = "blank_frame"
	IDRegionInk    = "region_ink"
	IDContrast     = "contrast"
	IDNonText      = "non_text_contrast"
	IDTokenColour  = "token_colour"
	IDBaselineDiff = "baseline_diff"
	// IDRendererChanged: a frame differs from a baseline that another
	// renderer made (docs/CONTRACTS.md §8); severity 0, never blocking.
	IDRendererChanged = "renderer_changed"
)

// Thresholds of the frame checks; docs/W1.md explains each.
const (
	// InkTolerance: a pixel is ink when one of its channels differs from
	// the page background's by more than this (out of 255).
	InkTolerance = 8
	// MinInkShare and MinInkPixels: a region shows its element when at
	// least this share of its pixels, and at least this many, are ink.
	MinInkShare  = 0.005
	MinInkPixels = 4
	// NonTextMin is WCAG 1.4.11's minimum for the boundary of a user
	// interface component against what is around it.
	NonTextMin = 3.0
	// DefaultTokenDeltaE is the CIEDE2000 tolerance of the token colour
	// check.
	DefaultTokenDeltaE = 2.0
	// MinTokenShare and MinTokenPixels: a token colour is present when at
	// least this share of the region's pixels, and this many, match it.
	MinTokenShare  = 0.001
	MinTokenPixels = 4
)

// Severities (0–1) of the deviations; contrast and baseline_diff are graded
// between their bounds.
const (
	SeverityBlankFrame  = 1.0
	SeverityRegionInk   = 0.6
	SeverityContrastMin = 0.3
	SeverityNonText     = 0.3
	SeverityTokenColour = 0.4
	SeverityBaselineMin = 0.05
	SeverityBaselineMax = 0.3
)

// Region is where one element should be in one frame, and the colour
// tokens it declares.
type Region struct {
	Element string
	// Box is the declared bbox, in CSS pixels of the page.
	Box skeleton.Rect
	// Tokens are the element's colour-valued tokens, in skeleton order.
	Tokens []TokenColour
	// Disabled: the element is inactive (skeleton state: disabled); WCAG
	// exempts it from the contrast minimums, so neither contrast check
	// applies.
	Disabled bool
	// Control: the element declares interactions, so it is a user
	// interface component whose border must meet WCAG 1.4.11.
	Control bool
}

// TokenColour is one tokens_used entry whose token is a colour.
type TokenColour struct {
	Property, Token string
	Colour          skeleton.Color
}

// Place names a frame: the screen, the skeleton breakpoint and the surface
// it was captured at, and its device scale factor (device pixels per CSS
// pixel, by which declared boxes are scaled). OriginX and OriginY are
// where the frame's top-left pixel lies in the page's viewport at scroll
// 0, in CSS pixels (capture.Origin): zero but for a page that overflows
// its viewport to the left, whose frame starts where its content does, so
// that a box declared at x is judged at x − OriginX in the frame.
type Place struct {
	Screen, Breakpoint, Surface string
	Scale                       float64
	OriginX, OriginY            float64
}

// inFrame is the declared box b moved to where the frame shows it.
func (p Place) inFrame(b skeleton.Rect) skeleton.Rect {
	b.X -= p.OriginX
	b.Y -= p.OriginY
	return b
}

// Hint is the location_hint of a deviation: screen/element@breakpoint, or
// screen@breakpoint when element is "".
func (p Place) Hint(element string) string {
	if element == "" {
		return p.Screen + "@" + p.Breakpoint
	}
	return p.Screen + "/" + element + "@" + p.Breakpoint
}

// on names the surface in descriptions when it is not the web: the hint
// has no room for it.
func (p Place) on() string {
	if p.Surface == "" || p.Surface == events.SurfaceWeb {
		return ""
	}
	return " (" + p.Surface + ")"
}

// Checks are the parameters of the frame checks.
type Checks struct {
	// MinContrast is the request's min_contrast_ratio.
	MinContrast float64
	// TokenDeltaE is the token colour tolerance; 0 means DefaultTokenDeltaE.
	TokenDeltaE float64
}

// Findings are what the frame checks found in one frame: the deviations,
// the text contrast figure of every region whose text was judged (with
// its error band), and what the pixels could not decide, in region order.
type Findings struct {
	Deviations []events.Deviation
	Contrast   []events.ContrastMeasure
	Undecided  []events.W1Undecided
}

// CheckFrame runs the frame checks of docs/CONTRACTS.md §8 on one screenshot: blank
// frame, then for each region in order region ink, contrast, non-text
// contrast and token colours. A blank frame is reported alone: every
// region of it would fail for the same reason.
func CheckFrame(f *Frame, regions []Region, c Checks, at Place) Findings {
	if c.TokenDeltaE == 0 {
		c.TokenDeltaE = DefaultTokenDeltaE
	}
	if at.Scale == 0 {
		at.Scale = 1
	}
	if f.uniform() {
		col := RGB{}
		if len(f.Pix) >= 3 {
			col = RGB{f.Pix[0], f.Pix[1], f.Pix[2]}
		}
		return Findings{Deviations: []events.Deviation{{
			ID:           IDBlankFrame,
			Description:  fmt.Sprintf("the %d×%d frame%s is a single colour, %s", f.Width, f.Height, at.on(), col.Hex()),
			Severity:     SeverityBlankFrame,
			LocationHint: at.Hint(""),
		}}}
	}
	var out Findings
	ts := &textScan{f: f, scale: at.Scale}
	var inactive []image.Rectangle
	boxes := make([]image.Rectangle, len(regions))
	for i, r := range regions {
		boxes[i] = devicePixels(at.inFrame(r.Box), at.Scale).Intersect(f.bounds())
		if r.Disabled {
			inactive = append(inactive, devicePixels(at.inFrame(r.Box), at.Scale))
		}
	}
	for i, r := range regions {
		// Text belongs to the innermost declared element that holds it:
		// a region leaves out the text inside the boxes of the declared
		// elements within it (each judges its own), and inactive
		// elements' text wherever it shows.
		ts.skip = append(ts.skip[:0], inactive...)
		for j, b := range boxes {
			if j != i && !b.Empty() && b.In(boxes[i]) && b != boxes[i] {
				ts.skip = append(ts.skip, b)
			}
		}
		devs, m, und := checkRegion(ts, r, c, at)
		out.Deviations = append(out.Deviations, devs...)
		if m != nil {
			out.Contrast = append(out.Contrast, *m)
		}
		out.Undecided = append(out.Undecided, und...)
	}
	return out
}

// checkRegion judges one region; the contrast figure is nil when the
// region's text was not judged, and und lists what the pixels could not
// decide there (undecided.go).
func checkRegion(ts *textScan, r Region, c Checks, at Place) (_ []events.Deviation, _ *events.ContrastMeasure, und []events.W1Undecided) {
	f := ts.f
	hint := at.Hint(r.Element)
	box := devicePixels(at.inFrame(r.Box), at.Scale)
	clip := box.Intersect(f.bounds())
	if clip.Empty() {
		// Wholly outside the frame: the skeleton places the element off
		// the canvas here (a closed drawer), so there are no pixels of it
		// to judge; W2 checks that its box is where it is declared
		// (docs/SKELETON.md, "Boxes outside the page").
		return nil, nil, nil
	}
	h := regionHist(f, clip)
	around := f.surroundings(clip, max(1, int(math.Round(SurroundWidth*at.Scale))))

	// Region ink: the element is visibly there, against what surrounds it
	// (presence.go).
	ts.flat = flatColours(h)
	if ink := inkCount(h, around); !enoughInk(ink, h.n) &&
		!snappedInk(f, at.inFrame(r.Box), at.Scale, clip, around, ink) && !ts.ownText(clip, rgbOf(h.mode())) {
		return []events.Deviation{{
			ID: IDRegionInk,
			Description: fmt.Sprintf("the region %s%s shows only the colour around it, %s (%d of %d pixels differ)",
				boxText(r.Box), at.on(), around.Hex(), ink, h.n),
			Severity: SeverityRegionInk, LocationHint: hint,
		}}, nil, nil
	}

	var out []events.Deviation
	var measure *events.ContrastMeasure
	var fams []text // the region's text families; nil when not scanned (inactive)
	undecided := func(crit string, t *TokenColour, reason string) {
		u := events.W1Undecided{Screen: at.Screen, Element: r.Element, Breakpoint: at.Breakpoint, Criterion: crit, Reason: reason + at.on()}
		if t != nil {
			u.Property, u.Token = t.Property, t.Token
		}
		und = append(und, u)
	}
	if !r.Disabled {
		ts.glyphs, ts.tight, ts.border, ts.icon = ts.glyphs[:0], ts.tight[:0], nil, false
		ts.scan(clip, rgbOf(h.mode()), 0)
		fams = judgedFamilies(ts.glyphs, at.Scale)
		if len(fams) == 0 {
			fams = loneWord(ts.glyphs, ts.tight, at.Scale)
		}
		d, m, ok := contrastDeviation(fams, c, at, hint)
		if ok {
			out = append(out, d)
		}
		if m != nil {
			m.Screen, m.Element, m.Breakpoint = at.Screen, r.Element, at.Breakpoint
			measure = m
		} else if why, ok := noOneBackground(h); ok {
			undecided(events.CriterionContrast, nil, why)
		}
		if r.Control {
			if d, ok := nonTextDeviation(ts, rgbOf(h.mode()), around, at, hint); ok {
				out = append(out, d)
			}
		}
	}

	// Token colours.
	for _, t := range r.Tokens {
		if t.Colour.A != 1 {
			continue // a translucent token's pixels depend on what is under it
		}
		want := RGB{t.Colour.R, t.Colour.G, t.Colour.B}
		n, closest, dE := ts.tokenPixels(h, want, c.TokenDeltaE)
		if n >= max(MinTokenPixels, int(math.Ceil(MinTokenShare*float64(h.n)))) {
			continue
		}
		if t.Property == TextColourProperty && fams != nil {
			// A text colour shows only in text: judged by the region's
			// text runs, not by a count of pixels (undecided.go).
			if shown, why := textColourShown(fams, want, c.TokenDeltaE); !shown {
				undecided(events.CriterionTokenColour, &t, why)
			}
			continue
		}
		out = append(out, events.Deviation{
			ID: IDTokenColour,
			Description: fmt.Sprintf("%s %s (%s) not found in the region%s: %d pixels within ΔE00 %s, closest colour %s at ΔE00 %.2f",
				t.Property, t.Token, want.Hex(), at.on(), n, trimFloat(c.TokenDeltaE), closest.Hex(), dE),
			Severity:     SeverityTokenColour,
			LocationHint: hint,
		})
	}
	return out, measure, und
}

// MinFamilyGlyphs: a family of fewer glyphs is not judged as text on its
// own (a stray mark, the anti-aliased end of a shape).
const MinFamilyGlyphs = 2

// MinTextPX: a family whose size estimate is below this many CSS px is
// not text. No font draws letters that small (6 px text, measured by its
// x-height alone, still reads about 4 px); what is left are rules,
// dashes and dotted borders 1–2 device pixels tall, broken into pieces.
const MinTextPX = 4

// GrainRatio, GrainPX and GrainLetters: a family none of whose glyphs
// stands GrainRatio from the background around it is the grain of an
// image, not text, when it is estimated under GrainPX CSS px or has fewer
// than GrainLetters glyphs of letter height (MinGlyphShare of its
// tallest): JPEG noise in a photograph's sky, a screenshot's dithered
// lawn, specks one to three pixels across and a blot or two a few levels
// off their surroundings. Text is drawn to be seen: the corpora's lowered
// text is about 2:1, and only text both that faint and that small, or a
// single letter that faint beside specks, would be taken for grain. Two
// letters that faint are a label, and a failure: a button whose
// background did not load, its white "OK" on the page's near-white.
const (
	GrainRatio   = 1.1
	GrainPX      = 8
	GrainLetters = 2
)

// grain reports whether family tx, estimated at size, is an image's grain
// (GrainRatio).
func grain(tx text, size textSize) bool {
	if slices.ContainsFunc(tx.glyphs, func(g glyph) bool { return g.ratio >= GrainRatio }) {
		return false
	}
	if size.px < GrainPX {
		return true
	}
	tallest := 0
	for _, g := range tx.glyphs {
		tallest = max(tallest, g.h)
	}
	letters := 0
	for _, g := range tx.glyphs {
		if float64(g.h) >= MinGlyphShare*float64(tallest) {
			letters++
		}
	}
	return letters < GrainLetters
}

// judgedFamilies are the text families of the glyphs that are judged as
// text: those of MinFamilyGlyphs glyphs or more — a word in one piece
// (word.go) is letters enough — whose size estimate is MinTextPX or
// more, and that are not an image's grain; nil when none is.
func judgedFamilies(gs []glyph, scale float64) []text {
	var out []text
	for _, tx := range textFamilies(withoutMarks(gs)) {
		enough := len(tx.glyphs) >= MinFamilyGlyphs || slices.ContainsFunc(tx.glyphs, func(g glyph) bool { return g.word })
		if size := estimateSize(tx.glyphs, scale); enough && size.px >= MinTextPX && !grain(tx, size) {
			out = append(out, tx)
		}
	}
	return out
}

// contrastDeviation judges the region's text (WCAG 1.4.3): every text
// family in it — its colour against the background under it, with the
// minimum for its estimated size and its error band (band.go). A family
// whose whole band lies below its minimum fails; one whose band reaches
// both sides of it, or lies between the large-text and the text minimum
// while its size may be either (size.go, mayBeSmall), is uncertain. The
// deviation names the certain failure
// furthest below its minimum, or else the uncertain family lowest against
// its minimum, marked uncertain. Like axe-core and WCAG, a region passes
// only when all the text in it does. The figure is the family lowest
// against its minimum; nil when no family was judged.
func contrastDeviation(fams []text, c Checks, at Place, hint string) (events.Deviation, *events.ContrastMeasure, bool) {
	type judged struct {
		tx   text
		size textSize
		min  float64
		// sure is the minimum the text certainly passes at: min, or the
		// small-text minimum for text whose size may be under WCAG's
		// large sizes (size.go, mayBeSmall).
		sure      float64
		rule      string
		uncertain bool
	}
	var fail, unsure, low *judged
	var texts []events.ContrastText
	for _, tx := range fams {
		j := &judged{tx: tx, size: estimateSize(tx.glyphs, at.Scale), min: c.MinContrast, sure: c.MinContrast, rule: "small text"}
		if j.size.large() {
			j.min, j.rule = largeMinimum(c.MinContrast), "large text"
			if j.size.mayBeSmall() && j.min < j.sure {
				j.rule = fmt.Sprintf("large text, or small text (%s:1) within the size estimate's error", trimFloat(j.sure))
			} else {
				j.sure = j.min
			}
		}
		j.uncertain = tx.hi >= j.min && tx.lo < j.sure
		texts = append(texts, measuredText(j.tx, j.size, j.min, j.uncertain))
		gap := tx.ratio / j.min
		if low == nil || gap < low.tx.ratio/low.min {
			low = j
		}
		switch {
		case tx.hi < j.min:
			if fail == nil || gap < fail.tx.ratio/fail.min {
				fail = j
			}
		case j.uncertain:
			if unsure == nil || gap < unsure.tx.ratio/unsure.min {
				unsure = j
			}
		}
	}
	if low == nil {
		return events.Deviation{}, nil, false
	}
	lt := measuredText(low.tx, low.size, low.min, low.uncertain)
	m := &events.ContrastMeasure{
		Criterion: CriterionContrast,
		Ratio:     lt.Ratio, Low: lt.Low, High: lt.High, Required: lt.Required, FG: lt.FG, BG: lt.BG,
		PX: lt.PX, Bold: lt.Bold, WeightUnknown: lt.WeightUnknown, Uncertain: lt.Uncertain, Texts: texts,
	}
	w := fail
	if w == nil {
		w = unsure
	}
	if w == nil {
		return events.Deviation{}, m, false
	}
	band, verb := "", "is below"
	if w.tx.hi-w.tx.lo >= 0.005 {
		band = fmt.Sprintf(" (error band %.2f–%.2f)", floor2(w.tx.lo), ceil2(w.tx.hi))
	}
	if w.uncertain {
		verb = "is uncertain against"
	}
	sev := SeverityContrastMin
	if w.tx.ratio < w.min {
		sev = contrastSeverity(w.tx.ratio, w.min)
	}
	return events.Deviation{
		ID: IDContrast,
		Description: fmt.Sprintf("contrast %.2f:1%s between text %s and background %s%s %s %s:1 (WCAG 1.4.3, %s: estimated %s)",
			w.tx.ratio, band, w.tx.fg.Hex(), w.tx.bg.Hex(), at.on(), verb, trimFloat(w.min), w.rule, w.size),
		Severity:     sev,
		LocationHint: hint,
		Uncertain:    w.uncertain,
	}, m, true
}

// measuredText is one judged text's figure as the report gives it:
// ratios rounded to 2 decimals, the band outward, the size to 0.1 px, the
// weight unknown where it was not read (ideographic text).
func measuredText(tx text, size textSize, minimum float64, uncertain bool) events.ContrastText {
	return events.ContrastText{
		Ratio: round2(tx.ratio), Low: floor2(tx.lo), High: ceil2(tx.hi), Required: minimum,
		FG: tx.fg.Hex(), BG: tx.bg.Hex(), PX: math.Round(size.px*10) / 10, Bold: size.bold && !size.ideo,
		WeightUnknown: size.ideo, Uncertain: uncertain,
	}
}

// CriterionContrast names WCAG 1.4.3 in contrast figures.
const CriterionContrast = "1.4.3"

func round2(v float64) float64 { return math.Round(v*100) / 100 }
func floor2(v float64) float64 { return math.Floor(v*100+1e-9) / 100 }
func ceil2(v float64) float64  { return math.Ceil(v*100-1e-9) / 100 }

// nonTextDeviation judges a control's boundary (WCAG 1.4.11): when the
// region shows a border and nothing else identifies the control — no text
// and no icon inside it at NonTextMin against their background — the
// border or the fill inside it must stand out from the colour around the
// region by NonTextMin. WCAG's understanding of 1.4.11: a boundary is
// needed only where it is what identifies the component. A control
// without a border is identified by its fill or its text, which the other
// checks see.
func nonTextDeviation(ts *textScan, fill, around RGB, at Place, hint string) (events.Deviation, bool) {
	if ts.border == nil || ts.icon {
		return events.Deviation{}, false
	}
	for _, g := range ts.glyphs {
		if g.ratio >= NonTextMin {
			return events.Deviation{}, false
		}
	}
	b := ts.border.colour
	rb, rf := ContrastRatio(b, around), ContrastRatio(fill, around)
	if rb >= NonTextMin || rf >= NonTextMin {
		return events.Deviation{}, false
	}
	return events.Deviation{
		ID: IDNonText,
		Description: fmt.Sprintf("contrast %.2f:1 between the control's border %s and the colour around it %s%s is below 3:1 (WCAG 1.4.11, non-text; its fill %s gives %.2f:1)",
			rb, b.Hex(), around.Hex(), at.on(), fill.Hex(), rf),
		Severity:     SeverityNonText,
		LocationHint: hint,
	}, true
}

// tokenPixels counts the region's pixels within tol (CIEDE2000) of want,
// and returns the closest colour of the region and its distance.
//
// The distances are remembered for the frame (textScan.deltaE): the
// regions of one page share their colours (the page background, the text
// colours and their anti-aliased blends), so most pairs of a frame recur
// in region after region, and CIEDE2000 is the check's costliest formula.
// The result is the same number either way.
func (t *textScan) tokenPixels(h *hist, want RGB, tol float64) (n int, closest RGB, dE float64) {
	wl := ToLab(want)
	if t.deltaE == nil {
		t.deltaE = make(map[uint64]float64)
	}
	dE = math.Inf(1)
	for _, cc := range h.sorted() {
		col := rgbOf(cc.c)
		key := uint64(want.key())<<32 | uint64(cc.c)
		d, ok := t.deltaE[key]
		if !ok {
			d = DeltaE2000(wl, ToLab(col))
			t.deltaE[key] = d
		}
		if d <= tol {
			n += cc.n
		}
		if d < dE {
			closest, dE = col, d
		}
	}
	return n, closest, dE
}

// contrastSeverity grows from SeverityContrastMin just under the minimum to
// 1 at a ratio of 1:1 (no contrast at all).
func contrastSeverity(ratio, minimum float64) float64 {
	if minimum <= 1 {
		return SeverityContrastMin
	}
	s := SeverityContrastMin + (1-SeverityContrastMin)*(minimum-ratio)/(minimum-1)
	return round4(min(1, max(SeverityContrastMin, s)))
}

func channelDiff(a, b RGB) int {
	d := func(x, y uint8) int {
		if x > y {
			return int(x - y)
		}
		return int(y - x)
	}
	return max(d(a.R, b.R), d(a.G, b.G), d(a.B, b.B))
}

func rgbDist(a, b RGB) float64 {
	dr, dg, db := float64(a.R)-float64(b.R), float64(a.G)-float64(b.G), float64(a.B)-float64(b.B)
	return math.Sqrt(dr*dr + dg*dg + db*db)
}

func boxText(b skeleton.Rect) string {
	return fmt.Sprintf("{x: %s, y: %s, w: %s, h: %s}", trimFloat(b.X), trimFloat(b.Y), trimFloat(b.W), trimFloat(b.H))
}

func trimFloat(v float64) string { return fmt.Sprintf("%g", v) }

func round4(v float64) float64 { return math.Round(v*1e4) / 1e4 }
