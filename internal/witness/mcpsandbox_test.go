package witness

import (
	"errors"
	"flag"
	"io"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver"
)

// The serve flags of the stdio server jail: the mode and the network
// roots as the operator gives them; a bad mode is a usage error (64), a
// bad directory an input error (2), each one line; with servers to run in
// the jail the jail is built at start (bubblewrap is installed here).
func TestMCPSandboxFlags(t *testing.T) {
	dir := t.TempDir()
	for _, tt := range []struct {
		name  string
		args  []string
		runs  bool
		want  mcpserver.Sandbox
		usage bool   // a cli.UsageError
		input string // a cli.InputError saying this
	}{
		{"default: the jail", nil, true, mcpserver.Sandbox{Mode: mcpserver.ModeJail}, false, ""},
		{"containment", []string{"--mcp-sandbox", "containment"}, true, mcpserver.Sandbox{Mode: mcpserver.ModeContainment}, false, ""},
		{"network root", []string{"--mcp-server-network", dir}, true, mcpserver.Sandbox{Mode: mcpserver.ModeJail, NetworkRoots: []string{dir}}, false, ""},
		{"unknown mode", []string{"--mcp-sandbox", "none"}, true, mcpserver.Sandbox{}, true, ""},
		{"missing network root", []string{"--mcp-server-network", dir + "/missing"}, false, mcpserver.Sandbox{}, false, "--mcp-server-network"},
		{"containment needs no jail", []string{"--mcp-sandbox", "containment"}, true, mcpserver.Sandbox{Mode: mcpserver.ModeContainment}, false, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			fs := flag.NewFlagSet("witness-w1 serve", flag.ContinueOnError)
			fs.SetOutput(io.Discard)
			var f MCPSandboxFlags
			f.Register(fs)
			if err := fs.Parse(tt.args); err != nil {
				t.Fatal(err)
			}
			got, err := f.Sandbox(fs, tt.runs)
			var usage cli.UsageError
			var input cli.InputError
			switch {
			case tt.usage:
				if !errors.As(err, &usage) || !strings.Contains(err.Error(), "--mcp-sandbox") {
					t.Errorf("%v; want a usage error naming --mcp-sandbox", err)
				}
			case tt.input != "":
				if !errors.As(err, &input) || !strings.Contains(err.Error(), tt.input) || strings.Contains(err.Error(), "\n") {
					t.Errorf("%v; want one line of input error naming %s", err, tt.input)
				}
			case err != nil:
				t.Fatal(err)
			case got.Mode != tt.want.Mode || !slices.Equal(got.NetworkRoots, tt.want.NetworkRoots) && len(tt.want.NetworkRoots) > 0:
				t.Errorf("%+v, want %+v", got, tt.want)
			}
		})
	}
}

// A witness that may run stdio servers in the jail, on a host where the
// jail cannot be built, does not start: one line naming why and the
// containment flag. (Here the start-up check cannot build its jail in the
// temporary directory: running as root, because the jail's uid 65534
// cannot reach it; otherwise, because it does not exist.)
func TestMCPSandboxRefusedAtStart(t *testing.T) {
	closed := t.TempDir()
	if err := os.Chmod(closed, 0o700); err != nil {
		t.Fatal(err)
	}
	if os.Geteuid() != 0 {
		closed += "/missing"
	}
	t.Setenv("TMPDIR", closed)
	fs := flag.NewFlagSet("witness-w1 serve", flag.ContinueOnError)
	var f MCPSandboxFlags
	f.Register(fs)
	_, err := f.Sandbox(fs, true)
	var input cli.InputError
	if !errors.As(err, &input) || !errors.Is(err, mcpserver.ErrNoJail) || strings.Contains(err.Error(), "\n") ||
		!strings.Contains(err.Error(), "--mcp-server-root") || !strings.Contains(err.Error(), "--mcp-sandbox=containment") {
		t.Errorf("%v; want one line of input error (exit 2) naming the jail, --mcp-server-root and --mcp-sandbox=containment", err)
	}
	// Without stdio servers to run, nothing is checked.
	if _, err := f.Sandbox(fs, false); err != nil {
		t.Errorf("no servers to run: %v", err)
	}
}
