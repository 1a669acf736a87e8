// Package pngtest writes PNGs of every colour type, bit depth, filter
// type and Adam7 interlacing (image/png's encoder writes few of these),
// and says what pngjs 7 decodes them to. It exists for tests of
// pixeldiff's decoder and of its conformance with pngjs.
package pngtest

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
	"math/rand/v2"
)

// PNG colour types.
const (
	Gray      = 0
	RGB       = 2
	Palette   = 3
	GrayAlpha = 4
	RGBA      = 6
)

// Format is a colour type and bit depth pair.
type Format struct{ ColorType, Depth int }

// Formats are the pairs the PNG specification defines.
var Formats = []Format{
	{Gray, 1}, {Gray, 2}, {Gray, 4}, {Gray, 8}, {Gray, 16},
	{RGB, 8}, {RGB, 16},
	{Palette, 1}, {Palette, 2}, {Palette, 4}, {Palette, 8},
	{GrayAlpha, 8}, {GrayAlpha, 16},
	{RGBA, 8}, {RGBA, 16},
}

// Channels is the number of samples per pixel of a colour type.
func Channels(ct int) int {
	switch ct {
	case RGB:
		return 3
	case GrayAlpha:
		return 2
	case RGBA:
		return 4
	}
	return 1
}

// Image is a PNG to write.
type Image struct {
	Width, Height    int
	ColorType, Depth int
	Interlace        bool
	Samples          []uint16   // Width*Height*Channels, row-major
	Palette          [][4]uint8 // PLTE colours; alphas below 255 go to tRNS
	Trans            []uint16   // tRNS colour for Gray (1 value) or RGB (3)
	Filter           func(row int) byte
	Before           [][]byte // extra chunks before IDAT: 4-byte name, then body
	After            []byte   // bytes after IEND
	ExtraData        []byte   // appended to the uncompressed pixel data
	// Stream, if set, rewrites the zlib stream before it is split into
	// IDAT chunks (to corrupt it, or to append to it).
	Stream func(z []byte) []byte
}

// Random returns an image with random in-range samples that come in runs,
// all five filter types, and (for Gray and RGB, half of the time) a tRNS
// colour taken from the image so that it matches.
func Random(r *rand.Rand, w, h, ct, depth int, interlace bool) *Image {
	c := Channels(ct)
	p := &Image{Width: w, Height: h, ColorType: ct, Depth: depth, Interlace: interlace, Samples: make([]uint16, w*h*c)}
	maxV := 1<<depth - 1
	if ct == Palette {
		n := 1 + r.IntN(min(256, 1<<depth))
		for range n {
			p.Palette = append(p.Palette, [4]uint8{uint8(r.IntN(256)), uint8(r.IntN(256)), uint8(r.IntN(256)), 255})
		}
		if r.IntN(2) == 0 {
			for i := range p.Palette[:r.IntN(n)+1] {
				p.Palette[i][3] = uint8(r.IntN(256))
			}
		}
		maxV = n - 1
	}
	for i := range p.Samples {
		if i >= c && r.IntN(3) > 0 {
			p.Samples[i] = p.Samples[i-c]
		} else {
			p.Samples[i] = uint16(r.IntN(maxV + 1))
		}
	}
	if (ct == Gray || ct == RGB) && r.IntN(2) == 0 {
		k := r.IntN(w*h) * c
		p.Trans = append([]uint16(nil), p.Samples[k:k+c]...)
	}
	p.Filter = func(row int) byte { return byte((row + depth) % 5) }
	return p
}

// Chunk encodes one chunk with its CRC.
func Chunk(name string, body []byte) []byte {
	b := binary.BigEndian.AppendUint32(nil, uint32(len(body)))
	b = append(b, name...)
	b = append(b, body...)
	return binary.BigEndian.AppendUint32(b, crc32.Update(crc32.ChecksumIEEE([]byte(name)), crc32.IEEETable, body))
}

