package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost/testapp"
)

// mcpAppURL writes the test app's variant as an mcp_app file and returns
// its mcp-app+file URL for surfaces.
func mcpAppURL(t *testing.T, variant, surfaces string) string {
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
	return "mcp-app+file://" + filepath.ToSlash(p) + "?surfaces=" + surfaces
}

func TestRunMCPApp(t *testing.T) {
	needBrowser(t)
	args := runArgs(t, "pass", passHash)
	args[5] = mcpAppURL(t, "forgets-state", "web")
	rep, _ := runJSON(t, 2, args...)
	if len(rep.Screenshots) != 4 || len(rep.Deviations) != 1 || rep.Deviations[0].ID != "mcp_resize_state" {
		t.Errorf("report %+v", rep)
	}
	args[5] = mcpAppURL(t, "good", "ios")
	if rep, _ = runJSON(t, 0, args...); len(rep.Screenshots) != 4 || rep.Screenshots[0].Surface != "ios" {
		t.Errorf("report %+v", rep)
	}
}

func TestRunMCPAppUnavailable(t *testing.T) {
	args := runArgs(t, "pass", passHash)
	for _, u := range []string{"mcp-app+file:///nonexistent/app.json", "mcp-app+file:///x.json?surfaces=tv", "mcp-app+file:relative.json"} {
		args[5] = u
		if rep, _ := runJSON(t, 4, args...); rep.Error == "" {
			t.Errorf("%s: no error in %+v", u, rep)
		}
	}
}
