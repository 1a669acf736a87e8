package pixelcheck

import (
	"slices"
	"testing"
)

// TestRegionPresenceOnChromium: Chromium's own page-wide blocks around a
// word or two — a navigation bar holding "Up", an index name of one bold
// letter, a 100 %-wide table around a short term — and a strip that is
// only its 1 px top border at y = 200.14, its text floated below it, are
// there; the term's failing grey is read. The same bar and strip hidden
// (visibility: hidden) show only the page.
func TestRegionPresenceOnChromium(t *testing.T) {
	wide := []bp{{"desktop", 1280, 400}}
	r := observe(t, "/presence.html", wide, fastOptions(),
		el{id: "up", bbox: at("{x: 5, y: 5, w: 1270, h: 15}")},
		el{id: "name", bbox: at("{x: 8, y: 40, w: 1264, h: 15}")},
		el{id: "term", bbox: at("{x: 8, y: 100, w: 1264, h: 34}")},
		el{id: "footer", bbox: at("{x: 30, y: 200.14, w: 1236, h: 3.59}")},
		el{id: "up-hidden", bbox: at("{x: 5, y: 260, w: 1270, h: 15}")},
		el{id: "footer-hidden", bbox: at("{x: 30, y: 300.14, w: 1236, h: 3.59}")},
	)
	if r.Report.Error != "" {
		t.Fatal(r.Report.Error)
	}
	var got []string
	for _, d := range r.Report.Deviations {
		t.Logf("%s %s: %s", d.ID, d.LocationHint, d.Description)
		got = append(got, d.ID+" "+d.LocationHint)
	}
	want := []string{
		"contrast page/term@desktop",
		"region_ink page/up-hidden@desktop",
		"region_ink page/footer-hidden@desktop",
	}
	if !slices.Equal(got, want) {
		t.Errorf("deviations %q, want %q", got, want)
	}
}
