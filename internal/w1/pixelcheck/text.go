package pixelcheck

import (
	"cmp"
	"image"
	"math"
	"slices"
)

// Telling text from everything else, from pixels alone (docs/W1.md §2
// explains each rule and its reasons).
//
// A region is analysed against its background, the most frequent exact
// colour in it. The ink (pixels differing from the background by more
// than InkTolerance) is cut into connected components, and each component
// is classified:
//
//   - edge: it holds a corner pixel of the rectangle, or runs along one of
//     its sides for at least half that side. Borders, the page in a pill's
//     rounded corners, a neighbour's strip taken in by a generous box, a
//     rule along the top: not text. A border (an edge component touching
//     all four sides, thin) is kept for the non-text check.
//   - container: a large flat fill with holes (a button inside a bigger
//     box, a code span's tint): the analysis recurses into its bounding
//     box with the fill as the background, and what is text in there is
//     text on that fill.
//   - line: a thin straight bar much longer than the text is tall
//     (underline, rule, separator), in one piece or in many (a dotted or
//     dashed border, dotted.go).
//   - shape: a solid blob thick for its height (an image, a swatch, a
//     solid icon).
//   - glyph: everything else.
//
// Glyphs are grouped into families — the same background, and core
// colours on one line from that background (a glyph's anti-aliased
// pixels lie between its colour and the background, so a glyph that
// never shows its full colour still lies on its family's line). The
// family with the most ink is the region's text.
const (
	// maxDepth bounds the recursion into containers: a box holding a card
	// holding a button is as deep as real pages go.
	maxDepth = 3
	// ContainerMinCSS: a container is at least this many CSS px in each
	// direction; ContainerStroke: its stroke width (2 × coverage /
	// perimeter) is at least this many CSS px; ContainerFlat: its most
	// frequent colour covers at least this share of it.
	ContainerMinCSS = 10
	ContainerStroke = 3
	ContainerFlat   = 0.6
	// ShapeStroke: a component whose stroke width is at least this share
	// of its height, and that is ShapeMinCSS tall or more, is a solid
	// shape, not a glyph.
	ShapeStroke = 0.3
	ShapeMinCSS = 12
	// LineLength: a thin bar (thickness at most LineThinCSS CSS px and at
	// most a fifth of its length) at least this many times as long as the
	// family's typical glyph is tall is a line, not a glyph.
	LineLength  = 1.5
	LineThinCSS = 3
	// TallestGlyph: with three candidates or more, a component taller
	// than this many times their median height is not a letter.
	TallestGlyph = 2.5
	// FamilyPerp is how far (8-bit RGB, Euclidean) a glyph's core may lie
	// from its family's line; FamilySupport is the share of a family's
	// glyphs (at least 2) whose core must be within FamilyPerp of a colour
	// for it to be the family's colour.
	FamilyPerp    = 16
	FamilySupport = 0.1
)

// glyph is a component taken for part of the text.
type glyph struct {
	core, bg RGB
	// alt is a second background colour around the glyph (a tint within
	// InkTolerance of bg, as common on its ring as a third of bg), when
	// hasAlt: the background under the text is then ambiguous.
	alt    RGB
	hasAlt bool
	// coreShare is the share of its ink pixels within CoreBand of its core
	// colour: strokes at least a pixel wide show their colour on many
	// pixels, sub-pixel strokes on few or none.
	coreShare float64
	ratio     float64
	// weight is the component's coverage: its area as it would be without
	// anti-aliasing.
	weight float64
	h, w   int
	height float64 // anti-aliasing-aware height, device px
	sw     float64 // stroke width, device px (2 × coverage / perimeter)
	stem   float64 // median run coverage width, device px
	at     image.Point
	// word: the component is a word (or a line) in one piece, its letters
	// joined by their edges or a halo (word.go); short: a short word in
	// one piece (lone.go).
	word, short bool
	// dense: an ideograph, or its larger part; hooked: a column crosses as
	// many strokes as an ideograph's (ideograph.go).
	dense, hooked bool
}

// border is a thin edge component touching all four sides of the region.
type border struct {
	colour RGB
	area   int
}

