package main

import (
	"context"
	"io"

	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/w1/pixelcheck"
	wd "github.com/tribunal-dev/tribunal/internal/witness"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// cmdServe is `witness-w1 serve`: the pixel witness as a daemon
// (internal/witness). Each attempt is captured and judged by
// pixelcheck.Observe with one browser reused across jobs — or, for a
// request that carries an MCP App (docs/CONTRACTS.md §9), mounted in the test host on
// every required surface (internal/mcpapp/runner) — and the screenshots and diff
// images go out as blob.v1 chunks before the observation.w1.v1. The
// baseline of a screen is the newest sealed or judge-accepted screenshot
// of the request's baseline scope, asked of the ledger with W1's own
// baseline query.
func cmdServe(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	d, err := wd.NewDaemon(events.RoleW1, args, stdout, stderr)
	if err != nil {
		return err
	}
	log := d.Config.Logger
	return d.Run(ctx, func(ctx context.Context, nc *nats.Conn, j *job.Job) wd.Output {
		if j.MCPApp != nil {
			return observeMCPApp(ctx, d, j)
		}
		res := pixelcheck.Observe(ctx, d.Browser, j, pixelcheck.Options{
			Baseline: baseline(nc, j.BaselineScope),
			Renderer: ownRenderer(d.Browser),
			Logger:   log.With("request_id", j.Tuple.RequestID, "attempt_id", j.Tuple.AttemptID),
		})
		out := wd.Output{Report: res.Report, Ops: res.Ops}
		for _, b := range res.Blobs {
			out.Blobs = append(out.Blobs, wd.Blob{MediaType: b.MediaType, Data: b.Data})
		}
		return out
	})
}
