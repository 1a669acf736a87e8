package main

import (
	"github.com/tribunal-dev/tribunal/internal/browser/browsertest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// TestSkeletonUsage: the skeleton commands' command-line mistakes exit 64
// with one line, before a browser starts or a file is read.
func TestSkeletonUsage(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"skeleton"}, "missing command"},
		{[]string{"skeleton", "draw"}, `unknown command "draw"`},
		{[]string{"skeleton", "record", "--url", "file:///x", "--screen", "home=/index.html", "--select", "h1"}, "--out"},
		{[]string{"skeleton", "record", "--out", dir, "--screen", "home=/index.html", "--select", "h1"}, "--url"},
		{[]string{"skeleton", "record", "--url", "file:///x", "--out", dir, "--screen", "about.html"}, "must be a path under the product root"},
		{[]string{"skeleton", "record", "--url", "file:///x", "--out", dir, "--screen", "a=/a.html", "--screen", "a=/b.html"}, "screen id \"a\" is given twice"},
		{[]string{"skeleton", "record", "--url", "file:///x", "--out", dir, "--screen", "/a.html", "--breakpoints", "mobile=375"}, "--breakpoints"},
		{[]string{"skeleton", "record", "--url", "file:///x", "--out", dir, "--select", "h1"}, "--select needs a --screen"},
		{[]string{"skeleton", "record", "--url", "ftp://x", "--out", dir, "--screen", "/a.html", "--select", "h1"}, "--url"},
		{[]string{"skeleton", "pin"}, "DIR"},
		{[]string{"skeleton", "lint", "a", "b"}, ""},
		{[]string{"skeleton", "sign", dir}, "--key"},
		{[]string{"skeleton", "verify", dir}, "exactly one of --trust FILE and --dir D"},
		{[]string{"skeleton", "verify", dir, "--trust", "t.json", "--dir", "d"}, "exactly one of --trust FILE and --dir D"},
	} {
		_, stderr, code := tribunal(t, c.args...)
		if code != 64 || !strings.Contains(stderr, c.want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%q: exit %d, stderr %q; want 64 and one line with %q", c.args, code, stderr, c.want)
		}
	}
}

