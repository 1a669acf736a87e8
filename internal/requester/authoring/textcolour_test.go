package authoring

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

var updateGolden = flag.Bool("update", false, "rewrite the golden files under testdata/")

// TestTextColourShown: the rule on owntext.js's counts, breakpoint by
// breakpoint.
func TestTextColourShown(t *testing.T) {
	for _, tc := range []struct {
		name  string
		texts []ownText
		shown bool
		why   string
	}{
		{"own text", []ownText{{Own: 12}}, true, ""},
		{"own and a link", []ownText{{Own: 12, Other: 4, Others: []string{"rgb(144, 194, 255)"}}}, true, ""},
		{"no text at all", []ownText{{}}, true, ""},
		{"only a link", []ownText{{Other: 4, Others: []string{"rgb(144, 194, 255)"}}}, false,
			"none of its text shows it: all 4 characters are painted in #90c2ff"},
		{"two colours, one translucent", []ownText{{Other: 9, Others: []string{"rgb(1, 2, 3)", "rgba(0, 0, 0, 0.5)"}}}, false,
			"none of its text shows it: all 9 characters are painted in #010203, rgba(0, 0, 0, 0.5)"},
		{"only a link at one breakpoint of two", []ownText{{Own: 3}, {Other: 4, Others: []string{"rgb(0, 0, 255)"}}}, false,
			"none of its text shows it: all 4 characters are painted in #0000ff"},
		{"no breakpoint seen", nil, true, ""},
		{"faded text", []ownText{{Other: 22, Others: []string{"rgb(250, 250, 250) at opacity 0.8"}}}, false,
			"none of its text shows it: all 22 characters are painted in #fafafa at opacity 0.8"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			shown, why := textColourShown(tc.texts)
			if shown != tc.shown || why != tc.why {
				t.Fatalf("got %t %q, want %t %q", shown, why, tc.shown, tc.why)
			}
		})
	}
}

// TestRecordTextColour records testdata/owntext in Chromium: an element's
// color is pinned only where its own glyphs paint it (the gi-docgen
// sidebar heading whose only text is a link gets no pin, and a comment
// says why). The decisions are compared with a golden file and, as an
// independent check, with each element's data-pin written by hand in the
// page; then W2 passes the page against what was recorded.
func TestRecordTextColour(t *testing.T) {
	b := sharedBrowser(t)
	dir := filepath.Join("testdata", "owntext")
	page, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{}
	var order []string
	for _, m := range regexp.MustCompile(`id="([a-z-]+)"[^>]*data-pin="(pin|none)"`).FindAllStringSubmatch(string(page), -1) {
		want[m[1]] = m[2]
		order = append(order, m[1])
	}
	if len(order) != 12 {
		t.Fatalf("the page declares %d elements, want 12", len(order))
	}
	s := PlanScreen{ID: "home", Path: "/index.html"}
	for _, id := range order {
		s.Elements = append(s.Elements, PlanElement{ID: id, Selector: "#" + id})
	}
	root := fileURL(t, dir)
	res, sk := recordOne(t, b, root, s)
	screen := res.Files["screens/home.yaml"]
	var got strings.Builder
	for _, id := range order {
		e := element(t, sk, id)
		tk, pinned := tokenOf(sk, e, "color")
		line := ""
		if pinned {
			line = fmt.Sprintf("%s: color token %s = %s %s", id, e.TokensUsed[0].Token, tk.CSSVar, tk.Value)
		} else {
			block := screen[strings.Index(screen, "  # "+id+": "):]
			if j := strings.Index(block, "\n\n"); j >= 0 {
				block = block[:j]
			}
			m := regexp.MustCompile(`(?m)^  # (color: not pinned \(.*\))$`).FindAllStringSubmatch(block, 1)
			if len(m) == 0 {
				t.Errorf("%s: no color token and no comment saying why", id)
				continue
			}
			line = id + ": " + m[0][1]
		}
		fmt.Fprintln(&got, line)
		if (want[id] == "pin") != pinned {
			t.Errorf("%s: pinned %t, but its glyphs %s paint its colour (data-pin)", id, pinned, map[bool]string{true: "do", false: "do not"}[want[id] == "pin"])
		}
	}
	golden := filepath.Join(dir, "colour.golden")
	if *updateGolden {
		if err := os.WriteFile(golden, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	g, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got.String() != string(g) {
		t.Errorf("colour decisions differ from %s:\n%s", golden, got.String())
	}
	if v := w2Skeleton(t, b, sk, root); v.Verdict != events.VerdictPass {
		t.Errorf("W2 on the page the skeleton was recorded from: %s %q", v.Verdict, blockers(v))
	}
}

// TestRecordTextColourGiDocgen records the class on the real page it came
// from: gi-docgen's GTK 4 index (testdata/realpages-wide, vendored from
// Debian), whose sidebar pins --sidebar-text-color (#fafafa) on blocks
// whose glyphs show other colours. Expected by hand from the page's HTML
// and style.css.
func TestRecordTextColourGiDocgen(t *testing.T) {
	b := sharedBrowser(t)
	root := fileURL(t, filepath.Join("..", "..", "..", "testdata", "realpages-wide", "sites", "gidocgen", "www"))
	cases := []struct {
		id, selector string
		pinned       bool
		why          string
	}{
		{"ns", "nav.sidebar .section.namespace > h3", false, "its only text is the link \"Gtk\" (#90c2ff)"},
		{"search", "#search-input", false, "empty: only its placeholder shows, in the ::placeholder colour"},
		{"namespace", "nav.sidebar .section.namespace", false, "its heading is a link, its version lines are drawn at opacity 0.8 (.sidebar .namespace > p)"},
		{"sidebar", "nav.sidebar", true, "its section headings (\"Sections\", \"Dependencies\") are its own text in #fafafa"},
	}
	s := PlanScreen{ID: "home", Path: "/gtk4/index.html"}
	for _, c := range cases {
		s.Elements = append(s.Elements, PlanElement{ID: c.id, Selector: c.selector})
	}
	res, sk := recordOne(t, b, root, s)
	for _, c := range cases {
		tk, pinned := tokenOf(sk, element(t, sk, c.id), "color")
		if pinned != c.pinned {
			t.Errorf("%s: color pinned %t (%+v), want %t: %s", c.id, pinned, tk, c.pinned, c.why)
		}
	}
	if n := strings.Count(res.Files["screens/home.yaml"], "# color: not pinned ("); n != 3 {
		t.Errorf("%d 'color: not pinned' comments, want 3:\n%s", n, res.Files["screens/home.yaml"])
	}
}

// recordOne records screen s of the site at root at the fixture's
// breakpoints and loads what it wrote as a skeleton.
func recordOne(t *testing.T, b *browser.Browser, root string, s PlanScreen) (*Result, *skeleton.Skeleton) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	res, err := Record(ctx, b, Options{Root: root, Breakpoints: fixtureBreakpoints, Screens: []PlanScreen{s}})
	if err != nil {
		t.Fatal(err)
	}
	sk, err := skeleton.LoadFiles(res.Files, skeleton.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return res, sk
}
