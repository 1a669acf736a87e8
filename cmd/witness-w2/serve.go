package main

import (
	"context"
	"io"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/job"
	"github.com/tribunal-dev/tribunal/internal/mcpcheck"
	mcprunner "github.com/tribunal-dev/tribunal/internal/mcpcheck/runner"
	"github.com/tribunal-dev/tribunal/internal/measure"
	wd "github.com/tribunal-dev/tribunal/internal/witness"
)

// mcpAppTimeout bounds one MCP App job: every required surface, one mount
// each (6–13 s per surface on a loaded machine; docs/MCP-APPS.md).
const mcpAppTimeout = 5 * time.Minute

// cmdServe is `witness-w2 serve`: the DOM witness as a daemon
// (internal/witness). Each attempt is measured by measure's rubric with
// one browser reused across jobs — or, for a request that carries an MCP
// App (docs/CONTRACTS.md §9), mounted in the test host on every required surface and
// its JSON-RPC log and bundle linted (see verifyMCPAppJob) — and published
// as a signed visual-verdict.v1 with its ops.observation.v1 notes — and a
// micro-drift-only reject right after it with W2's drift-verdict.v1
// (driftArm). W2 asks the ledger nothing: it never sees a screenshot.
func cmdServe(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	d, err := wd.NewDaemon(events.RoleW2, args, stdout, stderr)
	if err != nil {
		return err
	}
	log := d.Config.Logger
	return d.Run(ctx, func(ctx context.Context, _ *nats.Conn, j *job.Job) wd.Output {
		if j.MCPApp != nil {
			return driftArm(j, verifyMCPAppJob(ctx, d, j))
		}
		res := measure.Options{
			Logger: log.With("request_id", j.Tuple.RequestID, "attempt_id", j.Tuple.AttemptID),
		}.Verify(ctx, d.Browser, j)
		return driftArm(j, wd.Output{Report: res.Verdict, Ops: res.Ops})
	})
}

// verifyMCPAppJob is W2's part of an MCP App check. Its evidence per
// surface — the raw JSON-RPC log (application/jsonl) and the tool
// invocation record (application/json) — goes out as blob.v1 chunks on
// W2's own blob subject before the verdict, and each element verdict
// names the blobs it rests on (runner.VisualVerdict), so the verdict's
// hash pins them. The screenshots are W1's; W2 never sees them.
func verifyMCPAppJob(ctx context.Context, d *wd.Daemon, j *job.Job) wd.Output {
	ctx, cancel := context.WithTimeout(ctx, mcpAppTimeout)
	defer cancel()
	checks, blobs, err := mcprunner.Witness(ctx, d.Browser, j.MCPApp, j.Surfaces, mcpcheck.W2)
	if err != nil {
		return wd.Output{Report: measure.Unavailable(j.Tuple, err)}
	}
	out := wd.Output{Report: mcprunner.VisualVerdict(j.Tuple, j.MCPApp, checks)}
	for _, b := range blobs {
		out.Blobs = append(out.Blobs, wd.Blob{MediaType: b.MediaType, Data: b.Bytes})
	}
	return out
}
