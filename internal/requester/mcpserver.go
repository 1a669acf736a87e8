package requester

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver"
)

// Server mode (docs/MCP-APPS.md §8) checks an MCP App against its real
// MCP server instead of a scripted tool table: Spec.MCPApp names the tool
// to call and what to look for, and one of
//
//	MCPServer 'CMD ARGS…' [MCPServerDir DIR]   a stdio server the
//	    witnesses start in DIR (default: the current directory), which
//	    becomes the request's product_url and must be a product root the
//	    witnesses run MCP servers from (witness-w? serve --mcp-server-root);
//	    CMD is a path inside DIR, the line split like a shell's words
//	    (quotes, backslashes; nothing expanded, no PATH lookup)
//	MCPServerURL URL                           a streamable-HTTP server
//	    already running there (a product host the witnesses allow)
//
// Either sets mcp_app.server (replacing one the file names); the server
// declares the resource, its CSP and the tool's result, so the file holds
// none of them and MCPAppHTML is not for this mode.

// serverMode reports whether sp checks the app against its real server.
func (sp *Spec) serverMode() bool { return sp.MCPServer != "" || sp.MCPServerURL != "" }

// checkServer refuses server-mode combinations that mean nothing; it
// reads nothing.
func (sp *Spec) checkServer() error {
	switch {
	case sp.MCPServer != "" && sp.MCPServerURL != "":
		return invalid("give --mcp-server or --mcp-server-url, not both")
	case sp.MCPServerDir != "" && sp.MCPServer == "":
		return invalid("--mcp-server-dir needs --mcp-server")
	case sp.serverMode() && sp.MCPApp == "":
		return invalid("--mcp-server and --mcp-server-url need --mcp-app FILE (the tool to call)")
	case sp.serverMode() && sp.MCPAppHTML != "":
		return invalid("--mcp-app-html is for a scripted app: the MCP server declares the resource")
	}
	return nil
}

// loadServerApp reads the MCPApp template and points it at the server:
// the app with mcp_app.server, and the request's product_url. A stdio
// command that is not an executable file inside its directory is bad
// input here already (a witness would refuse it).
func (sp *Spec) loadServerApp() (*events.MCPApp, string, error) {
	path := sp.MCPApp
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, "", cli.InputError{Err: fmt.Errorf("--mcp-app: %w", err)}
	}
	var app events.MCPApp
	if err := events.DecodeStrict(data, &app); err != nil {
		return nil, "", cli.InputError{Err: fmt.Errorf("--mcp-app: %s: %w", path, err)}
	}
	var productURL string
	if sp.MCPServerURL != "" {
		if err := events.CheckProductURL(sp.MCPServerURL); err != nil || !strings.HasPrefix(sp.MCPServerURL, "http") {
			return nil, "", invalid(fmt.Sprintf("--mcp-server-url: %q is not an http(s) URL", sp.MCPServerURL))
		}
		app.Server, productURL = &events.MCPServer{Transport: events.MCPTransportHTTP}, sp.MCPServerURL
	} else {
		argv, err := mcpserver.SplitCommand(sp.MCPServer)
		if err != nil {
			return nil, "", invalid("--mcp-server: " + err.Error())
		}
		dir := sp.MCPServerDir
		if dir == "" {
			dir = "."
		}
		if dir, err = filepath.Abs(dir); err != nil {
			return nil, "", cli.InputError{Err: fmt.Errorf("--mcp-server-dir: %w", err)}
		}
		root, _, err := mcpserver.ResolveCommand(dir, argv)
		if err != nil {
			return nil, "", cli.InputError{Err: fmt.Errorf("--mcp-server: %w", err)}
		}
		app.Server = &events.MCPServer{Transport: events.MCPTransportStdio, Command: argv}
		productURL = "file://" + filepath.ToSlash(root)
	}
	if err := app.Check(); err != nil {
		return nil, "", cli.InputError{Err: fmt.Errorf("--mcp-app: %s: %w", path, err)}
	}
	return &app, productURL, nil
}

// httpServer reports whether r checks its app against a streamable-HTTP
// MCP server (whose product hash is MCPServerProductHash).
func httpServer(r *events.RequestOpened) bool {
	return r.MCPApp != nil && r.MCPApp.Server != nil && r.MCPApp.Server.Transport == events.MCPTransportHTTP
}

// serverHashTimeout bounds asking a server for its resource.
const serverHashTimeout = time.Minute

// MCPServerProductHash is the product hash of a streamable-HTTP server's
// app at url: the requester asks the server as the witnesses will
// (tools/list, resources/read, tools/call) and hashes the resource it
// declares, as for a scripted app (MCPAppProductHash). A stdio server's
// product is its directory, hashed like any file:// product
// (ProductHash). A server that does not answer is a cli.InputError.
func MCPServerProductHash(ctx context.Context, url string, app *events.MCPApp) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, serverHashTimeout)
	defer cancel()
	s, err := mcpserver.Open(ctx, mcpserver.Target{URL: url}, mcpserver.Options{})
	if err != nil {
		return "", cli.InputError{Err: fmt.Errorf("--mcp-server-url: %w", err)}
	}
	defer s.Close()
	res, err := s.Resolve(ctx, app)
	if err != nil {
		return "", cli.InputError{Err: fmt.Errorf("--mcp-server-url: %w", err)}
	}
	return MCPAppProductHash(res.App), nil
}
