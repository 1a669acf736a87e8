package measure

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/css"
	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

func named(sel string, props ...*css.Property) *css.RuleMatch {
	r := rule(author, props...)
	r.Rule.SelectorList = &css.SelectorList{Text: sel}
	return r
}

func TestNextVar(t *testing.T) {
	for _, tt := range []struct {
		in                 string
		name, fallback     string
		hasFallback, found bool
		rest               string // what follows the var()
	}{
		{in: "var(--a)", name: "--a", found: true},
		{in: "rgba(var(--x-rgb), 0.5)", name: "--x-rgb", found: true, rest: ", 0.5)"},
		{in: "var( --a , #fff)", name: "--a", fallback: " #fff", hasFallback: true, found: true},
		{in: "var(--a, var(--b, rgb(1, 2, 3)))", name: "--a", fallback: " var(--b, rgb(1, 2, 3))", hasFallback: true, found: true},
		{in: "var(--a,)", name: "--a", fallback: "", hasFallback: true, found: true},
		{in: `var(--a, "a)b")x`, name: "--a", fallback: ` "a)b"`, hasFallback: true, found: true, rest: "x"},
		{in: "VAR(--a)", name: "--a", found: true},
		{in: "somevar(--a)", found: false},
		{in: "var(a)", found: false},
		{in: "var(--)", found: false},
		{in: "var(--a junk)", found: false},
		{in: "var(--a", found: false},
		{in: "1px solid var(--c)", name: "--c", found: true},
	} {
		start, name, fb, hasFb, end, ok := nextVar(tt.in)
		if ok != tt.found || name != tt.name || fb != tt.fallback || hasFb != tt.hasFallback || ok && tt.in[end:] != tt.rest {
			t.Errorf("nextVar(%q) = %d %q %q %v %d %v", tt.in, start, name, fb, hasFb, end, ok)
		}
	}
}

// TestResolveChain follows the browser's substitution rules on matched
// styles built by hand (the golden tests run the same in Chromium).
func TestResolveChain(t *testing.T) {
	root := &css.InheritedStyleEntry{MatchedCSSRules: []*css.RuleMatch{named(":root",
		prop("--text", "#1a1a1a", false), prop("--accent", "#f5a623", false), prop("--brand", "var(--accent)", false),
		prop("--loop-a", "var(--loop-b)", false), prop("--loop-b", "var(--loop-a)", false), prop("--off", "initial", false))}}
	body := &css.InheritedStyleEntry{MatchedCSSRules: []*css.RuleMatch{named("body", prop("color", "var(--text)", false))}}
	tests := []struct {
		name  string
		own   []*css.Property
		p     string
		uses  []string // custom properties substituted, in order; nil = no value
		level int
	}{
		{"direct", []*css.Property{prop("color", "var(--text)", false)}, "color", []string{"--text"}, 0},
		{"component variable", []*css.Property{prop("--c", "var(--accent)", false), prop("background-color", "var(--c)", false)}, "background-color", []string{"--accent", "--c"}, 0},
		{"chain through the root", []*css.Property{prop("color", "var(--brand)", false)}, "color", []string{"--accent", "--brand"}, 0},
		{"empty value inherits", []*css.Property{prop("--c", "", false), prop("color", "var(--c)", false)}, "color", []string{"--text"}, 1},
		{"empty value on a non-inherited property", []*css.Property{prop("--c", "", false), prop("background-color", "var(--c)", false)}, "background-color", nil, 0},
		{"undefined without fallback inherits", []*css.Property{prop("color", "var(--nope)", false)}, "color", []string{"--text"}, 1},
		{"undefined with fallback", []*css.Property{prop("color", "var(--nope, var(--accent))", false)}, "color", []string{"--accent"}, 0},
		{"defined: fallback unused", []*css.Property{prop("color", "var(--accent, var(--text))", false)}, "color", []string{"--accent"}, 0},
		{"cycle takes the fallback", []*css.Property{prop("color", "var(--loop-a, var(--text))", false)}, "color", []string{"--text"}, 0},
		{"initial takes the fallback", []*css.Property{prop("color", "var(--off, var(--accent))", false)}, "color", []string{"--accent"}, 0},
		{"local override wins over the root", []*css.Property{prop("--accent", "red", false), prop("color", "var(--accent)", false)}, "color", []string{"--accent"}, 0},
		{"important custom property", []*css.Property{prop("--c", "var(--text)", true), prop("--c", "red", false), prop("color", "var(--c)", false)}, "color", []string{"--text", "--c"}, 0},
		{"literal", []*css.Property{prop("color", "#1a1a1a", false)}, "color", []string{}, 0},
		{"inherit keyword", []*css.Property{prop("color", "inherit", false)}, "color", []string{"--text"}, 1},
		{"nothing declared, non-inherited", nil, "background-color", nil, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := &css.GetMatchedStylesForNodeResult{
				MatchedCSSRules: []*css.RuleMatch{named("#el", tt.own...)},
				Inherited:       []*css.InheritedStyleEntry{body, root},
			}
			r := resolveChain(m, tt.p)
			if tt.uses == nil {
				if r.decl != nil {
					t.Errorf("resolved to %+v (used %q), want no value", r.decl, r.used)
				}
				return
			}
			if r.decl == nil {
				t.Fatalf("no value (%s); steps %q", r.why, r.steps)
			}
			if !slices.Equal(r.used, tt.uses) && !(len(tt.uses) == 0 && len(r.used) == 0) || r.level != tt.level {
				t.Errorf("used %q at level %d, want %q at %d; steps %q", r.used, r.level, tt.uses, tt.level, r.steps)
			}
			if len(r.steps) == 0 || !strings.Contains(r.steps[0], tt.p) && tt.level == 0 {
				t.Errorf("steps %q do not start with the declaration", r.steps)
			}
		})
	}
}

