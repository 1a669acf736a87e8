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

// TestTableTestsRun keeps make test's runs whole (scripts/test.sh):
// pass 1 runs TEST_FIRST but LANE_TESTS, lane 1 runs LANE_TESTS in
// LANE_PKGS only and then LANE1_PKGS whole, lane 2 runs every other
// package. So a test named in LANE_TESTS runs only if it is defined in
// one of LANE_PKGS and nowhere else (a test of that name in another
// package would run in no run), LANE_PKGS must be in TEST_FIRST (pass
// 1 skips LANE_TESTS, the other runs do not), and a package named by
// both TEST_FIRST and LANE1_PKGS would run twice.
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
	pattern := makeVar(t, makefile, "LANE_TESTS")
	inner, okPrefix := strings.CutPrefix(pattern, "^(")
	inner, okSuffix := strings.CutSuffix(inner, ")$$")
	if !okPrefix || !okSuffix {
		t.Fatalf("LANE_TESTS %q: want ^(TestA|TestB|...)$$", pattern)
	}
	var lanePkgs []string
	for _, p := range strings.Fields(makeVar(t, makefile, "LANE_PKGS")) {
		lanePkgs = append(lanePkgs, filepath.Clean(strings.TrimPrefix(p, "./")))
	}
	for _, n := range strings.Split(inner, "|") {
		dirs := where[n]
		switch {
		case len(dirs) == 0:
			t.Errorf("LANE_TESTS names %s, which no test file defines", n)
		case len(dirs) > 1:
			t.Errorf("%s is defined in %v: pass 1 skips it in each, lane 1 runs it in LANE_PKGS %v only", n, dirs, lanePkgs)
		case !slices.Contains(lanePkgs, dirs[0]):
			t.Errorf("%s is defined in %s, which is not in LANE_PKGS %v: make test would run it in no run", n, dirs[0], lanePkgs)
		}
	}
	owner := map[string]string{} // package -> the list that runs it
	for _, list := range []string{"TEST_FIRST", "LANE1_PKGS"} {
		for _, p := range strings.Fields(makeVar(t, makefile, list)) {
			if other, ok := owner[p]; ok {
				t.Errorf("%s and %s both name %s: make test would run it twice", other, list, p)
			}
			owner[p] = list
			if _, err := os.Stat(filepath.Join(root, p)); err != nil {
				t.Errorf("%s names %s: %v", list, p, err)
			}
		}
	}
	// Only pass 1 skips LANE_TESTS: a LANE_PKGS package that another run
	// holds would run them twice.
	for _, p := range strings.Fields(makeVar(t, makefile, "LANE_PKGS")) {
		if owner[p] != "TEST_FIRST" {
			t.Errorf("LANE_PKGS names %s, which TEST_FIRST does not: the run that holds it does not skip LANE_TESTS, so they would run twice", p)
		}
	}
}
