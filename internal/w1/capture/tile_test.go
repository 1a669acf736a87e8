package capture

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/browser"
)

func TestTileRows(t *testing.T) {
	for _, tc := range []struct {
		name      string
		height    int
		dsf       float64
		maxDevice int
		want      []tile
	}{
		{"fits", 8192, 1, 8192, []tile{{0, 8192}}},
		{"one more row", 8193, 1, 8192, []tile{{0, 8192}, {8192, 1}}},
		{"30,450 px", 30450, 1, 8192, []tile{{0, 8192}, {8192, 8192}, {16384, 8192}, {24576, 5874}}},
		// 3120 × 2.625 = 8190: the tallest tile on whole device pixels.
		{"android", 8000, 2.625, 8192, []tile{{0, 3120}, {3120, 3120}, {6240, 1760}}},
		{"ios", 6000, 3, 8192, []tile{{0, 2730}, {2730, 2730}, {5460, 540}}},
		// No tile height of 64 CSS px or more lands on whole device
		// pixels: one piece.
		{"irrational scale", 9000, math.Pi, 8192, []tile{{0, 9000}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := tileRows(tc.height, tc.dsf, tc.maxDevice)
			if len(got) != len(tc.want) {
				t.Fatalf("tiles %v, want %v", got, tc.want)
			}
			sum := 0
			for i := range got {
				if got[i] != tc.want[i] {
					t.Errorf("tile %d = %v, want %v", i, got[i], tc.want[i])
				}
				if d := float64(got[i].y) * tc.dsf; len(got) > 1 && d != math.Round(d) {
					t.Errorf("tile %d starts inside a device pixel row (%v)", i, d)
				}
				sum += got[i].h
			}
			if sum != tc.height {
				t.Errorf("tiles cover %d px of %d", sum, tc.height)
			}
		})
	}
}

func TestPixelBudget(t *testing.T) {
	for _, tc := range []struct {
		w         int
		dsf       float64
		maxHeight int
		want      int
	}{
		{1280, 1, 0, MaxFramePixels / 1280},
		{1280, 1, 1000, 1000},
		{1280, 1, 1 << 30, MaxFramePixels / 1280},
		{412, 2.625, 0, 94511}, // 2^28 / (1082 × 2.625)
	} {
		r, err := Request{URL: "file:///x", Width: tc.w, Height: 100, DeviceScaleFactor: tc.dsf, MaxHeight: tc.maxHeight}.withDefaults()
		if err != nil {
			t.Fatal(err)
		}
		if r.MaxHeight != tc.want {
			t.Errorf("%d px at %v, MaxHeight %d: capped at %d, want %d", tc.w, tc.dsf, tc.maxHeight, r.MaxHeight, tc.want)
		}
		if dev := math.Ceil(float64(tc.w)*tc.dsf) * math.Ceil(float64(r.MaxHeight)*tc.dsf); dev > MaxFramePixels*1.0001 {
			t.Errorf("the cap allows %v device pixels", dev)
		}
	}
}

// TestShotTallPage: a 30,330 px page (30 bands of 1000 px after a 50vh
// block at a 640 px viewport, the last line hanging 10 px below) is
// captured whole, in tiles; the stitched frame has every band where the
// page has it, equals a one-piece capture of the same page pixel for
// pixel (Chromium can still take one here, in software), and repeats its
// hash. The viewport is narrow only to keep the test quick (under the
// race detector too, make race); the height is what is tested.
func TestShotTallPage(t *testing.T) {
	testBrowser(t)
	req := Request{URL: httpURL("huge.html"), Width: 360, Height: 640, FullPage: true}
	tiled := shot(t, req)
	if tiled.Width != 360 || tiled.Height != 30330 || tiled.Truncated || tiled.Tiles != 4 || !tiled.Stable {
		t.Fatalf("tiled capture %d×%d truncated=%v tiles=%d stable=%v", tiled.Width, tiled.Height, tiled.Truncated, tiled.Tiles, tiled.Stable)
	}
	img := decode(t, tiled)
	if got := nrgb(img.At(180, 5)); got != (rgb{0xe6, 0x39, 0x46}) {
		t.Errorf("the fixed header is %v at the top", got)
	}
	for i := range 30 {
		y := 320 + 1000*i + 500
		want := rgb{0x02, 0x30, 0x47}
		if i%2 == 1 {
			want = rgb{0xff, 0xb7, 0x03}
		}
		if got := nrgb(img.At(180, y)); got != want {
			t.Errorf("band %d at y=%d is %v, want %v", i, y, got, want)
		}
	}
	again := shot(t, req)
	if again.SHA256 != tiled.SHA256 {
		t.Errorf("the same tall page gave %s, then %s", tiled.SHA256, again.SHA256)
	}
	whole := req
	whole.TileHeight = 1 << 20
	one := shot(t, whole)
	if one.Tiles != 1 {
		t.Fatalf("one-piece capture took %d tiles", one.Tiles)
	}
	samePixels(t, decode(t, one), img)
}

