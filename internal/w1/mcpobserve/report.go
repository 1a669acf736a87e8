package mcpobserve

import (
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/runner"
)

// Observation renders W1's checks as observation.w1.v1: one screenshot
// per surface and phase (screen = the resource URI, breakpoint = the
// phase), one deviation per check that did not pass (id mcp_<criterion>,
// severity 1 for fail, 0.5 for not reached), and in server mode the
// transcripts.
func Observation(t events.Tuple, out *runner.Outcome) *events.ObservationW1 {
	app, checks, blobs := out.App, out.Checks, out.Blobs
	o := &events.ObservationW1{
		SchemaName: events.SchemaObservationW1, ReqID: t.RequestID, AttID: t.AttemptID, Tuple: t,
		Verdict: runner.Verdict(checks), Deviations: []events.Deviation{}, Screenshots: []events.Screenshot{},
		MCPServer: out.Transcripts, BlockedURLs: out.Blocked,
	}
	sum := 0.0
	for _, c := range checks {
		if c.Status == mcpcheck.Pass || c.Status == mcpcheck.NotApplicable {
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
