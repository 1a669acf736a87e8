package capture

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// TestIdentity: rounds with the same bytes compare equal; a changed
// byte, a tile boundary moved, or tiles in another order do not.
func TestIdentity(t *testing.T) {
	a := bytes.Repeat([]byte("tile-a"), 100)
	b := bytes.Repeat([]byte("tile-b"), 100)
	flip := slices.Clone(a)
	flip[len(flip)/2] ^= 1
	same := func(x, y shotResult) bool { return x.identity() == y.identity() }
	for _, tc := range []struct {
		name string
		x, y shotResult
		want bool
	}{
		{"one PNG, same bytes", shotResult{pngs: [][]byte{a}}, shotResult{pngs: [][]byte{slices.Clone(a)}}, true},
		{"tiles, same bytes", shotResult{pngs: [][]byte{a, b}}, shotResult{pngs: [][]byte{slices.Clone(a), slices.Clone(b)}}, true},
		{"one byte changed", shotResult{pngs: [][]byte{a}}, shotResult{pngs: [][]byte{flip}}, false},
		{"tiles swapped", shotResult{pngs: [][]byte{a, b}}, shotResult{pngs: [][]byte{b, a}}, false},
		{"a boundary moved", shotResult{pngs: [][]byte{a, b}}, shotResult{pngs: [][]byte{a[:10], append(slices.Clone(a[10:]), b...)}}, false},
		{"one PNG or the same bytes as tiles", shotResult{pngs: [][]byte{append(slices.Clone(a), b...)}}, shotResult{pngs: [][]byte{a, b}}, false},
	} {
		if got := same(tc.x, tc.y); got != tc.want {
			t.Errorf("%s: equal %t, want %t", tc.name, got, tc.want)
		}
	}
}

// sha256Identity is the comparison the capture used before (the SHA-256
// of the PNG, or of the tiles' SHA-256s), kept as the benchmark's
// baseline.
func sha256Identity(s shotResult) string {
	if len(s.pngs) == 1 {
		sum := sha256.Sum256(s.pngs[0])
		return hex.EncodeToString(sum[:])
	}
	h := sha256.New()
	h.Write([]byte("tribunal capture tiles v1\n"))
	for _, p := range s.pngs {
		sum := sha256.Sum256(p)
		h.Write(sum[:])
	}
	return hex.EncodeToString(h.Sum(nil))
}

// BenchmarkFrameIdentity is what every capture round pays to compare its
// screenshot with the last one, on real 1280×900 and 1280×4000 PNGs and a
// tall page of eight 4000-pixel tiles: identity (xxhash) beside the
// SHA-256 it replaced. The "ratio" sub-benchmark alternates the two in
// short batches and reports the median of identity's time over SHA-256's,
// measured in the same run.
func BenchmarkFrameIdentity(b *testing.B) {
	read := func(name string) []byte {
		data, err := os.ReadFile(filepath.Join("..", "pixeldiff", "testdata", "bench", name))
		if err != nil {
			b.Fatal(err)
		}
		return data
	}
	tall := read("4000-a.png")
	for _, c := range []struct {
		name string
		shot shotResult
	}{
		{"1280x900", shotResult{pngs: [][]byte{read("900-a.png")}}},
		{"1280x4000", shotResult{pngs: [][]byte{tall}}},
		{"8-tiles", shotResult{pngs: slices.Repeat([][]byte{tall}, 8)}},
	} {
		var size int64
		for _, p := range c.shot.pngs {
			size += int64(len(p))
		}
		b.Run(c.name+"/sha256", func(b *testing.B) {
			b.SetBytes(size)
			for b.Loop() {
				_ = sha256Identity(c.shot)
			}
		})
		b.Run(c.name+"/xxhash", func(b *testing.B) {
			b.SetBytes(size)
			for b.Loop() {
				_ = c.shot.identity()
			}
		})
		b.Run(c.name+"/ratio", func(b *testing.B) {
			const batch = 4
			var ratios []float64
			for b.Loop() {
				t0 := time.Now()
				for range batch {
					_ = sha256Identity(c.shot)
				}
				t1 := time.Now()
				for range batch {
					_ = c.shot.identity()
				}
				ratios = append(ratios, float64(time.Since(t1))/float64(t1.Sub(t0)))
			}
			slices.Sort(ratios)
			b.ReportMetric(ratios[len(ratios)/2], "xxhash/sha256")
		})
	}
}
