package measure

import (
	"fmt"
	"slices"
	"strings"

	"github.com/chromedp/cdproto/css"

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
	// uses instead (docs/CONTRACTS.md §7.6), or "".
	Swap string
	// Chain is the resolved chain (rubric 1.2.0 only, else nil) and
	// UsesToken whether it ends in the token's custom property.
	Chain     []string
	UsesToken bool
}

// checkTokens applies rule 4 to every tokens_used entry of an element,
// given its matched styles and the computed values probe.js read. Under
// rubric 1.2.0 (ru.chains) part (b) follows the resolved var() chain, and
// under 1.5.0 (ru.exact) the chain as the browser resolves it in full.
func checkTokens(sk *skeleton.Skeleton, ru rubric, uses []skeleton.TokenUse, m *css.GetMatchedStylesForNodeResult, computed map[string]string) []tokenResult {
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
		// must reference the token's custom property: as text (1.0.0,
		// 1.1.0) or through the chain the browser resolves (1.2.0).
		switch {
		case ru.exact:
			chainCheck(sk, tok, &r, resolveExact(m, u.Property, flowOf(computed)))
		case ru.chains:
			chainCheck(sk, tok, &r, resolveChain(m, u.Property))
		default:
			textCheck(sk, tok, &r, resolve(m, u.Property))
		}
		// (c) the computed value must be the token's.
		if !sameValue(tok, u.Property, r.Computed) {
			r.Problems = append(r.Problems, fmt.Sprintf("computed %q, the token is %q", r.Computed, tok.Value))
		}
		out = append(out, r)
	}
	return out
}

// textCheck is part (b) of rule 4 under 1.0.0 and 1.1.0: the winning
// declaration's text must contain var(<the token's custom property>).
func textCheck(sk *skeleton.Skeleton, tok skeleton.Token, r *tokenResult, res resolved) {
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
}

// chainCheck is part (b) of rule 4 under 1.2.0: the value the browser
// resolves must come from the token's custom property (substituted, not a
// fallback left unused), and the verdict records the chain.
func chainCheck(sk *skeleton.Skeleton, tok skeleton.Token, r *tokenResult, c chainResult) {
	r.Chain = c.steps
	if r.Chain == nil {
		r.Chain = []string{}
	}
	switch {
	case c.decl == nil:
		r.Problems = append(r.Problems, c.why)
	case slices.Contains(c.used, tok.CSSVar):
		r.UsesToken = true
	default:
		from := "the winning declaration"
		if c.level > 0 {
			from = "the inherited declaration"
		}
		r.Problems = append(r.Problems, fmt.Sprintf("%s %q resolves without var(%s) (chain: %s)", from, c.decl.value, tok.CSSVar, strings.Join(c.steps, " → ")))
		r.Swap = familySwap(sk, tok, c.used)
	}
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

// sameValue compares the computed value of property with a token: as
// colours through skeleton.ParseColor when the token is a colour; by red,
// green and blue only when it is an RGB triplet on a colour property
// (rgba(var(--x-rgb), a) takes its alpha from the declaration); else as
// text.
func sameValue(tok skeleton.Token, property, computed string) bool {
	if tok.Color != nil {
		c, err := skeleton.ParseColor(computed)
		return err == nil && c.Equal(*tok.Color)
	}
	if tok.RGB != nil && skeleton.IsColorProperty(property) {
		c, err := skeleton.ParseColor(computed)
		return err == nil && c.R == tok.RGB.R && c.G == tok.RGB.G && c.B == tok.RGB.B
	}
	return strings.Join(strings.Fields(computed), " ") == strings.Join(strings.Fields(tok.Value), " ")
}
