package pixelcheck

import (
	"image"
	"regexp"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// arrow paints a 7 × 8 px down arrow in thin strokes, its top left at
// (x, y): an outline icon at text size.
func (f *Frame) arrow(x, y int, c RGB) {
	f.cover(float64(x)+3, float64(y), float64(x)+4, float64(y)+7, c)
	for k := range 4 {
		f.cover(float64(x+k), float64(y+3+k), float64(x+k+1), float64(y+4+k), c)
		f.cover(float64(x+6-k), float64(y+3+k), float64(x+7-k), float64(y+4+k), c)
	}
}

// star paints a 5 × 5 px asterisk-like mark (a plus and its diagonals)
// with its top left at (x, y).
func (f *Frame) star(x, y int, c RGB) {
	f.fill(image.Rect(x+2, y, x+3, y+5), c)
	f.fill(image.Rect(x, y+2, x+5, y+3), c)
	for k := range 5 {
		f.fill(image.Rect(x+k, y+k, x+k+1, y+k+1), c)
		f.fill(image.Rect(x+4-k, y+k, x+5-k, y+k+1), c)
	}
}

// tick paints a 12 × 9 px check mark in strokes about 2 px wide, its
// top left at (x, y): an icon font's check, wider than it is tall.
func (f *Frame) tick(x, y int, c RGB) {
	for k := range 4 {
		f.fill(image.Rect(x+k, y+4+k, x+k+2, y+6+k), c)
	}
	for k := range 8 {
		f.fill(image.Rect(x+4+k, y+7-k, x+6+k, y+9-k), c)
	}
}

// listIcon paints a 17 × 14 px numbered-list icon, its top left at (x,
// y): three small digits stacked a pixel apart, each with a bar beside
// it, the first a pixel off its digit, the others joined to theirs (as
// Chromium draws mkdocs-material's icon at 20 px).
func (f *Frame) listIcon(x, y int, c RGB) {
	for k := range 3 {
		f.fill(image.Rect(x, y+5*k, x+3, y+5*k+4), c)
		gap := 0
		if k == 0 {
			gap = 1
		}
		f.fill(image.Rect(x+3+gap, y+5*k+1, x+17, y+5*k+3), c)
	}
}

// TestMarksBesideText: a compact mark first on its line, just before
// text of another colour, and a mark much taller than the text of its
// own colour at a run's end, are not text; a coloured mark after a label
// and the letters at a run's ends are.
func TestMarksBesideText(t *testing.T) {
	link, icon, grey := rgbHex("#007330"), rgbHex("#44a51c"), rgbHex("#8a8a8a")
	cases := []struct {
		name  string
		paint func(f *Frame)
		want  string // "" for no deviation, else a part of the one deviation
	}{
		{"arrow icons before links", func(f *Frame) {
			// qdoc's contents box: a green arrow (#44a51c, 3.16:1)
			// before each link (#007330, 6.01:1).
			for i, y := range []int{10, 35, 60} {
				f.arrow(10, y+2, icon)
				f.write(24.3, float64(y+10), 14, "regular", []string{"Hello there", "Tables", "Other"}[i], link)
			}
		}, ""},
		{"icon-font check marks an em before list items", func(f *Frame) {
			// Tabler's pricing card: a green check (#5eba00, 2.47:1),
			// wider than the items' letters are tall, kept an em from
			// each #495057 item by its margin.
			for i, y := range []int{10, 35, 60} {
				f.tick(10, y+3, rgbHex("#5eba00"))
				f.write(30.3, float64(y+12), 14, "regular", []string{"Sharing Tools", "Design Tools", "Private Messages"}[i], rgbHex("#495057"))
			}
		}, ""},
		{"an icon in pieces taller than the title it leads", func(f *Frame) {
			// mkdocs-material's example admonition: a purple list icon
			// (digits and bars a pixel apart) before a 12 px bold title.
			f.fill(image.Rect(0, 0, 320, 90), rgbHex("#393655"))
			f.listIcon(10, 10, rgbHex("#6e48de"))
			f.write(37.3, 22, 12, "bold", "SUMMARY.md", rgbHex("#e9ebfc"))
		}, ""},
		{"a large letter first on its line is text", func(f *Frame) {
			// A step's large number (here a letter of the test font)
			// before its instruction: one piece, taller than the
			// instruction's letters and wider than they are tall, in a
			// #f08080 that fails large text's 3:1.
			for i, y := range []int{5, 45} {
				f.write(10.3, float64(y+26), 28, "bold", []string{"L", "E"}[i], rgbHex("#f08080"))
				f.write(45.3, float64(y+26), 16, "regular", "Hello there", RGB{})
			}
		}, "between text #f08080 and background #ffffff is below 3:1 (WCAG 1.4.3, large text"},
		{"a large short word first on its line is text", func(f *Frame) {
			// A price or a figure before its smaller unit: two letters
			// side by side, taller than the text they lead.
			for i, y := range []int{5, 45} {
				f.write(10.3, float64(y+28), 26, "bold", []string{"It", "Il"}[i], rgbHex("#f08080"))
				f.write(48.3, float64(y+26), 14, "regular", "per month", RGB{})
			}
		}, "between text #f08080 and background #ffffff is below 3:1 (WCAG 1.4.3, large text"},
		{"a coloured mark after a label is text", func(f *Frame) {
			// A required field's asterisk after each label, in a red
			// below 4.5:1: text that fails.
			for _, y := range []int{10, 35} {
				f.write(10.3, float64(y+10), 14, "regular", "Name", RGB{})
				f.star(50, y, rgbHex("#ff3b3b"))
			}
		}, "between text #ff3b3b and background #ffffff is below 4.5:1"},
		{"a short link first on its line is text", func(f *Frame) {
			// rustdoc's module list: a two-letter link ("io") before its
			// description, wider than the description's letters are
			// tall (here in a colour that fails).
			for _, y := range []int{10, 35} {
				f.write(10.3, float64(y+12), 14, "regular", "ld", icon)
				f.write(30.3, float64(y+12), 14, "regular", "Hello there", RGB{})
			}
		}, "3.16:1 between text #44a51c and background #ffffff is below 4.5:1 (WCAG 1.4.3, small text"},
		{"tall icons beside text of their colour", func(f *Frame) {
			// The handbook's bottom navigation: 20 px icons in the
			// links' grey before 14 px links. #8a8a8a is 3.45:1, which
			// fails small text; the icons read as tall letters made
			// the links 28 px, large text, passing at 3:1.
			for _, x := range []int{10, 160} {
				f.border(image.Rect(x, 10, x+20, 30), 2, grey)
				f.write(float64(x+26)+0.3, 26, 14, "regular", "Home", grey)
			}
		}, "3.45:1 between text #8a8a8a and background #ffffff is below 4.5:1 (WCAG 1.4.3, small text"},
		{"letters at a run's ends are letters", func(f *Frame) {
			f.write(10.3, 26, 14, "regular", "Hello there", grey)
		}, "3.45:1 between text #8a8a8a and background #ffffff is below 4.5:1 (WCAG 1.4.3, small text"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := newFrame(320, 90, white)
			c.paint(f)
			wantOne(t, check(f, regionOf("nav", image.Rect(0, 0, 320, 90)), 4.5), c.want)
		})
	}
}

// bandNote is the error band a description gives after its ratio.
var bandNote = regexp.MustCompile(` \(error band [0-9.]+–[0-9.]+\)`)

// withoutBand is a deviation's description without its error band: these
// tests are about which text is judged, not about the band (band_test.go).
func withoutBand(desc string) string { return bandNote.ReplaceAllString(desc, "") }

// wantOne checks a region's deviations: none when want is "", else one
// whose description, without its band, holds want.
func wantOne(t *testing.T, devs []events.Deviation, want string) {
	t.Helper()
	switch {
	case want == "" && len(devs) != 0:
		t.Errorf("want no deviation, got %+v", devs)
	case want != "" && (len(devs) != 1 || !strings.Contains(withoutBand(devs[0].Description), want)):
		t.Errorf("want %q, got %+v", want, devs)
	}
}
