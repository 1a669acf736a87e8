package testenv

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// makeVar reads `NAME := value` from the Makefile's text.
func makeVar(t *testing.T, makefile, name string) string {
	t.Helper()
	m := regexp.MustCompile(`(?m)^` + name + `\s*:=\s*(.*)$`).FindStringSubmatch(makefile)
	if m == nil {
		t.Fatalf("the Makefile has no %s", name)
	}
	return strings.TrimSpace(m[1])
}

// TestTableTestsRun keeps make test's runs whole (scripts/test.sh): the
// two that run packages under the race detector pass -skip NORACE_TESTS
// and LANE_TESTS to every package; lane 1 runs LANE_TESTS in LANE_PKGS
// only, then NORACE_TESTS in NORACE_TEST_PKGS only. So a test named in
// either list is run only if it is defined in one of its packages, and
// nowhere else (a test of that name in another package would run in no
// run). NORACE_PKGS run whole in lane 1, so no race run may hold them.
func TestTableTestsRun(t *testing.T) {
	root := filepath.Join("..", "..")
	raw, err := os.ReadFile(filepath.Join(root, "Makefile"))
	if err != nil {
		t.Fatal(err)
	}
	makefile := string(raw)
	where := map[string][]string{} // test name -> package directories defining it
	def := regexp.MustCompile(`(?m)^func (Test\w*)\(`)
	err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if d.Name() == "node_modules" || d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") && p != root {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, "_test.go") {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, filepath.Dir(p))
		if err != nil {
			return err
		}
		for _, m := range def.FindAllStringSubmatch(string(data), -1) {
			where[m[1]] = append(where[m[1]], rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, list := range []struct{ tests, pkgs string }{{"NORACE_TESTS", "NORACE_TEST_PKGS"}, {"LANE_TESTS", "LANE_PKGS"}} {
		pattern := makeVar(t, makefile, list.tests)
		inner, okPrefix := strings.CutPrefix(pattern, "^(")
		inner, okSuffix := strings.CutSuffix(inner, ")$$")
		if !okPrefix || !okSuffix {
			t.Fatalf("%s %q: want ^(TestA|TestB|...)$$", list.tests, pattern)
		}
		var pkgs []string
		for _, p := range strings.Fields(makeVar(t, makefile, list.pkgs)) {
			pkgs = append(pkgs, filepath.Clean(strings.TrimPrefix(p, "./")))
		}
		for _, n := range strings.Split(inner, "|") {
			dirs := where[n]
			switch {
			case len(dirs) == 0:
				t.Errorf("%s names %s, which no test file defines", list.tests, n)
			case len(dirs) > 1:
				t.Errorf("%s is defined in %v: the race runs skip it in each, %s runs it in %s only", n, dirs, list.tests, list.pkgs)
			case !slices.Contains(pkgs, dirs[0]):
				t.Errorf("%s is defined in %s, which is not in %s %v: make test would run it in no run", n, dirs[0], list.pkgs, pkgs)
			}
		}
	}
	first := strings.Fields(makeVar(t, makefile, "TEST_FIRST"))
	for _, p := range strings.Fields(makeVar(t, makefile, "NORACE_PKGS")) {
		if slices.Contains(first, p) {
			t.Errorf("NORACE_PKGS names %s, which TEST_FIRST runs under the race detector too", p)
		}
		if _, err := os.Stat(filepath.Join(root, p)); err != nil {
			t.Errorf("NORACE_PKGS names %s: %v", p, err)
		}
	}
}
