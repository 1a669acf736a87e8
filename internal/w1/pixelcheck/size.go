package pixelcheck

import (
	"fmt"
	"slices"
)

// The text size, from the glyphs. WCAG 1.4.3 asks 4.5:1 of text and 3:1
// of large text: at least 18 pt (24 CSS px), or 14 pt (18.66 CSS px) and
// bold. The CSS font size is not in the pixels; what is, is how tall the
// letters are. The tall letters (capitals, digits, ascenders and
// descenders) of the fonts pages use are 0.66–0.76 of the font size
// (docs/W1.md gives the measured table and the estimate's error), so the
// size is estimated from the height of the tall glyphs, and the weight from
// their stroke width relative to that height.
const (
	// MinGlyphShare: glyphs shorter than this share of the tallest (dots,
	// commas, hyphens) are not letters' heights. TallOverShort: a glyph is
	// a tall letter when it is this much taller than the short ones.
	MinGlyphShare = 0.4
	TallOverShort = 1.2
	// CapRatio converts the tall-glyph height (ink rows, anti-aliased
	// edges included) into the font size: size = height / CapRatio.
	CapRatio = 0.725
	// BoldStroke: text is bold when its median stroke width is at least
	// this share of the tall-glyph height.
	BoldStroke = 0.15
	// LargePX and LargeBoldPX are WCAG's large-text sizes in CSS px (18 pt
	// and 14 pt). The estimate is within SizeError of the CSS size for
	// text of 16 px and more and reads text of exactly those sizes as
	// 22.0–26.8 px and 17.9–21.1 px, so W1 calls text large from the
	// estimates LargeEstPX and LargeBoldEstPX: text at WCAG's sizes is
	// never judged by the small-text minimum; regular text of 21–23 px and
	// bold text of 16–18.6 px may be judged as large (docs/W1.md).
	LargePX        = 24
	LargeBoldPX    = 18.66
	LargeEstPX     = 22
	LargeBoldEstPX = 17.5
	// SizeError is the largest relative error of the size estimate for
	// text of 16 px and more, over the fonts of TestSizeEstimateOnChromium.
	SizeError = 0.13
)

// textSize is the estimated size (CSS px) and weight of a family.
type textSize struct {
	px     float64
	bold   bool
	stroke float64 // stroke width / tall-glyph height
	// ideo: ideographic text (ideograph.go), its size read from its
	// ideographs and its weight not read.
	ideo bool
}

func (s textSize) String() string {
	if s.ideo {
		return fmt.Sprintf("%.0f px ideographic, weight not read", s.px)
	}
	w := "regular"
	if s.bold {
		w = "bold"
	}
	return fmt.Sprintf("%.0f px %s", s.px, w)
}

// large reports whether text of this size is large text for WCAG.
// Ideographic text is called large when it may be: when its size may
// reach WCAG's bold large size (its weight is not read), and mayBeSmall
// then says whether it may also be small.
func (s textSize) large() bool {
	if s.ideo {
		return s.px >= LargeBoldPX*(1-IdeoSizeError)
	}
	return s.px >= LargeEstPX || s.bold && s.px >= LargeBoldEstPX
}

// mayBeSmall reports whether text called large may be under WCAG's large
// sizes: text a little under 24 px (bold: 18.66 px) reads up to SizeError
// high, so an estimate under LargePX·(1+SizeError) (bold: LargeBoldPX·
// (1+SizeError)) does not tell large text from small. Its minimum is then
// not known from the pixels: a ratio between the two minima is uncertain.
// Text called small is never large by WCAG (its sizes read at least
// LargeEstPX and LargeBoldEstPX).
func (s textSize) mayBeSmall() bool {
	if !s.large() {
		return false
	}
	if s.ideo {
		return s.px < LargePX*(1+IdeoSizeError)
	}
	if s.bold {
		return s.px < LargeBoldPX*(1+SizeError)
	}
	return s.px < LargePX*(1+SizeError)
}

// estimateSize estimates the size of text from its glyphs at scale device
// pixels per CSS pixel: from its ideographs when it is ideographic text
// (ideograph.go), else from its tall letters.
func estimateSize(gs []glyph, scale float64) textSize {
	tallest := 0
	for _, g := range gs {
		tallest = max(tallest, g.h)
	}
	var hs, sws []float64
	var letters []glyph
	for _, g := range gs {
		if float64(g.h) >= MinGlyphShare*float64(tallest) {
			hs = append(hs, g.height)
			sws = append(sws, g.stem)
			letters = append(letters, g)
		}
	}
	if len(hs) == 0 {
		return textSize{}
	}
	if h, ok := ideographHeight(letters); ok {
		return textSize{px: h / scale / IdeoRatio, ideo: true}
	}
	slices.Sort(hs)
	slices.Sort(sws)
	// The short letters (x-height) are the lower quarter; the tall ones
	// are those clearly above them, and their median is the tall height
	// (a few taller still — a j with its dot, brackets, a Q's tail, two
	// letters that touch — move a median little). Text with no tall
	// letter gives its x-height: an underestimate.
	short := hs[len(hs)/4]
	var tallOnes []float64
	for _, h := range hs {
		if h > TallOverShort*short {
			tallOnes = append(tallOnes, h)
		}
	}
	if len(tallOnes) == 0 {
		tallOnes = hs
	}
	tall := tallOnes[len(tallOnes)/2]
	stroke := sws[len(sws)/2]
	return textSize{px: tall / scale / CapRatio, bold: stroke >= BoldStroke*tall, stroke: stroke / tall}
}

// largeMinimum is the minimum for large text given the request's minimum
// for text: WCAG's pairs are 4.5 → 3 (1.4.3, AA) and 7 → 4.5 (1.4.6,
// AAA); in between and beyond, 2.5 less, never below 3 nor above the text
// minimum.
func largeMinimum(m float64) float64 {
	return min(m, max(3, m-2.5))
}
