package chaos

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestChaosClockNotShipped: the clock-jump failpoint (internal/ledger,
// clock_chaos.go) is in ledgerd only when built with ChaosClockTag, as
// this harness builds it, and no build of the repository's own scripts
// uses the tag.
func TestChaosClockNotShipped(t *testing.T) {
	files := func(tags ...string) string {
		args := append([]string{"list"}, tags...)
		args = append(args, "-deps", "-f", "{{.ImportPath}}: {{join .GoFiles \" \"}}", "./cmd/ledgerd")
		cmd := exec.Command("go", args...)
		cmd.Dir = repoRoot
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("go %s: %v", strings.Join(args, " "), err)
		}
		for _, line := range strings.Split(string(out), "\n") {
			if strings.HasPrefix(line, "github.com/tribunal-dev/tribunal/internal/ledger: ") {
				return line
			}
		}
		t.Fatalf("go list: ledgerd does not link internal/ledger?\n%s", out)
		return ""
	}
	if got := files(); strings.Contains(got, "clock_chaos.go") {
		t.Errorf("ledgerd built without tags has the failpoint: %s", got)
	}
	if got := files("-tags", ChaosClockTag); !strings.Contains(got, "clock_chaos.go") {
		t.Errorf("ledgerd built with -tags %s lacks the failpoint (is the tag right?): %s", ChaosClockTag, got)
	}
	for _, f := range []string{"Makefile", ".ci/run", ".goreleaser.yaml"} {
		b, err := os.ReadFile(filepath.Join(repoRoot, f))
		if err != nil {
			continue
		}
		if strings.Contains(string(b), ChaosClockTag) {
			t.Errorf("%s builds with the %s tag", f, ChaosClockTag)
		}
	}
	matches, _ := filepath.Glob(filepath.Join(repoRoot, "bench", "*.sh"))
	for _, f := range matches {
		if b, _ := os.ReadFile(f); strings.Contains(string(b), ChaosClockTag) {
			t.Errorf("%s builds with the %s tag", f, ChaosClockTag)
		}
	}
}
