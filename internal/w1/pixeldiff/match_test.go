package pixeldiff

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/w1/pixeldiff/pngtest"
)

// Values printed by pixelmatch 7.2.0's own colorDelta under node 20
// (String(number), the shortest representation that round-trips).
func TestColorDeltaMatchesPixelmatch(t *testing.T) {
	for _, tc := range []struct {
		p1, p2       [4]byte
		k            int
		checkerboard bool
		want         string
	}{
		{[4]byte{255, 255, 255, 255}, [4]byte{0, 0, 0, 255}, 0, true, "-32857.13315714265"},
		{[4]byte{0, 0, 0, 255}, [4]byte{255, 255, 255, 255}, 0, true, "32857.13315714265"},
		{[4]byte{10, 20, 30, 255}, [4]byte{12, 20, 30, 255}, 0, true, "0.6403842738691764"},
		{[4]byte{200, 100, 50, 255}, [4]byte{190, 110, 60, 255}, 40, true, "54.15570773619044"},
		{[4]byte{255, 0, 0, 128}, [4]byte{255, 0, 0, 255}, 0, true, "1953.884688642745"},
		{[4]byte{255, 0, 0, 128}, [4]byte{255, 0, 0, 255}, 0, false, "-5860.18949357593"},
		{[4]byte{255, 0, 0, 128}, [4]byte{255, 0, 0, 255}, 4, true, "3074.0392475960507"},
		{[4]byte{255, 0, 0, 128}, [4]byte{255, 0, 0, 255}, 12, true, "-4278.384766889454"},
		{[4]byte{30, 60, 90, 0}, [4]byte{200, 10, 90, 0}, 8, true, "0"},
		{[4]byte{30, 60, 90, 17}, [4]byte{200, 10, 90, 250}, 1236, true, "-10380.910499526568"},
		{[4]byte{30, 60, 90, 17}, [4]byte{200, 10, 90, 250}, 1236, false, "-16375.777118328588"},
		{[4]byte{0, 0, 0, 1}, [4]byte{0, 0, 0, 0}, 4000000, true, "0.18461109526187203"},
	} {
		t.Run(fmt.Sprint(tc.p1, tc.p2, tc.k, tc.checkerboard), func(t *testing.T) {
			got := colorDelta(tc.p1[:], tc.p2[:], tc.k, tc.checkerboard)
			want, _ := strconv.ParseFloat(tc.want, 64)
			if got != want {
				t.Fatalf("colorDelta = %s, pixelmatch says %s", strconv.FormatFloat(got, 'g', -1, 64), tc.want)
			}
		})
	}
}

func TestDrawGrayPixelMatchesPixelmatch(t *testing.T) {
	for _, tc := range []struct {
		p     [4]byte
		alpha float64
		want  byte
	}{
		{[4]byte{255, 255, 255, 255}, 0.1, 255},
		{[4]byte{0, 0, 0, 255}, 0.1, 229}, // 229.5 truncated, as a Uint8Array stores it
		{[4]byte{12, 200, 99, 128}, 0.1, 248},
		{[4]byte{12, 200, 99, 0}, 0.5, 255},
		{[4]byte{77, 77, 77, 255}, 1, 77},
		{[4]byte{77, 77, 77, 255}, 0, 255},
	} {
		var out [4]byte
		drawGrayPixel(tc.p[:], tc.alpha, out[:])
		if out != [4]byte{tc.want, tc.want, tc.want, 255} {
			t.Errorf("drawGrayPixel(%v, %v) = %v, want grey %d", tc.p, tc.alpha, out, tc.want)
		}
	}
}

func TestToUint8(t *testing.T) {
	for v, want := range map[float64]uint8{0: 0, 255.9: 255, 256: 0, 300.5: 44, -1: 255, -0.5: 0, -256.7: 0} {
		if got := toUint8(v); got != want {
			t.Errorf("toUint8(%v) = %d, want %d", v, got, want)
		}
	}
}

// greyImage builds an opaque grey image from f(x, y).
func greyImage(w, h int, f func(x, y int) byte) *Image {
	img := &Image{Width: w, Height: h, Pix: make([]byte, 4*w*h)}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			v := f(x, y)
			copy(img.Pix[4*(y*w+x):], []byte{v, v, v, 255})
		}
	}
	return img
}

