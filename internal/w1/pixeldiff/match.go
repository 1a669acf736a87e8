package pixeldiff

import (
	"bytes"
	"encoding/binary"
	"math"
)

// This file is the port of pixelmatch 7.2.0's index.js. Every
// floating-point expression keeps JavaScript's evaluation order, and every
// product that feeds an addition is wrapped in float64(...), which the Go
// spec defines to round and so forbids fusing it into a multiply-add:
// results are the same doubles V8 computes.

// YIQ coefficients, as written in pixelmatch.
const (
	yR, yG, yB = 0.29889531, 0.58662247, 0.11448223
	iR, iG, iB = 0.59597799, 0.27417610, 0.32180189
	qR, qG, qB = 0.21147017, 0.52261711, 0.31114694
)

// maxYIQDelta is the largest possible YIQ delta; threshold t allows
// maxYIQDelta·t·t.
const maxYIQDelta = 35215

// matcher compares the rows of one band; each worker has its own.
type matcher struct {
	w, h         int
	maxDelta     float64
	includeAA    bool
	checkerboard bool
	diffMask     bool
	alpha        float64
	aa, dc, alt  RGB
	out          []byte // the diff image's pixels, or nil

	// win holds rows winY0.. of both images: the band being compared and
	// up to two rows either side, which anti-aliasing detection reads.
	winY0 int
	win   [2][][]byte

	diff int
}

func newMatcher(w, h int, opt Options, out []byte) *matcher {
	m := &matcher{
		w: w, h: h,
		maxDelta:     maxYIQDelta * opt.Threshold * opt.Threshold,
		includeAA:    opt.IncludeAA,
		checkerboard: opt.Checkerboard,
		diffMask:     opt.DiffMask,
		alpha:        opt.Alpha,
		aa:           opt.AAColor,
		dc:           opt.DiffColor,
		alt:          opt.DiffColor,
		out:          out,
	}
	if opt.DiffColorAlt != nil {
		m.alt = *opt.DiffColorAlt
	}
	return m
}

func px(row []byte, x int) uint32 { return binary.LittleEndian.Uint32(row[4*x:]) }

// compareRows compares rows y0..y1-1, which must be in the window.
func (m *matcher) compareRows(y0, y1 int) {
	for y := y0; y < y1; y++ {
		ra, rb := m.win[0][y-m.winY0], m.win[1][y-m.winY0]
		if m.out != nil {
			out := m.out[4*m.w*y : 4*m.w*(y+1)]
			if bytes.Equal(ra, rb) {
				m.grayRow(ra, out)
				continue
			}
			for x := 0; x < m.w; x++ {
				m.pixel(ra, rb, out, x, y)
			}
			continue
		}
		if bytes.Equal(ra, rb) {
			continue
		}
		// Runs of 64 identical pixels are skipped with one comparison.
		for s := 0; s < m.w; s += 64 {
			e := min(s+64, m.w)
			if bytes.Equal(ra[4*s:4*e], rb[4*s:4*e]) {
				continue
			}
			for x := s; x < e; x++ {
				if px(ra, x) != px(rb, x) {
					m.pixel(ra, rb, nil, x, y)
				}
			}
		}
	}
}

// grayRow draws a row whose pixels are all unchanged: grey-scaled, or
// nothing in a mask. Runs of one colour reuse the previous value.
func (m *matcher) grayRow(ra, out []byte) {
	if m.diffMask {
		return
	}
	var last uint32
	var g [4]byte
	for x := 0; x < m.w; x++ {
		v := px(ra, x)
		if x == 0 || v != last {
			drawGrayPixel(ra[4*x:4*x+4], m.alpha, g[:])
			last = v
		}
		copy(out[4*x:4*x+4], g[:])
	}
}

