package authoring

import (
	"errors"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// lintSkeleton is a skeleton with one of each warning; the comments say
// which. Lines matter: the test names them.
const lintIndex = `schema: design-skeleton.v1
name: lint-test
breakpoints:
  mobile: {width: 375, height: 812}
  tablet: {width: 768, height: 1024}
spacing: {unit_px: 8}
tokens:
  ink: {value: "#111111"}
  unused.red: {value: "#ff0000"}
constraints: {max_nav_links: 5, min_contrast_ratio: 4.5}
screens:
  - {id: home, file: screens/home.yaml, sha256: "PIN"}
`

const lintScreen = `schema: design-skeleton.v1/screen
id: home
path: /index.html
elements:
  - id: header
    selector: header
    bbox:
      mobile: {x: 0, y: 0, w: 375, h: 64}
    must_satisfy: {tolerance_px: 4, required_breakpoints: [mobile]}
    tokens_used: {color: ink}
  - id: logo
    selector: .logo
    bbox:
      mobile: {x: 16, y: 12, w: 80, h: 40}
    must_satisfy: {tolerance_px: 4, required_breakpoints: [mobile]}
  - id: banner
    selector: .banner
    bbox:
      mobile: {x: 0, y: 40, w: 375, h: 100}
    must_satisfy: {tolerance_px: 8, required_breakpoints: [mobile]}
  - id: drawer
    selector: "#drawer"
    bbox:
      mobile: null
    must_satisfy: {tolerance_px: 4, required_breakpoints: [mobile]}
  - id: edge
    selector: .edge
    bbox:
      mobile: {x: 0, y: 140, w: 375, h: 20}
    must_satisfy: {tolerance_px: 4, required_breakpoints: [mobile]}
`

func lintDir(t *testing.T, index, screen string) string {
	t.Helper()
	return writeSkeleton(t, map[string]string{
		"index.yaml":        strings.Replace(index, "PIN", sum(screen), 1),
		"screens/home.yaml": screen,
	})
}

// TestLint: each warning at its place; the expected lines are written
// out by hand from the skeleton above. Nesting (logo inside header) and
// boxes that only touch (banner's bottom edge is edge's top) are not
// overlaps.
func TestLint(t *testing.T) {
	ws, err := LintDir(lintDir(t, lintIndex, lintScreen))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		`index.yaml:5:3: breakpoints.tablet: warning: no element requires breakpoint tablet: W2 never loads a page there [unused-breakpoint]`,
		`index.yaml:9:3: tokens["unused.red"]: warning: token unused.red (--unused-red) is named by no element's tokens_used [unused-token]`,
		`screens/home.yaml:19:7: elements[2].bbox.mobile: warning: the box of banner overlaps header's by 375×24 px at mobile (neither holds the other) [overlap]`,
		`screens/home.yaml:19:7: elements[2].bbox.mobile: warning: the box of banner overlaps logo's by 80×12 px at mobile (neither holds the other) [overlap]`,
		`screens/home.yaml:20:20: elements[2].must_satisfy.tolerance_px: warning: tolerance_px 8 is more than spacing.unit_px 8 allows: the witnesses use floor(8 / 2) = 4; write 4 [tolerance]`,
		`screens/home.yaml:25:37: elements[3].must_satisfy.required_breakpoints: warning: element drawer is declared hidden at every breakpoint that requires it (mobile): no breakpoint requires it to be seen [hidden-only]`,
	}
	var got []string
	for _, w := range ws {
		got = append(got, w.String())
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("warnings\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestLintClean: a skeleton without any of it has no warnings, and one
// the parser refuses is the parser's error, one line with its place.
func TestLintClean(t *testing.T) {
	clean := strings.Replace(lintIndex, "  tablet: {width: 768, height: 1024}\n", "", 1)
	clean = strings.Replace(clean, "  unused.red: {value: \"#ff0000\"}\n", "", 1)
	screen := lintScreen[:strings.Index(lintScreen, "  - id: banner")]
	ws, err := LintDir(lintDir(t, clean, screen))
	if err != nil || len(ws) != 0 {
		t.Fatalf("clean skeleton: %v %v", ws, err)
	}
	_, err = LintDir(lintDir(t, clean, screen+"  - id: logo\n    selector: x\n    bbox: {mobile: null}\n    must_satisfy: {tolerance_px: 1, required_breakpoints: [mobile]}\n"))
	var se *skeleton.Error
	if !errors.As(err, &se) || err.Error() != `screens/home.yaml:16:5: elements[2].id: duplicate element id "logo" (also elements[1])` {
		t.Fatalf("invalid skeleton: %v", err)
	}
}

// TestLocate: positions through aliases and merge keys, and for paths
// that are not there (the nearest place found).
func TestLocate(t *testing.T) {
	l := newLocator("f.yaml", []byte("a: &x\n  b: 1\nc:\n  <<: *x\n  d: [10, 20]\n"))
	for _, tc := range []struct {
		path      []any
		line, col int
	}{
		{[]any{"a", "b"}, 2, 3},
		{[]any{"c", "b"}, 2, 3},
		{[]any{"c", "d", 1}, 5, 11},
		{[]any{"c", "nope"}, 3, 1},
		{[]any{"c", "d", 9}, 5, 3},
		{nil, 1, 0},
	} {
		if line, col := l.at(tc.path...); line != tc.line || col != tc.col {
			t.Errorf("%v: %d:%d, want %d:%d", tc.path, line, col, tc.line, tc.col)
		}
	}
	if line, col := newLocator("f", []byte("{{{")).at("a"); line != 1 || col != 0 {
		t.Errorf("broken YAML: %d:%d", line, col)
	}
}

// FuzzLocate: any bytes and any path give a position, never a panic.
func FuzzLocate(f *testing.F) {
	f.Add([]byte("a: &x\n  b: 1\nc:\n  <<: *x\n"), "c", 0)
	f.Add([]byte("a: &a [*a]\n"), "a", 3)
	f.Add([]byte("- {<<: [*x]}\n"), "<<", -1)
	f.Fuzz(func(t *testing.T, data []byte, key string, idx int) {
		l := newLocator("f", data)
		for _, p := range [][]any{{key}, {key, idx}, {idx, key}, {key, key, idx}} {
			if line, col := l.at(p...); line < 1 || col < 0 {
				t.Fatalf("%v: %d:%d", p, line, col)
			}
		}
	})
}