// textScan is the analysis of one region.
type textScan struct {
	f      *Frame
	scale  float64
	ls     [maxDepth + 1]labeller
	glyphs []glyph
	// tight are the short words in one piece that touch the region's
	// sides like an edge (lone.go): a box cut tight around its word.
	tight  []glyph
	border *border
	// icon: a solid shape (an icon) at NonTextMin against its background
	// was found inside the region.
	icon bool
	// flat are the colours that cover at least FlatShare of the region
	// being judged: only such a colour (a tint's area, not an
	// anti-aliased fringe) can be a glyph's alternative background.
	flat map[uint32]bool
	// skip are the boxes of inactive elements (device px): their text is
	// exempt wherever it shows, also inside another element's region.
	skip []image.Rectangle
	// deltaE remembers the CIEDE2000 distances of (token, pixel colour)
	// pairs computed for this frame (tokenPixels); the key is the token's
	// colour in the high 32 bits, the pixel's in the low.
	deltaE map[uint64]float64
}

// scan analyses q against bg, adding the glyphs it finds (and, at the top,
// the border); it returns how many glyphs it added.
func (t *textScan) scan(q image.Rectangle, bg RGB, depth int) int {
	start := len(t.glyphs)
	l := &t.ls[depth]
	comps := l.label(t.f, q, bg)
	minC := int(math.Ceil(ContainerMinCSS * t.scale))
	var cands []glyph
	var letters []image.Rectangle // boxes of the glyphs found on containers' fills
	for ci := range comps {
		c := &comps[ci]
		w, h := c.box.Dx(), c.box.Dy()
		cov := float64(c.sumD) / float64(max(1, c.peakD))
		sw := 2 * cov / float64(max(1, c.perim))
		edge := c.corner || alongSide(c, q)
		whole := 10*w >= 9*q.Dx() && 10*h >= 9*q.Dy()
		// A fill's stroke counts its pixels: coverage weighs each pixel
		// by its distance from the background relative to the farthest
		// one, which in a faint fill holding dark text (a selected row a
		// shade off the page) is the text's, so the fill would count as a
		// fraction of itself.
		fillSW := 2 * float64(c.area) / float64(max(1, c.perim))
		if depth < maxDepth && !whole && w >= minC && h >= minC && fillSW >= ContainerStroke*t.scale {
			if fill, share := l.compMode(t.f, c); share >= ContainerFlat {
				n := len(t.glyphs)
				t.scan(c.box, fill, depth+1)
				inner := t.dropSeenThrough(n, c.box, bg)
				if inner >= 3 || inner >= 1 && sw >= 2*medianStroke(t.glyphs[n:]) {
					for _, g := range t.glyphs[n:] {
						letters = append(letters, g.box())
					}
					continue // a container: its text is on its fill
				}
				t.glyphs = t.glyphs[:n]
			}
		}
		newGlyph := func(word bool) glyph {
			core := t.f.rgbAt(c.peakAt.X, c.peakAt.Y)
			local, alt, hasAlt := t.localBackground(c.box, q, bg)
			dn := l.denseGlyph(t.f, c, bg)
			return glyph{
				core: core, bg: local, alt: alt, hasAlt: hasAlt, coreShare: l.coreShare(t.f, c, bg),
				ratio:  ContrastRatio(core, local),
				weight: cov, h: h, w: w, height: c.height, sw: sw, stem: c.stem, at: c.box.Min, word: word,
				dense: dn.dense, hooked: dn.hooked,
			}
		}
		if edge {
			if depth == 0 && 2*c.top >= q.Dx() && 2*c.bottom >= q.Dx() && 2*c.left >= q.Dy() && 2*c.right >= q.Dy() &&
				2*c.area <= q.Dx()*q.Dy() && (t.border == nil || c.area > t.border.area) {
				colour, _ := l.compMode(t.f, c)
				t.border = &border{colour: colour, area: c.area}
			}
			if depth == 0 && !t.skipped(c.box) && l.isShortWord(t.f, c, bg) && !t.cutFar(c.box, q, bg) {
				t.tight = append(t.tight, newGlyph(false))
			}
			continue
		}
		if t.skipped(c.box) {
			continue
		}
		word := l.isWord(t.f, c, bg)
		if !word && sw >= ShapeStroke*float64(h) && float64(h) >= ShapeMinCSS*t.scale {
			if core := t.f.rgbAt(c.peakAt.X, c.peakAt.Y); ContrastRatio(core, bg) >= NonTextMin {
				t.icon = true
			}
			continue
		}
		g := newGlyph(word)
		g.short = !word && l.isShortWord(t.f, c, bg) && !t.cutFar(c.box, q, bg)
		cands = append(cands, g)
	}
	// Lines: thin bars longer than any letter of this level's text; and
	// anything much taller than the text (an icon button's outline, a
	// rule down the side): not a letter.
	typical := typicalHeight(cands)
	thin := LineThinCSS * t.scale
	dots := dottedRules(cands, thin, typical)
	for i, g := range cands {
		if inLetter(g.box(), letters) || dots[i] {
			continue
		}
		long, short := max(g.w, g.h), min(g.w, g.h)
		if typical > 0 && float64(short) <= thin && 5*short <= long && float64(long) >= LineLength*typical {
			continue
		}
		if len(cands) >= 3 && typical > 0 && float64(g.h) > TallestGlyph*typical {
			continue
		}
		t.glyphs = append(t.glyphs, g)
	}
	return len(t.glyphs) - start
}

