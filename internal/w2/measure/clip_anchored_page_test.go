package measure

import "testing"

// anchoredCases (older 1.10.0, newer 1.11.0): an absolutely positioned
// count badge on a link that its row pushed wholly past a clip's end went
// there with the link, so its text is clipped from rubric 1.11.0 on
// (AdminLTE's navbar cut to 40 px at 375 px: the menu button shows, the
// message and notification counts do not); up to 1.10.0 every absolutely
// positioned box is taken for placed on purpose. A box placed off its
// containing block (a badge moved away, a slide at left: 100% of its
// track) and one positioned against the clip box itself are placed by
// their offsets, and stay hidden under both.
var anchoredCases = []clipRow{
	{id: "navbar", html: `<nav id="navbar" style="display:flex;max-width:40px;overflow:hidden;white-space:nowrap;padding:8px;box-sizing:border-box;height:56px">` +
		`<a href="#" style="flex:none;display:block;width:32px;height:40px"></a>` +
		`<ul style="display:flex;margin:0;padding:0;list-style:none">` +
		`<li><a href="#" style="position:relative;display:block;width:32px;height:40px"><span style="position:absolute;right:5px;top:9px;font-size:10px">3</span></a></li>` +
		`<li><a href="#" style="position:relative;display:block;width:32px;height:40px"><span style="position:absolute;right:5px;top:9px;font-size:10px">15</span></a></li>` +
		`</ul></nav>`,
		newer: true, by: "#navbar"},
	// The same badge, lying beside its link instead of on it.
	{id: "offbadge", html: `<nav id="offbadge" style="display:flex;max-width:40px;overflow:hidden;white-space:nowrap;height:40px">` +
		`<a href="#" style="flex:none;display:block;width:32px;height:40px"></a>` +
		`<a href="#" style="flex:none;position:relative;display:block;width:32px;height:40px"><span style="position:absolute;left:40px;top:9px;font-size:10px">3</span></a></nav>`},
	{id: "self", html: `<div id="self" style="position:relative;width:100px;height:20px;overflow:hidden;white-space:nowrap"><span style="position:absolute;left:110px;top:0">Count</span></div>`},
	{id: "absslides", html: `<div id="absslides" style="width:200px;overflow:hidden;white-space:nowrap"><div style="position:relative;height:20px">` +
		`<div style="position:absolute;left:0;width:200px">One</div><div style="position:absolute;left:200px;width:200px">Two</div></div></div>`},
}

func TestClippedAnchoredKnownPage(t *testing.T) {
	judgeClipRows(t, "anchored", "body{margin:0;background:#fff;font:16px/20px Arial,sans-serif} .row{position:absolute;left:8px;width:300px}",
		80, anchoredCases, "1.10.0", "1.11.0")
}
