package measure

import (
	"context"
	"encoding/json"
	"slices"

	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/pause"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// Record reads one page the way W2 measures it, for a tool that writes a
// skeleton from a reference build (internal/requester/authoring): the same tab
// (emulated breakpoint, dialogs dismissed), the same load, font wait and
// settle, the same probe (boxes in page coordinates, visibility, clipped
// text), and the same var() chain resolution through the CSS domain as
// the rubric the skeleton's requests will name: 1.2.0's up to 1.4.0,
// 1.5.0's (chainexact.go) with RecordPage.ExactChains. What Record
// reports is therefore what Verify will compare the recorded skeleton
// with. It changes nothing on the page and fires no
// interaction.

// RecordColorProperties are the colour properties Record traces to custom
// properties (with the border and outline widths and styles that say
// whether a border colour shows at all).
var RecordColorProperties = []string{
	"color", "background-color",
	"border-top-color", "border-right-color", "border-bottom-color", "border-left-color",
	"outline-color", "fill", "stroke",
}

var recordExtraProperties = []string{
	"border-top-width", "border-right-width", "border-bottom-width", "border-left-width",
	"border-top-style", "border-right-style", "border-bottom-style", "border-left-style",
	"outline-style", "outline-width",
}

// RecordPage is one screen at one breakpoint to record.
type RecordPage struct {
	URL        string
	Breakpoint skeleton.Breakpoint
	Selectors  []string
	// Script, when set, is a JavaScript function expression applied to
	// Selectors (a JSON array) in the same tab after the measurement; it
	// must return a JSON string, which RecordedPage.Script holds as is.
	Script string
	// ExactChains resolves token chains as rubric 1.5.0 does
	// (measure.ExactChains of the rubric the self-check and the
	// skeleton's requests run).
	ExactChains bool
}

// RecordedPage is what Record read.
type RecordedPage struct {
	// LoadError is set when the page did not load (a missing file, an
	// HTTP status of 400 or more); nothing else is then set.
	LoadError string
	// Elements are per selector, in order.
	Elements []RecordedElement
	// NavLinks counts `nav a[href], [role=navigation] a[href]`, as W2's
	// lint compares it with max_nav_links.
	NavLinks int
	// ScrollsSideways: the page is wider than the viewport (W2's
	// horizontal_overflow under rubric 1.2.0).
	ScrollsSideways bool
	Script          json.RawMessage
}

// RecordedElement is one selector's first match.
type RecordedElement struct {
	Found bool
	// Bad is the browser's complaint about the selector's syntax.
	Bad     string
	Visible bool
	// Box is the element's box in page coordinates, CSS px.
	Box skeleton.Rect
	// Computed holds the computed values of RecordColorProperties and
	// the border and outline widths and styles.
	Computed map[string]string
	// Clipped: the element's text is cut off (W2's clipped_text).
	Clipped bool
	// Chains are the colour properties whose value an author declaration
	// substitutes from custom properties, in RecordColorProperties order.
	Chains []RecordedChain
}

// RecordedChain is one colour property resolved as rubric 1.2.0 does.
type RecordedChain struct {
	Property string
	// Vars are the custom properties substituted into the value,
	// innermost first, each with its computed value on the element.
	Vars []RecordedVar
	// Steps are the declarations followed, as W2's token_chains shows them.
	Steps []string
}

// RecordedVar is a custom property and its computed value on the element.
type RecordedVar struct {
	Name  string
	Value string
}

// Record loads p in a fresh tab of b and reads it. A page that does not
// load is RecordedPage.LoadError; an error is the browser's failure
// (wrapping browser.ErrUnavailable).
func Record(ctx context.Context, b *browser.Browser, p RecordPage) (*RecordedPage, error) {
	out := &RecordedPage{}
	_, err := withTab(ctx, b, p.Breakpoint, []string{p.URL}, func(tctx context.Context) error {
		if err := load(tctx, p.URL); err != nil {
			if pe, ok := err.(*pageError); ok {
				out.LoadError = pe.detail
				return nil
			}
			return err
		}
		if err := fontsReady(tctx); err != nil {
			return err
		}
		if err := pause.For(tctx, FontSettle); err != nil {
			return err
		}
		props := append(slices.Clone(RecordColorProperties), recordExtraProperties...)
		if p.ExactChains {
			props = append(props, flowProps...) // logical.go
		}
		in := probeInput{Elements: []probeElement{}, Lint: true, Required: []string{}, Forbidden: []string{},
			Overflow: true, MaxRuns: 1}
		for _, sel := range p.Selectors {
			in.Elements = append(in.Elements, probeElement{Selector: sel, Properties: props, Clip: true})
		}
		var po probeOutput
		if err := callJS(tctx, probeJS, in, &po); err != nil {
			return err
		}
		if po.Lint != nil {
			out.NavLinks = po.Lint.NavLinks
		}
		if po.Overflow != nil {
			out.ScrollsSideways = po.Overflow.Scrolls
		}
		// The chains of every visible element, then one more probe for
		// the values of the custom properties they name, on the element.
		vars := probeInput{Elements: []probeElement{}, Required: []string{}, Forbidden: []string{}}
		var seen []string
		for i, sel := range p.Selectors {
			if i < len(po.Elements) && po.Elements[i].Found && po.Elements[i].Visible {
				seen = append(seen, sel)
			}
		}
		styles, err := matchedStylesAll(tctx, seen)
		if err != nil {
			return err
		}
		for i, sel := range p.Selectors {
			var m probed
			if i < len(po.Elements) {
				m = po.Elements[i]
			}
			el := RecordedElement{Found: m.Found, Bad: m.Bad, Visible: m.Visible,
				Box: skeleton.Rect{X: m.X, Y: m.Y, W: m.W, H: m.H}, Computed: m.Computed,
				Clipped: m.Clipped != nil && m.Clipped.Total > 0}
			names := []string{}
			if m.Found && m.Visible {
				ms := styles[0]
				styles = styles[1:]
				for _, prop := range RecordColorProperties {
					c := resolveChain(ms, prop)
					if p.ExactChains {
						c = resolveExact(ms, prop, flowOf(m.Computed))
					}
					if c.decl == nil || len(c.used) == 0 {
						continue
					}
					ch := RecordedChain{Property: prop, Steps: c.steps}
					for _, v := range c.used {
						ch.Vars = append(ch.Vars, RecordedVar{Name: v})
						if !slices.Contains(names, v) {
							names = append(names, v)
						}
					}
					el.Chains = append(el.Chains, ch)
				}
			}
			out.Elements = append(out.Elements, el)
			vars.Elements = append(vars.Elements, probeElement{Selector: sel, Properties: names})
		}
		var vo probeOutput
		if err := callJS(tctx, probeJS, vars, &vo); err != nil {
			return err
		}
		for i := range out.Elements {
			if i >= len(vo.Elements) {
				break
			}
			for c := range out.Elements[i].Chains {
				ch := &out.Elements[i].Chains[c]
				for v := range ch.Vars {
					ch.Vars[v].Value = vo.Elements[i].Computed[ch.Vars[v].Name]
				}
			}
		}
		if p.Script != "" {
			sels := p.Selectors
			if sels == nil {
				sels = []string{}
			}
			arg, err := json.Marshal(sels)
			if err != nil {
				return err
			}
			s, err := chromedp.Run(tctx, chromedp.Evaluate[string](p.Script+"("+string(arg)+")"))
			if err != nil {
				return err
			}
			out.Script = json.RawMessage(s)
		}
		return nil
	})
	if err != nil {
		return nil, browserErr(ctx, "recording "+p.URL+"@"+p.Breakpoint.Name, err)
	}
	return out, nil
}

// TokenMatches reports whether a computed value of property is what W2's
// rule 4 (c) accepts for a token of this value: equal colours (8-bit
// alpha), the same red, green and blue for an RGB triplet on a colour
// property, else the same text up to white space. A recorder checks a
// candidate token with it before writing it, so that W2 agrees.
func TokenMatches(value, property, computed string) bool {
	tok := skeleton.Token{Value: value}
	if c, err := skeleton.ParseColor(value); err == nil {
		tok.Color = &c
	} else if c, err := skeleton.ParseTriplet(value); err == nil {
		tok.RGB = &c
	}
	return sameValue(tok, property, computed)
}