// alongSide reports whether a component runs along a side of q: it
// touches the side for at least half the side's length and is at least
// SideElongation times as long along that side as it is thick across
// it, or touches the opposite side too — a border, a rule, a
// neighbour's strip. A glyph of a tight inline
// box (a footnote number, a link) also touches the box's side over much
// of its height, since rounding the box inward shaves the glyph's edge,
// but it is about as wide as it is tall: it is text, not an edge.
func alongSide(c *comp, q image.Rectangle) bool {
	w, h := c.box.Dx(), c.box.Dy()
	// A ring (a border with rounded corners, which holds no corner
	// pixel) touches opposite sides: it runs along them whatever its
	// shape.
	across := c.top > 0 && c.bottom > 0 || c.left > 0 && c.right > 0
	horiz := (2*c.top >= q.Dx() || 2*c.bottom >= q.Dx()) && (across || w >= SideElongation*h)
	vert := (2*c.left >= q.Dy() || 2*c.right >= q.Dy()) && (across || h >= SideElongation*w)
	return horiz || vert
}

// SideElongation: a component runs along a side when it is at least
// this many times as long along it as it is thick across it.
const SideElongation = 2

// dropSeenThrough removes, from the glyphs found from index n on inside
// a candidate container's box, those that are the outside seen between
// its strokes — they touch the box and show bg, the colour around the
// candidate — and returns how many glyphs are left from n on. A bold
// letter's stroke is as thick as a fill's (ContainerStroke), so a large
// bold M or W passes for a container, and the page between its legs
// (open to the box's side, unlike a counter) reads as three glyphs in the
// page's colour on the letter's: text and background swapped. Text on a
// real fill lies inside its padding, off the fill's edges, or, cut out
// of it, is in a colour of its own.
func (t *textScan) dropSeenThrough(n int, box image.Rectangle, bg RGB) int {
	kept := t.glyphs[:n]
	for _, g := range t.glyphs[n:] {
		b := g.box()
		touches := b.Min.X <= box.Min.X || b.Min.Y <= box.Min.Y || b.Max.X >= box.Max.X || b.Max.Y >= box.Max.Y
		if touches && channelDiff(g.core, bg) <= InkTolerance {
			continue
		}
		kept = append(kept, g)
	}
	t.glyphs = kept
	return len(kept) - n
}

// inLetter reports whether b lies wholly inside one of the letters'
// boxes. A letter cut out of a solid shape (a logo's B, white text on a
// button on a white page) is a hole in it, and the shape's colour shows
// again in the letter's counters: at this level those are components of
// their own, drawn in the shape's colour inside the letter, not text.
func inLetter(b image.Rectangle, letters []image.Rectangle) bool {
	for _, l := range letters {
		if b.In(l) {
			return true
		}
	}
	return false
}

func (g glyph) box() image.Rectangle { return image.Rect(g.at.X, g.at.Y, g.at.X+g.w, g.at.Y+g.h) }

// skipped reports whether a component's centre lies in an inactive
// element's box.
func (t *textScan) skipped(b image.Rectangle) bool {
	c := image.Pt((b.Min.X+b.Max.X)/2, (b.Min.Y+b.Max.Y)/2)
	for _, r := range t.skip {
		if c.In(r) {
			return true
		}
	}
	return false
}

