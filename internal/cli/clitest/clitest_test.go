package clitest

import (
	"context"
	"fmt"
	"io"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/cli"
)

// prog is a tiny binary: "ok" prints on stdout; anything else is a usage
// error.
func prog(_ context.Context, args []string, stdout, _ io.Writer) error {
	if len(args) == 1 && args[0] == "ok" {
		fmt.Fprintln(stdout, "fine")
		return nil
	}
	return cli.UsageError{Msg: fmt.Sprintf("bad %q", args)}
}

func exitCode(err error, stderr io.Writer) int { return cli.Report("prog", err, stderr, nil) }

func TestRun(t *testing.T) {
	if out, errs, code := Run(t, prog, exitCode, "ok"); out != "fine\n" || errs != "" || code != 0 {
		t.Errorf("ok: %q %q %d", out, errs, code)
	}
	if out, errs, code := Run(t, prog, exitCode, "x", "y"); out != "" || errs != "prog: bad [\"x\" \"y\"] (prog --help for the usage)\n" || code != 64 {
		t.Errorf("x y: %q %q %d", out, errs, code)
	}
	Check(t, prog, exitCode, []Case{{Args: []string{"nope"}, Code: 64, Want: `bad ["nope"]`}})
}

// TestMismatch: a case fails on a wrong exit code, a missing message or
// anything on stdout.
func TestMismatch(t *testing.T) {
	c := Case{Args: []string{"x"}, Code: 64, Want: "bad"}
	for _, tc := range []struct {
		stdout, stderr string
		code           int
		fail           bool
	}{
		{"", "prog: bad x\n", 64, false},
		{"", "prog: bad x\n", 2, true},
		{"", "prog: missing x\n", 64, true},
		{"usage", "prog: bad x\n", 64, true},
	} {
		if got := c.mismatch(tc.stdout, tc.stderr, tc.code); (got != "") != tc.fail {
			t.Errorf("%+v: mismatch %q, want failure %v", tc, got, tc.fail)
		}
	}
}
