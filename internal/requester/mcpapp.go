package requester

import (
	"fmt"
	"os"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// LoadMCPApp reads the request's mcp_app (docs/MCP-APPS.md §1) from the
// JSON file path, strictly, with the request decoder's rules. htmlPath,
// when set, is the app's single-file bundle: its bytes replace the
// object's "html", so that the object can stay a template (as
// testdata/mcp-app/app.json is) while the bundle is rebuilt. The result
// is what goes into request.opened.v1, HTML inline.
func LoadMCPApp(path, htmlPath string) (*events.MCPApp, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, cli.InputError{Err: fmt.Errorf("--mcp-app: %w", err)}
	}
	var app events.MCPApp
	if err := events.DecodeStrict(data, &app); err != nil {
		return nil, cli.InputError{Err: fmt.Errorf("--mcp-app: %s: %w", path, err)}
	}
	if htmlPath != "" {
		html, err := os.ReadFile(htmlPath)
		if err != nil {
			return nil, cli.InputError{Err: fmt.Errorf("--mcp-app-html: %w", err)}
		}
		app.HTML = string(html)
	}
	if err := app.Check(); err != nil {
		return nil, cli.InputError{Err: fmt.Errorf("--mcp-app: %s: %w", path, err)}
	}
	return &app, nil
}
