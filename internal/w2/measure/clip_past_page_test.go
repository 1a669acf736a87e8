package measure

import "testing"

// pastCases (older 1.8.0, newer 1.9.0): a text block that the content of
// a box in sight pushed wholly past a clip's inline end, in flow, is
// clipped from rubric 1.9.0 on (Spectre's brand cut to 40 px, its
// wordmark after the logo; rustdoc's mobile top bar cut to 40 px, its
// crate name after the menu button and the logo). A carousel's next
// slide, a drawer moved away by a transform or by absolute position, a
// block below a box cut to one line, and a block moved past the start
// edge are not, under either.
var pastCases = []clipRow{
	{id: "wordmark", html: `<div id="wordmark" style="max-width:40px;overflow:hidden;white-space:nowrap"><a href="#" style="display:inline-flex;align-items:center;padding:4px">` +
		`<img alt="" src="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E" style="width:32px;height:32px"><h2 style="display:inline-block;margin:0 0 0 10px;font-size:16px">Spectre</h2></a></div>`,
		newer: true, by: "#wordmark"},
	{id: "topbar", html: `<nav id="topbar" style="display:flex;height:45px;max-width:40px;overflow:hidden;white-space:nowrap"><button style="width:30px">=</button>` +
		`<a href="#"><img alt="" src="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E" style="width:35px;height:35px;margin-left:20px"></a>` +
		`<h2 style="margin:auto 8px auto auto;font-size:20px">Crate std</h2></nav>`,
		newer: true, by: "#topbar"},
	{id: "slides", html: `<div id="slides" style="width:200px;overflow:hidden;white-space:nowrap"><div style="display:inline-block;width:200px">One</div><div style="display:inline-block;width:200px">Two</div></div>`},
	{id: "track", html: `<div id="track" style="width:200px;overflow:hidden"><div style="display:flex;transform:translateX(-200px)"><div style="flex:none;width:200px">One</div><div style="flex:none;width:200px">Two</div><div style="flex:none;width:200px">Three</div></div></div>`},
	{id: "drawer", html: `<div id="drawer" style="width:200px;overflow:hidden"><div style="transform:translateX(200px)">Menu</div></div>`},
	{id: "absolute", html: `<div id="absolute" style="position:relative;width:200px;height:20px;overflow:hidden"><div style="position:absolute;left:200px;top:0">Menu</div></div>`},
	{id: "below", html: `<div id="below" style="width:200px;height:20px;overflow:hidden"><div>One</div><div>Two</div></div>`},
	{id: "before", html: `<div id="before" style="width:200px;overflow:hidden;white-space:nowrap"><div style="display:inline-block;width:150px;margin-left:-150px">Gone</div><span>Here</span></div>`},
}

func TestClippedPastEndKnownPage(t *testing.T) {
	judgeClipRows(t, "past", "body{margin:0;background:#fff;font:16px/20px Arial,sans-serif} .row{position:absolute;left:8px;width:300px}",
		80, pastCases, "1.8.0", "1.9.0")
}
