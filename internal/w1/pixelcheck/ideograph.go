package pixelcheck

import (
	"math"
	"slices"
)

// Ideographic text (docs/W1.md §2, "The text size"). The size estimate
// reads the height of the tall letters as 0.725 of the font size
// (CapRatio): Latin capitals and ascenders. A CJK ideograph (and a
// Hangul syllable) fills its em box instead: its ink is about 0.9 of the
// size high, whatever the character, so 18–19 px Chinese read as 23–24 px
// and the large-text minimum (3:1) passed text that needs 4.5:1.
//
// What tells an ideograph from a Latin letter is how dense it is: a
// column through a Latin letter crosses at most three strokes (e, s, B,
// a, 8; a few glyphs four: a double-storey g, @, &, §), a column through
// an ideograph crosses four to seven (日 inside 模 alone is three, with
// 艹 above and 大 below). An ideograph is often several components (a
// radical and the rest beside it), and the dense one is the whole
// character or its larger part, as tall as the character. Text is
// ideographic when enough of its letter-height components are dense
// (IdeoShare; a Latin line has a dense glyph in fifty letters, Chinese
// one in two or three components, Japanese with its kana one in four or
// five), spanning their line as an ideograph does, and the dense ones are
// about equally tall (the characters of a line share their em box); its
// size is their height ÷ IdeoRatio.
//
// The weight is not read from ideographs: their strokes run both ways
// and at every length, and a CJK face's regular and bold strokes differ
// by less than the faces differ from each other (a synthetic bold adds
// about 1/24 em). Ideographic text whose size may lie between WCAG's
// bold and regular large sizes is judged against both minima (textSize's
// large and mayBeSmall): a ratio between them is uncertain.
const (
	// IdeoStrokes: a column crossing at least this many strokes of
	// strong ink is dense; IdeoColumns: a component with at least this
	// many dense columns is a dense glyph.
	IdeoStrokes = 4
	IdeoColumns = 2
	// IdeoShare: text is ideographic when at least this share of its
	// letter-height components (MinGlyphShare of the tallest or more),
	// and at least IdeoMinGlyphs, are dense glyphs.
	IdeoShare     = 0.2
	IdeoMinGlyphs = 2
	// IdeoEven: the dense glyphs of ideographic text are about equally
	// tall: at least two thirds of them within this share of their
	// median height (the sloping joined forms of Nastaliq, crossed by
	// many strokes, are not).
	IdeoEven = 0.15
	// IdeoRatio converts the upper-quartile height of the dense glyphs (ink
	// rows, anti-aliased edges included) into the font size;
	// IdeoSizeError is the estimate's relative error either way. The
	// dense glyphs' height is 0.875–1.062 of the size over the Chinese and
	// Japanese lines of 14–40 px, regular and bold, in seven CJK faces
	// (WenQuanYi Micro Hei, Droid Sans Fallback, Noto Sans CJK SC and JP,
	// Noto Serif CJK SC, IPAGothic, AR PL UMing: docs/W1.md §2): ÷0.965
	// reads them within −9.3 % and +10.1 %. TestIdeographSizeOnChromium
	// checks WenQuanYi, the face make deps installs.
	IdeoRatio     = 0.965
	IdeoSizeError = 0.11
	// IdeoMinPX: components less tall than this (device px) are not
	// looked at for density: text that small is small text whatever it
	// is, and its strokes merge.
	IdeoMinPX = 8
)

// density is what the strong ink of a component tells about ideographs.
type density struct {
	// dense: an ideograph or its larger part (denseGlyph).
	dense bool
	// hooked: some column crosses IdeoStrokes strokes, as in a dense glyph,
	// a double-storey g, or a word or part of a character holding one.
	hooked bool
}

// denseGlyph reads component c (against bg) for how densely it is drawn.
// It is dense, drawn as densely as an ideograph, when at least
// IdeoColumns of its columns cross IdeoStrokes stretches of strong ink
// (L1 distance from bg at least half the core's, so that anti-aliased
// fringes and a halo are no stroke), or it is square (a whole character:
// within IdeoSquare of as wide as tall) and one column crosses
// IdeoStrokes and some row three (块 beside 模). Latin letters are
// neither (m, M and W cross one or two strokes down, e and B three but
// are narrow; two bold letters joined, "Ge" or "ar", are square and cross
// three each way). Components less than IdeoMinPX tall are not read;
// those more than twice as wide as tall (a word in one piece) are never
// dense, but may be hooked.
func (l *labeller) denseGlyph(f *Frame, c *comp, bg RGB) density {
	w, h := c.box.Dx(), c.box.Dy()
	var out density
	if h < IdeoMinPX {
		return out
	}
	n := w * h
	if cap(l.grid) < n {
		l.grid = make([]bool, n)
	}
	g := l.grid[:n]
	clear(g)
	half := (c.peakD + 1) / 2
	br, bgc, bb := int32(bg.R), int32(bg.G), int32(bg.B)
	for k := c.head; k >= 0; k = l.runs[k].next {
		r := &l.runs[k]
		row := (int(r.y) - c.box.Min.Y) * w
		i := (int(r.y)*f.Width + int(r.x0)) * 4
		for x := r.x0; x < r.x1; x, i = x+1, i+4 {
			d := abs32(int32(f.Pix[i])-br) + abs32(int32(f.Pix[i+1])-bgc) + abs32(int32(f.Pix[i+2])-bb)
			g[row+int(x)-c.box.Min.X] = d >= half
		}
	}
	dense := 0
	for x := range w {
		if crossings(h, func(y int) bool { return g[y*w+x] }) >= IdeoStrokes {
			dense++
		}
	}
	out.hooked = dense > 0
	switch {
	case w > 2*h || dense == 0:
	case dense >= IdeoColumns:
		out.dense = true
	case math.Abs(float64(w-h)) <= IdeoSquare*float64(h):
		for y := range h {
			if crossings(w, func(x int) bool { return g[y*w+x] }) >= 3 {
				out.dense = true
				break
			}
		}
	}
	return out
}

