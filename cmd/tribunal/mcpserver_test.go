package main

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpserver/mcpservertest"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

func TestMain(m *testing.M) {
	code := m.Run()
	mcpservertest.Cleanup()
	os.Exit(code)
}

const serverTemplate = "../../testdata/mcp-server/app.json"

func serverProduct(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := mcpservertest.Product(dir); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestMCPServerRequest: --mcp-server makes a server-mode request whose
// product_url is the server's directory (symlinks resolved) and whose
// command is the line's words; --mcp-server-url one whose product_url is
// the URL. Both are what the strict decoder reads.
func TestMCPServerRequest(t *testing.T) {
	dir := serverProduct(t)
	link := filepath.Join(t.TempDir(), "link")
	if err := os.Symlink(dir, link); err != nil {
		t.Fatal(err)
	}
	root, _ := filepath.EvalSymlinks(dir)
	for _, c := range []struct {
		name, url string
		args      []string
		transport string
		command   []string
	}{
		{"stdio", "file://" + root, []string{"--mcp-server", `./forecast-server --variant 'no-text-content'`, "--mcp-server-dir", link},
			events.MCPTransportStdio, []string{"./forecast-server", "--variant", "no-text-content"}},
		{"streamable http", "http://127.0.0.1:8931/mcp", []string{"--mcp-server-url", "http://127.0.0.1:8931/mcp"},
			events.MCPTransportHTTP, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, err := mcpRequest(t, append([]string{"--skeleton", mcpSkeleton, "--mcp-app", serverTemplate, "--request-id", "mcp-s"}, c.args...)...)
			if err != nil {
				t.Fatal(err)
			}
			if r.ProductURL != c.url || r.MCPApp.Server == nil || r.MCPApp.Server.Transport != c.transport || !slices.Equal(r.MCPApp.Server.Command, c.command) || r.MCPApp.HTML != "" {
				t.Fatalf("request: url %q, app %+v, server %+v", r.ProductURL, r.MCPApp, r.MCPApp.Server)
			}
			if len(r.EffectiveSurfaces()) != 3 {
				t.Errorf("surfaces %v", r.EffectiveSurfaces())
			}
			body, err := events.Encode(r)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := events.Decode(events.SchemaRequestOpened, body); err != nil {
				t.Errorf("round trip: %v", err)
			}
		})
	}
}

// TestMCPServerBadInput: flag combinations that mean nothing are usage
// errors (64); a command that is not a file in its directory, or a server
// URL nothing answers at, is bad input (2) — one line each, nothing
// published.
func TestMCPServerBadInput(t *testing.T) {
	dir := serverProduct(t)
	d := t.TempDir()
	cases := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--mcp-server", "./forecast-server"}, 64, "need --mcp-app"},
		{[]string{"--mcp-app", serverTemplate, "--mcp-server", "./x", "--mcp-server-url", "http://127.0.0.1:1/mcp"}, 64, "not both"},
		{[]string{"--mcp-app", serverTemplate, "--mcp-server-dir", dir}, 64, "--mcp-server-dir needs --mcp-server"},
		{[]string{"--mcp-app", serverTemplate, "--mcp-app-html", appBundle, "--mcp-server", "./forecast-server"}, 64, "--mcp-app-html"},
		{[]string{"--mcp-app", serverTemplate, "--mcp-server", "./forecast-server 'open"}, 64, "unterminated"},
		{[]string{"--mcp-app", serverTemplate, "--mcp-server-url", "file:///srv"}, 64, "--mcp-server-url"},
		{[]string{"--mcp-app", serverTemplate, "--mcp-server", "/bin/sh", "--mcp-server-dir", dir}, 2, "relative to the product root"},
		{[]string{"--mcp-app", serverTemplate, "--mcp-server", "sh -c true", "--mcp-server-dir", dir}, 2, "not a file in the product root"},
		{[]string{"--mcp-app", serverTemplate, "--mcp-server", "../forecast-server", "--mcp-server-dir", filepath.Join(dir, "dist")}, 2, "outside the product root"},
		{[]string{"--mcp-app", appTemplate, "--mcp-server", "./forecast-server", "--mcp-server-dir", dir}, 2, "must be absent when mcp_app.server is set"},
		{[]string{"--mcp-app", serverTemplate, "--mcp-server-url", "http://127.0.0.1:1/mcp"}, 2, "--mcp-server-url: mcp server: initialize"},
	}
	for _, c := range cases {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			args := append([]string{"check", "--skeleton", mcpSkeleton, "--dir", d}, c.args...)
			stdout, stderr, code := tribunal(t, args...)
			first, _, _ := strings.Cut(strings.TrimSpace(stderr), "\n")
			if code != c.code || stdout != "" || !strings.Contains(first, c.want) || (c.code == 2 && strings.Contains(strings.TrimSpace(stderr), "\n")) {
				t.Errorf("exit %d, stdout %q, stderr %q; want %d and a line with %q", code, stdout, stderr, c.code, c.want)
			}
		})
	}
}

// TestMCPServerProductHash: a streamable-HTTP server's product hash is
// the manifest of the resource it declares, asked of the server as the
// witnesses will; a stdio server's is its directory's.
func TestMCPServerProductHash(t *testing.T) {
	dir := serverProduct(t)
	cmd := exec.Command(filepath.Join(dir, "forecast-server"), "--http", "127.0.0.1:0")
	cmd.Dir = dir
	out, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }()
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	url := strings.TrimSpace(line)
	r, err := mcpRequest(t, "--skeleton", mcpSkeleton, "--mcp-app", serverTemplate, "--mcp-server-url", url)
	if err != nil {
		t.Fatal(err)
	}
	h := func(s []byte) string { x := sha256.Sum256(s); return hex.EncodeToString(x[:]) }
	html, err := os.ReadFile(filepath.Join(dir, "dist", "good.html"))
	if err != nil {
		t.Fatal(err)
	}
	want := h([]byte("tribunal/product/v1\n" + h(html) + "  ui://forecast/card\n"))
	sk, err := skeleton.LoadDir(mcpSkeleton, skeleton.Options{})
	if err != nil {
		t.Fatal(err)
	}
	a, err := newAttempt(context.Background(), r, sk, attemptFlags{attemptID: "a1"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if a.ProductHash != want {
		t.Errorf("product hash %s, want the resource's manifest %s", a.ProductHash, want)
	}
	rs, err := mcpRequest(t, "--skeleton", mcpSkeleton, "--mcp-app", serverTemplate, "--mcp-server", "./forecast-server", "--mcp-server-dir", dir)
	if err != nil {
		t.Fatal(err)
	}
	as, err := newAttempt(context.Background(), rs, sk, attemptFlags{attemptID: "a1"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if fh, _ := fileProductHash(dir); as.ProductHash != fh {
		t.Errorf("stdio product hash %s, want the directory's %s", as.ProductHash, fh)
	}
}