// localBackground is the background right around a component: the most
// frequent colour of the non-ink pixels on the one-pixel ring around its
// box (inside q), or bg when the ring is all ink. A code span's faint
// tint, too close to the page to count as ink, is found here. alt is the
// runner-up colour of that ring when it is at least a third as frequent
// (hasAlt): text on the edge of a faint tint, whose background the
// pixels cannot tell.
func (t *textScan) localBackground(box, q image.Rectangle, bg RGB) (local, alt RGB, hasAlt bool) {
	ring := box.Inset(-1).Intersect(q)
	h := newHist()
	add := func(x, y int) {
		c := t.f.at(x, y)
		if channelDiff(rgbOf(c), bg) <= InkTolerance {
			h.add(c, 1)
		}
	}
	for x := ring.Min.X; x < ring.Max.X; x++ {
		if ring.Min.Y < box.Min.Y {
			add(x, ring.Min.Y)
		}
		if ring.Max.Y > box.Max.Y {
			add(x, ring.Max.Y-1)
		}
	}
	for y := box.Min.Y; y < box.Max.Y; y++ {
		if ring.Min.X < box.Min.X {
			add(ring.Min.X, y)
		}
		if ring.Max.X > box.Max.X {
			add(ring.Max.X-1, y)
		}
	}
	if h.n == 0 {
		return bg, RGB{}, false
	}
	m := h.mode()
	best, bestN := uint32(0), 0
	for c, n := range h.counts {
		if c != m && t.flat[c] && (n > bestN || n == bestN && c < best) {
			best, bestN = c, n
		}
	}
	if bestN > 0 && 3*bestN >= h.counts[m] {
		return rgbOf(m), rgbOf(best), true
	}
	return rgbOf(m), RGB{}, false
}

// FlatShare: a colour covering at least this share of a region is a
// flat area of it (a background or a tint), not an anti-aliased fringe.
const FlatShare = 0.02

// flatColours are the colours of h covering FlatShare of it or more.
func flatColours(h *hist) map[uint32]bool {
	out := map[uint32]bool{}
	for c, n := range h.counts {
		if float64(n) >= FlatShare*float64(h.n) {
			out[c] = true
		}
	}
	return out
}

// CoreBand is how close (L1 distance in 8-bit RGB, summed over the
// channels) a pixel must be to a glyph's core to count as showing the
// core colour.
const CoreBand = 6

// coreShare is the share of a component's ink pixels within CoreBand of
// its peak distance from bg.
func (l *labeller) coreShare(f *Frame, c *comp, bg RGB) float64 {
	n := 0
	br, bgc, bb := int32(bg.R), int32(bg.G), int32(bg.B)
	for k := c.head; k >= 0; k = l.runs[k].next {
		r := &l.runs[k]
		i := (int(r.y)*f.Width + int(r.x0)) * 4
		for x := r.x0; x < r.x1; x, i = x+1, i+4 {
			d := abs32(int32(f.Pix[i])-br) + abs32(int32(f.Pix[i+1])-bgc) + abs32(int32(f.Pix[i+2])-bb)
			if d >= c.peakD-CoreBand {
				n++
			}
		}
	}
	return float64(n) / float64(max(1, c.area))
}

// compMode is the most frequent exact colour of a component and the share
// of its pixels that have it.
func (l *labeller) compMode(f *Frame, c *comp) (RGB, float64) {
	h := newHist()
	for k := c.head; k >= 0; k = l.runs[k].next {
		r := &l.runs[k]
		h.addRow(f, int(r.y), int(r.x0), int(r.x1))
	}
	m := h.mode()
	return rgbOf(m), float64(h.counts[m]) / float64(max(1, h.n))
}

func medianStroke(gs []glyph) float64 {
	if len(gs) == 0 {
		return 0
	}
	s := make([]float64, len(gs))
	for i, g := range gs {
		s[i] = g.sw
	}
	slices.Sort(s)
	return s[len(s)/2]
}

// typicalHeight is the median height of the glyphs at least 3 px tall, 0
// when there are none.
func typicalHeight(gs []glyph) float64 {
	var hs []int
	for _, g := range gs {
		if g.h >= 3 {
			hs = append(hs, g.h)
		}
	}
	if len(hs) == 0 {
		return 0
	}
	slices.Sort(hs)
	return float64(hs[len(hs)/2])
}

// family is glyphs of one text colour on one background.
type family struct {
	bg, rep RGB
	glyphs  []glyph
	weight  float64
}

