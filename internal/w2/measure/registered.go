package measure

import (
	"strings"

	"github.com/chromedp/cdproto/css"
)

// Registered custom properties (CSS Properties and Values API 1), followed
// from rubric 1.5.0. A registered property has a syntax, an inherits flag
// and an initial value: it never lacks a value (so a var() of it never
// takes its fallback), it is its initial value where nothing sets it, or
// only its own element's declaration when it does not inherit, and a value
// that does not match its syntax is invalid at computed-value time (the
// property is then unset: inherited, or its initial value).
//
// The registrations come with the element's matched styles: the page's
// @property rules (CSS.getMatchedStylesForNode's cssPropertyRules, in
// document order, the last valid one of a name winning) and those of
// CSS.registerProperty() (cssPropertyRegistrations), which win over
// @property. An @property rule without a valid syntax, without inherits,
// or without an initial value matching its syntax (unless the syntax is
// "*") registers nothing.

// registration is one registered custom property.
type registration struct {
	syntax     propSyntax
	inherits   bool
	initial    string
	hasInitial bool
}

// registrationsOf reads the registrations that apply to an element.
func registrationsOf(m *css.GetMatchedStylesForNodeResult) map[string]registration {
	out := map[string]registration{}
	for _, r := range m.CSSPropertyRules {
		if r == nil || r.PropertyName == nil || r.Style == nil {
			continue
		}
		desc := map[string]string{}
		for _, p := range r.Style.CSSProperties {
			if p != nil && !p.Disabled {
				desc[strings.ToLower(p.Name)] = strings.TrimSpace(p.Value)
			}
		}
		syn, hasSyn := desc["syntax"]
		inh, hasInh := desc["inherits"]
		ini, hasIni := desc["initial-value"]
		if reg, ok := newRegistration(unquote(syn), hasSyn, inh, hasInh, ini, hasIni); ok {
			out[r.PropertyName.Text] = reg
		}
	}
	for _, r := range m.CSSPropertyRegistrations {
		if r == nil {
			continue
		}
		ini, hasIni := "", r.InitialValue != nil
		if hasIni {
			ini = strings.TrimSpace(r.InitialValue.Text)
		}
		inh := "false"
		if r.Inherits {
			inh = "true"
		}
		if reg, ok := newRegistration(r.Syntax, true, inh, true, ini, hasIni); ok {
			out[r.PropertyName] = reg
		}
	}
	return out
}

func newRegistration(syn string, hasSyn bool, inh string, hasInh bool, ini string, hasIni bool) (registration, bool) {
	if !hasSyn || !hasInh {
		return registration{}, false
	}
	sx, err := parseSyntax(syn)
	if err != nil {
		return registration{}, false
	}
	reg := registration{syntax: sx, initial: ini, hasInitial: hasIni}
	switch strings.ToLower(inh) {
	case "true":
		reg.inherits = true
	case "false":
	default:
		return registration{}, false
	}
	if !sx.universal && (!hasIni || !sx.matches(ini)) {
		return registration{}, false
	}
	return reg, true
}

// unquote strips one pair of matching quotes.
func unquote(s string) string {
	s = strings.TrimSpace(s)
	if len(s) >= 2 && (s[0] == '"' || s[0] == '\'') && s[len(s)-1] == s[0] {
		return s[1 : len(s)-1]
	}
	return s
}
