package measure

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// Text contrast from computed styles (rubric 1.4.0, docs/RUBRIC.md §2c).
// contrast.js reads, for each text run of a judged element, its colour,
// its size and weight, and the chain of boxes it is painted in — each
// box's background colour and opacity, and what else that box paints that
// the CSS alone cannot resolve (an image, a gradient, a partial
// background). This file is the arithmetic: the boxes are composited as
// the browser composites them (source-over, each opacity applied to its
// box's whole group), the text colour against the background around it
// gives the WCAG ratio, and a run whose colours the CSS does not decide
// is undecided, never guessed. W2 reads no pixels.

// CriterionTextContrast names WCAG 1.4.3 in W2's text_contrast figure, as
// W1's contrast figures do, so that the fold pairs them.
const CriterionTextContrast = "1.4.3"

// paintRead is contrast.js's account of one page: the canvas under the
// document and the boxes that text is painted in (each element's text
// runs are in its probed entry).
type paintRead struct {
	Canvas paintBox   `json:"canvas"`
	Boxes  []paintBox `json:"boxes"`
}

// paintBox is one element's part in painting the text inside it.
type paintBox struct {
	// Parent is the index of the box it is painted in (-1 at the top;
	// the canvas is under every top box).
	Parent int `json:"parent"`
	// Sel names it in a reason.
	Sel string `json:"sel"`
	// BG is its computed background-color (for the canvas: the colour
	// the root or the body gives the canvas, "" for none).
	BG string `json:"bg"`
	// Opacity applies to the box and everything painted in it.
	Opacity float64 `json:"opacity"`
	// Under is what the box paints beneath its content that the CSS
	// cannot decide (a background image or gradient, an absolutely
	// positioned pseudo-element with a background); it matters only
	// where what is painted above it lets it show.
	Under string `json:"under"`
	// Always is what changes every colour painted in the box (a filter,
	// a blend mode other than normal): the box's text is undecided.
	Always string `json:"always"`
}

// textRun is the direct text of one element: what W2 judges as one run,
// as axe-core judges an element's text nodes together.
type textRun struct {
	// Box is the index of the element holding the text in Boxes.
	Box    int     `json:"box"`
	Text   string  `json:"text"`
	PX     float64 `json:"px"`
	Weight float64 `json:"weight"`
	// FG is the text's computed colour (-webkit-text-fill-color).
	FG string `json:"fg"`
	// Partial lists the boxes (indexes in Boxes) whose background does
	// not cover all of the run's text.
	Partial []int `json:"partial"`
	// Reason, when set, is why the CSS cannot decide the run whatever the
	// boxes say: a text shadow or stroke, a box over or under the text
	// that is not one of its ancestors.
	Reason string `json:"reason"`
	// Single: the element's whole text is one character.
	Single bool `json:"single"`
	// Stack (rubric 1.6.0), when set: the boxes painted at the text,
	// bottom to top in the paint order — its ancestors and the boxes
	// under it that are not (backdrops). Unset, the ancestors alone are
	// (Box and its parents).
	Stack []int `json:"stack"`
}

// rgba is a colour with straight (not premultiplied) alpha, channels in
// [0, 1].
type rgba struct{ r, g, b, a float64 }

// premul is a premultiplied colour: what source-over composites.
type premul struct{ r, g, b, a float64 }

func (c rgba) pre() premul { return premul{c.r * c.a, c.g * c.a, c.b * c.a, c.a} }

func (p premul) scale(o float64) premul { return premul{p.r * o, p.g * o, p.b * o, p.a * o} }

// over paints p over q (Porter–Duff source-over).
func (p premul) over(q premul) premul {
	k := 1 - p.a
	return premul{p.r + q.r*k, p.g + q.g*k, p.b + q.b*k, p.a + q.a*k}
}

// opaque: nothing under p shows through it.
func (p premul) opaque() bool { return p.a >= 1-1e-9 }

// white is the base the canvas is painted on (the browser's default
// background in the light scheme W2 loads pages in).
var white = premul{1, 1, 1, 1}