func at(img *image.NRGBA, x, y int) [4]byte {
	c := img.NRGBAAt(x, y)
	return [4]byte{c.R, c.G, c.B, c.A}
}

// Tiny hand-made cases; the expected counts and pixels were printed by
// pixelmatch 7.2.0 for the same buffers.
func TestTinyImagesMatchPixelmatch(t *testing.T) {
	edge := func(x, y int) byte { return []byte{0, 0, 128, 255, 255}[x] }
	// A pixel on a black-to-white edge darkens: anti-aliasing.
	edgeA := greyImage(5, 5, edge)
	edgeB := greyImage(5, 5, func(x, y int) byte {
		if x == 2 && y == 2 {
			return 100
		}
		return edge(x, y)
	})
	// A black dot on white: a real difference.
	white := greyImage(5, 5, func(x, y int) byte { return 255 })
	dot := greyImage(5, 5, func(x, y int) byte {
		if x == 2 && y == 2 {
			return 0
		}
		return 255
	})
	green := RGB{0, 255, 0}
	def := DefaultOptions()
	aa := def
	aa.IncludeAA = true
	alt := def
	alt.DiffColorAlt, alt.Alpha = &green, 0.5
	mask := def
	mask.DiffMask = true
	type px = [4]byte
	for _, tc := range []struct {
		name             string
		a, b             *Image
		opt              Options
		n                int
		center, c00, c20 px
	}{
		{"edge", edgeA, edgeB, def, 0, px{255, 255, 0, 255}, px{229, 229, 229, 255}, px{242, 242, 242, 255}},
		{"edge includeAA", edgeA, edgeB, aa, 1, px{255, 0, 0, 255}, px{229, 229, 229, 255}, px{242, 242, 242, 255}},
		{"edge alt alpha", edgeA, edgeB, alt, 0, px{255, 255, 0, 255}, px{127, 127, 127, 255}, px{191, 191, 191, 255}},
		{"edge mask", edgeA, edgeB, mask, 0, px{}, px{}, px{}},
		{"dot", white, dot, def, 1, px{255, 0, 0, 255}, px{255, 255, 255, 255}, px{255, 255, 255, 255}},
		{"dot includeAA", white, dot, aa, 1, px{255, 0, 0, 255}, px{255, 255, 255, 255}, px{255, 255, 255, 255}},
		{"dot alt alpha", white, dot, alt, 1, px{0, 255, 0, 255}, px{255, 255, 255, 255}, px{255, 255, 255, 255}},
		{"dot mask", white, dot, mask, 1, px{255, 0, 0, 255}, px{}, px{}},
		{"dot reversed", dot, white, def, 1, px{255, 0, 0, 255}, px{255, 255, 255, 255}, px{255, 255, 255, 255}},
		{"dot reversed alt alpha", dot, white, alt, 1, px{255, 0, 0, 255}, px{255, 255, 255, 255}, px{255, 255, 255, 255}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.opt.DiffImage = true
			res, err := Diff(context.Background(), tc.a, tc.b, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			if res.DiffPixels != tc.n {
				t.Errorf("DiffPixels = %d, want %d", res.DiffPixels, tc.n)
			}
			if got := at(res.Image, 2, 2); got != tc.center {
				t.Errorf("pixel (2,2) = %v, want %v", got, tc.center)
			}
			if got := at(res.Image, 0, 0); got != tc.c00 {
				t.Errorf("pixel (0,0) = %v, want %v", got, tc.c00)
			}
			if got := at(res.Image, 2, 0); got != tc.c20 {
				t.Errorf("pixel (2,0) = %v, want %v", got, tc.c20)
			}
			checkAgainstRef(t, tc.a, tc.b, tc.opt)
		})
	}
}

