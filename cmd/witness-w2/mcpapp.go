package main

import (
	"context"
	"log/slog"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpcheck"
	mcprunner "github.com/tribunal-dev/tribunal/internal/mcpcheck/runner"
	"github.com/tribunal-dev/tribunal/internal/measure"
)

// verifyMCPApp is `run` when BUILT_PRODUCT_URL is mcp-app+file:///app.json
// (docs/MCP-APPS.md): W2 mounts the app in the test host on each surface
// and lints the raw JSON-RPC log, the tool invocations and the bundle. The
// verdict has one element verdict per check (screen = the resource URI,
// element = the criterion, breakpoint = the surface) and a blocker concern
// per failed check. The skeleton arguments are echoed, not read.
func verifyMCPApp(ctx context.Context, pos []string, path string, surfaces []string, urlErr error, log *slog.Logger) *events.VisualVerdict {
	t := tupleOf(pos)
	if urlErr != nil {
		return measure.Unavailable(t, urlErr)
	}
	app, err := mcprunner.LoadApp(path)
	if err != nil {
		return measure.Unavailable(t, err)
	}
	b := testBrowser
	if b == nil {
		if b, err = browser.New(browser.Options{Logger: log}); err != nil {
			return measure.Unavailable(t, err)
		}
		defer b.Close()
	}
	checks, _, err := mcprunner.Witness(ctx, b, app, surfaces, mcpcheck.W2)
	if err != nil {
		return measure.Unavailable(t, err)
	}
	return mcprunner.VisualVerdict(t, app, checks)
}
