package pixelcheck

// A short word in one piece (docs/W1.md §2, "A word alone"). An element
// whose text is a word of two or three letters — a link "Up", a code
// result "#t", a bold program name "pic" — often shows it as one
// component: small and bold letters reach each other through their
// anti-aliased edges. Too narrow for a word in one piece (word.go), it is
// one glyph, which makes no family (MinFamilyGlyphs: one stray mark is
// no text), and in a box cut tight around it, it touches the box's sides
// like an edge. Nothing was judged, and the element's text went
// unjudged whatever its colour.
//
// What tells such a piece from a mark, an icon or a border is its
// strokes, as for a long word: a row through its middle crosses the
// strong ink of each letter — at least ShortWordStrokes in all, and at
// least one per height of its width —, where a row across a ring, a
// checkbox's outline, an arrow, a bullet or a rule crosses one or two.
// And it is judged only where it is the region's text: when no family
// formed, it is the one such piece, and every other glyph lies within
// its columns (an i's dot, an accent). Beside other text, a short word
// stays one glyph among the rest, as before.

// ShortWordStrokes: a short word in one piece is crossed by at least this
// many strokes of strong ink (the median over its middle rows).
const ShortWordStrokes = 3

// isShortWord reports whether component c (against bg) may be a short
// word in one piece: at least as wide as it is tall but less than
// WordAspect times (a longer piece is a word's or a line's, word.go), at
// least 3 px each way, drawn in strokes (thinner than ShapeStroke of its
// height: a fill or a block is no word), and crossed by ShortWordStrokes
// strokes or more, one per height of its width.
func (l *labeller) isShortWord(f *Frame, c *comp, bg RGB) bool {
	w, h := c.box.Dx(), c.box.Dy()
	if w < h || w >= WordAspect*h || h < 3 {
		return false
	}
	cov := float64(c.sumD) / float64(max(1, c.peakD))
	if 2*cov/float64(max(1, c.perim)) >= ShapeStroke*float64(h) {
		return false
	}
	n := l.strokes(f, c, bg)
	return n >= ShortWordStrokes && n*h >= w
}

// loneWord is the region's text when no family formed (judgedFamilies is
// empty) and its one piece of text is a short word in one piece: of gs
// and tight (the short words cut off by the region's sides), exactly one
// short word, every other glyph of gs within its columns. It is judged
// as any text is (its colour, its band), when its size estimate is
// MinTextPX or more; nil otherwise.
func loneWord(gs, tight []glyph, scale float64) []text {
	var word []glyph
	for _, g := range gs {
		if g.short {
			word = append(word, g)
		}
	}
	word = append(word, tight...)
	if len(word) != 1 {
		return nil
	}
	w := word[0]
	for _, g := range gs {
		if !g.short && (g.at.X < w.at.X || g.at.X+g.w > w.at.X+w.w) {
			return nil
		}
	}
	if estimateSize(word, scale).px < MinTextPX {
		return nil
	}
	return []text{familyText(word)}
}
