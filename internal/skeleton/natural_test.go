package skeleton

import (
	"reflect"
	"testing"
)

// naturalCase is a skeleton spelled the way people write YAML, and the
// same skeleton spelled out in the canonical form. Both must load, and to
// the same Skeleton (but for the hash and the bytes): a natural spelling
// is only another spelling.
type naturalCase struct {
	name string
	// index and screen edit the base files (as the bad cases do); the
	// canonical pair is given the same way. "" = the base file.
	index, screen           string
	canonIndex, canonScreen string
	check                   func(t *testing.T, s *Skeleton)
}

var naturalCases = []naturalCase{
	{name: "empty forbidden list",
		index:      edit(baseIndex, `forbidden_elements: ["marquee"]`, `forbidden_elements: []`),
		canonIndex: edit(baseIndex, "  forbidden_elements: [\"marquee\"]\n", ""),
		check: func(t *testing.T, s *Skeleton) {
			if s.Constraints.ForbiddenElements != nil {
				t.Errorf("forbidden %q, want none", s.Constraints.ForbiddenElements)
			}
		}},
	{name: "empty required and forbidden lists, block style",
		index:      edit(baseIndex, `required_elements: ["#hero .cta"]`, "required_elements: []", `forbidden_elements: ["marquee"]`, "forbidden_elements: [ ]"),
		canonIndex: edit(baseIndex, "  required_elements: [\"#hero .cta\"]\n", "", "  forbidden_elements: [\"marquee\"]\n", "")},
	{name: "integral floats for integers",
		index:       edit(baseIndex, "width: 375", "width: 375.0", "unit_px: 8", "unit_px: 8.0", "max_nav_links: 5", "max_nav_links: 5.0"),
		screen:      edit(baseScreen, "tolerance_px: 4", "tolerance_px: 4.0"),
		canonIndex:  baseIndex,
		canonScreen: baseScreen},
	{name: "exponent float for an integer",
		index:      edit(baseIndex, "width: 1440", "width: 1.44e3"),
		canonIndex: baseIndex},
	{name: "required_breakpoints all",
		screen:      edit(baseScreen, "[mobile, desktop]", "all"),
		canonScreen: baseScreen,
		check: func(t *testing.T, s *Skeleton) {
			if got := s.Screens[0].Elements[0].MustSatisfy.RequiredBreakpoints; !reflect.DeepEqual(got, []string{"mobile", "desktop"}) {
				t.Errorf("all = %q, want the index's breakpoints in order", got)
			}
		}},
	{name: "anchor and alias for must_satisfy",
		screen: edit(baseScreen,
			"    must_satisfy:\n      tolerance_px: 4\n      required_breakpoints: [mobile, desktop]\n",
			"    must_satisfy: &ms\n      tolerance_px: 4\n      required_breakpoints: [mobile, desktop]\n") +
			"  - id: second\n    selector: \"#second\"\n    bbox: {mobile: {x: 1, y: 2, w: 3, h: 4}, desktop: null}\n    must_satisfy: *ms\n",
		canonScreen: baseScreen +
			"  - id: second\n    selector: \"#second\"\n    bbox: {mobile: {x: 1, y: 2, w: 3, h: 4}, desktop: null}\n    must_satisfy: {tolerance_px: 4, required_breakpoints: [mobile, desktop]}\n"},
	{name: "anchored box reused",
		screen:      edit(baseScreen, "mobile:  {x: 16, y: 420, w: 343, h: 48}", "mobile:  &box {x: 16, y: 420, w: 343, h: 48}", "desktop: null", "desktop: *box"),
		canonScreen: edit(baseScreen, "desktop: null", "desktop: {x: 16, y: 420, w: 343, h: 48}")},
	{name: "merge key with an override",
		index: edit(baseIndex,
			"  mobile:  {width: 375,  height: 812}\n  desktop: {width: 1440, height: 900}\n",
			"  mobile:  &phone {width: 375,  height: 812}\n  desktop: {<<: *phone, width: 1440, height: 900}\n"),
		canonIndex: baseIndex},
	{name: "CSS colour name as a token",
		index:       edit(baseIndex, `{value: "#1a1a1a"}`, `{value: Black}`),
		screen:      edit(baseScreen, "background-color: color.accent.sun", "background-color: color.text.primary"),
		canonIndex:  edit(baseIndex, `{value: "#1a1a1a"}`, `{value: Black}`),
		canonScreen: edit(baseScreen, "background-color: color.accent.sun", "background-color: color.text.primary"),
		check: func(t *testing.T, s *Skeleton) {
			tok, _ := s.Token("color.text.primary")
			if tok.Color == nil || tok.Color.String() != "rgb(0, 0, 0)" || tok.Value != "Black" {
				t.Errorf("token %+v, want the colour black, value kept as written", tok)
			}
		}},
	{name: "RGB triplet token on a colour property",
		index:       edit(baseIndex, `{value: "#1a1a1a"}`, `{value: "26, 26, 26", css_var: --text-rgb}`),
		screen:      edit(baseScreen, "background-color: color.accent.sun", "background-color: color.text.primary"),
		canonIndex:  edit(baseIndex, `{value: "#1a1a1a"}`, `{value: "26, 26, 26", css_var: --text-rgb}`),
		canonScreen: edit(baseScreen, "background-color: color.accent.sun", "background-color: color.text.primary"),
		check: func(t *testing.T, s *Skeleton) {
			tok, _ := s.Token("color.text.primary")
			if tok.RGB == nil || tok.Color != nil || tok.RGB.String() != "rgb(26, 26, 26)" {
				t.Errorf("token %+v, want an RGB triplet and no colour", tok)
			}
			sp, _ := s.Token("space.gutter")
			if sp.RGB != nil || sp.Color != nil {
				t.Errorf("16px is text: %+v", sp)
			}
		}},
	{name: "three numbers out of range are text",
		index:      edit(baseIndex, "{value: 16px}", `{value: "1 1 300"}`),
		canonIndex: edit(baseIndex, "{value: 16px}", `{value: "1 1 300"}`),
		check: func(t *testing.T, s *Skeleton) {
			if tok, _ := s.Token("space.gutter"); tok.RGB != nil || tok.Color != nil {
				t.Errorf("%+v is not a colour", tok)
			}
		}},
}

