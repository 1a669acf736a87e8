package authoring

import (
	"fmt"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
	"github.com/tribunal-dev/tribunal/internal/w2/measure"
)

// Tokens: an element's colour property becomes a tokens_used entry when,
// at every breakpoint where the element shows, the winning author
// declaration reaches its value through the same custom property, that
// property's value on the element is a colour (or an RGB triplet) and the
// computed value is that colour — exactly what W2's rule 4 checks under
// rubric 1.2.0. Of the custom properties a chain substitutes, the
// innermost that qualifies is taken: the one that holds the colour itself
// (`--btn-bg: var(--accent-sun)` records --accent-sun), so a swap of the
// palette entry is what W2 catches. A token has one value in a skeleton:
// a custom property that holds different values on different elements
// (a component-scoped --bs-btn-bg) is recorded for the first element
// that uses it, and the others get a comment instead.

// tokenCandidate is one element's use of a custom property for one
// colour property, seen at every breakpoint where the element shows.
type tokenCandidate struct {
	property string
	cssVar   string
	value    string
	steps    []string
}

// colourUse is what the recording saw of one colour property of one
// element at one breakpoint.
type colourUse struct {
	computed map[string]string
	chain    *measure.RecordedChain
}

// shows reports whether the property's colour is painted at all: a
// border side or outline of no width or style "none" shows none.
func shows(property string, computed map[string]string) bool {
	side := ""
	switch property {
	case "border-top-color", "border-right-color", "border-bottom-color", "border-left-color":
		side = strings.TrimSuffix(property, "-color")
	case "outline-color":
		side = "outline"
	default:
		return true
	}
	w, s := computed[side+"-width"], computed[side+"-style"]
	return w != "" && w != "0px" && s != "none" && s != "hidden" && s != ""
}

// candidates returns, for one colour property of an element, the custom
// properties that qualify at every breakpoint in uses (the visible ones),
// innermost first, each with its value (a colour that paints nothing,
// fully transparent, has none); why says what ruled the property
// out when none qualifies ("" when the property simply is not tokenised).
func candidates(property string, uses []colourUse) (out []tokenCandidate, why string) {
	if len(uses) == 0 {
		return nil, ""
	}
	for _, u := range uses {
		if !shows(property, u.computed) || u.chain == nil {
			return nil, ""
		}
		// A fully transparent colour paints nothing (Bootstrap's
		// .btn { --bs-btn-bg: transparent } under an outlined button):
		// it is no colour the element uses, and as a token it would
		// claim the custom property's one value in the skeleton.
		if c, err := skeleton.ParseColor(u.computed[property]); err == nil && c.A == 0 {
			return nil, ""
		}
	}
	first := uses[0].chain
	seen := map[string]bool{}
next:
	for _, v := range first.Vars {
		if seen[v.Name] || skeleton.CheckCSSVar(v.Name) != nil {
			continue
		}
		seen[v.Name] = true
		value := normValue(v.Value)
		if skeleton.CheckText(value, skeleton.MaxValueLen) != nil {
			why = fmt.Sprintf("%s holds %q, not a colour a token can hold", v.Name, clipText(v.Value, 40))
			continue
		}
		if _, err := skeleton.ParseColor(value); err != nil {
			if _, err := skeleton.ParseTriplet(value); err != nil {
				why = fmt.Sprintf("%s holds %q, not a colour", v.Name, clipText(value, 40))
				continue
			}
		}
		for _, u := range uses {
			val, ok := varValue(u.chain, v.Name)
			if !ok {
				why = fmt.Sprintf("%s is not used at every breakpoint", v.Name)
				continue next
			}
			if normValue(val) != value {
				why = fmt.Sprintf("%s changes with the breakpoint (%q, %q)", v.Name, clipText(value, 30), clipText(normValue(val), 30))
				continue next
			}
			if !measure.TokenMatches(value, property, u.computed[property]) {
				why = fmt.Sprintf("%s is %q but %s computes to %q", v.Name, clipText(value, 30), property, u.computed[property])
				continue next
			}
		}
		out = append(out, tokenCandidate{property: property, cssVar: v.Name, value: value, steps: first.Steps})
	}
	return out, why
}

func varValue(c *measure.RecordedChain, name string) (string, bool) {
	for _, v := range c.Vars {
		if v.Name == name {
			return v.Value, true
		}
	}
	return "", false
}

// normValue is a custom property's computed text as a token value: white
// space trimmed and collapsed.
func normValue(v string) string { return strings.Join(strings.Fields(v), " ") }

// tokenName derives a token name from a custom property: its dashes as
// dots (--color-accent-sun is color.accent.sun, whose default css_var is
// the property again, and whose family is color.accent); when that is not
// a token name, the property without its dashes; made unique in taken.
func tokenName(cssVar string, taken map[string]bool) string {
	body := strings.TrimPrefix(cssVar, "--")
	name := strings.ReplaceAll(body, "-", ".")
	if skeleton.CheckTokenName(name) != nil {
		name = strings.Trim(body, "-_")
		if skeleton.CheckTokenName(name) != nil {
			name = "token"
		}
	}
	out := name
	for n := 2; taken[out]; n++ {
		out = fmt.Sprintf("%s-%d", name, n)
	}
	taken[out] = true
	return out
}

func clipText(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}