// pixel is the body of pixelmatch's main loop for one pixel.
func (m *matcher) pixel(ra, rb, out []byte, x, y int) {
	pos := 4 * x
	var delta float64
	if px(ra, x) != px(rb, x) {
		delta = colorDelta(ra[pos:pos+4], rb[pos:pos+4], (y*m.w+x)*4, m.checkerboard)
	}
	if math.Abs(delta) > m.maxDelta {
		if !m.includeAA && (m.antialiased(0, x, y) || m.antialiased(1, x, y)) {
			// Anti-aliasing: drawn in aaColor, not counted, not in a mask.
			if out != nil && !m.diffMask {
				drawPixel(out[pos:pos+4], m.aa)
			}
			return
		}
		if out != nil {
			if delta < 0 {
				drawPixel(out[pos:pos+4], m.alt)
			} else {
				drawPixel(out[pos:pos+4], m.dc)
			}
		}
		m.diff++
	} else if out != nil && !m.diffMask {
		drawGrayPixel(ra[pos:pos+4], m.alpha, out[pos:pos+4])
	}
}

// row returns row y of image img (0 or 1) from the window.
func (m *matcher) row(img, y int) []byte { return m.win[img][y-m.winY0] }

// antialiased reports whether pixel (x1, y1) of image img is likely part
// of anti-aliasing ("Anti-aliased Pixel and Intensity Slope Detector",
// V. Vyšniauskas, 2009), as pixelmatch's antialiased does.
func (m *matcher) antialiased(img, x1, y1 int) bool {
	x0, y0 := max(x1-1, 0), max(y1-1, 0)
	x2, y2 := min(x1+1, m.w-1), min(y1+1, m.h-1)
	pos4 := (y1*m.w + x1) * 4
	c := m.row(img, y1)[4*x1 : 4*x1+4]
	cr, cg, cb, ca := int(c[0]), int(c[1]), int(c[2]), int(c[3])
	zeroes := 0
	if x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 {
		zeroes = 1
	}
	var lo, hi float64
	var minX, minY, maxX, maxY int
	// The eight neighbours, x outer and y inner as in pixelmatch: ties
	// keep the first extreme found, so the order matters.
	for x := x0; x <= x2; x++ {
		for y := y0; y <= y2; y++ {
			if x == x1 && y == y1 {
				continue
			}
			n := m.row(img, y)[4*x : 4*x+4]
			delta := brightnessDelta(n, pos4, cr, cg, cb, ca, m.checkerboard)
			if delta == 0 {
				zeroes++
				if zeroes > 2 {
					return false
				}
			} else if delta < lo {
				lo, minX, minY = delta, x, y
			} else if delta > hi {
				hi, maxX, maxY = delta, x, y
			}
		}
	}
	if lo == 0 || hi == 0 {
		return false
	}
	return (m.hasManySiblings(0, minX, minY) && m.hasManySiblings(1, minX, minY)) ||
		(m.hasManySiblings(0, maxX, maxY) && m.hasManySiblings(1, maxX, maxY))
}

// hasManySiblings reports whether pixel (x1, y1) of image img has three or
// more neighbours of exactly the same RGBA value.
func (m *matcher) hasManySiblings(img, x1, y1 int) bool {
	x0, y0 := max(x1-1, 0), max(y1-1, 0)
	x2, y2 := min(x1+1, m.w-1), min(y1+1, m.h-1)
	val := px(m.row(img, y1), x1)
	zeroes := 0
	if x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 {
		zeroes = 1
	}
	for x := x0; x <= x2; x++ {
		for y := y0; y <= y2; y++ {
			if x == x1 && y == y1 {
				continue
			}
			if px(m.row(img, y), x) == val {
				zeroes++
			}
			if zeroes > 2 {
				return true
			}
		}
	}
	return false
}

// checker is pixelmatch's checkerboard background for the pixel at byte
// offset k: 48 + 159*(k % 2), and the same of (k / φ | 0) and (k / φ² | 0).
func checker(k int) (rb, gb, bb int) {
	return 48 + 159*(k%2),
		48 + 159*int(jsInt32(float64(k)/1.618033988749895)%2),
		48 + 159*int(jsInt32(float64(k)/2.618033988749895)%2)
}

