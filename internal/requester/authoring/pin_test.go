package authoring

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

const testScreen = `schema: design-skeleton.v1/screen
id: home
path: /index.html
elements:
  - id: cta
    selector: "#cta"
    bbox:
      mobile: {x: 16, y: 16, w: 100, h: 40}
    must_satisfy: {tolerance_px: 4, required_breakpoints: [mobile]}
`

func testIndex(screens string) string {
	return "# a hand-written index\nschema: design-skeleton.v1\nname: pin-test\n" +
		"breakpoints:\n  mobile: {width: 375, height: 812}   # the phone\nspacing: {unit_px: 8}\n" +
		"constraints: {max_nav_links: 5, min_contrast_ratio: 4.5}\nscreens:\n" + screens
}

func sum(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:])
}

// writeSkeleton makes a skeleton directory from path → text.
func writeSkeleton(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestPin: each way a pin may be written is replaced by the file's hash
// in place, and nothing else of index.yaml changes — the independent
// check is the expected text, written out by hand.
func TestPin(t *testing.T) {
	pin := sum(testScreen)
	stale := strings.Repeat("0", 64)
	for _, tc := range []struct {
		name, screens, want string
		changes             int
	}{
		{"flow, double-quoted", "  - {id: home, file: screens/home.yaml, sha256: \"" + stale + "\"}   # pinned\n",
			"  - {id: home, file: screens/home.yaml, sha256: \"" + pin + "\"}   # pinned\n", 1},
		{"block, plain, comment", "  - id: home\n    file: screens/home.yaml\n    sha256: " + stale + "   # old\n",
			"  - id: home\n    file: screens/home.yaml\n    sha256: \"" + pin + "\"   # old\n", 1},
		{"block, single-quoted", "  - id: home\n    sha256: 'ab''c'\n    file: screens/home.yaml\n",
			"  - id: home\n    sha256: \"" + pin + "\"\n    file: screens/home.yaml\n", 1},
		{"block, empty", "  - id: home\n    file: screens/home.yaml\n    sha256:\n",
			"  - id: home\n    file: screens/home.yaml\n    sha256: \"" + pin + "\"\n", 1},
		{"flow, empty", "  - {id: home, sha256: , file: screens/home.yaml}\n",
			"  - {id: home, sha256: \"" + pin + "\", file: screens/home.yaml}\n", 1},
		{"flow, empty last", "  - {id: home, file: screens/home.yaml, sha256: }\n",
			"  - {id: home, file: screens/home.yaml, sha256: \"" + pin + "\"}\n", 1},
		{"tilde", "  - {id: home, file: screens/home.yaml, sha256: ~}\n",
			"  - {id: home, file: screens/home.yaml, sha256: \"" + pin + "\"}\n", 1},
		{"already pinned", "  - {id: home, file: screens/home.yaml, sha256: " + pin + "}\n",
			"  - {id: home, file: screens/home.yaml, sha256: " + pin + "}\n", 0},
		{"flow list", "  [{id: home, file: screens/home.yaml, sha256: abc}]\n",
			"  [{id: home, file: screens/home.yaml, sha256: \"" + pin + "\"}]\n", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := writeSkeleton(t, map[string]string{"index.yaml": testIndex(tc.screens), "screens/home.yaml": testScreen})
			res, err := Pin(dir)
			if err != nil {
				t.Fatal(err)
			}
			got, _ := os.ReadFile(filepath.Join(dir, "index.yaml"))
			if string(got) != testIndex(tc.want) {
				t.Fatalf("index.yaml now\n%s\nwant\n%s", got, testIndex(tc.want))
			}
			if len(res.Changes) != tc.changes || res.Hash != sum(string(got)) {
				t.Errorf("result %+v", res)
			}
			if _, err := skeleton.LoadDir(dir, skeleton.Options{}); err != nil {
				t.Errorf("the pinned skeleton does not load: %v", err)
			}
		})
	}
}

