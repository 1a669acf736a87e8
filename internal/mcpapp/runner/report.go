package runner

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"slices"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver"
	"github.com/tribunal-dev/tribunal/internal/w1/mcppixel"
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

// Witness runs one witness's part (W1 or W2) on every surface, with a host
// of its own. In server mode each surface has its own session with the
// server (a stdio server is started for it and stopped after).
func Witness(ctx context.Context, br *browser.Browser, spec Spec, witness string) (*Outcome, error) {
	h, err := mcphost.Start(mcphost.Options{})
	if err != nil {
		return nil, err
	}
	defer h.Close()
	out := &Outcome{App: spec.App}
	for _, sf := range spec.Surfaces {
		m, err := mountOn(ctx, br, h, spec.App, spec.Server, sf)
		if err != nil {
			return nil, err
		}
		out.App = m.app
		out.Blocked = events.MergeBlockedURLs(out.Blocked, m.blocked)
		if m.transcript != nil {
			out.Transcripts = append(out.Transcripts, *m.transcript)
		}
		if witness == mcpcheck.W1 {
			out.Checks = append(out.Checks, mcppixel.Judge(ctx, m.shots, region(m.app))...)
			out.Blobs = append(out.Blobs, m.shots.Blobs()...)
			continue
		}
		c, b, _ := m.w2(sf)
		out.Checks, out.Blobs = append(out.Checks, c...), append(out.Blobs, b...)
	}
	return out, nil
}

// ServerOf is the real MCP server of a request's app at productURL (its
// product_url, or the attempt's): nil for a scripted app.
func ServerOf(app *events.MCPApp, productURL string) (*Server, error) {
	if app == nil || app.Server == nil {
		return nil, nil
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

func verdict(checks []mcpcheck.Check) string {
	for _, c := range checks {
		if c.Status != mcpcheck.Pass {
			return events.VerdictReject
		}
	}
	return events.VerdictPass
}

// ObservationW1 renders W1's checks as observation.w1.v1: one screenshot
// per surface and phase (screen = the resource URI, breakpoint = the
// phase), one deviation per check that did not pass (id mcp_<criterion>,
// severity 1 for fail, 0.5 for not reached), and in server mode the
// transcripts.
func ObservationW1(t events.Tuple, out *Outcome) *events.ObservationW1 {
	app, checks, blobs := out.App, out.Checks, out.Blobs
	o := &events.ObservationW1{
		SchemaName: events.SchemaObservationW1, ReqID: t.RequestID, AttID: t.AttemptID, Tuple: t,
		Verdict: verdict(checks), Deviations: []events.Deviation{}, Screenshots: []events.Screenshot{},
		MCPServer: out.Transcripts, BlockedURLs: out.Blocked,
	}
	sum := 0.0
	for _, c := range checks {
		if c.Status == mcpcheck.Pass {
			continue
		}
		sev := 1.0
		if c.Status == mcpcheck.NotReached {
			sev = 0.5
		}
		sum += sev
		o.Deviations = append(o.Deviations, events.Deviation{
			ID: "mcp_" + c.Criterion, Description: c.Evidence, Severity: sev,
			LocationHint: app.URI + "/" + c.Criterion + "@" + c.Surface,
		})
	}
	o.Score = max(0, 1-min(1, sum))
	for _, b := range blobs {
		if b.Kind != "screenshot" {
			continue
		}
		o.Screenshots = append(o.Screenshots, events.Screenshot{Screen: app.URI, Breakpoint: b.Phase, Surface: b.Surface, SHA256: b.SHA256, Width: b.Width, Height: b.Height})
	}
	return o
}

// VisualVerdict renders W2's checks as visual-verdict.v1: one element
// verdict per check (screen = the resource URI, element = the criterion,
// breakpoint = the surface), the bundle problems as lint findings, a
// blocker concern per check that did not pass, with its evidence, and in
// server mode the transcripts.
func VisualVerdict(t events.Tuple, out *Outcome) *events.VisualVerdict {
	app, checks := out.App, out.Checks
	v := &events.VisualVerdict{
		MCPServer: out.Transcripts, BlockedURLs: out.Blocked,
		SchemaName: events.SchemaVisualVerdict, ReqID: t.RequestID, AttID: t.AttemptID, Tuple: t,
		Verdict: verdict(checks), ElementVerdicts: []events.ElementVerdict{},
		Lint:     events.Lint{Required: []events.LintSelector{}, Forbidden: []events.LintSelector{}, Findings: []events.LintFinding{}},
		Concerns: []events.Concern{},
	}
	for _, c := range checks {
		st := "pass"
		if c.Status != mcpcheck.Pass {
			st = "fail"
			v.Concerns = append(v.Concerns, events.Concern{
				Severity: "blocker", Code: "MCP_" + strings.ToUpper(c.Criterion),
				Detail: c.Surface + ": " + c.Status + ": " + c.Evidence + evidenceSuffix(c.Blobs),
			})
			if c.Criterion == mcpcheck.Bundle {
				v.Lint.Findings = append(v.Lint.Findings, events.LintFinding{Code: "MCP_BUNDLE", Severity: "blocker", Detail: c.Evidence})
			}
		}
		// An MCP check has no CSS selector; the field names the evidence
		// blobs the check rests on instead (W2's JSON-RPC log and tool
		// invocation record, published on tribunal.w2.blob), so that the
		// verdict — whose hash the seal binds — pins them.
		v.ElementVerdicts = append(v.ElementVerdicts, events.ElementVerdict{
			Screen: app.URI, Element: c.Criterion, Breakpoint: c.Surface, Status: st, Selector: strings.Join(c.Blobs, " "),
			TokenMismatch: []events.TokenMismatch{}, DeadHandler: []events.DeadHandler{}, InteractionsOK: []events.InteractionOK{},
		})
	}
	return v
}

// evidenceSuffix names the evidence blobs of a concern ("" for none), each
// fetchable with "tribunal blob get HASH".
func evidenceSuffix(blobs []string) string {
	if len(blobs) == 0 {
		return ""
	}
	return " (evidence blobs: " + strings.Join(blobs, " ") + ")"
}
