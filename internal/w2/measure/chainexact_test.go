package measure

import (
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/css"
)

func layered(sel string, layer string, props ...*css.Property) *css.RuleMatch {
	r := named(sel, props...)
	if layer != "" {
		r.Rule.Layers = []*css.Layer{{Text: layer}}
	}
	return r
}

func propertyRule(name, syntax, inherits, initial string) *css.PropertyRule {
	ps := []*css.Property{prop("syntax", "'"+syntax+"'", false), prop("inherits", inherits, false)}
	if initial != "" {
		ps = append(ps, prop("initial-value", initial, false))
	}
	return &css.PropertyRule{PropertyName: &css.Value{Text: name}, Style: style(ps...)}
}

// TestResolveExact follows rubric 1.5.0's rules on matched styles built
// by hand; TestExactChainsAgreeWithChromium runs the same rules in the
// browser.
func TestResolveExact(t *testing.T) {
	root := &css.InheritedStyleEntry{MatchedCSSRules: []*css.RuleMatch{named(":root",
		prop("--text", "#1a1a1a", false), prop("--accent", "#f5a623", false), prop("--brand", "var(--accent)", false),
		prop("--loop-a", "var(--loop-b, red)", false), prop("--loop-b", "var(--loop-a, blue)", false),
		prop("--w", "2px", false), prop("--s", "4px", false), prop("--len", "10px", false),
		prop("--reg", "rgb(9, 9, 9)", false), prop("--regi", "rgb(7, 8, 9)", false))}}
	body := &css.InheritedStyleEntry{MatchedCSSRules: []*css.RuleMatch{named("body", prop("color", "var(--text)", false))}}
	regs := []*css.PropertyRule{
		propertyRule("--reg", "<color>", "false", "rgb(1, 2, 3)"),
		propertyRule("--regi", "<color>", "true", "rgb(4, 5, 6)"),
		propertyRule("--nosyntax-initial", "<color>", "false", ""), // invalid: not registered
	}
	tests := []struct {
		name  string
		rules []*css.RuleMatch
		p     string
		uses  []string // nil = no value
		level int
	}{
		{"nested fallback", []*css.RuleMatch{named("#el", prop("color", "var(--nope, var(--nope2, var(--accent)))", false))}, "color", []string{"--accent"}, 0},
		{"cycle with fallbacks inside is invalid", []*css.RuleMatch{named("#el", prop("color", "var(--loop-a, var(--accent))", false))}, "color", []string{"--accent"}, 0},
		{"self reference with fallback is a cycle", []*css.RuleMatch{named("#el", prop("--self", "var(--self, red)", false), prop("color", "var(--self, var(--accent))", false))}, "color", []string{"--accent"}, 0},
		{"unused fallback makes no cycle", []*css.RuleMatch{named("#el", prop("--x", "var(--y, red)", false), prop("--y", "var(--accent, var(--x))", false), prop("color", "var(--x, var(--text))", false))}, "color", []string{"--accent", "--y", "--x"}, 0},
		{"registered non-inherited: parent's value does not reach", []*css.RuleMatch{named("#el", prop("color", "var(--reg, var(--accent))", false))}, "color", []string{"--reg"}, 0},
		{"registered: invalid value takes the initial", []*css.RuleMatch{named("#el", prop("--reg", "var(--len)", false), prop("color", "var(--reg)", false))}, "color", []string{"--reg"}, 0},
		{"registered inherited: invalid value inherits", []*css.RuleMatch{named("#el", prop("--regi", "10px", false), prop("color", "var(--regi)", false))}, "color", []string{"--regi"}, 0},
		{"registration without initial value is void", []*css.RuleMatch{named("#el", prop("color", "var(--nosyntax-initial, var(--accent))", false))}, "color", []string{"--accent"}, 0},
		{"important layered beats important unlayered", []*css.RuleMatch{
			layered("#el.a.b", "base", prop("--c", "var(--accent)", true)),
			layered(".a", "", prop("--c", "var(--text)", true)),
			named("#el", prop("color", "var(--c)", false))}, "color", []string{"--accent", "--c"}, 0},
		{"normal unlayered beats normal layered", []*css.RuleMatch{
			layered("#el.a.b", "base", prop("--c", "var(--accent)", false)),
			layered(".a", "", prop("--c", "var(--text)", false)),
			named("#el", prop("color", "var(--c)", false))}, "color", []string{"--text", "--c"}, 0},
		{"important beats more specific normal", []*css.RuleMatch{
			named(".a", prop("--c", "var(--accent)", true)),
			named("#el.a", prop("--c", "var(--text)", false)),
			named("#el", prop("color", "var(--c)", false))}, "color", []string{"--accent", "--c"}, 0},
		{"!important left in a custom property's text", []*css.RuleMatch{
			named(".a", prop("--c", "var(--accent) !important", false), prop("--c", "var(--accent) ! IMPORTANT", true)),
			named("#el.a", prop("--c", "var(--text)", false)),
			named("#el", prop("color", "var(--c)", false))}, "color", []string{"--accent", "--c"}, 0},
		{"border colour through the shorthand", []*css.RuleMatch{named("#el", prop("border", "var(--w) solid var(--accent)", false))}, "border-top-color", []string{"--accent"}, 0},
		{"border width through the shorthand", []*css.RuleMatch{named("#el", prop("border", "var(--w) solid var(--accent)", false))}, "border-top-width", []string{"--w"}, 0},
		{"border without a colour", []*css.RuleMatch{named("#el", prop("border", "var(--w) solid", false))}, "border-top-color", []string{}, 0},
		{"margin top", []*css.RuleMatch{named("#el", prop("margin", "var(--s) 0", false))}, "margin-top", []string{"--s"}, 0},
		{"margin left", []*css.RuleMatch{named("#el", prop("margin", "var(--s) 0", false))}, "margin-left", []string{}, 0},
		{"padding three values", []*css.RuleMatch{named("#el", prop("padding", "0 var(--s) var(--w)", false))}, "padding-left", []string{"--s"}, 0},
		{"background colour", []*css.RuleMatch{named("#el", prop("background", "url(x.png), var(--accent) no-repeat", false))}, "background-color", []string{"--accent"}, 0},
		{"shorthand with a whole-value var", []*css.RuleMatch{named("#el", prop("--b", "1px solid var(--accent)", false), prop("border", "var(--b)", false))}, "border-top-color", []string{"--accent", "--b"}, 0},
		{"border does not set a corner's radius", []*css.RuleMatch{named("#el", prop("border-radius", "var(--s)", false), prop("border", "var(--w) solid var(--accent)", false))}, "border-top-left-radius", []string{"--s"}, 0},
		{"border-radius does not set a custom property ending in -radius", []*css.RuleMatch{named("#el", prop("--r", "var(--s)", false), prop("border-radius", "var(--r)", false))}, "border-top-left-radius", []string{"--s", "--r"}, 0},
		{"a pending longhand left as !important", []*css.RuleMatch{named("#el", prop("border-color", "var(--accent)", true), prop("border-top-color", "!important", false))}, "border-top-color", []string{"--accent"}, 0},
		{"font sets line-height", []*css.RuleMatch{named("#el", prop("font", "var(--s)/var(--w) serif", false))}, "line-height", []string{"--s", "--w"}, 0},
		{"alias on the component", []*css.RuleMatch{named(".btn", prop("--btn-bg", "var(--brand)", false), prop("background-color", "var(--btn-bg)", false))}, "background-color", []string{"--accent", "--brand", "--btn-bg"}, 0},
		{"a colour property given a length inherits", []*css.RuleMatch{named("#el", prop("color", "var(--len)", false))}, "color", []string{"--text"}, 1},
		{"a colour shorthand missing a var is invalid", []*css.RuleMatch{named("#el", prop("border", "1px solid var(--nope)", false))}, "border-top-color", nil, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := &css.GetMatchedStylesForNodeResult{
				MatchedCSSRules:  tt.rules,
				Inherited:        []*css.InheritedStyleEntry{body, root},
				CSSPropertyRules: regs,
			}
			r := resolveExact(m, tt.p, flow{})
			if tt.uses == nil {
				if r.decl != nil {
					t.Errorf("resolved to %+v (used %q), want no value; steps %q", r.decl, r.used, r.steps)
				}
				return
			}
			if r.decl == nil {
				t.Fatalf("no value (%s); steps %q", r.why, r.steps)
			}
			if !slices.Equal(r.used, tt.uses) || r.level != tt.level {
				t.Errorf("used %q at level %d, want %q at %d; steps %q", r.used, r.level, tt.uses, tt.level, r.steps)
			}
		})
	}
}

