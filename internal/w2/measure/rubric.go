package measure

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
)

// rubric is what differs between rubric versions (docs/CONTRACTS.md §7.3, §7.4).
type rubric struct {
	// listeners: a listener that DOMDebugger.getEventListeners finds on the
	// element or an ancestor (delegation) counts as wired (1.1.0).
	listeners bool

	// 1.2.0 (docs/RUBRIC.md):
	//
	// clipped: text an element shows only in part fails it (clipped_text),
	// unless must_satisfy.allow_truncation.
	clipped bool
	// overflow: a page that scrolls sideways at a breakpoint is the
	// blocking lint finding horizontal_overflow.
	overflow bool
	// chains: a token is judged through the var() chain the browser
	// resolves (fallbacks, empty values, component variables), and the
	// verdict says which chain (token_chains).
	chains bool
	// state: an element declared disabled must be inactive on the page
	// (state_mismatch), so that W1's contrast exemption cannot be had by
	// declaring a live control disabled.
	state bool
	// effects: a click the browser acts on by itself (a link, a label
	// with a control, a summary, a form's submit button, a checkbox)
	// counts as wired, and a listener on an ancestor only when the
	// dispatch changed something (interact.go).
	effects bool

	// 1.3.0 (docs/RUBRIC.md §2b):
	//
	// ready: a page is read when it is ready (ready.go) — network quiet,
	// an idle main thread and a layout that stands still — rather than
	// 300 ms after the fonts.
	ready bool
	// reach: a listener on an ancestor wires the element only when the
	// dispatch reached the element's own action (reach.go).
	reach bool

	// 1.4.0 (docs/RUBRIC.md §2c):
	//
	// contrast: each declared element's text contrast from computed
	// styles (contrast.go, contrast.js), its text_contrast figure, and a
	// decided ratio below the minimum fails it (text_contrast).
	contrast bool

	// 1.5.0 (docs/RUBRIC.md §2d):
	//
	// exact: a token's chain follows CSS where 1.2.0 does not
	// (chainexact.go): reference cycles, registered custom properties,
	// cascade layers among important declarations, the part of a
	// shorthand that sets the longhand, and colour properties whose
	// substituted value is not a colour.
	exact bool
	// placeholders: an empty text field (an input) is judged by
	// the text it paints, its placeholder in the ::placeholder colour and
	// opacity, and not at all when it has none; 1.4.0 judges it by the
	// colour of what would be typed, as axe-core does.
	placeholders bool

	// 1.6.0 (docs/RUBRIC.md §2e):
	//
	// wholly: a text run cut off entirely by a clip while the box that
	// lays it out shows is clipped text (clip.js); 1.2.0 to 1.5.0 take it
	// for hidden, as they take a run whose box is out of sight.
	wholly bool
	// stacking: a run's background is what the paint order puts under
	// its text (contrast.js): a painting box that is not an ancestor and
	// is painted under the text is part of its background, one painted
	// over it leaves it undecided; 1.4.0 and 1.5.0 leave both undecided.
	// And a scroller (overflow auto or scroll) no longer hides the text
	// beyond its box: only hidden and clip do.
	stacking bool

	// 1.7.0 (docs/RUBRIC.md §2f):
	//
	// ownTabs: each page rule 5 loads afresh (a later interaction's, a
	// control dispatch's) is a tab of its own, in a browser context of
	// its own like the measured page's, loaded ahead while the page is
	// measured (ahead.go); 1.0.0 to 1.6.0 load it again in the
	// interaction's tab, whose storage the page and the interactions
	// before it may have written.
	ownTabs bool

	// 1.8.0 (docs/RUBRIC.md §2g):
	//
	// scrolled: text beyond a scroller's box (overflow auto or scroll) is
	// in sight for clipped text (clip.js), since scrolling brings it
	// there: a run a nearer clip cuts far down a scrolling pane is
	// clipped; 1.2.0 to 1.7.0 take it for out of sight, so not clipped.
	scrolled bool

	// 1.9.0 (docs/RUBRIC.md §2h):
	//
	// past: a text block that the content of a box in sight pushed wholly
	// past a clip's inline end, in flow, is clipped text (clip.js
	// cutPastEnd), unless it is one of a row of boxes of one size (a
	// carousel's slides); 1.6.0 to 1.8.0 take it for hidden.
	past bool

	// 1.10.0 (docs/RUBRIC.md §2i):
	//
	// squeezed: a flex item that clips its own text and that its row
	// squeezed to 2 px or less along the row (its size there not
	// declared) is cut, not the visually-hidden pattern: its text cut off
	// entirely while the row shows is clipped (clip.js squeezedAxis);
	// 1.2.0 to 1.9.0 take every clip box 2 px thin for hidden by design.
	squeezed bool
	// symbols: a run whose element holds no letter or digit is judged when
	// axe-core judges it (contrast.js axeReads): its own text without
	// emoji and punctuation is not empty, as an operator's name `( * )`
	// or an arrow `→`; 1.4.0 to 1.9.0 leave every run of symbols alone out.
	symbols bool

	// 1.11.0 (docs/RUBRIC.md §2j):
	//
	// anchored: for past, an absolutely positioned box that lies on its
	// containing block (their boxes overlap), inside the clip, went where
	// that block flowed (clip.js anchorOf): a count badge on a navbar
	// link pushed past a navbar cut to 40 px is clipped text when the
	// link got there in flow; 1.9.0 and 1.10.0 take every absolutely
	// positioned box for placed on purpose.
	anchored bool
}

