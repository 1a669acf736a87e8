package pixeldiff

import (
	"encoding/binary"
	"math"
)

// refPixelmatch is a line-by-line transcription of pixelmatch 7.2.0's
// index.js over whole-image buffers, with none of the band, row-skipping
// or concurrency machinery. Tests check the real implementation against
// it on inputs pixelmatch itself is not run on (random images, tiny
// bands); the conformance test in cmd/witness-w1 checks both paths
// against pixelmatch.
func refPixelmatch(img1, img2, output []byte, width, height int, opt Options) int {
	a32 := make([]uint32, width*height)
	b32 := make([]uint32, width*height)
	for i := range a32 {
		a32[i] = binary.LittleEndian.Uint32(img1[4*i:])
		b32[i] = binary.LittleEndian.Uint32(img2[4*i:])
	}
	identical := true
	for i := range a32 {
		if a32[i] != b32[i] {
			identical = false
			break
		}
	}
	if identical {
		if output != nil && !opt.DiffMask {
			for pos := 0; pos < len(img1); pos += 4 {
				drawGrayPixel(img1[pos:], opt.Alpha, output[pos:])
			}
		}
		return 0
	}
	maxDelta := 35215 * opt.Threshold * opt.Threshold
	alt := opt.DiffColor
	if opt.DiffColorAlt != nil {
		alt = *opt.DiffColorAlt
	}
	diff := 0
	for i, pos := 0, 0; i < len(a32); i, pos = i+1, pos+4 {
		var delta float64
		if a32[i] != b32[i] {
			delta = colorDelta(img1[pos:], img2[pos:], pos, opt.Checkerboard)
		}
		if math.Abs(delta) > maxDelta {
			x, y := i%width, i/width
			if !opt.IncludeAA && (refAntialiased(img1, x, y, width, height, a32, b32, opt.Checkerboard) ||
				refAntialiased(img2, x, y, width, height, b32, a32, opt.Checkerboard)) {
				if output != nil && !opt.DiffMask {
					drawPixel(output[pos:], opt.AAColor)
				}
			} else {
				if output != nil {
					if delta < 0 {
						drawPixel(output[pos:], alt)
					} else {
						drawPixel(output[pos:], opt.DiffColor)
					}
				}
				diff++
			}
		} else if output != nil && !opt.DiffMask {
			drawGrayPixel(img1[pos:], opt.Alpha, output[pos:])
		}
	}
	return diff
}

func refAntialiased(img []byte, x1, y1, width, height int, a32, b32 []uint32, checkerboard bool) bool {
	x0, y0 := max(x1-1, 0), max(y1-1, 0)
	x2, y2 := min(x1+1, width-1), min(y1+1, height-1)
	pos4 := (y1*width + x1) * 4
	cr, cg, cb, ca := int(img[pos4]), int(img[pos4+1]), int(img[pos4+2]), int(img[pos4+3])
	zeroes := 0
	if x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 {
		zeroes = 1
	}
	var lo, hi float64
	var minX, minY, maxX, maxY int
	for x := x0; x <= x2; x++ {
		for y := y0; y <= y2; y++ {
			if x == x1 && y == y1 {
				continue
			}
			delta := brightnessDelta(img[(y*width+x)*4:], pos4, cr, cg, cb, ca, checkerboard)
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
	return (refHasManySiblings(a32, minX, minY, width, height) && refHasManySiblings(b32, minX, minY, width, height)) ||
		(refHasManySiblings(a32, maxX, maxY, width, height) && refHasManySiblings(b32, maxX, maxY, width, height))
}

func refHasManySiblings(img []uint32, x1, y1, width, height int) bool {
	x0, y0 := max(x1-1, 0), max(y1-1, 0)
	x2, y2 := min(x1+1, width-1), min(y1+1, height-1)
	val := img[y1*width+x1]
	zeroes := 0
	if x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 {
		zeroes = 1
	}
	for x := x0; x <= x2; x++ {
		for y := y0; y <= y2; y++ {
			if x == x1 && y == y1 {
				continue
			}
			if val == img[y*width+x] {
				zeroes++
			}
			if zeroes > 2 {
				return true
			}
		}
	}
	return false
}

// crop returns the top-left w×h pixels of img.
func crop(img *Image, w, h int) []byte {
	out := make([]byte, 0, 4*w*h)
	for y := 0; y < h; y++ {
		out = append(out, img.Pix[4*img.Width*y:][:4*w]...)
	}
	return out
}
