package pixelcheck

import (
	"image"
	"strings"
	"testing"
)

// TestFamilyColourByContrastOrder: a navigation bar whose grey links
// (#b7b7b7, 2.01:1) each stand beside a dark grey arrow icon (#5e5e5e …
// #6f6f6f, outlines drawn as hollow squares here). Greys lie on one line
// from white, so icons and text are one family; its colour is picked
// among its glyphs highest contrast first, and the four icons, 29 apart
// in RGB, do not agree on one: the text's colour is the family's. Taken
// in the order of the family's runs (an icon, then its link's letters,
// then the next icon), two icons a window apart agreed, and the bar read
// at the icons' contrast (6.48:1 on a real page).
func TestFamilyColourByContrastOrder(t *testing.T) {
	f := newFrame(400, 80, white)
	text := rgbHex("#b7b7b7")
	for i, icon := range []string{"#5e5e5e", "#606060", "#676767", "#6f6f6f"} {
		x := 8 + i*98
		f.border(image.Rect(x, 8, x+20, 28), 2, rgbHex(icon))
		f.write(float64(x+24)+0.3, 25, 16, "regular", "nu", text)
	}
	f.write(8.3, 60, 16, "regular", "nunununu nunununu nunununu", text)
	devs := check(f, regionOf("docnav", image.Rect(0, 0, 400, 80)), 4.5)
	if len(devs) != 1 || !strings.Contains(devs[0].Description, "between text #b7b7b7 and background #ffffff is below") {
		t.Errorf("%+v", devs)
	}
}
