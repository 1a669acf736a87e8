package measure

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/chromedp/cdproto/css"
)

// Rubric 1.2.0 judges a token through the chain of declarations the
// browser resolves, not the winning declaration's text: var() references
// are substituted with the custom property's value on the element where
// it is computed (custom properties inherit), a fallback is taken only
// when the property is not defined (or is the guaranteed-invalid initial),
// an empty value (--x: ;) is a value, and a declaration whose substitution
// fails or comes out empty is invalid at computed-value time, so the
// property is unset — inherited properties then take the parent's value.
//
// Not modelled here: @property registrations (initial values, inherits:
// false, syntax checks), cycles whose members have fallbacks, cascade
// layers, which part of a shorthand a longhand takes, and whether a
// substituted value parses for its property; the computed-value check of
// rule 4 still catches what they change. Rubric 1.5.0 models them
// (chainexact.go); 1.2.0 to 1.4.0 keep this resolution as it is.

// maxChainDepth bounds var() substitution (a page cannot make W2 loop).
const maxChainDepth = 32

// levels are the element's matched styles followed by its ancestors',
// nearest first, as the CSS domain reports them.
type levels struct {
	inline []*css.Style
	rules  [][]*css.RuleMatch
	// layered ranks cascade layers (rubric 1.5.0), and flow maps logical
	// properties to physical ones (logical.go).
	layered bool
	flow    flow
}

func levelsOf(m *css.GetMatchedStylesForNodeResult) levels {
	l := levels{inline: []*css.Style{m.InlineStyle}, rules: [][]*css.RuleMatch{m.MatchedCSSRules}}
	for _, anc := range m.Inherited {
		if anc == nil {
			l.inline, l.rules = append(l.inline, nil), append(l.rules, nil)
			continue
		}
		l.inline, l.rules = append(l.inline, anc.InlineStyle), append(l.rules, anc.MatchedCSSRules)
	}
	return l
}

func (l levels) n() int { return len(l.rules) }
func (l levels) winner(k int, p string) *decl {
	twin := ""
	if l.layered {
		twin = l.flow.twin(p)
	}
	return winner(l.inline[k], l.rules[k], p, l.layered, twin)
}

// chainResult is a resolved tokens_used entry.
type chainResult struct {
	decl  *decl // the declaration that gives the value; nil when none does
	level int   // 0 the element, k its k-th ancestor
	// used are the custom properties substituted into the value, in order.
	used []string
	// steps say which declarations were followed, for the verdict.
	steps []string
	// why is set when no author declaration gives the value.
	why string
}

// resolveChain resolves property p of the element as the browser does.
func resolveChain(m *css.GetMatchedStylesForNodeResult, p string) chainResult {
	l := levelsOf(m)
	var r chainResult
	for k := 0; k < l.n(); k++ {
		d := l.winner(k, p)
		switch wideKeyword(&r, k, d, p, inheritedProps[p]) {
		case nextLevel:
			continue
		case decided:
			return r
		}
		if d.rank == rankUANormal || d.rank == rankUAImportant {
			r.steps = append(r.steps, step(k, d, p))
			r.why = fmt.Sprintf("only the browser's default style sets it (%s)", d.value)
			return r
		}
		r.steps = append(r.steps, step(k, d, p))
		s := &substitution{l: l, seen: map[string]bool{}}
		text, ok := s.resolve(d.value, k, 0)
		r.steps = append(r.steps, s.steps...)
		if !ok || strings.TrimSpace(text) == "" {
			// Invalid at computed-value time: the property is unset.
			if inheritedProps[p] {
				r.steps = append(r.steps, fmt.Sprintf("(%s is invalid at computed-value time, so %s inherits)", p, p))
				continue
			}
			r.why = fmt.Sprintf("%q is invalid at computed-value time", d.value)
			return r
		}
		r.decl, r.level, r.used = d, k, s.used
		return r
	}
	if r.why == "" {
		r.why = "no declaration sets it"
	}
	return r
}

// step renders one declaration of a chain: `.card { color: var(--x) }`,
// prefixed with the ancestor it belongs to.
func step(level int, d *decl, p string) string {
	where := d.where
	if where == "" {
		where = "(rule)"
	}
	s := fmt.Sprintf("%s { %s: %s }", where, p, d.value)
	if d.value == "" {
		s = fmt.Sprintf("%s { %s: }", where, p)
	}
	if level > 0 {
		s = fmt.Sprintf("ancestor %d: %s", level, s)
	}
	return s
}

// substitution resolves the var() references of one declaration.
type substitution struct {
	l     levels
	seen  map[string]bool // custom property@level being resolved (cycles)
	used  []string
	steps []string
}

