package measure

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"
	"math/rand/v2"
	"testing"
)

// The arithmetic of W2's text contrast (contrast.go), checked two ways:
// known answers (WCAG's own examples and axe-core's figures on the real
// pages' colours), and every composite against an independent one — the
// standard library's image/draw, painting each box's group into its own
// buffer and drawing it with its opacity as a mask, the way a browser
// composites.

func TestContrastRatioKnown(t *testing.T) {
	for _, tc := range []struct {
		fg, bg string
		want   float64 // floor2, as axe-core reports it
	}{
		{"rgb(0, 0, 0)", "rgb(255, 255, 255)", 21},
		{"rgb(118, 118, 118)", "rgb(255, 255, 255)", 4.54}, // #767676, the lightest grey passing 4.5 on white
		{"rgb(119, 119, 119)", "rgb(255, 255, 255)", 4.47}, // #777777 (4.478)
		{"rgb(255, 255, 255)", "rgb(13, 110, 253)", 4.5},   // Bootstrap 5's primary button
		// axe-core 4.14.1 on testdata/realpages (bs-checkout): text on bg-light.
		{"rgb(108, 117, 125)", "rgb(248, 249, 250)", 4.44},
		{"rgb(25, 135, 84)", "rgb(248, 249, 250)", 4.29},
		{"rgb(13, 110, 253)", "rgb(248, 249, 250)", 4.26},
		{"rgb(255, 255, 255)", "rgb(33, 37, 41)", 15.42},
	} {
		f, _ := parseRGBA(tc.fg)
		b, _ := parseRGBA(tc.bg)
		if got := floor2(contrastRatio(f.pre(), b.pre())); math.Abs(got-tc.want) > 0.011 {
			t.Errorf("%s on %s: ratio %.2f, want %.2f", tc.fg, tc.bg, got, tc.want)
		}
	}
}