func TestNaturalSpellings(t *testing.T) {
	load := func(t *testing.T, index, screen string) (*Skeleton, error) {
		t.Helper()
		if index == "" {
			index = baseIndex
		}
		if screen == "" {
			screen = baseScreen
		}
		return LoadFiles(skel(index, map[string]string{"screens/home.yaml": screen}), Options{})
	}
	for _, c := range naturalCases {
		t.Run(c.name, func(t *testing.T) {
			s, err := load(t, c.index, c.screen)
			if err != nil {
				t.Fatalf("natural spelling refused: %v", err)
			}
			canon, err := load(t, c.canonIndex, c.canonScreen)
			if err != nil {
				t.Fatalf("canonical spelling refused: %v", err)
			}
			// Everything but the hash and the bytes must be equal.
			s.Hash, canon.Hash = "", ""
			s.files, canon.files = nil, nil
			for i := range s.Screens {
				s.Screens[i].SHA256 = ""
			}
			for i := range canon.Screens {
				canon.Screens[i].SHA256 = ""
			}
			if !reflect.DeepEqual(s, canon) {
				t.Errorf("natural and canonical spellings differ:\n%s\nvs\n%s", mustJSON(t, s), mustJSON(t, canon))
			}
			if c.check != nil {
				c.check(t, s)
			}
		})
	}
}

// TestMergeOrder: merged entries take the place of the << key, earlier
// sources win over later ones, and the mapping's own keys over both.
func TestMergeOrder(t *testing.T) {
	index := edit(baseIndex,
		"tokens:\n  color.accent.sun: {value: \"#f5a623\", css_var: \"--accent-sun\"}\n  color.text.primary: {value: \"#1a1a1a\"}\n  space.gutter: {value: 16px}\n",
		"tokens:\n  space.gutter: {value: 16px}\n  <<: [&a {color.accent.sun: {value: \"#f5a623\", css_var: \"--accent-sun\"}}, {color.accent.sun: {value: \"#000000\"}, color.text.primary: {value: \"#222222\"}}]\n  color.text.primary: {value: \"#1a1a1a\"}\n")
	s, err := LoadFiles(skel(index, map[string]string{"screens/home.yaml": baseScreen}), Options{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, tok := range s.Tokens {
		got = append(got, tok.Name+"="+tok.Value)
	}
	want := []string{"space.gutter=16px", "color.accent.sun=#f5a623", "color.text.primary=#1a1a1a"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("tokens %q, want %q", got, want)
	}
}
