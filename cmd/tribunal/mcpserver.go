package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpserver"
)

// mcpServerFlags check an MCP App against its real MCP server (server
// mode, docs/MCP-APPS.md §8) instead of a scripted tool table: with
// --mcp-app FILE for the tool to call and what to look for, and one of
//
//	--mcp-server 'CMD ARGS…' [--mcp-server-dir DIR]   a stdio server the
//	    witnesses start in DIR (default: the current directory), which
//	    becomes the request's product_url and must be a product root the
//	    witnesses run MCP servers from (witness-w? serve --mcp-server-root);
//	    CMD is a path inside DIR, the line split like a shell's words
//	    (quotes, backslashes; nothing expanded, no PATH lookup)
//	--mcp-server-url URL                              a streamable-HTTP
//	    server already running there (a product host the witnesses allow)
//
// Either sets mcp_app.server (replacing one the file names); the server
// declares the resource, its CSP and the tool's result, so the file holds
// none of them and --mcp-app-html is not for this mode.
type mcpServerFlags struct {
	command string
	dir     string
	url     string
}

func (f *mcpServerFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.command, "mcp-server", "", "with --mcp-app: check the app against its stdio MCP server, started by the witnesses as this `command line` (docs/MCP-APPS.md)")
	fs.StringVar(&f.dir, "mcp-server-dir", "", "with --mcp-server: the product root `directory` the server runs in (default: the current directory)")
	fs.StringVar(&f.url, "mcp-server-url", "", "with --mcp-app: check the app against the streamable-HTTP MCP server at this `URL`")
}

func (f *mcpServerFlags) set() bool { return f.command != "" || f.url != "" }

// check refuses flag combinations that mean nothing.
func (f *mcpServerFlags) check(o *openFlags) error {
	switch {
	case f.command != "" && f.url != "":
		return fmt.Errorf("give --mcp-server or --mcp-server-url, not both")
	case f.dir != "" && f.command == "":
		return fmt.Errorf("--mcp-server-dir needs --mcp-server")
	case f.set() && o.mcpApp == "":
		return fmt.Errorf("--mcp-server and --mcp-server-url need --mcp-app FILE (the tool to call)")
	case f.set() && o.mcpAppHTML != "":
		return fmt.Errorf("--mcp-app-html is for a scripted app: the MCP server declares the resource")
	}
	return nil
}

// serverApp reads the --mcp-app template and points it at the server:
// the app with mcp_app.server, and the request's product_url. A stdio
// command that is not an executable file inside its directory is bad
// input here already (a witness would refuse it).
func (f *mcpServerFlags) serverApp(path string) (*events.MCPApp, string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, "", inputError{Err: fmt.Errorf("--mcp-app: %w", err)}
	}
	var app events.MCPApp
	if err := events.DecodeStrict(data, &app); err != nil {
		return nil, "", inputError{Err: fmt.Errorf("--mcp-app: %s: %w", path, err)}
	}
	var productURL string
	if f.url != "" {
		if err := events.CheckProductURL(f.url); err != nil || !strings.HasPrefix(f.url, "http") {
			return nil, "", usageError{Msg: fmt.Sprintf("--mcp-server-url: %q is not an http(s) URL", f.url)}
		}
		app.Server, productURL = &events.MCPServer{Transport: events.MCPTransportHTTP}, f.url
	} else {
		argv, err := mcpserver.SplitCommand(f.command)
		if err != nil {
			return nil, "", usageError{Msg: "--mcp-server: " + err.Error()}
		}
		dir := f.dir
		if dir == "" {
			dir = "."
		}
		if dir, err = filepath.Abs(dir); err != nil {
			return nil, "", inputError{Err: fmt.Errorf("--mcp-server-dir: %w", err)}
		}
		root, _, err := mcpserver.ResolveCommand(dir, argv)
		if err != nil {
			return nil, "", inputError{Err: fmt.Errorf("--mcp-server: %w", err)}
		}
		app.Server = &events.MCPServer{Transport: events.MCPTransportStdio, Command: argv}
		productURL = "file://" + filepath.ToSlash(root)
	}
	if err := app.Check(); err != nil {
		return nil, "", inputError{Err: fmt.Errorf("--mcp-app: %s: %w", path, err)}
	}
	return &app, productURL, nil
}

// mcpServerProductHash is the product hash of a streamable-HTTP server's
// app: the requester asks the server as the witnesses will (tools/list,
// resources/read, tools/call) and hashes the resource it declares, as for
// a scripted app (mcpAppProductHash). A stdio server's product is its
// directory, hashed like any file:// product. A server that does not
// answer is bad input: nothing is published.
func mcpServerProductHash(ctx context.Context, url string, app *events.MCPApp) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	s, err := mcpserver.Open(ctx, mcpserver.Target{URL: url}, mcpserver.Options{})
	if err != nil {
		return "", inputError{Err: fmt.Errorf("--mcp-server-url: %w", err)}
	}
	defer s.Close()
	res, err := s.Resolve(ctx, app)
	if err != nil {
		return "", inputError{Err: fmt.Errorf("--mcp-server-url: %w", err)}
	}
	return mcpAppProductHash(res.App), nil
}
