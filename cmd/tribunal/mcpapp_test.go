package main

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/events"
)

const (
	appTemplate = "../../testdata/mcp-app/app.json"
	appBundle   = "../../testdata/mcp-app/dist/good.html"
	mcpSkeleton = "../../testdata/mcp-app/skeleton"
)

// mcpRequest builds the request open and check would publish, offline.
func mcpRequest(t *testing.T, args ...string) (*events.RequestOpened, error) {
	t.Helper()
	fs := cli.NewFlagSet("tribunal", "open", "", io.Discard)
	var o openFlags
	o.register(fs)
	if err := fs.Parse(args); err != nil {
		t.Fatal(err)
	}
	r, _, err := o.request(fs)
	return r, err
}

// TestMCPAppRequest: --mcp-app puts the app, its bundle inline, into the
// request; without --surfaces the request requires every surface, and
// --surfaces narrows them. The request is what the strict decoder reads.
func TestMCPAppRequest(t *testing.T) {
	html, err := os.ReadFile(appBundle)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name  string
		extra []string
		want  []string
	}{
		{"default: all three", nil, []string{"web", "android", "ios"}},
		{"narrowed", []string{"--surfaces", "web"}, []string{"web"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			args := append([]string{"--skeleton", mcpSkeleton, "--mcp-app", appTemplate, "--mcp-app-html", appBundle, "--request-id", "mcp-1"}, c.extra...)
			r, err := mcpRequest(t, args...)
			if err != nil {
				t.Fatal(err)
			}
			if r.MCPApp == nil || r.MCPApp.HTML != string(html) || r.MCPApp.URI != "ui://forecast/card" || r.ProductURL != "" || r.DOMPayload != "" {
				t.Fatalf("request: url %q, payload %d bytes, app %+v", r.ProductURL, len(r.DOMPayload), r.MCPApp)
			}
			if got := r.EffectiveSurfaces(); !slices.Equal(got, c.want) {
				t.Errorf("surfaces %v, want %v", got, c.want)
			}
			body, err := events.Encode(r)
			if err != nil {
				t.Fatal(err)
			}
			back, err := events.Decode(events.SchemaRequestOpened, body)
			if err != nil || back.(*events.RequestOpened).MCPApp.HTML != string(html) {
				t.Errorf("round trip: %v", err)
			}
		})
	}
}

// TestMCPAppBadInput: an app file that is missing, not an mcp_app, or
// whose bundle is missing is bad input (exit 2), named in one line.
func TestMCPAppBadInput(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte(`{"uri":"http://not-ui","mime_type":"x","html":"<p>","tool":{}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	unknown := filepath.Join(dir, "unknown.json")
	if err := os.WriteFile(unknown, []byte(`{"surprise":1}`), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"--mcp-app", filepath.Join(dir, "missing.json")}, "--mcp-app"},
		{[]string{"--mcp-app", bad}, "bad.json"},
		{[]string{"--mcp-app", unknown}, "unknown.json"},
		{[]string{"--mcp-app", appTemplate, "--mcp-app-html", filepath.Join(dir, "missing.html")}, "--mcp-app-html"},
	}
	for _, c := range cases {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			args := append([]string{"check", "--skeleton", mcpSkeleton, "--dir", dir}, c.args...)
			stdout, stderr, code := tribunal(t, args...)
			if code != 2 || stdout != "" || !strings.Contains(stderr, c.want) || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
				t.Errorf("exit %d, stdout %q, stderr %q; want 2 and one line with %q", code, stdout, stderr, c.want)
			}
		})
	}
}

// TestMCPAppProductHash pins the product hash of an MCP App request: the
// manifest of one entry, the resource URI and its HTML.
func TestMCPAppProductHash(t *testing.T) {
	h := func(s string) string { x := sha256.Sum256([]byte(s)); return hex.EncodeToString(x[:]) }
	app := &events.MCPApp{URI: "ui://forecast/card", HTML: "<!doctype html><p>x</p>"}
	want := h("tribunal/product/v1\n" + h(app.HTML) + "  ui://forecast/card\n")
	if got := mcpAppProductHash(app); got != want {
		t.Errorf("product hash %s, want %s", got, want)
	}
	app.HTML += " "
	if mcpAppProductHash(app) == want {
		t.Error("the product hash does not pin the HTML")
	}
}