// TestPinBadInput: what Pin refuses, each with one line naming the
// place, and index.yaml untouched.
func TestPinBadInput(t *testing.T) {
	good := "  - {id: home, file: screens/home.yaml, sha256: \"\"}\n"
	for _, tc := range []struct {
		name  string
		files map[string]string
		want  string
	}{
		{"no index", map[string]string{"screens/home.yaml": testScreen}, "index.yaml: file not found"},
		{"syntax error", map[string]string{"index.yaml": "schema: [\n", "screens/home.yaml": testScreen}, "index.yaml:"},
		{"no screens", map[string]string{"index.yaml": "schema: design-skeleton.v1\nname: x\n"}, `index.yaml:1:1: missing required key`},
		{"entry without sha256", map[string]string{"index.yaml": testIndex("  - {id: home, file: screens/home.yaml}\n"), "screens/home.yaml": testScreen},
			"index.yaml:9:5: screens[0]: no sha256 to pin"},
		{"pin is an alias", map[string]string{"index.yaml": testIndex("  - {id: home, file: &f screens/home.yaml, sha256: *f}\n"), "screens/home.yaml": testScreen},
			"index.yaml:9:52: screens[0].sha256: write the pin as a plain or quoted scalar (it is an alias)"},
		{"missing screen file", map[string]string{"index.yaml": testIndex(good)}, `index.yaml:9:22: screens[0].file: "screens/home.yaml": file not found`},
		{"file outside", map[string]string{"index.yaml": testIndex("  - {id: home, file: ../home.yaml, sha256: \"\"}\n")}, "not a clean relative path"},
		{"screen the parser refuses", map[string]string{"index.yaml": testIndex(good), "screens/home.yaml": testScreen + "    colour: red\n"},
			`screens/home.yaml:10:5: elements[0].colour: unknown key "colour"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := writeSkeleton(t, tc.files)
			_, err := Pin(dir)
			if err == nil {
				t.Fatal("pinned")
			}
			if !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
				t.Errorf("error %q, want one line with %q", err, tc.want)
			}
			var se *skeleton.Error
			if !errors.As(err, &se) && !errors.Is(err, ErrInput) {
				t.Errorf("error %v is neither the parser's nor ErrInput", err)
			}
			if before, ok := tc.files["index.yaml"]; ok {
				if now, _ := os.ReadFile(filepath.Join(dir, "index.yaml")); string(now) != before {
					t.Errorf("a refused pin changed index.yaml:\n%s", now)
				}
			}
		})
	}
	if _, err := Pin(filepath.Join(t.TempDir(), "nope")); err == nil || !errors.Is(err, ErrInput) {
		t.Errorf("no directory: %v", err)
	}
}

// FuzzPinIndex: PinIndex never panics; what it returns either loads with
// every pin holding, or the parser refuses it for another reason — and
// pinning the result again changes nothing (idempotent).
func FuzzPinIndex(f *testing.F) {
	f.Add([]byte(testIndex("  - {id: home, file: screens/home.yaml, sha256: \"\"}\n")))
	f.Add([]byte(testIndex("  - id: home\n    file: screens/home.yaml\n    sha256: 'x' # c\n")))
	f.Add([]byte(testIndex("  - {id: home, sha256: , file: screens/home.yaml}\n")))
	f.Add([]byte("screens: [{file: a, sha256: b}, {file: a, sha256: \"c\\\"\"}]"))
	f.Add([]byte("screens:\n- file: a\n  sha256: |\n    x\n"))
	read := func(name string) ([]byte, error) {
		if name == "screens/home.yaml" || name == "a" {
			return []byte(testScreen), nil
		}
		return nil, errors.New("file not found")
	}
	f.Fuzz(func(t *testing.T, index []byte) {
		out, _, err := PinIndex(index, read)
		if err != nil {
			if strings.ContainsAny(err.Error(), "\r\n") {
				t.Fatalf("error spans lines: %q", err)
			}
			return
		}
		again, changes, err := PinIndex(out, read)
		if err != nil {
			t.Fatalf("re-pinning the result fails: %v\n%s", err, out)
		}
		if len(changes) != 0 || string(again) != string(out) {
			t.Fatalf("pinning is not idempotent: %+v\n%s", changes, out)
		}
	})
}