var rubrics = map[string]rubric{
	"1.0.0": {},
	"1.1.0": {listeners: true},
	"1.2.0": {listeners: true, clipped: true, overflow: true, chains: true, state: true, effects: true},
	"1.3.0": {listeners: true, clipped: true, overflow: true, chains: true, state: true, effects: true, ready: true, reach: true},
	"1.4.0": {listeners: true, clipped: true, overflow: true, chains: true, state: true, effects: true, ready: true, reach: true, contrast: true},
	"1.5.0": {listeners: true, clipped: true, overflow: true, chains: true, state: true, effects: true, ready: true, reach: true, contrast: true, exact: true, placeholders: true},
	"1.6.0": {listeners: true, clipped: true, overflow: true, chains: true, state: true, effects: true, ready: true, reach: true, contrast: true, exact: true, placeholders: true,
		wholly: true, stacking: true},
	"1.7.0": {listeners: true, clipped: true, overflow: true, chains: true, state: true, effects: true, ready: true, reach: true, contrast: true, exact: true, placeholders: true,
		wholly: true, stacking: true, ownTabs: true},
	"1.8.0": {listeners: true, clipped: true, overflow: true, chains: true, state: true, effects: true, ready: true, reach: true, contrast: true, exact: true, placeholders: true,
		wholly: true, stacking: true, ownTabs: true, scrolled: true},
	"1.9.0": {listeners: true, clipped: true, overflow: true, chains: true, state: true, effects: true, ready: true, reach: true, contrast: true, exact: true, placeholders: true,
		wholly: true, stacking: true, ownTabs: true, scrolled: true, past: true},
	"1.10.0": {listeners: true, clipped: true, overflow: true, chains: true, state: true, effects: true, ready: true, reach: true, contrast: true, exact: true, placeholders: true,
		wholly: true, stacking: true, ownTabs: true, scrolled: true, past: true, squeezed: true, symbols: true},
	"1.11.0": {listeners: true, clipped: true, overflow: true, chains: true, state: true, effects: true, ready: true, reach: true, contrast: true, exact: true, placeholders: true,
		wholly: true, stacking: true, ownTabs: true, scrolled: true, past: true, squeezed: true, symbols: true, anchored: true},
}

// ExactChains reports whether rubric version v resolves token chains as
// CSS does in full (1.5.0, chainexact.go) rather than as 1.2.0 does, so
// that a tool recording a skeleton for requests of v (Record) traces
// tokens the way v's check will.
func ExactChains(v string) bool { return rubrics[v].exact }

// Rubrics lists the rubric versions W2 knows, oldest first (1.9.0
// before 1.10.0: by number, part by part). Any other rubric_version is
// AUDIT_UNAVAILABLE.
func Rubrics() []string {
	out := make([]string, 0, len(rubrics))
	for v := range rubrics {
		out = append(out, v)
	}
	slices.SortFunc(out, compareVersions)
	return out
}

// compareVersions orders two rubric versions (major.minor.patch) by
// number, part by part.
func compareVersions(a, b string) int {
	pa, pb := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < len(pa) && i < len(pb); i++ {
		x, _ := strconv.Atoi(pa[i])
		y, _ := strconv.Atoi(pb[i])
		if c := cmp.Compare(x, y); c != 0 {
			return c
		}
	}
	return cmp.Compare(len(pa), len(pb))
}

func knownRubrics() string { return strings.Join(Rubrics(), ", ") }
