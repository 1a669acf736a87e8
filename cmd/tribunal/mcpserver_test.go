package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver/mcpservertest"
)

func TestMain(m *testing.M) {
	code := m.Run()
	mcpservertest.Cleanup()
	os.Exit(code)
}

const (
	serverTemplate = "../../testdata/mcp-server/app.json"
	appBundle      = "../../testdata/mcp-app/dist/good.html"
)

func serverProduct(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := mcpservertest.Product(dir); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestMCPServerBadInput: flag combinations that mean nothing are usage
// errors (64); a command that is not a file in its directory, a server
// URL nothing answers at, or a server that fails while it is recorded, is
// bad input (2) — one line each, nothing published.
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
		{[]string{"--mcp-app", serverTemplate, "--mcp-live"}, 64, "--mcp-live needs --mcp-server"},
		{[]string{"--mcp-app", serverTemplate, "--mcp-server", "./forecast-server --variant crash", "--mcp-server-dir", dir}, 2, "--mcp-server: mcp server: initialize"},
		{[]string{"--mcp-app", serverTemplate, "--mcp-live", "--mcp-server-url", "http://127.0.0.1:1/mcp"}, 2, "--mcp-server-url: mcp server: initialize"},
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
