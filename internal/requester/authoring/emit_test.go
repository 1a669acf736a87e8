package authoring

import (
	"testing"
	"unicode/utf8"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// TestEmitRoundTrip: whatever names and numbers a recording holds, the
// files emit writes parse back (internal/skeleton) to exactly those
// values — ids YAML would read as booleans or numbers, selectors with
// quotes and colons, fractional boxes, hidden breakpoints, every kind of
// interaction.
func TestEmitRoundTrip(t *testing.T) {
	bt := "route:/next.html?x=1#top"
	h := "handler:open_menu"
	d := &draft{
		name:        "a: name # with \"quotes\"",
		breakpoints: []skeleton.Breakpoint{{Name: "off", Width: 375, Height: 812}, {Name: "1024", Width: 1024, Height: 768}},
		unit:        8,
		tokens: []draftToken{
			{name: "ink", cssVar: "--ink", value: "#1a1a1a", note: "a # note: with colons"},
			{name: "x", cssVar: "--_x", value: "13, 110, 253"},
		},
		constraints:     skeleton.Constraints{MaxNavLinks: new(3), MinContrastRatio: new(4.5), RequiredElements: []string{`a[href="x"]`}},
		constraintNotes: map[string]string{"max_nav_links": "line\nbreak"},
		screens: []*draftScreen{{id: "true", path: "/a/é.html", file: "screens/true.yaml", elements: []*draftElement{{
			id: "123", selector: `a[title='x: "y"'] > #b\:c`, state: skeleton.StateDisabled,
			boxes:     []draftBox{{bp: "off", rect: &skeleton.Rect{X: 180.453125, Y: -0.5, W: 53.34375, H: 40}}, {bp: "1024"}},
			tolerance: 4, required: []string{"off", "1024"}, allowTruncation: true,
			tokens: []skeleton.TokenUse{{Property: "color", Token: "ink"}, {Property: "background-color", Token: "x"}},
			interactions: []draftInteraction{
				{event: "click", bindsTo: &bt}, {event: "dblclick", bindsTo: &h}, {event: "mouseenter", visualOnly: true}, {event: "keydown"},
			},
			notes: []string{"note with\ta tab and a\nnewline"},
		}}}},
	}
	files := emit(d)
	sk, err := skeleton.LoadFiles(files, skeleton.Options{})
	if err != nil {
		t.Fatalf("%v\n%s\n%s", err, files["index.yaml"], files["screens/true.yaml"])
	}
	if sk.Name != d.name || sk.Breakpoints[0].Name != "off" || sk.Breakpoints[1].Name != "1024" || sk.UnitPX != 8 {
		t.Errorf("index: %+v", sk)
	}
	if tk, _ := sk.Token("x"); tk.CSSVar != "--_x" || tk.RGB == nil {
		t.Errorf("token x: %+v", tk)
	}
	if tk, _ := sk.Token("ink"); tk.CSSVar != "--ink" || tk.Color == nil {
		t.Errorf("token ink: %+v", tk)
	}
	s := sk.Screen("true")
	if s == nil || s.Path != "/a/é.html" || len(s.Elements) != 1 {
		t.Fatalf("screen: %+v", s)
	}
	e := s.Elements[0]
	if e.ID != "123" || e.Selector != d.screens[0].elements[0].selector || e.State != skeleton.StateDisabled || !e.MustSatisfy.AllowTruncation {
		t.Errorf("element: %+v", e)
	}
	if r := e.BBox["off"]; r == nil || *r != *d.screens[0].elements[0].boxes[0].rect {
		t.Errorf("box: %+v", r)
	}
	if r, ok := e.BBox["1024"]; !ok || r != nil {
		t.Errorf("hidden box: %v %v", r, ok)
	}
	in := e.Interactions
	if len(in) != 4 || *in[0].BindsTo != bt || *in[1].BindsTo != h || !in[2].VisualOnly || in[3].BindsTo != nil || in[3].VisualOnly {
		t.Errorf("interactions: %+v", in)
	}
	if c := sk.Constraints; *c.MaxNavLinks != 3 || *c.MinContrastRatio != 4.5 || c.RequiredElements[0] != `a[href="x"]` {
		t.Errorf("constraints: %+v", c)
	}
	// The same draft writes the same bytes.
	again := emit(d)
	for name, text := range files {
		if again[name] != text {
			t.Errorf("%s differs between two emits", name)
		}
	}
}

// FuzzEmit: the page decides much of what a recording writes — the
// element's text and tag in comments, hrefs and handler names in
// bindings, a custom property's value — and whatever it is, emit writes
// files the parser loads, with the comment text kept on its line.
func FuzzEmit(f *testing.F) {
	for _, s := range []string{"Get started", "☰", "🚀 Launch", "a\nb", "\ufeffBOM", "\u2028", "\x00\x7f\u0085", "# not: yaml ---", "\uFFFE\uFFFF", "\xff\xfe"} {
		f.Add(s, "route:/next.html", "#1a1a1a")
	}
	f.Fuzz(func(t *testing.T, text, bind, value string) {
		d := &draft{
			name: "fuzz", breakpoints: []skeleton.Breakpoint{{Name: "mobile", Width: 375, Height: 812}}, unit: 8,
			constraints:     skeleton.Constraints{MaxNavLinks: new(3), MinContrastRatio: new(4.5)},
			constraintNotes: map[string]string{"max_nav_links": text},
			screens: []*draftScreen{{id: "home", path: "/index.html", file: "screens/home.yaml", elements: []*draftElement{{
				id: "e", selector: "h1", boxes: []draftBox{{bp: "mobile", rect: &skeleton.Rect{W: 1, H: 1}}},
				tolerance: 4, required: []string{"mobile"},
				notes: []string{"e: <h1> " + text, "click: " + text},
			}}}},
		}
		// What the page says reaches Go through JSON, so as valid UTF-8
		// (comments are made safe even without that).
		b, err := skeleton.ParseBindsTo(bind)
		if err == nil && b.Kind == skeleton.BindRoute {
			_, err = b.Page("/index.html") // as propose checks
		}
		if err == nil && utf8.ValidString(bind) {
			d.screens[0].elements[0].interactions = []draftInteraction{{event: "click", bindsTo: &bind}}
		}
		if _, err := skeleton.ParseColor(value); err == nil && skeleton.CheckText(value, skeleton.MaxValueLen) == nil {
			d.tokens = []draftToken{{name: "ink", cssVar: "--ink", value: value, note: text}}
			d.screens[0].elements[0].tokens = []skeleton.TokenUse{{Property: "color", Token: "ink"}}
		}
		files := emit(d)
		sk, err := skeleton.LoadFiles(files, skeleton.Options{})
		if err != nil {
			t.Fatalf("text %q bind %q value %q: %v\n%s", text, bind, value, err, files["screens/home.yaml"])
		}
		if in := sk.Screens[0].Elements[0].Interactions; len(d.screens[0].elements[0].interactions) == 1 && (len(in) != 1 || *in[0].BindsTo != bind) {
			t.Fatalf("binding %q read back as %+v", bind, in)
		}
	})
}

// FuzzPropose: whatever a page's link, onclick and toggle attributes say,
// the click propose establishes is one the parser loads on that screen.
func FuzzPropose(f *testing.F) {
	f.Add("next.html", "file:///root/next.html", "", "", "", false)
	f.Add("#", "file:///root/index.html#", "location.href = '/a.html?x#y'", "", "menu", false)
	f.Add("", "", "return toggleMenu(event)", "toggleMenu", "", false)
	f.Add("https://example.com/x", "https://example.com/x", "", "", "", false)
	f.Add("%00", "file:///root/%00", "window.location.assign('%2e%2e/x')", "", "", false)
	f.Fuzz(func(t *testing.T, href, hrefAbs, onclick, handler, controls string, handlerFn bool) {
		for _, s := range []string{href, hrefAbs, onclick, handler, controls} {
			if !utf8.ValidString(s) { // the page's strings arrive through JSON
				return
			}
		}
		c := clickInfo{Count: 1, Tag: "a", Clickable: true, Href: href, HrefAbs: hrefAbs, OnClick: onclick,
			Handler: handler, HandlerFn: handlerFn, Controls: controls}
		p := propose(c, "file:///root", "/index.html", "file:///root/index.html")
		if p == nil {
			t.Fatal("a clickable element got no click")
		}
		d := &draft{
			name: "fuzz", breakpoints: []skeleton.Breakpoint{{Name: "mobile", Width: 375, Height: 812}}, unit: 8,
			constraints: skeleton.Constraints{MaxNavLinks: new(3), MinContrastRatio: new(4.5)},
			screens: []*draftScreen{{id: "home", path: "/index.html", file: "screens/home.yaml", elements: []*draftElement{{
				id: "e", selector: "a", boxes: []draftBox{{bp: "mobile", rect: &skeleton.Rect{W: 1, H: 1}}},
				tolerance: 4, required: []string{"mobile"}, interactions: []draftInteraction{p.in},
				notes: []string{"click: " + describe(p.in) + " (" + p.why + ")"},
			}}}},
		}
		files := emit(d)
		if _, err := skeleton.LoadFiles(files, skeleton.Options{}); err != nil {
			t.Fatalf("%+v: %v\n%s", c, err, files["screens/home.yaml"])
		}
	})
}
