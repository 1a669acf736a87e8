package pixelcheck

import (
	"image"
	"strings"
	"testing"
)

// The error band and the ownership of text (docs/W1.md §2), on synthetic
// frames whose true colours are known.
func TestErrorBandAndOwnership(t *testing.T) {
	frameCheck := func(f *Frame, regions ...Region) Findings {
		return CheckFrame(f, regions, Checks{MinContrast: 4.5}, place)
	}
	only := func(fs Findings, id string) []string {
		var out []string
		for _, d := range fs.Deviations {
			if d.ID == id {
				u := ""
				if d.Uncertain {
					u = " uncertain"
				}
				out = append(out, d.LocationHint+u)
			}
		}
		return out
	}

	t.Run("composite region judges every text run", func(t *testing.T) {
		// A card: a black heading, and a grey line (#959595, 3.00:1) below
		// it. Both greys lie on one line from white; the grey run is
		// judged by its own colour.
		f := newFrame(400, 120, white)
		f.write(12.5, 40, 16, "regular", "Order summary today", RGB{})
		f.write(12.5, 80, 16, "regular", "Taxes are shown later", rgbHex("#959595"))
		fs := frameCheck(f, regionOf("card", image.Rect(5, 10, 395, 110)))
		if got := only(fs, IDContrast); len(got) != 1 || got[0] != "s/card@bp" {
			t.Fatalf("contrast %v, want the card flagged", got)
		}
		if !strings.Contains(fs.Deviations[0].Description, "#959595") {
			t.Errorf("the flag names %s, want the grey run", fs.Deviations[0].Description)
		}
		if m := fs.Contrast[0]; m.FG != "#959595" || m.Ratio != 3 || m.Low > m.Ratio || m.High < m.Ratio {
			t.Errorf("figure %+v, want #959595 at 3.00 inside its band", m)
		}
	})

	t.Run("text belongs to the innermost declared element", func(t *testing.T) {
		// A card with black text holds a declared button whose text fails:
		// the button is flagged, the card is not flagged again for it.
		f := newFrame(400, 160, white)
		f.write(12.5, 40, 16, "regular", "Order summary today", RGB{})
		btn := image.Rect(20, 70, 220, 110)
		f.write(30.5, 96, 16, "regular", "Continue now", rgbHex("#aaaaaa"))
		fs := frameCheck(f, regionOf("card", image.Rect(5, 10, 395, 150)), regionOf("button", btn))
		if got := only(fs, IDContrast); len(got) != 1 || got[0] != "s/button@bp" {
			t.Errorf("contrast %v, want the button only", got)
		}
		if len(fs.Contrast) != 2 || fs.Contrast[0].FG != "#000000" {
			t.Errorf("figures %+v, want the card's black text and the button's grey", fs.Contrast)
		}
	})

	t.Run("ambiguous tint background is uncertain", func(t *testing.T) {
		// #0d6efd link text on the edge of a #f8f9fa band: 4.50:1 on
		// white, 4.26:1 on the tint; the pixels cannot tell which is the
		// text's background, so the flag is uncertain, not a silent pass.
		f := newFrame(400, 80, white)
		f.fill(image.Rect(0, 0, 400, 33), rgbHex("#f8f9fa"))
		f.write(12.5, 40, 16, "regular", "Read the release notes", rgbHex("#0d6efd"))
		fs := frameCheck(f, regionOf("link", image.Rect(5, 10, 395, 60)))
		got := only(fs, IDContrast)
		if len(got) != 1 || got[0] != "s/link@bp uncertain" {
			t.Fatalf("contrast %v, want one uncertain flag", got)
		}
		m := fs.Contrast[0]
		if !m.Uncertain || m.Low > 4.27 || m.High < 4.5 {
			t.Errorf("figure %+v, want a band from 4.26 to 4.50", m)
		}
	})

	t.Run("sub-pixel strokes widen the band upward", func(t *testing.T) {
		// Light 9 px text (stems 0.6 px) never shows its colour: its core
		// is a blend, lighter than the true #595959 (7:1). The reading is
		// too low, but the band reaches the true ratio, so the flag is
		// uncertain, not a certain false flag.
		f := newFrame(400, 60, white)
		f.write(12.5, 30, 9, "light", "Quick brown foxes jumped over lazy dogs", rgbHex("#595959"))
		fs := frameCheck(f, regionOf("small", image.Rect(5, 10, 395, 40)))
		if len(fs.Contrast) != 1 {
			t.Fatalf("figures %+v", fs.Contrast)
		}
		m := fs.Contrast[0]
		if m.High < 7 {
			t.Errorf("figure %+v: the band does not reach the true 7.0:1", m)
		}
		for _, d := range fs.Deviations {
			if d.ID == IDContrast && !d.Uncertain {
				t.Errorf("certain flag on text whose true ratio passes: %s", d.Description)
			}
		}
	})

	t.Run("solid strokes: no band", func(t *testing.T) {
		f := newFrame(400, 60, white)
		f.write(12.5, 36, 20, "regular", "Handled heading", rgbHex("#767676"))
		fs := frameCheck(f, regionOf("h", image.Rect(5, 5, 395, 55)))
		if len(fs.Deviations) != 0 || len(fs.Contrast) != 1 {
			t.Fatalf("%+v %+v", fs.Deviations, fs.Contrast)
		}
		// 4.5437:1, rounded to 4.54, its band rounded outward.
		if m := fs.Contrast[0]; m.Low != 4.54 || m.High != 4.55 || m.Ratio != 4.54 || m.Uncertain {
			t.Errorf("figure %+v, want 4.54 in 4.54–4.55", m)
		}
	})
}
