package measure

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// exactCase is one rule of rubric 1.5.0 on a page of its own: css, in
// which {T} stands for the token's value, and body. The browser is the
// oracle: the property's value comes from the token exactly when the
// computed value changes as {T} is changed to sentinel.
type exactCase struct {
	name, css, body     string
	selector, property  string
	token, value, other string // the token's custom property, its value, a sentinel
}

var exactCases = []exactCase{
	// Fallbacks, cycles, invalid at computed-value time.
	{name: "nested fallback", css: `:root { --tok: {T} } #el { color: var(--nope, var(--nope2, var(--tok))) }`},
	{name: "fallback not taken", css: `:root { --tok: {T}; --brand: green } #el { color: var(--brand, var(--tok)) }`},
	{name: "cycle with fallbacks inside", css: `:root { --tok: {T} } #el { --a: var(--b, red); --b: var(--a, blue); color: var(--a, var(--tok)) }`},
	{name: "self reference with a fallback", css: `:root { --tok: {T} } #el { --s: var(--s, red); color: var(--s, var(--tok)) }`},
	{name: "token inside a cycle", css: `#el { --tok: var(--x, {T}); --x: var(--tok); color: var(--tok, green) }`},
	{name: "an unused fallback makes no cycle", css: `:root { --tok: {T} } #el { --x: var(--tok, var(--y)); --y: var(--x); color: var(--x) }`},
	{name: "custom property invalid at computed-value time", css: `:root { --tok: {T} } #p { --c: var(--tok) } #el { --c: var(--nope); color: var(--c, green) }`},
	{name: "colour given a length inherits", css: `:root { --tok: {T} } body { color: var(--tok) } #el { --len: 10px; color: var(--len) }`},
	{name: "colour given a length, shorthand", css: `:root { --tok: {T} } #el { --len: 10px; border: 1px solid; border-color: var(--len) var(--tok) }`, property: "border-top-color"},
	// Registered custom properties.
	{name: "registered initial value", css: `@property --tok { syntax: '<color>'; inherits: false; initial-value: {T} } #p { --tok: red } #el { color: var(--tok, blue) }`},
	{name: "registered, not inherited", css: `:root { --tok: {T} } @property --r { syntax: '<color>'; inherits: false; initial-value: red } #p { --r: var(--tok) } #el { color: var(--r) }`},
	{name: "registered, inherited", css: `:root { --tok: {T} } @property --r { syntax: '<color>'; inherits: true; initial-value: red } #p { --r: var(--tok) } #el { color: var(--r) }`},
	{name: "registered colour given a length", css: `@property --r { syntax: '<color>'; inherits: false; initial-value: red } #el { --tok: {T}; --r: var(--tok); color: var(--r) }`, value: "10px", other: "13px"},
	{name: "registered inherited colour given a length", css: `@property --tok { syntax: '<color>'; inherits: true; initial-value: red } #p { --tok: {T} } #el { --tok: 10px; color: var(--tok) }`},
	{name: "registered: the fallback is never taken", css: `:root { --tok: {T} } @property --r { syntax: '<color>'; inherits: false; initial-value: red } #el { color: var(--r, var(--tok)) }`},
	{name: "registration without initial value registers nothing", css: `:root { --tok: {T} } @property --r { syntax: '<color>'; inherits: false } #el { color: var(--r, var(--tok)) }`},
	{name: "registered with inherit", css: `@property --tok { syntax: '<color>'; inherits: false; initial-value: red } #p { --tok: {T} } #el { --tok: inherit; color: var(--tok) }`},
	// !important and cascade layers.
	{name: "important beats more specific", css: `:root { --tok: {T} } .x { --c: var(--tok) !important } #el.x { --c: green } #el { color: var(--c) }`},
	{name: "important layered beats important unlayered", css: `:root { --tok: {T} } @layer base, comp; @layer base { #el { --c: var(--tok) !important } } .x { --c: green !important } #el { color: var(--c) }`},
	{name: "important of an earlier layer wins", css: `:root { --tok: {T} } @layer base, comp; @layer comp { #el.x { --c: green !important } } @layer base { .x { --c: var(--tok) !important } } #el { color: var(--c) }`},
	{name: "normal unlayered beats a more specific layer", css: `:root { --tok: {T} } @layer base { #el.x { --c: green } } .x { --c: var(--tok) } #el { color: var(--c) }`},
	{name: "style attribute important beats layered important", css: `:root { --tok: {T} } @layer a { #el { --c: var(--tok) !important } } #el { color: var(--c) }`, body: `<div id="p"><div id="el" class="x" style="--c: green !important">text</div></div>`},
	// var() inside shorthands.
	{name: "border colour", css: `:root { --tok: {T} } #el { border: 1px solid var(--tok) }`, property: "border-top-color"},
	{name: "border width is not the colour", css: `:root { --tok: {T}; --c: green } #el { border: var(--tok) solid var(--c) }`, property: "border-top-color", value: "2px", other: "5px"},
	{name: "border width", css: `:root { --tok: {T}; --c: green } #el { border: var(--tok) solid var(--c) }`, property: "border-top-width", value: "2px", other: "5px"},
	{name: "background colour", css: `:root { --tok: {T} } #el { background: var(--tok) no-repeat }`, property: "background-color"},
	{name: "background: a gradient is not the colour", css: `:root { --tok: {T} } #el { background: linear-gradient(var(--tok), red) no-repeat, white }`, property: "background-color"},
	{name: "margin top", css: `:root { --tok: {T} } #el { margin: var(--tok) 0 }`, property: "margin-top", value: "4px", other: "9px"},
	{name: "margin left", css: `:root { --tok: {T} } #el { margin: var(--tok) 0 }`, property: "margin-left", value: "4px", other: "9px"},
	{name: "padding, three values", css: `:root { --tok: {T} } #el { padding: 0 var(--tok) 3px }`, property: "padding-left", value: "4px", other: "9px"},
	{name: "border-color, two values", css: `:root { --tok: {T} } #el { border: 1px solid; border-color: green var(--tok) }`, property: "border-top-color"},
	{name: "a whole border in one variable", css: `:root { --tok: {T} } #el { --b: 1px solid var(--tok); border: var(--b) }`, property: "border-left-color"},
	// Component-scoped aliases.
	{name: "alias on the component", css: `:root { --tok: {T} } .btn { --btn-bg: var(--tok); background-color: var(--btn-bg) }`, body: `<div id="p"><div id="el" class="btn">text</div></div>`, property: "background-color"},
	{name: "alias overridden by a variant", css: `:root { --tok: {T} } .btn { --btn-bg: var(--tok); background-color: var(--btn-bg) } .btn-alt { --btn-bg: green }`, body: `<div id="p"><div id="el" class="btn btn-alt">text</div></div>`, property: "background-color"},
	{name: "alias resolved where it is declared", css: `:root { --tok: {T} } #p { --link: var(--tok) } .dark { --tok: red } #el { color: var(--link) }`, body: `<div id="p"><div class="dark"><div id="el">text</div></div></div>`},
	// The browser's default font on form controls (font: -webkit-small-control,
	// which the CSS domain reports only as empty longhands).
	{name: "a text field's default font-weight", css: `:root { --tok: {T} } body { font-weight: var(--tok) }`, body: `<div id="p"><input id="el" class="x" value="text"></div>`, property: "font-weight", value: "700", other: "300"},
	{name: "a button's default font-weight", css: `:root { --tok: {T} } body { font-weight: var(--tok) }`, body: `<div id="p"><button id="el" class="x">text</button></div>`, property: "font-weight", value: "700", other: "300"},
	{name: "a button's font-weight inherited", css: `:root { --tok: {T} } body { font-weight: var(--tok) } button { font-weight: inherit }`, body: `<div id="p"><button id="el" class="x">text</button></div>`, property: "font-weight", value: "700", other: "300"},
	{name: "a text field's font-size set by the page", css: `:root { --tok: {T} } #el { font-size: var(--tok) }`, body: `<div id="p"><input id="el" class="x" value="text"></div>`, property: "font-size", value: "18px", other: "23px"},
	// Logical properties share a value with a physical one.
	{name: "border-inline-start-color is border-left-color", css: `:root { --tok: {T} } #el { border-left: 2px solid green; border-inline-start-color: var(--tok) }`, property: "border-left-color"},
	{name: "a later physical declaration beats the logical one", css: `:root { --tok: {T} } #el { border: 2px solid; border-inline-start-color: var(--tok); border-left-color: green }`, property: "border-left-color"},
	{name: "a later logical declaration beats the physical one", css: `:root { --tok: {T} } #el { border: 2px solid; border-left-color: green; border-inline-start-color: var(--tok) }`, property: "border-left-color"},
	{name: "inline start is the right side in rtl", css: `:root { --tok: {T} } #el { border: 2px solid; border-inline-start-color: var(--tok) }`, body: `<div id="p" dir="rtl"><div id="el" class="x">text</div></div>`, property: "border-right-color"},
	{name: "inline start is not the left side in rtl", css: `:root { --tok: {T} } #el { border: 2px solid; border-inline-start-color: var(--tok) }`, body: `<div id="p" dir="rtl"><div id="el" class="x">text</div></div>`, property: "border-left-color"},
	{name: "border-inline-color's first part", css: `:root { --tok: {T} } #el { border: 2px solid; border-inline-color: var(--tok) green }`, property: "border-left-color"},
	{name: "border-inline-color's second part", css: `:root { --tok: {T} } #el { border: 2px solid; border-inline-color: var(--tok) green }`, property: "border-right-color"},
	{name: "border-inline-start shorthand", css: `:root { --tok: {T} } #el { border-inline-start: 3px solid var(--tok) }`, property: "border-left-color"},
	{name: "block start is the right side in vertical-rl", css: `:root { --tok: {T} } #el { writing-mode: vertical-rl; margin-block-start: var(--tok) }`, property: "margin-right", value: "4px", other: "9px"},
	{name: "block start is not the top in vertical-rl", css: `:root { --tok: {T} } #el { writing-mode: vertical-rl; margin-block-start: var(--tok) }`, property: "margin-top", value: "4px", other: "9px"},
	{name: "a logical corner", css: `:root { --tok: {T} } #el { border-radius: 2px; border-start-start-radius: var(--tok) }`, property: "border-top-left-radius", value: "4px", other: "9px"},
	{name: "a logical corner in rtl", css: `:root { --tok: {T} } #el { border-radius: 2px; border-start-start-radius: var(--tok) }`, body: `<div id="p" dir="rtl"><div id="el" class="x">text</div></div>`, property: "border-top-right-radius", value: "4px", other: "9px"},
	{name: "a logical corner after border-radius", css: `:root { --tok: {T} } #el { border-radius: var(--tok); border-start-start-radius: 0 }`, property: "border-top-left-radius", value: "4px", other: "9px"},
	{name: "alias, triplet in rgba", css: `:root { --tok: {T} } .alert { --alert-bg: rgba(var(--tok), .5); background-color: var(--alert-bg) }`, body: `<div id="p"><div id="el" class="alert">text</div></div>`, property: "background-color", value: "13, 110, 253", other: "18, 52, 86"},
}

