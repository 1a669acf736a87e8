package witness

import (
	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// CheckMCPServer is the operator's rule for running a request's stdio MCP
// server (docs/MCP-APPS.md, "The stdio sandbox"): rendering a product
// root's pages is one thing, running its programs another, so a witness
// runs a stdio server only when its product root (productURL, which
// ProductRoots.Check has already allowed) is below one of the
// --mcp-server-root directories. It returns "" when the server may run,
// else the reason, starting with events.ProductRootNotAllowed (the ledger
// FAILs the request). Scripted MCP Apps and streamable-HTTP servers
// (reached, not run: the product-host rule decides) need nothing here.
func (p *ProductRoots) CheckMCPServer(app *events.MCPApp, productURL string) string {
	if app == nil || app.Server == nil || app.Server.Transport != events.MCPTransportStdio {
		return ""
	}
	path, err := browser.FilePath(productURL)
	if err != nil {
		return events.ProductRootNotAllowed + ": " + err.Error()
	}
	if p == nil || !p.MCPServers.Contains(path) {
		return events.ProductRootNotAllowed + ": " + path + " is not below a directory this witness runs stdio MCP servers from (witness-w? serve --mcp-server-root)"
	}
	return ""
}