func TestSyntax(t *testing.T) {
	for _, tt := range []struct {
		syntax, value string
		ok            bool
	}{
		{"<color>", "#0d6efd", true}, {"<color>", "10px", false}, {"<color>", "oklch(0.7 0.1 200)", true},
		{"<color>", "currentcolor", true}, {"<color>", "rebeccapurple", true}, {"<color>", "#12345", false},
		{"<length>", "0", true}, {"<length>", "1.5rem", true}, {"<length>", "50%", false}, {"<length>", "calc(1px + 2em)", true},
		{"<length-percentage>", "50%", true}, {"<number>", "1.5", true}, {"<integer>", "1.5", false},
		{"<color>+", "red blue", true}, {"<color>#", "red, 1px", false}, {"<length> | auto", "auto", true},
		{"<custom-ident>", "inherit", false}, {"*", "anything at all", true}, {"<ratio>", "16 / 9", true},
	} {
		sx, err := parseSyntax(tt.syntax)
		if err != nil {
			t.Fatalf("parseSyntax(%q): %v", tt.syntax, err)
		}
		if got := sx.matches(tt.value); got != tt.ok {
			t.Errorf("%q matches %q = %v", tt.syntax, tt.value, got)
		}
	}
	for _, bad := range []string{"", "<>", "<color", "inherit", "<transform-list>+", "a b", "<color> <length>"} {
		if _, err := parseSyntax(bad); err == nil {
			t.Errorf("parseSyntax(%q) accepted", bad)
		}
	}
}

