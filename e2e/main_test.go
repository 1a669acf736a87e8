package e2e

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver/mcpservertest"
)

// Every test runs on a deployment of its own (its directory, ports,
// processes and browser profiles) and, but for TestHostilePages, calls
// t.Parallel: the tests wait on their processes far more than they
// compute, so they overlap.

// binDir holds the binaries TestMain builds; repoRoot is the module root.
var (
	binDir   string
	repoRoot string
	revision string // the commit the binaries were built from, when git knows it
)

// binaries are the commands the tests run.
var binaries = []string{"ledgerd", "witness-w1", "witness-w2", "tribunal", "judge"}

func TestMain(m *testing.M) {
	flag.Parse()
	if testing.Short() {
		// Every test skips itself; nothing to build.
		os.Exit(m.Run())
	}
	os.Exit(buildAndRun(m))
}

func buildAndRun(m *testing.M) int {
	root, err := filepath.Abs("..")
	if err != nil {
		fmt.Fprintln(os.Stderr, "e2e:", err)
		return 1
	}
	repoRoot = root
	tmp, err := os.MkdirTemp("", "tribunal-e2e-bin-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "e2e:", err)
		return 1
	}
	defer os.RemoveAll(tmp)
	binDir = tmp
	// The tests set TRIBUNAL_DIR themselves where they mean to.
	os.Unsetenv("TRIBUNAL_DIR")
	// Built as make build does: the revision stamped for --version.
	rev, err := exec.Command("git", "-C", repoRoot, "rev-parse", "HEAD").Output()
	if err == nil {
		revision = strings.TrimSpace(string(rev))
	}
	// -s: no symbol table or DWARF (a third of the link; nothing reads
	// them), as make test links every binary (scripts/test.sh).
	args := []string{"build", "-ldflags", "-s -X github.com/tribunal-dev/tribunal/internal/cli.Revision=" + revision, "-o", binDir + string(filepath.Separator)}
	for _, b := range binaries {
		args = append(args, "./cmd/"+b)
	}
	cmd := exec.Command("go", args...)
	cmd.Dir = repoRoot
	if out, err := cmd.CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "e2e: go build: %v\n%s", err, out)
		return 1
	}
	code := m.Run()
	if shared != nil {
		shared.stopAll()
	}
	mcpservertest.Cleanup()
	return code
}

// result is what a shell sees of one command.
type result struct {
	stdout, stderr string
	code           int
}

// run runs a built binary to completion (at most 4 minutes).
func run(t *testing.T, bin string, args ...string) result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, filepath.Join(binDir, bin), args...)
	cmd.Dir = repoRoot
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	r := result{stdout: out.String(), stderr: errb.String()}
	if err != nil {
		ee, ok := err.(*exec.ExitError)
		if !ok {
			t.Fatalf("%s %s: %v", bin, strings.Join(args, " "), err)
		}
		r.code = ee.ExitCode()
	}
	return r
}

// mustRun runs bin and fails the test unless it exits with want.
func mustRun(t *testing.T, want int, bin string, args ...string) result {
	t.Helper()
	r := run(t, bin, args...)
	if r.code != want {
		t.Fatalf("%s %s: exit %d, want %d\nstdout:\n%s\nstderr:\n%s", bin, strings.Join(args, " "), r.code, want, r.stdout, r.stderr)
	}
	return r
}

// daemon is one background process of the cluster.
type daemon struct {
	name string
	cmd  *exec.Cmd
	log  string
	done chan error

	stopOnce sync.Once
	stopErr  error
}

func startDaemon(name, log string, bin string, args ...string) (*daemon, error) {
	return startDaemonPath(name, log, filepath.Join(binDir, bin), args...)
}

// startDaemonPath starts the binary at path bin as a daemon.
func startDaemonPath(name, log string, bin string, args ...string) (*daemon, error) {
	return startDaemonEnv(name, log, bin, nil, args...)
}

// startDaemonEnv starts the binary at path bin as a daemon with env added
// to the test's environment.
func startDaemonEnv(name, log string, bin string, env []string, args ...string) (*daemon, error) {
	f, err := os.OpenFile(log, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o644)
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(bin, args...)
	cmd.Dir = repoRoot
	if env != nil {
		cmd.Env = append(os.Environ(), env...)
	}
	cmd.Stdout, cmd.Stderr = f, f
	if err := cmd.Start(); err != nil {
		f.Close()
		return nil, err
	}
	d := &daemon{name: name, cmd: cmd, log: log, done: make(chan error, 1)}
	go func() { d.done <- cmd.Wait(); f.Close() }()
	return d, nil
}

// stop sends SIGTERM and waits for an orderly exit (status 0). Only the
// first call does anything; later ones return its result.
func (d *daemon) stop() error {
	d.stopOnce.Do(func() { d.stopErr = d.doStop() })
	return d.stopErr
}

func (d *daemon) doStop() error {
	_ = d.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case err := <-d.done:
		if err != nil {
			return fmt.Errorf("%s exited with %v after SIGTERM", d.name, err)
		}
		return nil
	case <-time.After(60 * time.Second):
		_ = d.cmd.Process.Kill()
		<-d.done
		return fmt.Errorf("%s did not stop within 60s of SIGTERM", d.name)
	}
}

// pause and resume freeze a daemon (SIGSTOP/SIGCONT), so that a test can
// be sure its crafted event reaches the ledger before the daemon's own.
func (d *daemon) pause() error  { return d.cmd.Process.Signal(syscall.SIGSTOP) }
func (d *daemon) resume() error { return d.cmd.Process.Signal(syscall.SIGCONT) }

func tail(path string, n int) string {
	data, _ := os.ReadFile(path)
	lines := strings.Split(strings.TrimRight(string(data), "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
