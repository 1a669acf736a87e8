package pixelcheck

import (
	"fmt"
	"math"
	"sort"
	"strings"
	"testing"
)

// smallSample is one line of the small-text calibration page.
type smallSample struct {
	family string
	px     float64
	bold   bool
	fg, bg RGB
	y, h   float64
}

// smallTextPage renders one line per font, size, weight and colour pair.
func smallTextPage(families []string, sizes []float64, pairs [][2]RGB) (string, []smallSample) {
	var samples []smallSample
	var html strings.Builder
	html.WriteString(`<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;background:#fff}` +
		`div{position:absolute;left:0;width:400px;white-space:nowrap;line-height:1.5;padding-left:10px}</style></head><body>`)
	y := 4.0
	for _, fam := range families {
		for _, bold := range []bool{false, true} {
			for _, px := range sizes {
				for _, p := range pairs {
					h := math.Ceil(px * 1.5)
					weight := 400
					if bold {
						weight = 700
					}
					fmt.Fprintf(&html, `<div style="top:%gpx;height:%gpx;font:%d %gpx '%s';color:%s;background:%s">the quick brown fox 42</div>`,
						y, h, weight, px, fam, p[0].Hex(), p[1].Hex())
					samples = append(samples, smallSample{family: fam, px: px, bold: bold, fg: p[0], bg: p[1], y: y, h: h})
					y += h + 4
				}
			}
		}
	}
	html.WriteString(`</body></html>`)
	return html.String(), samples
}

// TestSmallTextBandOnChromium: text of 7–16 px in the fonts a Debian
// machine has (DejaVu Sans ExtraLight, a hairline face, among them), in
// greys and colours on white and on tints. Under about 12 px its strokes
// are narrower than a pixel, so its darkest pixels are lighter than its
// CSS colour, and glyphs placed on whole pixels repeat that blend
// exactly: the error band must still hold the CSS colour's ratio on
// every line, and text estimated at 8–12 px far below its minimum
// (under 3:1) must still fail with certainty. It prints the table, and per
// estimated size the least share of its colour the text showed
// (band.go, MinSmallCoverage).
func TestSmallTextBandOnChromium(t *testing.T) {
	families := []string{"DejaVu Sans ExtraLight", "DejaVu Sans", "DejaVu Serif", "DejaVu Sans Mono", "Liberation Sans", "Liberation Serif", "Liberation Mono"}
	sizes := []float64{7, 8, 9, 10, 11, 12, 13, 14, 16}
	pairs := [][2]RGB{
		{{0xb7, 0xb7, 0xb7}, white},
		{{0x76, 0x76, 0x76}, white},
		{{0x00, 0x77, 0xaa}, white},
		{{0x22, 0x8b, 0x22}, white},
		{{0x00, 0x00, 0x00}, {0xa7, 0xb0, 0xbe}},
		{{0x59, 0x59, 0x59}, {0xf4, 0xf4, 0xeb}},
	}
	html, samples := smallTextPage(families, sizes, pairs)
	f := shotHTML(t, html, 420, 600, 1)
	ts := &textScan{f: f, scale: 1}
	type stat struct {
		n, outside, unsure int
		minA               float64
	}
	stats := map[int]*stat{}
	var table strings.Builder
	for _, s := range samples {
		q := devicePixels(box(0, s.y, 420, s.h), 1)
		h := regionHist(f, q)
		ts.glyphs, ts.border, ts.flat = ts.glyphs[:0], nil, flatColours(h)
		ts.scan(q, rgbOf(h.mode()), 0)
		fams := judgedFamilies(ts.glyphs, 1)
		if len(fams) == 0 {
			t.Errorf("%s %v px bold=%v %s: no text", s.family, s.px, s.bold, s.fg.Hex())
			continue
		}
		tx := fams[0]
		size := estimateSize(tx.glyphs, 1)
		css := ContrastRatio(s.fg, s.bg)
		a := share(s.bg, s.fg, tx.fg)
		k := int(math.Round(size.px))
		st := stats[k]
		if st == nil {
			st = &stat{minA: 9}
			stats[k] = st
		}
		st.n++
		st.minA = min(st.minA, a)
		mark := ""
		if css < tx.lo-1e-9 || css > tx.hi+1e-9 {
			st.outside++
			mark = " OUTSIDE"
			t.Errorf("%s %v px bold=%v %s on %s: band %.2f–%.2f does not hold the CSS ratio %.2f", s.family, s.px, s.bold, s.fg.Hex(), s.bg.Hex(), tx.lo, tx.hi, css)
		}
		if css < 4.5 && tx.hi >= 4.5 {
			st.unsure++
			mark += " unsure"
			if css < 3 && size.px >= 8 && size.px < SmallTextPX {
				t.Errorf("%s %v px bold=%v %s on %s: %.2f:1 (CSS) is uncertain (band %.2f–%.2f), not a failure", s.family, s.px, s.bold, s.fg.Hex(), s.bg.Hex(), css, tx.lo, tx.hi)
			}
		}
		fmt.Fprintf(&table, "%-16s %4.1f %-5v %s/%s css %5.2f read %s %5.2f (%5.2f–%5.2f) α %.3f est %4.1f stem %.2f n %d%s\n",
			s.family, s.px, s.bold, s.fg.Hex(), s.bg.Hex(), css, tx.fg.Hex(), tx.ratio, tx.lo, tx.hi, a, size.px, size.stroke, len(tx.glyphs), mark)
	}
	t.Logf("small text:\n%s", table.String())
	var ks []int
	for k := range stats {
		ks = append(ks, k)
	}
	sort.Ints(ks)
	for _, k := range ks {
		st := stats[k]
		t.Logf("est %2d px: %3d lines, min α %.3f, band misses CSS %d, failing CSS left uncertain %d", k, st.n, st.minA, st.outside, st.unsure)
	}
}

// share is how far c lies from bg towards fg, projected on that line: 1
// at fg.
func share(bg, fg, c RGB) float64 {
	vx, vy, vz := float64(fg.R)-float64(bg.R), float64(fg.G)-float64(bg.G), float64(fg.B)-float64(bg.B)
	ux, uy, uz := float64(c.R)-float64(bg.R), float64(c.G)-float64(bg.G), float64(c.B)-float64(bg.B)
	vv := vx*vx + vy*vy + vz*vz
	if vv == 0 {
		return 1
	}
	return (ux*vx + uy*vy + uz*vz) / vv
}
