package pixelcheck

import (
	"strings"
	"testing"
)

// TestDocnavOnChromium: testdata/site/docnav.html, a navigation bar of
// #b7b7b7 links beside dark grey icons, is judged by its text's colour
// (2.01:1), not by an icon's (TestFamilyColourByContrastOrder).
func TestDocnavOnChromium(t *testing.T) {
	r := observe(t, "/docnav.html", desktop, fastOptions(),
		el{id: "docnav", bbox: at("{x: 20, y: 20, w: 400, h: 80}")},
	)
	if r.Report.Error != "" {
		t.Fatal(r.Report.Error)
	}
	var got []string
	for _, d := range r.Report.Deviations {
		got = append(got, d.LocationHint+": "+d.Description)
	}
	if len(got) != 1 || !strings.Contains(got[0], "between text #b7b7b7 and background #ffffff is below") {
		t.Errorf("%q", got)
	}
}