// TestExactChainsAgreeWithChromium holds rubric 1.5.0's chain resolution
// to Chromium's computed values, one small page per rule, and counts
// where rubric 1.2.0's resolution disagrees with the browser.
func TestExactChainsAgreeWithChromium(t *testing.T) {
	b := sharedBrowser(t)
	t.Parallel() // beside the other long tests that set no package state (shareCheck) and load no CPU (busy)
	dir := t.TempDir()
	cases := make([]exactCase, len(exactCases))
	urls := make([]string, len(exactCases))
	for i, c := range exactCases {
		cases[i] = c.withDefaults()
		page := filepath.Join(dir, fmt.Sprintf("case%d.html", i))
		if err := os.WriteFile(page, []byte(cases[i].html(cases[i].value)), 0o644); err != nil {
			t.Fatal(err)
		}
		urls[i] = "file://" + page
	}
	// One tab loads every case's page in turn: each load is a new
	// document, and what is compared is read from that document alone. A
	// tab each (a renderer started and ended 53 times) took about half
	// the test's CPU.
	old, bad := 0, 0
	_, err := withTab(context.Background(), b, skeleton.Breakpoint{Name: "desktop", Width: 800, Height: 600}, urls, func(tctx context.Context) error {
		for i, c := range cases {
			u := urls[i]
			if err := load(tctx, u); err != nil {
				return fmt.Errorf("%s: %w", c.name, err)
			}
			m, err := matchedStyles(tctx, c.selector)
			if err != nil {
				return fmt.Errorf("%s: %w", c.name, err)
			}
			f, err := chromedp.Run(tctx, chromedp.Evaluate[[]string](fmt.Sprintf(`(() => { const s = getComputedStyle(document.querySelector(%q)); return [s.writingMode, s.direction]; })()`, c.selector)))
			if err != nil {
				return fmt.Errorf("%s: %w", c.name, err)
			}
			r := resolveExact(m, c.property, flow{writingMode: f[0], direction: f[1]})
			ours, steps := r.decl != nil && slices.Contains(r.used, c.token), r.steps
			r12 := resolveChain(m, c.property)
			ours12 := r12.decl != nil && slices.Contains(r12.used, c.token)
			js := fmt.Sprintf(`(() => {
  const el = document.querySelector(%q), p = %q, st = document.querySelector("style");
  const before = getComputedStyle(el).getPropertyValue(p);
  st.textContent = %q;
  return before !== getComputedStyle(el).getPropertyValue(p);
})()`, c.selector, c.property, c.styles(c.other))
			browser, err := chromedp.Run(tctx, chromedp.Evaluate[bool](js))
			if err != nil {
				return fmt.Errorf("%s: %w", c.name, err)
			}
			if ours != browser {
				bad++
				t.Errorf("%s: W2 1.5.0 says %s comes from %s: %v; Chromium: %v (steps %q)", c.name, c.property, c.token, ours, browser, steps)
			}
			if ours12 != browser {
				old++
				t.Logf("%s: rubric 1.2.0 disagrees with Chromium (%v, Chromium %v)", c.name, ours12, browser)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d cases: rubric 1.5.0 disagrees with Chromium on %d, rubric 1.2.0 on %d", len(exactCases), bad, old)
}

func (c exactCase) withDefaults() exactCase {
	if c.body == "" {
		c.body = `<div id="p"><div id="el" class="x">text</div></div>`
	}
	if c.selector == "" {
		c.selector = "#el"
	}
	if c.property == "" {
		c.property = "color"
	}
	if c.token == "" {
		c.token = "--tok"
	}
	if c.value == "" {
		c.value, c.other = "#0d6efd", "#123456"
	}
	return c
}

func (c exactCase) styles(v string) string { return strings.ReplaceAll(c.css, "{T}", v) }

func (c exactCase) html(v string) string {
	return "<!doctype html><html><head><style>" + c.styles(v) + "</style></head><body>" + c.body + "</body></html>"
}
