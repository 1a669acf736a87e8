package requester

import (
	"context"
	"fmt"
	"net/url"
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
// none of them and MCPAppHTML is not for this mode. The file's
// server.app_calls (the app's own calls) stay.
//
// By default Prepare records the server's answers once (RecordCassette)
// and both witnesses replay them (cassette mode); MCPLive (--mcp-live)
// has each witness ask the server itself (live mode).

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
	case sp.MCPLive && !sp.serverMode():
		return invalid("--mcp-live needs --mcp-server or --mcp-server-url")
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
		app.Server, productURL = &events.MCPServer{Transport: events.MCPTransportHTTP, AppCalls: appCalls(app.Server)}, sp.MCPServerURL
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
		app.Server = &events.MCPServer{Transport: events.MCPTransportStdio, Command: argv, AppCalls: appCalls(app.Server)}
		productURL = "file://" + filepath.ToSlash(root)
	}
	if sp.MCPLive {
		app.Server.Mode = events.MCPModeLive
	}
	if err := app.Check(); err != nil {
		return nil, "", cli.InputError{Err: fmt.Errorf("--mcp-app: %s: %w", path, err)}
	}
	return &app, productURL, nil
}

// appCalls are the app's own calls the file declares (server.app_calls),
// which a recording makes; the rest of the file's server the flags
// replace.
func appCalls(s *events.MCPServer) []events.MCPAppCall {
	if s == nil {
		return nil
	}
	return s.AppCalls
}

// recordTimeout bounds recording a server: its start, and every answer.
const recordTimeout = 2 * time.Minute

// RecordCassette makes a server-mode request whose mode is not chosen
// (Spec.MCPLive not set) a cassette-mode one: it runs the server once —
// a stdio server in the same jail as a witness's (mcpserver.Record), a
// streamable-HTTP one reached at its URL — records the answers a host
// needs, and puts the cassette and its hash in the request, so that both
// witnesses replay the same answers (docs/MCP-APPS.md §8). Any other
// request is left as it is. A server that fails is a cli.InputError
// naming its flag; nothing is published.
func RecordCassette(ctx context.Context, r *events.RequestOpened) error {
	if r.MCPApp == nil || r.MCPApp.Server == nil || r.MCPApp.Server.Mode != "" {
		return nil
	}
	srv := r.MCPApp.Server
	target, flag := mcpserver.Target{URL: r.ProductURL}, "--mcp-server-url"
	if srv.Transport == events.MCPTransportStdio {
		dir, err := fileDir(r.ProductURL)
		if err != nil {
			return cli.InputError{Err: fmt.Errorf("--mcp-server-dir: %w", err)}
		}
		target, flag = mcpserver.Target{Dir: dir, Command: srv.Command}, "--mcp-server"
	}
	ctx, cancel := context.WithTimeout(ctx, recordTimeout)
	defer cancel()
	_, data, err := mcpserver.Record(ctx, target, mcpserver.Options{}, r.MCPApp)
	if err != nil {
		return cli.InputError{Err: fmt.Errorf("%s: %w (recording its answers; with --mcp-live each witness asks the server itself)", flag, err)}
	}
	srv.Mode, srv.CassetteGzip, srv.CassetteSHA256 = events.MCPModeCassette, events.EncodeCassette(data), events.CassetteHash(data)
	return nil
}

// fileDir is the directory of a file:// product URL.
func fileDir(u string) (string, error) {
	p, err := url.Parse(u)
	if err != nil || p.Scheme != "file" || p.Path == "" {
		return "", fmt.Errorf("%q is not a file:// directory", u)
	}
	return filepath.FromSlash(p.Path), nil
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
	target := mcpserver.Target{URL: url}
	if app.Server != nil && app.Server.EffectiveMode() == events.MCPModeCassette {
		// What the witnesses will mount: the recorded resource.
		file, err := app.Server.CassetteFile()
		if err != nil {
			return "", cli.InputError{Err: fmt.Errorf("mcp_app.server.cassette_gzip: %w", err)}
		}
		c, err := mcpserver.ParseCassette(file)
		if err != nil {
			return "", cli.InputError{Err: fmt.Errorf("mcp_app.server.cassette_gzip: %w", err)}
		}
		target = mcpserver.Target{Cassette: c, CassetteSHA256: app.Server.CassetteSHA256}
	}
	s, err := mcpserver.Open(ctx, target, mcpserver.Options{})
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
