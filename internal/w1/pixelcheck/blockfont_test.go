package pixelcheck

import (
	"image"
	"math"
)

// A block font for synthetic frames: letters built from axis-aligned
// strokes in em units, rasterised with exact area coverage at fractional
// positions, the way a font rasteriser anti-aliases (a pixel half covered
// by a stroke is half way between the ink and the background). Sizes,
// weights and positions are exact, so a test knows the true colour, size
// and weight of the text it paints, and strokes thinner than a pixel never
// show their full colour, as light text does in a browser.

// Metrics of the block font, in em.
const (
	bfCap     = 0.72
	bfAsc     = 0.76
	bfX       = 0.52
	bfDesc    = -0.21
	bfAdvance = 0.62
)

// weights: stem width in em.
var bfWeights = map[string]float64{"light": 0.066, "regular": 0.09, "bold": 0.16}

// bfRect is a stroke: x0..x1 from the glyph's origin, y0..y1 up from the
// baseline (em).
type bfRect struct{ x0, y0, x1, y1 float64 }

// glyphRects returns the strokes of letter r at stem width s (em); unknown
// letters are a space.
func glyphRects(r rune, s float64) []bfRect {
	const w = 0.5                                                            // glyph body width
	v := func(x, y0, y1 float64) bfRect { return bfRect{x, y0, x + s, y1} }  // vertical stem at x
	hb := func(y, x0, x1 float64) bfRect { return bfRect{x0, y - s, x1, y} } // horizontal bar with top at y
	ring := func(y0, y1 float64) []bfRect {
		return []bfRect{v(0, y0, y1), v(w-s, y0, y1), hb(y1, s, w-s), hb(y0+s, s, w-s)}
	}
	switch r {
	case 'H':
		return []bfRect{v(0, 0, bfCap), v(w-s, 0, bfCap), hb(bfCap/2+s/2, s, w-s)}
	case 'E':
		return []bfRect{v(0, 0, bfCap), hb(bfCap, s, w), hb(bfCap/2+s/2, s, w-0.05), hb(s, s, w)}
	case 'T':
		return []bfRect{hb(bfCap, 0, w), v(w/2-s/2, 0, bfCap-s)}
	case 'L':
		return []bfRect{v(0, 0, bfCap), hb(s, s, w)}
	case 'I':
		return []bfRect{v(w/2-s/2, 0, bfCap)}
	case 'O', '0':
		return ring(0, bfCap)
	case 'l':
		return []bfRect{v(w/2-s/2, 0, bfAsc)}
	case 'd':
		return append(ring(0, bfX), v(w-s, bfX, bfAsc))
	case 'b':
		return append(ring(0, bfX), v(0, bfX, bfAsc))
	case 'h':
		return []bfRect{v(0, 0, bfAsc), v(w-s, 0, bfX-s), hb(bfX, s, w)}
	case 'n':
		return []bfRect{v(0, 0, bfX), v(w-s, 0, bfX-s), hb(bfX, s, w)}
	case 'u':
		return []bfRect{v(0, s, bfX), v(w-s, 0, bfX), hb(s, 0, w-s)}
	case 'm':
		return []bfRect{v(0, 0, bfX), v(w/2-s/2, 0, bfX-s), v(w-s, 0, bfX-s), hb(bfX, s, w)}
	case 'o':
		return ring(0, bfX)
	case 'e':
		return append(ring(0, bfX), hb(bfX/2+s/2, s, w-s))
	case 'c':
		return []bfRect{v(0, 0, bfX), hb(bfX, s, w), hb(s, s, w)}
	case 'r':
		return []bfRect{v(0, 0, bfX), hb(bfX, s, w*0.8)}
	case 'i':
		return []bfRect{v(w/2-s/2, 0, bfX), {w/2 - s/2, bfX + 0.08, w/2 + s/2, bfX + 0.08 + s}}
	case 't':
		return []bfRect{v(w/2-s/2, 0, bfAsc-0.08), hb(bfX, 0.05, w-0.05)}
	case 's':
		return []bfRect{hb(bfX, 0, w), v(0, bfX/2, bfX-s), hb(bfX/2+s/2, s, w-s), v(w-s, s, bfX/2), hb(s, 0, w-s)}
	case 'a':
		return []bfRect{hb(bfX, 0, w-s), v(w-s, 0, bfX), hb(bfX/2+s/2, s, w-s), v(0, s, bfX/2), hb(s, 0, w-s)}
	case 'p':
		return append(ring(0, bfX), v(0, bfDesc, 0))
	case 'g':
		return append(ring(0, bfX), v(w-s, bfDesc, 0), hb(bfDesc+s, 0, w-s))
	case 'y':
		return []bfRect{v(0, s, bfX), v(w-s, bfDesc+s, bfX), hb(s, 0, w-s), hb(bfDesc+s, 0, w-s)}
	case '.':
		return []bfRect{{0.1, 0, 0.1 + s*1.2, s * 1.2}}
	case 'M':
		return bfM(s)
	case 'W':
		// M upside down: the notch opens at the bottom, the gaps
		// between the legs at the top.
		var out []bfRect
		for _, rc := range bfM(s) {
			out = append(out, bfRect{rc.x0, bfCap - rc.y1, rc.x1, bfCap - rc.y0})
		}
		return out
	}
	return nil
}