// resolve substitutes every var() of v, evaluated at level k. ok is false
// when a reference has no value and no fallback (the declaration is then
// invalid at computed-value time).
func (s *substitution) resolve(v string, k, depth int) (string, bool) {
	if depth > maxChainDepth {
		return "", false
	}
	var out strings.Builder
	rest := v
	for {
		start, name, fallback, hasFallback, end, ok := nextVar(rest)
		if !ok {
			out.WriteString(rest)
			return out.String(), true
		}
		out.WriteString(rest[:start])
		val, why := s.custom(name, k, depth)
		switch {
		case why == "":
			out.WriteString(val)
			s.used = append(s.used, name)
		case hasFallback:
			s.steps = append(s.steps, fmt.Sprintf("(%s %s: the fallback %q is used)", name, why, strings.TrimSpace(fallback)))
			fb, ok := s.resolve(fallback, k, depth+1)
			if !ok {
				return "", false
			}
			out.WriteString(fb)
		default:
			s.steps = append(s.steps, fmt.Sprintf("(%s %s and there is no fallback)", name, why))
			return "", false
		}
		rest = rest[end:]
	}
}

// custom returns the computed value of custom property name at level k:
// the nearest declaration at k or above (custom properties inherit),
// itself resolved where it is declared. why is "" when it has a value,
// else why it has none (the guaranteed-invalid value): no declaration,
// initial, a reference cycle, or a reference of its own without a value.
func (s *substitution) custom(name string, k, depth int) (val, why string) {
	for j := k; j < s.l.n(); j++ {
		d := s.l.winner(j, name)
		if d == nil {
			continue
		}
		switch strings.ToLower(d.value) {
		case "inherit", "unset", "revert", "revert-layer":
			s.steps = append(s.steps, step(j, d, name))
			continue
		case "initial":
			s.steps = append(s.steps, step(j, d, name))
			return "", "is initial (no value)"
		}
		key := fmt.Sprintf("%s@%d", name, j)
		if s.seen[key] {
			return "", "refers to itself (a cycle has no value)"
		}
		s.seen[key] = true
		s.steps = append(s.steps, step(j, d, name))
		val, ok := s.resolve(d.value, j, depth+1)
		delete(s.seen, key)
		if !ok {
			return "", "has no value"
		}
		return val, ""
	}
	return "", "is not defined"
}

// nextVar finds the first var(--name[, fallback]) in v: its start and end
// offsets, the name, and the fallback text. Functions nest and strings
// are skipped, so a comma or parenthesis inside them does not end it.
func nextVar(v string) (start int, name, fallback string, hasFallback bool, end int, ok bool) {
	// ASCII case folding only: it keeps byte offsets (strings.ToLower
	// does not, for some non-ASCII letters).
	lower := []byte(v)
	for i, c := range lower {
		if c >= 'A' && c <= 'Z' {
			lower[i] = c + 'a' - 'A'
		}
	}
	from := 0
	for {
		i := bytes.Index(lower[from:], []byte("var("))
		if i < 0 {
			return 0, "", "", false, 0, false
		}
		i += from
		from = i + 4
		if i > 0 && isIdentChar(v[i-1]) {
			continue // e.g. "somevar(" is another function
		}
		j := i + 4
		for j < len(v) && isSpace(v[j]) {
			j++
		}
		n := j
		for n < len(v) && (isIdentChar(v[n]) || v[n] >= 0x80) {
			n++
		}
		if !strings.HasPrefix(v[j:n], "--") || n == j+2 {
			continue
		}
		name = v[j:n]
		depth, q := 0, byte(0)
		comma := -1
		for e := n; e < len(v); e++ {
			c := v[e]
			switch {
			case q != 0:
				if c == '\\' {
					e++
				} else if c == q {
					q = 0
				}
			case c == '"' || c == '\'':
				q = c
			case c == '(':
				depth++
			case c == ')' && depth > 0:
				depth--
			case c == ')':
				if comma >= 0 {
					return i, name, v[comma+1 : e], true, e + 1, true
				}
				if strings.TrimSpace(v[n:e]) != "" {
					return 0, "", "", false, 0, false // junk after the name
				}
				return i, name, "", false, e + 1, true
			case c == ',' && depth == 0 && comma < 0:
				if strings.TrimSpace(v[n:e]) != "" {
					return 0, "", "", false, 0, false
				}
				comma = e
			}
		}
		return 0, "", "", false, 0, false // unterminated
	}
}

func isIdentChar(c byte) bool {
	return c == '-' || c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }

// keywordStep is what a level's winning declaration decides before any
// substitution (wideKeyword).
type keywordStep int

const (
	substitute keywordStep = iota // a value: substitute its var()s
	nextLevel                     // the property comes from the parent's level
	decided                       // r.why says why no token is used
)

// wideKeyword applies the CSS-wide keywords (and the absence of a
// declaration) at level k, as every rubric's chain walk does: inherit,
// unset, revert and revert-layer take the parent's value for an
// inherited property, initial and everything else end the walk.
func wideKeyword(r *chainResult, k int, d *decl, p string, inherits bool) keywordStep {
	if d == nil {
		if inherits {
			return nextLevel
		}
		r.why = "no declaration sets it"
		return decided
	}
	switch strings.ToLower(d.value) {
	case "inherit":
		r.steps = append(r.steps, step(k, d, p))
		return nextLevel
	case "unset", "revert", "revert-layer":
		r.steps = append(r.steps, step(k, d, p))
		if inherits {
			return nextLevel
		}
		r.why = "no declaration sets it"
		return decided
	case "initial":
		r.steps = append(r.steps, step(k, d, p))
		r.why = "it is set to its initial value"
		return decided
	}
	return substitute
}
