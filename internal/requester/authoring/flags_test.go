package authoring

import (
	"errors"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

func TestParseScreen(t *testing.T) {
	for _, tc := range []struct {
		in, id, path, err string
	}{
		{in: "home=/index.html", id: "home", path: "/index.html"},
		{in: "/index.html", id: "home", path: "/index.html"},
		{in: "/docs/5.2/examples/album/index.html", id: "album", path: "/docs/5.2/examples/album/index.html"},
		{in: "/", id: "home", path: "/"},
		{in: "/a/b.html?x=1#top", id: "b", path: "/a/b.html?x=1#top"},
		{in: "/query=1.html", id: "query-1", path: "/query=1.html"},
		{in: "home=index.html", err: "starting with '/'"},
		{in: "home=//evil/x", err: "starting with '/'"},
		{in: "index.html", err: "starting with '/'"},
		{in: "a b=/x.html", err: `id "a b"`},
		{in: "home=/../etc/passwd", err: "climbs above the product root"},
		{in: "", err: "starting with '/'"},
	} {
		t.Run(tc.in, func(t *testing.T) {
			s, err := ParseScreen(tc.in)
			if tc.err != "" {
				if err == nil || !errors.Is(err, ErrArg) || !strings.Contains(err.Error(), tc.err) || strings.Contains(err.Error(), "\n") {
					t.Fatalf("got %v, want one line with %q", err, tc.err)
				}
				return
			}
			if err != nil || s.ID != tc.id || s.Path != tc.path {
				t.Fatalf("got %+v %v, want %s %s", s, err, tc.id, tc.path)
			}
		})
	}
}

func TestParseSelect(t *testing.T) {
	for _, tc := range []struct {
		in, id, sel, err string
	}{
		{in: "hero-cta=#hero .cta", id: "hero-cta", sel: "#hero .cta"},
		{in: "#hero .cta", sel: "#hero .cta"},
		{in: `a[href="x=y"]`, sel: `a[href="x=y"]`},
		{in: "[data-x=y]", sel: "[data-x=y]"},
		{in: "nav", sel: "nav"},
		{in: "x=", err: "selector is empty"},
		{in: " nav", err: "leading or trailing space"},
		{in: "a\x00b", err: "control character"},
	} {
		t.Run(tc.in, func(t *testing.T) {
			e, err := ParseSelect(tc.in)
			if tc.err != "" {
				if err == nil || !errors.Is(err, ErrArg) || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("got %v, want %q", err, tc.err)
				}
				return
			}
			if err != nil || e.ID != tc.id || e.Selector != tc.sel {
				t.Fatalf("got %+v %v", e, err)
			}
		})
	}
}

func TestParseBreakpoints(t *testing.T) {
	got, err := ParseBreakpoints("mobile=375x812, desktop=1440X900")
	if err != nil || len(got) != 2 || got[0] != (skeleton.Breakpoint{Name: "mobile", Width: 375, Height: 812}) ||
		got[1] != (skeleton.Breakpoint{Name: "desktop", Width: 1440, Height: 900}) {
		t.Fatalf("got %+v %v", got, err)
	}
	for _, tc := range []struct{ in, err string }{
		{"mobile", "NAME=WIDTHxHEIGHT"},
		{"mobile=375", "WIDTHxHEIGHT"},
		{"mobile=0x812", "1..16384"},
		{"mobile=375x99999", "1..16384"},
		{"mobile=-1x2", "1..16384"},
		{"mobile=axb", "WIDTHxHEIGHT"},
		{"m=1x1,m=2x2", "named twice"},
		{"a.b=1x1", `name "a.b"`},
		{"", "NAME=WIDTHxHEIGHT"},
	} {
		if _, err := ParseBreakpoints(tc.in); err == nil || !errors.Is(err, ErrArg) || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("%q: got %v, want %q", tc.in, err, tc.err)
		}
	}
}

