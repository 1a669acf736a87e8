package pixelcheck

import (
	"fmt"
	"image"
	"testing"
)

// TestPageSeenThroughALetter: a large bold letter whose stroke is as thick
// as a fill's (ContainerStroke) — an M, a W — passes for a container, and
// the page showing between its strokes, open to the letter's box, must
// not be read as text in the page's colour on the letter's: the text and
// its background swapped (asciidoc's 32 px bold #527bbd titles, once read
// as white text on #527bbd at 21 px). Text on a real fill, in the page's
// colour or not, stays text on that fill; a bold letter's closed
// counters stay what they were.
func TestPageSeenThroughALetter(t *testing.T) {
	blue, white := rgbHex("#527bbd"), rgbHex("#ffffff")
	type fam struct{ fg, bg string }
	for _, tc := range []struct {
		name  string
		scale float64
		paint func(f *Frame, s float64)
		want  []fam
	}{
		{"bold 32 px M in a blue title", 1, func(f *Frame, s float64) {
			words(f, 12.3*s, 60*s, 32*s, "bold", blue, "in", "Manual")
		}, []fam{{"#527bbd", "#ffffff"}}},
		{"bold 32 px M at scale 2", 2, func(f *Frame, s float64) {
			words(f, 12.3*s, 60*s, 32*s, "bold", blue, "in", "Manual")
		}, []fam{{"#527bbd", "#ffffff"}}},
		{"bold 32 px W", 1, func(f *Frame, s float64) {
			words(f, 12.3*s, 60*s, 32*s, "bold", blue, "in", "Wide")
		}, []fam{{"#527bbd", "#ffffff"}}},
		{"bold 40 px M and W in grey", 1, func(f *Frame, s float64) {
			words(f, 12.3*s, 66*s, 40*s, "bold", rgbHex("#595959"), "in", "MWM")
		}, []fam{{"#595959", "#ffffff"}}},
		{"bold 32 px without M or W", 1, func(f *Frame, s float64) {
			f.write(12.3*s, 60*s, 32*s, "bold", "Handbook", blue)
		}, []fam{{"#527bbd", "#ffffff"}}},
		{"white bold 32 px MENU on a blue button", 1, func(f *Frame, s float64) {
			f.fill(image.Rect(int(8*s), int(14*s), int(392*s), int(76*s)), blue)
			words(f, 24.3*s, 60*s, 32*s, "bold", white, "in", "Menu")
		}, []fam{{"#ffffff", "#527bbd"}}},
		{"white bold 16 px text on a blue button", 1, func(f *Frame, s float64) {
			f.fill(image.Rect(int(8*s), int(20*s), int(200*s), int(60*s)), blue)
			f.write(20.3*s, 46*s, 16*s, "bold", "Hold the line", white)
		}, []fam{{"#ffffff", "#527bbd"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := tc.scale
			f := newFrame(int(400*s), int(90*s), white)
			tc.paint(f, s)
			ts := &textScan{f: f, scale: s}
			q := f.bounds()
			ts.glyphs, ts.flat = ts.glyphs[:0], flatColours(regionHist(f, q))
			ts.scan(q, rgbOf(regionHist(f, q).mode()), 0)
			var got []fam
			for _, tx := range judgedFamilies(ts.glyphs, s) {
				got = append(got, fam{tx.fg.Hex(), tx.bg.Hex()})
			}
			if fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Errorf("text families %v, want %v", got, tc.want)
			}
		})
	}
}

// words writes words one after another with a space a quarter of an em
// wide, as proportional fonts have (the block font's own space is a whole
// advance, which would leave a letter after it standing alone, a mark
// beside text by marks.go).
func words(f *Frame, x, y, size float64, weight string, ink RGB, ws ...string) {
	for _, w := range ws {
		f.write(x, y, size, weight, w, ink)
		for _, r := range w {
			x += advance(r) * size
		}
		x += 0.25 * size
	}
}
