package pixelcheck

import (
	"image"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// gradient paints a left-to-right gradient from a to b into r.
func (f *Frame) gradient(r image.Rectangle, a, b RGB) {
	for x := r.Min.X; x < r.Max.X; x++ {
		t := float64(x-r.Min.X) / float64(max(1, r.Dx()-1))
		mix := func(p, q uint8) uint8 { return uint8(float64(p) + t*(float64(q)-float64(p)) + 0.5) }
		f.fill(image.Rect(x, r.Min.Y, x+1, r.Max.Y), RGB{mix(a.R, b.R), mix(a.G, b.G), mix(a.B, b.B)})
	}
}

// TestUndecided: what the pixels cannot decide is reported undecided with
// its reason — neither a deviation nor a pass: a pinned text colour that
// no text run in the region is painted in (or may be, within the run's
// error band), and text contrast in a region with no one background
// colour. Everything the pixels can decide is judged as before.
func TestUndecided(t *testing.T) {
	ink := RGB{0x1a, 0x1a, 0x1a}
	link := RGB{0x0b, 0x57, 0xd0}
	pin := func(c RGB) []TokenColour {
		return []TokenColour{{Property: "color", Token: "color.text", Colour: skeleton.Color{R: c.R, G: c.G, B: c.B, A: 1}}}
	}
	textIn := func(c RGB) func(f *Frame) { return func(f *Frame) { f.text(image.Rect(10, 10, 190, 50), c, white) } }
	region := func(toks []TokenColour) []Region {
		return []Region{{Element: "e", Box: box(10, 10, 180, 40), Tokens: toks}}
	}
	for _, tc := range []struct {
		name    string
		paint   func(f *Frame)
		regions []Region
		devs    string // deviation ids and hints
		und     string // criterion of each undecided entry
		reason  []string
		figure  bool // a contrast figure is reported
	}{
		{"text in the pinned colour", textIn(ink), region(pin(ink)), "", "", nil, true},
		{"text in another colour (a link inside a heading): undecided", textIn(link), region(pin(ink)), "",
			"token_colour", []string{"no text in the region is painted in #1a1a1a", "its text is #0b57d0", "ΔE00"}, true},
		{"the same, failing contrast: the failure stands", textIn(RGB{0xbb, 0xbb, 0xbb}), region(pin(ink)), "contrast s/e@bp",
			"token_colour", []string{"its text is #bbbbbb"}, true},
		{"thin text whose band reaches the pinned colour: shown", func(f *Frame) {
			for y := 22.0; y < 50; y += 12 {
				f.write(12, y, 10, "light", "Hello nodes", RGB{0, 0, 0})
			}
		}, region(pin(RGB{0, 0, 0})), "", "", nil, true},
		{"no text at all: the colour is missing", func(f *Frame) { f.fill(image.Rect(10, 10, 190, 50), RGB{0xee, 0xee, 0xee}) },
			region(pin(ink)), "token_colour s/e@bp", "", nil, false},
		{"a fill token is judged by its pixels as before", textIn(link),
			region([]TokenColour{{Property: "background-color", Token: "bg", Colour: skeleton.Color{R: 0xf5, G: 0xa6, B: 0x23, A: 1}}}),
			"token_colour s/e@bp", "", nil, true},
		{"inactive: no text judged, the colour is missing", textIn(link),
			[]Region{{Element: "e", Box: box(10, 10, 180, 40), Tokens: pin(ink), Disabled: true}}, "token_colour s/e@bp", "", nil, false},
		{"text over a gradient: contrast undecided", func(f *Frame) {
			f.gradient(image.Rect(10, 10, 190, 50), RGB{0x66, 0x7e, 0xea}, RGB{0xf7, 0x4b, 0x12})
			f.text(image.Rect(10, 10, 190, 50), white, white)
		}, region(nil), "", "1.4.3", []string{"no one background colour", "an image or a gradient"}, false},
		{"a flat fill with no text: nothing to decide", func(f *Frame) { f.fill(image.Rect(10, 10, 190, 50), RGB{0x22, 0x22, 0x22}) },
			region(nil), "", "", nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFrame(200, 200, white)
			tc.paint(f)
			got := CheckFrame(f, tc.regions, Checks{MinContrast: 4.5}, place)
			if s := ids(got.Deviations); s != tc.devs {
				t.Errorf("deviations %q, want %q (%+v)", s, tc.devs, got.Deviations)
			}
			var crit []string
			for _, u := range got.Undecided {
				crit = append(crit, u.Criterion)
				if u.Screen != "s" || u.Element != "e" || u.Breakpoint != "bp" {
					t.Errorf("undecided at %s/%s@%s", u.Screen, u.Element, u.Breakpoint)
				}
				if (u.Criterion == events.CriterionTokenColour) != (u.Property == "color" && u.Token == "color.text") {
					t.Errorf("undecided %+v: property and token", u)
				}
				for _, w := range tc.reason {
					if !strings.Contains(u.Reason, w) {
						t.Errorf("reason %q lacks %q", u.Reason, w)
					}
				}
			}
			if s := strings.Join(crit, ","); s != tc.und {
				t.Errorf("undecided %q, want %q (%+v)", s, tc.und, got.Undecided)
			}
			if (len(got.Contrast) == 1) != tc.figure {
				t.Errorf("contrast figures %+v, want one: %v", got.Contrast, tc.figure)
			}
		})
	}
}
