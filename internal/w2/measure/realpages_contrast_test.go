package measure

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/realpages"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// W2's text contrast (the newest rubric: 1.5.0 judges an empty field by
// its placeholder, as the oracle does) against axe-core's on the real pages
// (testdata/realpages: axe-core 4.14.1's color-contrast nodes in the same
// Chromium, committed in oracle/out). axe maps each node to every declared
// element holding it; W2 gives text to the innermost declared element, so
// each axe node is counted here for its innermost holder only (the holder
// with the smallest box among those listing it). Elements declared
// disabled are left out (WCAG exempts them), with their text.

// axeFigure is axe's verdict on the text an element owns.
type axeFigure struct {
	verdict string  // "pass", "fail", "undecided" or "" (no node)
	ratio   float64 // the node lowest against its minimum (fail, pass)
	target  string
}

func axeExpected(n *realpages.AxeNode) float64 {
	if n.ExpectedContrastRatio == nil {
		return 4.5
	}
	v, err := strconv.ParseFloat(strings.TrimSuffix(*n.ExpectedContrastRatio, ":1"), 64)
	if err != nil {
		return 4.5
	}
	return v
}

// axeFigures folds the oracle's nodes at one breakpoint into a figure per
// element id, each node counted for its innermost holder.
func axeFigures(ob *realpages.OracleBreakpoint, disabled map[string]bool) map[string]axeFigure {
	holders := map[string][]*realpages.OracleElement{}
	for i := range ob.Elements {
		oe := &ob.Elements[i]
		for _, n := range oe.Contrast.Nodes {
			holders[n.Target] = append(holders[n.Target], oe)
		}
	}
	area := func(oe *realpages.OracleElement) float64 {
		if oe.Box == nil {
			return math.Inf(1)
		}
		return oe.Box.W * oe.Box.H
	}
	out := map[string]axeFigure{}
	type pick struct {
		node *realpages.AxeNode
		gap  float64
	}
	fails, passes := map[string]*pick{}, map[string]*pick{}
	open := map[string]string{}
	for target, hs := range holders {
		in := slices.MinFunc(hs, func(a, b *realpages.OracleElement) int { return cmpFloat(area(a), area(b)) })
		if disabled[in.ID] {
			continue
		}
		for i := range in.Contrast.Nodes {
			n := &in.Contrast.Nodes[i]
			if n.Target != target {
				continue
			}
			switch {
			case n.Result == "incomplete":
				open[in.ID] = target
			case n.ContrastRatio == nil: // a pass of a hidden node
			default:
				gap := *n.ContrastRatio / axeExpected(n)
				m := passes
				if n.Result == "violation" {
					m = fails
				}
				if p := m[in.ID]; p == nil || gap < p.gap {
					m[in.ID] = &pick{n, gap}
				}
			}
		}
	}
	for i := range ob.Elements {
		id := ob.Elements[i].ID
		switch {
		case fails[id] != nil:
			out[id] = axeFigure{"fail", *fails[id].node.ContrastRatio, fails[id].node.Target}
		case open[id] != "":
			out[id] = axeFigure{"undecided", 0, open[id]}
		case passes[id] != nil:
			out[id] = axeFigure{"pass", *passes[id].node.ContrastRatio, passes[id].node.Target}
		}
	}
	return out
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// contrastCounts are the comparison's counts for one page.
type contrastCounts struct {
	judged     int // element × breakpoint where axe judged text
	bothDecide int
	agree      int // both decide, W2's ratio within 0.05 of axe's
	flags      int // W2 decided fails
	falseFlags int // W2 fails, axe passes
	flagsOpen  int // W2 fails, axe undecided
	defects    int // axe fails
	misses     int // axe fails, W2 decided pass
	defectOpen int // axe fails, W2 undecided or no figure
	w2Open     int // W2 undecided where axe decided
	axeOpen    int // axe undecided where W2 decided
}

func (c *contrastCounts) add(o contrastCounts) {
	c.judged += o.judged
	c.bothDecide += o.bothDecide
	c.agree += o.agree
	c.flags += o.flags
	c.falseFlags += o.falseFlags
	c.flagsOpen += o.flagsOpen
	c.defects += o.defects
	c.misses += o.misses
	c.defectOpen += o.defectOpen
	c.w2Open += o.w2Open
	c.axeOpen += o.axeOpen
}

// AgreeWithAxe is how close W2's ratio must be to axe-core's.
const AgreeWithAxe = 0.05

func TestRealPagesContrastAgainstAxe(t *testing.T) {
	sharedBrowser(t)
	t.Parallel() // beside the other long tests that set no package state (shareCheck) and load no CPU (busy)
	c := realpages.Load(t, "")
	var total contrastCounts
	var b strings.Builder
	all := Rubrics()
	rubric := all[len(all)-1]
	fmt.Fprintf(&b, "\nW2 (rubric %s) text contrast against axe-core 4.14.1, element × breakpoint:\n%-22s %6s %6s %6s %6s %6s %6s %6s %6s %7s %7s %7s\n",
		rubric, "page", "judged", "both", "agree", "flags", "false", "flag?", "defect", "miss", "def?", "w2-und", "axe-und")
	for _, p := range c.Pages {
		if !realpages.InSuite(p.ID) {
			continue
		}
		sk := p.Skeleton(t)
		j := realJob(t, p, p.Dir, rubric)
		// Only the contrast is compared: the interactions would reload
		// each page many times for nothing.
		focus := *j.Skeleton
		focus.Screens = slices.Clone(focus.Screens)
		els := slices.Clone(focus.Screens[0].Elements)
		for i := range els {
			els[i].Interactions = nil
		}
		focus.Screens[0].Elements = els
		j.Skeleton = &focus
		v := verifyReal(t, j)
		disabled := map[string]bool{}
		for _, el := range sk.Screens[0].Elements {
			if el.State == skeleton.StateDisabled {
				disabled[el.ID] = true
			}
		}
		var pc contrastCounts
		figs := map[string]map[string]axeFigure{}
		for _, ev := range v.ElementVerdicts {
			if disabled[ev.Element] {
				continue
			}
			if figs[ev.Breakpoint] == nil {
				figs[ev.Breakpoint] = axeFigures(p.Oracle.Breakpoint(ev.Breakpoint), disabled)
			}
			ax := figs[ev.Breakpoint][ev.Element]
			tc := ev.TextContrast
			where := p.ID + "/" + ev.Element + "@" + ev.Breakpoint
			if ax.verdict == "" {
				if tc != nil && tc.Decided && *tc.Ratio < tc.Required {
					t.Logf("%s: W2 flags %s where axe judged no text", where, contrastText(tc))
				}
				continue
			}
			pc.judged++
			w2dec := tc != nil && tc.Decided
			w2fail := w2dec && *tc.Ratio < tc.Required
			if w2fail {
				pc.flags++
			}
			if ax.verdict == "fail" {
				pc.defects++
			}
			switch {
			case ax.verdict == "undecided" && w2dec:
				pc.axeOpen++
				if w2fail {
					pc.flagsOpen++
					t.Logf("%s: W2 flags %s, axe undecided (%s)", where, contrastText(tc), ax.target)
				}
			case ax.verdict == "undecided":
			case !w2dec:
				pc.w2Open++
				if ax.verdict == "fail" {
					pc.defectOpen++
				}
				t.Logf("%s: W2 %s; axe %s %.2f (%s)", where, contrastText(tc), ax.verdict, ax.ratio, ax.target)
			default:
				pc.bothDecide++
				if math.Abs(*tc.Ratio-ax.ratio) <= AgreeWithAxe+1e-9 {
					pc.agree++
				} else {
					t.Logf("%s: W2 %s, axe %s %.2f (%s): ratios differ", where, contrastText(tc), ax.verdict, ax.ratio, ax.target)
				}
				switch {
				case w2fail && ax.verdict == "pass":
					pc.falseFlags++
					t.Logf("%s: FALSE FLAG: W2 %s, axe passes %.2f (%s)", where, contrastText(tc), ax.ratio, ax.target)
				case !w2fail && ax.verdict == "fail":
					pc.misses++
					t.Logf("%s: MISS: W2 %s, axe fails %.2f (%s)", where, contrastText(tc), ax.ratio, ax.target)
				}
			}
		}
		fmt.Fprintf(&b, "%-22s %6d %6d %6d %6d %6d %6d %6d %6d %7d %7d %7d\n", p.ID, pc.judged, pc.bothDecide, pc.agree, pc.flags,
			pc.falseFlags, pc.flagsOpen, pc.defects, pc.misses, pc.defectOpen, pc.w2Open, pc.axeOpen)
		total.add(pc)
	}
	fmt.Fprintf(&b, "%-22s %6d %6d %6d %6d %6d %6d %6d %6d %7d %7d %7d\n", "total", total.judged, total.bothDecide, total.agree, total.flags,
		total.falseFlags, total.flagsOpen, total.defects, total.misses, total.defectOpen, total.w2Open, total.axeOpen)
	t.Log(b.String())
	// The goal of issue 37: false flags at most 2 % of flags, misses at
	// most 2 % of true defects.
	if float64(total.falseFlags) > 0.02*float64(total.flags) {
		t.Errorf("false flags %d of %d flags: more than 2 %%", total.falseFlags, total.flags)
	}
	if float64(total.misses) > 0.02*float64(total.defects) {
		t.Errorf("misses %d of %d true defects: more than 2 %%", total.misses, total.defects)
	}
}
