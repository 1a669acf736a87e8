package pixelcheck

import (
	"bytes"
	"image"
	"image/png"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// newFrame returns a w×h frame filled with c.
func newFrame(w, h int, c RGB) *Frame {
	f := &Frame{Width: w, Height: h, Pix: make([]uint8, w*h*4)}
	f.fill(image.Rect(0, 0, w, h), c)
	return f
}

func (f *Frame) fill(r image.Rectangle, c RGB) {
	r = r.Intersect(f.bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			i := (y*f.Width + x) * 4
			f.Pix[i], f.Pix[i+1], f.Pix[i+2], f.Pix[i+3] = c.R, c.G, c.B, 255
		}
	}
}

// text paints lines of 16 px regular block-font text (blockfont_test.go)
// into r, over what the frame holds there (bg is the colour the caller
// filled it with; the block font blends over the frame itself).
func (f *Frame) text(r image.Rectangle, ink, _ RGB) {
	for y := float64(r.Min.Y) + 14.3; y+5 <= float64(r.Max.Y); y += 20 {
		f.write(float64(r.Min.X)+2.4, y, 16, "regular", "Hello nodes", ink)
	}
}

var (
	white = RGB{255, 255, 255}
	place = Place{Screen: "s", Breakpoint: "bp", Surface: "web", Scale: 1}
)

func box(x, y, w, h float64) skeleton.Rect { return skeleton.Rect{X: x, Y: y, W: w, H: h} }

func ids(devs []events.Deviation) string {
	var out []string
	for _, d := range devs {
		out = append(out, d.ID+" "+d.LocationHint)
	}
	return strings.Join(out, ", ")
}

