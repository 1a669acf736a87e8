package pixelcheck

import (
	"math"
	"testing"
)

// ideoFaceSpread is the measured height of the dense glyphs (their upper
// quartile) over the CSS size, lowest and highest, of the Chinese and
// Japanese lines of TestIdeographSizeOnChromium's texts at 14–40 px,
// regular and bold, in each CJK face measured (docs/W1.md §2). Only
// WenQuanYi Micro Hei is installed by make deps; the others were rendered
// from Debian's fonts-noto-cjk, fonts-ipafont-gothic, fonts-arphic-uming
// and fonts-droid-fallback on 2026-12-07.
var ideoFaceSpread = []struct {
	face   string
	lo, hi float64
}{
	{"WenQuanYi Micro Hei", 0.900, 1.018},
	{"Droid Sans Fallback", 0.875, 1.056},
	{"Noto Sans CJK SC/JP", 0.893, 1.062},
	{"Noto Serif CJK SC", 0.938, 1.050},
	{"IPAGothic", 0.875, 1.045},
	{"AR PL UMing CN", 0.925, 1.050},
}

// TestIdeoSizeErrorCoversFaces: the size estimate of ideographic text
// (height ÷ IdeoRatio) is within IdeoSizeError of the size for every
// measured face, so that text of WCAG's large sizes is never judged small
// and text under them never certainly large.
func TestIdeoSizeErrorCoversFaces(t *testing.T) {
	for _, f := range ideoFaceSpread {
		for _, r := range []float64{f.lo, f.hi} {
			if e := r/IdeoRatio - 1; math.Abs(e) > IdeoSizeError {
				t.Errorf("%s: dense glyphs %.3f of the size read %+.1f%%, beyond IdeoSizeError %.2f", f.face, r, 100*e, IdeoSizeError)
			}
		}
	}
}
