package pixelcheck

import (
	"image"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// TestMinorityTextJudged: a composite region is judged on every text in
// it, not only on its dominant ink. Pale separators between dark links
// (a breadcrumb's grey "o" at 1.9:1 between #333 words) lie on the line
// from the background to the links' colour, but no glyph of the links'
// colour with strokes a pixel wide shows less than half of it: they are
// text of their own colour and fail. A small number in a box cut tight
// around it (a footnote's red number in its inline box, whose first glyph
// touches the box's side) is text, not an edge. Pale shapes away from the
// line (an arrow image beside a title), taller than its letters (a
// checkbox beside its label) and a glyph that only touches the
// side along a bar (a border) stay what they were.
func TestMinorityTextJudged(t *testing.T) {
	dark, pale, red := rgbHex("#333333"), rgbHex("#bbbbbb"), rgbHex("#ff0000")
	for _, tc := range []struct {
		name  string
		paint func(f *Frame)
		box   skeleton.Rect
		want  string // "" no contrast deviation, else a substring of it
	}{
		{"pale separators between dark links", func(f *Frame) {
			x := 12.3
			for i, w := range []string{"Index", "o", "Tables", "o", "Lists"} {
				ink := dark
				if i%2 == 1 {
					ink = pale
				}
				f.write(x, 40, 16, "regular", w, ink)
				x += float64(len(w))*bfAdvance*16 + 6
			}
		}, skeleton.Rect{X: 4, Y: 10, W: 380, H: 44}, "text #bbbbbb"},
		{"pale checkboxes beside dark labels", func(f *Frame) {
			f.write(12.3, 40, 16, "regular", "none", dark)
			f.border(image.Rect(60, 22, 80, 42), 1, pale)
			f.write(88.3, 40, 16, "regular", "more", dark)
			f.border(image.Rect(136, 22, 156, 42), 1, pale)
			f.write(164.3, 40, 16, "regular", "less", dark)
		}, skeleton.Rect{X: 4, Y: 10, W: 380, H: 44}, ""},
		{"dark links alone", func(f *Frame) {
			words(f, 12.3, 40, 16, "regular", dark, "Index", "Tables", "Lists")
		}, skeleton.Rect{X: 4, Y: 10, W: 380, H: 44}, ""},
		{"a red number in a tight box", func(f *Frame) {
			f.write(100.6, 40, 16, "regular", "On", red)
		}, skeleton.Rect{X: 100.9, Y: 27, W: 20, H: 14}, "text #ff"},
		{"a red number in a generous box", func(f *Frame) {
			f.write(100.6, 40, 16, "regular", "On", red)
		}, skeleton.Rect{X: 90, Y: 20, W: 40, H: 30}, "text #ff"},
		{"a bar along the side of its box", func(f *Frame) {
			f.fill(image.Rect(101, 27, 103, 41), red)
			f.write(110.6, 40, 16, "regular", "n", dark)
		}, skeleton.Rect{X: 100.9, Y: 27, W: 20, H: 14}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) { wantContrast(t, tc.paint, tc.box, tc.want) })
	}
}

// wantContrast checks one element el with box on a 400 × 80 white frame
// that paint draws: want "" means no contrast deviation, else a
// substring of its description.
func wantContrast(t *testing.T, paint func(f *Frame), box skeleton.Rect, want string) {
	t.Helper()
	f := newFrame(400, 80, rgbHex("#ffffff"))
	paint(f)
	got := CheckFrame(f, []Region{{Element: "el", Box: box}}, Checks{MinContrast: 4.5}, Place{Screen: "s", Breakpoint: "desktop", Scale: 1})
	var desc string
	for _, d := range got.Deviations {
		if d.ID == IDContrast {
			desc = d.Description
		}
	}
	switch {
	case want == "" && desc != "":
		t.Errorf("contrast deviation %q, want none", desc)
	case want != "" && !strings.Contains(desc, want):
		t.Errorf("contrast deviation %q, want one on %q (texts %+v)", desc, want, got.Contrast)
	}
}