func TestCheckFrame(t *testing.T) {
	// A compositing step (band.go) either side of 4.5:1 on white.
	grey := RGB{0x73, 0x73, 0x73}
	lighter := RGB{0x7a, 0x7a, 0x7a}
	dark := RGB{0x22, 0x22, 0x22}
	sun := RGB{0xf5, 0xa6, 0x23}
	sunToken := TokenColour{Property: "background-color", Token: "color.accent.sun", Colour: skeleton.Color{R: 0xf5, G: 0xa6, B: 0x23, A: 1}}
	for _, tc := range []struct {
		name    string
		paint   func(f *Frame)
		regions []Region
		scale   float64
		want    string
	}{
		{"blank", func(f *Frame) {}, []Region{{Element: "e", Box: box(0, 0, 10, 10)}}, 1, "blank_frame s@bp"},
		{"ink present", func(f *Frame) { f.fill(image.Rect(10, 10, 50, 30), sun) },
			[]Region{{Element: "e", Box: box(10, 10, 40, 20)}}, 1, ""},
		{"ink absent", func(f *Frame) { f.fill(image.Rect(100, 100, 120, 120), sun) },
			[]Region{{Element: "e", Box: box(10, 10, 40, 20)}}, 1, "region_ink s/e@bp"},
		{"faint ink is no ink", func(f *Frame) {
			f.fill(image.Rect(100, 100, 120, 120), sun)
			f.fill(image.Rect(10, 10, 50, 30), RGB{250, 250, 250})
		}, []Region{{Element: "e", Box: box(10, 10, 40, 20)}}, 1, "region_ink s/e@bp"},
		// Wholly outside the frame: declared off the canvas there (a
		// closed drawer), no pixels to judge (docs/SKELETON.md).
		{"outside below", func(f *Frame) { f.fill(image.Rect(0, 0, 5, 5), sun) },
			[]Region{{Element: "e", Box: box(10, 500, 40, 20)}}, 1, ""},
		{"off-canvas left", func(f *Frame) { f.fill(image.Rect(0, 0, 5, 5), sun) },
			[]Region{{Element: "e", Box: box(-280, 0, 280, 200)}}, 1, ""},
		{"off-canvas right", func(f *Frame) { f.fill(image.Rect(0, 0, 5, 5), sun) },
			[]Region{{Element: "e", Box: box(200, 0, 280, 200)}}, 1, ""},
		{"partly off-canvas, the visible part empty", func(f *Frame) { f.fill(image.Rect(100, 100, 120, 120), sun) },
			[]Region{{Element: "e", Box: box(-270, 0, 280, 200)}}, 1, "region_ink s/e@bp"},
		{"partly outside, clipped", func(f *Frame) { f.fill(image.Rect(150, 150, 200, 200), sun) },
			[]Region{{Element: "e", Box: box(150, 150, 100, 100)}}, 1, ""},
		{"scaled box", func(f *Frame) { f.fill(image.Rect(40, 40, 80, 80), sun) },
			[]Region{{Element: "e", Box: box(20, 20, 20, 20)}}, 2, ""},
		{"scaled box misses", func(f *Frame) { f.fill(image.Rect(20, 20, 40, 40), sun) },
			[]Region{{Element: "e", Box: box(20, 20, 20, 20)}}, 2, "region_ink s/e@bp"},
		{"text above 4.5", func(f *Frame) { f.text(image.Rect(10, 10, 190, 50), grey, white) },
			[]Region{{Element: "e", Box: box(10, 10, 180, 40)}}, 1, ""},
		{"text below 4.5", func(f *Frame) { f.text(image.Rect(10, 10, 190, 50), lighter, white) },
			[]Region{{Element: "e", Box: box(10, 10, 180, 40)}}, 1, "contrast s/e@bp"},
		{"light text on dark", func(f *Frame) {
			f.fill(image.Rect(10, 10, 190, 50), dark)
			f.text(image.Rect(10, 10, 190, 50), RGB{0xee, 0xee, 0xee}, dark)
		}, []Region{{Element: "e", Box: box(10, 10, 180, 40)}}, 1, ""},
		{"dark text on dark", func(f *Frame) {
			f.fill(image.Rect(10, 10, 190, 50), dark)
			f.text(image.Rect(10, 10, 190, 50), RGB{0x55, 0x55, 0x55}, dark)
		}, []Region{{Element: "e", Box: box(10, 10, 180, 40)}}, 1, "contrast s/e@bp"},
		{"box larger than the button: the margin is not ink", func(f *Frame) {
			f.fill(image.Rect(10, 16, 190, 44), sun)
			f.text(image.Rect(10, 16, 190, 44), RGB{0x1a, 0x1a, 0x1a}, sun)
		}, []Region{{Element: "e", Box: box(6, 8, 188, 44)}}, 1, ""},
		{"white text on the button is ink", func(f *Frame) {
			f.fill(image.Rect(10, 16, 190, 44), sun)
			f.text(image.Rect(10, 16, 190, 44), white, sun)
		}, []Region{{Element: "e", Box: box(6, 8, 188, 44)}}, 1, "contrast s/e@bp"},
		// A dashed 1 px rule is pieces 1 px tall: no font draws letters
		// that small (MinTextPX), so it is not text to judge.
		{"a dashed rule is not text", func(f *Frame) {
			for x := 12; x+6 < 188; x += 9 {
				f.fill(image.Rect(x, 30, x+6, 31), RGB{0x80, 0x80, 0x80})
			}
		}, []Region{{Element: "e", Box: box(10, 10, 180, 40)}}, 1, ""},
		{"the same rule under text: the text is judged", func(f *Frame) {
			f.text(image.Rect(10, 10, 190, 50), lighter, white)
			for x := 12; x+6 < 188; x += 9 {
				f.fill(image.Rect(x, 48, x+6, 49), RGB{0x80, 0x80, 0x80})
			}
		}, []Region{{Element: "e", Box: box(10, 10, 180, 40)}}, 1, "contrast s/e@bp"},
		{"flat fill has no ink to measure", func(f *Frame) { f.fill(image.Rect(10, 10, 50, 30), RGB{0xf0, 0xf0, 0xf0}) },
			[]Region{{Element: "e", Box: box(10, 10, 40, 20)}}, 1, ""},
		{"token present", func(f *Frame) { f.fill(image.Rect(10, 10, 50, 30), sun) },
			[]Region{{Element: "e", Box: box(10, 10, 40, 20), Tokens: []TokenColour{sunToken}}}, 1, ""},
		{"token within ΔE00 2", func(f *Frame) { f.fill(image.Rect(10, 10, 50, 30), RGB{0xf5, 0xa4, 0x23}) },
			[]Region{{Element: "e", Box: box(10, 10, 40, 20), Tokens: []TokenColour{sunToken}}}, 1, ""},
		{"token beyond ΔE00 2", func(f *Frame) { f.fill(image.Rect(10, 10, 50, 30), RGB{0xf3, 0x9c, 0x12}) },
			[]Region{{Element: "e", Box: box(10, 10, 40, 20), Tokens: []TokenColour{sunToken}}}, 1, "token_colour s/e@bp"},
		{"token in a few pixels only", func(f *Frame) {
			f.fill(image.Rect(10, 10, 50, 30), RGB{0xf3, 0x9c, 0x12})
			f.fill(image.Rect(10, 10, 11, 13), sun)
		}, []Region{{Element: "e", Box: box(10, 10, 40, 20), Tokens: []TokenColour{sunToken}}}, 1, "token_colour s/e@bp"},
		{"translucent token skipped", func(f *Frame) { f.fill(image.Rect(10, 10, 50, 30), sun) },
			[]Region{{Element: "e", Box: box(10, 10, 40, 20), Tokens: []TokenColour{{Property: "color", Token: "t", Colour: skeleton.Color{A: 0.5}}}}}, 1, ""},
		{"several regions in order", func(f *Frame) {
			f.text(image.Rect(10, 10, 190, 50), lighter, white)
			f.fill(image.Rect(10, 60, 50, 80), RGB{0xf3, 0x9c, 0x12})
		}, []Region{
			{Element: "a", Box: box(10, 10, 180, 40)},
			{Element: "b", Box: box(10, 60, 40, 20), Tokens: []TokenColour{sunToken}},
			{Element: "c", Box: box(100, 100, 10, 10)},
		}, 1, "contrast s/a@bp, token_colour s/b@bp, region_ink s/c@bp"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFrame(200, 200, white)
			tc.paint(f)
			at := place
			at.Scale = tc.scale
			got := CheckFrame(f, tc.regions, Checks{MinContrast: 4.5}, at).Deviations
			if ids(got) != tc.want {
				t.Errorf("got %q, want %q", ids(got), tc.want)
				for _, d := range got {
					t.Log(d.Description)
				}
			}
		})
	}
}

