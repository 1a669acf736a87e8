package runner

import (
	"errors"
	"fmt"
	"net/url"
	"os"
	"slices"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver"
)

// AppScheme is the BUILT_PRODUCT_URL scheme that makes `witness-w? run`
// check an MCP App instead of a page: mcp-app+file:///abs/app.json, with an
// optional ?surfaces=web,android,ios (default: all three) and, for an app
// whose mcp_app names a server, ?server=URL: where the server is (the
// file:// directory a stdio server runs in, or a streamable-HTTP URL).
const AppScheme = "mcp-app+file"

// ErrAppURL wraps every error about an mcp-app+file URL or its file.
var ErrAppURL = errors.New("mcp-app")

// AppURL is a parsed mcp-app+file URL.
type AppURL struct {
	// Path is the mcp_app file.
	Path     string
	Surfaces []string
	// Server is the ?server= URL ("" when absent).
	Server string
}

// ParseAppURL reports whether u names an MCP App (ok), and if so the file,
// the surfaces and the server's location.
func ParseAppURL(u string) (app AppURL, ok bool, err error) {
	if !strings.HasPrefix(u, AppScheme+":") {
		return AppURL{}, false, nil
	}
	p, err := url.Parse(u)
	if err != nil {
		return AppURL{}, true, fmt.Errorf("%w: %w", ErrAppURL, err)
	}
	if p.Host != "" || !strings.HasPrefix(p.Path, "/") {
		return AppURL{}, true, fmt.Errorf("%w: %q: want %s:///absolute/path.json", ErrAppURL, u, AppScheme)
	}
	surfaces := []string{events.SurfaceWeb, events.SurfaceAndroid, events.SurfaceIOS}
	q := p.Query()
	if s := q.Get("surfaces"); s != "" {
		surfaces = strings.Split(s, ",")
		for i, sf := range surfaces {
			if !slices.Contains([]string{events.SurfaceWeb, events.SurfaceAndroid, events.SurfaceIOS}, sf) || slices.Index(surfaces, sf) != i {
				return AppURL{}, true, fmt.Errorf("%w: surfaces: %q is not web, android or ios, once each", ErrAppURL, sf)
			}
		}
	}
	server := q.Get("server")
	if server != "" {
		if err := events.CheckProductURL(server); err != nil {
			return AppURL{}, true, fmt.Errorf("%w: server: %w", ErrAppURL, err)
		}
	}
	return AppURL{Path: p.Path, Surfaces: surfaces, Server: server}, true, nil
}

// LoadSpec reads the app of u (LoadApp) and makes the run's Spec: an app
// that names a server needs ?server=, of the kind its transport reaches;
// one that does not, none.
func LoadSpec(u AppURL) (Spec, error) {
	app, err := LoadApp(u.Path)
	if err != nil {
		return Spec{}, err
	}
	if (app.Server != nil) != (u.Server != "") {
		return Spec{}, fmt.Errorf("%w: %s: ?server= is for an mcp_app that names a server, and such an app needs it", ErrAppURL, u.Path)
	}
	srv, err := ServerOf(app, u.Server)
	if err != nil {
		return Spec{}, err
	}
	return Spec{App: app, Surfaces: u.Surfaces, Server: srv}, nil
}

// Reason is the AUDIT_UNAVAILABLE reason of a failed run: a stdio command
// that is not a file inside its product root is PRODUCT_ROOT_NOT_ALLOWED
// (the ledger FAILs such a request, as for a product outside the roots);
// anything else (a server that hung, crashed, spoke bad JSON-RPC; no
// browser) is its error.
func Reason(err error) string {
	if errors.Is(err, mcpserver.ErrRefused) {
		return events.ProductRootNotAllowed + ": " + err.Error()
	}
	return err.Error()
}

// LoadApp reads one mcp_app object from path, strictly, with the request
// decoder's rules.
func LoadApp(path string) (*events.MCPApp, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrAppURL, err)
	}
	var app events.MCPApp
	if err := events.DecodeStrict(b, &app); err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrAppURL, path, err)
	}
	if err := app.Check(); err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrAppURL, path, err)
	}
	return &app, nil
}

// Spec is one witness's MCP App job.
type Spec struct {
	App      *events.MCPApp
	Surfaces []string
	// Server is the real MCP server in server mode; nil for scripted.
	Server *Server
}

// ServerOf is the real MCP server of a request's app at productURL (its
// product_url, or the attempt's): nil for a scripted app.
func ServerOf(app *events.MCPApp, productURL string) (*Server, error) {
	if app == nil || app.Server == nil {
		return nil, nil
	}
	if app.Server.EffectiveMode() == events.MCPModeCassette {
		return cassetteServer(app.Server)
	}
	switch app.Server.Transport {
	case events.MCPTransportStdio:
		dir, err := browser.FilePath(productURL)
		if err != nil {
			return nil, fmt.Errorf("%w: the stdio server's product root: %w", ErrAppURL, err)
		}
		return &Server{Target: mcpserver.Target{Dir: dir, Command: app.Server.Command}}, nil
	case events.MCPTransportHTTP:
		if !strings.HasPrefix(productURL, "http://") && !strings.HasPrefix(productURL, "https://") {
			return nil, fmt.Errorf("%w: %q is not the server's http(s) URL", ErrAppURL, productURL)
		}
		return &Server{Target: mcpserver.Target{URL: productURL}}, nil
	}
	return nil, fmt.Errorf("%w: unknown MCP transport %q", ErrAppURL, app.Server.Transport)
}

// cassetteServer is the server of a cassette-mode request: its recorded
// answers, replayed; nothing is started or reached. A cassette that is not
// the one the request pins (its hash), or that does not parse, is refused.
func cassetteServer(s *events.MCPServer) (*Server, error) {
	file, err := s.CassetteFile()
	if err != nil {
		return nil, fmt.Errorf("%w: %w: %w", ErrAppURL, mcpserver.ErrCassette, err)
	}
	if got := events.CassetteHash(file); got != s.CassetteSHA256 {
		return nil, fmt.Errorf("%w: %w: the cassette's hash is %s, the request pins %s: it was altered", ErrAppURL, mcpserver.ErrCassette, got, s.CassetteSHA256)
	}
	c, err := mcpserver.ParseCassette(file)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrAppURL, err)
	}
	return &Server{Target: mcpserver.Target{Cassette: c, CassetteSHA256: s.CassetteSHA256}}, nil
}