func TestParseRGBA(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want rgba
		ok   bool
	}{
		{"rgb(255, 0, 0)", rgba{1, 0, 0, 1}, true},
		{"rgba(0, 0, 0, 0.5)", rgba{0, 0, 0, 0.5}, true},
		{"rgba(0, 0, 0, 0)", rgba{}, true},
		{"transparent", rgba{}, true},
		{"color(srgb 1 0.5 0 / 0.25)", rgba{1, 0.5, 0, 0.25}, true},
		{"oklch(0.5 0.1 200)", rgba{}, false},
		{"color(display-p3 1 0 0)", rgba{}, false},
		{"", rgba{}, false},
	} {
		got, ok := parseRGBA(tc.in)
		if ok != tc.ok || ok && (math.Abs(got.r-tc.want.r) > 1e-9 || math.Abs(got.g-tc.want.g) > 1e-9 || math.Abs(got.b-tc.want.b) > 1e-9 || math.Abs(got.a-tc.want.a) > 1e-9) {
			t.Errorf("parseRGBA(%q) = %v, %v; want %v, %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}

// drawComposite is the independent composite: a white 1×1 base, the
// canvas colour drawn over it, then each layer's group painted into its
// own transparent buffer (its background, the inner group, the text) and
// drawn onto its parent through a uniform mask of its opacity.
func drawComposite(canvas color.NRGBA, layers []struct {
	bg      color.NRGBA
	opacity float64
}, text *color.NRGBA) color.RGBA {
	r := image.Rect(0, 0, 1, 1)
	var paint func(i int) *image.RGBA64
	paint = func(i int) *image.RGBA64 {
		g := image.NewRGBA64(r)
		draw.Draw(g, r, image.NewUniform(layers[i].bg), image.Point{}, draw.Over)
		if i+1 < len(layers) {
			mask := image.NewUniform(color.Alpha16{A: uint16(math.Round(layers[i+1].opacity * 0xffff))})
			draw.DrawMask(g, r, paint(i+1), image.Point{}, mask, image.Point{}, draw.Over)
		} else if text != nil {
			draw.Draw(g, r, image.NewUniform(*text), image.Point{}, draw.Over)
		}
		return g
	}
	base := image.NewRGBA64(r)
	draw.Draw(base, r, image.NewUniform(color.White), image.Point{}, draw.Src)
	draw.Draw(base, r, image.NewUniform(canvas), image.Point{}, draw.Over)
	if len(layers) > 0 {
		mask := image.NewUniform(color.Alpha16{A: uint16(math.Round(layers[0].opacity * 0xffff))})
		draw.DrawMask(base, r, paint(0), image.Point{}, mask, image.Point{}, draw.Over)
	} else if text != nil {
		draw.Draw(base, r, image.NewUniform(*text), image.Point{}, draw.Over)
	}
	return color.RGBAModel.Convert(base.At(0, 0)).(color.RGBA)
}

func TestCompositeAgainstImageDraw(t *testing.T) {
	rng := rand.New(rand.NewPCG(37, 4))
	alphas := []uint8{0, 0, 255, 255, 128, 26, 200}
	opac := []float64{1, 1, 1, 0.5, 0.9, 0.25}
	for k := range 2000 {
		n := rng.IntN(5)
		nc := func() color.NRGBA {
			return color.NRGBA{uint8(rng.IntN(256)), uint8(rng.IntN(256)), uint8(rng.IntN(256)), alphas[rng.IntN(len(alphas))]}
		}
		canvas := nc()
		text := nc()
		text.A = []uint8{255, 255, 128, 64}[rng.IntN(4)]
		var spec []struct {
			bg      color.NRGBA
			opacity float64
		}
		var ls []layer
		for range n {
			c := nc()
			o := opac[rng.IntN(len(opac))]
			spec = append(spec, struct {
				bg      color.NRGBA
				opacity float64
			}{c, o})
			ls = append(ls, layer{bg: nrgba(c).pre(), opacity: o})
		}
		fg, bg, why := composite(nrgba(canvas).pre(), "", ls, nrgba(text).pre())
		if why != "" {
			t.Fatalf("case %d: undecided without a reason to be: %s", k, why)
		}
		wantFG, wantBG := drawComposite(canvas, spec, &text), drawComposite(canvas, spec, nil)
		for _, c := range []struct {
			name string
			got  premul
			want color.RGBA
		}{{"text", fg, wantFG}, {"background", bg, wantBG}} {
			if math.Abs(byte8(c.got.r)-float64(c.want.R)) > 1 || math.Abs(byte8(c.got.g)-float64(c.want.G)) > 1 ||
				math.Abs(byte8(c.got.b)-float64(c.want.B)) > 1 || !c.got.opaque() {
				t.Fatalf("case %d (%d layers): %s composites to %s (alpha %g), image/draw to #%02x%02x%02x", k, n, c.name, hex8(c.got), c.got.a, c.want.R, c.want.G, c.want.B)
			}
		}
	}
}

func nrgba(c color.NRGBA) rgba {
	return rgba{float64(c.R) / 255, float64(c.G) / 255, float64(c.B) / 255, float64(c.A) / 255}
}

// page builds a paintRead from a chain given outermost first; the run's
// box is the innermost.
func chain(canvas string, boxes ...paintBox) (*paintRead, int) {
	pr := &paintRead{Canvas: paintBox{Parent: -1, BG: canvas}}
	for i, b := range boxes {
		b.Parent = i - 1
		if b.Sel == "" {
			b.Sel = fmt.Sprintf("div%d", i)
		}
		pr.Boxes = append(pr.Boxes, b)
	}
	return pr, len(boxes) - 1
}

func pbox(bg string, opacity float64) paintBox { return paintBox{BG: bg, Opacity: opacity} }

const clearBG = "rgba(0, 0, 0, 0)"

func TestJudgeRun(t *testing.T) {
	type want struct {
		decided  bool
		ratio    float64 // floor2
		required float64
		fg, bg   string
		reason   string // undecided: the reason
	}
	small := func(fg string) textRun { return textRun{Text: "Some text", PX: 16, Weight: 400, FG: fg} }
	for _, tc := range []struct {
		name   string
		canvas string
		boxes  []paintBox
		run    textRun
		want   want
	}{
		{"grey on white body", "rgb(255, 255, 255)", []paintBox{pbox(clearBG, 1), pbox(clearBG, 1)}, small("rgb(119, 119, 119)"),
			want{true, 4.47, 4.5, "#777777", "#ffffff", ""}},
		{"no canvas colour: the browser's white", "", []paintBox{pbox(clearBG, 1)}, small("rgb(0, 0, 0)"),
			want{true, 21, 4.5, "#000000", "#ffffff", ""}},
		{"alpha text", "rgb(255, 255, 255)", []paintBox{pbox(clearBG, 1)}, small("rgba(0, 0, 0, 0.5)"),
			want{true, 3.94, 4.5, "#808080", "#ffffff", ""}}, // 127.5 rounds to 128: 3.949
		{"element opacity over a white canvas", "rgb(255, 255, 255)", []paintBox{pbox(clearBG, 1), pbox(clearBG, 0.5)}, small("rgb(0, 0, 0)"),
			want{true, 3.94, 4.5, "#808080", "#ffffff", ""}},
		{"opacity of an ancestor with its own background over a black body",
			"rgb(0, 0, 0)", []paintBox{pbox("rgb(255, 255, 255)", 0.5), pbox(clearBG, 1)}, small("rgb(0, 0, 0)"),
			// white panel at 50 % over black: #808080; its black text stays black.
			want{true, 5.31, 4.5, "#000000", "#808080", ""}},
		{"nested translucent backgrounds", "rgb(255, 255, 255)",
			[]paintBox{pbox("rgba(0, 0, 255, 0.5)", 1), pbox("rgba(255, 0, 0, 0.5)", 1)}, small("rgb(255, 255, 255)"),
			// white, then blue 50 % (127.5, 127.5, 255), then red 50 %: (191.25, 63.75, 127.5)
			want{true, 4.92, 4.5, "#ffffff", "#bf4080", ""}},
		{"an opaque inner background hides the body's gradient", "rgb(255, 255, 255)",
			[]paintBox{{BG: clearBG, Opacity: 1, Under: "a gradient"}, pbox("rgb(33, 37, 41)", 1)}, small("rgb(255, 255, 255)"),
			want{true, 15.42, 4.5, "#ffffff", "#212529", ""}},
		{"a gradient under a translucent background", "rgb(255, 255, 255)",
			[]paintBox{{BG: clearBG, Opacity: 1, Under: "background gradient of body"}, pbox("rgba(255, 255, 255, 0.8)", 1)}, small("rgb(0, 0, 0)"),
			want{reason: "background gradient of body"}},
		{"the text's own background image", "rgb(255, 255, 255)",
			[]paintBox{pbox(clearBG, 1), {BG: "rgb(0, 0, 0)", Opacity: 1, Under: "background image of h1"}}, small("rgb(255, 255, 255)"),
			want{reason: "background image of h1"}},
		{"an opaque box at opacity 0.5 lets the canvas image show", "",
			[]paintBox{pbox("rgb(255, 255, 255)", 0.5)}, small("rgb(0, 0, 0)"), want{reason: "canvas image"}},
		{"a background covering part of the text", "rgb(255, 255, 255)",
			[]paintBox{pbox("rgb(0, 0, 0)", 1), pbox(clearBG, 1)}, textRun{Text: "x y", PX: 16, Weight: 400, FG: "rgb(255, 255, 255)", Partial: []int{0}},
			want{reason: "the background of div0 covers only part of the text"}},
		{"a partial background of the colour beneath it", "rgb(9, 46, 32)",
			[]paintBox{pbox("rgb(9, 46, 32)", 1), pbox(clearBG, 1)}, textRun{Text: "x y", PX: 16, Weight: 400, FG: "rgb(255, 199, 87)", Partial: []int{0}},
			want{true, 9.52, 4.5, "#ffc757", "#092e20", ""}},
		{"a filter", "rgb(255, 255, 255)", []paintBox{{BG: clearBG, Opacity: 1, Always: "filter on div0"}, pbox(clearBG, 1)}, small("rgb(0, 0, 0)"),
			want{reason: "filter on div0"}},
		{"a text shadow", "rgb(255, 255, 255)", []paintBox{pbox(clearBG, 1)}, textRun{Text: "x y", PX: 16, FG: "rgb(0, 0, 0)", Reason: "text-shadow"},
			want{reason: "text-shadow"}},
		{"large text: 24 px", "rgb(255, 255, 255)", []paintBox{pbox(clearBG, 1)}, textRun{Text: "Title", PX: 24, Weight: 400, FG: "rgb(148, 148, 148)"},
			want{true, 3.03, 3, "#949494", "#ffffff", ""}},
		{"large text: bold 18.66 px", "rgb(255, 255, 255)", []paintBox{pbox(clearBG, 1)}, textRun{Text: "Title", PX: 18.66, Weight: 700, FG: "rgb(148, 148, 148)"},
			want{true, 3.03, 3, "#949494", "#ffffff", ""}},
		{"not large: weight 600 at 18.66 px", "rgb(255, 255, 255)", []paintBox{pbox(clearBG, 1)}, textRun{Text: "Title", PX: 18.66, Weight: 600, FG: "rgb(148, 148, 148)"},
			want{true, 3.03, 4.5, "#949494", "#ffffff", ""}},
		{"not large: 23.9 px", "rgb(255, 255, 255)", []paintBox{pbox(clearBG, 1)}, textRun{Text: "Title", PX: 23.9, Weight: 400, FG: "rgb(148, 148, 148)"},
			want{true, 3.03, 4.5, "#949494", "#ffffff", ""}},
		{"a failing lone character", "rgb(255, 255, 255)", []paintBox{pbox(clearBG, 1)}, textRun{Text: "×", PX: 16, FG: "rgb(200, 200, 200)", Single: true},
			want{reason: `a single character "×"`}},
		{"a passing lone character", "rgb(255, 255, 255)", []paintBox{pbox(clearBG, 1)}, textRun{Text: "×", PX: 16, FG: "rgb(0, 0, 0)", Single: true},
			want{true, 21, 4.5, "#000000", "#ffffff", ""}},
		{"text in its background's colour", "rgb(255, 255, 255)", []paintBox{pbox(clearBG, 1)}, small("rgb(255, 255, 255)"),
			want{reason: "the text has its background's colour"}},
		{"a colour outside sRGB", "rgb(255, 255, 255)", []paintBox{pbox(clearBG, 1)}, small("oklch(0.5 0.1 200)"),
			want{reason: "text colour oklch(0.5 0.1 200) is not an sRGB colour"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pr, b := chain(tc.canvas, tc.boxes...)
			if tc.want.reason == "canvas image" {
				pr.Canvas.Under = "canvas image"
			}
			r := tc.run
			r.Box = b
			j := judgeRun(pr, &r, 4.5)
			got := want{j.decided, floor2(j.ratio), j.required, "", "", j.reason}
			if j.decided {
				got.fg, got.bg = hex8(j.fg), hex8(j.bg)
			} else {
				got.ratio, got.required = 0, tc.want.required
			}
			if got != tc.want {
				t.Errorf("got %+v\nwant %+v", got, tc.want)
			}
		})
	}
}

func TestElementContrast(t *testing.T) {
	pr, b := chain("rgb(255, 255, 255)", pbox(clearBG, 1))
	run := func(fg string, px float64, reason string) textRun {
		return textRun{Box: b, Text: "words", PX: px, Weight: 400, FG: fg, Reason: reason}
	}
	pass := run("rgb(0, 0, 0)", 16, "")
	low := run("rgb(118, 118, 118)", 16, "")       // 4.54, the lowest pass
	fail := run("rgb(150, 150, 150)", 16, "")      // 2.95 against 4.5
	bigFail := run("rgb(220, 220, 220)", 24, "")   // 1.37 against 3
	open := run("rgb(0, 0, 0)", 16, "text-shadow") // undecided
	for _, tc := range []struct {
		name    string
		runs    []textRun
		decided bool
		ratio   float64
		reason  string
	}{
		{"no text", nil, false, 0, ""},
		{"all pass: the lowest", []textRun{pass, low, pass}, true, 4.54, ""},
		{"a failure decides over an undecided run", []textRun{open, pass, fail}, true, 2.95, ""},
		{"the failure furthest below its minimum", []textRun{fail, bigFail}, true, 1.37, ""},
		{"undecided unless something fails", []textRun{pass, open, low}, false, 0, "text-shadow"},
	} {
		tcv, _ := elementContrast(pr, tc.runs, 4.5)
		switch {
		case tc.runs == nil:
			if tcv != nil {
				t.Errorf("%s: a figure %+v for no text", tc.name, tcv)
			}
		case tcv == nil:
			t.Errorf("%s: no figure", tc.name)
		case tcv.Decided != tc.decided || tc.decided && (tcv.Ratio == nil || *tcv.Ratio != tc.ratio) || tcv.Reason != tc.reason || tcv.Criterion != "1.4.3":
			t.Errorf("%s: %+v (ratio %v), want decided %v ratio %v reason %q", tc.name, tcv, tcv.Ratio, tc.decided, tc.ratio, tc.reason)
		}
	}
}

// TestTextFigures: the figure lists the element's texts one by one — one
// per text colour, background and minimum, in the order of their first
// runs, each with its lowest run — so that the fold can pair each with
// W1's figure for the same text; undecided runs by their own colour.
func TestTextFigures(t *testing.T) {
	pr, b := chain("rgb(255, 255, 255)", pbox(clearBG, 1))
	run := func(fg string, px, weight float64, text, reason string) textRun {
		return textRun{Box: b, Text: text, PX: px, Weight: weight, FG: fg, Reason: reason}
	}
	runs := []textRun{
		run("rgb(0, 0, 0)", 16, 400, "body  text", ""),
		run("rgb(118, 118, 118)", 16, 400, "muted", ""),
		run("rgb(0, 0, 0)", 16, 700, "bold body", ""), // the same text as the first: one figure
		run("rgb(118, 118, 118)", 24, 400, "a large heading", ""),
		run("rgb(255, 0, 0)", 16, 400, "shadowed", "text-shadow"),
		run("rgba(255, 0, 0, 0.5)", 16, 400, "shadowed too", "text-shadow"),
	}
	tc, _ := elementContrast(pr, runs, 4.5)
	if tc == nil {
		t.Fatal("no figure")
	}
	type want struct {
		fg, bg   string
		decided  bool
		ratio    float64
		required float64
		sample   string
	}
	wants := []want{
		{"#000000", "#ffffff", true, 21, 4.5, "body text"},
		{"#767676", "#ffffff", true, 4.54, 4.5, "muted"},
		{"#767676", "#ffffff", true, 4.54, 3, "a large heading"},
		{"#ff0000", "", false, 0, 4.5, "shadowed"},
	}
	if len(tc.Texts) != len(wants) {
		t.Fatalf("texts %+v, want %d", tc.Texts, len(wants))
	}
	for i, w := range wants {
		f := tc.Texts[i]
		if f.FG != w.fg || f.BG != w.bg || f.Decided != w.decided || f.Required != w.required || f.Sample != w.sample ||
			w.decided && (f.Ratio == nil || *f.Ratio != w.ratio) || !w.decided && (f.Ratio != nil || f.Reason != "text-shadow") {
			t.Errorf("text %d: %+v (ratio %v), want %+v", i, f, f.Ratio, w)
		}
	}
	// The element's figure is one of its texts (here undecided: a run is).
	if tc.Decided || tc.Reason != "text-shadow" {
		t.Errorf("figure %+v", tc)
	}
}