// FuzzExact: the syntax parser, the value splitter and the 1.5.0
// resolver terminate on any input and never panic; every part splitTop
// returns is a substring of the value.
func FuzzExact(f *testing.F) {
	for _, s := range []string{"var(--a)", "var(--a, var(--b, var(--c)))", "1px solid var(--a)", "var(--a) 0", "<color>+ | auto", `"a b" 'c'`, "url(a b), red no-repeat", "var(--loop, red)"} {
		f.Add(s, "var(--loop, x)", "<color>")
	}
	f.Fuzz(func(t *testing.T, v, loop, syntax string) {
		if sx, err := parseSyntax(syntax); err == nil {
			_ = sx.matches(v)
		}
		for _, sep := range []byte{' ', ','} {
			for _, p := range splitTop(v, sep) {
				if !strings.Contains(v, p) {
					t.Fatalf("splitTop(%q) gave %q", v, p)
				}
			}
		}
		root := &css.InheritedStyleEntry{MatchedCSSRules: []*css.RuleMatch{named(":root", prop("--loop", loop, false), prop("--a", v, false))}}
		m := &css.GetMatchedStylesForNodeResult{
			MatchedCSSRules:  []*css.RuleMatch{named("#x", prop("border", v, false), prop("--loop", v, true))},
			Inherited:        []*css.InheritedStyleEntry{root},
			CSSPropertyRules: []*css.PropertyRule{propertyRule("--a", syntax, "false", loop)},
		}
		for _, p := range []string{"border-top-color", "border-top-width", "color"} {
			for _, u := range resolveExact(m, p, flow{writingMode: "vertical-rl", direction: "rtl"}).used {
				if !strings.HasPrefix(u, "--") {
					t.Fatalf("used %q", u)
				}
			}
		}
	})
}
