// Package runner mounts an MCP App in the test host (internal/mcpapp/mcphost) on
// each required surface and makes both witnesses' checks: W1's from the
// screenshots (w1/mcppixel), W2's from the log and the bundle
// (w2/mcpprotocol). The app is the request's (scripted mode) or, in
// server mode, what the real MCP server declares (internal/mcpapp/mcpserver):
// each mount then opens its own session with the server, reads the
// resource, calls the tool and relays the app's own calls to it. The
// witnesses call Witness each in their own process; Surface and
// ServerSurface run one mount for both, for tests and local checks.
package runner

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver"
	"github.com/tribunal-dev/tribunal/internal/w1/mcppixel"
	"github.com/tribunal-dev/tribunal/internal/w2/mcpprotocol"
)

// Report is the outcome on one surface.
type Report struct {
	Surface string            `json:"surface"`
	Results []mcpcheck.Result `json:"results"`
	// Blobs: the screenshots (W1), the raw JSON-RPC log and the tool
	// invocation record (W2). Their bytes are for the ledger's blob store.
	Blobs      []mcpcheck.Blob        `json:"blobs"`
	Invocation mcpprotocol.Invocation `json:"invocation"`
	// Transcript, in server mode, hashes what the server answered.
	Transcript *events.MCPServerTranscript `json:"transcript,omitempty"`
}

// Failed returns the criteria that failed.
func (r *Report) Failed() []string { return mcpcheck.Failed(r.Results) }

// Server is the real MCP server of a server-mode check.
type Server struct {
	Target  mcpserver.Target
	Options mcpserver.Options
}

func driver(s *mcphost.Session) mcppixel.Driver {
	return func(ctx context.Context, open func(context.Context, string) error, at func(context.Context, string) error) (map[string]bool, error) {
		p, err := s.Drive(ctx, open, at)
		return p.Reached, err
	}
}

func region(app *events.MCPApp) mcppixel.Region {
	r := app.HydratedRegion
	return mcppixel.Region{X: r.X, Y: r.Y, Width: r.Width, Height: r.Height}
}

// mount is one surface's mount in either mode.
type mount struct {
	shots   *mcppixel.Shots
	session *mcphost.Session
	// app is the app as mounted: the request's, or with the server's
	// resource and result filled in.
	app *events.MCPApp
	// log is the session's log; in server mode with the server leg
	// merged in (by the time the Go side stored each record).
	log        []mcphost.Entry
	transcript *events.MCPServerTranscript
	// blocked is what the mounted pages tried to reach past the session's
	// origins (browser.Tab.Blocked).
	blocked []string
}

// mountOn runs one session on a pixel-only tab: with the request's app
// (srv nil), or with what srv's server declares. A server that fails at
// any point — before the mount, or while the app calls it — is the error
// (mcpserver.ErrServer): the mount's evidence would rest on a broken
// server.
func mountOn(ctx context.Context, br *browser.Browser, h *mcphost.Host, app *events.MCPApp, srv *Server, surface string) (*mount, error) {
	sf, ok := browser.SurfaceNamed(surface)
	if !ok {
		return nil, fmt.Errorf("runner: unknown surface %q", surface)
	}
	m := &mount{app: app}
	var up *mcpserver.Server
	var s *mcphost.Session
	var err error
	if srv == nil {
		s, err = h.NewSession(app, surface)
	} else {
		if up, err = mcpserver.Open(ctx, srv.Target, srv.Options); err != nil {
			return nil, err
		}
		defer up.Close()
		var res *mcpserver.App
		if res, err = up.Resolve(ctx, app); err != nil {
			return nil, err
		}
		m.app = res.App
		s, err = h.NewServerSession(res.App, surface, res.Result, up)
	}
	if err != nil {
		return nil, err
	}
	tab, err := br.NewTab(ctx, browser.PixelOnly())
	if err != nil {
		return nil, err
	}
	defer tab.Close()
	// The host's origins and the app's declared ones; nothing else.
	if err := tab.Allow(s.Origins()...); err != nil {
		return nil, err
	}
	if m.shots, err = mcppixel.Capture(ctx, tab, sf, driver(s)); err != nil {
		return nil, err
	}
	m.blocked = tab.Blocked()
	m.session, m.log = s, s.Log()
	if up != nil {
		if err := up.Close(); err != nil {
			return nil, err
		}
		tr := up.Transcript(surface)
		m.transcript = &tr
		m.log = mcphost.MergeLog(m.log, up.Log())
	}
	return m, nil
}

// w2 makes W2's checks of one mount, with the log and invocation record
// they rest on.
func (m *mount) w2(surface string) ([]mcpcheck.Check, []mcpcheck.Blob, mcpprotocol.Invocation) {
	logBlob := mcpcheck.NewBlob("jsonrpc-log", "application/jsonl", surface, "", mcphost.LogJSONL(m.log))
	inv := mcpprotocol.Invocations(m.app, m.log)
	inv.Server = m.transcript
	invJSON, err := json.Marshal(inv)
	if err != nil {
		panic(err) // an Invocation always encodes
	}
	invBlob := mcpcheck.NewBlob("tool-invocation", "application/json", surface, "", invJSON)
	checks := mcpprotocol.Lint(mcpprotocol.Input{
		Surface: surface, App: m.app, Log: m.log, ProbeOrigin: m.session.ProbeOrigin(),
		LogBlob: logBlob.SHA256, InvocationBlob: invBlob.SHA256, Server: m.transcript != nil,
	})
	return checks, []mcpcheck.Blob{logBlob, invBlob}, inv
}

// Surface mounts the request's app once on surface and makes both
// witnesses' checks.
func Surface(ctx context.Context, br *browser.Browser, h *mcphost.Host, app *events.MCPApp, surface string) (*Report, error) {
	return both(ctx, br, h, app, nil, surface)
}

// ServerSurface is Surface in server mode: the app as srv's server
// declares it.
func ServerSurface(ctx context.Context, br *browser.Browser, h *mcphost.Host, app *events.MCPApp, srv *Server, surface string) (*Report, error) {
	return both(ctx, br, h, app, srv, surface)
}

func both(ctx context.Context, br *browser.Browser, h *mcphost.Host, app *events.MCPApp, srv *Server, surface string) (*Report, error) {
	m, err := mountOn(ctx, br, h, app, srv, surface)
	if err != nil {
		return nil, err
	}
	w1 := mcppixel.Judge(ctx, m.shots, region(m.app))
	w2checks, w2blobs, inv := m.w2(surface)
	return &Report{
		Surface:    surface,
		Results:    mcpcheck.Combine(w1, w2checks),
		Blobs:      append(m.shots.Blobs(), w2blobs...),
		Invocation: inv,
		Transcript: m.transcript,
	}, nil
}
