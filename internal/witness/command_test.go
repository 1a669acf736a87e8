package witness

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// TestNewDaemonUsage: serve refuses to start without a way to reach the
// broker (exit 64) or with an unreadable deployment (exit 2), before it
// starts a browser or connects — for both witnesses, whose binaries only
// wire "serve" to NewDaemon.
func TestNewDaemonUsage(t *testing.T) {
	cases := []struct {
		args []string
		code int
		want string
	}{
		{nil, cli.ExitUsage, "give --dir DIR (or set TRIBUNAL_DIR) or --nats"},
		{[]string{"--nats", "nats://127.0.0.1:1", "--nkey", "k", "--signing-key", "s"}, cli.ExitUsage, "--state DIR"},
		{[]string{"--dir", "/nonexistent/deploy"}, cli.ExitInput, "not a deployment directory"},
		{[]string{"--dir", "/nonexistent/deploy", "--log-level", "loud"}, cli.ExitInput, "not a deployment"},
		{[]string{"extra"}, cli.ExitUsage, "unexpected argument"},
		{[]string{"--job-deadline", "-1s"}, cli.ExitUsage, "--job-deadline -1s: want more than 0 and at most 1h0m0s"},
		{[]string{"--job-deadline", "2h"}, cli.ExitUsage, "--job-deadline 2h0m0s: want more than 0 and at most 1h0m0s"},
		{[]string{"--job-deadline", "soon"}, cli.ExitUsage, "job-deadline"},
	}
	for _, role := range []events.Role{events.RoleW1, events.RoleW2} {
		prog := "witness-" + string(role)
		for _, c := range cases {
			t.Run(prog+" "+strings.Join(c.args, " "), func(t *testing.T) {
				var stderr bytes.Buffer
				d, err := NewDaemon(role, c.args, &stderr, &stderr)
				if d != nil {
					t.Fatal("NewDaemon returned a daemon")
				}
				if code := cli.Report(prog, err, &stderr, nil); code != c.code || !strings.Contains(stderr.String(), c.want) {
					t.Errorf("exit %d, stderr %q; want %d and %q", code, stderr.String(), c.code, c.want)
				}
			})
		}
	}
}

// TestNewDaemonMCPServerRoot: a --mcp-server-root that does not exist is
// bad input (exit 2) named by its flag, before anything starts.
func TestNewDaemonMCPServerRoot(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "deploy")
	if _, err := deploy.Create(dir, deploy.Options{}); err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	d, err := NewDaemon(events.RoleW1, []string{"--dir", dir, "--mcp-server-root", filepath.Join(dir, "no-such-dir")}, &stderr, &stderr)
	if d != nil {
		t.Fatal("NewDaemon returned a daemon")
	}
	code := cli.Report("witness-w1", err, &stderr, nil)
	if line := strings.TrimSpace(stderr.String()); code != cli.ExitInput || strings.Contains(line, "\n") || !strings.Contains(line, "--mcp-server-root") || !strings.Contains(line, "no-such-dir") {
		t.Errorf("exit %d, stderr %q; want %d and one line naming --mcp-server-root", code, stderr.String(), cli.ExitInput)
	}
}
