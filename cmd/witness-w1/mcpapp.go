package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/runner"
	"github.com/tribunal-dev/tribunal/internal/w1/mcpobserve"
	"github.com/tribunal-dev/tribunal/internal/w1/pixelcheck"
	wd "github.com/tribunal-dev/tribunal/internal/witness"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// mcpAppTimeout bounds an MCP App run: every surface, four phases each.
const mcpAppTimeout = 5 * time.Minute

// cmdRunMCPApp is `run` when BUILT_PRODUCT_URL is mcp-app+file:///app.json
// (docs/MCP-APPS.md): W1 mounts the app in the test host on each surface,
// screenshots every phase and judges the screenshots alone. The report is
// observation.w1.v1 (screen = the resource URI, breakpoint = the phase);
// --evidence DIR receives each screenshot as <sha256>.png. The skeleton
// arguments are echoed in the tuple, not read: an MCP App has no skeleton.
// An app that names a server is checked against it (?server=URL), which
// run mode starts or reaches without the daemon's --mcp-server-root rule:
// the files are the orchestrator's own.
func cmdRunMCPApp(ctx context.Context, pos []string, u runner.AppURL, urlErr error, evidence string, sb mcpserver.Sandbox, stdout io.Writer) error {
	t := tupleOf(pos)
	report, blobs := mcpAppObservation(ctx, t, u, urlErr, sb)
	body, err := job.EncodeReport(report)
	if err != nil {
		return fmt.Errorf("run: %w", err)
	}
	if evidence != "" {
		if err := os.MkdirAll(evidence, 0o755); err != nil {
			return fmt.Errorf("--evidence: %w", err)
		}
		for _, b := range blobs {
			if err := writeEvidenceFile(filepath.Join(evidence, b.SHA256+".png"), b.Bytes); err != nil {
				return err
			}
		}
	}
	if _, err := fmt.Fprintf(stdout, "%s\n", body); err != nil {
		return err
	}
	if report.Verdict == events.VerdictPass {
		return nil
	}
	return verdictError{report.Verdict}
}

func mcpAppObservation(ctx context.Context, t events.Tuple, u runner.AppURL, urlErr error, sb mcpserver.Sandbox) (*events.ObservationW1, []mcpcheck.Blob) {
	unavailable := func(err error) (*events.ObservationW1, []mcpcheck.Blob) {
		return pixelcheck.Unavailable(t, errors.New(runner.Reason(err))).Report, nil
	}
	if urlErr != nil {
		return unavailable(urlErr)
	}
	spec, err := runner.LoadSpec(u)
	if err != nil {
		return unavailable(err)
	}
	if spec.Server != nil {
		spec.Server.Options.Sandbox = sb // run's --mcp-sandbox
	}
	b, err := browser.New(browser.Options{})
	if err != nil {
		return unavailable(err)
	}
	defer b.Close()
	ctx, cancel := context.WithTimeout(ctx, mcpAppTimeout)
	defer cancel()
	out, err := runner.Run(ctx, b, spec, mcpobserve.Observe)
	if err != nil {
		return unavailable(err)
	}
	res := stamp(ctx, b, t, pixelcheck.Result{Report: mcpobserve.Observation(t, out)})
	if res.Report.Renderer == nil {
		return res.Report, nil
	}
	return res.Report, out.Blobs
}

// observeMCPApp is W1's part of an MCP App check in the daemon:
// screenshots only — and, against a real MCP server, the transcript of
// W1's own sessions with it (its own server process for stdio), which the
// fold compares with W2's. W1 never sees W2's log.
func observeMCPApp(ctx context.Context, d *wd.Daemon, j *job.Job) wd.Output {
	unavailable := func(reason string) wd.Output {
		return wd.Output{Report: pixelcheck.Unavailable(j.Tuple, errors.New(reason)).Report}
	}
	srv, err := runner.ServerOf(j.MCPApp, j.ProductURL)
	if err != nil {
		return unavailable(err.Error())
	}
	if srv != nil {
		srv.Options.Sandbox = d.Config.MCPSandbox // the operator's --mcp-sandbox
	}
	ctx, cancel := context.WithTimeout(ctx, mcpAppTimeout)
	defer cancel()
	out, err := runner.Run(ctx, d.Browser, runner.Spec{App: j.MCPApp, Surfaces: j.Surfaces, Server: srv}, mcpobserve.Observe)
	if err != nil {
		return unavailable(runner.Reason(err))
	}
	o := wd.Output{Report: mcpobserve.Observation(j.Tuple, out)}
	for _, b := range out.Blobs {
		o.Blobs = append(o.Blobs, wd.Blob{MediaType: b.MediaType, Data: b.Bytes})
	}
	return o
}
