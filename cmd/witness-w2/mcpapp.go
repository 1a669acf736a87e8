package main

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver"
	mcprunner "github.com/tribunal-dev/tribunal/internal/mcpapp/runner"
	"github.com/tribunal-dev/tribunal/internal/w2/mcpverify"
	"github.com/tribunal-dev/tribunal/internal/w2/measure"
	wd "github.com/tribunal-dev/tribunal/internal/witness"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// mcpAppTimeout bounds one MCP App job: every required surface, one mount
// each (docs/MCP-APPS.md), with room for a loaded machine.
const mcpAppTimeout = 5 * time.Minute

// verifyMCPApp is `run` when BUILT_PRODUCT_URL is mcp-app+file:///app.json
// (docs/MCP-APPS.md): W2 mounts the app in the test host on each surface
// and lints the raw JSON-RPC log, the tool invocations and the bundle. The
// verdict has one element verdict per check (screen = the resource URI,
// element = the criterion, breakpoint = the surface) and a blocker concern
// per failed check. The skeleton arguments are echoed, not read. An app
// that names a server is checked against it (?server=URL).
func verifyMCPApp(ctx context.Context, pos []string, u mcprunner.AppURL, urlErr error, sb mcpserver.Sandbox, log *slog.Logger) *events.VisualVerdict {
	t := tupleOf(pos)
	unavailable := func(err error) *events.VisualVerdict {
		return measure.Unavailable(t, errors.New(mcprunner.Reason(err)))
	}
	if urlErr != nil {
		return unavailable(urlErr)
	}
	spec, err := mcprunner.LoadSpec(u)
	if err != nil {
		return unavailable(err)
	}
	if spec.Server != nil {
		spec.Server.Options.Sandbox = sb // run's --mcp-sandbox
	}
	b := testBrowser
	if b == nil {
		if b, err = newBrowser(log); err != nil {
			return unavailable(err)
		}
		defer b.Close()
	}
	out, err := mcprunner.Run(ctx, b, spec, mcpverify.Verify)
	if err != nil {
		return unavailable(err)
	}
	return stamp(ctx, b, t, mcpverify.Verdict(t, out))
}

// verifyMCPAppJob is W2's part of an MCP App check in the daemon. Its
// evidence per surface — the raw JSON-RPC log of both legs (host↔app and,
// against a real server, host↔server) as application/jsonl, and the tool
// invocation record (application/json) — goes out as blob.v1 chunks on
// W2's own blob subject before the verdict, and each element verdict
// names the blobs it rests on (mcpverify.Verdict), so the verdict's
// hash pins them. Against a real server the verdict also carries the
// transcript of W2's own sessions with it (its own server process for
// stdio). The screenshots are W1's; W2 never sees them.
func verifyMCPAppJob(ctx context.Context, d *wd.Daemon, j *job.Job) wd.Output {
	unavailable := func(reason string) wd.Output {
		return wd.Output{Report: measure.Unavailable(j.Tuple, errors.New(reason))}
	}
	srv, err := mcprunner.ServerOf(j.MCPApp, j.ProductURL)
	if err != nil {
		return unavailable(err.Error())
	}
	if srv != nil {
		srv.Options.Sandbox = d.Config.MCPSandbox // the operator's --mcp-sandbox
	}
	ctx, cancel := context.WithTimeout(ctx, mcpAppTimeout)
	defer cancel()
	out, err := mcprunner.Run(ctx, d.Browser, mcprunner.Spec{App: j.MCPApp, Surfaces: j.Surfaces, Server: srv}, mcpverify.Verify)
	if err != nil {
		return unavailable(mcprunner.Reason(err))
	}
	o := wd.Output{Report: mcpverify.Verdict(j.Tuple, out)}
	for _, b := range out.Blobs {
		o.Blobs = append(o.Blobs, wd.Blob{MediaType: b.MediaType, Data: b.Bytes})
	}
	return o
}
