package witness

import (
	"context"
	"flag"
	"fmt"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver"
)

// CheckMCPServer is the operator's rule for running a request's stdio MCP
// server (docs/MCP-APPS.md, "The stdio sandbox"): rendering a product
// root's pages is one thing, running its programs another, so a witness
// runs a stdio server only when its product root (productURL, which
// ProductRoots.Check has already allowed) is below one of the
// --mcp-server-root directories. It returns "" when the server may run,
// else the reason, starting with events.ProductRootNotAllowed (the ledger
// FAILs the request). Scripted MCP Apps, streamable-HTTP servers
// (reached, not run: the product-host rule decides) and cassette-mode
// requests (the recorded answers are replayed; nothing runs) need nothing
// here.
func (p *ProductRoots) CheckMCPServer(app *events.MCPApp, productURL string) string {
	if app == nil || app.Server == nil || app.Server.Transport != events.MCPTransportStdio ||
		app.Server.EffectiveMode() == events.MCPModeCassette {
		return "" // nothing runs: a cassette is replayed
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

// MCPSandboxFlags are the operator's flags for how stdio MCP servers run
// (docs/MCP-APPS.md, "The stdio sandbox"): in the jail, or explicitly
// contained only; and which roots' servers share the host's network.
type MCPSandboxFlags struct {
	Mode    string
	Network cli.Strings
}

// Register adds --mcp-sandbox and --mcp-server-network to fs.
func (f *MCPSandboxFlags) Register(fs *flag.FlagSet) {
	fs.StringVar(&f.Mode, "mcp-sandbox", string(mcpserver.ModeJail), "how stdio MCP servers run (`MODE`): jail (namespaces; where the host cannot build it they do not run) or containment (no namespaces, as the witness's user: for a host without bubblewrap; docs/MCP-APPS.md)")
	fs.Var(&f.Network, "mcp-server-network", "stdio MCP servers below this `directory` share the host's whole network, loopback included (repeatable; default: none has a network)")
}

// Sandbox is the policy the flags name. When the witness may run stdio
// servers (runs) in the jail, the jail is built once here: a host that
// cannot build it is refused at start with the reason (ErrNoJail), not at
// each request. A bad mode is a cli.UsageError.
func (f *MCPSandboxFlags) Sandbox(fs *flag.FlagSet, runs bool) (mcpserver.Sandbox, error) {
	mode, err := mcpserver.ParseSandboxMode(f.Mode)
	if err != nil {
		return mcpserver.Sandbox{}, cli.UsageFor(fs, "serve: --mcp-sandbox: "+err.Error())
	}
	net, err := browser.NewFileRoots(f.Network...)
	if err != nil {
		return mcpserver.Sandbox{}, cli.InputError{Err: fmt.Errorf("serve: --mcp-server-network: %w", err)}
	}
	sb := mcpserver.Sandbox{Mode: mode, NetworkRoots: net.Dirs()}
	if runs && mode == mcpserver.ModeJail {
		if err := mcpserver.CheckJail(context.Background()); err != nil {
			return mcpserver.Sandbox{}, cli.InputError{Err: fmt.Errorf("serve: --mcp-server-root: %w (--mcp-sandbox=containment runs stdio servers without it)", err)}
		}
	}
	return sb, nil
}
