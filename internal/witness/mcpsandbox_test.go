package witness

import (
	"errors"
	"flag"
	"io"
	"slices"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/mcpserver"
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
