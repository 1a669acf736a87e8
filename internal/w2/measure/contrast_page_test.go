package measure

import (
	"context"
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// contrastCase is one declared element of the known-answer page: its
// markup, and W2's figure for it (ratio as floor2; reason a fragment of
// the undecided reason; fails: the element fails text_contrast).
type contrastCase struct {
	id, html string
	decided  bool
	ratio    float64
	required float64
	reason   string
	fails    bool
	disabled bool
	// none: no figure (the element paints no text).
	none bool
	// at150, when set, is what rubric 1.5.0 (and 1.6.0) gives instead
	// (its id and html are the case's own).
	at150 *contrastCase
	// at160, when set, is what rubric 1.6.0 gives instead.
	at160 *contrastCase
}

// contrastCases are laid out one per 60 px row, so that none lies over
// another. Each ratio is the arithmetic of TestJudgeRun / WCAG by hand.
var contrastCases = []contrastCase{
	{id: "grey", html: `<p id="grey" style="color:#777">Grey text on white</p>`, decided: true, ratio: 4.47, required: 4.5, fails: true},
	{id: "black", html: `<p id="black" style="color:#000">Black text on white</p>`, decided: true, ratio: 21, required: 4.5},
	{id: "alpha", html: `<p id="alpha" style="color:rgba(0,0,0,.5)">Half-transparent text</p>`, decided: true, ratio: 3.94, required: 4.5, fails: true},
	{id: "opacity", html: `<div style="opacity:.5"><p id="opacity" style="color:#000">Text under opacity</p></div>`, decided: true, ratio: 3.94, required: 4.5, fails: true},
	// black panel at 0.8 over white: #333333; its white text stays white.
	{id: "panel", html: `<div style="background:#000;opacity:.8"><p id="panel" style="color:#fff;margin:0">White on a translucent panel</p></div>`, decided: true, ratio: 12.63, required: 4.5},
	{id: "nested", html: `<div style="background:rgba(0,0,255,.5)"><div style="background:rgba(255,0,0,.5)"><p id="nested" style="color:#fff;margin:0">Nested alpha backgrounds</p></div></div>`, decided: true, ratio: 4.92, required: 4.5},
	{id: "gradient", html: `<div id="gradient" style="background:linear-gradient(#000,#333);color:#fff">On a gradient</div>`, reason: "a background gradient on #gradient"},
	{id: "image", html: `<div id="image" style="background:#000 url('data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E');color:#fff">On an image</div>`, reason: "a background image on #image"},
	{id: "covered", html: `<div style="background:linear-gradient(#000,#333);padding:4px"><p id="covered" style="background:#fff;color:#000;margin:0">White card over a gradient</p></div>`, decided: true, ratio: 21, required: 4.5},
	{id: "filtered", html: `<div style="filter:invert(1)"><p id="filtered" style="color:#000">Filtered</p></div>`, reason: "a filter on div"},
	{id: "blended", html: `<p id="blended" style="color:#777;mix-blend-mode:multiply">Blended</p>`, reason: "mix-blend-mode: multiply on #blended"},
	{id: "shadow", html: `<p id="shadow" style="color:#777;text-shadow:0 0 3px #000">Shadowed</p>`, reason: "a text-shadow on #shadow"},
	{id: "large", html: `<p id="large" style="color:#949494;font-size:24px;margin:0">Large grey title</p>`, decided: true, ratio: 3.03, required: 3},
	{id: "boldish", html: `<p id="boldish" style="color:#949494;font-size:18.66px;font-weight:600;margin:0">Semi-bold is small</p>`, decided: true, ratio: 3.03, required: 4.5, fails: true},
	{id: "overlap", html: `<div style="position:relative"><p id="overlap" style="color:#000;margin:0">Under a badge</p><span style="position:absolute;left:0;top:0;width:80px;height:30px;background:#ff0"></span></div>`, reason: "lies over or under span",
		at160: &contrastCase{reason: "the text lies under span, which is painted over it"}},
	// Rubric 1.6.0: boxes beside the text placed by the paint order.
	// A positioned backdrop before the positioned text is under it: its
	// colour is the background (white on #777: 4.47, on #036: 12.6).
	{id: "backdrop", html: `<div style="position:relative"><div style="position:absolute;inset:0;background:#777"></div><p id="backdrop" style="position:relative;color:#fff;margin:0">White over a grey backdrop</p></div>`,
		reason: "lies over or under div", at160: &contrastCase{decided: true, ratio: 4.47, required: 4.5, fails: true}},
	{id: "zunder", html: `<div style="position:relative;z-index:0"><div style="position:absolute;inset:0;z-index:-1;background:#036"></div><p id="zunder" style="color:#fff;margin:0">White over a backdrop at z-index -1</p></div>`,
		reason: "lies over or under div", at160: &contrastCase{decided: true, ratio: 12.6, required: 4.5}},
	// The backdrop inside a group at opacity .5: black at half over white
	// is #808080, and white text on it 3.94.
	{id: "groupback", html: `<div style="position:relative"><div style="position:absolute;inset:0;opacity:.5"><div style="position:absolute;inset:0;background:#000"></div></div><p id="groupback" style="position:relative;color:#fff;margin:0">White over a half-opaque group</p></div>`,
		reason: "lies over or under div", at160: &contrastCase{decided: true, ratio: 3.94, required: 4.5, fails: true}},
	// A backdrop under part of the text only; an image under it.
	{id: "halfback", html: `<div style="position:relative"><div style="position:absolute;left:0;top:0;width:60px;height:20px;background:#000"></div><p id="halfback" style="position:relative;color:#888;margin:0">Grey, half over black</p></div>`,
		reason: "lies over or under div", at160: &contrastCase{reason: "covers only part of the text"}},
	{id: "imgback", html: `<div style="position:relative"><img alt="" src="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E" style="position:absolute;left:0;top:0;width:300px;height:20px"><p id="imgback" style="position:relative;color:#000;margin:0">Black over an image</p></div>`,
		reason: "lies over or under img", at160: &contrastCase{reason: "the text lies over img"}},
	// A later positioned sibling with a z-index below the text's is under
	// it: white on #222 (15.9).
	{id: "zorder", html: `<div style="position:relative"><p id="zorder" style="position:relative;z-index:2;color:#fff;margin:0">White over a lower z-index</p><div style="position:absolute;inset:0;z-index:1;background:#222"></div></div>`,
		reason: "lies over or under div", at160: &contrastCase{decided: true, ratio: 15.9, required: 4.5}},
	// The container's own text passes; its declared child's failing text
	// is the child's alone.
	{id: "card", html: `<div id="card" style="color:#000">Card title <span id="muted" style="color:#aaa">muted note</span></div>`, decided: true, ratio: 21, required: 4.5},
	{id: "muted", decided: true, ratio: 2.32, required: 4.5, fails: true},
	{id: "off", html: `<button id="off" disabled style="color:#ccc;background:#fff;border:0">Disabled</button>`, disabled: true},
	// An empty text field paints its placeholder only (1.5.0); 1.4.0
	// judges what would be typed, as axe-core does (axe-core#4260).
	{id: "ph-grey", html: `<input id="ph-grey" placeholder="E-mail address" style="color:#000;background:#fff;border:1px solid #000;font:16px Arial">`,
		decided: true, ratio: 21, required: 4.5,
		at150: &contrastCase{decided: true, ratio: 1.69, required: 4.5, fails: true}},
	{id: "ph-alpha", html: `<input id="ph-alpha" placeholder="Search" style="color:#000;background:#fff;border:1px solid #000;font:16px Arial">`,
		decided: true, ratio: 21, required: 4.5,
		at150: &contrastCase{decided: true, ratio: 3.94, required: 4.5, fails: true}},
	{id: "ph-typed", html: `<input id="ph-typed" placeholder="Name" value="Ada Lovelace" style="color:#000;background:#fff;border:1px solid #000;font:16px Arial">`,
		decided: true, ratio: 21, required: 4.5},
	{id: "ph-none", html: `<input id="ph-none" style="color:#ccc;background:#fff;border:1px solid #000;font:16px Arial">`,
		decided: true, ratio: 1.6, required: 4.5, fails: true,
		at150: &contrastCase{none: true}},
}

func TestContrastKnownPage(t *testing.T) {
	b := sharedBrowser(t)
	dir := t.TempDir()
	var page, elems strings.Builder
	page.WriteString(`<!doctype html><html><head><style>body{margin:0;background:#fff;font:16px/20px Arial,sans-serif} .row{position:absolute;left:8px;width:360px}` +
		`#ph-grey::placeholder{color:#c7c7c7} #ph-alpha::placeholder{color:rgba(0,0,0,.5)} #ph-typed::placeholder{color:#eee}</style></head><body>`)
	row := 0
	for _, c := range contrastCases {
		if c.html != "" {
			fmt.Fprintf(&page, `<div class="row" style="top:%dpx">%s</div>`, row*60, c.html)
			row++
		}
		state := ""
		if c.disabled {
			state = "    state: disabled\n"
		}
		fmt.Fprintf(&elems, "  - id: %s\n    selector: \"#%s\"\n    bbox: {mobile: {x: 0, y: 0, w: 10, h: 10}}\n%s    must_satisfy: {tolerance_px: 4, required_breakpoints: all}\n", c.id, c.id, state)
	}
	page.WriteString(`</body></html>`)
	skel := writeKnownPage(t, dir, "contrast", elems.String(), page.String())
	for _, rubric := range []string{"1.3.0", "1.4.0", "1.5.0", "1.6.0"} {
		j, err := job.FromArgs([]string{skel, hashOf(t, skel), "req-c", "att-c", "1", fileURL(t, filepath.Join(dir, "site")), "p", "i", "r", rubric})
		if err != nil {
			t.Fatal(err)
		}
		r := verify(context.Background(), b, j)
		encodes(t, r)
		failing := map[string]string{}
		for _, c := range r.Verdict.Concerns {
			if c.Code == "text_contrast" {
				where, _, _ := strings.Cut(c.Detail, ":")
				failing[where] = c.Detail
			}
		}
		for i, c := range contrastCases {
			ev := r.Verdict.ElementVerdicts[i]
			tc := ev.TextContrast
			if rubric == "1.3.0" {
				// 1.3.0 keeps its exact behaviour: no figure, no flag.
				if tc != nil || len(failing) > 0 {
					t.Fatalf("rubric 1.3.0 judged text contrast: %s %+v, flags %v", c.id, tc, failing)
				}
				continue
			}
			if rubric >= "1.5.0" && c.at150 != nil {
				c = *c.at150
				c.id = contrastCases[i].id
			}
			if rubric >= "1.6.0" && c.at160 != nil {
				c = *c.at160
				c.id = contrastCases[i].id
			}
			t.Logf("%s (%s): %s", c.id, rubric, contrastText(tc))
			_, flagged := failing["home/"+c.id+"@mobile"]
			switch {
			case c.none:
				if tc != nil || flagged {
					t.Errorf("%s (%s): paints no text, but W2 has a figure %+v (flagged %v)", c.id, rubric, tc, flagged)
				}
			case c.disabled:
				if tc != nil || flagged {
					t.Errorf("%s: declared disabled, but W2 has a figure %+v (flagged %v)", c.id, tc, flagged)
				}
			case tc == nil:
				t.Errorf("%s: no figure", c.id)
			case c.decided:
				if !tc.Decided || tc.Ratio == nil || *tc.Ratio < c.ratio-0.011 || *tc.Ratio > c.ratio+0.011 || tc.Required != c.required {
					t.Errorf("%s: %+v (ratio %v), want decided %.2f against %g", c.id, *tc, deref(tc.Ratio), c.ratio, c.required)
				}
			default:
				if tc.Decided || !strings.Contains(tc.Reason, c.reason) {
					t.Errorf("%s: %+v (ratio %v), want undecided: …%s…", c.id, *tc, deref(tc.Ratio), c.reason)
				}
			}
			if flagged != c.fails {
				t.Errorf("%s: text_contrast flagged %v, want %v (%s)", c.id, flagged, c.fails, failing["home/"+c.id+"@mobile"])
			}
		}
	}
}

func deref(p *float64) any {
	if p == nil {
		return nil
	}
	return *p
}

func contrastText(tc *events.TextContrast) string {
	switch {
	case tc == nil:
		return "no figure"
	case !tc.Decided:
		return "undecided: " + tc.Reason
	}
	return fmt.Sprintf("%.2f (%s on %s) /%g", *tc.Ratio, tc.FG, tc.BG, tc.Required)
}

// writeKnownPage writes a one-screen skeleton named name (screen "home",
// one mobile breakpoint) with the given element entries, and the page
// as dir/site/index.html; it returns the skeleton's directory.
func writeKnownPage(t *testing.T, dir, name, elems, page string) string {
	t.Helper()
	screen := "schema: design-skeleton.v1/screen\nid: home\npath: /index.html\nelements:\n" + elems
	index := fmt.Sprintf("schema: design-skeleton.v1\nname: %s\nbreakpoints: {mobile: {width: 375, height: 812}}\nspacing: {unit_px: 8}\n"+
		"constraints: {max_nav_links: 3, min_contrast_ratio: 4.5}\nscreens:\n  - {id: home, file: screens/home.yaml, sha256: \"%x\"}\n", name, sha256.Sum256([]byte(screen)))
	for file, text := range map[string]string{"skel/index.yaml": index, "skel/screens/home.yaml": screen, "site/index.html": page} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, file)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, file), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return filepath.Join(dir, "skel")
}
