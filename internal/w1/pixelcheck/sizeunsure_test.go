package pixelcheck

import (
	"image"
	"strings"
	"testing"
)

// TestSizeWithinErrorIsUncertain: text W1 calls large while its size
// estimate is within its error of WCAG's large sizes (under 27.1 px, bold
// under 21.1 px) may be small text, so between the large-text minimum
// (3:1) and the text minimum (4.5:1) its verdict is uncertain, not a pass;
// below 3:1 it fails either way, at 4.5:1 it passes either way. Text
// estimated further from the threshold keeps one minimum.
func TestSizeWithinErrorIsUncertain(t *testing.T) {
	for _, tc := range []struct {
		name   string
		px     float64
		weight string
		ink    string
		want   string // "" no deviation; "below"; "uncertain"
	}{
		{"regular 28 px at 3.36:1: large beyond the error", 28, "regular", "#8c8c8c", ""},
		{"regular 24 px at 3.36:1: maybe small", 24, "regular", "#8c8c8c", "uncertain"},
		{"bold 19 px at 3.36:1: maybe small", 19, "bold", "#8c8c8c", "uncertain"},
		{"bold 24 px at 3.36:1: large beyond the error", 24, "bold", "#8c8c8c", ""},
		{"bold 19 px at 2.28:1: fails either way", 19, "bold", "#adadad", "below"},
		{"regular 24 px at 4.6:1: passes either way", 24, "regular", "#747474", ""},
		{"regular 16 px at 3.36:1: small", 16, "regular", "#8c8c8c", "below"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFrame(600, 120, white)
			f.write(10.3, 60, tc.px, tc.weight, "Hold the line", rgbHex(tc.ink))
			devs := check(f, regionOf("t", image.Rect(0, 0, 600, 120)), 4.5)
			got := ""
			if len(devs) == 1 {
				switch d := devs[0]; {
				case d.Uncertain && strings.Contains(d.Description, "is uncertain against"):
					got = "uncertain"
				case !d.Uncertain && strings.Contains(d.Description, "is below"):
					got = "below"
				default:
					got = d.Description
				}
			} else if len(devs) > 1 {
				t.Fatalf("%+v", devs)
			}
			if got != tc.want {
				t.Errorf("got %q, want %q (%+v)", got, tc.want, devs)
			}
		})
	}
}
