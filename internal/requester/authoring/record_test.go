package authoring

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/browser/browsertest"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
	"github.com/tribunal-dev/tribunal/internal/w2/measure"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// testBrowser is the package's one shared Chromium (browsertest).
var testBrowser = browsertest.New()

func TestMain(m *testing.M) { browsertest.Main(m, testBrowser) }

func sharedBrowser(t testing.TB) *browser.Browser {
	t.Helper()
	return testBrowser.Browser(t)
}

func fileURL(t testing.TB, dir string) string {
	t.Helper()
	abs, err := filepath.Abs(dir)
	if err != nil {
		t.Fatal(err)
	}
	return "file://" + filepath.ToSlash(abs)
}

var fixtureBreakpoints = []skeleton.Breakpoint{{Name: "mobile", Width: 375, Height: 812}, {Name: "desktop", Width: 1280, Height: 900}}

func fixtureScreen() PlanScreen {
	var els []PlanElement
	for _, s := range []string{".brand", "#links", "#burger", "h1", "#go", "#sea", "#dead", "#off", "#warn", "#ok", "#band", "#plain", "#cut", "#drawer"} {
		e, _ := ParseSelect(s)
		els = append(els, e)
	}
	return PlanScreen{ID: "home", Path: "/index.html", Elements: els}
}

