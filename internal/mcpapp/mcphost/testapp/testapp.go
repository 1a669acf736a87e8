// Package testapp loads Tribunal's MCP test app (testdata/mcp-app: a real
// ext-apps app bundled to one HTML file per variant) as the mcp_app of a
// request, for tests, demos and the docs' commands.
package testapp

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// Variant is the good app or one broken copy of it.
type Variant struct {
	Name string
	// Bundle is the dist/ file the HTML comes from.
	Bundle string
	// Breaks is the criterion (mcpcheck name) that this variant must fail;
	// "" for the good app.
	Breaks string
	// edit changes the request, for variants that break the scripted MCP
	// server's side rather than the app.
	edit func(*events.MCPApp)
}

// Variants lists the good app first, then each broken variant.
var Variants = []Variant{
	{Name: "good", Bundle: "good"},
	{Name: "never-initializes", Bundle: "never-initializes", Breaks: "mount"},
	{Name: "relative-script", Bundle: "relative-script", Breaks: "bundle"},
	{Name: "undeclared-fetch", Bundle: "undeclared-fetch", Breaks: "csp"},
	{Name: "forgets-state", Bundle: "forgets-state", Breaks: "resize_state"},
	{Name: "no-text-content", Bundle: "good", Breaks: "text", edit: func(a *events.MCPApp) {
		a.Tool.Result.Content = []events.MCPContent{}
	}},
}

// Load reads dir/app.json (an mcp_app object without its html) and fills
// in the HTML of the named variant's bundle. The result passes the
// request decoder's rules.
func Load(dir, variant string) (*events.MCPApp, error) {
	var v *Variant
	for i := range Variants {
		if Variants[i].Name == variant {
			v = &Variants[i]
		}
	}
	if v == nil {
		return nil, fmt.Errorf("testapp: unknown variant %q", variant)
	}
	spec, err := os.ReadFile(filepath.Join(dir, "app.json"))
	if err != nil {
		return nil, fmt.Errorf("testapp: %w", err)
	}
	var app events.MCPApp
	if err := events.DecodeStrict(spec, &app); err != nil {
		return nil, fmt.Errorf("testapp: app.json: %w", err)
	}
	html, err := os.ReadFile(filepath.Join(dir, "dist", v.Bundle+".html"))
	if err != nil {
		return nil, fmt.Errorf("testapp: %w", err)
	}
	app.HTML = string(html)
	if v.edit != nil {
		v.edit(&app)
	}
	return &app, nil
}
