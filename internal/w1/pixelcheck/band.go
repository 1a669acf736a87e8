package pixelcheck

import "math"

// The error band of a text contrast measurement (docs/W1.md §2, "The
// error band"). A family's ratio is read from its core colour (the most
// extreme core enough of its glyphs share) against the background on its
// glyphs' rings. Four measurable things make that reading uncertain,
// and each widens the band [lo, hi] that the true ratio lies in:
//
//   - the spread of the ink colour estimate: when no FamilySupport share of
//     the family's glyphs agree on a core colour (within FamilyPerp), the
//     colour is a guess among them, and the band covers the ratio of every
//     glyph's core. When they agree, the cores less extreme than the
//     family's colour are blends of it with the background (a pixel partly
//     covered), which anti-aliasing makes and which say nothing against
//     the colour;
//   - sub-pixel strokes: a stroke narrower than a pixel never shows its
//     colour, only blends of it with the background (anti-aliasing), so
//     when few of the family's ink pixels show the core colour
//     (coreShare below MinCoreShare) the true colour may lie anywhere
//     further along the line from the background through the core, up to
//     the edge of the sRGB cube: the band reaches that far up;
//   - small text: under SmallTextPX (device px) the strokes of ordinary
//     faces are narrower than a pixel, and the darkest pixel of the text
//     shows only part of its colour, however often that blend repeats
//     (glyphs placed on whole pixels repeat the same coverage exactly).
//     How much it shows at least grows with its size and was measured on
//     Chromium (SmallCoverage), so the band reaches up to the colour of
//     which the core is that share, and no further: text far below its
//     minimum still fails;
//   - an ambiguous background: a second colour within InkTolerance of the
//     background around the glyphs (a faint tint's edge) is as likely the
//     text's background; the band covers the ratio against it;
//   - 8-bit compositing: what the rasteriser paints is what CSS computes
//     only to within CompositeLevels per channel, on the text and on the
//     background alike. A translucent colour (an rgba fill, opacity) is
//     composited in 8-bit steps (rgba(127,127,127,.25) over #151515 is
//     47.5 and is painted 47, where axe-core and W2 round to 48), and
//     opaque text paints some of its fully covered pixels one level
//     further from the background than its colour (#c70036 bold on white
//     shows #c60035). The pixels cannot tell an opaque colour from a
//     composite one, so every ratio the band is made of is taken with both
//     colours moved by CompositeLevels towards each other (lo) and apart
//     (hi).
//
// The size of that last step was measured on Chromium
// (TestCompositingOnChromium): a translucent fill is painted within one
// level of the CSS arithmetic rounded to 8 bits on all but about one
// channel in a thousand (two levels at most), and fully covered pixels of
// opaque text within one level of its colour.

// MinCoreShare: a family whose support glyphs show their core colour on
// less than this share of their ink pixels has sub-pixel strokes.
const MinCoreShare = 0.08

// errorBand bounds the true ratio of a family whose colour was read from
// pick, with support the glyphs that set it and shown the family's glyphs
// whose core is pick's colour. Whether the strokes are sub-pixel is read
// from the share of shown's ink pixels at that colour (with support's
// when shown is empty): support is the fewest glyphs that agree on the
// colour (FamilySupport), and on thin text a few of them can show it on
// few pixels while the many others show it on many.
//
// px is the family's size estimate in device px; under SmallTextPX its
// band reaches the colour its core shows SmallCoverage·px of (small
// text's own bound, which replaces the sub-pixel one).
func errorBand(pick glyph, support, shown []glyph, agreed bool, px float64) (lo, hi float64) {
	lo, hi = compositeBand(pick.core, pick.bg)
	widen := func(fg, bg RGB) {
		l, h := compositeBand(fg, bg)
		lo, hi = min(lo, l), max(hi, h)
	}
	for _, g := range support {
		if !agreed {
			widen(g.core, pick.bg)
		}
		if g.hasAlt {
			widen(pick.core, g.alt)
		}
	}
	if px > 0 && px < SmallTextPX { // px 0: no estimate, no size to scale by
		_, h := compositeBand(beyond(pick.bg, pick.core, 1/min(1, SmallCoverage*px)), pick.bg)
		return lo, max(hi, h)
	}
	if len(shown) == 0 {
		shown = support
	}
	area, core := 0.0, 0.0
	for _, g := range shown {
		area += float64(g.w * g.h)
		core += g.coreShare * float64(g.w*g.h)
	}
	if area > 0 && core/area < MinCoreShare {
		hi = max(hi, ContrastRatio(extreme(pick.bg, pick.core), pick.bg))
	}
	return lo, hi
}

