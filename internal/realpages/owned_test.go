package realpages

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestOwned: each axe node counts for the innermost declared element
// holding it (the fewest nodes, then the smallest box), and each summary
// is folded again from the nodes it owns.
func TestOwned(t *testing.T) {
	node := func(result, target string) AxeNode { return AxeNode{Result: result, Target: target} }
	box := func(w, h float64) *Box { return &Box{W: w, H: h} }
	b := OracleBreakpoint{Elements: []OracleElement{
		{ID: "form", Box: box(400, 200), Contrast: Contrast{Summary: ContrastViolation, Nodes: []AxeNode{
			node("violation", "#field"), node("violation", "#button"), node("pass", "#label"),
		}}},
		{ID: "field", Box: box(300, 40), Contrast: Contrast{Summary: ContrastViolation, Nodes: []AxeNode{node("violation", "#field")}}},
		{ID: "button", Box: box(300, 40), Contrast: Contrast{Summary: ContrastViolation, Nodes: []AxeNode{node("violation", "#button")}}},
		// Two holders of one size: the first in page order owns it.
		{ID: "twin-a", Box: box(10, 10), Contrast: Contrast{Summary: ContrastPass, Nodes: []AxeNode{node("pass", "#t")}}},
		{ID: "twin-b", Box: box(10, 10), Contrast: Contrast{Summary: ContrastPass, Nodes: []AxeNode{node("pass", "#t")}}},
		// Hidden: no box, owns nothing another holder lists, stays hidden.
		{ID: "gone", Contrast: Contrast{Summary: ContrastHidden, Nodes: []AxeNode{node("incomplete", "#label"), node("incomplete", "#x")}}},
		{ID: "open", Box: box(50, 50), Contrast: Contrast{Summary: ContrastUndecided, Nodes: []AxeNode{node("incomplete", "#y"), node("pass", "#z")}}},
		// A scrolling pane and the table inside it, which runs on below
		// the pane's end: its box is the larger, but it holds a subset of
		// the pane's nodes, so it is the one inside and owns them.
		{ID: "pane", Box: box(400, 700), Contrast: Contrast{Summary: ContrastViolation, Nodes: []AxeNode{
			node("pass", "#h1"), node("violation", "#row1"), node("violation", "#row2"),
		}}},
		{ID: "table", Box: box(380, 18045), Contrast: Contrast{Summary: ContrastViolation, Nodes: []AxeNode{
			node("violation", "#row1"), node("violation", "#row2"),
		}}},
	}}
	got := b.Owned()
	want := map[string]struct {
		summary string
		targets []string
	}{
		"form":   {ContrastPass, []string{"#label"}},
		"field":  {ContrastViolation, []string{"#field"}},
		"button": {ContrastViolation, []string{"#button"}},
		"twin-a": {ContrastPass, []string{"#t"}},
		"twin-b": {ContrastNoText, nil},
		"gone":   {ContrastHidden, []string{"#x"}},
		"open":   {ContrastUndecided, []string{"#y", "#z"}},
		"pane":   {ContrastPass, []string{"#h1"}},
		"table":  {ContrastViolation, []string{"#row1", "#row2"}},
	}
	for id, w := range want {
		c := got[id]
		var ts []string
		for _, n := range c.Nodes {
			ts = append(ts, n.Target)
		}
		if c.Summary != w.summary || !slices.Equal(ts, w.targets) {
			t.Errorf("%s: %s %v, want %s %v", id, c.Summary, ts, w.summary, w.targets)
		}
	}
	if len(got) != len(want) {
		t.Errorf("%d elements, want %d", len(got), len(want))
	}
}

// TestOwnedFomanticLogin: on the committed oracle of the real Fomantic-UI
// login page, the form's failing nodes are its declared fields'
// placeholders and its declared button's label, and the message's is its
// declared link: owned by those, the form has no text of its own and the
// message passes.
func TestOwnedFomanticLogin(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "..", WideRoot, "oracle", "out", "fomantic-login.json"))
	if err != nil {
		t.Fatal(err)
	}
	var o Oracle
	if err := json.Unmarshal(b, &o); err != nil {
		t.Fatal(err)
	}
	for _, bp := range o.Breakpoints {
		if bp.Element("form").Contrast.Summary != ContrastViolation {
			t.Fatalf("%s: the committed form is %s, not a violation: the test's premise is gone", bp.Name, bp.Element("form").Contrast.Summary)
		}
		own := bp.Owned()
		for id, want := range map[string]string{
			"form": ContrastNoText, "message": ContrastPass,
			"email": ContrastViolation, "password": ContrastViolation, "submit": ContrastViolation, "signup": ContrastViolation,
			"heading": ContrastViolation, "logo": ContrastNoText,
		} {
			if got := own[id].Summary; got != want {
				t.Errorf("%s/%s: %s, want %s", bp.Name, id, got, want)
			}
		}
	}
}
