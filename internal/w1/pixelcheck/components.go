package pixelcheck

import (
	"encoding/binary"
	"image"
	"slices"
)

// Connected components of ink. A pixel of a rectangle is ink when one of
// its channels differs from a background colour by more than
// InkTolerance; ink pixels that touch, also diagonally (8-connectivity),
// form one component. The labelling works on runs — maximal horizontal
// stretches of ink in one row — with a union-find over the runs, so its
// cost follows the number of runs, not of pixels, and flat background is
// skipped a pixel comparison at a time.

// run is a horizontal stretch [x0, x1) of ink in row y.
type run struct {
	y, x0, x1 int32
	// covUp and covDown count the run's pixels that have an ink pixel
	// straight above / below them (4-connected cover), for the perimeter.
	covUp, covDown int32
	// peakX and peak locate the run's pixel farthest from the background
	// (L1 distance in 8-bit RGB); sumD adds the distances of all its
	// pixels, for the anti-aliasing-weighted area.
	peakX, peak int32
	sumD        int64
	next        int32 // the next run of the same component, or -1
}

// comp is one connected component and the measures the classification
// uses.
type comp struct {
	box  image.Rectangle // bounding box, in frame coordinates
	area int             // ink pixels
	// perim counts the pixel edges between the component and anything
	// else (its outer and inner boundary, in pixel sides).
	perim int
	// sumD is the sum over its pixels of their L1 distance from the
	// background; divided by the peak's distance it is the area the
	// component would have with no anti-aliasing (its coverage).
	sumD int64
	// peak is the pixel farthest from the background: the core colour of
	// a glyph, as far as any pixel shows it.
	peakD  int32
	peakAt image.Point
	spans  int // Σ over its rows of (rightmost − leftmost + 1)
	// height is the anti-aliasing-aware height: the sum over its rows of
	// the row's highest coverage (a fringe row a third covered counts a
	// third), in device px.
	height float64
	// stem is the median coverage width of its runs: a run across a
	// vertical stroke covers exactly the stroke's width, however the
	// stroke falls on the pixel grid.
	stem       float64
	head, tail int32
	// edge contact with the labelled rectangle: pixels on each side.
	top, bottom, left, right int
	corner                   bool // holds a corner pixel of the rectangle
}

// labeller keeps the buffers of one CheckFrame call.
type labeller struct {
	runs   []run
	parent []int32
	rootOf []int32
	comps  []comp
	widths []float64
	grid   []bool // one component's strong ink (denseGlyph)
}

func (l *labeller) find(i int32) int32 {
	for l.parent[i] != i {
		l.parent[i] = l.parent[l.parent[i]]
		i = l.parent[i]
	}
	return i
}

func (l *labeller) union(a, b int32) {
	ra, rb := l.find(a), l.find(b)
	if ra == rb {
		return
	}
	if ra < rb {
		l.parent[rb] = ra
	} else {
		l.parent[ra] = rb
	}
}

// label finds the components of ink against bg inside q (which must lie
// inside the frame). The result is valid until the next call.
func (l *labeller) label(f *Frame, q image.Rectangle, bg RGB) []comp {
	l.runs, l.parent, l.comps = l.runs[:0], l.parent[:0], l.comps[:0]
	br, bgc, bb := int32(bg.R), int32(bg.G), int32(bg.B)
	key := uint32(bg.R) | uint32(bg.G)<<8 | uint32(bg.B)<<16
	prevStart, prevEnd := 0, 0
	p := f.Pix
	for y := q.Min.Y; y < q.Max.Y; y++ {
		rowStart := len(l.runs)
		i := (y*f.Width + q.Min.X) * 4
		inRun := false
		var cur run
		for x := q.Min.X; x < q.Max.X; x, i = x+1, i+4 {
			if binary.LittleEndian.Uint32(p[i:])&0xffffff == key { // the background itself: most pixels
				if inRun {
					cur.x1 = int32(x)
					l.runs = append(l.runs, cur)
					inRun = false
				}
				continue
			}
			r, g, b := int32(p[i]), int32(p[i+1]), int32(p[i+2])
			dr, dg, db := abs32(r-br), abs32(g-bgc), abs32(b-bb)
			if dr <= InkTolerance && dg <= InkTolerance && db <= InkTolerance {
				if inRun {
					cur.x1 = int32(x)
					l.runs = append(l.runs, cur)
					inRun = false
				}
				continue
			}
			d := dr + dg + db
			if !inRun {
				cur = run{y: int32(y), x0: int32(x), peakX: int32(x), peak: d, next: -1}
				inRun = true
			} else if d > cur.peak {
				cur.peak, cur.peakX = d, int32(x)
			}
			cur.sumD += int64(d)
		}
		if inRun {
			cur.x1 = int32(q.Max.X)
			l.runs = append(l.runs, cur)
		}
		for k := rowStart; k < len(l.runs); k++ {
			l.parent = append(l.parent, int32(k))
		}
		// Join with the row above: 8-connected when the runs' x ranges,
		// widened by one, overlap; the straight overlap is the cover.
		a := prevStart
		for k := rowStart; k < len(l.runs); k++ {
			c := &l.runs[k]
			for a < prevEnd && l.runs[a].x1 < c.x0 {
				a++
			}
			for j := a; j < prevEnd && l.runs[j].x0 <= c.x1; j++ {
				pr := &l.runs[j]
				l.union(int32(j), int32(k))
				if ov := min(pr.x1, c.x1) - max(pr.x0, c.x0); ov > 0 {
					c.covUp += ov
					pr.covDown += ov
				}
			}
		}
		prevStart, prevEnd = rowStart, len(l.runs)
	}
	return l.collect(q)
}

