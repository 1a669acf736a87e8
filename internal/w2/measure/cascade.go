package measure

import (
	"regexp"
	"strings"

	"github.com/chromedp/cdproto/css"
)

// decl is one CSS declaration of a property, as the CSS domain reports it.
type decl struct {
	value string
	// rank orders declarations by cascade origin and importance (see rank).
	rank int
	// pos orders declarations of the same rank: later wins.
	pos int
	// where names the declaration's rule for a token chain: its selector
	// text, "style attribute", or "user agent …".
	where string
}

// Cascade ranks, lowest first: normal user-agent, normal user, normal
// author rules, the style attribute; then the important ones with the
// origins reversed (CSS Cascade 4 §6.1). Cascade layers, animations and
// transitions are not ranked: a token check compares the declared value,
// and the computed-value check catches whatever they change.
const (
	rankUANormal = iota
	rankUserNormal
	rankAuthorNormal
	rankInlineNormal
	rankAuthorImportant
	rankInlineImportant
	rankUserImportant
	rankUAImportant
)

// originRank is the normal rank of a rule's stylesheet origin.
func originRank(o css.StyleSheetOrigin) int {
	switch o {
	case css.StyleSheetOriginUserAgent:
		return rankUANormal
	case css.StyleSheetOriginInjected:
		return rankUserNormal
	}
	return rankAuthorNormal // regular, inspector
}

func importantRank(normal int) int {
	switch normal {
	case rankUANormal:
		return rankUAImportant
	case rankUserNormal:
		return rankUserImportant
	case rankInlineNormal:
		return rankInlineImportant
	}
	return rankAuthorImportant
}

// appliesTo reports whether a declaration of name sets property p: its own
// name, or a shorthand of it (background → background-color,
// border → border-top-color, border-color → border-top-color).
func appliesTo(name, p string) bool {
	if name == p {
		return true
	}
	// Custom properties have no shorthands (--a is not one of --a-b).
	if strings.HasPrefix(p, "--") || strings.HasPrefix(name, "--") {
		return false
	}
	if strings.HasPrefix(p, name+"-") {
		return true
	}
	// border-color is the shorthand of border-top-color … border-left-color.
	if i := strings.LastIndexByte(name, '-'); i > 0 {
		head, tail := name[:i], name[i+1:]
		for _, side := range []string{"top", "right", "bottom", "left", "block-start", "block-end", "inline-start", "inline-end"} {
			if p == head+"-"+side+"-"+tail {
				return true
			}
		}
	}
	return false
}

// winner returns the declaration for p that wins the cascade among an
// element's matched rules (in the order the CSS domain lists them, which
// is ascending cascade order) and its style attribute, or nil when none
// sets p. A longhand that a shorthand with var() leaves empty is skipped:
// the shorthand itself carries the text. A custom property's empty value
// (--x: ;) is a value, and is kept.
func winner(inline *css.Style, rules []*css.RuleMatch, p string) *decl {
	var best *decl
	pos := 0
	custom := strings.HasPrefix(p, "--")
	consider := func(s *css.Style, normal int, where string) {
		if s == nil {
			return
		}
		for _, prop := range s.CSSProperties {
			pos++
			if prop == nil || prop.Disabled || !appliesTo(prop.Name, p) || !custom && strings.TrimSpace(prop.Value) == "" {
				continue
			}
			d := &decl{value: strings.TrimSpace(prop.Value), rank: normal, pos: pos, where: where}
			if prop.Important {
				d.rank = importantRank(normal)
			}
			if best == nil || d.rank > best.rank || (d.rank == best.rank && d.pos > best.pos) {
				best = d
			}
		}
	}
	for _, rm := range rules {
		if rm == nil || rm.Rule == nil {
			continue
		}
		where := ""
		if rm.Rule.SelectorList != nil {
			where = rm.Rule.SelectorList.Text
		}
		if rm.Rule.Origin == css.StyleSheetOriginUserAgent {
			where = "user agent " + where
		}
		consider(rm.Rule.Style, originRank(rm.Rule.Origin), where)
	}
	consider(inline, rankInlineNormal, "style attribute")
	return best
}

// resolved is the declaration that gives an element its value of p: its
// own winner, or for an inherited property without one (or whose winner
// says inherit) the nearest ancestor's.
type resolved struct {
	decl      *decl
	inherited bool // the declaration is an ancestor's
}

func resolve(m *css.GetMatchedStylesForNodeResult, p string) resolved {
	d := winner(m.InlineStyle, m.MatchedCSSRules, p)
	if !passesToParent(d, p) {
		return resolved{decl: d}
	}
	for _, anc := range m.Inherited {
		if anc == nil {
			continue
		}
		d = winner(anc.InlineStyle, anc.MatchedCSSRules, p)
		if !passesToParent(d, p) {
			return resolved{decl: d, inherited: true}
		}
	}
	return resolved{}
}

// passesToParent reports whether the value of p comes from the parent:
// nothing declared for an inherited property, or an explicit inherit (or
// unset on an inherited property).
func passesToParent(d *decl, p string) bool {
	if d == nil {
		return inheritedProps[p]
	}
	switch strings.ToLower(d.value) {
	case "inherit":
		return true
	case "unset":
		return inheritedProps[p]
	}
	return false
}

// inheritedProps are the CSS properties that inherit by default (the ones
// a design token is likely to name).
var inheritedProps = map[string]bool{
	"color": true, "caret-color": true, "accent-color": true,
	"fill": true, "fill-opacity": true, "stroke": true, "stroke-width": true, "stroke-opacity": true,
	"font": true, "font-family": true, "font-size": true, "font-style": true, "font-weight": true,
	"font-variant": true, "font-stretch": true, "font-feature-settings": true,
	"line-height": true, "letter-spacing": true, "word-spacing": true,
	"text-align": true, "text-indent": true, "text-transform": true, "text-shadow": true,
	"white-space": true, "visibility": true, "cursor": true, "direction": true,
	"list-style": true, "list-style-type": true, "list-style-position": true, "list-style-image": true,
	"quotes": true, "tab-size": true, "hyphens": true, "color-scheme": true,
	"-webkit-text-fill-color": true, "-webkit-text-stroke-color": true,
}

// literalColour matches the colour literals rule 4 forbids in a style
// attribute: hex, rgb(), rgba(), hsl() (and hsla(), its alias).
var literalColour = regexp.MustCompile(`(?i)(^|[^\w-])(#[0-9a-f]{3,8}\b|rgba?\(|hsla?\()`)

// hasLiteralColour reports whether a declared value spells a colour
// literally (outside a var() fallback it still counts: the style attribute
// names a colour of its own).
func hasLiteralColour(v string) bool { return literalColour.MatchString(v) }

// varRef matches one var() reference and captures the custom property.
var varRef = regexp.MustCompile(`var\(\s*(--[A-Za-z0-9_-]+)\s*[,)]`)

// varRefs returns the custom properties a value references with var(),
// in order.
func varRefs(v string) []string {
	var out []string
	for _, m := range varRef.FindAllStringSubmatch(v, -1) {
		out = append(out, m[1])
	}
	return out
}

// family is a token's family (docs/CONTRACTS.md §7.6): its name up to the last dot; ""
// for a name without a dot, which has no family.
func family(token string) string {
	if i := strings.LastIndexByte(token, '.'); i > 0 {
		return token[:i]
	}
	return ""
}