// variant copies the fixture site and injects css before </head>.
func variant(t *testing.T, css string) string {
	t.Helper()
	dir := t.TempDir()
	for _, name := range []string{"index.html", "next.html"} {
		b, err := os.ReadFile(filepath.Join("testdata", "site", name))
		if err != nil {
			t.Fatal(err)
		}
		if name == "index.html" && css != "" {
			b = []byte(strings.Replace(string(b), "</head>", "<style>"+css+"</style>\n</head>", 1))
		}
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return fileURL(t, dir)
}

// w2 runs W2 (rubric 1.2.0) on root against the skeleton's files.
func w2(t *testing.T, b *browser.Browser, files map[string]string, root string) *events.VisualVerdict {
	t.Helper()
	sk, err := skeleton.LoadFiles(files, skeleton.Options{})
	if err != nil {
		t.Fatal(err)
	}
	j := &job.Job{
		Tuple:    events.Tuple{SkeletonHash: sk.Hash, RequestID: "r", AttemptID: "a", PriorStateVersion: "1", ProductHash: "p", InventoryHash: "i", RunnerVersion: "t", RubricVersion: "1.2.0"},
		Skeleton: sk, ProductURL: root, Constraints: sk.Constraints, Surfaces: []string{events.SurfaceWeb},
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	return measure.Options{}.Verify(ctx, b, j).Verdict
}

func failing(v *events.VisualVerdict) []string {
	var out []string
	for _, ev := range v.ElementVerdicts {
		if ev.Status == events.ElementFail {
			out = append(out, ev.Screen+"/"+ev.Element+"@"+ev.Breakpoint)
		}
	}
	return out
}

func element(t *testing.T, sk *skeleton.Skeleton, id string) *skeleton.Element {
	t.Helper()
	s := sk.Screen("home")
	for i := range s.Elements {
		if s.Elements[i].ID == id {
			return &s.Elements[i]
		}
	}
	t.Fatalf("no element %s", id)
	return nil
}

func tokenOf(sk *skeleton.Skeleton, e *skeleton.Element, prop string) (skeleton.Token, bool) {
	for _, u := range e.TokensUsed {
		if u.Property == prop {
			return sk.Token(u.Token)
		}
	}
	return skeleton.Token{}, false
}

// TestRecord is the test: a skeleton recorded from a page says
// what the page shows — checked against boxes worked out by hand from the
// fixture's CSS, and against the tokens, bindings and states its markup
// declares — W2 passes the same page against it, and rejects a variant
// with one element moved 10 px, at that element only.
func TestRecord(t *testing.T) {
	b := sharedBrowser(t)
	root := fileURL(t, filepath.Join("testdata", "site"))
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	start := time.Now()
	res, err := Record(ctx, b, Options{Root: root, Breakpoints: fixtureBreakpoints, Screens: []PlanScreen{fixtureScreen()}, Check: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("recorded and self-checked in %v", time.Since(start).Round(time.Millisecond))
	if len(res.Failures) != 0 {
		t.Fatalf("W2 still fails the reference build: %q", res.Failures)
	}
	sk, err := skeleton.LoadFiles(res.Files, skeleton.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// Boxes, from the CSS: header 64 px, main padding 16, #links 300 px
	// at the right edge, #burger 40 px at the right edge on phones.
	for _, c := range []struct {
		id, bp string
		want   *skeleton.Rect
	}{
		{"h1", "mobile", &skeleton.Rect{X: 16, Y: 80, W: 343, H: 40}},
		{"h1", "desktop", &skeleton.Rect{X: 16, Y: 80, W: 1248, H: 40}},
		{"links", "desktop", &skeleton.Rect{X: 964, Y: 12, W: 300, H: 40}},
		{"links", "mobile", nil},
		{"burger", "mobile", &skeleton.Rect{X: 319, Y: 12, W: 40, H: 40}},
		{"burger", "desktop", nil},
		{"cut", "mobile", &skeleton.Rect{X: 16, Y: element(t, sk, "cut").BBox["mobile"].Y, W: 120, H: 24}},
		{"drawer", "mobile", nil},
		{"drawer", "desktop", nil},
	} {
		got, ok := element(t, sk, c.id).BBox[c.bp]
		if !ok || (got == nil) != (c.want == nil) || got != nil && *got != *c.want {
			t.Errorf("%s@%s: %v, want %v", c.id, c.bp, got, c.want)
		}
	}
	// Tokens: the innermost custom property that holds the colour; an
	// RGB triplet; one value per token; a literal colour has none.
	for _, c := range []struct{ id, prop, cssVar, value string }{
		{"brand", "color", "--ink", "#1a1a1a"},
		{"go", "background-color", "--brand-sun", "#f5a623"},
		{"sea", "background-color", "--brand-sea", "#1f6feb"},
		{"band", "background-color", "--brand-sea-rgb", "31, 111, 235"},
		{"burger", "border-left-color", "--ink", "#1a1a1a"},
		{"warn", "background-color", "--btn-bg", "#b42318"},
	} {
		tk, ok := tokenOf(sk, element(t, sk, c.id), c.prop)
		if !ok || tk.CSSVar != c.cssVar || tk.Value != c.value {
			t.Errorf("%s %s: token %+v, want %s = %s", c.id, c.prop, tk, c.cssVar, c.value)
		}
	}
	if _, ok := tokenOf(sk, element(t, sk, "ok"), "background-color"); ok {
		t.Error("#ok got a token for --btn-bg, which the skeleton already holds with #warn's value")
	}
	if !strings.Contains(res.Files["screens/home.yaml"], "a token has one value") {
		t.Error("no comment says why #ok's background has no token")
	}
	if _, ok := tokenOf(sk, element(t, sk, "plain"), "color"); ok {
		t.Error("a literal colour got a token")
	}
	// Interactions and states.
	click := func(id string) string {
		for _, in := range element(t, sk, id).Interactions {
			if in.Event == "click" {
				if in.VisualOnly {
					return "visual_only"
				}
				return *in.BindsTo
			}
		}
		return ""
	}
	for id, want := range map[string]string{
		"brand": "route:/index.html", "go": "route:/next.html", "sea": "route:/next.html",
		"burger": "handler:toggleDrawer", "dead": "visual_only", "off": "", "h1": "", "links": "",
	} {
		if got := click(id); got != want {
			t.Errorf("%s: click %q, want %q", id, got, want)
		}
	}
	if e := element(t, sk, "off"); e.State != skeleton.StateDisabled {
		t.Errorf("off: state %q", e.State)
	}
	if e := element(t, sk, "cut"); !e.MustSatisfy.AllowTruncation {
		t.Error("cut: the reference cuts its text, but allow_truncation is not set")
	}
	if c := sk.Constraints; c.MaxNavLinks == nil || *c.MaxNavLinks != 4 || c.MinContrastRatio == nil || *c.MinContrastRatio != 4.5 {
		t.Errorf("constraints %+v", c)
	}
	// Every element says where its values came from.
	if n := strings.Count(res.Files["screens/home.yaml"], "# bbox: measured"); n != len(fixtureScreen().Elements) {
		t.Errorf("%d elements carry a provenance comment, want %d", n, len(fixtureScreen().Elements))
	}

	// W2 on the same page passes; on the variant, exactly #go fails,
	// with bbox_drift of 10 px at both breakpoints.
	if v := w2(t, b, res.Files, root); v.Verdict != events.VerdictPass {
		t.Fatalf("W2 on the reference: %s %q %+v", v.Verdict, failing(v), v.Concerns)
	}
	v := w2(t, b, res.Files, variant(t, "#go { position: relative; top: 10px; }"))
	if v.Verdict != events.VerdictReject || strings.Join(failing(v), " ") != "home/go@mobile home/go@desktop" {
		t.Fatalf("W2 on the moved variant: %s, failing %q", v.Verdict, failing(v))
	}
	for _, ev := range v.ElementVerdicts {
		if ev.Status == events.ElementFail && (ev.BBoxDriftPX == nil || ev.BBoxDriftPX.Y != 10 || ev.BBoxDriftPX.X != 0) {
			t.Errorf("%s@%s drift %+v, want y +10", ev.Element, ev.Breakpoint, ev.BBoxDriftPX)
		}
	}
	if !slices.ContainsFunc(v.Concerns, func(c events.Concern) bool {
		return c.Code == "bbox_drift" && strings.HasPrefix(c.Detail, "home/go@mobile: ")
	}) {
		t.Errorf("no bbox_drift concern for home/go: %+v", v.Concerns)
	}
}

// TestRerecord: recording into an existing skeleton keeps what was edited
// by hand and still holds — a renamed element, a tighter tolerance, an
// extra interaction — drops a hand-made interaction the page does not
// wire, and reports what moved.
func TestRerecord(t *testing.T) {
	b := sharedBrowser(t)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	dir := filepath.Join(t.TempDir(), "skel")
	first, err := Record(ctx, b, Options{Root: fileURL(t, filepath.Join("testdata", "site")), Name: "fixture",
		Breakpoints: fixtureBreakpoints, Screens: []PlanScreen{fixtureScreen()}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := WriteSkeleton(dir, first.Files, nil); err != nil {
		t.Fatal(err)
	}
	// Hand edits, then pin.
	screen := filepath.Join(dir, "screens", "home.yaml")
	text, _ := os.ReadFile(screen)
	s := string(text)
	for _, r := range []struct{ old, new string }{
		{"  - id: go\n", "  - id: go-button\n"},
		{"    selector: \"h1\"\n", "    selector: \"h1\"\n# tightened by hand\n"},
		{"      - {event: click, binds_to: \"route:/next.html\"}\n", "      - {event: click, binds_to: \"route:/next.html\"}\n      - {event: mouseenter, visual_only: true}\n"},
		{"      - {event: click, binds_to: \"handler:toggleDrawer\"}\n", "      - {event: click, binds_to: \"handler:toggleDrawer\"}\n      - {event: dblclick, binds_to: \"handler:noSuchFunction\"}\n"},
	} {
		if !strings.Contains(s, r.old) {
			t.Fatalf("the recorded screen lacks %q", r.old)
		}
		s = strings.Replace(s, r.old, r.new, 1)
	}
	i := strings.Index(s, "    selector: \"h1\"")
	j := i + strings.Index(s[i:], "tolerance_px: 4")
	s = s[:j] + "tolerance_px: 2" + s[j+len("tolerance_px: 4"):]
	if err := os.WriteFile(screen, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Pin(dir); err != nil {
		t.Fatal(err)
	}
	prev, err := LoadPrevious(dir)
	if err != nil || prev == nil {
		t.Fatalf("previous: %v", err)
	}
	// Re-record everything from a build where #go moved 10 px down.
	res, err := Record(ctx, b, Options{Root: variant(t, "#go { position: relative; top: 10px; }"), Previous: prev, Check: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Failures) != 0 {
		t.Errorf("failures: %q", res.Failures)
	}
	wantMoved := []string{
		"home/go-button@mobile: y +10 (was {x: 16, y: ",
		"home/go-button@desktop: y +10 (was {x: 16, y: ",
		"home/burger@mobile: dblclick binds_to handler:noSuchFunction no longer holds (W2: not wired); dropped",
	}
	for _, w := range wantMoved {
		if !slices.ContainsFunc(res.Moved, func(m string) bool { return strings.HasPrefix(m, w) }) {
			t.Errorf("moved lacks %q: %q", w, res.Moved)
		}
	}
	if len(res.Moved) != len(wantMoved) {
		t.Errorf("moved says more than what moved: %q", res.Moved)
	}
	sk, err := skeleton.LoadFiles(res.Files, skeleton.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if sk.Name != "fixture" {
		t.Errorf("name %q", sk.Name)
	}
	gb := element(t, sk, "go-button")
	if len(gb.Interactions) != 2 || gb.Interactions[1].Event != "mouseenter" || !gb.Interactions[1].VisualOnly {
		t.Errorf("go-button interactions %+v", gb.Interactions)
	}
	if e := element(t, sk, "h1"); e.MustSatisfy.TolerancePX != 2 {
		t.Errorf("h1 tolerance %d, want the hand-set 2", e.MustSatisfy.TolerancePX)
	}
	if e := element(t, sk, "burger"); len(e.Interactions) != 1 {
		t.Errorf("burger interactions %+v", e.Interactions)
	}
	if got, want := gb.BBox["mobile"].Y, element(t, prev, "go-button").BBox["mobile"].Y+10; got != want {
		t.Errorf("go-button y %v, want %v", got, want)
	}
	// Writing it back replaces the files and keeps nothing stale.
	if _, err := WriteSkeleton(dir, res.Files, prev); err != nil {
		t.Fatal(err)
	}
	if got, err := skeleton.LoadDir(dir, skeleton.Options{}); err != nil || got.Hash != res.Hash {
		t.Fatalf("written skeleton: %v", err)
	}
}

// TestRecordBadInput: what record refuses, one line each, as ErrInput.
func TestRecordBadInput(t *testing.T) {
	root := fileURL(t, filepath.Join("testdata", "site"))
	plain := func(sels ...string) []PlanScreen {
		s := PlanScreen{ID: "home", Path: "/index.html"}
		for _, sel := range sels {
			s.Elements = append(s.Elements, PlanElement{Selector: sel})
		}
		return []PlanScreen{s}
	}
	for _, tc := range []struct {
		name    string
		o       Options
		browser bool
		want    string
	}{
		{"no screens", Options{Root: root}, false, "nothing to record"},
		{"no elements", Options{Root: root, Screens: []PlanScreen{{ID: "home", Path: "/index.html"}}}, false, "screen home: no elements to record"},
		{"same selector twice", Options{Root: root, Screens: plain("h1", "h1")}, false, `selector "h1" is given twice`},
		{"same id twice", Options{Root: root, Screens: []PlanScreen{{ID: "home", Path: "/index.html", Elements: []PlanElement{{ID: "a", Selector: "h1"}, {ID: "a", Selector: "h2"}}}}}, false, "element id a is given twice"},
		{"bad root", Options{Root: "ftp://x", Screens: plain("h1")}, false, "--url"},
		{"bad unit", Options{Root: root, UnitPX: 5000, Screens: plain("h1")}, false, "--unit 5000"},
		{"matches nothing", Options{Root: root, Screens: plain("h1", "#nothing-here")}, true, `screen home: selector "#nothing-here" matches nothing at any breakpoint`},
		{"refused selector", Options{Root: root, Screens: plain("h1[")}, true, `screen home: the browser refuses selector "h1["`},
		{"missing page", Options{Root: root, Screens: []PlanScreen{{ID: "gone", Path: "/gone.html", Elements: []PlanElement{{Selector: "h1"}}}}}, true, "screen gone: " + root + "/gone.html did not load"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var b *browser.Browser
			if tc.browser {
				b = sharedBrowser(t)
			}
			tc.o.Breakpoints = fixtureBreakpoints[:1]
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			_, err := Record(ctx, b, tc.o)
			if !errors.Is(err, ErrInput) || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("got %v, want one ErrInput line with %q", err, tc.want)
			}
		})
	}
}