// TestSkeletonCommands is the first hour of a new user, through the CLI:
// record the bundled example in Chromium, lint it, edit a screen by hand
// (the skeleton then refuses to load: exit 2 naming the stale pin), pin
// it, lint a tolerance the unit does not allow (exit 1, FILE:LINE:COL),
// and re-record: the hand edit that still holds is kept, nothing moved.
func TestSkeletonCommands(t *testing.T) {
	browsertest.Need(t)
	site, err := filepath.Abs("../../examples/acme/site")
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "skeleton")
	record := []string{"skeleton", "record", "--url", "file://" + filepath.ToSlash(site), "--out", out,
		"--breakpoints", "mobile=375x812,desktop=1440x900", "--screen", "home=/index.html",
		"--select", "#hero .cta", "--select", "nav=#nav-links", "--select", "#menu-toggle", "--select", "#hero h1"}
	stdout, stderr, code := tribunal(t, record...)
	if code != 0 || !strings.Contains(stdout, "recorded 1 screen(s) at 2 breakpoint(s): 4 elements") ||
		!strings.Contains(stdout, "the reference build passes every recorded element") || !strings.Contains(stdout, "skeleton hash ") {
		t.Fatalf("record: exit %d\n%s%s", code, stdout, stderr)
	}
	sk, err := skeleton.LoadDir(out, skeleton.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if ids := elementIDs(sk); ids != "hero-cta nav menu-toggle hero-h1" {
		t.Errorf("element ids %q", ids)
	}
	if stdout, _, code := tribunal(t, "skeleton", "lint", out); code != 0 || stdout != "" {
		t.Errorf("lint of a fresh recording: exit %d\n%s", code, stdout)
	}

	// A hand edit: the nav may move 2 px, not 4. The pin is stale now.
	screen := filepath.Join(out, "screens", "home.yaml")
	text, err := os.ReadFile(screen)
	if err != nil {
		t.Fatal(err)
	}
	i := strings.Index(string(text), "selector: \"#nav-links\"")
	j := i + strings.Index(string(text[i:]), "tolerance_px: 4")
	edited := string(text[:j]) + "tolerance_px: 2" + string(text[j+len("tolerance_px: 4"):])
	if err := os.WriteFile(screen, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, stderr, code := tribunal(t, "skeleton", "lint", out); code != 2 || !strings.HasPrefix(stderr, "tribunal: index.yaml:") ||
		!strings.Contains(stderr, "sha256") || strings.Count(stderr, "\n") != 1 {
		t.Errorf("lint with a stale pin: exit %d, %q", code, stderr)
	}
	stdout, stderr, code = tribunal(t, "skeleton", "pin", out)
	if code != 0 || !strings.HasPrefix(stdout, "screens/home.yaml: pinned ") || !strings.Contains(stdout, "skeleton hash ") {
		t.Fatalf("pin: exit %d\n%s%s", code, stdout, stderr)
	}
	if stdout, _, code := tribunal(t, "skeleton", "pin", out); code != 0 || !strings.HasPrefix(stdout, "every pin holds\n") {
		t.Errorf("pin again: exit %d %q", code, stdout)
	}

	// A tolerance above floor(unit/2): lint says where, exit 1.
	k := strings.Index(edited, "tolerance_px: 2")
	wide := edited[:k] + "tolerance_px: 9" + edited[k+len("tolerance_px: 2"):]
	if err := os.WriteFile(screen, []byte(wide), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, code := tribunal(t, "skeleton", "pin", out); code != 0 {
		t.Fatal("pin after the second edit")
	}
	stdout, _, code = tribunal(t, "skeleton", "lint", out)
	if code != 1 || !regexp.MustCompile(`^screens/home\.yaml:\d+:\d+: elements\[1\]\.must_satisfy\.tolerance_px: warning: tolerance_px 9 .*\[tolerance\]\n$`).MatchString(stdout) {
		t.Errorf("lint of a wide tolerance: exit %d\n%s", code, stdout)
	}
	if err := os.WriteFile(screen, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, code := tribunal(t, "skeleton", "pin", out); code != 0 {
		t.Fatal("pin after restoring")
	}

	// Re-recording keeps the hand-set tolerance; nothing moved.
	stdout, stderr, code = tribunal(t, "skeleton", "record", "--url", "file://"+filepath.ToSlash(site), "--out", out)
	if code != 0 || !strings.Contains(stdout, "re-recorded 1 screen(s)") || !strings.Contains(stdout, "moved: nothing") {
		t.Fatalf("re-record: exit %d\n%s%s", code, stdout, stderr)
	}
	sk, err = skeleton.LoadDir(out, skeleton.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got := sk.Screens[0].Elements[1].MustSatisfy.TolerancePX; got != 2 {
		t.Errorf("re-recorded nav tolerance %d, want the hand-set 2", got)
	}

	// Bad input: exit 2, one line.
	if _, stderr, code := tribunal(t, "skeleton", "record", "--url", "file://"+filepath.ToSlash(site), "--out", filepath.Join(t.TempDir(), "x"),
		"--breakpoints", "mobile=375x812", "--screen", "home=/index.html", "--select", "#no-such-thing"); code != 2 ||
		!strings.Contains(stderr, `selector "#no-such-thing" matches nothing`) || strings.Count(stderr, "\n") != 1 {
		t.Errorf("record a selector that matches nothing: exit %d %q", code, stderr)
	}
	if _, stderr, code := tribunal(t, "skeleton", "lint", filepath.Join(t.TempDir(), "none")); code != 2 || strings.Count(stderr, "\n") != 1 {
		t.Errorf("lint of no skeleton: exit %d %q", code, stderr)
	}
}

func elementIDs(sk *skeleton.Skeleton) string {
	var ids []string
	for _, e := range sk.Screens[0].Elements {
		ids = append(ids, e.ID)
	}
	return strings.Join(ids, " ")
}