// jsInt32 is JavaScript's ToInt32 (x | 0) for finite 0 ≤ f < 2⁶³.
func jsInt32(f float64) int32 { return int32(uint32(int64(f))) }

// colorDelta is pixelmatch's colorDelta: the squared YIQ distance between
// two pixels at byte offset k, negative when the second pixel is darker.
func colorDelta(p1, p2 []byte, k int, checkerboard bool) float64 {
	r1, g1, b1, a1 := int(p1[0]), int(p1[1]), int(p1[2]), int(p1[3])
	r2, g2, b2, a2 := int(p2[0]), int(p2[1]), int(p2[2]), int(p2[3])
	dr, dg, db := float64(r1-r2), float64(g1-g2), float64(b1-b2)
	if a1 < 255 || a2 < 255 {
		rb, gb, bb := 255, 255, 255
		if checkerboard {
			rb, gb, bb = checker(k)
		}
		da := a1 - a2
		dr = float64(r1*a1-r2*a2-rb*da) / 255
		dg = float64(g1*a1-g2*a2-gb*da) / 255
		db = float64(b1*a1-b2*a2-bb*da) / 255
	}
	y := float64(dr*yR) + float64(dg*yG) + float64(db*yB)
	i := float64(dr*iR) - float64(dg*iG) - float64(db*iB)
	q := float64(dr*qR) - float64(dg*qG) + float64(db*qB)
	delta := float64(0.5053*y*y) + float64(0.299*i*i) + float64(0.1957*q*q)
	if y > 0 {
		return -delta
	}
	return delta
}

// brightnessDelta is pixelmatch's brightnessDelta: the luma difference
// between the centre pixel (r1, g1, b1, a1 at byte offset k) and n.
func brightnessDelta(n []byte, k, r1, g1, b1, a1 int, checkerboard bool) float64 {
	r2, g2, b2, a2 := int(n[0]), int(n[1]), int(n[2]), int(n[3])
	if r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2 {
		return 0
	}
	dr, dg, db := float64(r1-r2), float64(g1-g2), float64(b1-b2)
	if a1 < 255 || a2 < 255 {
		rb, gb, bb := 255, 255, 255
		if checkerboard {
			rb, gb, bb = checker(k)
		}
		da := a1 - a2
		dr = float64(r1*a1-r2*a2-rb*da) / 255
		dg = float64(g1*a1-g2*a2-gb*da) / 255
		db = float64(b1*a1-b2*a2-bb*da) / 255
	}
	return float64(dr*yR) + float64(dg*yG) + float64(db*yB)
}

func drawPixel(out []byte, c RGB) {
	out[0], out[1], out[2], out[3] = c[0], c[1], c[2], 255
}

// drawGrayPixel is pixelmatch's drawGrayPixel: the pixel's luma blended
// with white by alpha and its own opacity. The value is stored the way a
// Uint8Array (pngjs's buffer) stores a number: truncated, modulo 256.
func drawGrayPixel(p []byte, alpha float64, out []byte) {
	r, g, b, a := float64(p[0]), float64(p[1]), float64(p[2]), float64(p[3])
	val := 255 + (float64(r*yR)+float64(g*yG)+float64(b*yB)-255)*alpha*a/255
	v := toUint8(val)
	out[0], out[1], out[2], out[3] = v, v, v, 255
}

// toUint8 is JavaScript's ToUint8, the conversion on a store into a
// Uint8Array.
func toUint8(v float64) uint8 {
	if v >= 0 && v < 256 {
		return uint8(v)
	}
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return 0
	}
	m := math.Mod(math.Trunc(v), 256)
	if m < 0 {
		m += 256
	}
	return uint8(m)
}
