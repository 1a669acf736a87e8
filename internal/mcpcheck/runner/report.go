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
	"github.com/tribunal-dev/tribunal/internal/mcpcheck"
	"github.com/tribunal-dev/tribunal/internal/mcphost"
)

// AppScheme is the BUILT_PRODUCT_URL scheme that makes `witness-w? run`
// check an MCP App instead of a page: mcp-app+file:///abs/app.json, with an
// optional ?surfaces=web,android,ios (default: all three).
const AppScheme = "mcp-app+file"

// ErrAppURL wraps every error about an mcp-app+file URL or its file.
var ErrAppURL = errors.New("mcp-app")

// ParseAppURL reports whether u names an MCP App (ok), and if so the file
// and the surfaces.
func ParseAppURL(u string) (path string, surfaces []string, ok bool, err error) {
	if !strings.HasPrefix(u, AppScheme+":") {
		return "", nil, false, nil
	}
	p, err := url.Parse(u)
	if err != nil {
		return "", nil, true, fmt.Errorf("%w: %w", ErrAppURL, err)
	}
	if p.Host != "" || !strings.HasPrefix(p.Path, "/") {
		return "", nil, true, fmt.Errorf("%w: %q: want %s:///absolute/path.json", ErrAppURL, u, AppScheme)
	}
	surfaces = []string{events.SurfaceWeb, events.SurfaceAndroid, events.SurfaceIOS}
	if s := p.Query().Get("surfaces"); s != "" {
		surfaces = strings.Split(s, ",")
		for i, sf := range surfaces {
			if !slices.Contains([]string{events.SurfaceWeb, events.SurfaceAndroid, events.SurfaceIOS}, sf) || slices.Index(surfaces, sf) != i {
				return "", nil, true, fmt.Errorf("%w: surfaces: %q is not web, android or ios, once each", ErrAppURL, sf)
			}
		}
	}
	return p.Path, surfaces, true, nil
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

// Witness runs one witness's part (W1 or W2) on every surface, with a host
// of its own.
func Witness(ctx context.Context, br *browser.Browser, app *events.MCPApp, surfaces []string, witness string) ([]mcpcheck.Check, []mcpcheck.Blob, error) {
	h, err := mcphost.Start(mcphost.Options{})
	if err != nil {
		return nil, nil, err
	}
	defer h.Close()
	var checks []mcpcheck.Check
	var blobs []mcpcheck.Blob
	for _, sf := range surfaces {
		var c []mcpcheck.Check
		var b []mcpcheck.Blob
		if witness == mcpcheck.W1 {
			c, b, err = W1(ctx, br, h, app, sf)
		} else {
			c, b, _, err = W2(ctx, br, h, app, sf)
		}
		if err != nil {
			return nil, nil, err
		}
		checks, blobs = append(checks, c...), append(blobs, b...)
	}
	return checks, blobs, nil
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
// severity 1 for fail, 0.5 for not reached).
func ObservationW1(t events.Tuple, app *events.MCPApp, checks []mcpcheck.Check, blobs []mcpcheck.Blob) *events.ObservationW1 {
	o := &events.ObservationW1{
		SchemaName: events.SchemaObservationW1, ReqID: t.RequestID, AttID: t.AttemptID, Tuple: t,
		Verdict: verdict(checks), Deviations: []events.Deviation{}, Screenshots: []events.Screenshot{},
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
// breakpoint = the surface), the bundle problems as lint findings, and a
// blocker concern per check that did not pass, with its evidence.
func VisualVerdict(t events.Tuple, app *events.MCPApp, checks []mcpcheck.Check) *events.VisualVerdict {
	v := &events.VisualVerdict{
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
