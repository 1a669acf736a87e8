package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/browser/browsertest"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost/testapp"
)

func mcpAppArgs(t *testing.T, variant, surfaces string) []string {
	t.Helper()
	app, err := testapp.Load("../../testdata/mcp-app", variant)
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(app)
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), "app.json")
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	h := strings.Repeat("a", 64)
	return []string{"unused", h, reqID, "att-1", prior, "mcp-app+file://" + filepath.ToSlash(p) + "?surfaces=" + surfaces, h, h, "r1", "1.0.0"}
}

func decodeMCPVerdict(t *testing.T, r result) *events.VisualVerdict {
	t.Helper()
	body, err := events.Decode(events.SchemaVisualVerdict, []byte(strings.TrimSuffix(r.stdout, "\n")))
	if err != nil {
		t.Fatalf("not a visual-verdict.v1: %v\n%s\n%s", err, r.stdout, r.stderr)
	}
	return body.(*events.VisualVerdict)
}

func TestRunMCPApp(t *testing.T) {
	browsertest.Need(t)
	r := runW2(t, "run", mcpAppArgs(t, "undeclared-fetch", "android")...)
	if r.code != 2 {
		t.Fatalf("exit %d, want 2\n%s", r.code, r.stderr)
	}
	v := decodeMCPVerdict(t, r)
	if len(v.Concerns) != 1 || v.Concerns[0].Code != "MCP_CSP" || len(v.ElementVerdicts) != 7 {
		t.Errorf("verdict %+v", v)
	}
	// Every check names its evidence: the JSON-RPC log and the tool
	// invocation record (the blobs serve publishes on tribunal.w2.blob).
	for _, ev := range v.ElementVerdicts {
		hs := strings.Fields(ev.Selector)
		if len(hs) != 2 || !events.IsHex64(hs[0]) || !events.IsHex64(hs[1]) || hs[0] == hs[1] {
			t.Errorf("%s: selector %q does not name the two evidence blobs", ev.Element, ev.Selector)
			continue
		}
		if ev.Element == "csp" && len(v.Concerns) == 1 && !strings.Contains(v.Concerns[0].Detail, hs[0]) {
			t.Errorf("concern %q does not name the log %s", v.Concerns[0].Detail, hs[0])
		}
	}
}

func TestRunMCPAppUnavailable(t *testing.T) {
	a := mcpAppArgs(t, "good", "web")
	a[5] = "mcp-app+file:///nonexistent/app.json"
	r := runW2(t, "run", a...)
	if r.code != 4 || decodeMCPVerdict(t, r).Error == "" {
		t.Errorf("exit %d, stdout %s", r.code, r.stdout)
	}
}