// collect turns the labelled runs into components, in the order of their
// first run (top to bottom, left to right): deterministic.
func (l *labeller) collect(q image.Rectangle) []comp {
	n := len(l.runs)
	if cap(l.rootOf) < n {
		l.rootOf = make([]int32, n)
	}
	l.rootOf = l.rootOf[:n]
	for i := range l.rootOf {
		l.rootOf[i] = -1
	}
	for i := range l.runs {
		root := l.find(int32(i))
		ci := l.rootOf[root]
		r := &l.runs[i]
		if ci < 0 {
			ci = int32(len(l.comps))
			l.rootOf[root] = ci
			l.comps = append(l.comps, comp{
				box:  image.Rect(int(r.x0), int(r.y), int(r.x1), int(r.y)+1),
				head: int32(i), tail: int32(i), peakD: -1,
			})
		} else {
			l.runs[l.comps[ci].tail].next = int32(i)
			l.comps[ci].tail = int32(i)
		}
		c := &l.comps[ci]
		w := int(r.x1 - r.x0)
		c.box = c.box.Union(image.Rect(int(r.x0), int(r.y), int(r.x1), int(r.y)+1))
		c.area += w
		c.perim += 2 + (w - int(r.covUp)) + (w - int(r.covDown))
		c.sumD += r.sumD
		if r.peak > c.peakD {
			c.peakD, c.peakAt = r.peak, image.Pt(int(r.peakX), int(r.y))
		}
		if int(r.y) == q.Min.Y {
			c.top += w
		}
		if int(r.y) == q.Max.Y-1 {
			c.bottom += w
		}
		if int(r.x0) == q.Min.X {
			c.left++
		}
		if int(r.x1) == q.Max.X {
			c.right++
		}
		if (int(r.y) == q.Min.Y || int(r.y) == q.Max.Y-1) && (int(r.x0) == q.Min.X || int(r.x1) == q.Max.X) {
			c.corner = true
		}
	}
	// Row spans, heights and stems: runs of a component come in row
	// order, so one walk per component finds each row's leftmost and
	// rightmost pixel and its highest coverage.
	for ci := range l.comps {
		c := &l.comps[ci]
		peak := float64(max(1, c.peakD))
		row, lo, hi, rowPeak := int32(-1), int32(0), int32(0), int32(0)
		l.widths = l.widths[:0]
		for k := c.head; k >= 0; k = l.runs[k].next {
			r := &l.runs[k]
			l.widths = append(l.widths, float64(r.sumD)/peak)
			if r.y != row {
				if row >= 0 {
					c.spans += int(hi - lo)
					c.height += float64(rowPeak) / peak
				}
				row, lo, hi, rowPeak = r.y, r.x0, r.x1, r.peak
				continue
			}
			lo, hi, rowPeak = min(lo, r.x0), max(hi, r.x1), max(rowPeak, r.peak)
		}
		if row >= 0 {
			c.spans += int(hi - lo)
			c.height += float64(rowPeak) / peak
		}
		slices.Sort(l.widths)
		c.stem = l.widths[len(l.widths)/2]
	}
	return l.comps
}

func abs32(v int32) int32 {
	if v < 0 {
		return -v
	}
	return v
}