func (p *Image) pack(s []uint16) []byte {
	switch p.Depth {
	case 16:
		out := make([]byte, 2*len(s))
		for i, v := range s {
			binary.BigEndian.PutUint16(out[2*i:], v)
		}
		return out
	case 8:
		out := make([]byte, len(s))
		for i, v := range s {
			out[i] = byte(v)
		}
		return out
	}
	out := make([]byte, (len(s)*p.Depth+7)/8)
	for i, v := range s {
		bit := i * p.Depth
		out[bit/8] |= byte(v) << (8 - p.Depth - bit%8)
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func filterRow(ft byte, cur, prev []byte, bpp int) []byte {
	out := make([]byte, len(cur)+1)
	out[0] = ft
	for i := range cur {
		var left, ul int
		if i >= bpp {
			left, ul = int(cur[i-bpp]), int(prev[i-bpp])
		}
		up := int(prev[i])
		var pred int
		switch ft {
		case 1:
			pred = left
		case 2:
			pred = up
		case 3:
			pred = (left + up) / 2
		case 4:
			pp := left + up - ul
			pa, pb, pc := abs(pp-left), abs(pp-up), abs(pp-ul)
			switch {
			case pa <= pb && pa <= pc:
				pred = left
			case pb <= pc:
				pred = up
			default:
				pred = ul
			}
		}
		out[i+1] = cur[i] - byte(pred)
	}
	return out
}

// adam7 passes: pixels (x0+dx*i, y0+dy*j).
var adam7 = [7][4]int{{0, 0, 8, 8}, {4, 0, 8, 8}, {0, 4, 4, 8}, {2, 0, 4, 4}, {0, 2, 2, 4}, {1, 0, 2, 2}, {0, 1, 1, 2}}

// Encode writes the PNG, splitting the compressed data over two IDAT
// chunks.
func (p *Image) Encode() []byte {
	c := Channels(p.ColorType)
	bpp := max(1, c*p.Depth/8)
	filter := p.Filter
	if filter == nil {
		filter = func(int) byte { return 0 }
	}
	var raw bytes.Buffer
	row := 0
	emit := func(w, h int, at func(x, y int) []uint16) {
		prev := make([]byte, (w*c*p.Depth+7)/8)
		for y := 0; y < h; y++ {
			var s []uint16
			for x := 0; x < w; x++ {
				s = append(s, at(x, y)...)
			}
			cur := p.pack(s)
			raw.Write(filterRow(filter(row), cur, prev, bpp))
			prev = cur
			row++
		}
	}
	pix := func(x, y int) []uint16 { k := (y*p.Width + x) * c; return p.Samples[k : k+c] }
	if p.Interlace {
		for _, ps := range adam7 {
			pw, ph := (p.Width-ps[0]+ps[2]-1)/ps[2], (p.Height-ps[1]+ps[3]-1)/ps[3]
			if pw > 0 && ph > 0 {
				emit(pw, ph, func(x, y int) []uint16 { return pix(ps[0]+x*ps[2], ps[1]+y*ps[3]) })
			}
		}
	} else {
		emit(p.Width, p.Height, pix)
	}
	raw.Write(p.ExtraData)
	var z bytes.Buffer
	zw := zlib.NewWriter(&z)
	zw.Write(raw.Bytes())
	zw.Close()

	out := []byte("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr, uint32(p.Width))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(p.Height))
	ihdr[8], ihdr[9] = byte(p.Depth), byte(p.ColorType)
	if p.Interlace {
		ihdr[12] = 1
	}
	out = append(out, Chunk("IHDR", ihdr)...)
	if p.Palette != nil {
		var plte, trns []byte
		last := -1
		for i, e := range p.Palette {
			plte = append(plte, e[0], e[1], e[2])
			trns = append(trns, e[3])
			if e[3] != 255 {
				last = i
			}
		}
		out = append(out, Chunk("PLTE", plte)...)
		if last >= 0 {
			out = append(out, Chunk("tRNS", trns[:last+1])...)
		}
	}
	if p.Trans != nil {
		var b []byte
		for _, v := range p.Trans {
			b = binary.BigEndian.AppendUint16(b, v)
		}
		out = append(out, Chunk("tRNS", b)...)
	}
	for _, ch := range p.Before {
		out = append(out, Chunk(string(ch[:4]), ch[4:])...)
	}
	zb := z.Bytes()
	if p.Stream != nil {
		zb = p.Stream(bytes.Clone(zb))
	}
	out = append(out, Chunk("IDAT", zb[:len(zb)/2])...)
	out = append(out, Chunk("IDAT", zb[len(zb)/2:])...)
	out = append(out, Chunk("IEND", nil)...)
	return append(out, p.After...)
}

// PNGJS is what pngjs 7 decodes the image to: RGBA with samples of other
// depths scaled by Math.floor(v*255/max + 0.5), a Gray or RGB pixel equal
// to the tRNS colour as 0,0,0,0, palette indexes looked up.
func (p *Image) PNGJS() []byte {
	c := Channels(p.ColorType)
	out := make([]byte, 0, 4*p.Width*p.Height)
	scale := func(v uint16) uint8 {
		if p.Depth == 8 {
			return uint8(v)
		}
		return uint8(int(float64(int(v)*255)/float64(int(1)<<p.Depth-1) + 0.5))
	}
	for i := 0; i < p.Width*p.Height; i++ {
		s := p.Samples[i*c : i*c+c]
		switch p.ColorType {
		case Palette:
			e := p.Palette[s[0]]
			out = append(out, e[:]...)
		case Gray, RGB:
			if p.Trans != nil && equal(s, p.Trans) {
				out = append(out, 0, 0, 0, 0)
			} else if p.ColorType == Gray {
				g := scale(s[0])
				out = append(out, g, g, g, 255)
			} else {
				out = append(out, scale(s[0]), scale(s[1]), scale(s[2]), 255)
			}
		case GrayAlpha:
			g := scale(s[0])
			out = append(out, g, g, g, scale(s[1]))
		case RGBA:
			out = append(out, scale(s[0]), scale(s[1]), scale(s[2]), scale(s[3]))
		}
	}
	return out
}

func equal(a, b []uint16) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
