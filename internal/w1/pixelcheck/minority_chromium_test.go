package pixelcheck

import (
	"testing"
)

// TestMinorityTextJudgedOnChromium: Chromium's own small text inside a
// region whose other text passes, or in a box cut tight around it — a red
// 11.2 px footnote number (3.99:1) whose box's inward rounding leaves its
// first glyph touching the side, and #bbb breadcrumb separators (1.91:1)
// between #333 links — is judged and fails with certainty; the same line
// with dark separators passes.
func TestMinorityTextJudgedOnChromium(t *testing.T) {
	r := observe(t, "/minority.html", desktop, fastOptions(),
		el{id: "footnote", bbox: at("{x: 100.45, y: 50.81, w: 11.19, h: 12}")},
		el{id: "breadcrumb", bbox: at("{x: 20, y: 100, w: 500, h: 20}")},
		el{id: "plain", bbox: at("{x: 20, y: 160, w: 500, h: 20}")},
	)
	if r.Report.Error != "" {
		t.Fatal(r.Report.Error)
	}
	failed := map[string]bool{}
	for _, d := range r.Report.Deviations {
		t.Logf("%s %s (uncertain %v)", d.LocationHint, d.Description, d.Uncertain)
		if d.ID == IDContrast && !d.Uncertain {
			failed[d.LocationHint] = true
		}
	}
	for id, want := range map[string]bool{"footnote": true, "breadcrumb": true, "plain": false} {
		if got := failed["page/"+id+"@desktop"]; got != want {
			t.Errorf("%s: failed %v, want %v", id, got, want)
		}
	}
	if len(r.Report.Deviations) != 2 {
		t.Errorf("%d deviations, want 2", len(r.Report.Deviations))
	}
}