// text is what the region's text is: the colour of its main family, the
// background under it, and the family's glyphs (for the size). ok is
// false when the region holds no glyph.
type text struct {
	fg, bg RGB
	ratio  float64
	// lo and hi bound the true ratio (band.go).
	lo, hi float64
	glyphs []glyph
}

// textFamilies groups the glyphs into families, heaviest first. Glyphs
// are taken from the highest contrast down, so a family starts at its most
// extreme glyph and the others join it when their core lies on the line
// from the background to it (a blend of the two). A family's colour is the
// most extreme core that enough of its glyphs share (FamilySupport): a
// glyph whose strokes never cover a whole pixel is a blend and cannot set
// the colour, nor can one stray glyph.
func textFamilies(gs []glyph) []text {
	fams, _ := groupFamilies(gs)
	slices.SortStableFunc(fams, func(a, b *family) int { return cmp.Compare(b.weight, a.weight) })
	out := make([]text, 0, len(fams))
	for _, fm := range fams {
		rest, runs := splitRuns(fm.glyphs)
		for _, r := range runs {
			out = append(out, familyText(r))
		}
		rest, pale := splitPale(rest)
		if len(rest) > 0 {
			out = append(out, familyText(rest))
		}
		for _, p := range pale {
			out = append(out, familyText(p))
		}
	}
	return out
}

// groupFamilies groups the glyphs into families, in the order they are
// started, and gives the family of each glyph (an index into fams).
func groupFamilies(gs []glyph) (fams []*family, of []int) {
	order := make([]int, len(gs))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(i, j int) int {
		a, b := gs[i], gs[j]
		if c := cmp.Compare(b.ratio, a.ratio); c != 0 {
			return c
		}
		if c := cmp.Compare(a.at.Y, b.at.Y); c != 0 {
			return c
		}
		return cmp.Compare(a.at.X, b.at.X)
	})
	of = make([]int, len(gs))
	for _, i := range order {
		g := gs[i]
		home := -1
		for k, fm := range fams {
			if channelDiff(fm.bg, g.bg) <= InkTolerance && onLine(fm.bg, fm.rep, g.core) {
				home = k
				break
			}
		}
		if home < 0 {
			home = len(fams)
			fams = append(fams, &family{bg: g.bg, rep: g.core})
		}
		fams[home].glyphs = append(fams[home].glyphs, g)
		fams[home].weight += g.weight
		of[i] = home
	}
	return fams, of
}

// joinedGroups joins items i < j of n for which joined(i, j) holds, and
// so on transitively, and gives each item its group: the group's first
// index.
func joinedGroups(n int, joined func(i, j int) bool) []int {
	root := make([]int, n)
	for i := range root {
		root[i] = i
	}
	find := func(i int) int {
		for root[i] != i {
			root[i] = root[root[i]]
			i = root[i]
		}
		return i
	}
	for i := range n {
		for j := i + 1; j < n; j++ {
			if joined(i, j) {
				a, b := find(i), find(j)
				root[max(a, b)] = min(a, b)
			}
		}
	}
	for i := range root {
		root[i] = find(i)
	}
	return root
}

// MinRunGlyphs: a text run of fewer glyphs is not judged apart from its
// family.
const MinRunGlyphs = 3

// splitRuns finds, in a family (highest contrast first), the text runs —
// glyphs on one line next to each other — whose own colour is lighter
// than the family's by more than FamilyPerp: a grey line beside black
// text lies on the same line from the background, so the two are one
// family by colour, but a run shows its own colour on its own glyphs. Such
// runs are returned apart, to be judged by their own colour; rest keeps
// the others, in their order.
func splitRuns(gl []glyph) (rest []glyph, runs [][]glyph) {
	if len(gl) < 2*MinRunGlyphs {
		return gl, nil
	}
	famColour := familyText(gl).fg
	run := joinedGroups(len(gl), func(i, j int) bool { return sameRun(gl[i], gl[j]) })
	groups := map[int][]glyph{}
	var order []int
	for i, g := range gl {
		r := run[i]
		if _, ok := groups[r]; !ok {
			order = append(order, r)
		}
		groups[r] = append(groups[r], g)
	}
	apart := map[int]bool{} // runs judged apart, by their root
	for _, r := range order {
		g := groups[r]
		if len(g) >= MinRunGlyphs && len(g) < len(gl) {
			if fg, ok := runColour(g); ok && rgbDist(fg, famColour) > FamilyPerp {
				runs = append(runs, g)
				apart[r] = true
			}
		}
	}
	// The rest keeps the family's order, highest contrast first, which
	// its colour is picked by (pickColour compares the ends of a window
	// of neighbours by contrast): in the order of the runs, two grey
	// icons lying a window apart would agree on a colour the text
	// between them does not have.
	for i, g := range gl {
		if !apart[run[i]] {
			rest = append(rest, g)
		}
	}
	return rest, runs
}