// checkAgainstRef compares Diff and DiffPNG, with several band heights
// (default: automatic, 2, 3 and 7 rows), with the reference transcription
// on the common area.
func checkAgainstRef(t *testing.T, a, b *Image, opt Options, bandRows ...int) {
	t.Helper()
	w, h := min(a.Width, b.Width), min(a.Height, b.Height)
	ca, cb := crop(a, w, h), crop(b, w, h)
	wantOut := make([]byte, 4*w*h)
	want := refPixelmatch(ca, cb, wantOut, w, h, opt)
	pa, pb := encodeNRGBA(a), encodeNRGBA(b)
	if bandRows == nil {
		bandRows = []int{0, 2, 3, 7}
	}
	for _, rows := range bandRows {
		opt.bandRows = rows
		opt.DiffImage = true
		for _, viaPNG := range []bool{false, true} {
			var res *Result
			var err error
			if viaPNG {
				res, err = DiffPNG(context.Background(), pa, pb, opt)
			} else {
				res, err = Diff(context.Background(), a, b, opt)
			}
			if err != nil {
				t.Fatal(err)
			}
			if res.DiffPixels != want || !bytes.Equal(res.Image.Pix, wantOut) {
				t.Fatalf("bandRows=%d png=%v: %d different pixels (image equal: %v), reference %d",
					rows, viaPNG, res.DiffPixels, bytes.Equal(res.Image.Pix, wantOut), want)
			}
			opt.DiffImage = false
			if viaPNG {
				res, err = DiffPNG(context.Background(), pa, pb, opt)
			} else {
				res, err = Diff(context.Background(), a, b, opt)
			}
			if err != nil || res.DiffPixels != want || res.Image != nil {
				t.Fatalf("bandRows=%d png=%v without image: %d, %v", rows, viaPNG, res.DiffPixels, err)
			}
			opt.DiffImage = true
		}
	}
}

// similar returns a copy of img with a few local changes: shifted runs,
// tinted pixels, a changed alpha.
func similar(r *rand.Rand, img *Image) *Image {
	out := &Image{Width: img.Width, Height: img.Height, Pix: bytes.Clone(img.Pix)}
	for range r.IntN(6) {
		i := 4 * r.IntN(img.Width*img.Height)
		switch r.IntN(3) {
		case 0:
			copy(out.Pix[i:], img.Pix[max(0, i-4*r.IntN(3)):][:min(16, len(img.Pix)-i)])
		case 1:
			out.Pix[i+r.IntN(3)] += byte(r.IntN(60))
		case 2:
			out.Pix[i+3] = byte(r.IntN(256))
		}
	}
	return out
}

func randomImage(r *rand.Rand, w, h int, alpha bool) *Image {
	img := &Image{Width: w, Height: h, Pix: make([]byte, 4*w*h)}
	for i := 0; i < len(img.Pix); i += 4 {
		if i >= 4 && r.IntN(3) > 0 { // runs, so that some pixels have equal siblings
			copy(img.Pix[i:i+4], img.Pix[i-4:i])
			continue
		}
		v := byte(r.IntN(256))
		copy(img.Pix[i:], []byte{v, v + byte(r.IntN(40)), v - byte(r.IntN(40)), 255})
		if alpha {
			img.Pix[i+3] = byte(r.IntN(256))
		}
	}
	return img
}

func TestDiffMatchesReferenceOnRandomImages(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for i := range 60 {
		w, h := 1+r.IntN(24), 1+r.IntN(24)
		a := randomImage(r, w, h, i%3 == 0)
		b := similar(r, a)
		if i%5 == 0 { // different sizes
			b = randomImage(r, 1+r.IntN(24), 1+r.IntN(24), false)
		}
		opt := DefaultOptions()
		opt.Threshold = []float64{0, 0.05, 0.1, 0.2, 1}[i%5]
		opt.IncludeAA = i%2 == 1
		opt.Checkerboard = i%7 != 3
		opt.DiffMask = i%4 == 2
		t.Run(fmt.Sprintf("%d/%dx%d", i, w, h), func(t *testing.T) { checkAgainstRef(t, a, b, opt) })
	}
}

