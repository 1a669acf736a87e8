package pixeldiff

import (
	"context"
	"fmt"
	"image"
	"image/color"
)

// The tests compare decoded images directly; W1 and the CLI only ever
// diff PNG files (DiffPNG).

// Diff compares two decoded images.
func Diff(ctx context.Context, a, b *Image, opt Options) (*Result, error) {
	for i, img := range []*Image{a, b} {
		if img == nil {
			return nil, &InputError{Input: i, Err: fmt.Errorf("%w: no image", ErrFormat)}
		}
		if img.Width <= 0 || img.Height <= 0 || len(img.Pix) != 4*img.Width*img.Height {
			return nil, &InputError{Input: i, Err: fmt.Errorf("%w: %d bytes of pixel data for %dx%d",
				ErrFormat, len(img.Pix), img.Width, img.Height)}
		}
	}
	p := newPipeline(a.Width, a.Height, b.Width, b.Height, opt)
	p.setImage(0, a)
	p.setImage(1, b)
	return p.run(ctx)
}

// FromImage converts any image to non-premultiplied RGBA. *image.NRGBA is
// copied row by row, opaque *image.RGBA likewise (premultiplied and
// non-premultiplied agree when alpha is 255); anything else goes through
// color.NRGBAModel.
func FromImage(src image.Image) *Image {
	r := src.Bounds()
	w, h := r.Dx(), r.Dy()
	out := &Image{Width: w, Height: h, Pix: make([]uint8, 4*w*h)}
	switch s := src.(type) {
	case *image.NRGBA:
		for y := 0; y < h; y++ {
			copy(out.Pix[4*w*y:4*w*(y+1)], s.Pix[s.PixOffset(r.Min.X, r.Min.Y+y):])
		}
		return out
	case *image.RGBA:
		if s.Opaque() {
			for y := 0; y < h; y++ {
				copy(out.Pix[4*w*y:4*w*(y+1)], s.Pix[s.PixOffset(r.Min.X, r.Min.Y+y):])
			}
			return out
		}
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			c := color.NRGBAModel.Convert(src.At(r.Min.X+x, r.Min.Y+y)).(color.NRGBA)
			i := 4 * (w*y + x)
			out.Pix[i], out.Pix[i+1], out.Pix[i+2], out.Pix[i+3] = c.R, c.G, c.B, c.A
		}
	}
	return out
}

// setImage publishes all bands of an in-memory image at once.
func (p *pipeline) setImage(i int, img *Image) {
	stride := 4 * img.Width
	for k := range p.nb {
		y0, _ := p.bandRange(k)
		p.bands[i][k] = band{pix: img.Pix[y0*stride:], stride: stride, y0: y0}
	}
	p.ready[i] = p.nb
}
