package pixelcheck

import (
	"fmt"
	"testing"
)

// TestPageSeenThroughALetterOnChromium: Chromium's own bold M and W, in
// asciidoc's title colour on white and in white on a fill of that
// colour: each region's only text is the one painted, never the page
// between a letter's legs read as text on the letter.
func TestPageSeenThroughALetterOnChromium(t *testing.T) {
	r := observe(t, "/seenthrough.html", desktop, fastOptions(),
		el{id: "title", bbox: at("{x: 20, y: 20, w: 700, h: 60}")},
		el{id: "button", bbox: at("{x: 20, y: 120, w: 400, h: 64}")},
	)
	if r.Report.Error != "" {
		t.Fatal(r.Report.Error)
	}
	want := map[string]string{"title": "[#527bbd on #ffffff]", "button": "[#ffffff on #527bbd]"}
	got := map[string]string{}
	for _, m := range r.Report.ContrastMeasures {
		var texts []string
		for _, tx := range m.Texts {
			texts = append(texts, tx.FG+" on "+tx.BG)
		}
		got[m.Element] = fmt.Sprint(texts)
	}
	for id, w := range want {
		if got[id] != w {
			t.Errorf("%s: texts %s, want %s", id, got[id], w)
		}
	}
	if len(r.Report.Deviations) != 0 {
		t.Errorf("deviations %+v", r.Report.Deviations)
	}
}
