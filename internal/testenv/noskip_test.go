package testenv

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// directSkip is a test skipping by itself: t.Skip, b.Skipf, tb.SkipNow
// (testenv.Skip is the way).
var directSkip = regexp.MustCompile(`\b(\w+)\.Skip(f|Now)?\(`)

// TestNoDirectSkips keeps every skip in the module behind this package,
// so that none can pass silently under CI: no Go file outside
// internal/testenv calls Skip, Skipf or SkipNow on a test.
func TestNoDirectSkips(t *testing.T) {
	root := filepath.Join("..", "..")
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("module root: %v", err)
	}
	here, _ := filepath.Abs(".")
	var found []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if abs, _ := filepath.Abs(p); abs == here || d.Name() == "node_modules" || d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") && p != root {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(data), "\n") {
			m := directSkip.FindStringSubmatch(line)
			if m != nil && m[1] != "testenv" && !strings.HasPrefix(strings.TrimSpace(line), "//") {
				found = append(found, p+":"+strconv.Itoa(i+1)+": "+strings.TrimSpace(line))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range found {
		t.Errorf("%s: skip through internal/testenv (Short, Skip, Tool)", f)
	}
}
