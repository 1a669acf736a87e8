package pixeldiff

import (
	"bytes"
	"context"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// benchPairs are Chromium screenshots of a product page with one changed
// price (testdata/make-pairs.sh).
var benchPairs = []string{"900", "4000"}

func readBenchPair(b *testing.B, h string) (a, bb []byte) {
	b.Helper()
	var err error
	if a, err = os.ReadFile(filepath.Join("testdata", "bench", h+"-a.png")); err != nil {
		b.Fatal(err)
	}
	if bb, err = os.ReadFile(filepath.Join("testdata", "bench", h+"-b.png")); err != nil {
		b.Fatal(err)
	}
	return a, bb
}

// BenchmarkDiff is DiffPNG on the benchmark pairs: decoding and comparing,
// as witness-w1 diff does. The baselines in the same run are
// BenchmarkStdlibDecode (only decoding both files with image/png) and
// BenchmarkTranscription (decoding, then pixelmatch's loop transcribed
// as is: one core, every pixel visited).
func BenchmarkDiff(b *testing.B) {
	for _, h := range benchPairs {
		pa, pb := readBenchPair(b, h)
		for _, out := range []bool{false, true} {
			name := "1280x" + h
			if out {
				name += "/diff-image"
			}
			b.Run(name, func(b *testing.B) {
				opt := DefaultOptions()
				opt.DiffImage = out
				var n int
				for b.Loop() {
					res, err := DiffPNG(context.Background(), pa, pb, opt)
					if err != nil {
						b.Fatal(err)
					}
					n = res.DiffPixels
				}
				b.ReportMetric(float64(n), "diff-pixels")
			})
		}
	}
}

func BenchmarkStdlibDecode(b *testing.B) {
	for _, h := range benchPairs {
		pa, pb := readBenchPair(b, h)
		b.Run("1280x"+h, func(b *testing.B) {
			for b.Loop() {
				for _, data := range [][]byte{pa, pb} {
					if _, err := png.Decode(bytes.NewReader(data)); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}

func BenchmarkTranscription(b *testing.B) {
	for _, h := range benchPairs {
		pa, pb := readBenchPair(b, h)
		b.Run("1280x"+h, func(b *testing.B) {
			opt := DefaultOptions()
			var n int
			for b.Loop() {
				ia, err := DecodePNG(pa)
				if err != nil {
					b.Fatal(err)
				}
				ib, err := DecodePNG(pb)
				if err != nil {
					b.Fatal(err)
				}
				n = refPixelmatch(ia.Pix, ib.Pix, nil, ia.Width, ia.Height, opt)
			}
			b.ReportMetric(float64(n), "diff-pixels")
		})
	}
}