// crossings counts the strokes a line of n pixels crosses: the runs of
// ink along it, ink(i) telling whether its i-th pixel is ink.
func crossings(n int, ink func(i int) bool) int {
	strokes, in := 0, false
	for i := range n {
		s := ink(i)
		if s && !in {
			strokes++
		}
		in = s
	}
	return strokes
}

// IdeoSquare: a component is square when its width is within this share
// of its height from it.
const IdeoSquare = 0.2

// ideographHeight is the height (device px) of the ideographs of
// letters when they are ideographic text (above): the upper quartile of
// the dense glyphs' heights, since kana and the top or left part of a
// character are dense too but shorter than a whole ideograph; ok is false
// otherwise. letters are a family's glyphs of letter height
// (MinGlyphShare of the tallest or more). A dense glyph counts only
// where it spans its line, as an ideograph does: its top and bottom
// within IdeoAlign of its height of the highest top and the lowest bottom
// of the letters on its line. A Latin line's dense glyphs do not: a
// double-storey g reaches from the x-height below the baseline, an 8
// from the baseline to the capitals.
func ideographHeight(letters []glyph) (height float64, ok bool) {
	var hs []float64
	for _, g := range letters {
		if g.dense && spansLine(g, letters) {
			hs = append(hs, float64(g.h))
		}
	}
	if len(hs) < IdeoMinGlyphs || float64(len(hs)) < IdeoShare*float64(len(letters)) {
		return 0, false
	}
	slices.Sort(hs)
	med := hs[len(hs)/2]
	even := 0
	for _, h := range hs {
		if math.Abs(h-med) <= IdeoEven*med {
			even++
		}
	}
	if 3*even < 2*len(hs) {
		return 0, false
	}
	return hs[len(hs)*3/4], true
}

// IdeoAlign: a dense glyph spans its line when its top and bottom lie
// within this share of its height of the line's highest top and lowest
// bottom, and its bottom within it of where the line's other letters
// end.
const IdeoAlign = 0.15

// spansLine reports whether g reaches the top and the bottom of its line
// among letters (the letters whose rows overlap g's by half the shorter),
// as an ideograph does, and ends where the line's other letters end: an
// ideograph ends where the kana, radicals and other characters beside it
// end. A double-storey g in a line with no ascender or capital ("engage",
// "rogue agency") spans the line from the x-height to its descender,
// below the baseline on which the other letters end. The other letters
// are those that are not hooked (no column crosses IdeoStrokes strokes):
// a hooked one may hold a g of its own (in a bold serif the words of
// "engaging aggregate" join through their g's, every piece reaching the
// descender). Two readings of them tell a g:
//   - The line's x-height letters, from the line's top to well above g's
//     bottom and at least half as tall as g: at least IdeoXShare of the
//     other letters being such letters makes it a Latin line (its
//     descending letters, y and p, may outnumber the others: "mirage
//     voyage agency"). The parts of characters that stand at the top of
//     theirs (艹, 日 in 早) are fewer, or too short to be letters.
//   - Where the other letters end: the lower median of their bottoms
//     (so that in a short line a word joined by its g does not decide).
//
// A line with no other letter (Chinese whose characters are all dense
// or joined, 操作反馈) is taken to span.
func spansLine(g glyph, letters []glyph) bool {
	top, bottom := g.at.Y, g.at.Y+g.h
	var plain []glyph
	for _, o := range letters {
		ov := min(g.at.Y+g.h, o.at.Y+o.h) - max(g.at.Y, o.at.Y)
		if 2*ov < min(g.h, o.h) {
			continue
		}
		top, bottom = min(top, o.at.Y), max(bottom, o.at.Y+o.h)
		if !o.dense && !o.hooked {
			plain = append(plain, o)
		}
	}
	tol := IdeoAlign * float64(g.h)
	if float64(g.at.Y-top) > tol || float64(bottom-g.at.Y-g.h) > tol {
		return false
	}
	if len(plain) == 0 {
		return true
	}
	xh := 0
	bottoms := make([]int, 0, len(plain))
	for _, o := range plain {
		if float64(o.at.Y-top) <= tol && float64(g.at.Y+g.h-o.at.Y-o.h) > tol && 2*o.h >= g.h {
			xh++
		}
		bottoms = append(bottoms, o.at.Y+o.h)
	}
	if float64(xh) >= IdeoXShare*float64(len(plain)) {
		return false
	}
	slices.Sort(bottoms)
	return float64(g.at.Y+g.h-bottoms[(len(bottoms)-1)/2]) <= tol
}

// IdeoXShare: a line is Latin, its dense glyphs double-storey g's, when at
// least this share of its unhooked letters are x-height letters
// (spansLine).
const IdeoXShare = 0.25
