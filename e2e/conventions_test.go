package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/testenv"
)

// commands are every binary's subcommands.
var commands = map[string][]string{
	"ledgerd":    {"init", "serve", "verify", "export", "checkpoint", "demo"},
	"witness-w1": {"run", "diff", "serve"},
	"witness-w2": {"run", "drift", "serve"},
	"tribunal":   {"open", "attempt", "status", "check", "blob", "scar"},
	"judge":      {"pending", "show", "approve", "reject", "rebaseline", "blob"},
}

// networked are the commands that reach a deployment, each with the
// arguments that get it past its usage checks: --dir defaults to
// $TRIBUNAL_DIR on every one.
var networked = map[string][][]string{
	"ledgerd":    {{"serve"}, {"demo"}},
	"witness-w1": {{"serve"}},
	"witness-w2": {{"serve"}},
	"tribunal":   {{"status", "r1"}, {"scar", strings.Repeat("ab", 32)}, {"blob", "get", strings.Repeat("ab", 32)}},
	"judge":      {{"pending"}, {"show", "r1"}, {"approve", "r1", "--reason", "x"}, {"rebaseline", "r1", "--reason", "x"}, {"blob", "get", strings.Repeat("ab", 32)}},
}

// singleDashLong is a long flag spelled with one dash in help text.
var singleDashLong = regexp.MustCompile(`(?m)^\s+-[a-z][a-z-]+\b`)

// TestConventions: on all five binaries, --version and version print
// the module and the revision; --help, -h, help and "help COMMAND" print
// the usage on stdout and exit 0, with the exit codes at the top level and
// every flag spelled --name; a usage error is one stderr line, exit 64,
// naming the synopsis and pointing at --help; and every networked command
// takes its --dir from TRIBUNAL_DIR.
func TestConventions(t *testing.T) {
	testenv.Short(t, "end-to-end: the five binaries")
	t.Parallel()
	for _, bin := range binaries {
		t.Run(bin, func(t *testing.T) {
			for _, v := range []string{"--version", "version"} {
				r := run(t, bin, v)
				want := bin + " github.com/tribunal-dev/tribunal "
				if r.code != 0 || r.stderr != "" || !strings.HasPrefix(r.stdout, want) || strings.Count(r.stdout, "\n") != 1 ||
					(revision != "" && !strings.Contains(r.stdout, "revision "+revision)) {
					t.Errorf("%s %s: exit %d, stdout %q, stderr %q; want one line %q… with revision %s", bin, v, r.code, r.stdout, r.stderr, want, revision)
				}
			}
			for _, h := range []string{"--help", "-h", "help"} {
				r := run(t, bin, h)
				if r.code != 0 || r.stderr != "" || !strings.HasPrefix(r.stdout, "usage: "+bin+" <command>") || !strings.Contains(r.stdout, "exit codes:") ||
					!strings.Contains(r.stdout, "version") {
					t.Errorf("%s %s: exit %d, stderr %q, stdout:\n%s", bin, h, r.code, r.stderr, r.stdout)
				}
			}
			for _, cmd := range commands[bin] {
				help := run(t, bin, cmd, "--help")
				if help.code != 0 || help.stderr != "" || !strings.HasPrefix(help.stdout, "usage: "+bin+" "+cmd) || !strings.Contains(help.stdout, "\nflags:\n") {
					t.Errorf("%s %s --help: exit %d, stderr %q, stdout:\n%s", bin, cmd, help.code, help.stderr, help.stdout)
				}
				if m := singleDashLong.FindString(help.stdout); m != "" {
					t.Errorf("%s %s --help spells %q with one dash:\n%s", bin, cmd, strings.TrimSpace(m), help.stdout)
				}
				if strings.Contains(help.stdout, "--dir D ") || strings.Contains(help.stdout, "--dir directory") {
					t.Errorf("%s %s --help: --dir not spelled --dir DIR:\n%s", bin, cmd, help.stdout)
				}
				if again := run(t, bin, "help", cmd); again.code != 0 || again.stdout != help.stdout {
					t.Errorf("%s help %s: exit %d, not the same as %s --help", bin, cmd, again.code, cmd)
				}
				bad := run(t, bin, cmd, "--no-such-flag")
				if bad.code != 64 || bad.stdout != "" || strings.Count(bad.stderr, "\n") != 1 || !strings.HasPrefix(bad.stderr, bin+": ") ||
					!strings.Contains(bad.stderr, "usage: "+bin+" "+cmd) || !strings.Contains(bad.stderr, "--help") {
					t.Errorf("%s %s --no-such-flag: exit %d, stdout %q, stderr %q", bin, cmd, bad.code, bad.stdout, bad.stderr)
				}
			}
			for _, args := range [][]string{{"frobnicate"}, {"help", "frobnicate"}, nil} {
				r := run(t, bin, args...)
				if r.code != 64 || r.stdout != "" || strings.Count(r.stderr, "\n") != 1 || !strings.HasPrefix(r.stderr, bin+": ") || !strings.Contains(r.stderr, "--help") {
					t.Errorf("%s %q: exit %d, stdout %q, stderr %q", bin, args, r.code, r.stdout, r.stderr)
				}
			}
			// TRIBUNAL_DIR naming no deployment: each networked command
			// read it (bad input, exit 2, naming the directory).
			none := filepath.Join(t.TempDir(), "no-deployment")
			for _, args := range networked[bin] {
				r := runEnv(t, []string{"TRIBUNAL_DIR=" + none}, bin, args...)
				if r.code != 2 || !strings.Contains(r.stderr, "no-deployment") || strings.Count(r.stderr, "\n") != 1 {
					t.Errorf("TRIBUNAL_DIR=%s %s %s: exit %d, stderr %q; want 2 naming the directory", none, bin, strings.Join(args, " "), r.code, r.stderr)
				}
			}
		})
	}
}

// runEnv is run with extra environment variables.
func runEnv(t *testing.T, env []string, bin string, args ...string) result {
	t.Helper()
	cmd := exec.Command(filepath.Join(binDir, bin), args...)
	cmd.Dir = repoRoot
	cmd.Env = append(os.Environ(), env...)
	var out, errb strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &errb
	r := result{}
	if err := cmd.Run(); err != nil {
		ee, ok := err.(*exec.ExitError)
		if !ok {
			t.Fatalf("%s: %v", bin, err)
		}
		r.code = ee.ExitCode()
	}
	r.stdout, r.stderr = out.String(), errb.String()
	return r
}
