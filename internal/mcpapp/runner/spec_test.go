package runner_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost/testapp"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/runner"
)

func TestParseAppURL(t *testing.T) {
	all := []string{"web", "android", "ios"}
	tests := []struct {
		in       string
		ok, bad  bool
		path     string
		surfaces []string
		server   string
	}{
		{"http://127.0.0.1/site/", false, false, "", nil, ""},
		{"file:///tmp/app.json", false, false, "", nil, ""},
		{"mcp-app+file:///tmp/app.json", true, false, "/tmp/app.json", all, ""},
		{"mcp-app+file:///tmp/app.json?surfaces=web", true, false, "/tmp/app.json", []string{"web"}, ""},
		{"mcp-app+file:///tmp/app.json?surfaces=ios,web", true, false, "/tmp/app.json", []string{"ios", "web"}, ""},
		{"mcp-app+file:///tmp/app.json?surfaces=web&server=file:///srv/forecast", true, false, "/tmp/app.json", []string{"web"}, "file:///srv/forecast"},
		{"mcp-app+file:///tmp/app.json?server=http://127.0.0.1:8931/mcp", true, false, "/tmp/app.json", all, "http://127.0.0.1:8931/mcp"},
		{"mcp-app+file:///tmp/app.json?server=relative/dir", true, true, "", nil, ""},
		{"mcp-app+file:///tmp/app.json?surfaces=tv", true, true, "", nil, ""},
		{"mcp-app+file:///tmp/app.json?surfaces=web,web", true, true, "", nil, ""},
		{"mcp-app+file://host/tmp/app.json", true, true, "", nil, ""},
		{"mcp-app+file:app.json", true, true, "", nil, ""},
	}
	for _, tt := range tests {
		u, ok, err := runner.ParseAppURL(tt.in)
		if ok != tt.ok || (err != nil) != tt.bad || u.Path != tt.path || !slices.Equal(u.Surfaces, tt.surfaces) || u.Server != tt.server {
			t.Errorf("ParseAppURL(%q) = %+v %v %v", tt.in, u, ok, err)
		}
	}
}

func TestLoadApp(t *testing.T) {
	app, err := testapp.Load(appDir, "good")
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(app)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	good := filepath.Join(dir, "app.json")
	if err := os.WriteFile(good, b, 0o644); err != nil {
		t.Fatal(err)
	}
	if got, err := runner.LoadApp(good); err != nil || got.HTML != app.HTML {
		t.Fatalf("LoadApp: %v", err)
	}
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(strings.Replace(string(b), `"https://api.forecast.example"`, `"https://x; script-src *"`, 1)), 0o644)
	if _, err := runner.LoadApp(bad); err == nil || !strings.Contains(err.Error(), "csp.connectDomains[0]") {
		t.Errorf("LoadApp accepted a smuggled directive: %v", err)
	}
}

// FuzzParseAppURL: run mode's BUILT_PRODUCT_URL for an MCP App. It never
// panics; it claims exactly the mcp-app+file: URLs; an error wraps
// ErrAppURL in one line; a parsed URL has an absolute path, one to three
// distinct surfaces, and a server location that is a product URL or none.
func FuzzParseAppURL(f *testing.F) {
	for _, s := range []string{
		"mcp-app+file:///tmp/app.json",
		"mcp-app+file:///tmp/app.json?surfaces=web,ios",
		"mcp-app+file:///tmp/app.json?server=file:///srv/forecast",
		"mcp-app+file:///tmp/app.json?surfaces=android&server=http://127.0.0.1:8931/mcp",
		"mcp-app+file:///tmp/app.json?server=javascript:alert(1)",
		"mcp-app+file://host/app.json", "mcp-app+file:relative.json", "mcp-app+file:///a?surfaces=web,web",
		"file:///tmp/page.html", "mcp-app+file:///%zz",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, ok, err := runner.ParseAppURL(s)
		if ok != strings.HasPrefix(s, runner.AppScheme+":") {
			t.Fatalf("ok %v for %q", ok, s)
		}
		if err != nil {
			if !ok || !errors.Is(err, runner.ErrAppURL) || strings.ContainsAny(err.Error(), "\n\r") {
				t.Fatalf("error %q (ok %v)", err, ok)
			}
			return
		}
		if !ok {
			return
		}
		if !strings.HasPrefix(u.Path, "/") || len(u.Surfaces) == 0 || len(u.Surfaces) > 3 {
			t.Fatalf("parsed %+v", u)
		}
		for i, sf := range u.Surfaces {
			if !slices.Contains([]string{events.SurfaceWeb, events.SurfaceAndroid, events.SurfaceIOS}, sf) || slices.Index(u.Surfaces, sf) != i {
				t.Fatalf("surfaces %q", u.Surfaces)
			}
		}
		if u.Server != "" && events.CheckProductURL(u.Server) != nil {
			t.Fatalf("server %q", u.Server)
		}
	})
}
