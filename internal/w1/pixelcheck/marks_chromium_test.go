package pixelcheck

import (
	"strings"
	"testing"
)

// TestMarksAndRulesOnChromium: testdata/site/marks.html in Chromium. A
// thin green arrow before each link (TestMarksBesideText) and a table's
// dotted row rules (TestDottedRules) are not text, so the contents box
// and the table pass; 22 px icons in the links' grey do not make 14 px
// links large text, so the navigation fails at 3.45:1 against 4.5:1.
func TestMarksAndRulesOnChromium(t *testing.T) {
	r := observe(t, "/marks.html", desktop, fastOptions(),
		el{id: "toc", bbox: at("{x: 20, y: 20, w: 300, h: 100}")},
		el{id: "table", bbox: at("{x: 20, y: 140, w: 300, h: 110}")},
		el{id: "nav", bbox: at("{x: 20, y: 280, w: 400, h: 40}")},
	)
	if r.Report.Error != "" {
		t.Fatal(r.Report.Error)
	}
	var got []string
	for _, d := range r.Report.Deviations {
		got = append(got, d.LocationHint+": "+d.Description)
	}
	if len(got) != 1 || !strings.HasPrefix(got[0], "page/nav@desktop: ") ||
		!strings.Contains(got[0], "between text #8a8a8a and background #ffffff is below 4.5:1 (WCAG 1.4.3, small text") {
		t.Errorf("%q", got)
	}
}
