package pixeldiff

import (
	"bytes"
	"image"
	"image/color"
	"image/png"

	"github.com/tribunal-dev/tribunal/internal/w1/pixeldiff/pngtest"
)

// encodeNRGBA writes an 8-bit RGBA PNG with image/png.
func encodeNRGBA(img *Image) []byte {
	m := &image.NRGBA{Pix: img.Pix, Stride: 4 * img.Width, Rect: image.Rect(0, 0, img.Width, img.Height)}
	var b bytes.Buffer
	if err := png.Encode(&b, m); err != nil {
		panic(err)
	}
	return b.Bytes()
}

// stdlibToPNGJS converts image/png's decoding of a PNG to what pngjs
// yields, given the file's colour type and raw tRNS; ok is false when the
// two decoders are known to disagree (a tRNS value outside the bit depth,
// which image/png truncates and pngjs never matches).
func stdlibToPNGJS(img image.Image, ct, depth int, trns []byte) (pix []byte, ok bool) {
	if (ct == pngtest.Gray || ct == pngtest.RGB) && depth <= 8 && trns != nil {
		for i := 0; i+1 < len(trns) && i < 2*pngtest.Channels(ct); i += 2 {
			if trns[i] != 0 {
				return nil, false
			}
		}
	}
	b := img.Bounds()
	out := make([]byte, 0, 4*b.Dx()*b.Dy())
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			var c color.NRGBA64
			switch m := img.(type) {
			case *image.NRGBA:
				p := m.NRGBAAt(x, y)
				c = color.NRGBA64{uint16(p.R) * 257, uint16(p.G) * 257, uint16(p.B) * 257, uint16(p.A) * 257}
			case *image.NRGBA64:
				c = m.NRGBA64At(x, y)
			case *image.Paletted:
				p := color.NRGBAModel.Convert(m.Palette[m.ColorIndexAt(x, y)]).(color.NRGBA)
				if n, isN := m.Palette[m.ColorIndexAt(x, y)].(color.NRGBA); isN {
					p = n
				}
				c = color.NRGBA64{uint16(p.R) * 257, uint16(p.G) * 257, uint16(p.B) * 257, uint16(p.A) * 257}
			default: // opaque grey, RGB, RGB64, grey16
				r, g, bb, a := img.At(x, y).RGBA()
				c = color.NRGBA64{uint16(r), uint16(g), uint16(bb), uint16(a)}
			}
			if (ct == pngtest.Gray || ct == pngtest.RGB) && c.A == 0 {
				out = append(out, 0, 0, 0, 0)
				continue
			}
			out = append(out, scale16(c.R), scale16(c.G), scale16(c.B), scale16(c.A))
		}
	}
	return out, true
}
