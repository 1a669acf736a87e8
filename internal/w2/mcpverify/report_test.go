package mcpverify

import (
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost/testapp"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/runner"
)

// W2's body built from MCP checks passes the strict encoder, with a
// blocker concern per check that did not pass and the bundle's as a lint
// finding.
func TestVerdictEncodes(t *testing.T) {
	app, err := testapp.Load("../../../testdata/mcp-app", "good")
	if err != nil {
		t.Fatal(err)
	}
	tuple := events.Tuple{
		SkeletonHash: strings.Repeat("a", 64), RequestID: "req-1", AttemptID: "att-1", PriorStateVersion: "0",
		ProductHash: strings.Repeat("b", 64), InventoryHash: strings.Repeat("c", 64), RunnerVersion: "1", RubricVersion: "1.0.0",
	}
	checks := []mcpcheck.Check{
		{Criterion: mcpcheck.Bundle, Witness: mcpcheck.W2, Surface: "web", Status: mcpcheck.Fail, Evidence: "script-src-attr"},
	}
	h := strings.Repeat("d", 64)
	trs := []events.MCPServerTranscript{{Surface: "web", ResourceSHA256: h, ResultSHA256: h, AppCallSHA256: []string{h}}}
	v := Verdict(tuple, &runner.Outcome{App: app, Checks: checks, Transcripts: trs})
	if _, err := events.Encode(v); err != nil {
		t.Errorf("visual-verdict.v1: %v", err)
	}
	if v.Verdict != events.VerdictReject || len(v.Concerns) != 1 || len(v.Lint.Findings) != 1 || len(v.MCPServer) != 1 {
		t.Errorf("verdict %+v", v)
	}
}
