package main

import (
	"context"
	"io"

	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/job"
	"github.com/tribunal-dev/tribunal/internal/mcpcheck"
	mcprunner "github.com/tribunal-dev/tribunal/internal/mcpcheck/runner"
	"github.com/tribunal-dev/tribunal/internal/measure"
	wd "github.com/tribunal-dev/tribunal/internal/witness"
)

// cmdServe is `witness-w2 serve`: the DOM witness as a daemon
// (internal/witness). Each attempt is measured by measure's rubric with
// one browser reused across jobs — or, for a request that carries an MCP
// App (SPEC §9), mounted in the test host on every required surface and
// its JSON-RPC log and bundle linted (mcpcheck/runner) — and published as
// a signed visual-verdict.v1 with its ops.observation.v1 notes. W2 asks
// the ledger nothing: it never sees a screenshot.
func cmdServe(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	d, err := wd.NewDaemon(events.RoleW2, args, stderr)
	if err != nil {
		return err
	}
	log := d.Config.Logger
	return d.Run(ctx, func(ctx context.Context, _ *nats.Conn, j *job.Job) wd.Output {
		if d.Browser == nil {
			return wd.Output{Report: measure.Unavailable(j.Tuple, d.BrowserError())}
		}
		if j.MCPApp != nil {
			checks, _, err := mcprunner.Witness(ctx, d.Browser, j.MCPApp, j.Surfaces, mcpcheck.W2)
			if err != nil {
				return wd.Output{Report: measure.Unavailable(j.Tuple, err)}
			}
			return wd.Output{Report: mcprunner.VisualVerdict(j.Tuple, j.MCPApp, checks)}
		}
		res := measure.Options{
			Logger: log.With("request_id", j.Tuple.RequestID, "attempt_id", j.Tuple.AttemptID),
		}.Verify(ctx, d.Browser, j)
		return wd.Output{Report: res.Verdict, Ops: res.Ops}
	})
}
