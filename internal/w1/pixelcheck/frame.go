package pixelcheck

import (
	"bytes"
	"cmp"
	"encoding/binary"
	"image"
	"slices"

	"github.com/tribunal-dev/tribunal/internal/w1/pixeldiff"
)

// Frame is a decoded screenshot: non-premultiplied RGBA, 4 bytes per pixel,
// rows without padding. Chromium's screenshots are opaque; alpha is ignored.
type Frame struct {
	Width, Height int
	Pix           []uint8
}

// DecodeFrame decodes a PNG screenshot. Errors wrap pixeldiff.ErrFormat or
// pixeldiff.ErrTooLarge.
func DecodeFrame(png []byte) (*Frame, error) {
	img, err := pixeldiff.DecodePNG(png)
	if err != nil {
		return nil, err
	}
	return &Frame{Width: img.Width, Height: img.Height, Pix: img.Pix}, nil
}

func (f *Frame) bounds() image.Rectangle { return image.Rect(0, 0, f.Width, f.Height) }

func (f *Frame) at(x, y int) uint32 {
	i := (y*f.Width + x) * 4
	return uint32(f.Pix[i])<<16 | uint32(f.Pix[i+1])<<8 | uint32(f.Pix[i+2])
}

func (f *Frame) rgbAt(x, y int) RGB { return rgbOf(f.at(x, y)) }

// uniform reports whether every pixel of the frame has the same colour.
// Alpha counts here: a frame is blank only when it is one exact RGBA value.
func (f *Frame) uniform() bool {
	if f.Width == 0 || f.Height == 0 {
		return true
	}
	stride := f.Width * 4
	row := bytes.Repeat(f.Pix[:4], f.Width)
	for y := 0; y < f.Height; y++ {
		if !bytes.Equal(f.Pix[y*stride:(y+1)*stride], row) {
			return false
		}
	}
	return true
}

// background is the page background: the most frequent colour of the
// frame's outermost ring of pixels (first and last row and column). The
// ring is where a page shows its own background around the content, even
// when a header or a hero fills most of the first screen; ties go to the
// smaller colour value, so the answer never depends on map order.
func (f *Frame) background() RGB {
	h := newHist()
	if f.Width == 0 || f.Height == 0 {
		return RGB{}
	}
	h.addRow(f, 0, 0, f.Width)
	if f.Height > 1 {
		h.addRow(f, f.Height-1, 0, f.Width)
	}
	for y := 1; y < f.Height-1; y++ {
		h.add(f.at(0, y), 1)
		if f.Width > 1 {
			h.add(f.at(f.Width-1, y), 1)
		}
	}
	return rgbOf(h.mode())
}

// hist counts the exact colours of a set of pixels. Counts gather in a
// small direct-mapped cache first and reach the map only when a slot is
// taken by another colour or the counts are read (flush): rendered UI
// repeats a handful of colours, so most adds never touch the map.
type hist struct {
	n      int
	counts map[uint32]int
	cache  [64]struct {
		c uint32
		n int
	}
}

func newHist() *hist { return &hist{counts: make(map[uint32]int, 64)} }

func (h *hist) add(c uint32, n int) {
	h.n += n
	e := &h.cache[(c*2654435761)>>26]
	switch {
	case e.n == 0:
		e.c, e.n = c, n
	case e.c == c:
		e.n += n
	default:
		h.counts[e.c] += e.n
		e.c, e.n = c, n
	}
}

// flush moves the cached counts into the map; every reader of counts calls
// it first.
func (h *hist) flush() {
	for i := range h.cache {
		if e := &h.cache[i]; e.n > 0 {
			h.counts[e.c] += e.n
			e.n = 0
		}
	}
}

// addRow counts pixels x0 ≤ x < x1 of row y, a run of equal pixels at a
// time: rendered UI is mostly flat fills, so this is far fewer map updates
// than pixels.
//
// A pixel is read as one little-endian word, alpha masked off (the RGB
// bytes are its low three), so a run compares one word per pixel.
func (h *hist) addRow(f *Frame, y, x0, x1 int) {
	p := f.Pix[(y*f.Width+x0)*4 : (y*f.Width+x1)*4]
	for i := 0; i < len(p); {
		w := binary.LittleEndian.Uint32(p[i:]) & 0xffffff
		j := i + 4
		for j < len(p) && binary.LittleEndian.Uint32(p[j:])&0xffffff == w {
			j += 4
		}
		h.add(w&0xff<<16|w&0xff00|w>>16, (j-i)/4)
		i = j
	}
}

// regionHist counts the colours inside r, which must lie inside the frame.
func regionHist(f *Frame, r image.Rectangle) *hist {
	h := newHist()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		h.addRow(f, y, r.Min.X, r.Max.X)
	}
	h.flush()
	return h
}

// colourCount is one exact colour and how many pixels have it.
type colourCount struct {
	c uint32
	n int
}

// sorted returns the colours by count, most frequent first, ties by colour.
func (h *hist) sorted() []colourCount {
	h.flush()
	out := make([]colourCount, 0, len(h.counts))
	for c, n := range h.counts {
		out = append(out, colourCount{c, n})
	}
	slices.SortFunc(out, func(a, b colourCount) int {
		if a.n != b.n {
			return cmp.Compare(b.n, a.n)
		}
		return cmp.Compare(a.c, b.c)
	})
	return out
}

// mode is the most frequent colour, ties to the smaller colour value.
func (h *hist) mode() uint32 {
	h.flush()
	var best colourCount
	first := true
	for c, n := range h.counts {
		if first || n > best.n || n == best.n && c < best.c {
			best, first = colourCount{c, n}, false
		}
	}
	return best.c
}
