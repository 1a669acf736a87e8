package measure

import (
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/css"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

func style(props ...*css.Property) *css.Style { return &css.Style{CSSProperties: props} }

func prop(name, value string, important bool) *css.Property {
	return &css.Property{Name: name, Value: value, Important: important}
}

func rule(origin css.StyleSheetOrigin, props ...*css.Property) *css.RuleMatch {
	return &css.RuleMatch{Rule: &css.Rule{Origin: origin, Style: style(props...)}}
}

const author = css.StyleSheetOriginRegular

func TestWinner(t *testing.T) {
	tests := []struct {
		name   string
		inline *css.Style
		rules  []*css.RuleMatch
		want   string // "" for none
	}{
		{"none", nil, nil, ""},
		{"later rule wins", nil, []*css.RuleMatch{rule(author, prop("color", "red", false)), rule(author, prop("color", "var(--a)", false))}, "var(--a)"},
		{"important beats later", nil, []*css.RuleMatch{rule(author, prop("color", "var(--a)", true)), rule(author, prop("color", "red", false))}, "var(--a)"},
		{"inline beats rules", style(prop("color", "blue", false)), []*css.RuleMatch{rule(author, prop("color", "red", false))}, "blue"},
		{"important rule beats inline", style(prop("color", "blue", false)), []*css.RuleMatch{rule(author, prop("color", "red", true))}, "red"},
		{"inline important beats all", style(prop("color", "blue", true)), []*css.RuleMatch{rule(author, prop("color", "red", true))}, "blue"},
		{"author beats user agent", nil, []*css.RuleMatch{rule(author, prop("color", "red", false)), rule(css.StyleSheetOriginUserAgent, prop("color", "buttontext", false))}, "red"},
		{"user agent important beats author important", nil, []*css.RuleMatch{rule(css.StyleSheetOriginUserAgent, prop("color", "ua", true)), rule(author, prop("color", "red", true))}, "ua"},
		{"shorthand", nil, []*css.RuleMatch{rule(author, prop("background", "var(--bg) no-repeat", false), prop("background-color", "", true))}, "var(--bg) no-repeat"},
		{"disabled skipped", nil, []*css.RuleMatch{rule(author, prop("color", "red", false), &css.Property{Name: "color", Value: "blue", Disabled: true})}, "red"},
		{"other property", nil, []*css.RuleMatch{rule(author, prop("border-color", "red", false))}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := winner(tt.inline, tt.rules, map[bool]string{true: "background-color", false: "color"}[strings.Contains(tt.name, "shorthand")], false, "")
			got := ""
			if d != nil {
				got = d.value
			}
			if got != tt.want {
				t.Errorf("winner = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestResolveInherited(t *testing.T) {
	parent := &css.InheritedStyleEntry{MatchedCSSRules: []*css.RuleMatch{rule(author, prop("color", "var(--text)", false), prop("background-color", "var(--bg)", false))}}
	m := &css.GetMatchedStylesForNodeResult{Inherited: []*css.InheritedStyleEntry{{}, parent}}
	if r := resolve(m, "color"); r.decl == nil || r.decl.value != "var(--text)" || !r.inherited {
		t.Errorf("color: %+v; want the grandparent's var(--text), inherited", r)
	}
	if r := resolve(m, "background-color"); r.decl != nil {
		t.Errorf("background-color does not inherit, got %+v", r.decl)
	}
	m.MatchedCSSRules = []*css.RuleMatch{rule(author, prop("color", "inherit", false))}
	if r := resolve(m, "color"); r.decl == nil || r.decl.value != "var(--text)" {
		t.Errorf("explicit inherit: %+v", r)
	}
	m.MatchedCSSRules = []*css.RuleMatch{rule(author, prop("color", "#000", false))}
	if r := resolve(m, "color"); r.decl == nil || r.decl.value != "#000" || r.inherited {
		t.Errorf("own declaration: %+v", r)
	}
}

func TestAppliesTo(t *testing.T) {
	for _, tt := range []struct {
		name, p string
		want    bool
	}{
		{"color", "color", true},
		{"background", "background-color", true},
		{"border", "border-top-color", true},
		{"border-color", "border-top-color", true},
		{"border-color", "border-inline-start-color", true},
		{"border-top", "border-top-color", true},
		{"background-color", "color", false},
		{"col", "color", false},
	} {
		if got := appliesTo(tt.name, tt.p); got != tt.want {
			t.Errorf("appliesTo(%q, %q) = %v", tt.name, tt.p, got)
		}
	}
}

func TestCSSValues(t *testing.T) {
	for _, tt := range []struct {
		v       string
		literal bool
		refs    []string
	}{
		{"#f5a623", true, nil},
		{"rgb(1, 2, 3)", true, nil},
		{"RGBA(1,2,3,.5)", true, nil},
		{"hsl(40 30% 96%)", true, nil},
		{"var(--accent-sun)", false, []string{"--accent-sun"}},
		{"var( --a , #fff)", true, []string{"--a"}},
		{"linear-gradient(var(--a), var(--b))", false, []string{"--a", "--b"}},
		{"red", false, nil},
		{"var(--a-#fff)", false, nil},
	} {
		if got := hasLiteralColour(tt.v); got != tt.literal {
			t.Errorf("hasLiteralColour(%q) = %v", tt.v, got)
		}
		if got := varRefs(tt.v); !slices.Equal(got, tt.refs) {
			t.Errorf("varRefs(%q) = %q, want %q", tt.v, got, tt.refs)
		}
	}
}

func TestSameValueAndFamily(t *testing.T) {
	c, _ := skeleton.ParseColor("#00000080")
	tok := skeleton.Token{Name: "color.overlay", Value: "#00000080", Color: &c}
	if !sameValue(tok, "color", "rgba(0, 0, 0, 0.5)") || sameValue(tok, "color", "rgb(0, 0, 0)") || sameValue(tok, "color", "nonsense") {
		t.Error("colour tokens compare through ParseColor")
	}
	if !sameValue(skeleton.Token{Value: "16px"}, "padding-left", " 16px ") || sameValue(skeleton.Token{Value: "1rem"}, "padding-left", "16px") {
		t.Error("other tokens compare as text")
	}
	rgb, _ := skeleton.ParseTriplet("13, 110, 253")
	tri := skeleton.Token{Value: "13, 110, 253", RGB: &rgb}
	if !sameValue(tri, "background-color", "rgba(13, 110, 253, 0.5)") || !sameValue(tri, "color", "rgb(13, 110, 253)") ||
		sameValue(tri, "color", "rgb(13, 110, 254)") {
		t.Error("an RGB triplet compares red, green and blue, not alpha")
	}
	if sameValue(tri, "padding", "rgb(13, 110, 253)") || !sameValue(tri, "--x", "13, 110, 253") {
		t.Error("off a colour property a triplet is text")
	}
	if family("color.accent.sun") != "color.accent" || family("gutter") != "" {
		t.Error("family is the name up to the last dot")
	}
}

// FuzzCSSValue: the value helpers never panic, and every var() reference
// they return is a custom property spelled in the value.
func FuzzCSSValue(f *testing.F) {
	for _, s := range []string{"var(--a)", "#fff", "rgb(1 2 3 / 50%)", "var( --x , var(--y))", "", "var(", "border-top"} {
		f.Add(s, "color")
	}
	f.Fuzz(func(t *testing.T, v, p string) {
		_ = hasLiteralColour(v)
		_ = appliesTo(v, p)
		_ = family(v)
		for _, r := range varRefs(v) {
			if !strings.HasPrefix(r, "--") || !strings.Contains(v, r) {
				t.Fatalf("varRefs(%q) returned %q", v, r)
			}
		}
	})
}
