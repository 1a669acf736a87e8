package pixelcheck

import (
	"image"
	"math"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// The classes of issue "W1 on real pages", each on a synthetic frame whose
// true colours, sizes and weights are known: what the text measurement
// finds (colour, background, ratio, size) and what CheckFrame reports.

// measured runs the text analysis of CheckFrame on one region.
func measured(t *testing.T, f *Frame, b image.Rectangle, scale float64) (text, textSize, *border) {
	t.Helper()
	ts := &textScan{f: f, scale: scale}
	q := b.Intersect(f.bounds())
	ts.scan(q, rgbOf(regionHist(f, q).mode()), 0)
	tx, ok := mainText(ts.glyphs)
	if !ok {
		t.Fatalf("no text found in %v", b)
	}
	return tx, estimateSize(tx.glyphs, scale), ts.border
}

func rgbHex(s string) RGB {
	var c RGB
	for i, p := range []*uint8{&c.R, &c.G, &c.B} {
		var v uint8
		for _, ch := range s[1+2*i : 3+2*i] {
			v <<= 4
			switch {
			case ch >= '0' && ch <= '9':
				v |= uint8(ch - '0')
			default:
				v |= uint8(ch-'a') + 10
			}
		}
		*p = v
	}
	return c
}

func check(f *Frame, r Region, min float64) []events.Deviation {
	return CheckFrame(f, []Region{r}, Checks{MinContrast: min}, place).Deviations
}

func regionOf(name string, r image.Rectangle) Region {
	return Region{Element: name, Box: box(float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()))}
}

