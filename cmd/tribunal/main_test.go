package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/cli/clitest"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
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
		{[]string{"status", "r1"}, "give --dir D or --nats"},
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

// TestHashes pins the product and inventory hash definitions
// (docs/ARCHITECTURE.md §4): a change here changes every tuple.
func TestHashes(t *testing.T) {
	dir := t.TempDir()
	for name, data := range map[string]string{"index.html": "<p>a</p>", "css/site.css": "p{}"} {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	sk, err := skeleton.LoadDir("../../examples/acme/skeleton", skeleton.Options{})
	if err != nil {
		t.Fatal(err)
	}
	got, err := productHash(context.Background(), "file://"+dir, sk)
	if err != nil {
		t.Fatal(err)
	}
	// Recomputed here from the definition, not with manifestHash.
	h := func(s string) string { x := sha256.Sum256([]byte(s)); return hex.EncodeToString(x[:]) }
	want := h("tribunal/product/v1\n" + h("p{}") + "  /css/site.css\n" + h("<p>a</p>") + "  /index.html\n")
	if got != want {
		t.Errorf("product hash %s, want %s", got, want)
	}
	if again, _ := productHash(context.Background(), "file://"+dir+"/", sk); again != got {
		t.Errorf("a trailing slash changes the product hash: %s vs %s", again, got)
	}
	if p := payloadProductHash("<p>x</p>"); p == got || len(p) != 64 {
		t.Errorf("payload hash %s", p)
	}
	// acme references /index.html (its screen) and /signup.html (a route).
	if inv, want := inventoryHash(sk), h("tribunal/inventory/v1\n/index.html\n/signup.html\n"); inv != want {
		t.Errorf("inventory hash %s, want %s", inv, want)
	}
	if _, err := productHash(context.Background(), "file://"+filepath.Join(dir, "missing"), sk); err == nil {
		t.Error("a missing product root hashed")
	}
}

// TestBaselineScope: the request names its scope: --baseline-scope, or
// the skeleton's name.
func TestBaselineScope(t *testing.T) {
	for _, c := range []struct {
		flag, want string
	}{{"", "acme-web"}, {"acme/redesign", "acme/redesign"}} {
		fs := newFlagSet("open", "", new(strings.Builder))
		var o openFlags
		o.register(fs)
		args := []string{"--skeleton", "../../examples/acme/skeleton", "--url", "file:///x"}
		if c.flag != "" {
			args = append(args, "--baseline-scope", c.flag)
		}
		if err := parseNoArgs(fs, args); err != nil {
			t.Fatal(err)
		}
		r, _, err := o.request(fs)
		if err != nil || r.BaselineScope != c.want {
			t.Errorf("--baseline-scope %q: scope %q (%v), want %q", c.flag, r.BaselineScope, err, c.want)
		}
	}
}