// FuzzChain: substitution terminates on any declaration and never panics.
func FuzzChain(f *testing.F) {
	for _, s := range []string{"var(--a)", "var(--a, var(--b, var(--c)))", "rgba(var(--x), .5)", "var(--loop)", "var(", "var(--a,", `var(--a, "))")`} {
		f.Add(s, "var(--loop)")
	}
	f.Fuzz(func(t *testing.T, v, loop string) {
		root := &css.InheritedStyleEntry{MatchedCSSRules: []*css.RuleMatch{named(":root", prop("--loop", loop, false), prop("--a", v, false))}}
		m := &css.GetMatchedStylesForNodeResult{MatchedCSSRules: []*css.RuleMatch{named("#x", prop("color", v, false))}, Inherited: []*css.InheritedStyleEntry{root}}
		r := resolveChain(m, "color")
		for _, u := range r.used {
			if !strings.HasPrefix(u, "--") {
				t.Fatalf("used %q", u)
			}
		}
		_, _, _, _, end, ok := nextVar(v)
		if ok && (end <= 0 || end > len(v)) {
			t.Fatalf("nextVar(%q) end %d", v, end)
		}
	})
}

// TestChainsAgreeWithChromium checks rubric 1.2.0's chain resolution
// against the browser itself: a value derives from the token's custom
// property exactly when changing that property (on the root, where the
// page defines it) changes the element's computed value.
func TestChainsAgreeWithChromium(t *testing.T) {
	b := sharedBrowser(t)
	page := fileURL(t, filepath.Join(site, "rules12.html"))
	cases := []struct {
		selector, property, cssVar string
	}{
		{"#chain-empty", "color", "--color-text-primary"},
		{"#chain-component", "background-color", "--accent-sun"},
		{"#chain-fallback-used", "color", "--color-text-primary"},
		{"#chain-fallback-unused", "color", "--color-text-primary"},
		{"#chain-cycle", "color", "--color-text-primary"},
		{"#chain-undefined", "color", "--color-text-primary"},
		{"#chain-triplet", "background-color", "--accent-sun-rgb"},
		{"#chain-triplet-wrong", "background-color", "--accent-sun-rgb"},
	}
	_, err := withTab(context.Background(), b, skeleton.Breakpoint{Name: "mobile", Width: 375, Height: 812}, []string{page}, func(tctx context.Context) error {
		if err := load(tctx, page); err != nil {
			return err
		}
		if err := fontsReady(tctx); err != nil {
			return err
		}
		for _, c := range cases {
			m, err := matchedStyles(tctx, c.selector)
			if err != nil {
				return err
			}
			r := resolveChain(m, c.property)
			ours := r.decl != nil && slices.Contains(r.used, c.cssVar)
			sentinel := "#123456"
			if strings.HasSuffix(c.cssVar, "-rgb") {
				sentinel = "18, 52, 86"
			}
			js := fmt.Sprintf(`(() => {
  const el = document.querySelector(%q), p = %q, root = document.documentElement;
  const before = getComputedStyle(el).getPropertyValue(p);
  root.style.setProperty(%q, %q);
  const after = getComputedStyle(el).getPropertyValue(p);
  root.style.removeProperty(%q);
  return before !== after;
})()`, c.selector, c.property, c.cssVar, sentinel, c.cssVar)
			browser, err := chromedp.Run(tctx, chromedp.Evaluate[bool](js))
			if err != nil {
				return err
			}
			if ours != browser {
				t.Errorf("%s %s: W2 says the value comes from %s: %v; Chromium: %v (steps %q)", c.selector, c.property, c.cssVar, ours, browser, r.steps)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// matchedStyles is matchedStylesAll for one selector.
func matchedStyles(tctx context.Context, selector string) (*css.GetMatchedStylesForNodeResult, error) {
	m, err := matchedStylesAll(tctx, []string{selector})
	if err != nil {
		return nil, err
	}
	return m[0], nil
}
