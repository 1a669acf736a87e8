package realpages

import "math"

// The oracle's output, oracle/out/<page>.json (schema OracleSchema). Field
// names follow the JSON; every list keeps the order of pages/<page>.yaml.

// OracleSchema names the format of oracle/out/<page>.json.
const OracleSchema = "tribunal-realpages-oracle.v1"

// Contrast summaries of an element (Contrast.Summary).
const (
	// ContrastPass: every axe node inside the element passed.
	ContrastPass = "pass"
	// ContrastViolation: axe found at least one text node inside the
	// element below its minimum.
	ContrastViolation = "violation"
	// ContrastUndecided: no violation, but axe could not decide at least
	// one node (text over an image, a gradient, overlapping elements).
	ContrastUndecided = "undecided"
	// ContrastNoText: visible, but axe had no text node inside to judge.
	ContrastNoText = "no_text"
	// ContrastHidden: the element is not visible at this breakpoint, so
	// axe did not judge it.
	ContrastHidden = "hidden"
)

// Oracle is one page's oracle record.
type Oracle struct {
	Schema       string             `json:"schema"`
	Page         string             `json:"page"`
	Site         string             `json:"site"`
	Path         string             `json:"path"`
	Tools        map[string]string  `json:"tools"`
	Breakpoints  []OracleBreakpoint `json:"breakpoints"`
	Interactions []Interaction      `json:"interactions"`
}

// OracleBreakpoint is the page measured at one viewport.
type OracleBreakpoint struct {
	Name   string `json:"name"`
	Width  int    `json:"width"`
	Height int    `json:"height"`
	// Document: scroll size of the document, the body's computed
	// background colour, and whether the viewport clips sideways.
	// ScrollWidth > Width means the page scrolls sideways when the
	// viewport does not clip (Sideways), and that content past the
	// viewport's right edge is cut off when it does.
	Document struct {
		ScrollWidth    int    `json:"scroll_width"`
		ScrollHeight   int    `json:"scroll_height"`
		BodyBackground string `json:"body_background"`
		ClipsX         bool   `json:"clips_x"`
	} `json:"document"`
	// NavLinks counts `nav a[href], [role=navigation] a[href]`.
	NavLinks int `json:"nav_links"`
	// FailedRequests lists sub-resources that did not load (root-relative).
	FailedRequests []string `json:"failed_requests"`
	// Axe counts axe-core color-contrast nodes inside the selected elements.
	Axe struct {
		Pass       int `json:"pass"`
		Violation  int `json:"violation"`
		Incomplete int `json:"incomplete"`
	} `json:"axe"`
	Elements []OracleElement `json:"elements"`
}

// OracleElement is one selected element at one breakpoint.
type OracleElement struct {
	ID string `json:"id"`
	// Matches is how many elements the selector matched (1 for every
	// element the skeletons declare).
	Matches int  `json:"matches"`
	Visible bool `json:"visible"`
	// HiddenReason is "" when visible, else "display:none",
	// "visibility:hidden", "zero_area", "absent" or "ambiguous".
	HiddenReason string `json:"hidden_reason"`
	// Box is in page coordinates, CSS px (rect + scroll offset); nil when
	// hidden.
	Box *Box `json:"box"`
	// Text is the element's first 80 characters (innerText, whitespace
	// collapsed).
	Text string `json:"text"`
	// Style holds the computed values of STYLE_PROPS in measure.mjs, by
	// CSS name: color, background-color, font-size, font-weight,
	// border-*-color/width, opacity, display, visibility, ...
	Style    map[string]string `json:"style"`
	Disabled bool              `json:"disabled"`
	// Overflow is the element's scrollWidth and clientWidth.
	Overflow *struct {
		ScrollWidth int `json:"scroll_width"`
		ClientWidth int `json:"client_width"`
	} `json:"overflow"`
	// Clip is the oracle's clip rule (measure.mjs clipOf) on a visible
	// element; nil when hidden. TextCut: a line of the element's own text
	// (a descendant's included) loses more than 1 px of its width, or a
	// quarter of its height, to an overflow clip — the element's, a
	// descendant's (an ellipsis) or an ancestor's; the viewport is not one.
	Clip *struct {
		Shown   float64 `json:"shown"`
		TextCut bool    `json:"text_cut"`
	} `json:"clip"`
	// Tokens: for each tokens_used entry, the computed value and whether
	// it equals the token's value computed the same way.
	Tokens   []TokenCheck `json:"tokens"`
	Contrast Contrast     `json:"contrast"`
}

// Box is a rectangle in CSS px.
type Box struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
	W float64 `json:"w"`
	H float64 `json:"h"`
}

// TokenCheck records that an element's computed property equals its token.
type TokenCheck struct {
	Property string `json:"property"`
	Token    string `json:"token"`
	CSSVar   string `json:"css_var"`
	// VarValue is the custom property's value on the element (for an RGB
	// triplet token, the triplet itself, e.g. "13, 110, 253").
	VarValue      string  `json:"var_value"`
	Computed      string  `json:"computed"`
	TokenComputed *string `json:"token_computed"`
	Equal         bool    `json:"equal"`
}

