package realpages_test

import (
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/realpages"
	"github.com/tribunal-dev/tribunal/internal/w1/pixelcheck"
)

// A low-contrast defect of an element that owns no text of its own. Both
// witnesses and the oracle give text to the innermost declared element
// holding it (creditInnermost; docs/W1.md §2): a menu bar whose only text
// is its declared title, a scrolling content pane whose text all lies in
// its declared heading and table. The defect greys the element and
// everything in it, so what it changes is the text of those declared
// elements inside, and W1 reports it there — as it reports a failing
// button once, at the button, and not again at the card around it.
// Such a defect counts as caught when W1 flags contrast on a declared
// element inside the element's box that it did not flag on the
// unmodified page at that breakpoint: the flag is the defect's, not one
// the page already had.
//
// The element must own no text by both accounts: no axe node is credited
// to it, and W1 judged no text in its region (no contrast figure). An
// element with text of its own is held to its own region's flag.

// caughtInside reports whether the low-contrast defect of element at bp
// is caught at a declared element inside it, and names that element.
// devs and meas are W1's deviations and contrast figures on the variant,
// page its deviations on the unmodified page.
func caughtInside(p *realpages.Page, element, bp string, devs, page w1Devs, meas []events.ContrastMeasure) (string, bool) {
	var ob *realpages.OracleBreakpoint
	for i := range p.Oracle.Breakpoints {
		if p.Oracle.Breakpoints[i].Name == bp {
			ob = &p.Oracle.Breakpoints[i]
		}
	}
	if ob == nil {
		return "", false
	}
	var outer *realpages.OracleElement
	for i := range ob.Elements {
		if ob.Elements[i].ID == element {
			outer = &ob.Elements[i]
		}
	}
	if outer == nil || outer.Box == nil || len(outer.Contrast.Nodes) > 0 {
		return "", false
	}
	for _, m := range meas {
		if m.Element == element && m.Breakpoint == bp {
			return "", false // W1 judged text of its own there
		}
	}
	// Boxes are clipped to the document, as W1 clips regions to its
	// frame: a table that runs on below a scrolling pane's end lies,
	// in the frame, inside the pane.
	docW := float64(max(ob.Width, ob.Document.ScrollWidth))
	docH := float64(ob.Document.ScrollHeight)
	clip := func(b *realpages.Box) [4]float64 {
		return [4]float64{max(0, b.X), max(0, b.Y), min(docW, b.X+b.W), min(docH, b.Y+b.H)}
	}
	o := clip(outer.Box)
	for _, in := range ob.Elements {
		if in.ID == element || in.Box == nil {
			continue
		}
		b := clip(in.Box)
		if b[2] <= b[0] || b[3] <= b[1] || b[0] < o[0] || b[1] < o[1] || b[2] > o[2] || b[3] > o[3] {
			continue
		}
		hint := p.ID + "/" + in.ID + "@" + bp
		if devs.has(hint, pixelcheck.IDContrast) && !page.has(hint, pixelcheck.IDContrast) {
			return in.ID, true
		}
	}
	return "", false
}

// TestCaughtInside: a low-contrast defect of an element that owns no
// text is caught by a new contrast flag on a declared element inside it
// (a pane cut by the end of the document counts as holding the table
// that runs on below), and by nothing else.
func TestCaughtInside(t *testing.T) {
	node := realpages.AxeNode{Result: "pass", Target: "h1"}
	box := func(x, y, w, h float64) *realpages.Box { return &realpages.Box{X: x, Y: y, W: w, H: h} }
	page := func(paneNodes []realpages.AxeNode) *realpages.Page {
		ob := realpages.OracleBreakpoint{Name: "mobile", Width: 375, Elements: []realpages.OracleElement{
			{ID: "pane", Box: box(0, 80, 375, 720), Contrast: realpages.Contrast{Nodes: paneNodes}},
			{ID: "title", Box: box(10, 100, 355, 24), Contrast: realpages.Contrast{Nodes: []realpages.AxeNode{node}}},
			{ID: "table", Box: box(10, 140, 355, 18000)},
			{ID: "footer", Box: box(0, 18200, 375, 30)},
			{ID: "nav", Box: box(0, 0, 375, 50)},
		}}
		ob.Document.ScrollWidth, ob.Document.ScrollHeight = 375, 800
		return &realpages.Page{ID: "p", Oracle: &realpages.Oracle{Breakpoints: []realpages.OracleBreakpoint{ob}}}
	}
	flag := w1Devs{}
	for _, el := range []string{"title", "table", "footer", "nav"} {
		flag["p/"+el+"@mobile"] = []events.Deviation{{ID: pixelcheck.IDContrast}}
	}
	only := func(el string) w1Devs { return w1Devs{"p/" + el + "@mobile": flag["p/"+el+"@mobile"]} }
	own := []events.ContrastMeasure{{Element: "pane", Breakpoint: "mobile"}}
	for _, c := range []struct {
		name       string
		nodes      []realpages.AxeNode
		devs, base w1Devs
		meas       []events.ContrastMeasure
		want       string
	}{
		{"title inside", nil, only("title"), nil, nil, "title"},
		{"table cut by the document's end", nil, only("table"), nil, nil, "table"},
		{"flag the page already had", nil, only("title"), only("title"), nil, ""},
		{"an element outside", nil, only("nav"), nil, nil, ""},
		{"an element past the document's end", nil, only("footer"), nil, nil, ""},
		{"axe gives the pane text of its own", []realpages.AxeNode{node}, only("title"), nil, nil, ""},
		{"W1 judged text of the pane's own", nil, only("title"), nil, own, ""},
		{"wrong breakpoint", nil, w1Devs{"p/title@desktop": flag["p/title@mobile"]}, nil, nil, ""},
	} {
		got, ok := caughtInside(page(c.nodes), "pane", "mobile", c.devs, c.base, c.meas)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("%s: %q %v, want %q", c.name, got, ok, c.want)
		}
	}
}
