package pixelcheck

import (
	"image"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// TestRegionPresence: a region shows its element when enough of it is
// ink, and also when it is a block around a word or two (its text,
// wholly inside it, covers under 0.5 % of a box as wide as the page) or
// a strip whose only ink is its border on the row its edge rounds to, as
// Chromium paints boxes. What a hidden element leaves — the page, a
// neighbour's letters cut by the box's side, a rule, a word in a box far
// taller than a line, a neighbour's rule beside a strip that does not
// round onto it or that goes on past the box's side (YARD's floated
// summary toggle, hidden, over the rule of the list below it) — still
// shows only the colour around it.
func TestRegionPresence(t *testing.T) {
	black, blue, grey, rule := rgbHex("#000000"), rgbHex("#416dff"), rgbHex("#aaaaaa"), rgbHex("#405871")
	for _, tc := range []struct {
		name  string
		paint func(f *Frame)
		box   skeleton.Rect
		want  string // the deviations' ids, as ids() lists them
	}{
		{"a word in a page-wide bar", func(f *Frame) { f.write(8.3, 16, 13, "regular", "up", black) },
			box(5, 5, 1270, 15), ""},
		{"the same word in a low contrast", func(f *Frame) { f.write(8.3, 16, 13, "regular", "up", grey) },
			box(5, 5, 1270, 15), "contrast s/e@bp"},
		{"a link's colour in the bar", func(f *Frame) { f.write(8.3, 16, 13, "regular", "up", blue) },
			box(5, 5, 1270, 15), "contrast s/e@bp"},
		{"one letter in a page-wide strip", func(f *Frame) { f.write(8.3, 24, 13.33, "bold", "E", black) },
			box(8, 13, 1264, 15), ""},
		{"a term in a page-wide table", func(f *Frame) { f.write(10.3, 30, 16, "regular", "on, o1", grey) },
			box(8, 10, 1264, 34), "contrast s/e@bp"},
		{"the bar hidden", func(f *Frame) {}, box(5, 5, 1270, 15), "region_ink s/e@bp"},
		{"a neighbour's letters cut by the bar's side", func(f *Frame) {
			f.write(8.3, 26, 16, "regular", "Hl", black)
		}, box(5, 5, 1270, 15), "region_ink s/e@bp"},
		{"a letter at the bar's side, the page past it", func(f *Frame) { f.write(5, 16, 13, "regular", "up", black) },
			box(5, 5, 1270, 15), ""},
		{"a word in a box many lines tall", func(f *Frame) { f.write(8.3, 16, 13, "regular", "up", black) },
			box(5, 5, 1270, 80), "region_ink s/e@bp"},
		{"a dash inside the bar", func(f *Frame) { f.fill(image.Rect(20, 12, 60, 13), black) },
			box(5, 5, 1270, 15), "region_ink s/e@bp"},
		{"a bar inside the bar", func(f *Frame) { f.fill(image.Rect(20, 9, 40, 13), black) },
			box(5, 5, 1270, 15), "region_ink s/e@bp"},
		{"a strip that is its top border, on the row its edge rounds to", func(f *Frame) {
			f.fill(image.Rect(30, 40, 1266, 41), rule)
		}, box(30, 40.14, 1236, 3.59), ""},
		{"the strip hidden", func(f *Frame) {}, box(30, 40.14, 1236, 3.59), "region_ink s/e@bp"},
		{"a neighbour's rule, longer than the strip, on the row its edge rounds to", func(f *Frame) {
			f.fill(image.Rect(10, 40, 1290, 41), rule)
		}, box(30, 40.14, 1236, 3.59), "region_ink s/e@bp"},
		{"a hidden float over the rule of the block below it", func(f *Frame) {
			f.fill(image.Rect(10, 45, 164, 46), grey)
		}, box(100.83, 20.56, 62.73, 25), "region_ink s/e@bp"},
		{"a neighbour's rule across the page under a strip as wide as the page", func(f *Frame) {
			f.fill(image.Rect(0, 40, 1300, 41), rule)
		}, box(0, 40.14, 1300, 3.59), "region_ink s/e@bp"},
		{"a neighbour's rule above a strip whose edge rounds down onto its own row", func(f *Frame) {
			f.fill(image.Rect(30, 40, 1266, 41), rule)
		}, box(30, 40.6, 1236, 3.59), "region_ink s/e@bp"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFrame(1300, 100, white)
			f.fill(image.Rect(1290, 90, 1300, 100), black) // not a blank frame
			tc.paint(f)
			got := CheckFrame(f, []Region{{Element: "e", Box: tc.box}}, Checks{MinContrast: 4.5}, place)
			if ids(got.Deviations) != tc.want {
				t.Errorf("got %q, want %q", ids(got.Deviations), tc.want)
				for _, d := range got.Deviations {
					t.Log(d.Description)
				}
			}
		})
	}
}

// TestSnappedPixels: Chromium paints a box with each edge rounded to the
// nearest device pixel, so boxes that touch share no row.
func TestSnappedPixels(t *testing.T) {
	for _, tc := range []struct {
		b     [4]float64
		scale float64
		want  image.Rectangle
	}{
		{[4]float64{30, 1448.14, 1236, 3.59}, 1, image.Rect(30, 1448, 1266, 1452)},
		{[4]float64{7, 1543.25, 361, 3.59}, 1, image.Rect(7, 1543, 368, 1547)},
		{[4]float64{10.5, 10.6, 20, 20}, 1, image.Rect(11, 11, 31, 31)},
		{[4]float64{10, 20, 30, 40}, 2.625, image.Rect(26, 53, 105, 158)},
	} {
		if got := snappedPixels(box(tc.b[0], tc.b[1], tc.b[2], tc.b[3]), tc.scale); got != tc.want {
			t.Errorf("%v at %v: %v, want %v", tc.b, tc.scale, got, tc.want)
		}
	}
	// Two boxes that touch at a fraction: the row goes to one of them.
	a, b := snappedPixels(box(0, 0, 10, 10.4), 1), snappedPixels(box(0, 10.4, 10, 5), 1)
	if a.Max.Y != b.Min.Y {
		t.Errorf("touching boxes %v and %v", a, b)
	}
}