func TestClasses(t *testing.T) {
	black, grey := RGB{}, rgbHex("#efefef")
	btn := image.Rect(20, 20, 140, 52)

	t.Run("border-only default button", func(t *testing.T) {
		// Black text on #efefef inside a 1 px #767676 border (which is
		// 3.95:1 against the fill): the border is not the text.
		f := newFrame(200, 80, white)
		f.fill(btn, grey)
		f.border(btn, 1, rgbHex("#767676"))
		f.write(31.3, 41, 13.33, "regular", "Submit", black)
		tx, _, b := measured(t, f, btn, 1)
		if tx.fg != black || tx.bg != grey {
			t.Errorf("text %s on %s, want #000000 on #efefef", tx.fg.Hex(), tx.bg.Hex())
		}
		if b == nil || b.colour != rgbHex("#767676") {
			t.Errorf("border %+v, want #767676", b)
		}
		if devs := check(f, regionOf("b", btn), 4.5); len(devs) != 0 {
			t.Errorf("%+v", devs)
		}
	})

	t.Run("outlined button", func(t *testing.T) {
		// Text #a8a8a8 (2.38:1) on white inside a #767676 border
		// (4.54:1): the text fails, whatever the border.
		f := newFrame(200, 80, white)
		f.border(btn, 2, rgbHex("#767676"))
		f.write(31.3, 41, 14, "regular", "Cancel", rgbHex("#a8a8a8"))
		devs := check(f, regionOf("b", btn), 4.5)
		if len(devs) != 1 || devs[0].ID != IDContrast ||
			!strings.Contains(devs[0].Description, "2.38:1 (error band 2.33–2.41) between text #a8a8a8 and background #ffffff is below 4.5:1 (WCAG 1.4.3, small text") {
			t.Errorf("%+v", devs)
		}
	})

	t.Run("light-weight text", func(t *testing.T) {
		// #6c757d on white is 4.69:1; light strokes are 1.06 px wide and
		// most pixels are blends (the most frequent ink colour reads about
		// 3:1). The core colour is found.
		f := newFrame(420, 60, white)
		f.write(10.37, 35, 16, "light", "Light nodes code each line", rgbHex("#6c757d"))
		r := image.Rect(5, 10, 415, 45)
		tx, _, _ := measured(t, f, r, 1)
		t.Logf("measured %s (%.2f:1); most frequent ink %s (%.2f:1)", tx.fg.Hex(), tx.ratio, modalInk(f, r, white).Hex(), ContrastRatio(modalInk(f, r, white), white))
		if tx.ratio < 4.6 {
			t.Errorf("light text measured %s at %.2f:1, want its true 4.69:1", tx.fg.Hex(), tx.ratio)
		}
		if modal := modalInk(f, r, white); ContrastRatio(modal, white) > 4 {
			t.Errorf("the test is too easy: the most frequent ink %s is %.2f:1", modal.Hex(), ContrastRatio(modal, white))
		}
		if devs := check(f, regionOf("l", r), 4.5); len(devs) != 0 {
			t.Errorf("%+v", devs)
		}
	})

	t.Run("pill badge with rounded corners", func(t *testing.T) {
		// White text on #6c757d (4.69:1) in a pill on a #f8f9fa page: the
		// page in the corners (4.45:1 against the pill) is not the text.
		f := newFrame(200, 60, rgbHex("#f8f9fa"))
		pill := image.Rect(20, 16, 90, 40)
		f.pill(pill, 12, rgbHex("#6c757d"))
		f.write(33.2, 33, 12, "bold", "Need", white)
		tx, _, _ := measured(t, f, pill, 1)
		if tx.fg != white || tx.bg != rgbHex("#6c757d") {
			t.Errorf("text %s on %s, want #ffffff on #6c757d", tx.fg.Hex(), tx.bg.Hex())
		}
		if devs := check(f, regionOf("p", pill), 4.5); len(devs) != 0 {
			t.Errorf("%+v", devs)
		}
	})

	t.Run("24 px text at 3.1:1 is large", func(t *testing.T) {
		// #929292 on white is 3.11:1: enough for large text, not for
		// small. Text at WCAG's large sizes is never failed by the small
		// minimum; near them (within the size estimate's error) it is
		// uncertain, and well above them it passes.
		for _, tc := range []struct {
			size      float64
			weight    string
			fails     bool
			uncertain bool
		}{
			{24, "regular", true, true},
			{19, "bold", true, true},
			{30, "regular", false, false},
			{18, "regular", true, false},
			{16, "bold", true, false},
		} {
			f := newFrame(400, 80, white)
			r := image.Rect(10, 10, 390, 60)
			f.write(12.5, 44, tc.size, tc.weight, "Handled heading", rgbHex("#929292"))
			_, size, _ := measured(t, f, r, 1)
			devs := check(f, regionOf("h", r), 4.5)
			if (len(devs) == 1) != tc.fails || tc.fails && devs[0].Uncertain != tc.uncertain {
				t.Errorf("%v px %s (estimated %s): %+v", tc.size, tc.weight, size, devs)
			}
			if math.Abs(size.px/tc.size-1) > SizeError || size.bold != (tc.weight == "bold") {
				t.Errorf("%v px %s estimated %s", tc.size, tc.weight, size)
			}
			if tc.fails && !strings.Contains(devs[0].Description, "small text") {
				t.Errorf("%s", devs[0].Description)
			}
		}
	})

	t.Run("tinted body", func(t *testing.T) {
		// A white page (its outer ring) with a #f5f5f5 body column: an
		// empty region in the column shows nothing but the column, though
		// it differs from the page ring by 10 levels.
		f := newFrame(400, 300, white)
		f.fill(image.Rect(50, 0, 350, 300), rgbHex("#f5f5f5"))
		empty := image.Rect(80, 40, 300, 80)
		full := image.Rect(80, 120, 300, 160)
		f.write(84.2, 146, 16, "regular", "Some body text", rgbHex("#333333"))
		devs := CheckFrame(f, []Region{regionOf("empty", empty), regionOf("full", full)}, Checks{MinContrast: 4.5}, place).Deviations
		if ids(devs) != "region_ink s/empty@bp" || !strings.Contains(devs[0].Description, "colour around it, #f5f5f5") {
			t.Errorf("%s %+v", ids(devs), devs)
		}
	})

	t.Run("disabled element is exempt", func(t *testing.T) {
		f := newFrame(200, 80, white)
		f.fill(btn, grey)
		f.write(31.3, 41, 13.33, "regular", "Submit", rgbHex("#a8a8a8"))
		r := regionOf("b", btn)
		if devs := check(f, r, 4.5); ids(devs) != "contrast s/b@bp" {
			t.Errorf("active: %s", ids(devs))
		}
		r.Disabled = true
		if devs := check(f, r, 4.5); len(devs) != 0 {
			t.Errorf("disabled: %+v", devs)
		}
		// Still there: region ink applies to a disabled element.
		empty := regionOf("gone", image.Rect(150, 60, 190, 75))
		empty.Disabled = true
		if devs := check(f, empty, 4.5); ids(devs) != "region_ink s/gone@bp" {
			t.Errorf("disabled, empty: %s", ids(devs))
		}
	})

	t.Run("non-text contrast of a control's border", func(t *testing.T) {
		// WCAG 1.4.11's understanding: a control's boundary needs 3:1 only
		// where nothing else identifies it; its text or its icon does.
		for _, tc := range []struct {
			name, border, fill, text string
			icon, control, disabled  bool
			want                     string
		}{
			{"faint border on an empty control", "#cccccc", "#ffffff", "", false, true, false, "non_text_contrast s/c@bp"},
			{"faint border, its text identifies it", "#cccccc", "#ffffff", "Search", false, true, false, ""},
			{"faint border, its icon identifies it", "#cccccc", "#ffffff", "", true, true, false, ""},
			{"faint border, faint text", "#cccccc", "#ffffff", "Search", false, true, false, "non_text_contrast s/c@bp"},
			{"faint border, not a control", "#cccccc", "#ffffff", "", false, false, false, ""},
			{"faint border, disabled control", "#cccccc", "#ffffff", "", false, true, true, ""},
			{"strong border", "#767676", "#ffffff", "", false, true, false, ""},
			{"faint border, strong fill", "#cccccc", "#0b5ed7", "", false, true, false, ""},
		} {
			f := newFrame(200, 80, white)
			f.fill(btn, rgbHex(tc.fill))
			f.border(btn, 1, rgbHex(tc.border))
			ink := black
			if tc.name == "faint border, faint text" {
				ink = rgbHex("#d8d8d8")
			}
			if tc.text != "" {
				f.write(31.3, 41, 14, "regular", tc.text, ink)
			}
			if tc.icon {
				f.fill(image.Rect(30, 28, 46, 44), black) // a solid 16 px glyph icon
			}
			r := regionOf("c", btn)
			r.Control, r.Disabled = tc.control, tc.disabled
			var got []string
			for _, d := range check(f, r, 4.5) {
				if d.ID == IDNonText {
					got = append(got, d.ID+" "+d.LocationHint)
				}
			}
			if strings.Join(got, ",") != tc.want {
				t.Errorf("%s: %v", tc.name, got)
				continue
			}
			if tc.want != "" {
				devs := check(f, r, 4.5)
				if d := devs[len(devs)-1]; !strings.Contains(d.Description, "border #cccccc and the colour around it #ffffff is below 3:1 (WCAG 1.4.11") {
					t.Errorf("%s: %s", tc.name, d.Description)
				}
			}
		}
	})

	t.Run("text on a fill inside a larger box", func(t *testing.T) {
		// The declared box is a card; the text is on a button inside it:
		// it is judged against the button's fill, not the card.
		f := newFrame(300, 160, white)
		card := image.Rect(10, 10, 290, 150)
		f.fill(card, rgbHex("#f0f0f0"))
		inner := image.Rect(40, 60, 200, 100)
		f.fill(inner, rgbHex("#0b5ed7"))
		f.write(52.4, 85, 16, "regular", "Continue", rgbHex("#5a8ae0"))
		tx, _, _ := measured(t, f, card, 1)
		if tx.bg != rgbHex("#0b5ed7") || tx.fg != rgbHex("#5a8ae0") {
			t.Errorf("text %s on %s", tx.fg.Hex(), tx.bg.Hex())
		}
	})

	t.Run("counters of a letter cut out of a logo are not text", func(t *testing.T) {
		// Bootstrap's logo in a dark header: a black square with a B cut
		// out of it, through which the header's #212529 shows; the black
		// inside the B's counters are islands of the square, not text
		// (black on #212529 would be 1.36:1): the B's two counters would
		// make a family of two.
		dark := rgbHex("#212529")
		f := newFrame(400, 80, dark)
		f.fill(image.Rect(20, 20, 60, 60), black)
		f.fill(image.Rect(31, 26, 47, 54), dark)  // the B
		f.fill(image.Rect(35, 29, 43, 38), black) // its counters
		f.fill(image.Rect(35, 42, 44, 51), black)
		f.write(80.4, 46, 16, "regular", "Home Features", white)
		r := regionOf("header", image.Rect(10, 10, 390, 70))
		if devs := check(f, r, 4.5); len(devs) != 0 {
			t.Errorf("%s %+v", ids(devs), devs)
		}
	})

	t.Run("underline is not text", func(t *testing.T) {
		// A link: #0645ad text with a 1 px underline of the same colour;
		// the size comes from the letters, not the line.
		f := newFrame(300, 60, white)
		f.write(10.6, 30, 16, "regular", "Headline nodes", rgbHex("#0645ad"))
		f.fill(image.Rect(10, 33, 150, 34), rgbHex("#0645ad"))
		_, size, _ := measured(t, f, image.Rect(5, 8, 160, 38), 1)
		if math.Abs(size.px/16-1) > SizeError {
			t.Errorf("size %s", size)
		}
	})

	t.Run("dark text on a fill a shade off the page", func(t *testing.T) {
		// A sidebar on #f5f5f5 whose selected row is white (10 off the
		// page: ink) with #a67736 text, 3.95:1 on white: the white row
		// is the text's background. Its coverage, weighed by the text's
		// distance from the page, is a fraction of its pixels; the fill
		// is a container by its pixels.
		f := newFrame(250, 120, rgbHex("#f5f5f5"))
		f.write(24, 30, 14, "regular", "File Metadata", rgbHex("#356da4"))
		f.fill(image.Rect(20, 50, 250, 79), white)
		f.write(24, 69, 14, "regular", "read to string", rgbHex("#a67736"))
		devs := check(f, regionOf("sidebar", image.Rect(0, 0, 250, 120)), 4.5)
		if len(devs) != 1 || devs[0].ID != IDContrast ||
			!strings.Contains(devs[0].Description, "between text #a67736 and background #ffffff is below 4.5:1") {
			t.Errorf("%+v", devs)
		}
	})

	t.Run("a word in one piece", func(t *testing.T) {
		// White 12 px bold text on a #1c76e4 pill (4.41:1) whose letters
		// are a pixel apart: their anti-aliased edges join them into one
		// component, a word, not a stray mark.
		f := newFrame(250, 40, rgbHex("#151515"))
		f.pill(image.Rect(8, 8, 240, 32), 8, rgbHex("#1c76e4"))
		for i, r := range "nunu" {
			f.write(16.3+float64(i)*(0.5*12+1), 25, 12, "bold", string(r), white)
		}
		devs := check(f, regionOf("sidebar", image.Rect(0, 0, 250, 40)), 4.5)
		if len(devs) != 1 || !strings.Contains(devs[0].Description, "4.41:1 (error band 4.31–4.47) between text #ffffff and background #1c76e4 is below 4.5:1") {
			t.Errorf("%+v", devs)
		}
	})

}

