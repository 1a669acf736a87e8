// Package pixeldiff compares two screenshots the way pixelmatch 7.2.0
// does, counting exactly the pixels pixelmatch counts (docs/CONTRACTS.md §8, baseline
// diff): the YIQ colour delta of Kotsarenko and Ramos against
// maxDelta = 35215·threshold², semi-transparent pixels blended over
// pixelmatch's checkerboard (or white), anti-aliased pixels excluded per
// Vyšniauskas unless IncludeAA, and the same diff image (grey-scaled
// unchanged pixels, aaColor, diffColor, diffColorAlt, diffMask).
// Floating-point expressions are evaluated in JavaScript's order in float64
// with no fused multiply-add, so results are bit-identical.
//
// PNG input is decoded by this package with pngjs's conversions (pngjs
// 7 is the decoder pixelmatch's CLI uses): 16-bit and low-bit samples are
// rounded as pngjs rounds them, and a tRNS colour becomes 0,0,0,0. Files
// pngjs refuses are refused (trailing data, unknown critical chunks, a
// palette index out of range, ...); a few malformed files pngjs reads
// anyway are refused too: colour type and bit depth pairs outside the PNG
// specification, and a non-interlaced stream that ends before the last
// row, for which pngjs returns uninitialised memory. The diff image holds
// what pixelmatch writes into pngjs's buffer (a Uint8Array: grey values
// are truncated, not rounded as a browser's Uint8ClampedArray would).
//
// Speed comes from never doing per-pixel work where nothing changed and
// from never holding a whole image: both PNGs are inflated at the same time
// (one goroutine each), in bands of rows, and workers compare a band as
// soon as both images have it and its neighbours (anti-aliasing detection
// looks two rows up and down). Rows, and then 64-pixel runs of a row, that
// are byte-identical are skipped with a memory comparison; only differing
// pixels get the YIQ delta. Memory stays a few bands per image unless a
// diff image is requested.
//
// Images of different sizes are compared over their common top-left area,
// exactly as pixelmatch compares the two crops, and the result says the
// size changed: a layout difference, never a silent pass.
package pixeldiff

import (
	"context"
	"fmt"
	"image"
)

// RGB is a colour of the diff image.
type RGB [3]uint8

// Options are pixelmatch's options. Start from DefaultOptions: the zero
// value means threshold 0 and alpha 0.
type Options struct {
	// Threshold is the matching threshold, 0 to 1; smaller is more
	// sensitive. pixelmatch's default is 0.1.
	Threshold float64
	// IncludeAA counts anti-aliased pixels as different instead of
	// excluding them.
	IncludeAA bool
	// Alpha is the opacity of the original image in the diff image.
	Alpha float64
	// AAColor marks anti-aliased pixels in the diff image.
	AAColor RGB
	// DiffColor marks different pixels in the diff image.
	DiffColor RGB
	// DiffColorAlt, if set, marks different pixels where the second image
	// is darker.
	DiffColorAlt *RGB
	// DiffMask draws only the differences, over a transparent background.
	DiffMask bool
	// Checkerboard blends semi-transparent pixels over pixelmatch's
	// checkerboard pattern (its default); false blends over white.
	Checkerboard bool
	// DiffImage asks for Result.Image. Without it no image-sized buffer is
	// allocated for a PNG diff.
	DiffImage bool

	// bandRows, when positive, overrides the band height: tests use tiny
	// bands to put band edges everywhere.
	bandRows int
}

// DefaultOptions returns pixelmatch 7.2.0's defaults.
func DefaultOptions() Options {
	return Options{
		Threshold:    0.1,
		Alpha:        0.1,
		AAColor:      RGB{255, 255, 0},
		DiffColor:    RGB{255, 0, 0},
		Checkerboard: true,
	}
}

// Image is pixel data as pixelmatch takes it: non-premultiplied RGBA, four
// bytes per pixel, rows of 4·Width bytes without padding.
type Image struct {
	Width, Height int
	Pix           []uint8
}

// Result is the outcome of a comparison.
type Result struct {
	// DiffPixels is what pixelmatch returns for the common area.
	DiffPixels int
	// Width and Height are the common area that was compared.
	Width, Height int
	// The sizes of the two inputs.
	WidthA, HeightA, WidthB, HeightB int
	// Image is the diff image of the common area (Options.DiffImage).
	Image *image.NRGBA
}

// TotalPixels is the number of pixels compared.
func (r *Result) TotalPixels() int { return r.Width * r.Height }

// SizeChanged reports whether the inputs differ in size: a layout
// difference, whatever DiffPixels says.
func (r *Result) SizeChanged() bool { return r.WidthA != r.WidthB || r.HeightA != r.HeightB }

// Identical reports whether the images are the same size and no pixel
// counts as different.
func (r *Result) Identical() bool { return r.DiffPixels == 0 && !r.SizeChanged() }

// InputError reports which input could not be decoded. It wraps ErrFormat
// or ErrTooLarge.
type InputError struct {
	Input int // 0 for the first image, 1 for the second
	Err   error
}

func (e *InputError) Error() string {
	return fmt.Sprintf("image %c: %v", 'a'+e.Input, e.Err)
}

func (e *InputError) Unwrap() error { return e.Err }

// DiffPNG decodes and compares two PNGs. Identical files are decoded once.
// A file that cannot be decoded yields an *InputError.
func DiffPNG(ctx context.Context, a, b []byte, opt Options) (*Result, error) {
	pa, err := parsePNG(a)
	if err != nil {
		return nil, &InputError{Input: 0, Err: err}
	}
	same := string(a) == string(b)
	pb := pa
	if !same {
		if pb, err = parsePNG(b); err != nil {
			return nil, &InputError{Input: 1, Err: err}
		}
	}
	p := newPipeline(pa.width, pa.height, pb.width, pb.height, opt)
	if err := p.setPNG(0, pa); err != nil {
		return nil, &InputError{Input: 0, Err: err}
	}
	if same {
		p.shareFirst()
	} else if err := p.setPNG(1, pb); err != nil {
		return nil, &InputError{Input: 1, Err: err}
	}
	return p.run(ctx)
}
