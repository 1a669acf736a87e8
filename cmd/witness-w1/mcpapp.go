package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/job"
	"github.com/tribunal-dev/tribunal/internal/mcpcheck"
	"github.com/tribunal-dev/tribunal/internal/mcpcheck/runner"
	"github.com/tribunal-dev/tribunal/internal/pixelcheck"
)

// mcpAppTimeout bounds an MCP App run: every surface, four phases each.
const mcpAppTimeout = 5 * time.Minute

// cmdRunMCPApp is `run` when BUILT_PRODUCT_URL is mcp-app+file:///app.json
// (docs/MCP-APPS.md): W1 mounts the app in the test host on each surface,
// screenshots every phase and judges the screenshots alone. The report is
// observation.w1.v1 (screen = the resource URI, breakpoint = the phase);
// --evidence DIR receives each screenshot as <sha256>.png. The skeleton
// arguments are echoed in the tuple, not read: an MCP App has no skeleton.
func cmdRunMCPApp(ctx context.Context, pos []string, path string, surfaces []string, urlErr error, evidence string, stdout io.Writer) error {
	t := tupleOf(pos)
	report, blobs := mcpAppObservation(ctx, t, path, surfaces, urlErr)
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

func mcpAppObservation(ctx context.Context, t events.Tuple, path string, surfaces []string, urlErr error) (*events.ObservationW1, []mcpcheck.Blob) {
	if urlErr != nil {
		return pixelcheck.Unavailable(t, urlErr).Report, nil
	}
	app, err := runner.LoadApp(path)
	if err != nil {
		return pixelcheck.Unavailable(t, err).Report, nil
	}
	b, err := browser.New(browser.Options{})
	if err != nil {
		return pixelcheck.Unavailable(t, err).Report, nil
	}
	defer b.Close()
	ctx, cancel := context.WithTimeout(ctx, mcpAppTimeout)
	defer cancel()
	checks, blobs, err := runner.Witness(ctx, b, app, surfaces, mcpcheck.W1)
	if err != nil {
		return pixelcheck.Unavailable(t, err).Report, nil
	}
	return runner.ObservationW1(t, app, checks, blobs), blobs
}
