package main

import (
	"context"
	"io"

	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/w2/measure"
	wd "github.com/tribunal-dev/tribunal/internal/witness"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

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
