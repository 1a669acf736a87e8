package measure

import (
	"regexp"
	"strings"

	"github.com/chromedp/cdproto/css"
)

// decl is one CSS declaration of a property, as the CSS domain reports it.
type decl struct {
	// name is the property declared: p itself or a shorthand of it.
	name string
	// as is the longhand the declaration sets: p, or under rubric 1.5.0
	// p's logical or physical twin (logical.go) when it is declared
	// through that.
	as    string
	value string
	// rank orders declarations by cascade origin and importance (see rank).
	rank int
	// layer orders declarations of the same rank by cascade layer
	// (rubric 1.5.0, layers.go); 0 when layers are not ranked.
	layer int
	// pos orders declarations of the same rank and layer: later wins.
	pos int
	// where names the declaration's rule for a token chain: its selector
	// text, "style attribute", or "user agent …".
	where string
}

// Cascade ranks, lowest first: normal user-agent, normal user, normal
// author rules, the style attribute; then the important ones with the
// origins reversed (CSS Cascade 4 §6.1). Cascade layers are ranked from
// rubric 1.5.0 (layers.go); animations and transitions are not: a token
// check compares the declared value, and the computed-value check catches
// whatever they change.
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

// setsLonghand is appliesTo without its loose prefix match, for rubric
// 1.5.0: border and border-top do not set border-top-left-radius (only
// border-radius does), border does not set border-spacing, and font
// sets line-height.
func setsLonghand(name, p string) bool {
	name = strings.ToLower(name)
	switch {
	case name == p:
		return true
	case strings.HasPrefix(p, "--") || strings.HasPrefix(name, "--"):
		return false // a custom property is set by its own name only
	case pairShorthands[name] && strings.Contains(name, "-"):
		// border-inline-color sets border-inline-start-color and
		// border-inline-end-color; margin-inline sets margin-inline-start.
		i := strings.LastIndexByte(name, '-')
		head, tail := name[:i], name[i+1:]
		if strings.HasSuffix(head, "-inline") || strings.HasSuffix(head, "-block") {
			for _, e := range []string{"start", "end"} {
				if p == head+"-"+e+"-"+tail {
					return true
				}
			}
		}
	case strings.HasSuffix(p, "-radius"):
		return name == "border-radius"
	case p == "line-height":
		return name == "font"
	case strings.HasPrefix(name, "border") && strings.HasPrefix(p, "border"):
		if p == "border-spacing" || p == "border-collapse" {
			return false
		}
	}
	return appliesTo(name, p)
}

// winner returns the declaration for p that wins the cascade among an
// element's matched rules (in the order the CSS domain lists them, which
// is ascending cascade order for normal declarations) and its style
// attribute, or nil when none sets p. A longhand that a shorthand with
// var() leaves empty is skipped: the shorthand itself carries the text. A
// custom property's empty value (--x: ;) is a value, and is kept. With
// layered (rubric 1.5.0) an important declaration of an earlier cascade
// layer beats one of a later layer and an unlayered one (layers.go); a
// declaration of twin, p's logical or physical twin in the element's
// flow (logical.go), sets p too; and the browser's default style's
// longhands that the CSS domain reports empty count (it lists
// `font: -webkit-small-control` on form controls only as its longhands,
// each without a value).
func winner(inline *css.Style, rules []*css.RuleMatch, p string, layered bool, twin string) *decl {
	var best *decl
	pos := 0
	custom := strings.HasPrefix(p, "--")
	var order []int
	if layered {
		order = layerOrder(rules)
	}
	layer := 0
	consider := func(s *css.Style, normal int, where string) {
		if s == nil {
			return
		}
		for _, prop := range s.CSSProperties {
			pos++
			if prop == nil || prop.Disabled {
				continue
			}
			value, important := strings.TrimSpace(prop.Value), prop.Important
			name, as := prop.Name, p
			if layered {
				if !setsLonghand(prop.Name, p) {
					if twin == "" || !setsLonghand(prop.Name, twin) {
						continue
					}
					as = twin
				}
				if value == "" && !custom {
					// A longhand left pending by a shorthand: the
					// shorthand's text, at the longhand's place (the CSS
					// domain lists a block's written properties first and
					// then every longhand in cascade order, so a
					// shorthand's own place is not where it ranks against
					// a logical or physical twin).
					name, value = pendingShorthand(s, prop.Name, normal == rankUANormal)
				}
				// The CSS domain reports a custom property's value (and a
				// longhand a shorthand with var() leaves pending) with its
				// "!important" still in the text, once as written
				// (important: false) and once parsed (important: true).
				if v, ok := cutImportant(value); ok {
					value, important = v, true
				}
			} else if !appliesTo(prop.Name, p) {
				continue
			}
			if !custom && value == "" {
				continue
			}
			d := &decl{name: name, as: as, value: value, rank: normal, layer: layer, pos: pos, where: where}
			if important {
				d.rank = importantRank(normal)
				d.layer = -layer // important: earlier layers win
			}
			if best == nil || d.rank > best.rank || d.rank == best.rank && (d.layer > best.layer || d.layer == best.layer && d.pos > best.pos) {
				best = d
			}
		}
	}
	for i, rm := range rules {
		if rm == nil || rm.Rule == nil {
			continue
		}
		if order != nil {
			layer = order[i]
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
	layer = 0 // the style attribute has a rank of its own
	consider(inline, rankInlineNormal, "style attribute")
	return best
}

// pendingShorthand is the declaration behind longhand p of style s when
// the CSS domain reports p without a value: the last written shorthand
// of s that sets p, with its text. The browser's default style lists no
// written shorthands (`font: -webkit-small-control` on form controls
// appears only as empty longhands); its shorthand is named from the
// style's shorthand entries. An author longhand with no shorthand is
// left out ("", "").
func pendingShorthand(s *css.Style, p string, ua bool) (name, value string) {
	for _, w := range s.CSSProperties {
		if w != nil && !w.Disabled && w.Name != p && strings.TrimSpace(w.Value) != "" && setsLonghand(w.Name, p) {
			name, value = w.Name, strings.TrimSpace(w.Value)
		}
	}
	if name != "" || !ua {
		return name, value
	}
	for _, e := range s.ShorthandEntries {
		if e != nil && setsLonghand(e.Name, p) {
			if v := strings.TrimSpace(e.Value); v != "" {
				return e.Name, v
			}
			return e.Name, "(a system font)"
		}
	}
	return p, "(no value reported)"
}

// cutImportant removes a trailing "!important" (any case, white space
// allowed after the "!") from a declared value.
func cutImportant(v string) (string, bool) {
	i := strings.LastIndexByte(v, '!')
	if i < 0 || !strings.EqualFold(strings.TrimSpace(v[i+1:]), "important") {
		return v, false
	}
	return strings.TrimSpace(v[:i]), true
}

// resolved is the declaration that gives an element its value of p: its
// own winner, or for an inherited property without one (or whose winner
// says inherit) the nearest ancestor's.
type resolved struct {
	decl      *decl
	inherited bool // the declaration is an ancestor's
}

func resolve(m *css.GetMatchedStylesForNodeResult, p string) resolved {
	d := winner(m.InlineStyle, m.MatchedCSSRules, p, false, "")
	if !passesToParent(d, p) {
		return resolved{decl: d}
	}
	for _, anc := range m.Inherited {
		if anc == nil {
			continue
		}
		d = winner(anc.InlineStyle, anc.MatchedCSSRules, p, false, "")
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