// SmallTextPX: text whose size estimate is under this many device px has
// strokes narrower than a pixel in the faces pages use, and its darkest
// pixel shows only part of its colour (from the background): at least
// SmallCoverage times its size estimate (device px), a share that grows
// with the strokes' width. Measured on Chromium over DejaVu Sans
// ExtraLight, DejaVu and Liberation Sans, Serif and Mono, 7–16 px,
// regular and bold, six colour pairs (TestSmallTextBandOnChromium): the
// least share was 0.76 (Liberation Serif at 7 px, estimated 5.1 px), and
// every line that showed less than its colour was estimated under 11.5
// px. A light web face shows less: Fira at weight 300 (Racket's version
// number, 8.26 px, estimated 7.3 px) showed 0.57 of black, 0.078 of its
// size per px. 0.07 per px lies below every one of these.
const (
	SmallTextPX   = 12
	SmallCoverage = 0.07
)

// beyond is the colour k times as far from bg as c is, along the line
// from bg through c, stopped where that line leaves the sRGB cube.
func beyond(bg, c RGB, k float64) RGB {
	far := extreme(bg, c)
	at := func(b, v, e uint8) uint8 {
		x := float64(b) + (float64(v)-float64(b))*k
		lo, hi := float64(min(b, e)), float64(max(b, e))
		return uint8(math.Round(min(hi, max(lo, x))))
	}
	return RGB{at(bg.R, c.R, far.R), at(bg.G, c.G, far.G), at(bg.B, c.B, far.B)}
}

// CompositeLevels is how far (8-bit levels, per channel) a painted colour
// may lie from the colour CSS computes for it: one compositing step.
const CompositeLevels = 1

// compositeBand is the range of the ratio of fg on bg when each colour
// may lie CompositeLevels from what was painted: both moved towards each
// other in luminance (lo; 1 where they may meet) and apart (hi).
// Luminance rises with every channel, so moving every channel one way
// moves the luminance that way, and the ratio's extremes lie there.
func compositeBand(fg, bg RGB) (lo, hi float64) {
	dark, light := fg, bg
	if Luminance(dark) > Luminance(light) {
		dark, light = light, dark
	}
	darker, lighter := shift(dark, -CompositeLevels), shift(light, CompositeLevels)
	closer, closerL := shift(dark, CompositeLevels), shift(light, -CompositeLevels)
	lo = ContrastRatio(closer, closerL)
	if Luminance(closer) >= Luminance(closerL) {
		lo = 1
	}
	return lo, ContrastRatio(darker, lighter)
}

// shift moves every channel of c by d levels, within 0–255.
func shift(c RGB, d int) RGB {
	ch := func(v uint8) uint8 { return uint8(min(255, max(0, int(v)+d))) }
	return RGB{ch(c.R), ch(c.G), ch(c.B)}
}

// extreme is the colour where the line from bg through c leaves the sRGB
// cube: the most extreme colour c could be a blend of (with bg).
func extreme(bg, c RGB) RGB {
	t := math.Inf(1)
	for _, ch := range [3][2]float64{{float64(bg.R), float64(c.R)}, {float64(bg.G), float64(c.G)}, {float64(bg.B), float64(c.B)}} {
		b, v := ch[0], ch[1]
		switch {
		case v > b:
			t = min(t, (255-b)/(v-b))
		case v < b:
			t = min(t, b/(b-v))
		}
	}
	if math.IsInf(t, 1) {
		return c
	}
	at := func(b, v uint8) uint8 {
		x := float64(b) + (float64(v)-float64(b))*t
		return uint8(math.Round(min(255, max(0, x))))
	}
	return RGB{at(bg.R, c.R), at(bg.G, c.G), at(bg.B, c.B)}
}