// parseRGBA reads a computed colour: rgb()/rgba() (what Chromium reports
// for sRGB colours), color(srgb …) and transparent. Any other colour space
// (oklch(), lab(), display-p3, …) is not read: ok false.
func parseRGBA(s string) (rgba, bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return rgba{}, false
	}
	if l := strings.ToLower(s); strings.HasPrefix(l, "color(srgb ") && strings.HasSuffix(l, ")") {
		main, alpha, slash := strings.Cut(l[len("color(srgb "):len(l)-1], "/")
		f := strings.Fields(main)
		if len(f) != 3 {
			return rgba{}, false
		}
		var c [4]float64
		c[3] = 1
		for i, v := range f {
			x, err := strconv.ParseFloat(v, 64)
			if err != nil {
				return rgba{}, false
			}
			c[i] = min(1, max(0, x))
		}
		if slash {
			a, err := strconv.ParseFloat(strings.TrimSpace(alpha), 64)
			if err != nil {
				return rgba{}, false
			}
			c[3] = min(1, max(0, a))
		}
		return rgba{c[0], c[1], c[2], c[3]}, true
	}
	c, err := skeleton.ParseColor(s)
	if err != nil {
		return rgba{}, false
	}
	return rgba{float64(c.R) / 255, float64(c.G) / 255, float64(c.B) / 255, c.A}, true
}

// layer is one box of a run's chain, outermost first, as composited.
type layer struct {
	bg      premul
	opacity float64
	under   string // see paintBox.Under; "" when nothing
	sel     string
	// partial: its background covers only part of the text.
	partial bool
}

// composite paints a run: the canvas colour over white, then each layer's
// group (its background, then the layers inside it, then — in the
// innermost — the text) with the layer's opacity. It returns the colour of
// a glyph's pixel and of the background beside it, opaque, and the reason
// the result is undecided ("" when decided): a layer's undecidable paint
// shows when what is painted above it within its group is not opaque, and
// the canvas's when the whole document group is not.
func composite(canvas premul, canvasUnder string, layers []layer, text premul) (fg, bg premul, why string) {
	n := len(layers)
	// group(i) is what layer i and everything inside it paint, before
	// layer i's own opacity; above(i) what is painted over layer i's
	// background within it.
	group := func(withText bool) []premul {
		g := make([]premul, n)
		inner := premul{}
		if withText {
			inner = text
		}
		for i := n - 1; i >= 0; i-- {
			g[i] = inner.over(layers[i].bg)
			inner = g[i].scale(layers[i].opacity)
		}
		return g
	}
	gb := group(false)
	for i := range n {
		above := premul{}
		if i+1 < n {
			above = gb[i+1].scale(layers[i+1].opacity)
		}
		if layers[i].under != "" && !above.opaque() {
			return premul{}, premul{}, layers[i].under
		}
	}
	base := canvas.over(white)
	top := func(g []premul) premul {
		if n == 0 {
			return premul{}
		}
		return g[0].scale(layers[0].opacity)
	}
	if canvasUnder != "" && !top(gb).opaque() {
		return premul{}, premul{}, canvasUnder
	}
	if n == 0 {
		return text.over(base), base, ""
	}
	return top(group(true)).over(base), top(gb).over(base), ""
}

// byte8 is a composited channel as the screen shows it, 0–255.
func byte8(v float64) float64 { return math.Round(min(1, max(0, v)) * 255) }

