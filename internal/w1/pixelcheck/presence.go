package pixelcheck

import (
	"image"
	"math"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// Whether a region shows its element (region_ink, docs/W1.md §2). The
// first measure is a share of the region: at least MinInkShare of its
// pixels, and MinInkPixels, differ from the colour around it. Two kinds
// of element that are plainly there fail that share, and each has its
// own reading; what is left of a hidden element passes neither:
//
//   - a strip thinner than a few pixels whose only ink is a border on a
//     row the inward region leaves out (snappedInk);
//   - a block as wide as the page around a word or two — a navigation
//     bar holding "Up", an index entry's one-letter name, a term laid
//     out as a 100 %-wide table — whose text covers under 0.5 % of it
//     (ownText).

// enoughInk reports whether ink pixels of n are enough for a region to
// show its element.
func enoughInk(ink, n int) bool {
	return ink >= max(MinInkPixels, int(math.Ceil(MinInkShare*float64(n))))
}

// inkCount counts the pixels of h that differ from around by more than
// InkTolerance in some channel.
func inkCount(h *hist, around RGB) int {
	ink := 0
	for col, n := range h.counts {
		if channelDiff(rgbOf(col), around) > InkTolerance {
			ink += n
		}
	}
	return ink
}

// snappedPixels is a declared box scaled to device pixels the way
// Chromium paints a box: each edge rounded to the nearest pixel (pixel
// snapping), so that boxes that touch share no row. A box edge at
// y = 1448.14 paints its 1 px top border on row 1448, which the region,
// rounded inward (devicePixels), leaves out.
func snappedPixels(b skeleton.Rect, scale float64) image.Rectangle {
	snap := func(v float64) int { return int(math.Floor(v + 0.5 + 1e-9)) }
	return image.Rect(snap(b.X*scale), snap(b.Y*scale), snap((b.X+b.W)*scale), snap((b.Y+b.H)*scale))
}

// snappedInk reports whether the box as Chromium paints it (snappedPixels,
// clipped to the frame) shows enough ink, where it is larger than the
// inward region clip (whose ink is ink): a strip a few pixels tall (a
// footer that is only its top rule, its content floated out of it)
// whose border lies on the row its top edge rounds to. A row or column
// that snapping adds counts only as the box's own border: where its ink
// stops at the box's sides (the pixels beside it on that line, just
// outside the box, are not ink). A neighbour's rule that the box
// overlaps by a fraction of a pixel (a float over the border of the
// block below it) goes on past the box, and what a hidden element's box
// shows on that line is the neighbour, not the element. Where a side of
// the box is the frame's edge, nothing shows where the line stops (a
// neighbour's rule across the whole page under a box as wide as the
// page), so such a line proves nothing.
func snappedInk(f *Frame, b skeleton.Rect, scale float64, clip image.Rectangle, around RGB, ink int) bool {
	s := snappedPixels(b, scale).Intersect(f.bounds())
	if s.Empty() || s == clip || !clip.In(s) {
		return false
	}
	isInk := func(x, y int) bool {
		return image.Pt(x, y).In(f.bounds()) && channelDiff(f.rgbAt(x, y), around) > InkTolerance
	}
	// own counts the ink of the pixels at from ≤ t < to of a line through
	// the box (at(t) is its pixel t), when the line's pixels just outside
	// the box, at s0 − 1 and s1, are not ink.
	own := func(at func(int) (int, int), s0, s1, from, to int) int {
		out0, out1 := image.Pt(at(s0-1)), image.Pt(at(s1))
		if !out0.In(f.bounds()) || !out1.In(f.bounds()) || isInk(at(s0-1)) || isInk(at(s1)) {
			return 0
		}
		c := 0
		for t := from; t < to; t++ {
			if isInk(at(t)) {
				c++
			}
		}
		return c
	}
	for y := s.Min.Y; y < s.Max.Y; y++ {
		if y < clip.Min.Y || y >= clip.Max.Y {
			ink += own(func(x int) (int, int) { return x, y }, s.Min.X, s.Max.X, s.Min.X, s.Max.X)
		}
	}
	for x := s.Min.X; x < s.Max.X; x++ {
		if x < clip.Min.X || x >= clip.Max.X {
			ink += own(func(y int) (int, int) { return x, y }, s.Min.Y, s.Max.Y, clip.Min.Y, clip.Max.Y)
		}
	}
	return enoughInk(ink, s.Dx()*s.Dy())
}

// OwnTextHeight: a region with too little ink still shows its element
// when it holds text of its own and is at most this many times as tall
// as that text's glyph: about two lines of it (a capital or an ascender
// is about half a line), the height of a block around a word or two.
const OwnTextHeight = 4

// ownText reports whether the region clip holds text of its own: a
// glyph (or a word in one piece) the text scan finds, at least MinTextPX
// CSS px tall and no longer than SideElongation times its height unless
// it is a word (a bar is no letter), not cut by the region's sides, in a
// region at most OwnTextHeight times as tall as it. Text
// of declared elements inside the region counts (their ink counts for
// the share too), and so does an inactive element's. What a hidden
// element's box shows is the page, or the edges of its neighbours, which
// the box's sides cut; a page's own letter wholly inside a strip that an
// element no longer covers is the price (docs/W1.md §7).
func (t *textScan) ownText(clip image.Rectangle, bg RGB) bool {
	skip := t.skip
	t.skip = nil
	t.glyphs, t.border, t.icon = t.glyphs[:0], nil, false
	t.scan(clip, bg, 0)
	t.skip = skip
	minH := MinTextPX * t.scale
	for _, g := range t.glyphs {
		letter := g.word || g.w <= SideElongation*g.h
		if letter && float64(g.h) >= minH && clip.Dy() <= OwnTextHeight*g.h && !t.cut(g.box(), clip, bg) {
			return true
		}
	}
	return false
}

// cut reports whether a component with box b, found in the region clip,
// is cut by the region's sides: where it touches a side, ink (against
// bg) lies just past it, beside the component. Text of the element lies
// inside its box, though it may touch a side (a line starts at the
// content's edge); a neighbour's letters that reach into the box go on
// past its side.
func (t *textScan) cut(b, clip image.Rectangle, bg RGB) bool {
	return t.inkPast(b, clip, bg, 1)
}

// cutFar is cut for a region cut tight around its text. The element's
// own glyphs may run past its sides by their anti-aliased edges and, in
// a bold or italic face, by their overhang: a few pixels, under a third
// of their height. A neighbour's letter that the side cuts goes on
// further, so the ink must lie that far past the side: at a third of b's
// height, and beyond a pixel or so at the scale.
func (t *textScan) cutFar(b, clip image.Rectangle, bg RGB) bool {
	return t.inkPast(b, clip, bg, max(1+int(math.Ceil(t.scale)), (b.Dy()+2)/3))
}

// inkPast reports whether, where component box b touches a side of
// clip, ink (against bg) lies on the line d pixels past that side,
// beside the component.
func (t *textScan) inkPast(b, clip image.Rectangle, bg RGB, d int) bool {
	fr := t.f.bounds()
	ink := func(x0, y0, x1, y1 int) bool {
		r := image.Rect(x0, y0, x1, y1).Intersect(fr)
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				if channelDiff(t.f.rgbAt(x, y), bg) > InkTolerance {
					return true
				}
			}
		}
		return false
	}
	return b.Min.Y == clip.Min.Y && ink(b.Min.X-1, b.Min.Y-d, b.Max.X+1, b.Min.Y-d+1) ||
		b.Max.Y == clip.Max.Y && ink(b.Min.X-1, b.Max.Y+d-1, b.Max.X+1, b.Max.Y+d) ||
		b.Min.X == clip.Min.X && ink(b.Min.X-d, b.Min.Y-1, b.Min.X-d+1, b.Max.Y+1) ||
		b.Max.X == clip.Max.X && ink(b.Max.X+d-1, b.Min.Y-1, b.Max.X+d, b.Max.Y+1)
}
