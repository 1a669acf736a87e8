package pixelcheck

import (
	"image"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// joined paints text with its letters touching (an advance of one glyph
// body), as small and bold letters reach each other in a browser.
func joined(f *Frame, x, y, size float64, weight, text string, ink RGB) {
	for _, r := range text {
		f.write(x, y, size, weight, string(r), ink)
		x += 0.5 * size
	}
}

// TestLoneWordJudged: an element whose only text is a short word in one
// piece (two or three letters joined by their edges) is judged on it, in
// a generous box and in a box cut tight around it; icons alone in their
// boxes (a checkbox's outline, a ring, a cross, a bullet), a table grid's
// piece and a short word beside other text stay what they were.
func TestLoneWordJudged(t *testing.T) {
	dark, pale := rgbHex("#333333"), rgbHex("#b7b7b7")
	for _, tc := range []struct {
		name  string
		paint func(f *Frame)
		box   skeleton.Rect
		want  string // "" no contrast deviation, else a substring of it
	}{
		{"a short word alone in a wide box", func(f *Frame) {
			joined(f, 12.3, 40, 16, "regular", "un", pale)
		}, skeleton.Rect{X: 4, Y: 20, W: 380, H: 26}, "text #b7b7b7"},
		{"a short word in a box cut tight around it", func(f *Frame) {
			joined(f, 100.6, 40, 16, "regular", "un", pale)
		}, skeleton.Rect{X: 100.9, Y: 29, W: 15.5, H: 13}, "text #b7b7b7"},
		{"a checkbox outline alone", func(f *Frame) {
			f.border(image.Rect(100, 26, 116, 42), 1, pale)
		}, skeleton.Rect{X: 96, Y: 22, W: 24, H: 24}, ""},
		{"a ring alone", func(f *Frame) {
			joined(f, 100.6, 40, 16, "regular", "o", pale)
		}, skeleton.Rect{X: 96, Y: 22, W: 24, H: 24}, ""},
		{"a cross alone", func(f *Frame) {
			f.fill(image.Rect(100, 33, 116, 35), pale)
			f.fill(image.Rect(107, 26, 109, 42), pale)
		}, skeleton.Rect{X: 96, Y: 22, W: 24, H: 24}, ""},
		{"a bullet alone", func(f *Frame) {
			f.fill(image.Rect(105, 31, 111, 37), pale)
		}, skeleton.Rect{X: 96, Y: 22, W: 24, H: 24}, ""},
		{"a grid's piece", func(f *Frame) {
			f.fill(image.Rect(96, 33, 130, 34), pale)
			f.fill(image.Rect(104, 22, 105, 46), pale)
			f.fill(image.Rect(120, 22, 121, 46), pale)
		}, skeleton.Rect{X: 96, Y: 22, W: 34, H: 24}, ""},
		{"a neighbour's short word cut by the box's side", func(f *Frame) {
			joined(f, 100.6, 40, 16, "regular", "un", pale)
		}, skeleton.Rect{X: 106, Y: 22, W: 40, H: 24}, ""},
		{"a neighbour's word whose first letter the box's side cuts off", func(f *Frame) {
			joined(f, 100.6, 40, 16, "regular", "unn", pale)
		}, skeleton.Rect{X: 108.6, Y: 22, W: 40, H: 24}, ""},
		{"a pale short word beside passing text", func(f *Frame) {
			words(f, 12.3, 40, 16, "regular", dark, "Index", "Tables")
			f.write(12.3, 20, 16, "regular", "a", pale)
		}, skeleton.Rect{X: 4, Y: 4, W: 380, H: 44}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) { wantContrast(t, tc.paint, tc.box, tc.want) })
	}
}

// TestLoneWordJudgedOnChromium: Chromium's own short words alone in their
// elements — a 13 px link "Up" in a full-width bar, a bold 16 px "pic" in
// a box cut tight around it, both #b7b7b7 (2.01:1) with their letters
// touching — fail with certainty; pale icons alone in their boxes (a
// checkbox's outline, a magnifier, a cross, a bullet) are not text.
func TestLoneWordJudgedOnChromium(t *testing.T) {
	r := observe(t, "/lone.html", desktop, fastOptions(),
		el{id: "up", bbox: at("{x: 5, y: 5, w: 365, h: 15}")},
		el{id: "pic", bbox: at("{x: 32.45, y: 53.53, w: 20.45, h: 17}")},
		el{id: "box", bbox: at("{x: 100, y: 100, w: 20, h: 20}")},
		el{id: "lens", bbox: at("{x: 140, y: 100, w: 20, h: 20}")},
		el{id: "cross", bbox: at("{x: 180, y: 100, w: 20, h: 20}")},
		el{id: "bullet", bbox: at("{x: 220, y: 100, w: 20, h: 20}")},
	)
	if r.Report.Error != "" {
		t.Fatal(r.Report.Error)
	}
	failed := map[string]bool{}
	for _, d := range r.Report.Deviations {
		t.Logf("%s %s %s (uncertain %v)", d.LocationHint, d.ID, d.Description, d.Uncertain)
		if d.ID == IDContrast && !d.Uncertain {
			failed[d.LocationHint] = true
		}
	}
	for id, want := range map[string]bool{"up": true, "pic": true, "box": false, "lens": false, "cross": false, "bullet": false} {
		if got := failed["page/"+id+"@desktop"]; got != want {
			t.Errorf("%s: failed %v, want %v", id, got, want)
		}
	}
	for _, d := range r.Report.Deviations {
		if d.ID == IDContrast && !failed[d.LocationHint] {
			t.Errorf("uncertain flag on %s: %s", d.LocationHint, d.Description)
		}
	}
}
