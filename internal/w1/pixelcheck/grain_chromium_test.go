package pixelcheck

import (
	"fmt"

	"github.com/tribunal-dev/tribunal/internal/events"
	"strings"
	"testing"
)

// TestFaintShortLabelsOnChromium: a label of one or two letters drawn
// barely off its background (a button whose own background failed to
// load, leaving its white label on the page's near-white; an active
// pagination number) is text, not an image's grain: each of its letters
// is a clean glyph of letter height. Such a label at 1.05–1.08:1 is a
// certain failure, as axe-core says, at any size from 12 px.
func TestFaintShortLabelsOnChromium(t *testing.T) {
	labels := []struct {
		text   string
		px     float64
		weight int
	}{
		{"OK", 16, 700}, {"Go", 20, 400}, {"12", 16, 400}, {"EN", 14, 700}, {"Sign in", 16, 700},
	}
	var html strings.Builder
	html.WriteString(`<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;background:#f6f6f6}` +
		`div{position:absolute;left:10px;width:120px;height:40px;line-height:40px;text-align:center;color:#fff;font-family:'DejaVu Sans'}</style></head><body>`)
	var regions []Region
	for i, l := range labels {
		y := 10 + 50*float64(i)
		fmt.Fprintf(&html, `<div style="top:%gpx;font-size:%gpx;font-weight:%d">%s</div>`, y, l.px, l.weight, l.text)
		regions = append(regions, Region{Element: l.text, Box: box(10, y, 120, 40)})
	}
	html.WriteString(`</body></html>`)
	f := shotHTML(t, html.String(), 200, 280, 1)
	fd := CheckFrame(f, regions, Checks{MinContrast: 4.5}, Place{Screen: "s", Breakpoint: "bp", Surface: "web", Scale: 1})
	judged := map[string]events.ContrastMeasure{}
	for _, m := range fd.Contrast {
		judged[m.Element] = m
	}
	for _, l := range labels {
		m, ok := judged[l.text]
		switch {
		case !ok:
			t.Errorf("%q at %g px, #fff on #f6f6f6 (1.08:1): no text judged", l.text, l.px)
		case m.Uncertain || m.High >= m.Required:
			t.Errorf("%q at %g px: %.2f:1 (%.2f–%.2f) against %g, want a certain failure", l.text, l.px, m.Ratio, m.Low, m.High, m.Required)
		}
	}
}
