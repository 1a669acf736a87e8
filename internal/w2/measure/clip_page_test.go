package measure

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// clipCase is one declared element of the clipped-text known page: its
// markup, and whether rubrics 1.5.0 and 1.6.0 report clipped text on it
// (by: the clip that cut it).
type clipCase struct {
	id, html string
	at150    bool
	at160    bool
	by       string
}

// clipCases: text cut off entirely while the box that lays it out shows
// is clipped from rubric 1.6.0 on (the brand of Fomantic-UI's fixed menu
// cut to its logo); text hidden on purpose, or whose whole box is out of
// sight, is not, under either.
var clipCases = []clipCase{
	{id: "brand", html: `<a id="brand" href="#" style="display:flex;align-items:center;box-sizing:border-box;max-width:40px;overflow:hidden;white-space:nowrap;padding:0 8px;background:#1b1c1d;color:#fff">` +
		`<img alt="" src="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E" style="width:24px;height:24px;margin-right:20px;flex:none">Project Name</a>`,
		at160: true, by: "#brand"},
	{id: "partial", html: `<div id="partial" style="width:60px;overflow:hidden;white-space:nowrap">A long line of text</div>`,
		at150: true, at160: true, by: "#partial"},
	{id: "whole", html: `<div id="whole" style="width:300px;overflow:hidden;white-space:nowrap">Short</div>`},
	// Image replacement: the text moved away on purpose.
	{id: "indent", html: `<div id="indent" style="width:100px;height:20px;overflow:hidden;text-indent:-9999px;background:#000">Logo</div>`},
	{id: "kellum", html: `<div id="kellum" style="width:100px;height:20px;overflow:hidden;text-indent:100%;white-space:nowrap;background:#000">Logo</div>`},
	{id: "padtop", html: `<div id="padtop" style="width:100px;height:0;padding-top:20px;overflow:hidden;background:#000">Logo</div>`},
	// A carousel: the second slide's box is out of sight with its text.
	{id: "slides", html: `<div id="slides" style="width:200px;overflow:hidden;white-space:nowrap"><div style="display:inline-block;width:200px">One</div><div style="display:inline-block;width:200px">Two</div></div>`},
	{id: "sronly", html: `<div id="sronly">Seen<span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap">Only for screen readers</span></div>`},
	// The viewport clips sideways (overflow-x: hidden on the body): a
	// paragraph whose box shows 15 px of itself and whose right-aligned
	// text lies past the edge.
	{id: "pushed", html: `<p id="pushed" style="margin:0 0 0 352px;width:200px;text-align:right">End</p>`,
		at160: true, by: "viewport"},
}

func TestClippedWhollyKnownPage(t *testing.T) {
	b := sharedBrowser(t)
	dir := t.TempDir()
	var page, elems strings.Builder
	page.WriteString(`<!doctype html><html><head><style>body{margin:0;overflow-x:hidden;background:#fff;font:16px/20px Arial,sans-serif} .row{position:absolute;left:8px}</style></head><body>`)
	for i, c := range clipCases {
		fmt.Fprintf(&page, `<div class="row" style="top:%dpx">%s</div>`, i*60, c.html)
		fmt.Fprintf(&elems, "  - id: %s\n    selector: \"#%s\"\n    bbox: {mobile: {x: 0, y: 0, w: 10, h: 10}}\n    must_satisfy: {tolerance_px: 4, required_breakpoints: all}\n", c.id, c.id)
	}
	page.WriteString(`</body></html>`)
	skel := writeKnownPage(t, dir, "clip", elems.String(), page.String())
	for _, rubric := range []string{"1.5.0", "1.6.0"} {
		j, err := job.FromArgs([]string{skel, hashOf(t, skel), "req-k", "att-k", "1", fileURL(t, filepath.Join(dir, "site")), "p", "i", "r", rubric})
		if err != nil {
			t.Fatal(err)
		}
		r := verify(context.Background(), b, j)
		encodes(t, r)
		for i, c := range clipCases {
			ev := r.Verdict.ElementVerdicts[i]
			want := c.at150
			if rubric == "1.6.0" {
				want = c.at160
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