// TestContrastIgnoresEdges: the text measured is the strokes' colour, not
// a blend, even where the blends together outnumber the strokes.
func TestContrastIgnoresEdges(t *testing.T) {
	f := newFrame(200, 60, white)
	f.text(image.Rect(0, 0, 200, 60), RGB{0x7a, 0x7a, 0x7a}, white)
	devs := CheckFrame(f, []Region{{Element: "e", Box: box(0, 0, 200, 60)}}, Checks{MinContrast: 4.5}, place).Deviations
	if len(devs) != 1 || !strings.Contains(devs[0].Description, "4.29:1 (error band 4.19–4.36) between text #7a7a7a and background #ffffff") {
		t.Fatalf("%+v", devs)
	}
	if devs[0].Severity != contrastSeverity(ContrastRatio(RGB{0x7a, 0x7a, 0x7a}, white), 4.5) {
		t.Errorf("severity %v", devs[0].Severity)
	}
}

func TestBackgroundIsTheBorder(t *testing.T) {
	f := newFrame(100, 100, RGB{0xfa, 0xfa, 0xfa})
	f.fill(image.Rect(0, 0, 100, 40), RGB{0, 0, 0x80}) // a full-width hero: it is the most frequent colour of the frame
	f.fill(image.Rect(10, 50, 90, 95), RGB{0, 0, 0x80})
	if bg := f.background(); bg != (RGB{0xfa, 0xfa, 0xfa}) {
		t.Errorf("background %s", bg.Hex())
	}
}

func TestSeverities(t *testing.T) {
	for _, tc := range []struct{ ratio, min, want float64 }{
		{4.49, 4.5, 0.302},
		{1, 4.5, 1},
		{2.75, 4.5, 0.65},
		{1, 1, SeverityContrastMin},
	} {
		if got := contrastSeverity(tc.ratio, tc.min); got != tc.want {
			t.Errorf("contrastSeverity(%v, %v) = %v, want %v", tc.ratio, tc.min, got, tc.want)
		}
	}
	devs := []events.Deviation{{ID: IDBaselineDiff, Severity: 0.1}, {ID: IDBaselineDiff, Severity: 0.2}}
	if Verdict(devs) != events.VerdictWarn || Score(devs) != 0.7 {
		t.Errorf("baseline only: %s %v", Verdict(devs), Score(devs))
	}
	devs = append(devs, events.Deviation{ID: IDContrast, Severity: 0.3}, events.Deviation{ID: IDRegionInk, Severity: 0.6})
	if Verdict(devs) != events.VerdictReject || Score(devs) != 0 {
		t.Errorf("clamped: %s %v", Verdict(devs), Score(devs))
	}
	if Verdict(nil) != events.VerdictPass || Score(nil) != 1 {
		t.Error("nothing found must pass with score 1")
	}
	for v, code := range map[string]int{"pass": 0, "warn": 1, "reject": 2, "AUDIT_UNAVAILABLE": 4} {
		if job.ExitCode(v) != code {
			t.Errorf("job.ExitCode(%s) = %d", v, job.ExitCode(v))
		}
	}
}

