package measure

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// clipRow is one declared element of a clipped-text known page: its
// markup, whether the older and the newer rubric the page compares
// report clipped text on it, and the clip that cut it (by).
type clipRow struct {
	id, html     string
	older, newer bool
	by           string
}

// judgeClipRows lays rows out on one known page (each row absolutely
// placed, step px below the one before, under the page's style css),
// judges it under rubrics older and newer, and checks which rows each
// reports clipped text on, and by which clip.
func judgeClipRows(t *testing.T, name, css string, step int, rows []clipRow, older, newer string) {
	t.Helper()
	b := sharedBrowser(t)
	dir := t.TempDir()
	var page, elems strings.Builder
	fmt.Fprintf(&page, `<!doctype html><html><head><style>%s</style></head><body>`, css)
	for i, c := range rows {
		fmt.Fprintf(&page, `<div class="row" style="top:%dpx">%s</div>`, i*step, c.html)
		fmt.Fprintf(&elems, "  - id: %s\n    selector: \"#%s\"\n    bbox: {mobile: {x: 0, y: 0, w: 10, h: 10}}\n    must_satisfy: {tolerance_px: 4, required_breakpoints: all}\n", c.id, c.id)
	}
	page.WriteString(`</body></html>`)
	skel := writeKnownPage(t, dir, name, elems.String(), page.String())
	for _, rubric := range []string{older, newer} {
		j, err := job.FromArgs([]string{skel, hashOf(t, skel), "req-k", "att-k", "1", fileURL(t, filepath.Join(dir, "site")), "p", "i", "r", rubric})
		if err != nil {
			t.Fatal(err)
		}
		r := verify(context.Background(), b, j)
		encodes(t, r)
		for i, c := range rows {
			ev := r.Verdict.ElementVerdicts[i]
			want := c.older
			if rubric == newer {
				want = c.newer
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

// clipCases (older 1.5.0, newer 1.6.0): text cut off entirely while the
// box that lays it out shows is clipped from rubric 1.6.0 on (the brand
// of Fomantic-UI's fixed menu cut to its logo); text hidden on purpose,
// or whose whole box is out of sight, is not, under either.
var clipCases = []clipRow{
	{id: "brand", html: `<a id="brand" href="#" style="display:flex;align-items:center;box-sizing:border-box;max-width:40px;overflow:hidden;white-space:nowrap;padding:0 8px;background:#1b1c1d;color:#fff">` +
		`<img alt="" src="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E" style="width:24px;height:24px;margin-right:20px;flex:none">Project Name</a>`,
		newer: true, by: "#brand"},
	{id: "partial", html: `<div id="partial" style="width:60px;overflow:hidden;white-space:nowrap">A long line of text</div>`,
		older: true, newer: true, by: "#partial"},
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
		newer: true, by: "viewport"},
}

func TestClippedWhollyKnownPage(t *testing.T) {
	judgeClipRows(t, "clip", "body{margin:0;overflow-x:hidden;background:#fff;font:16px/20px Arial,sans-serif} .row{position:absolute;left:8px}",
		60, clipCases, "1.5.0", "1.6.0")
}
