package mcpobserve

import (
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost/testapp"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/runner"
)

// W1's body built from MCP checks passes the strict encoder, with one
// deviation per check that did not pass and one screenshot per blob.
func TestObservationEncodes(t *testing.T) {
	app, err := testapp.Load("../../../testdata/mcp-app", "good")
	if err != nil {
		t.Fatal(err)
	}
	tuple := events.Tuple{
		SkeletonHash: strings.Repeat("a", 64), RequestID: "req-1", AttemptID: "att-1", PriorStateVersion: "0",
		ProductHash: strings.Repeat("b", 64), InventoryHash: strings.Repeat("c", 64), RunnerVersion: "1", RubricVersion: "1.0.0",
	}
	checks := []mcpcheck.Check{
		{Criterion: mcpcheck.Mount, Witness: mcpcheck.W1, Surface: "web", Status: mcpcheck.Pass, Evidence: "ok"},
		{Criterion: mcpcheck.ResizeState, Witness: mcpcheck.W1, Surface: "ios", Status: mcpcheck.Fail, Evidence: "99% changed"},
	}
	shot := mcpcheck.NewBlob("screenshot", "image/png", "ios", mcpcheck.PhaseResized, []byte("png"))
	shot.Width, shot.Height = 1179, 2556
	h := strings.Repeat("d", 64)
	trs := []events.MCPServerTranscript{{Surface: "web", ResourceSHA256: h, ResultSHA256: h, AppCallSHA256: []string{h}}}
	o := Observation(tuple, &runner.Outcome{App: app, Checks: checks, Blobs: []mcpcheck.Blob{shot}, Transcripts: trs})
	if _, err := events.Encode(o); err != nil {
		t.Errorf("observation.w1.v1: %v", err)
	}
	if o.Verdict != events.VerdictReject || len(o.Deviations) != 1 || o.Deviations[0].ID != "mcp_resize_state" || len(o.Screenshots) != 1 || len(o.MCPServer) != 1 {
		t.Errorf("observation %+v", o)
	}
}
