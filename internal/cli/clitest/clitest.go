// Package clitest runs a binary's run function in-process, as the cmd/
// tests do, and returns what a shell would see: stdout, stderr and the
// exit code main would give.
package clitest

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/cli"
)

// ExitCode is a binary's mapping of run's error to its exit code (it
// prints the error line on stderr).
type ExitCode func(err error, stderr io.Writer) int

// Run runs run(args) with a background context.
func Run(t testing.TB, run cli.Command, exitCode ExitCode, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	return RunContext(context.Background(), t, run, exitCode, args...)
}

// RunContext runs run(args) with ctx: a test that only needs a command to
// get past its own checks bounds the wait for a broker it never starts.
func RunContext(ctx context.Context, t testing.TB, run cli.Command, exitCode ExitCode, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errb bytes.Buffer
	err := run(ctx, args, &out, &errb)
	code = exitCode(err, &errb)
	return out.String(), errb.String(), code
}

// Case is a command line that must fail early: exit Code, nothing on
// stdout, and Want somewhere in stderr.
type Case struct {
	Args []string
	Code int
	Want string
}

// Check runs each case as a subtest named by its arguments.
func Check(t *testing.T, run cli.Command, exitCode ExitCode, cases []Case) {
	t.Helper()
	for _, c := range cases {
		t.Run(strings.Join(c.Args, " "), func(t *testing.T) {
			stdout, stderr, code := Run(t, run, exitCode, c.Args...)
			if msg := c.mismatch(stdout, stderr, code); msg != "" {
				t.Error(msg)
			}
		})
	}
}

// mismatch says how a result differs from c, or is "".
func (c Case) mismatch(stdout, stderr string, code int) string {
	if code != c.Code || stdout != "" || !strings.Contains(stderr, c.Want) {
		return fmt.Sprintf("exit %d, stdout %q, stderr %q; want %d and %q", code, stdout, stderr, c.Code, c.Want)
	}
	return ""
}
