package measure

import (
	"fmt"
	"slices"
)

// Compositing a run's stack in the paint order (rubric 1.6.0,
// docs/RUBRIC.md §2e). contrast.js lists the boxes painted at the text,
// bottom to top: its ancestors and the boxes under it that are not its
// ancestors (an absolutely positioned backdrop beside the text). Each box
// with an opacity below 1 is a group (a stacking context: its
// descendants are painted into it and the whole is painted with the
// opacity), so the boxes of one group are consecutive in the paint order
// and the stack is composited as nested groups: a box is painted into the
// innermost group it belongs to, and a group is closed — its content
// scaled by its opacity and painted over the content beneath it — when
// the next box is no longer inside it.

// stackBuf is what has been painted into one open group.
type stackBuf struct {
	box int // the group's box (-1: the document)
	c   premul
	// unknown names paint that the CSS does not decide (an image) and
	// that nothing opaque has covered since, "" when none.
	unknown string
}

// compositeStack composites r.Stack with and without the text: the
// colour of a glyph's pixel, the background beside it, and why the CSS
// cannot decide them ("" when it can). A backdrop or ancestor in
// r.Partial, whose background covers only part of the text, is decided
// only when the colours are the same without it.
func compositeStack(cr *paintRead, r *textRun, text premul) (fg, bg premul, why string) {
	fg, bg, why = paintStack(cr, r, text, -1)
	if why != "" {
		return premul{}, premul{}, why
	}
	for _, p := range r.Partial {
		if !slices.Contains(r.Stack, p) {
			continue
		}
		c, ok := parseRGBA(cr.Boxes[p].BG)
		if !ok || c.a == 0 {
			continue
		}
		f2, b2, why2 := paintStack(cr, r, text, p)
		if why2 != "" || hex8(f2) != hex8(fg) || hex8(b2) != hex8(bg) {
			return premul{}, premul{}, fmt.Sprintf("the background of %s covers only part of the text", cr.Boxes[p].Sel)
		}
	}
	return fg, bg, ""
}

// groupsOf lists the boxes with an opacity below 1 among b and its
// ancestors, outermost first.
func groupsOf(cr *paintRead, b int) ([]int, string) {
	var g []int
	seen := 0
	for ; b >= 0 && b < len(cr.Boxes); b = cr.Boxes[b].Parent {
		if seen++; seen > len(cr.Boxes) {
			return nil, "the boxes around the text form a loop"
		}
		if cr.Boxes[b].Always != "" {
			return nil, cr.Boxes[b].Always
		}
		if cr.Boxes[b].Opacity < 1 {
			g = append(g, b)
		}
	}
	slices.Reverse(g)
	return g, ""
}

// paintStack paints the stack once without the text and once with it,
// leaving out the background colour of box skip (-1: none).
func paintStack(cr *paintRead, r *textRun, text premul, skip int) (fg, bg premul, why string) {
	canvas := premul{}
	if cr.Canvas.BG != "" {
		c, ok := parseRGBA(cr.Canvas.BG)
		if !ok {
			return premul{}, premul{}, fmt.Sprintf("canvas colour %s is not an sRGB colour", clip(cr.Canvas.BG))
		}
		canvas = c.pre()
	}
	out := [2]premul{}
	for k, withText := range []bool{false, true} {
		stack := []stackBuf{{box: -1, c: canvas.over(white), unknown: cr.Canvas.Under}}
		closed := map[int]bool{}
		// enter makes path (outermost first) the open groups: it closes
		// those not on it and opens the missing ones.
		enter := func(path []int) string {
			keep := 0
			for keep < len(path) && keep+1 < len(stack) && stack[keep+1].box == path[keep] {
				keep++
			}
			for len(stack) > keep+1 {
				top := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				closed[top.box] = true
				o := min(1, max(0, cr.Boxes[top.box].Opacity))
				under := &stack[len(stack)-1]
				under.c = top.c.scale(o).over(under.c)
				if top.unknown != "" {
					under.unknown = top.unknown
				}
			}
			for _, g := range path[keep:] {
				if closed[g] {
					return "the paint order puts boxes of one group apart"
				}
				stack = append(stack, stackBuf{box: g})
			}
			return ""
		}
		for _, b := range r.Stack {
			if b < 0 || b >= len(cr.Boxes) {
				return premul{}, premul{}, "the stack names a box the page did not list"
			}
			path, why := groupsOf(cr, b)
			if why != "" {
				return premul{}, premul{}, why
			}
			if why := enter(path); why != "" {
				return premul{}, premul{}, why
			}
			pb := &cr.Boxes[b]
			c, ok := parseRGBA(pb.BG)
			if !ok {
				return premul{}, premul{}, fmt.Sprintf("background colour %s of %s is not an sRGB colour", clip(pb.BG), pb.Sel)
			}
			top := &stack[len(stack)-1]
			if b != skip {
				top.c = c.pre().over(top.c)
				if c.pre().opaque() {
					top.unknown = ""
				}
			}
			if pb.Under != "" {
				top.unknown = pb.Under
			}
		}
		path, why := groupsOf(cr, r.Box)
		if why != "" {
			return premul{}, premul{}, why
		}
		if why := enter(path); why != "" {
			return premul{}, premul{}, why
		}
		if withText {
			top := &stack[len(stack)-1]
			top.c = text.over(top.c)
		}
		if why := enter(nil); why != "" {
			return premul{}, premul{}, why
		}
		if stack[0].unknown != "" {
			return premul{}, premul{}, stack[0].unknown
		}
		out[k] = stack[0].c
	}
	return out[1], out[0], ""
}
