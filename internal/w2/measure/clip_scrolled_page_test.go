package measure

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// scrolledCases: text a nearer clip cuts beyond a scroller's box (javadoc's
// footer 40 px wide at the end of its scrolling pane) is clipped from
// rubric 1.8.0 on, since scrolling brings it in sight; 1.7.0 takes it for
// out of sight. Text that fits, or that only the scroller holds beyond its
// box, is not clipped under either, nor a carousel's slide out of sight.
var scrolledCases = []struct {
	id, html string
	at170    bool
	at180    bool
	by       string
}{
	{id: "footer", html: `<div style="height:100px;overflow:auto"><div style="height:900px"></div>` +
		`<footer id="footer" style="max-width:40px;overflow:hidden;white-space:nowrap">Copyright 2001 the authors</footer></div>`,
		at180: true, by: "#footer"},
	{id: "fits", html: `<div style="height:100px;overflow:auto"><div style="height:900px"></div>` +
		`<footer id="fits" style="width:300px;overflow:hidden;white-space:nowrap">Short</footer></div>`},
	{id: "inview", html: `<div style="height:100px;overflow:auto"><footer id="inview" style="max-width:40px;overflow:hidden;white-space:nowrap">Copyright 2001 the authors</footer></div>`,
		at170: true, at180: true, by: "#inview"},
	{id: "longline", html: `<pre id="longline" style="width:80px;overflow:auto;margin:0">A long line of code in a scrolling pre</pre>`},
	{id: "deepslide", html: `<div style="height:100px;overflow:auto"><div style="height:900px"></div>` +
		`<div id="deepslide" style="width:200px;overflow:hidden;white-space:nowrap"><div style="display:inline-block;width:200px">One</div><div style="display:inline-block;width:200px">Two</div></div></div>`},
}

func TestClippedBeyondScrollerKnownPage(t *testing.T) {
	b := sharedBrowser(t)
	dir := t.TempDir()
	var page, elems strings.Builder
	page.WriteString(`<!doctype html><html><head><style>body{margin:0;background:#fff;font:16px/20px Arial,sans-serif} .row{position:absolute;left:8px;width:300px}</style></head><body>`)
	for i, c := range scrolledCases {
		fmt.Fprintf(&page, `<div class="row" style="top:%dpx">%s</div>`, i*120, c.html)
		fmt.Fprintf(&elems, "  - id: %s\n    selector: \"#%s\"\n    bbox: {mobile: {x: 0, y: 0, w: 10, h: 10}}\n    must_satisfy: {tolerance_px: 4, required_breakpoints: all}\n", c.id, c.id)
	}
	page.WriteString(`</body></html>`)
	skel := writeKnownPage(t, dir, "scrolled", elems.String(), page.String())
	for _, rubric := range []string{"1.7.0", "1.8.0"} {
		j, err := job.FromArgs([]string{skel, hashOf(t, skel), "req-k", "att-k", "1", fileURL(t, filepath.Join(dir, "site")), "p", "i", "r", rubric})
		if err != nil {
			t.Fatal(err)
		}
		r := verify(context.Background(), b, j)
		encodes(t, r)
		for i, c := range scrolledCases {
			ev := r.Verdict.ElementVerdicts[i]
			want := c.at170
			if rubric == "1.8.0" {
				want = c.at180
			}
			t.Logf("%s (%s): %+v", c.id, rubric, ev.ClippedText)
			if got := len(ev.ClippedText) > 0; got != want {
				t.Errorf("%s (%s): clipped_text %+v, want clipped %v", c.id, rubric, ev.ClippedText, want)
				continue
			}
			if want && ev.ClippedText[0].ClippedBy != c.by {
				t.Errorf("%s (%s): clipped by %s, want %s", c.id, rubric, ev.ClippedText[0].ClippedBy, c.by)
			}
		}
	}
}
