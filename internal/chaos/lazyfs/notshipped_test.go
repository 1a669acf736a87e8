package lazyfs

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestNotShipped: go-fuse is test infrastructure, so no binary under
// cmd/ links it (go list -deps of each main package).
func TestNotShipped(t *testing.T) {
	root, _ := filepath.Abs("../../..")
	cmd := exec.Command("go", "list", "-deps", "-f", "{{if .Module}}{{.Module.Path}}{{end}} {{.ImportPath}}", "./cmd/...")
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list -deps ./cmd/...: %v", err)
	}
	mains := 0
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		mod, pkg, _ := strings.Cut(line, " ")
		if strings.Contains(pkg, "/cmd/") && strings.HasPrefix(pkg, "github.com/tribunal-dev/tribunal/cmd/") {
			mains++
		}
		if strings.HasPrefix(mod, "github.com/hanwen/go-fuse") || strings.Contains(pkg, "/chaos/lazyfs") {
			t.Errorf("a shipped binary links %s", pkg)
		}
	}
	if mains < 3 {
		t.Fatalf("go list found %d packages under cmd/: is the graph read right?", mains)
	}
}
