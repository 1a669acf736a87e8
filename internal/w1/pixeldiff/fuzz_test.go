package pixeldiff

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"image/png"
	"math/rand/v2"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/w1/pixeldiff/pngtest"
)

// fuzzImages builds two small, similar images from fuzz input: pixels of
// a come from src (a control byte per pixel repeats the previous pixel,
// so that there are runs and equal siblings); b is a with the edits in
// edits applied (position, then RGBA).
func fuzzImages(w, h int, src, edits []byte) (*Image, *Image) {
	a := &Image{Width: w, Height: h, Pix: make([]byte, 4*w*h)}
	next := func() byte {
		if len(src) == 0 {
			return 0
		}
		b := src[0]
		src = src[1:]
		return b
	}
	for i := 0; i < w*h; i++ {
		p := a.Pix[4*i : 4*i+4]
		ctl := next()
		if i > 0 && ctl&3 != 0 {
			copy(p, a.Pix[4*i-4:4*i])
			continue
		}
		p[0], p[1], p[2], p[3] = next(), next(), next(), next()
		if ctl&4 == 0 {
			p[3] = 255
		}
	}
	b := &Image{Width: w, Height: h, Pix: bytes.Clone(a.Pix)}
	for len(edits) >= 5 {
		i := int(edits[0]) % (w * h)
		copy(b.Pix[4*i:4*i+4], edits[1:5])
		edits = edits[5:]
	}
	return a, b
}

func FuzzDiff(f *testing.F) {
	r := rand.New(rand.NewPCG(11, 12))
	for i := range 8 {
		src := make([]byte, 200)
		for j := range src {
			src[j] = byte(r.IntN(256))
		}
		f.Add(src, []byte{byte(i * 7), 0, 0, 0, 255, 40, 255, 255, 255, 255, 41, 128, 128, 128, 255}, uint8(5+i), uint8(4+i), uint8(25), uint8(i))
	}
	f.Add([]byte{}, []byte{}, uint8(0), uint8(0), uint8(0), uint8(0))
	f.Fuzz(runFuzzDiff)
}

func runFuzzDiff(t *testing.T, src, edits []byte, w8, h8, th, flags uint8) {
	w, h := 1+int(w8%16), 1+int(h8%16)
	a, b := fuzzImages(w, h, src, edits)
	opt := DefaultOptions()
	opt.Threshold = float64(th) / 255
	opt.IncludeAA = flags&1 != 0
	opt.Checkerboard = flags&2 == 0
	opt.DiffMask = flags&4 != 0
	opt.DiffImage = flags&8 != 0
	opt.bandRows = int(flags>>4) % 4 // 0 (automatic), 2, 2, 3
	ctx := context.Background()

	same, err := Diff(ctx, a, a, opt)
	if err != nil || same.DiffPixels != 0 || !same.Identical() {
		t.Fatalf("diff(a, a) = %+v, %v", same, err)
	}
	res, err := Diff(ctx, a, b, opt)
	if err != nil {
		t.Fatal(err)
	}
	var wantOut []byte
	if opt.DiffImage {
		wantOut = make([]byte, 4*w*h)
	}
	want := refPixelmatch(a.Pix, b.Pix, wantOut, w, h, opt)
	if res.DiffPixels != want {
		t.Fatalf("Diff counts %d, pixelmatch transcription %d", res.DiffPixels, want)
	}
	if opt.DiffImage && !bytes.Equal(res.Image.Pix, wantOut) {
		t.Fatal("diff image differs from the transcription's")
	}
	pres, err := DiffPNG(ctx, encodeNRGBA(a), encodeNRGBA(b), opt)
	if err != nil || pres.DiffPixels != want {
		t.Fatalf("DiffPNG: %v, %v; want %d", pres, err, want)
	}
}

// pngMeta scans a PNG's chunks for what stdlibToPNGJS needs: IHDR's
// colour type and depth, and the last tRNS body.
func pngMeta(data []byte) (ct, depth int, trns []byte, ok bool) {
	if len(data) < 8 {
		return 0, 0, nil, false
	}
	rest := data[8:]
	for len(rest) >= 12 {
		n := int(binary.BigEndian.Uint32(rest))
		if n < 0 || n > len(rest)-12 {
			break
		}
		body := rest[8 : 8+n]
		switch string(rest[4:8]) {
		case "IHDR":
			if n >= 10 {
				depth, ct, ok = int(body[8]), int(body[9]), true
			}
		case "tRNS":
			trns = body
		}
		rest = rest[12+n:]
	}
	return ct, depth, trns, ok
}

func FuzzDecodePNG(f *testing.F) {
	r := rand.New(rand.NewPCG(13, 14))
	for i, c := range pngtest.Formats {
		raw := pngtest.Random(r, 1+i%5, 1+i%3, c.ColorType, c.Depth, i%2 == 0)
		f.Add(raw.Encode())
	}
	good := pngtest.Random(r, 4, 4, pngtest.RGB, 8, false).Encode()
	f.Add(good[:len(good)-5])
	f.Add(append(bytes.Clone(good), 'x'))
	f.Add([]byte("\x89PNG\r\n\x1a\n"))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		img, err := DecodePNG(data)
		if err != nil {
			if !errors.Is(err, ErrFormat) && !errors.Is(err, ErrTooLarge) {
				t.Fatalf("error %v wraps neither ErrFormat nor ErrTooLarge", err)
			}
		} else if img.Width <= 0 || img.Height <= 0 || len(img.Pix) != 4*img.Width*img.Height {
			t.Fatalf("%dx%d with %d bytes", img.Width, img.Height, len(img.Pix))
		}
		// The streaming decoder behind DiffPNG agrees with DecodePNG.
		res, derr := DiffPNG(context.Background(), data, data, DefaultOptions())
		if (derr == nil) != (err == nil) || (derr == nil && !res.Identical()) {
			t.Fatalf("DiffPNG(x, x) = %+v, %v; DecodePNG: %v", res, derr, err)
		}
		if err != nil {
			return
		}
		// Where image/png also decodes the file, the pixels agree once
		// converted with pngjs's rules.
		cfg, cerr := png.DecodeConfig(bytes.NewReader(data))
		if cerr != nil || cfg.Width*cfg.Height > 1<<16 {
			return
		}
		std, serr := png.Decode(bytes.NewReader(data))
		if serr != nil {
			return
		}
		ct, depth, trns, ok := pngMeta(data)
		if !ok {
			t.Fatal("decoded a PNG without IHDR")
		}
		want, ok := stdlibToPNGJS(std, ct, depth, trns)
		if ok && !bytes.Equal(img.Pix, want) {
			t.Fatalf("pixels differ from image/png's (converted)\n got %v\nwant %v", img.Pix, want)
		}
	})
}