// bfWide is the body width of the wide capitals M and W (em); their
// advance is bfWide + 0.12.
const bfWide = 1.0

// bfM is a capital M at stem width s, in one piece: two legs, arms along
// the cap line, a V of two inner stems down to a middle stem on the
// baseline. The page shows through it in three places open to its box:
// the notch between the arms (top) and the gap inside each leg (bottom).
func bfM(s float64) []bfRect {
	const w, c = bfWide, bfCap
	g := s / 2 // half the notch
	v := func(x, y0, y1 float64) bfRect { return bfRect{x, y0, x + s, y1} }
	hb := func(y, x0, x1 float64) bfRect { return bfRect{x0, y - s, x1, y} }
	return []bfRect{
		v(0, 0, c), v(w-s, 0, c),
		hb(c, s, w/2-g), hb(c, w/2+g, w-s),
		// strokes overlap where they join: bars are snapped to whole
		// rows, stems are not, and the page must not show between them
		v(w/2-g-s, 0.4*c, c), v(w/2+g, 0.4*c, c),
		hb(0.4*c+s, w/2-g-s, w/2+g+s),
		v(w/2-s/2, 0, 0.4*c+s),
	}
}

// advance is the advance width of letter r (em).
func advance(r rune) float64 {
	if r == 'M' || r == 'W' {
		return bfWide + 0.12
	}
	return bfAdvance
}

// write paints text with its baseline at y and its first glyph at x
// (device px, fractional allowed), at size px per em and the weight's stem
// width, in ink over whatever the frame holds (each pixel blends from its
// current colour towards ink by its coverage). Like FreeType's slight
// hinting (Chromium on Linux), horizontal bars of 1.5 px or more are
// snapped to whole pixel rows; vertical stems, and the thin bars of light
// text, keep their fractional position and width.
func (f *Frame) write(x, y, size float64, weight, text string, ink RGB) {
	s := bfWeights[weight]
	for _, r := range text {
		for _, rc := range glyphRects(r, s) {
			x0, x1, y0, y1 := x+rc.x0*size, x+rc.x1*size, y-rc.y1*size, y-rc.y0*size
			if x1-x0 > y1-y0 && y1-y0 >= 1.5 {
				y0 = math.Round(y0)
				y1 = y0 + math.Max(1, math.Round(rc.y1*size-rc.y0*size))
			}
			f.cover(x0, y0, x1, y1, ink)
		}
		x += advance(r) * size
	}
}

// cover blends the rectangle [x0, x1) × [y0, y1) (device px) towards ink
// by each pixel's covered area.
func (f *Frame) cover(x0, y0, x1, y1 float64, ink RGB) {
	r := image.Rect(int(math.Floor(x0)), int(math.Floor(y0)), int(math.Ceil(x1)), int(math.Ceil(y1))).Intersect(f.bounds())
	for py := r.Min.Y; py < r.Max.Y; py++ {
		cy := math.Min(y1, float64(py+1)) - math.Max(y0, float64(py))
		for px := r.Min.X; px < r.Max.X; px++ {
			cx := math.Min(x1, float64(px+1)) - math.Max(x0, float64(px))
			a := cx * cy
			if a <= 0 {
				continue
			}
			i := (py*f.Width + px) * 4
			mix := func(c, k uint8) uint8 { return uint8(math.Round(float64(c) + a*(float64(k)-float64(c)))) }
			f.Pix[i], f.Pix[i+1], f.Pix[i+2] = mix(f.Pix[i], ink.R), mix(f.Pix[i+1], ink.G), mix(f.Pix[i+2], ink.B)
		}
	}
}

// border paints a frame of width w (device px) just inside r.
func (f *Frame) border(r image.Rectangle, w int, c RGB) {
	f.fill(image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+w), c)
	f.fill(image.Rect(r.Min.X, r.Max.Y-w, r.Max.X, r.Max.Y), c)
	f.fill(image.Rect(r.Min.X, r.Min.Y, r.Min.X+w, r.Max.Y), c)
	f.fill(image.Rect(r.Max.X-w, r.Min.Y, r.Max.X, r.Max.Y), c)
}

// pill fills r with c, leaving rounded corners of radius rad (device px)
// in the frame's existing colour, anti-aliased by supersampling.
func (f *Frame) pill(r image.Rectangle, rad float64, c RGB) {
	for py := r.Min.Y; py < r.Max.Y; py++ {
		for px := r.Min.X; px < r.Max.X; px++ {
			in := 0
			for sy := range 4 {
				for sx := range 4 {
					x, y := float64(px)+(float64(sx)+0.5)/4, float64(py)+(float64(sy)+0.5)/4
					cx := math.Max(float64(r.Min.X)+rad, math.Min(float64(r.Max.X)-rad, x))
					cy := math.Max(float64(r.Min.Y)+rad, math.Min(float64(r.Max.Y)-rad, y))
					if math.Hypot(x-cx, y-cy) <= rad {
						in++
					}
				}
			}
			if in > 0 {
				f.cover(float64(px), float64(py), float64(px)+float64(in)/16, float64(py+1), c)
			}
		}
	}
}
