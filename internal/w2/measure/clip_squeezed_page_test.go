package measure

import "testing"

// squeezedCases (older 1.9.0, newer 1.10.0): a flex item that clips its
// own text and that its row squeezed to nothing is clipped from rubric
// 1.10.0 on (rustdoc's mobile top bar cut to 40 px: its crate name, an
// h2 with overflow hidden after the menu button and the logo, gets no
// room, nor the block link inside it); up to 1.9.0 its 0 px box passes
// for the visually-hidden pattern. A box declared 1 px in a flex row (that pattern) and one
// declared 0 px wide (a closed drawer) stay hidden under both; a flex
// item squeezed to part of its text is clipped under both.
var squeezedCases = []clipRow{
	{id: "rustbar", html: `<nav id="rustbar" style="display:flex;height:45px;max-width:40px;overflow:hidden;white-space:nowrap"><button style="width:30px">=</button>` +
		`<a href="#"><img alt="" src="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E" style="width:35px;height:35px;margin-left:20px"></a>` +
		`<h2 class="location" style="margin:auto 8px auto auto;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:20px"><a href="#">Crate std</a></h2></nav>`,
		newer: true, by: "h2.location"},
	// As rustdoc lays it out: the crate name is a link display: block,
	// clipping too, that fills the squeezed h2.
	{id: "rustbar2", html: `<nav id="rustbar2" style="display:flex;height:45px;max-width:40px;overflow:hidden;white-space:nowrap"><button style="width:40px">=</button>` +
		`<a href="#"><img alt="" src="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E" style="width:35px;height:35px;margin-left:20px"></a>` +
		`<h2 class="location" style="margin:auto 8px auto auto;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:20px"><a class="crate" href="#" style="display:block;overflow:hidden;text-overflow:ellipsis">Crate std</a></h2></nav>`,
		newer: true, by: "a.crate"},
	{id: "srflex", html: `<div id="srflex" style="display:flex;width:200px">Seen<span style="width:1px;height:1px;overflow:hidden;white-space:nowrap">Only for screen readers</span></div>`},
	{id: "closed", html: `<div id="closed" style="display:flex;width:200px"><nav style="width:0;overflow:hidden;white-space:nowrap">Menu<ul style="overflow:hidden;margin:0"><li>Items</li></ul></nav><main>Content</main></div>`},
	{id: "tabs", html: `<div id="tabs" style="display:flex;width:100px"><span style="flex:none;width:80px">Home</span><span class="rest" style="overflow:hidden;white-space:nowrap">Documentation</span></div>`,
		older: true, newer: true, by: "span.rest"},
}

func TestClippedSqueezedKnownPage(t *testing.T) {
	judgeClipRows(t, "squeezed", "body{margin:0;background:#fff;font:16px/20px Arial,sans-serif} .row{position:absolute;left:8px;width:300px}",
		80, squeezedCases, "1.9.0", "1.10.0")
}