// PaleShare: a glyph whose core lies less than this share of the way
// from its background to its family's colour cannot be a glyph of that
// colour with strokes a pixel wide.
const PaleShare = 0.5

// splitPale takes from a family's glyphs (highest contrast first) the
// pale ones, grouped by their colour: glyphs at least 3 px wide and
// tall, no word in one piece, whose core lies less than PaleShare of
// the way from their background to the family's colour. A stroke a
// pixel wide or more covers at least half of some pixel, so a glyph of
// the family's colour shows at least half of it; a pale glyph is text
// of its own, lighter colour — a grey separator between dark links, a
// pale footnote mark in a dark line — or a stroke narrower than a pixel,
// which its own error band says (band.go). Each group of at least
// MinFamilyGlyphs glyphs that agree on a colour (within FamilyPerp) is
// returned apart, to be judged by its own colour, as a composite region
// is judged on every text in it; rest keeps the others, in their order.
func splitPale(gl []glyph) (rest []glyph, pale [][]glyph) {
	if len(gl) < 2 {
		return gl, nil
	}
	fam := familyText(gl).fg
	var cand []int
	for i, g := range gl {
		if g.w < 3 || g.h < 3 || g.word {
			continue
		}
		if full := rgbDist(fam, g.bg); full > 0 && rgbDist(g.core, g.bg) < PaleShare*full {
			cand = append(cand, i)
		}
	}
	if len(cand) == 0 || len(cand) == len(gl) {
		return gl, nil
	}
	// Only pale glyphs within a line of the family's text: next to one
	// of its glyphs that is not pale (sameRun), or in a run of at least
	// MinRunGlyphs pale glyphs next to each other of which one is (a
	// grey link's words inside a black line: only its first and last
	// letters touch the line's), and no taller than the tallest of
	// those. What stands apart from the text (an arrow image, the pieces
	// of a grey table grid) or rises above its letters (a checkbox's
	// outline beside its label) is no letter of the line.
	isCand := map[int]bool{}
	for _, i := range cand {
		isCand[i] = true
	}
	chain := joinedGroups(len(cand), func(a, b int) bool { return sameRun(gl[cand[a]], gl[cand[b]]) })
	size := map[int]int{}
	for _, r := range chain {
		size[r]++
	}
	// tallest[k]: the tallest glyph that is not pale next to cand[k], or
	// to its run when the run is long enough; 0 when there is none.
	tallest := make([]int, len(cand))
	for k, i := range cand {
		for j, g := range gl {
			if !isCand[j] && sameRun(gl[i], g) {
				tallest[k] = max(tallest[k], g.h)
			}
		}
	}
	runTallest := map[int]int{}
	for k, r := range chain {
		if size[r] >= MinRunGlyphs {
			runTallest[r] = max(runTallest[r], tallest[k])
		}
	}
	kept := cand[:0]
	for k, i := range cand {
		t := max(tallest[k], runTallest[chain[k]])
		if t > 0 && gl[i].h <= t {
			kept = append(kept, i)
		}
	}
	cand = kept
	group := joinedGroups(len(cand), func(i, j int) bool {
		a, b := gl[cand[i]], gl[cand[j]]
		return rgbDist(a.core, b.core) <= FamilyPerp && channelDiff(a.bg, b.bg) <= InkTolerance
	})
	members := map[int][]int{}
	var order []int
	for k, r := range group {
		if _, ok := members[r]; !ok {
			order = append(order, r)
		}
		members[r] = append(members[r], cand[k])
	}
	apart := map[int]bool{}
	for _, r := range order {
		m := members[r]
		if len(m) < MinFamilyGlyphs {
			continue
		}
		var p []glyph
		for _, i := range m {
			p = append(p, gl[i])
			apart[i] = true
		}
		pale = append(pale, p)
	}
	if len(apart) == 0 {
		return gl, nil
	}
	for i, g := range gl {
		if !apart[i] {
			rest = append(rest, g)
		}
	}
	return rest, pale
}

