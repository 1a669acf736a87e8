package measure

import (
	"fmt"
	"slices"
	"strings"

	"github.com/chromedp/cdproto/css"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// Rubric 1.5.0 resolves a token's chain as the browser does in the cases
// 1.2.0 leaves out (docs/RUBRIC.md §2d):
//
//   - reference cycles as CSS Variables defines them: every custom
//     property of a cycle is guaranteed-invalid, whatever fallbacks lie
//     inside it (`--a: var(--a, red)` has no value), and only references
//     the browser actually follows count (a fallback that is not taken
//     makes no cycle);
//   - registered custom properties (registered.go, syntax.go);
//   - cascade layers among important declarations (layers.go);
//   - a shorthand's longhand takes only the part of the shorthand that
//     sets it (shorthand.go): `margin: var(--s) 0` gives margin-top --s and
//     margin-left nothing;
//   - a colour property whose substituted value is not a <color> is
//     invalid at computed-value time.
//
// It keeps 1.2.0's answers elsewhere: custom properties inherit, are
// computed where they are declared, an empty value is a value, and an
// invalid declaration leaves the property unset.

// seg is a piece of a substituted value with the custom properties it
// came through, innermost first.
type seg struct {
	text string
	vars []string
}

// customKey is a custom property computed on one level.
type customKey struct {
	name  string
	level int
}

// customValue is a computed custom property: its segments, or why it has
// none (the guaranteed-invalid value), and the steps that led there.
type customValue struct {
	segs  []seg
	why   string
	steps []string
}

// exactSub resolves var() references under 1.5.0 for one element.
type exactSub struct {
	l      levels
	regs   map[string]registration
	memo   map[customKey]customValue
	stack  []customKey
	on     map[customKey]int // index in stack
	cyclic map[customKey]bool
	steps  []string
}

func newExactSub(m *css.GetMatchedStylesForNodeResult, f flow) *exactSub {
	l := levelsOf(m)
	l.layered, l.flow = true, f
	return &exactSub{l: l, regs: registrationsOf(m), memo: map[customKey]customValue{}, on: map[customKey]int{}, cyclic: map[customKey]bool{}}
}

// resolveExact is resolveChain under rubric 1.5.0, for an element whose
// writing mode and direction are f.
func resolveExact(m *css.GetMatchedStylesForNodeResult, p string, f flow) chainResult {
	s := newExactSub(m, f)
	var r chainResult
	inherits := inheritedProps[p]
	for k := 0; k < s.l.n(); k++ {
		d := s.l.winner(k, p)
		switch wideKeyword(&r, k, d, p, inherits) {
		case nextLevel:
			continue
		case decided:
			return r
		}
		r.steps = append(r.steps, step(k, d, d.as))
		if d.as != p {
			r.steps = append(r.steps, fmt.Sprintf("(%s is %s in this writing mode and direction)", d.as, p))
		}
		if d.rank == rankUANormal || d.rank == rankUAImportant {
			r.why = fmt.Sprintf("only the browser's default style sets it (%s)", d.value)
			return r
		}
		s.steps = nil
		segs, ok := s.resolve(d.value, k, 0)
		r.steps = append(r.steps, s.steps...)
		text := joinSegs(segs)
		if ok && strings.TrimSpace(text) == "" {
			ok = false
		}
		var part []seg
		if ok {
			var why string
			part, why = longhandPart(d.name, d.as, segs)
			if why != "" {
				r.steps = append(r.steps, "("+why+")")
			}
			if skeleton.IsColorProperty(p) && d.name == d.as && !isColour(strings.TrimSpace(text)) {
				r.steps = append(r.steps, fmt.Sprintf("(%q is not a colour)", strings.TrimSpace(text)))
				ok = false
			}
		}
		if !ok {
			if inherits {
				r.steps = append(r.steps, fmt.Sprintf("(%s is invalid at computed-value time, so %s inherits)", p, p))
				continue
			}
			r.why = fmt.Sprintf("%q is invalid at computed-value time", d.value)
			return r
		}
		r.decl, r.level, r.used = d, k, varsOf(part)
		return r
	}
	if r.why == "" {
		r.why = "no declaration sets it"
	}
	return r
}

// joinSegs is the substituted text.
func joinSegs(segs []seg) string {
	var b strings.Builder
	for _, s := range segs {
		b.WriteString(s.text)
	}
	return b.String()
}

// varsOf lists the custom properties of segs, each once, innermost first.
func varsOf(segs []seg) []string {
	out := []string{}
	for _, s := range segs {
		for _, v := range s.vars {
			if !slices.Contains(out, v) {
				out = append(out, v)
			}
		}
	}
	return out
}

// resolve substitutes every var() of v, evaluated at level k. ok is false
// when a reference has no value and no fallback (the declaration is then
// invalid at computed-value time).
func (s *exactSub) resolve(v string, k, depth int) ([]seg, bool) {
	if depth > maxChainDepth {
		return nil, false
	}
	var out []seg
	rest := v
	for {
		start, name, fallback, hasFallback, end, ok := nextVar(rest)
		if !ok {
			if rest != "" {
				out = append(out, seg{text: rest})
			}
			return out, true
		}
		if start > 0 {
			out = append(out, seg{text: rest[:start]})
		}
		cv := s.custom(name, k, depth)
		switch {
		case cv.why == "":
			if len(cv.segs) == 0 {
				out = append(out, seg{vars: []string{name}}) // an empty value, still substituted
			}
			for _, g := range cv.segs {
				out = append(out, seg{text: g.text, vars: append(slices.Clone(g.vars), name)})
			}
		case hasFallback:
			s.steps = append(s.steps, fmt.Sprintf("(%s %s: the fallback %q is used)", name, cv.why, strings.TrimSpace(fallback)))
			fb, ok := s.resolve(fallback, k, depth+1)
			if !ok {
				return nil, false
			}
			out = append(out, fb...)
		default:
			s.steps = append(s.steps, fmt.Sprintf("(%s %s and there is no fallback)", name, cv.why))
			return nil, false
		}
		rest = rest[end:]
	}
}

// custom is the computed value of custom property name at level k,
// memoised per element; a property met again while it is being computed
// closes a cycle, and every property on the cycle is guaranteed-invalid.
func (s *exactSub) custom(name string, k, depth int) customValue {
	key := customKey{name, k}
	if v, ok := s.memo[key]; ok {
		s.steps = append(s.steps, v.steps...)
		return v
	}
	if i, ok := s.on[key]; ok {
		for _, c := range s.stack[i:] {
			s.cyclic[c] = true
		}
		return customValue{why: "is in a reference cycle (a cycle has no value)"}
	}
	if depth > maxChainDepth {
		return customValue{why: "is nested too deeply"}
	}
	s.on[key] = len(s.stack)
	s.stack = append(s.stack, key)
	outer := s.steps
	s.steps = nil
	v := s.compute(name, k, depth)
	if s.cyclic[key] {
		v = customValue{why: "is in a reference cycle (a cycle has no value)"}
	}
	v.steps = s.steps
	s.steps = append(outer, v.steps...)
	s.stack = s.stack[:len(s.stack)-1]
	delete(s.on, key)
	s.memo[key] = v
	return v
}

// compute is custom without the memo and the cycle check.
func (s *exactSub) compute(name string, k, depth int) customValue {
	reg, registered := s.regs[name]
	inherits := !registered || reg.inherits
	parent := func() customValue {
		if k+1 < s.l.n() {
			return s.custom(name, k+1, depth+1)
		}
		return s.initial(name, reg, registered)
	}
	d := s.l.winner(k, name)
	if d == nil {
		if inherits {
			return parent()
		}
		return s.initial(name, reg, registered)
	}
	s.steps = append(s.steps, step(k, d, name))
	switch strings.ToLower(d.value) {
	case "inherit":
		return parent()
	case "unset", "revert", "revert-layer":
		if inherits {
			return parent()
		}
		return s.initial(name, reg, registered)
	case "initial":
		v := s.initial(name, reg, registered)
		if v.why != "" {
			v.why = "is initial (no value)"
		}
		return v
	}
	segs, ok := s.resolve(d.value, k, depth+1)
	if !ok {
		if !registered {
			return customValue{why: "has no value"}
		}
		s.steps = append(s.steps, fmt.Sprintf("(%s is invalid at computed-value time)", name))
		if inherits {
			return parent()
		}
		return s.initial(name, reg, registered)
	}
	if registered && !reg.syntax.matches(joinSegs(segs)) {
		s.steps = append(s.steps, fmt.Sprintf("(%q does not match %s's registered syntax, so it is invalid at computed-value time)", strings.TrimSpace(joinSegs(segs)), name))
		if inherits {
			return parent()
		}
		return s.initial(name, reg, registered)
	}
	return customValue{segs: segs}
}

// initial is a custom property's initial value: a registered one's
// initial-value, else the guaranteed-invalid value.
func (s *exactSub) initial(name string, reg registration, registered bool) customValue {
	if registered && reg.hasInitial {
		s.steps = append(s.steps, fmt.Sprintf("(@property %s { initial-value: %s })", name, reg.initial))
		return customValue{segs: []seg{{text: reg.initial}}}
	}
	return customValue{why: "is not defined"}
}
