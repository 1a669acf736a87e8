package pixelcheck

import "math"

// The error band of a text contrast measurement (docs/W1.md §2, "The
// error band"). A family's ratio is read from its core colour (the most
// extreme core enough of its glyphs share) against the background on its
// glyphs' rings. Three measurable things make that reading uncertain,
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
//   - an ambiguous background: a second colour within InkTolerance of the
//     background around the glyphs (a faint tint's edge) is as likely the
//     text's background; the band covers the ratio against it.
//
// What is not in the band, because it was measured to be exact (the
// calibration test TestErrorBandOnChromium): a fully covered pixel of
// text is painted in its CSS colour to the 8-bit value
// (--force-color-profile=srgb), so a core that many pixels show is the
// text's colour.

// MinCoreShare: a family whose support glyphs show their core colour on
// less than this share of their ink pixels has sub-pixel strokes.
const MinCoreShare = 0.08

// errorBand bounds the true ratio of a family whose colour was read from
// pick, with support the glyphs that set it.
func errorBand(pick glyph, support []glyph, agreed bool) (lo, hi float64) {
	r := ContrastRatio(pick.core, pick.bg)
	lo, hi = r, r
	area, core := 0.0, 0.0
	for _, g := range support {
		if !agreed {
			rr := ContrastRatio(g.core, pick.bg)
			lo, hi = min(lo, rr), max(hi, rr)
		}
		area += float64(g.w * g.h)
		core += g.coreShare * float64(g.w*g.h)
		if g.hasAlt {
			ra := ContrastRatio(pick.core, g.alt)
			lo, hi = min(lo, ra), max(hi, ra)
		}
	}
	if area > 0 && core/area < MinCoreShare {
		hi = max(hi, ContrastRatio(extreme(pick.bg, pick.core), pick.bg))
	}
	return lo, hi
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
