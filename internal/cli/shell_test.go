package cli

import (
	"os/exec"
	"strings"
	"testing"
)

// TestShellQuote: what the shell reads back is the word itself.
func TestShellQuote(t *testing.T) {
	words := []string{"run/deploy", "", "a b", "it's", "$HOME", "x;rm -rf /", "ü", "--dir=/tmp/x"}
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Fatalf("sh: %v", err)
	}
	out, err := exec.Command(sh, "-c", "printf '%s\\n' "+ShellJoin(words...)).Output()
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Split(strings.TrimSuffix(string(out), "\n"), "\n"); strings.Join(got, "|") != strings.Join(words, "|") {
		t.Errorf("sh read back %q, want %q", got, words)
	}
	if ShellQuote("run/deploy") != "run/deploy" {
		t.Error("a plain path is quoted")
	}
}
