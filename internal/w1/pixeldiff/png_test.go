package pixeldiff

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"image/png"
	"math/rand/v2"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/w1/pixeldiff/pngtest"
)

func TestDecodePNGAllFormats(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, c := range pngtest.Formats {
		for _, interlace := range []bool{false, true} {
			for _, sz := range [][2]int{{1, 1}, {3, 5}, {17, 9}, {33, 2}, {8, 8}} {
				name := fmt.Sprintf("ct%d/depth%d/interlace=%v/%dx%d", c.ColorType, c.Depth, interlace, sz[0], sz[1])
				t.Run(name, func(t *testing.T) {
					raw := pngtest.Random(r, sz[0], sz[1], c.ColorType, c.Depth, interlace)
					data := raw.Encode()
					img, err := DecodePNG(data)
					if err != nil {
						t.Fatal(err)
					}
					want := raw.PNGJS()
					if img.Width != sz[0] || img.Height != sz[1] || !bytes.Equal(img.Pix, want) {
						t.Fatalf("got %dx%d %v\nwant %v", img.Width, img.Height, img.Pix, want)
					}
					// The oracle used by FuzzDecodePNG agrees.
					std, err := png.Decode(bytes.NewReader(data))
					if err != nil {
						t.Fatal(err)
					}
					var trns []byte
					for _, v := range raw.Trans {
						trns = binary.BigEndian.AppendUint16(trns, v)
					}
					if conv, ok := stdlibToPNGJS(std, c.ColorType, c.Depth, trns); !ok || !bytes.Equal(conv, want) {
						t.Fatalf("image/png oracle disagrees: %v", conv)
					}
				})
			}
		}
	}
}

// mutate returns a copy of data with f applied.
func mutate(data []byte, f func([]byte) []byte) []byte { return f(bytes.Clone(data)) }

func TestDecodePNGErrors(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	good := pngtest.Random(r, 9, 7, pngtest.RGB, 8, false)
	goodData := good.Encode()
	if _, err := DecodePNG(goodData); err != nil {
		t.Fatal(err)
	}
	pal := pngtest.Random(r, 9, 7, pngtest.Palette, 8, false)
	pal.Samples[len(pal.Samples)-1] = uint16(len(pal.Palette)) // last pixel
	noPLTE := pngtest.Random(r, 4, 4, pngtest.Palette, 4, false)
	noPLTE.Palette = nil
	badFilter := pngtest.Random(r, 4, 4, pngtest.RGBA, 8, false)
	badFilter.Filter = func(row int) byte { return byte(5 * (row / 3)) }
	interlacedExtra := pngtest.Random(r, 5, 5, pngtest.Gray, 8, true)
	interlacedExtra.ExtraData = []byte{0}
	ihdrAt := func(off int, v byte) func([]byte) []byte {
		return func(b []byte) []byte {
			b[16+off] = v
			c := crc32IEEE(b[12:29])
			binary.BigEndian.PutUint32(b[29:], c)
			return b
		}
	}
	for _, tc := range []struct {
		name string
		data []byte
		want error
	}{
		{"empty", nil, ErrFormat},
		{"gif", []byte("GIF89a\x01\x00\x01\x00"), ErrFormat},
		{"signature only", pngSignature, ErrFormat},
		{"bad CRC", mutate(goodData, func(b []byte) []byte { b[30] ^= 1; return b }), ErrFormat},
		{"truncated", goodData[:len(goodData)-20], ErrFormat},
		{"no IEND", goodData[:len(goodData)-12], ErrFormat},
		{"data after IEND", append(bytes.Clone(goodData), 0), ErrFormat},
		{"chunk after IEND", append(bytes.Clone(goodData), pngtest.Chunk("tEXt", []byte("a\x00b"))...), ErrFormat},
		{"unknown critical chunk", (&pngtest.Image{Width: 2, Height: 2, ColorType: pngtest.Gray, Depth: 8, Samples: make([]uint16, 4), Before: [][]byte{[]byte("ABCDx")}}).Encode(), ErrFormat},
		{"palette index out of range", pal.Encode(), ErrFormat},
		{"palette without PLTE", noPLTE.Encode(), ErrFormat},
		{"bad filter type", badFilter.Encode(), ErrFormat},
		{"interlaced with extra data", interlacedExtra.Encode(), ErrFormat},
		{"width zero", mutate(goodData, func(b []byte) []byte {
			binary.BigEndian.PutUint32(b[16:], 0)
			binary.BigEndian.PutUint32(b[29:], crc32IEEE(b[12:29]))
			return b
		}), ErrFormat},
		{"too large", mutate(goodData, func(b []byte) []byte {
			binary.BigEndian.PutUint32(b[16:], 1<<15)
			binary.BigEndian.PutUint32(b[20:], 1<<14)
			binary.BigEndian.PutUint32(b[29:], crc32IEEE(b[12:29]))
			return b
		}), ErrTooLarge},
		{"IDAT too short for the size", mutate(goodData, func(b []byte) []byte {
			binary.BigEndian.PutUint32(b[16:], 1<<13)
			binary.BigEndian.PutUint32(b[20:], 1<<13)
			binary.BigEndian.PutUint32(b[29:], crc32IEEE(b[12:29]))
			return b
		}), ErrFormat},
		{"not enough rows", mutate(goodData, func(b []byte) []byte {
			binary.BigEndian.PutUint32(b[20:], 8)
			binary.BigEndian.PutUint32(b[29:], crc32IEEE(b[12:29]))
			return b
		}), ErrFormat},
		{"RGB at 4 bits", mutate(goodData, ihdrAt(8, 4)), ErrFormat},
		{"interlace method 2", mutate(goodData, ihdrAt(12, 2)), ErrFormat},
		{"IHDR not first", append(append(bytes.Clone(pngSignature), pngtest.Chunk("tEXt", []byte("a\x00b"))...), goodData[8:]...), ErrFormat},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := DecodePNG(tc.data)
			if tc.want == nil {
				if err != nil {
					t.Fatalf("unexpected error %v", err)
				}
				return
			}
			if !errors.Is(err, tc.want) {
				t.Fatalf("error %v, want %v", err, tc.want)
			}
		})
	}
}

