package measure

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/chromedp/cdproto/css"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// tokenResult is the rule-4 check of one tokens_used entry at one
// breakpoint. Problems is empty when the property comes from its token.
type tokenResult struct {
	Property string
	Token    skeleton.Token
	Computed string
	Problems []string
	// Inline: the style attribute spells the colour literally.
	Inline bool
	// Swap is the token of the same family that the winning declaration
	// uses instead (SPEC §7.6), or "".
	Swap string
}

// matchedStyles asks the CSS domain for the rules that match the first
// element selector matches.
func matchedStyles(tctx context.Context, selector string) (*css.GetMatchedStylesForNodeResult, error) {
	doc, err := chromedp.Call(tctx, dom.GetDocument, dom.GetDocumentParams{Depth: new(int64(0))})
	if err != nil {
		return nil, err
	}
	q, err := chromedp.Call(tctx, dom.QuerySelector, dom.QuerySelectorParams{NodeID: doc.Root.NodeID, Selector: selector})
	if err != nil {
		return nil, err
	}
	if q.NodeID == 0 {
		return nil, fmt.Errorf("%q matched nothing in the CSS pass", selector)
	}
	m, err := chromedp.Call(tctx, css.GetMatchedStylesForNode, css.GetMatchedStylesForNodeParams{NodeID: q.NodeID})
	if err != nil {
		return nil, err
	}
	return &m, nil
}

// checkTokens applies rule 4 to every tokens_used entry of an element,
// given its matched styles and the computed values probe.js read.
func checkTokens(sk *skeleton.Skeleton, uses []skeleton.TokenUse, m *css.GetMatchedStylesForNodeResult, computed map[string]string) []tokenResult {
	out := make([]tokenResult, 0, len(uses))
	for _, u := range uses {
		tok, _ := sk.Token(u.Token) // the parser checked that it exists
		r := tokenResult{Property: u.Property, Token: tok, Computed: computed[u.Property]}
		// (a) a literal colour in the style attribute.
		if m.InlineStyle != nil {
			for _, p := range m.InlineStyle.CSSProperties {
				if p != nil && !p.Disabled && appliesTo(p.Name, u.Property) && hasLiteralColour(p.Value) {
					r.Problems = append(r.Problems, fmt.Sprintf("the style attribute sets %s: %s", p.Name, strings.TrimSpace(p.Value)))
					r.Inline = true
					break
				}
			}
		}
		// (b) the winning declaration, the element's own or inherited,
		// must reference the token's custom property.
		res := resolve(m, u.Property)
		switch {
		case res.decl == nil:
			r.Problems = append(r.Problems, "no declaration sets it")
		case res.decl.rank == rankUANormal || res.decl.rank == rankUAImportant:
			r.Problems = append(r.Problems, fmt.Sprintf("only the browser's default style sets it (%s)", res.decl.value))
		default:
			refs := varRefs(res.decl.value)
			if !slices.Contains(refs, tok.CSSVar) {
				from := "the winning declaration"
				if res.inherited {
					from = "the inherited declaration"
				}
				r.Problems = append(r.Problems, fmt.Sprintf("%s %q does not use var(%s)", from, res.decl.value, tok.CSSVar))
				r.Swap = familySwap(sk, tok, refs)
			}
		}
		// (c) the computed value must be the token's.
		if !sameValue(tok, r.Computed) {
			r.Problems = append(r.Problems, fmt.Sprintf("computed %q, the token is %q", r.Computed, tok.Value))
		}
		out = append(out, r)
	}
	return out
}

// familySwap returns the token of tok's family, other than tok, whose
// custom property refs names, or "".
func familySwap(sk *skeleton.Skeleton, tok skeleton.Token, refs []string) string {
	fam := family(tok.Name)
	if fam == "" {
		return ""
	}
	for _, ref := range refs {
		for _, t := range sk.Tokens {
			if t.CSSVar == ref && t.Name != tok.Name && family(t.Name) == fam {
				return t.Name
			}
		}
	}
	return ""
}

// sameValue compares a computed value with a token: as colours through
// skeleton.ParseColor when the token is a colour, else as text.
func sameValue(tok skeleton.Token, computed string) bool {
	if tok.Color != nil {
		c, err := skeleton.ParseColor(computed)
		return err == nil && c.Equal(*tok.Color)
	}
	return strings.Join(strings.Fields(computed), " ") == strings.Join(strings.Fields(tok.Value), " ")
}