// luminance is WCAG 2's relative luminance of an opaque colour whose
// channels are 0–255.
func luminance(r, g, b float64) float64 {
	lin := func(v float64) float64 {
		c := v / 255
		if c <= 0.04045 {
			return c / 12.92
		}
		return math.Pow((c+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// contrastRatio is WCAG 2's contrast ratio of two opaque composited
// colours, each channel rounded to 8 bits first.
func contrastRatio(a, b premul) float64 {
	la := luminance(byte8(a.r), byte8(a.g), byte8(a.b))
	lb := luminance(byte8(b.r), byte8(b.g), byte8(b.b))
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

func hex8(p premul) string {
	return fmt.Sprintf("#%02x%02x%02x", int(byte8(p.r)), int(byte8(p.g)), int(byte8(p.b)))
}

// largeText is WCAG's large scale text: at least 18 pt, or 14 pt bold
// (weight 700 or more), with the size in pt reckoned as axe-core reckons
// it (ceil(px × 72) / 96), so that 24 px and bold 18.66 px are large.
func largeText(px, weight float64) bool {
	pt := math.Ceil(px*72) / 96
	return pt >= 18 || weight >= 700 && pt >= 14
}

// largeMinimum is the minimum for large text given the request's
// min_contrast_ratio m: 3 for WCAG's 4.5, never above m (W1 uses the same).
func largeMinimum(m float64) float64 { return min(m, max(3, m-2.5)) }

// runJudgement is one run's decision.
type runJudgement struct {
	run      *textRun
	decided  bool
	ratio    float64
	required float64
	fg, bg   premul
	reason   string
}

func (j runJudgement) fails() bool { return j.decided && j.ratio < j.required }

// judgeRun decides one run of cr against minContrast.
func judgeRun(cr *paintRead, r *textRun, minContrast float64) runJudgement {
	j := runJudgement{run: r, required: minContrast}
	if largeText(r.PX, r.Weight) {
		j.required = largeMinimum(minContrast)
	}
	undecided := func(why string) runJudgement { j.reason = why; return j }
	if r.Reason != "" {
		return undecided(r.Reason)
	}
	fg, ok := parseRGBA(r.FG)
	if !ok {
		return undecided(fmt.Sprintf("text colour %s is not an sRGB colour", clip(r.FG)))
	}
	if len(r.Stack) > 0 {
		f, b, why := compositeStack(cr, r, fg.pre())
		if why != "" {
			return undecided(why)
		}
		return j.decide(r, f, b)
	}
	// The chain, innermost first, then reversed.
	var layers []layer
	seen := 0
	for b := r.Box; b >= 0 && b < len(cr.Boxes); b = cr.Boxes[b].Parent {
		if seen++; seen > len(cr.Boxes) {
			return undecided("the boxes around the text form a loop")
		}
		pb := &cr.Boxes[b]
		if pb.Always != "" {
			return undecided(pb.Always)
		}
		c, ok := parseRGBA(pb.BG)
		if !ok {
			return undecided(fmt.Sprintf("background colour %s of %s is not an sRGB colour", clip(pb.BG), pb.Sel))
		}
		l := layer{bg: c.pre(), opacity: min(1, max(0, pb.Opacity)), under: pb.Under, sel: pb.Sel}
		l.partial = c.a > 0 && slices.Contains(r.Partial, b)
		layers = append(layers, l)
	}
	for i, k := 0, len(layers)-1; i < k; i, k = i+1, k-1 {
		layers[i], layers[k] = layers[k], layers[i]
	}
	canvas := premul{}
	if cr.Canvas.BG != "" {
		c, ok := parseRGBA(cr.Canvas.BG)
		if !ok {
			return undecided(fmt.Sprintf("canvas colour %s is not an sRGB colour", clip(cr.Canvas.BG)))
		}
		canvas = c.pre()
	}
	f, b, why := composite(canvas, cr.Canvas.Under, layers, fg.pre())
	if why != "" {
		return undecided(why)
	}
	// A background that covers only part of the text: the rest of the
	// text lies on what is beneath it. Decided only when that gives the
	// same colours (a body as dark as the root around it).
	for i := range layers {
		if !layers[i].partial {
			continue
		}
		without := slices.Clone(layers)
		without[i].bg = premul{}
		f2, b2, why2 := composite(canvas, cr.Canvas.Under, without, fg.pre())
		if why2 != "" || hex8(f2) != hex8(f) || hex8(b2) != hex8(b) {
			return undecided(fmt.Sprintf("the background of %s covers only part of the text", layers[i].sel))
		}
	}
	return j.decide(r, f, b)
}

// decide finishes j with the composited colours of a glyph's pixel and of
// the background beside it.
func (j runJudgement) decide(r *textRun, f, b premul) runJudgement {
	undecided := func(why string) runJudgement { j.reason = why; return j }
	j.fg, j.bg, j.ratio = f, b, contrastRatio(f, b)
	switch {
	case floor2(j.ratio) == 1:
		// The text is drawn in its background's colour: not visible text
		// to judge but a trick the CSS cannot explain (axe-core: equalRatio).
		return undecided("the text has its background's colour")
	case j.ratio < j.required && r.Single:
		// A lone character (an icon glyph, a close mark) that fails is
		// left undecided, as axe-core leaves it (shortTextContent).
		return undecided(fmt.Sprintf("a single character %q", strings.TrimSpace(r.Text)))
	}
	j.decided = true
	return j
}

// elementContrast folds an element's runs into its figure (nil when it
// has no run): any failing run decides it (the one furthest below its
// minimum); else an undecided run leaves it undecided (the first one's
// reason); else the run lowest against its minimum. Like axe-core's
// summary and W1's figure: an element passes only when all its text does.
// The figure lists the element's texts one by one (textFigures), so that
// the fold can set each beside W1's figure for the same text.
func elementContrast(cr *paintRead, runs []textRun, minContrast float64) (*events.TextContrast, *runJudgement) {
	if len(runs) == 0 {
		return nil, nil
	}
	js := make([]runJudgement, len(runs))
	var worst, low, open *runJudgement
	for i := range runs {
		js[i] = judgeRun(cr, &runs[i], minContrast)
		j := &js[i]
		switch {
		case !j.decided:
			if open == nil {
				open = j
			}
		case j.fails():
			if worst == nil || j.ratio/j.required < worst.ratio/worst.required {
				worst = j
			}
		default:
			if low == nil || j.ratio/j.required < low.ratio/low.required {
				low = j
			}
		}
	}
	texts := textFigures(js)
	pick := worst
	if pick == nil && open != nil {
		return &events.TextContrast{Criterion: CriterionTextContrast, Required: open.required, Reason: open.reason, Texts: texts}, open
	}
	if pick == nil {
		pick = low
	}
	r := floor2(pick.ratio)
	return &events.TextContrast{Criterion: CriterionTextContrast, Decided: true, Ratio: &r, Required: pick.required,
		FG: hex8(pick.fg), BG: hex8(pick.bg), Texts: texts}, pick
}

// textFigures are an element's texts, one per text colour, background
// and minimum, in the order their first runs come: W1 tells text apart
// the same way — by its colour on its background, not by the node that
// holds it —, so each of these is what one W1 text figure can be about.
// Runs of one text give its lowest ratio; undecided runs are grouped by
// their computed colour and minimum, with the first one's reason.
func textFigures(js []runJudgement) []events.TextFigure {
	type key struct {
		decided  bool
		fg, bg   string
		required float64
	}
	var out []events.TextFigure
	at := map[key]int{}
	for i := range js {
		j := &js[i]
		k := key{decided: j.decided, required: j.required}
		if j.decided {
			k.fg, k.bg = hex8(j.fg), hex8(j.bg)
		} else if c, ok := parseRGBA(j.run.FG); ok {
			k.fg = hex8(premul{c.r, c.g, c.b, 1}) // its own colour, whatever lies under it
		}
		if n, ok := at[k]; ok {
			if f := &out[n]; j.decided && floor2(j.ratio) < *f.Ratio {
				r := floor2(j.ratio)
				f.Ratio, f.PX, f.Weight, f.Sample = &r, j.run.PX, j.run.Weight, sample(j.run.Text)
			}
			continue
		}
		f := events.TextFigure{Decided: j.decided, Required: j.required, FG: k.fg, BG: k.bg,
			PX: j.run.PX, Weight: j.run.Weight, Sample: sample(j.run.Text)}
		if j.decided {
			r := floor2(j.ratio)
			f.Ratio = &r
		} else {
			f.Reason = j.reason
		}
		at[k] = len(out)
		out = append(out, f)
	}
	return out
}

// sample is a text's first words as a text figure shows them.
func sample(s string) string { return clipRunes(strings.Join(strings.Fields(s), " "), 40) }

// floor2 truncates a ratio to 2 decimals, as axe-core reports it, so that
// a figure shown below its minimum is below it.
func floor2(v float64) float64 { return math.Floor(v*100+1e-9) / 100 }