// Contrast is axe-core's color-contrast verdict on an element.
type Contrast struct {
	// Summary is one of the Contrast* constants.
	Summary string `json:"summary"`
	// Nodes are the axe nodes inside the element: violations first, then
	// incomplete, then passes, each in axe's order.
	Nodes []AxeNode `json:"nodes"`
}

// AxeNode is one axe color-contrast node (its check data).
type AxeNode struct {
	// Result is "violation", "incomplete" or "pass".
	Result string `json:"result"`
	// Target is the node's selector (axe's, or a child-index path from
	// body when axe's used an id the page generates at load).
	Target                string   `json:"target"`
	FgColor               *string  `json:"fgColor"`
	BgColor               *string  `json:"bgColor"`
	ContrastRatio         *float64 `json:"contrastRatio"`
	FontSize              *string  `json:"fontSize"`
	FontWeight            *string  `json:"fontWeight"`
	ExpectedContrastRatio *string  `json:"expectedContrastRatio"`
	MessageKey            *string  `json:"messageKey"`
}

// Interaction is one declared interaction, clicked by the oracle on a
// fresh page at the first breakpoint where its element is visible.
type Interaction struct {
	Element    string  `json:"element"`
	Event      string  `json:"event"`
	BindsTo    *string `json:"binds_to"`
	VisualOnly bool    `json:"visual_only"`
	Breakpoint *string `json:"breakpoint"`
	// Target is the element whose state was compared before and after.
	Target *string `json:"target"`
	Before *string `json:"before"`
	After  *string `json:"after"`
	// Observed is true when the click changed Target.
	Observed *bool `json:"observed"`
}

// Breakpoint returns the oracle at the named breakpoint, or nil.
func (o *Oracle) Breakpoint(name string) *OracleBreakpoint {
	for i := range o.Breakpoints {
		if o.Breakpoints[i].Name == name {
			return &o.Breakpoints[i]
		}
	}
	return nil
}

// Element returns the element with id at this breakpoint, or nil.
func (b *OracleBreakpoint) Element(id string) *OracleElement {
	for i := range b.Elements {
		if b.Elements[i].ID == id {
			return &b.Elements[i]
		}
	}
	return nil
}

// Sideways reports whether the page scrolls sideways at this breakpoint:
// the document is wider than the viewport and the viewport does not clip
// it.
func (b *OracleBreakpoint) Sideways() bool {
	return b.Document.ScrollWidth > b.Width && !b.Document.ClipsX
}

// Owned is the breakpoint's contrast verdicts with every axe node
// credited to the innermost declared element that holds it: axe lists a
// node under every selected element containing it, and both witnesses
// give text to the innermost declared element (docs/W1.md §2), so a
// form's verdict does not repeat its declared fields' placeholders.
// Elements that hold one node are its ancestors, so each holds the other
// or is held by it, and the one inside holds no node the other lacks:
// the innermost holder is the one holding the fewest nodes. A hidden
// element (no box) holds text only after every shown one, and otherwise
// boxes only break ties (the smallest, then the first in page order): a
// box says where an element is laid out, not what it holds, and a table
// that runs on below the end of the scrolling pane holding it has the
// larger box. Each element's summary is folded
// again from the nodes it owns, as the oracle folds it (measure.mjs
// summary); a hidden element stays hidden.
func (b *OracleBreakpoint) Owned() map[string]Contrast {
	area := func(oe *OracleElement) float64 {
		if oe.Box == nil {
			return math.Inf(1)
		}
		return oe.Box.W * oe.Box.H
	}
	inner := func(a, cur *OracleElement) bool {
		if (a.Box == nil) != (cur.Box == nil) {
			return cur.Box == nil
		}
		if na, nc := len(a.Contrast.Nodes), len(cur.Contrast.Nodes); na != nc {
			return na < nc
		}
		return area(a) < area(cur)
	}
	owner := map[string]*OracleElement{}
	for i := range b.Elements {
		oe := &b.Elements[i]
		for _, n := range oe.Contrast.Nodes {
			if cur := owner[n.Target]; cur == nil || inner(oe, cur) {
				owner[n.Target] = oe
			}
		}
	}
	out := make(map[string]Contrast, len(b.Elements))
	for i := range b.Elements {
		oe := &b.Elements[i]
		c := Contrast{Nodes: []AxeNode{}}
		for _, n := range oe.Contrast.Nodes {
			if owner[n.Target] == oe {
				c.Nodes = append(c.Nodes, n)
			}
		}
		c.Summary = summarise(c.Nodes)
		if oe.Contrast.Summary == ContrastHidden {
			c.Summary = ContrastHidden
		}
		out[oe.ID] = c
	}
	return out
}

// summarise folds axe nodes as the oracle does: any violation decides,
// then any incomplete, then passes; no node is no_text.
func summarise(nodes []AxeNode) string {
	has := func(r string) bool {
		for _, n := range nodes {
			if n.Result == r {
				return true
			}
		}
		return false
	}
	switch {
	case has("violation"):
		return ContrastViolation
	case has("incomplete"):
		return ContrastUndecided
	case has("pass"):
		return ContrastPass
	}
	return ContrastNoText
}
