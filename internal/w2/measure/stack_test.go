package measure

import (
	"fmt"
	"image/color"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestStackMatchesChain: a stack that holds only the text's ancestors,
// outermost first, composites as the chain does, to a unit of rounding
// per channel (the stack paints box by box, the chain group by group).
// Rubric 1.6.0 sends a stack only when another box lies under the text,
// so elsewhere its figures are 1.5.0's exactly.
func TestStackMatchesChain(t *testing.T) {
	rng := rand.New(rand.NewPCG(37, 6))
	alphas := []uint8{0, 0, 255, 255, 128, 26, 200}
	opac := []float64{1, 1, 1, 0.5, 0.9, 0.25}
	nc := func() color.NRGBA {
		return color.NRGBA{uint8(rng.IntN(256)), uint8(rng.IntN(256)), uint8(rng.IntN(256)), alphas[rng.IntN(len(alphas))]}
	}
	css := func(c color.NRGBA) string {
		return fmt.Sprintf("rgba(%d, %d, %d, %g)", c.R, c.G, c.B, float64(c.A)/255)
	}
	for k := range 2000 {
		n := 1 + rng.IntN(5)
		var boxes []paintBox
		for range n {
			b := pbox(css(nc()), opac[rng.IntN(len(opac))])
			if rng.IntN(8) == 0 {
				b.Under = "an image"
			}
			boxes = append(boxes, b)
		}
		pr, last := chain(css(nc()), boxes...)
		if rng.IntN(10) == 0 {
			pr.Canvas.Under = "a canvas image"
		}
		run := textRun{Box: last, Text: "Some text", PX: 16, Weight: 400, FG: css(color.NRGBA{uint8(rng.IntN(256)), 0, uint8(rng.IntN(256)), 255})}
		if rng.IntN(6) == 0 {
			run.Partial = []int{rng.IntN(n)}
		}
		want := judgeRun(pr, &run, 4.5)
		for i := range n {
			run.Stack = append(run.Stack, i)
		}
		got := judgeRun(pr, &run, 4.5)
		if got.decided != want.decided || got.reason != want.reason || !near8(got.fg, want.fg) || !near8(got.bg, want.bg) {
			t.Fatalf("case %d (%d boxes): stack %v %s/%s %q, chain %v %s/%s %q", k, n,
				got.decided, hex8(got.fg), hex8(got.bg), got.reason, want.decided, hex8(want.fg), hex8(want.bg), want.reason)
		}
	}
}

// TestStackBackdrops: boxes under the text that are not its ancestors,
// worked by hand.
func TestStackBackdrops(t *testing.T) {
	white, black, clear := "rgb(255, 255, 255)", "rgb(0, 0, 0)", clearBG
	// 0 html, 1 body, 2 hero (the common parent), 3 the backdrop's group,
	// 4 the backdrop, 5 the heading whose text is judged.
	page := func(hero, group, back, heading paintBox) *paintRead {
		pr := &paintRead{Canvas: paintBox{Parent: -1, BG: white}}
		for i, b := range []paintBox{pbox(clear, 1), pbox(clear, 1), hero, group, back, heading} {
			b.Parent = []int{-1, 0, 1, 2, 2, 2}[i]
			if i == 4 {
				b.Parent = 3
			}
			b.Sel = []string{"html", "body", "div.hero", "div.group", "div.bg", "h1"}[i]
			pr.Boxes = append(pr.Boxes, b)
		}
		return pr
	}
	run := func(stack ...int) textRun {
		return textRun{Box: 5, Text: "Title", PX: 16, Weight: 400, FG: white, Stack: stack}
	}
	for _, tc := range []struct {
		name    string
		pr      *paintRead
		run     textRun
		fg, bg  string
		ratio   float64
		reason  string
		decided bool
	}{
		{"white on a black backdrop beside it", page(pbox(clear, 1), pbox(clear, 1), pbox(black, 1), pbox(clear, 1)), run(0, 1, 2, 3, 4, 5),
			"#ffffff", "#000000", 21, "", true},
		{"the backdrop at half opacity in its own group", page(pbox(clear, 1), pbox(clear, 0.5), pbox(black, 1), pbox(clear, 1)), run(0, 1, 2, 3, 4, 5),
			"#ffffff", "#808080", 3.94, "", true},
		{"the text's own group at half opacity over the backdrop", page(pbox(clear, 1), pbox(clear, 1), pbox(black, 1), pbox(clear, 0.5)), run(0, 1, 2, 3, 4, 5),
			"#808080", "#000000", 5.31, "", true},
		{"a translucent backdrop over a grey hero", page(pbox("rgb(128, 128, 128)", 1), pbox(clear, 1), pbox("rgba(0, 0, 0, 0.5)", 1), pbox(clear, 1)), run(0, 1, 2, 3, 4, 5),
			"#ffffff", "#404040", 10.36, "", true},
		{"an image on the backdrop", page(pbox(clear, 1), pbox(clear, 1), paintBox{BG: black, Opacity: 1, Under: "a background image on div.bg"}, pbox(clear, 1)), run(0, 1, 2, 3, 4, 5),
			"", "", 0, "a background image on div.bg", false},
		{"an image on the hero, covered by the opaque backdrop", page(paintBox{BG: clear, Opacity: 1, Under: "a background image on div.hero"}, pbox(clear, 1), pbox(black, 1), pbox(clear, 1)), run(0, 1, 2, 3, 4, 5),
			"#ffffff", "#000000", 21, "", true},
		{"a backdrop that covers part of the text", page(pbox(clear, 1), pbox(clear, 1), pbox(black, 1), pbox(clear, 1)),
			func() textRun { r := run(0, 1, 2, 3, 4, 5); r.Partial = []int{4}; return r }(),
			"", "", 0, "the background of div.bg covers only part of the text", false},
		{"a group's boxes apart in the paint order", page(pbox(clear, 1), pbox(clear, 0.5), pbox(black, 1), pbox(clear, 1)), run(0, 1, 2, 3, 5, 4),
			"", "", 0, "the paint order puts boxes of one group apart", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := tc.run
			j := judgeRun(tc.pr, &r, 4.5)
			if j.decided != tc.decided || !strings.Contains(j.reason, tc.reason) {
				t.Fatalf("decided %v %q, want %v %q", j.decided, j.reason, tc.decided, tc.reason)
			}
			if tc.decided && (hex8(j.fg) != tc.fg || hex8(j.bg) != tc.bg || floor2(j.ratio) != tc.ratio) {
				t.Errorf("%s on %s %.2f, want %s on %s %.2f", hex8(j.fg), hex8(j.bg), floor2(j.ratio), tc.fg, tc.bg, tc.ratio)
			}
		})
	}
}

// near8: two composited colours within one unit per 8-bit channel.
func near8(a, b premul) bool {
	d := func(x, y float64) bool { return byte8(x)-byte8(y) <= 1 && byte8(y)-byte8(x) <= 1 }
	return d(a.r, b.r) && d(a.g, b.g) && d(a.b, b.b)
}