func TestDiffOfDifferentSizes(t *testing.T) {
	a := greyImage(6, 4, func(x, y int) byte { return 200 })
	b := greyImage(4, 6, func(x, y int) byte {
		if x == 1 && y == 1 || y == 5 { // one change inside the common area, a row outside it
			return 0
		}
		return 200
	})
	res, err := Diff(context.Background(), a, b, DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	if res.Width != 4 || res.Height != 4 || res.TotalPixels() != 16 || res.DiffPixels != 1 ||
		!res.SizeChanged() || res.Identical() || res.WidthA != 6 || res.HeightA != 4 || res.WidthB != 4 || res.HeightB != 6 {
		t.Fatalf("result %+v", res)
	}
	// Same content, different size: no pixel differs, still not identical.
	c := greyImage(6, 5, func(x, y int) byte { return 200 })
	res, err = Diff(context.Background(), a, c, DefaultOptions())
	if err != nil || res.DiffPixels != 0 || !res.SizeChanged() || res.Identical() {
		t.Fatalf("result %+v, %v", res, err)
	}
	checkAgainstRef(t, a, b, DefaultOptions())
}

func TestAlpha(t *testing.T) {
	// Fully transparent pixels are equal whatever their colour.
	a := &Image{Width: 2, Height: 1, Pix: []byte{10, 20, 30, 0, 1, 2, 3, 0}}
	b := &Image{Width: 2, Height: 1, Pix: []byte{200, 0, 90, 0, 99, 99, 99, 0}}
	opt := DefaultOptions()
	opt.Threshold = 0
	res, err := Diff(context.Background(), a, b, opt)
	if err != nil || res.DiffPixels != 0 {
		t.Fatalf("transparent pixels: %+v, %v", res, err)
	}
	// Semi-transparent red over the checkerboard differs from the same
	// red over white (see the pixelmatch values in
	// TestColorDeltaMatchesPixelmatch): at threshold 0.3 (maxDelta 3169)
	// all four pixels count over white (5860), over the checkerboard only
	// the one at k=12 (4278; k=0 gives 1954, k=4 3074).
	half := &Image{Width: 4, Height: 1, Pix: bytes.Repeat([]byte{255, 0, 0, 128}, 4)}
	full := &Image{Width: 4, Height: 1, Pix: bytes.Repeat([]byte{255, 0, 0, 255}, 4)}
	opt = DefaultOptions()
	opt.Threshold, opt.IncludeAA = 0.3, true
	for _, tc := range []struct {
		checkerboard bool
		want         int
	}{{true, 1}, {false, 4}} {
		opt.Checkerboard = tc.checkerboard
		res, err := Diff(context.Background(), half, full, opt)
		if err != nil || res.DiffPixels != tc.want {
			t.Errorf("checkerboard=%v: %d different pixels, want %d (%v)", tc.checkerboard, res.DiffPixels, tc.want, err)
		}
	}
}

func TestDiffPNGErrors(t *testing.T) {
	good := encodeNRGBA(greyImage(3, 3, func(x, y int) byte { return 9 }))
	bad := []byte("not a png")
	badPixels := mutate(good, func(b []byte) []byte { return b[:len(b)-20] }) // the header survives
	ctx := context.Background()
	for _, tc := range []struct {
		name  string
		a, b  []byte
		input int
	}{
		{"first", bad, good, 0},
		{"second", good, bad, 1},
		{"both", bad, bad, 0},
		{"second truncated", good, badPixels, 1},
		{"both truncated", badPixels, append(badPixels[:len(badPixels):len(badPixels)], 0), 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := DiffPNG(ctx, tc.a, tc.b, DefaultOptions())
			var ie *InputError
			if !errors.As(err, &ie) || ie.Input != tc.input || !errors.Is(err, ErrFormat) {
				t.Fatalf("error %v, want an InputError for input %d", err, tc.input)
			}
		})
	}
	// Images whose data goes wrong only after the rows are compared.
	r := rand.New(rand.NewPCG(9, 9))
	raw := pngtest.Random(r, 40, 40, pngtest.RGB, 8, false)
	raw.Samples[len(raw.Samples)-1] = 0
	okData := raw.Encode()
	raw.Filter = func(row int) byte {
		if row == 39 {
			return 7
		}
		return 0
	}
	for _, rows := range []int{0, 2} {
		opt := DefaultOptions()
		opt.bandRows = rows
		_, err := DiffPNG(ctx, okData, raw.Encode(), opt)
		var ie *InputError
		if !errors.As(err, &ie) || ie.Input != 1 {
			t.Fatalf("bad last row: %v", err)
		}
	}
}