// TestSelection: a --select belongs to the --screen before it; before any
// --screen, to every screen (after the screen's own, once).
func TestSelection(t *testing.T) {
	var s Selection
	for _, f := range []struct {
		screen bool
		v      string
	}{
		{false, "nav"}, {true, "home=/index.html"}, {false, "hero=#hero"}, {false, "nav"},
		{true, "about=/about.html"}, {false, "#team"},
	} {
		var err error
		if f.screen {
			err = s.ScreenFlag().Set(f.v)
		} else {
			err = s.SelectFlag().Set(f.v)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	p := s.Plan()
	sels := func(ps PlanScreen) string {
		var out []string
		for _, e := range ps.Elements {
			out = append(out, e.ID+"="+e.Selector)
		}
		return strings.Join(out, " ")
	}
	if len(p) != 2 || sels(p[0]) != "hero=#hero =nav" || sels(p[1]) != "=#team =nav" {
		t.Fatalf("plan %q / %q", sels(p[0]), sels(p[1]))
	}
	if err := s.ScreenFlag().Set("home=/other.html"); err == nil || !strings.Contains(err.Error(), "given twice") {
		t.Errorf("a screen id twice: %v", err)
	}
}

func TestDeriveID(t *testing.T) {
	for sel, want := range map[string]string{
		"#hero .cta":                          "hero-cta",
		"header nav":                          "header-nav",
		"main > section a.btn-primary":        "main-section-a-btn-primary",
		".album .col:nth-child(1) .card-text": "album-col-1-card-text",
		"*":                                   "element",
		"#A_b":                                "a_b",
		`a[href="/x"]`:                        "a-href-x",
		strings.Repeat("abcdefghij ", 10):     "abcdefghij-abcdefghij-abcdefghij-abcdefghij-abcdefghij",
	} {
		got := DeriveID(sel)
		if got != want {
			t.Errorf("DeriveID(%q) = %q, want %q", sel, got, want)
		}
		if err := skeleton.CheckID(got); err != nil {
			t.Errorf("DeriveID(%q) = %q is no id: %v", sel, got, err)
		}
	}
	taken := map[string]bool{}
	if a, b, c := unique("x", taken), unique("x", taken), unique("x", taken); a != "x" || b != "x-2" || c != "x-3" {
		t.Errorf("unique: %s %s %s", a, b, c)
	}
	long := strings.Repeat("a", 64)
	taken = map[string]bool{long: true}
	if got := unique(long, taken); len(got) > 64 || skeleton.CheckID(got) != nil || got == long {
		t.Errorf("unique of a 64-byte id: %q", got)
	}
}

// FuzzRecordArgs: the three argument parsers never panic, refuse with
// one line wrapping ErrArg, and what they accept is what the skeleton's
// rules accept (an id, a selector, a page under the root, breakpoints in
// range).
func FuzzRecordArgs(f *testing.F) {
	for _, s := range []string{"home=/index.html", "/", "#hero .cta", "x=a[b=c]", "mobile=375x812,desktop=1440x900", "a=1x1,a=1x1", "=", "é=/é.html", "/%2e%2e/x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		oneLine := func(err error) {
			if !errors.Is(err, ErrArg) || strings.ContainsAny(err.Error(), "\r\n") {
				t.Fatalf("error %q: not one line wrapping ErrArg", err)
			}
		}
		if s, err := ParseScreen(v); err != nil {
			oneLine(err)
		} else if skeleton.CheckID(s.ID) != nil || !strings.HasPrefix(s.Path, "/") {
			t.Fatalf("accepted %q as %+v", v, s)
		} else if _, err := skeleton.JoinURL("file:///root", s.Path); err != nil {
			t.Fatalf("accepted %q, whose path does not join: %v", v, err)
		}
		if e, err := ParseSelect(v); err != nil {
			oneLine(err)
		} else if skeleton.CheckSelector(e.Selector) != nil || e.ID != "" && skeleton.CheckID(e.ID) != nil {
			t.Fatalf("accepted %q as %+v", v, e)
		}
		if bps, err := ParseBreakpoints(v); err != nil {
			oneLine(err)
		} else {
			for _, b := range bps {
				if skeleton.CheckID(b.Name) != nil || b.Width < 1 || b.Width > 16384 || b.Height < 1 || b.Height > 16384 {
					t.Fatalf("accepted %q as %+v", v, bps)
				}
			}
		}
		if id := DeriveID(v); skeleton.CheckID(id) != nil {
			t.Fatalf("DeriveID(%q) = %q", v, id)
		}
	})
}