// modalInk is the most frequent colour of r that is not bg.
func modalInk(f *Frame, r image.Rectangle, bg RGB) RGB {
	h := regionHist(f, r)
	best, n := RGB{}, 0
	for _, cc := range h.sorted() {
		if rgbOf(cc.c) != bg && cc.n > n {
			best, n = rgbOf(cc.c), cc.n
		}
	}
	return best
}

func TestDevicePixelsRoundInward(t *testing.T) {
	for _, tc := range []struct {
		b     [4]float64
		scale float64
		want  image.Rectangle
	}{
		{[4]float64{10, 10, 20, 20}, 1, image.Rect(10, 10, 30, 30)},
		{[4]float64{10.4, 10.4, 20, 20}, 1, image.Rect(11, 11, 30, 30)},
		{[4]float64{10, 10.6, 20.2, 19.9}, 1, image.Rect(10, 11, 30, 30)},
		{[4]float64{0.1, 0.1, 0.2, 0.2}, 3, image.Rect(0, 0, 1, 1)}, // 0.3 … 0.9 device px: keep the pixel it is in
		{[4]float64{10, 20, 30, 40}, 2.625, image.Rect(27, 53, 105, 157)},
	} {
		if got := devicePixels(box(tc.b[0], tc.b[1], tc.b[2], tc.b[3]), tc.scale); got != tc.want {
			t.Errorf("%v at %v: %v, want %v", tc.b, tc.scale, got, tc.want)
		}
	}
}

func TestSurroundings(t *testing.T) {
	f := newFrame(200, 200, white)
	card := image.Rect(20, 20, 180, 180)
	f.fill(card, rgbHex("#222222"))
	if got := f.surroundings(image.Rect(40, 40, 100, 60), 2); got != rgbHex("#222222") {
		t.Errorf("inside the card: %s", got.Hex())
	}
	if got := f.surroundings(image.Rect(0, 0, 200, 200), 2); got != white {
		t.Errorf("the whole frame: %s", got.Hex())
	}
	if got := f.surroundings(image.Rect(0, 0, 10, 200), 2); got != white {
		t.Errorf("at the frame's edge: %s", got.Hex())
	}
}

func TestLargeMinimum(t *testing.T) {
	for m, want := range map[float64]float64{4.5: 3, 7: 4.5, 3: 3, 2: 2, 5: 3, 6: 3.5} {
		if got := largeMinimum(m); got != want {
			t.Errorf("largeMinimum(%v) = %v, want %v", m, got, want)
		}
	}
}

// mainText is the heaviest family: the region's main text.
func mainText(gs []glyph) (text, bool) {
	if len(gs) == 0 {
		return text{}, false
	}
	return textFamilies(gs)[0], true
}
