package measure

import "testing"

// scrolledCases (older 1.7.0, newer 1.8.0): text a nearer clip cuts
// beyond a scroller's box (javadoc's footer 40 px wide at the end of its
// scrolling pane) is clipped from rubric 1.8.0 on, since scrolling brings
// it in sight; 1.7.0 takes it for out of sight. Text that fits, or that
// only the scroller holds beyond its box, is not clipped under either,
// nor a carousel's slide out of sight.
var scrolledCases = []clipRow{
	{id: "footer", html: `<div style="height:100px;overflow:auto"><div style="height:900px"></div>` +
		`<footer id="footer" style="max-width:40px;overflow:hidden;white-space:nowrap">Copyright 2001 the authors</footer></div>`,
		newer: true, by: "#footer"},
	{id: "fits", html: `<div style="height:100px;overflow:auto"><div style="height:900px"></div>` +
		`<footer id="fits" style="width:300px;overflow:hidden;white-space:nowrap">Short</footer></div>`},
	{id: "inview", html: `<div style="height:100px;overflow:auto"><footer id="inview" style="max-width:40px;overflow:hidden;white-space:nowrap">Copyright 2001 the authors</footer></div>`,
		older: true, newer: true, by: "#inview"},
	{id: "longline", html: `<pre id="longline" style="width:80px;overflow:auto;margin:0">A long line of code in a scrolling pre</pre>`},
	{id: "deepslide", html: `<div style="height:100px;overflow:auto"><div style="height:900px"></div>` +
		`<div id="deepslide" style="width:200px;overflow:hidden;white-space:nowrap"><div style="display:inline-block;width:200px">One</div><div style="display:inline-block;width:200px">Two</div></div></div>`},
}

func TestClippedBeyondScrollerKnownPage(t *testing.T) {
	judgeClipRows(t, "scrolled", "body{margin:0;background:#fff;font:16px/20px Arial,sans-serif} .row{position:absolute;left:8px;width:300px}",
		120, scrolledCases, "1.7.0", "1.8.0")
}
