// Package runner mounts an MCP App in the test host (internal/mcpapp/mcphost)
// on each required surface, for one witness: it holds what both witnesses'
// mounts share and nothing of either witness's own. The app is the
// request's (scripted mode) or, in server mode, what the real MCP server
// declares (internal/mcpapp/mcpserver): each mount then opens its own
// session with the server, reads the resource, calls the tool and relays
// the app's own calls to it. How a mount is driven and what is judged of
// it is the witness's half, a Witness: W1's in internal/w1/mcpobserve
// (screenshots, judged by internal/w1/mcppixel), W2's in
// internal/w2/mcpverify (the log and the bundle, linted by
// internal/w2/mcpprotocol). Each witness runs its own mounts in its own
// process, so this package links neither half.
package runner

import (
	"context"
	"fmt"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver"
)

// Server is the real MCP server of a server-mode check.
type Server struct {
	Target  mcpserver.Target
	Options mcpserver.Options
}

// Witness is one witness's half of a mount. It drives session s in tab
// (opened with browser.PixelOnly and confined to the session's origins):
// s.Drive with the witness's own way of loading the host page and its own
// pause at each phase. It returns how the witness judges the mount, which
// MountOn calls once the mount is over (the session closed, in server mode
// the server stopped and its leg merged into the log).
type Witness func(ctx context.Context, tab *browser.Tab, s *mcphost.Session) (Judge, error)

// Judge makes a witness's checks of one finished mount and the evidence
// they rest on.
type Judge func(ctx context.Context, m *Mount) ([]mcpcheck.Check, []mcpcheck.Blob)

// Mount is one surface's finished mount, in either mode.
type Mount struct {
	// Surface is the surface's name.
	Surface string
	// Session is the host's session of the mount (closed).
	Session *mcphost.Session
	// App is the app as mounted: the request's, or with the server's
	// resource and result filled in.
	App *events.MCPApp
	// Log is the session's log; in server mode with the server leg merged
	// in (by the time the Go side stored each record).
	Log []mcphost.Entry
	// Transcript, in server mode, hashes what the server answered.
	Transcript *events.MCPServerTranscript
	// Blocked is what the mounted pages tried to reach past the session's
	// origins (browser.Tab.Blocked).
	Blocked []string
	// Checks and Blobs are the witness's checks of the mount and the
	// evidence they rest on (its Judge).
	Checks []mcpcheck.Check
	Blobs  []mcpcheck.Blob
}

// MountOn runs one session for w on a pixel-only tab, and w's judge of
// it: with the request's app (srv nil), or with what srv's server
// declares. A server that fails at any point — before the mount, or while
// the app calls it — is the error (mcpserver.ErrServer): the mount's
// evidence would rest on a broken server.
func MountOn(ctx context.Context, br *browser.Browser, h *mcphost.Host, app *events.MCPApp, srv *Server, surface string, w Witness) (*Mount, error) {
	m, judge, err := mount(ctx, br, h, app, srv, surface, w)
	if err != nil {
		return nil, err
	}
	m.Checks, m.Blobs = judge(ctx, m)
	// What the request declares not applicable is not judged, by either
	// witness (the declaration is the request's, on the chain).
	m.Checks = mcpcheck.Declared(m.Checks, app.NotApplicableReason)
	return m, nil
}

// mount runs the session; its tab is closed and its server stopped before
// the witness judges it.
func mount(ctx context.Context, br *browser.Browser, h *mcphost.Host, app *events.MCPApp, srv *Server, surface string, w Witness) (*Mount, Judge, error) {
	if _, ok := browser.SurfaceNamed(surface); !ok {
		return nil, nil, fmt.Errorf("runner: unknown surface %q", surface)
	}
	m := &Mount{Surface: surface, App: app}
	var up *mcpserver.Server
	var s *mcphost.Session
	var err error
	if srv == nil {
		s, err = h.NewSession(app, surface)
	} else {
		if up, err = mcpserver.Open(ctx, srv.Target, srv.Options); err != nil {
			return nil, nil, err
		}
		defer up.Close()
		var res *mcpserver.App
		if res, err = up.Resolve(ctx, app); err != nil {
			return nil, nil, err
		}
		m.App = res.App
		s, err = h.NewServerSession(res.App, surface, res.Result, up)
	}
	if err != nil {
		return nil, nil, err
	}
	tab, err := br.NewTab(ctx, browser.PixelOnly())
	if err != nil {
		return nil, nil, err
	}
	defer tab.Close()
	// The host's origins and the app's declared ones; nothing else.
	if err := tab.Allow(s.Origins()...); err != nil {
		return nil, nil, err
	}
	judge, err := w(ctx, tab, s)
	if err != nil {
		return nil, nil, err
	}
	m.Blocked = tab.Blocked()
	m.Session, m.Log = s, s.Log()
	if up != nil {
		if err := up.Close(); err != nil {
			return nil, nil, err
		}
		tr := up.Transcript(surface)
		m.Transcript = &tr
		m.Log = mcphost.MergeLog(m.Log, up.Log())
	}
	return m, judge, nil
}

// Outcome is one witness's part on every surface.
type Outcome struct {
	Checks []mcpcheck.Check
	Blobs  []mcpcheck.Blob
	// App is the app as mounted (in server mode, as the server declared
	// it on the last surface): the report names its resource URI.
	App *events.MCPApp
	// Transcripts, in server mode, hash what the server answered, per
	// surface: the fold compares W1's with W2's.
	Transcripts []events.MCPServerTranscript
	// Blocked is what the app's pages tried to reach past the session's
	// origins, on every surface (the reports' blocked_urls).
	Blocked []string
}

// Run runs w's part on every surface of spec, with a host of its own. In
// server mode each surface has its own session with the server (a stdio
// server is started for it and stopped after).
func Run(ctx context.Context, br *browser.Browser, spec Spec, w Witness) (*Outcome, error) {
	h, err := mcphost.Start(mcphost.Options{})
	if err != nil {
		return nil, err
	}
	defer h.Close()
	out := &Outcome{App: spec.App}
	for _, sf := range spec.Surfaces {
		m, err := MountOn(ctx, br, h, spec.App, spec.Server, sf, w)
		if err != nil {
			return nil, err
		}
		out.App = m.App
		out.Blocked = events.MergeBlockedURLs(out.Blocked, m.Blocked)
		if m.Transcript != nil {
			out.Transcripts = append(out.Transcripts, *m.Transcript)
		}
		out.Checks, out.Blobs = append(out.Checks, m.Checks...), append(out.Blobs, m.Blobs...)
	}
	return out, nil
}

// Verdict is a witness report's verdict over its checks: pass when every
// check passed or was declared not applicable, else reject.
func Verdict(checks []mcpcheck.Check) string {
	for _, c := range checks {
		if c.Status != mcpcheck.Pass && c.Status != mcpcheck.NotApplicable {
			return events.VerdictReject
		}
	}
	return events.VerdictPass
}
