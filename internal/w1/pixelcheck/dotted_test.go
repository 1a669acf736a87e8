package pixelcheck

import (
	"image"
	"testing"
)

// TestDottedRules: rules drawn in pieces — a dotted or dashed border,
// horizontal or vertical — are not text, however many pieces they have;
// letter-like marks in a row are still text. Each rule below has more
// pieces than the text has letters, and some letters stand alone in
// their cell (a table's one-letter column), in no run that is judged
// apart (the real case: qdoc's summary table, #cccccc dotted row
// dividers read as 1.49:1 text among black letters).
func TestDottedRules(t *testing.T) {
	tint, rule := rgbHex("#f6f6f6"), rgbHex("#cccccc")
	cases := []struct {
		name  string
		paint func(f *Frame)
		want  string // "" for no deviation, else a part of the one deviation
	}{
		{"dotted row dividers", func(f *Frame) {
			for i, y := range []int{20, 50} {
				f.write(20.3, float64(y+16), 14, "regular", []string{"Hello there", "Hello"}[i], RGB{})
				f.write(250.3, float64(y+16), 14, "regular", "H", RGB{})
				for x := 10; x < 310; x += 2 {
					f.fill(image.Rect(x, y+22, x+1, y+23), rule)
				}
			}
		}, ""},
		{"dashed row dividers 2 px thick", func(f *Frame) {
			f.write(20.3, 36, 14, "regular", "Hello", RGB{})
			f.write(250.3, 36, 14, "regular", "H", RGB{})
			f.write(250.3, 66, 14, "regular", "E", RGB{})
			for _, y := range []int{42, 72} {
				for x := 10; x < 310; x += 12 {
					f.fill(image.Rect(x, y, x+6, y+2), rule)
				}
			}
		}, ""},
		{"dotted column rules", func(f *Frame) {
			f.write(60.3, 36, 14, "regular", "Hello", RGB{})
			f.write(200.3, 36, 14, "regular", "H", RGB{})
			f.write(200.3, 66, 14, "regular", "E", RGB{})
			for _, x := range []int{20, 150, 280} {
				for y := 10; y < 100; y += 2 {
					f.fill(image.Rect(x, y, x+1, y+1), rule)
				}
			}
		}, ""},
		{"letter-like bars are text", func(f *Frame) {
			// cmd/witness-w1's golden page: #777777 strokes 2 px wide and
			// 14 px tall on #f0f0f0 (3.93:1), a true defect.
			f.fill(f.bounds(), rgbHex("#f0f0f0"))
			for x := 40; x < 280; x += 8 {
				f.fill(image.Rect(x, 30, x+2, 44), rgbHex("#777777"))
			}
		}, "3.93:1 between text #777777 and background #f0f0f0 is below 4.5:1"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := newFrame(320, 110, tint)
			c.paint(f)
			wantOne(t, check(f, regionOf("table", image.Rect(0, 0, 320, 110)), 4.5), c.want)
		})
	}
}
