package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const (
	appTemplate = "../../testdata/mcp-app/app.json"
	mcpSkeleton = "../../testdata/mcp-app/skeleton"
)

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
