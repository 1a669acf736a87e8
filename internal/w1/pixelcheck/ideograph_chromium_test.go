package pixelcheck

import (
	"fmt"
	"math"
	"strings"
	"testing"
)

// ideoSample is one line of the ideographic calibration page.
type ideoSample struct {
	lang, family string
	px           float64
	bold, cjk    bool
	latinFrom    float64
	y, h         float64
}

// ideoLines are the lines of the calibration page: Chinese, Japanese
// (kanji among kana) and Korean in the CJK face a Debian machine has, and
// Latin lines whose glyphs are the densest Latin has (a double-storey g,
// @, &, §, 8) in the Latin faces, which must never read as ideographic.
var ideoLines = []struct {
	lang, family, text string
	cjk                bool
	// latinFrom: a Latin line must not read as ideographic from this
	// size on (CSS px).
	latinFrom float64
}{
	{"zh", "WenQuanYi Micro Hei", "在文档中插入表格请选择模块菜单中的插入命令", true, 0},
	{"zh", "WenQuanYi Micro Hei", "帮助选择表格", true, 0},
	{"ja", "WenQuanYi Micro Hei", "ページを垂直方向の中央に配置するには書式を選択します", true, 0},
	{"ko", "WenQuanYi Micro Hei", "아파치 웹서버 문서를 한국어로 번역합니다", true, 0},
	{"en", "Liberation Serif", "Logging & aggregate settings: big@example.org, 1988", false, 0},
	{"en", "DejaVu Sans", "Quick brown foxes jumped over 42 lazy dogs", false, 0},
	{"en", "DejaVu Serif", "Logging & aggregate settings: big@example.org, 1988", false, 0},
	{"en", "Liberation Sans", "Quick brown foxes jumped over 42 lazy dogs", false, 0},
	// Lowercase lines without ascenders, whose double-storey g's are
	// dense and reach from the top of the line to its bottom, but not
	// from the other letters' bottom (the baseline) to it; under 14 px
	// (small text whatever it is) a g may join its neighbours.
	{"en", "Liberation Serif", "gregarious saga eggs", false, 14},
	{"en", "Liberation Serif", "rogue agency", false, 14},
	// Bold serif words joined through their g's, most pieces reaching the
	// descender, and a line whose y's outnumber the letters ending on the
	// baseline.
	{"en", "Liberation Serif", "engaging aggregate", false, 14},
	{"en", "Liberation Serif", "mirage voyage agency", false, 14},
}

// TestIdeographSizeOnChromium renders Chinese, Japanese and Korean lines
// in WenQuanYi Micro Hei (the CJK face of Debian's fonts-wqy-microhei,
// which make deps installs) at 10–48 px, regular and bold, beside Latin
// lines of the densest Latin glyphs, and checks W1's size estimate
// (ideograph.go): CJK text of 14 px and more reads as ideographic and its
// size within IdeoSizeError; Latin text never reads as ideographic; and
// the large/small decision is never wrong — text of WCAG's large sizes is
// called large, text under them is called small or may-be-small
// (judged against both minima). It prints the table: the dense glyphs'
// upper-quartile height over the CSS size is the face's ideographic ink
// height.
func TestIdeographSizeOnChromium(t *testing.T) {
	sizes := []float64{10, 12, 14, 16, 18, 18.4, 18.66, 19, 20, 22, 24, 26, 28, 32, 40, 48}
	var samples []ideoSample
	var html strings.Builder
	html.WriteString(`<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;background:#fff}` +
		`div{position:absolute;left:10px;white-space:nowrap;color:#000;line-height:1.4}</style></head><body>`)
	y := 10.0
	for _, l := range ideoLines {
		for _, bold := range []bool{false, true} {
			for _, px := range sizes {
				lh := math.Ceil(px * 1.4)
				weight := 400
				if bold {
					weight = 700
				}
				fmt.Fprintf(&html, `<div lang="%s" style="top:%gpx;height:%gpx;font:%d %gpx '%s'">%s</div>`,
					l.lang, y, lh, weight, px, l.family, l.text)
				samples = append(samples, ideoSample{lang: l.lang, family: l.family, px: px, bold: bold, cjk: l.cjk, latinFrom: l.latinFrom, y: y, h: lh})
				y += lh + 6
			}
		}
	}
	html.WriteString(`</body></html>`)
	f := shotHTML(t, html.String(), 1400, 800, 1)
	ts := &textScan{f: f, scale: 1}
	var table strings.Builder
	worst, lowest, highest := 0.0, math.Inf(1), 0.0
	for _, s := range samples {
		q := devicePixels(box(10, s.y, 1380, s.h), 1)
		ts.glyphs, ts.border = ts.glyphs[:0], nil
		ts.scan(q, white, 0)
		tx, ok := mainText(ts.glyphs)
		if !ok {
			t.Errorf("%s %s %v px: no text found", s.lang, s.family, s.px)
			continue
		}
		est := estimateSize(tx.glyphs, 1)
		dense, letters := 0, 0
		tallest := 0
		for _, g := range tx.glyphs {
			tallest = max(tallest, g.h)
		}
		for _, g := range tx.glyphs {
			if float64(g.h) >= MinGlyphShare*float64(tallest) {
				letters++
				if g.dense {
					dense++
				}
			}
		}
		e := est.px/s.px - 1
		mark := ""
		switch {
		case s.cjk && s.lang != "ko" && !s.bold && s.px >= 14 && !est.ideo:
			t.Errorf("%s %v px bold=%v: not read as ideographic (%d dense of %d letters), estimated %s", s.lang, s.px, s.bold, dense, letters, est)
		case !s.cjk && s.px >= s.latinFrom && est.ideo:
			t.Errorf("%s %s %v px bold=%v: read as ideographic (%d dense of %d letters), estimated %s", s.lang, s.family, s.px, s.bold, dense, letters, est)
		}
		if est.ideo && s.cjk {
			worst = max(worst, math.Abs(e))
			r := est.px * IdeoRatio / s.px
			lowest, highest = min(lowest, r), max(highest, r)
			if math.Abs(e) > IdeoSizeError {
				t.Errorf("%s %v px bold=%v: estimated %s (%+.1f%%), beyond IdeoSizeError", s.lang, s.px, s.bold, est, 100*e)
			}
		}
		trueLarge := s.px >= LargePX || s.bold && s.px >= LargeBoldPX
		switch {
		case !est.ideo:
			// Read by its tall letters (size.go): TestSizeEstimateOnChromium.
		case trueLarge && !est.large():
			t.Errorf("%s %s %v px bold=%v: estimated %s, judged small", s.lang, s.family, s.px, s.bold, est)
		case !trueLarge && est.large() && !est.mayBeSmall():
			t.Errorf("%s %s %v px bold=%v: estimated %s, judged large", s.lang, s.family, s.px, s.bold, est)
		case est.large() && est.mayBeSmall():
			mark = " may be either"
		}
		fmt.Fprintf(&table, "%-2s %-20s %5.2f %-5v → %5.1f px (%+5.1f%%) ideo=%-5v dense %2d of %2d%s\n",
			s.lang, s.family, s.px, s.bold, est.px, 100*e, est.ideo, dense, letters, mark)
	}
	t.Logf("size estimates (CSS size → estimate):\n%s", table.String())
	t.Logf("ideographic: largest size error %.1f%%; dense glyphs' height %.3f–%.3f of the size", 100*worst, lowest, highest)
}
