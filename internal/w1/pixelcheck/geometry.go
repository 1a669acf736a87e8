package pixelcheck

import (
	"image"
	"math"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// devicePixels scales a declared box to device pixels and rounds it
// inward: only pixels whose whole area lies inside the box belong to the
// region. A box edge at y = 10.4 starts the region at row 11; rounding
// outward would take in row 10, which is shared with the neighbour above.
// A box that covers no whole pixel (narrower than one device pixel
// somewhere) keeps the single row or column its centre lies in, so that a
// hairline box is still looked at.
func devicePixels(b skeleton.Rect, scale float64) image.Rectangle {
	x0, x1 := inward(b.X*scale, (b.X+b.W)*scale)
	y0, y1 := inward(b.Y*scale, (b.Y+b.H)*scale)
	return image.Rect(x0, y0, x1, y1)
}

// inward rounds the interval [a, b) to the whole pixels inside it. The
// 1e-9 slack absorbs the binary error of scaled box edges (3 × 0.1 CSS px
// is 0.30000000000000004 device px, not a fraction to round away).
func inward(a, b float64) (int, int) {
	lo, hi := int(math.Ceil(a-1e-9)), int(math.Floor(b+1e-9))
	if hi <= lo && b > a {
		c := int(math.Floor((a + b) / 2))
		return c, c + 1
	}
	return lo, hi
}

// SurroundWidth is the width, in CSS px, of the ring just outside a region
// whose most frequent colour is the region's surroundings: what the
// element stands out from.
const SurroundWidth = 2

// surroundings is the colour around r: the most frequent exact colour of
// the ring of width w device pixels just outside r, clipped to the frame
// (ties to the smaller colour value). A region that covers the whole frame
// has no ring; its surroundings are the page background, the most frequent
// colour of the frame's own outer ring.
func (f *Frame) surroundings(r image.Rectangle, w int) RGB {
	outer := r.Inset(-w).Intersect(f.bounds())
	h := newHist()
	for y := outer.Min.Y; y < outer.Max.Y; y++ {
		if y >= r.Min.Y && y < r.Max.Y {
			if outer.Min.X < r.Min.X {
				h.addRow(f, y, outer.Min.X, r.Min.X)
			}
			if r.Max.X < outer.Max.X {
				h.addRow(f, y, r.Max.X, outer.Max.X)
			}
			continue
		}
		h.addRow(f, y, outer.Min.X, outer.Max.X)
	}
	if h.n == 0 {
		return f.background()
	}
	return rgbOf(h.mode())
}
