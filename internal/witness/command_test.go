package witness

import (
	"bytes"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/cli"
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
