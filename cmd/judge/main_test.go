package main

import (
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/cli/clitest"
)

func runJudge(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	return clitest.Run(t, run, exitCode, args...)
}

// TestUsage: mistakes exit 64 with one line naming them, before anything
// touches the network or a key.
func TestUsage(t *testing.T) {
	var cases []clitest.Case
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "missing command"},
		{[]string{"seal", "r1"}, `unknown command "seal"`},
		{[]string{"show"}, "missing ID"},
		{[]string{"approve", "r1"}, "--reason is required"},
		{[]string{"reject", "r1", "--reason", "  "}, "--reason is required"},
		{[]string{"approve", "bad id", "--reason", "x"}, "request id"},
		{[]string{"approve", "r1", "--reason", "x"}, "give --dir DIR (or set TRIBUNAL_DIR) or --nats"},
		{[]string{"pending", "extra"}, `unexpected argument "extra"`},
		{[]string{"rebaseline", "r1"}, "rebaseline: --reason is required"},
		{[]string{"rebaseline"}, "missing ID"},
		{[]string{"rebaseline", "r1", "--reason", "x", "--only", "home"}, "is not SCREEN@BREAKPOINT[/SURFACE]"},
		{[]string{"rebaseline", "r1", "--reason", "x", "--only", "home@mobile/tv"}, "surface must be web, android or ios"},
		{[]string{"rebaseline", "bad id", "--reason", "x"}, "request id"},
		{[]string{"rebaseline", "r1", "--reason", "x", "--only", "home@mobile"}, "give --dir DIR (or set TRIBUNAL_DIR) or --nats"},
		{[]string{"blob", "put", "x"}, "judge: blob: unknown subcommand"},
		{[]string{"blob", "get", "XYZ"}, "not a SHA-256"},
		{[]string{"blob", "get", strings.Repeat("0", 64)}, "give --dir DIR (or set TRIBUNAL_DIR) or --nats"},
	} {
		cases = append(cases, clitest.Case{Args: c.args, Code: 64, Want: c.want})
	}
	clitest.Check(t, run, exitCode, cases)
	if out, _, code := runJudge(t, "--help"); code != 0 || !strings.Contains(out, "approve") || !strings.Contains(out, "rebaseline") {
		t.Errorf("--help: exit %d\n%s", code, out)
	}
}

func TestBadDeployment(t *testing.T) {
	_, stderr, code := runJudge(t, "pending", "--dir", t.TempDir())
	if code != 2 || !strings.Contains(stderr, "not a deployment directory") || strings.Count(stderr, "\n") != 1 {
		t.Errorf("exit %d: %q", code, stderr)
	}
}
