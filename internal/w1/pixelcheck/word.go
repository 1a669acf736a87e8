package pixelcheck

import "slices"

// Words in one piece (docs/W1.md §2, "Words in one piece"). Small text,
// bold text and text with a soft shadow often reach the next letter
// through their anti-aliased edges: a whole word, or a whole line, is
// then one component. Counted as one glyph it would not make a family
// (MinFamilyGlyphs: a stray mark is no text), and a shadowed line, whose
// halo fills the gaps between its letters, is as thick for its height as
// a solid shape. What tells such a piece from a mark, an outline or a
// shape is its strokes: a row across a word crosses the strong ink of
// every letter — one to three strokes each —, a row across a bar, a
// swatch or an outline crosses one or two.
const (
	// WordAspect: a word in one piece is at least this many times as wide
	// as it is tall (two letters or more).
	WordAspect = 2
	// WordStrokes: a row through its middle half crosses at least this
	// many strokes (median over those rows), and at least one per height
	// of its width: letters are about as wide as three quarters of the
	// tall letters' height, with one to three strokes each.
	WordStrokes = 4
)

// isWord reports whether component c (against bg) is a word in one
// piece: wide, and crossed by many strokes of strong ink — pixels at
// least half as far from bg as its core is, so that a halo joining the
// letters (lighter than them) is no stroke.
func (l *labeller) isWord(f *Frame, c *comp, bg RGB) bool {
	w, h := c.box.Dx(), c.box.Dy()
	if w < WordAspect*h {
		return false
	}
	strokes := l.strokes(f, c, bg)
	return strokes >= WordStrokes && strokes*h >= w
}

// strokes is the median, over the rows of c's middle half, of the number
// of stretches of strong ink (L1 distance from bg at least half the
// core's) in the row.
func (l *labeller) strokes(f *Frame, c *comp, bg RGB) int {
	y0, y1 := c.box.Min.Y+c.box.Dy()/4, c.box.Max.Y-c.box.Dy()/4
	if y1 <= y0 {
		y0, y1 = c.box.Min.Y, c.box.Max.Y
	}
	counts := map[int]int{} // row → strokes
	half := (c.peakD + 1) / 2
	br, bgc, bb := int32(bg.R), int32(bg.G), int32(bg.B)
	for k := c.head; k >= 0; k = l.runs[k].next {
		r := &l.runs[k]
		if int(r.y) < y0 || int(r.y) >= y1 {
			continue
		}
		i := (int(r.y)*f.Width + int(r.x0)) * 4
		strong := false
		for x := r.x0; x < r.x1; x, i = x+1, i+4 {
			d := abs32(int32(f.Pix[i])-br) + abs32(int32(f.Pix[i+1])-bgc) + abs32(int32(f.Pix[i+2])-bb)
			if d >= half && !strong {
				counts[int(r.y)]++
			}
			strong = d >= half
		}
	}
	var n []int
	for y := y0; y < y1; y++ {
		n = append(n, counts[y])
	}
	if len(n) == 0 {
		return 0
	}
	slices.Sort(n)
	return n[len(n)/2]
}