func TestDiffPNGIdenticalFiles(t *testing.T) {
	img := greyImage(7, 3, func(x, y int) byte { return byte(30 * x) })
	data := encodeNRGBA(img)
	opt := DefaultOptions()
	opt.DiffImage = true
	res, err := DiffPNG(context.Background(), data, data, opt)
	if err != nil || !res.Identical() {
		t.Fatalf("%+v, %v", res, err)
	}
	want := make([]byte, len(img.Pix))
	refPixelmatch(img.Pix, img.Pix, want, 7, 3, opt)
	if !bytes.Equal(res.Image.Pix, want) {
		t.Fatal("grey image differs from pixelmatch's")
	}
}

func TestDiffCanceled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	data := encodeNRGBA(greyImage(50, 50, func(x, y int) byte { return byte(x) }))
	if _, err := DiffPNG(ctx, data, data, DefaultOptions()); !errors.Is(err, context.Canceled) {
		t.Fatalf("error %v", err)
	}
}

func TestDiffRejectsBadImages(t *testing.T) {
	ok := greyImage(2, 2, func(x, y int) byte { return 0 })
	for _, bad := range []*Image{nil, {Width: 2, Height: 2, Pix: make([]byte, 15)}, {Width: 0, Height: 0}} {
		var ie *InputError
		if _, err := Diff(context.Background(), ok, bad, DefaultOptions()); !errors.As(err, &ie) || ie.Input != 1 {
			t.Errorf("Diff with %v: %v", bad, err)
		}
	}
}

func TestFromImage(t *testing.T) {
	nrgba := image.NewNRGBA(image.Rect(0, 0, 3, 2))
	nrgba.SetNRGBA(1, 1, color.NRGBA{10, 20, 30, 40})
	rgba := image.NewRGBA(image.Rect(0, 0, 3, 2))
	for i := range rgba.Pix {
		rgba.Pix[i] = 255
	}
	rgba.SetRGBA(2, 0, color.RGBA{10, 20, 30, 255})
	premul := image.NewRGBA(image.Rect(0, 0, 1, 1))
	premul.SetRGBA(0, 0, color.RGBA{100, 50, 0, 128}) // premultiplied
	gray := image.NewGray(image.Rect(0, 0, 2, 1))
	gray.Pix[1] = 77
	sub := nrgba.SubImage(image.Rect(1, 1, 3, 2)).(*image.NRGBA)
	for _, tc := range []struct {
		name string
		img  image.Image
		want []byte
	}{
		{"nrgba", nrgba, []byte{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 20, 30, 40, 0, 0, 0, 0}},
		{"opaque rgba", rgba, []byte{255, 255, 255, 255, 255, 255, 255, 255, 10, 20, 30, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255}},
		{"premultiplied rgba", premul, []byte{199, 99, 0, 128}},
		{"gray", gray, []byte{0, 0, 0, 255, 77, 77, 77, 255}},
		{"sub-image", sub, []byte{10, 20, 30, 40, 0, 0, 0, 0}},
	} {
		if got := FromImage(tc.img); !bytes.Equal(got.Pix, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, got.Pix, tc.want)
		}
	}
}

// The committed screenshot pairs, through every path, against the
// reference transcription.
func TestScreenshotPairsMatchReference(t *testing.T) {
	dirs, err := filepath.Glob("testdata/pairs/*")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, dir := range dirs {
		if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
			continue
		}
		n++
		t.Run(filepath.Base(dir), func(t *testing.T) {
			var imgs [2]*Image
			for i, name := range []string{"a.png", "b.png"} {
				data, err := os.ReadFile(filepath.Join(dir, name))
				if err != nil {
					t.Fatal(err)
				}
				if imgs[i], err = DecodePNG(data); err != nil {
					t.Fatal(err)
				}
				std, err := png.Decode(bytes.NewReader(data))
				if err != nil {
					t.Fatal(err)
				}
				ct, depth, trns, _ := pngMeta(data)
				if want, _ := stdlibToPNGJS(std, ct, depth, trns); !bytes.Equal(imgs[i].Pix, want) {
					t.Fatalf("%s decodes differently from image/png", name)
				}
			}
			for _, th := range []float64{0.05, 0.1} {
				opt := DefaultOptions()
				opt.Threshold = th
				opt.IncludeAA = th == 0.05
				checkAgainstRef(t, imgs[0], imgs[1], opt, 0, 5)
			}
		})
	}
	if n < 7 {
		t.Fatalf("found %d pairs under testdata/pairs", n)
	}
}
