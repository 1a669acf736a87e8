package mcpverify

import (
	"strings"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/runner"
)

// Verdict renders W2's checks as visual-verdict.v1: one element
// verdict per check (screen = the resource URI, element = the criterion,
// breakpoint = the surface), the bundle problems as lint findings, a
// blocker concern per check that did not pass, with its evidence, and in
// server mode the transcripts.
func Verdict(t events.Tuple, out *runner.Outcome) *events.VisualVerdict {
	app, checks := out.App, out.Checks
	v := &events.VisualVerdict{
		MCPServer: out.Transcripts, BlockedURLs: out.Blocked,
		SchemaName: events.SchemaVisualVerdict, ReqID: t.RequestID, AttID: t.AttemptID, Tuple: t,
		Verdict: runner.Verdict(checks), ElementVerdicts: []events.ElementVerdict{},
		Lint:     events.Lint{Required: []events.LintSelector{}, Forbidden: []events.LintSelector{}, Findings: []events.LintFinding{}},
		Concerns: []events.Concern{},
	}
	for _, c := range checks {
		if c.Status == mcpcheck.NotApplicable {
			// Declared by the request, not judged: no element verdict
			// (the report shows the declaration from the request).
			continue
		}
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