func crc32IEEE(b []byte) uint32 { return crc32.ChecksumIEEE(b) }

// pngjs accepts unknown ancillary chunks anywhere before IEND.
func TestDecodePNGAncillaryChunks(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	raw := pngtest.Random(r, 6, 3, pngtest.RGBA, 8, false)
	raw.Before = [][]byte{[]byte("tEXtsome text"), []byte("prVtx")}
	img, err := DecodePNG(raw.Encode())
	if err != nil || !bytes.Equal(img.Pix, raw.PNGJS()) {
		t.Fatalf("ancillary chunks: %v", err)
	}
}

// The end of the zlib stream is treated as pngjs 7 under node 20 treats it
// (observed, and checked by cmd/witness-w1's conformance test): for a
// non-interlaced image zlib's own errors are ignored but left-over data
// fails; an interlaced image goes through zlib.inflateSync, which checks
// the checksum and ignores bytes after the stream.
func TestDecodePNGStreamEnd(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 7))
	for _, tc := range []struct {
		name           string
		stream         func(z []byte) []byte
		extra          []byte
		okFlat, okAdam bool
	}{
		{"exact", nil, nil, true, true},
		{"wrong checksum", func(z []byte) []byte { z[len(z)-1] ^= 1; return z }, nil, true, false},
		{"no checksum", func(z []byte) []byte { return z[:len(z)-4] }, nil, true, false},
		{"bytes after the stream", func(z []byte) []byte { return append(z, 1, 2, 3) }, nil, false, true},
		{"more pixel data", nil, []byte{0, 0, 0}, false, false},
	} {
		for _, interlace := range []bool{false, true} {
			raw := pngtest.Random(r, 6, 5, pngtest.RGB, 8, interlace)
			raw.Stream, raw.ExtraData = tc.stream, tc.extra
			img, err := DecodePNG(raw.Encode())
			want := tc.okFlat
			if interlace {
				want = tc.okAdam
			}
			if (err == nil) != want || (err == nil && !bytes.Equal(img.Pix, raw.PNGJS())) {
				t.Errorf("%s, interlaced %v: error %v, want ok=%v", tc.name, interlace, err, want)
			}
			if err != nil && !errors.Is(err, ErrFormat) {
				t.Errorf("%s: %v does not wrap ErrFormat", tc.name, err)
			}
		}
	}
}