// TestShotTilesAtScale: tiles of a scaled page (2.625, 3120 CSS px each)
// meet on whole device pixels: the stitched frame equals the one-piece
// capture.
func TestShotTilesAtScale(t *testing.T) {
	testBrowser(t)
	req := NewRequest(browser.Android, httpURL("huge.html"), true)
	req.MaxHeight = 3300
	tiled := shot(t, req)
	if tiled.Tiles != 2 || !tiled.Truncated || tiled.Height != 8663 {
		t.Fatalf("tiled capture %d×%d truncated=%v tiles=%d", tiled.Width, tiled.Height, tiled.Truncated, tiled.Tiles)
	}
	whole := req
	whole.TileHeight = 1 << 20
	samePixels(t, decode(t, shot(t, whole)), decode(t, tiled))
}

func nrgb(c color.Color) rgb {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	return rgb{n.R, n.G, n.B}
}

// samePixels compares two decoded frames byte for byte (the PNG decoder
// gives opaque frames as *image.RGBA; anything else is converted).
func samePixels(t *testing.T, want, got image.Image) {
	t.Helper()
	if want.Bounds() != got.Bounds() {
		t.Fatalf("bounds %v, want %v", got.Bounds(), want.Bounds())
	}
	a, b := rgbaOf(want), rgbaOf(got)
	w := a.Rect.Dx() * 4
	diff, first := 0, -1
	for y := range a.Rect.Dy() {
		ra, rb := a.Pix[y*a.Stride:y*a.Stride+w], b.Pix[y*b.Stride:y*b.Stride+w]
		if !bytes.Equal(ra, rb) {
			if first < 0 {
				first = y
			}
			diff++
		}
	}
	if diff > 0 {
		t.Errorf("%d rows differ from the one-piece capture, the first at y=%d", diff, first)
	}
}

func rgbaOf(img image.Image) *image.RGBA {
	if r, ok := img.(*image.RGBA); ok {
		return r
	}
	out := image.NewRGBA(img.Bounds())
	draw.Draw(out, out.Rect, img, img.Bounds().Min, draw.Src)
	return out
}

// FuzzStitch: any pair of inputs is joined or refused without a panic, and
// a joined result is a PNG as tall as its parts together.
func FuzzStitch(f *testing.F) {
	tilePNG := func(w, h int, c color.NRGBA) []byte {
		img := image.NewNRGBA(image.Rect(0, 0, w, h))
		for i := 0; i < len(img.Pix); i += 4 {
			img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = c.R, c.G, c.B, c.A
		}
		var buf bytes.Buffer
		if err := png.Encode(&buf, img); err != nil {
			f.Fatal(err)
		}
		return buf.Bytes()
	}
	f.Add(tilePNG(8, 3, color.NRGBA{1, 2, 3, 255}), tilePNG(8, 2, color.NRGBA{200, 100, 50, 255}))
	f.Add(tilePNG(8, 3, color.NRGBA{1, 2, 3, 128}), tilePNG(8, 2, color.NRGBA{1, 2, 3, 255}))
	f.Add([]byte("\x89PNG\r\n\x1a\n"), []byte{})
	f.Fuzz(func(t *testing.T, a, b []byte) {
		for _, p := range [][]byte{a, b} {
			if cfg, err := png.DecodeConfig(bytes.NewReader(p)); err == nil && cfg.Width*cfg.Height > 1<<16 {
				return
			}
		}
		out, err := stitch([][]byte{a, b})
		if err != nil {
			return
		}
		img, err := png.Decode(bytes.NewReader(out))
		if err != nil {
			t.Fatalf("stitched output does not decode: %v", err)
		}
		ca, _ := png.DecodeConfig(bytes.NewReader(a))
		cb, _ := png.DecodeConfig(bytes.NewReader(b))
		if img.Bounds().Dy() != ca.Height+cb.Height {
			t.Fatalf("height %d, parts %d + %d", img.Bounds().Dy(), ca.Height, cb.Height)
		}
	})
}

// TestStitchMatchesDecode: stitching at the scanline level gives the same
// pixels as decoding every tile and drawing them one under another, for
// every PNG filter the encoder picks (rows of noise, flat rows, RGBA).
func TestStitchMatchesDecode(t *testing.T) {
	var tiles [][]byte
	var want []image.Image
	for i, h := range []int{5, 1, 7} {
		img := image.NewNRGBA(image.Rect(0, 0, 13, h))
		for j := range img.Pix {
			img.Pix[j] = uint8((j*31 + i*97 + j*j) % 251)
			if j%4 == 3 {
				img.Pix[j] = 255
			}
		}
		var buf bytes.Buffer
		if err := png.Encode(&buf, img); err != nil {
			t.Fatal(err)
		}
		tiles, want = append(tiles, buf.Bytes()), append(want, img)
	}
	out, err := stitchScanlines(tiles)
	if err != nil {
		t.Fatal(err)
	}
	got, err := png.Decode(bytes.NewReader(out))
	if err != nil {
		t.Fatal(err)
	}
	y := 0
	for _, w := range want {
		for r := range w.Bounds().Dy() {
			for x := range 13 {
				if nrgb(got.At(x, y+r)) != nrgb(w.At(x, r)) {
					t.Fatalf("pixel (%d, %d) differs", x, y+r)
				}
			}
		}
		y += w.Bounds().Dy()
	}
}