// runColour is a run's own colour, set the way a family's is but only by
// its glyphs at least 3 px wide and tall; ok is false when those do not
// agree on one. A narrower component (an i's stem across two pixel
// columns, its dot) has no pixel away from its edges: the colour it shows
// on every pixel is a blend of the text's with the background, however
// often it repeats, so a run of thin glyphs looks lighter than its
// family without being another colour.
func runColour(g []glyph) (RGB, bool) {
	var solid []glyph
	for _, x := range g {
		if x.w >= 3 && x.h >= 3 {
			solid = append(solid, x)
		}
	}
	if len(solid) < 2 {
		return RGB{}, false
	}
	pick, agreed := pickColour(solid)
	return pick.core, agreed
}

// sameRun: two glyphs on one line (their rows overlap by half the
// shorter) and next to each other (the gap between them at most the
// taller one's height).
func sameRun(a, b glyph) bool {
	ov := min(a.at.Y+a.h, b.at.Y+b.h) - max(a.at.Y, b.at.Y)
	if 2*ov < min(a.h, b.h) {
		return false
	}
	gap := max(a.at.X, b.at.X) - min(a.at.X+a.w, b.at.X+b.w)
	return gap <= max(a.h, b.h)
}

// familyText is the colour of glyphs of one family (highest contrast
// first) and its error band, which for text under SmallTextPX device px
// is small text's (band.go).
func familyText(gl []glyph) text {
	pick, agreed := pickColour(gl)
	support := gl // no agreement: every glyph bounds it
	var shown []glyph
	if agreed {
		support = gl[pick.idx : pick.idx+pick.need]
		shown = showing(pick.glyph, gl)
	}
	tx := text{fg: pick.core, bg: pick.bg, ratio: ContrastRatio(pick.core, pick.bg), glyphs: gl}
	tx.lo, tx.hi = errorBand(pick.glyph, support, shown, agreed, estimateSize(gl, 1).px) // device px
	return tx
}

// showing are the glyphs of gl whose core is pick's colour (within
// CoreBand): each glyph's coreShare is measured against its own core, so
// only theirs tell how much of the text shows pick's colour.
func showing(pick glyph, gl []glyph) []glyph {
	var out []glyph
	for _, g := range gl {
		if channelL1(g.core, pick.core) <= CoreBand {
			out = append(out, g)
		}
	}
	return out
}

// channelL1 is the L1 distance of two colours in 8-bit RGB, summed over
// the channels (CoreBand's measure).
func channelL1(a, b RGB) int {
	d := func(x, y uint8) int { return max(int(x)-int(y), int(y)-int(x)) }
	return d(a.R, b.R) + d(a.G, b.G) + d(a.B, b.B)
}

// picked is the glyph whose core sets a colour, with where its support
// starts in the glyphs and how many it needs.
type picked struct {
	glyph
	idx, need int
}

// pickColour is the most extreme core that FamilySupport of the glyphs
// (highest contrast first; at least 2) share within FamilyPerp; without
// such agreement, the least extreme glyph, and agreed is false.
func pickColour(gl []glyph) (picked, bool) {
	need := max(1, min(len(gl), max(2, int(math.Ceil(FamilySupport*float64(len(gl)))))))
	for i := 0; i+need-1 < len(gl); i++ {
		if rgbDist(gl[i].core, gl[i+need-1].core) <= FamilyPerp {
			return picked{gl[i], i, need}, true
		}
	}
	return picked{gl[len(gl)-1], len(gl) - 1, 1}, false
}

// onLine reports whether c lies on the segment from bg to rep (slightly
// past rep allowed), within FamilyPerp.
func onLine(bg, rep, c RGB) bool {
	vx, vy, vz := float64(rep.R)-float64(bg.R), float64(rep.G)-float64(bg.G), float64(rep.B)-float64(bg.B)
	ux, uy, uz := float64(c.R)-float64(bg.R), float64(c.G)-float64(bg.G), float64(c.B)-float64(bg.B)
	vv := vx*vx + vy*vy + vz*vz
	if vv == 0 {
		return false
	}
	s := (ux*vx + uy*vy + uz*vz) / vv
	if s < 0 || s > 1.1 {
		return false
	}
	px, py, pz := ux-s*vx, uy-s*vy, uz-s*vz
	return px*px+py*py+pz*pz <= FamilyPerp*FamilyPerp
}
