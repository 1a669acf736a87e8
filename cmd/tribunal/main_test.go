package main

import (
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/cli/clitest"
)

// tribunal runs one command in-process and returns what a shell would see.
func tribunal(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	return clitest.Run(t, run, exitCode, args...)
}

// TestUsage: command-line mistakes exit 64 with one line naming the
// mistake, before anything touches the network.
func TestUsage(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{nil, "missing command"},
		{[]string{"frobnicate"}, `unknown command "frobnicate"`},
		{[]string{"status"}, "missing ID"},
		{[]string{"status", "r1"}, "give --dir DIR (or set TRIBUNAL_DIR) or --nats"},
		{[]string{"check", "--url", "file:///x"}, "--skeleton is required"},
		{[]string{"check", "--skeleton", "../../examples/acme/skeleton"}, "exactly one of --url, --dom-payload and --mcp-app"},
		{[]string{"check", "--skeleton", "../../examples/acme/skeleton", "--url", "file:///x", "--mcp-app", "x.json"}, "exactly one of"},
		{[]string{"open", "--skeleton", "../../examples/acme/skeleton", "--url", "file:///x", "--mcp-app-html", "x.html"}, "--mcp-app-html needs --mcp-app"},
		{[]string{"check", "--skeleton", "../../examples/acme/skeleton", "--url", "ftp://x/"}, "--url"},
		{[]string{"check", "--skeleton", "../../examples/acme/skeleton", "--url", "file:///x", "--request-id", "a.b"}, "--request-id"},
		// Ids a NATS subject cannot hold are refused up front, before the
		// skeleton is even read.
		{[]string{"open", "--skeleton", "/nonexistent", "--url", "file:///x", "--request-id", "req 1"}, `--request-id: request id "req 1": character ' ' not in [A-Za-z0-9_-]`},
		{[]string{"open", "--skeleton", "/nonexistent", "--url", "file:///x", "--request-id", "ü🚀"}, `character 'ü' not in [A-Za-z0-9_-]`},
		{[]string{"check", "--skeleton", "../../examples/acme/skeleton", "--url", "file:///x", "--max-nav-links", "99"}, "constraints"},
		{[]string{"check", "--skeleton", "../../examples/acme/skeleton", "--url", "file:///x", "--baseline-scope", "acme\tmain"}, "--baseline-scope: baseline scope"},
		{[]string{"open", "--skeleton", "../../examples/acme/skeleton", "--url", "file:///x", "--baseline-scope", strings.Repeat("s", 129)}, "1-128 bytes"},
		{[]string{"blob", "put", "x"}, "unknown subcommand"},
		{[]string{"blob", "get", "XYZ"}, "not a SHA-256"},
		{[]string{"scar", "abc"}, "not a fingerprint"},
		{[]string{"attempt", "r1", "--url", "file:///x"}, "--skeleton DIR or --inventory-hash"},
	}
	for _, c := range cases {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			stdout, stderr, code := tribunal(t, c.args...)
			if code != 64 || stdout != "" || !strings.Contains(stderr, c.want) {
				t.Errorf("exit %d, stdout %q, stderr %q; want 64 and %q", code, stdout, stderr, c.want)
			}
		})
	}
}

// TestBadInput: a deployment or skeleton that cannot be read is exit 2.
func TestBadInput(t *testing.T) {
	_, stderr, code := tribunal(t, "status", "r1", "--dir", t.TempDir())
	if code != 2 || !strings.Contains(stderr, "not a deployment directory") {
		t.Errorf("exit %d: %s", code, stderr)
	}
	_, stderr, code = tribunal(t, "check", "--skeleton", t.TempDir(), "--url", "file:///x", "--dir", t.TempDir())
	if code != 2 || !strings.Contains(stderr, "index.yaml") {
		t.Errorf("exit %d: %s", code, stderr)
	}
}
