package authoring

import (
	"testing"

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