// FuzzCheckFrame: any PNG that decodes is judged without a panic, and
// every deviation is one the report schema accepts.
func FuzzCheckFrame(f *testing.F) {
	for _, fr := range []*Frame{newFrame(3, 2, white), func() *Frame {
		fr := newFrame(40, 30, white)
		fr.text(image.Rect(2, 2, 38, 28), RGB{0x77, 0x77, 0x77}, white)
		return fr
	}()} {
		img := &image.NRGBA{Pix: fr.Pix, Stride: fr.Width * 4, Rect: fr.bounds()}
		var buf bytes.Buffer
		if err := png.Encode(&buf, img); err != nil {
			f.Fatal(err)
		}
		f.Add(buf.Bytes(), 1.0, 2.0, 3.0, 20.0)
	}
	f.Fuzz(func(t *testing.T, data []byte, x, y, w, h float64) {
		fr, err := DecodeFrame(data)
		if err != nil || fr.Width*fr.Height > 1<<20 {
			return
		}
		regions := []Region{{Element: "e", Box: skeleton.Rect{X: x, Y: y, W: w, H: h},
			Tokens: []TokenColour{{Property: "color", Token: "t", Colour: skeleton.Color{R: 1, G: 2, B: 3, A: 1}}}}}
		for _, d := range CheckFrame(fr, regions, Checks{MinContrast: 4.5}, place).Deviations {
			if d.Severity < 0 || d.Severity > 1 || d.ID == "" || d.LocationHint == "" {
				t.Fatalf("bad deviation %+v", d)
			}
		}
	})
}

// TestCheckFrameOrigin: a page that overflows its viewport to the left
// (laid out right to left, wider than the viewport) is captured from its
// content's left edge, 47 px left of the viewport (Place.OriginX −47):
// a box declared at x is judged at x + 47 in the frame, at any scale, and
// its description keeps the declared box.
func TestCheckFrameOrigin(t *testing.T) {
	sun := RGB{0xf5, 0xa6, 0x23}
	twoTexts := func(f *Frame) {
		f.write(12.4, 30, 16, "regular", "Hel", RGB{0x33, 0x33, 0x33})
		f.write(59.4, 30, 16, "regular", "Hel", RGB{0x7a, 0x7a, 0x7a})
	}
	for _, tc := range []struct {
		name    string
		paint   func(f *Frame)
		box     skeleton.Rect
		scale   float64
		originX float64
		want    string
	}{
		{"the box moves with the frame", func(f *Frame) { f.fill(image.Rect(57, 10, 97, 30), sun) }, box(10, 10, 40, 20), 1, -47, ""},
		{"read from the viewport's corner it misses", func(f *Frame) { f.fill(image.Rect(57, 10, 97, 30), sun) }, box(10, 10, 40, 20), 1, 0, "region_ink s/e@bp"},
		{"the region left empty says its declared box", func(f *Frame) { f.fill(image.Rect(10, 10, 50, 30), sun) }, box(10, 10, 40, 20), 1, -47, "region_ink s/e@bp"},
		// Passing dark text where the box is declared, the lighter text
		// 47 px right of it: only the moved box reaches the lighter text.
		{"text read from the viewport's corner", twoTexts, box(10, 10, 40, 40), 1, 0, ""},
		{"text", twoTexts, box(10, 10, 40, 40), 1, -47, "contrast s/e@bp"},
		{"scaled", func(f *Frame) { f.fill(image.Rect(134, 40, 174, 80), sun) }, box(20, 20, 20, 20), 2, -47, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFrame(200, 200, white)
			tc.paint(f)
			at := place
			at.Scale, at.OriginX = tc.scale, tc.originX
			got := CheckFrame(f, []Region{{Element: "e", Box: tc.box}}, Checks{MinContrast: 4.5}, at).Deviations
			if ids(got) != tc.want {
				t.Errorf("got %q, want %q", ids(got), tc.want)
			}
			for _, d := range got {
				if d.ID == IDRegionInk && !strings.Contains(d.Description, boxText(tc.box)) {
					t.Errorf("%q does not name the declared box %s", d.Description, boxText(tc.box))
				}
			}
		})
	}
}
