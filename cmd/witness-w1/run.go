package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/atomicfile"
	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/runner"
	"github.com/tribunal-dev/tribunal/internal/w1/pixelcheck"
	wd "github.com/tribunal-dev/tribunal/internal/witness"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// verdictError carries run's verdict to the exit code; the report is
// already on stdout.
type verdictError struct{ verdict string }

func (e verdictError) Error() string { return "verdict " + e.verdict }

func cmdRun(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("run", strings.Join(job.ArgNames[:], " ")+" [flags]", stdout)
	baseline := fs.String("baseline", "", "compare each screenshot with `DIR`/<screen>@<breakpoint>[.<surface>].png when that file exists")
	evidence := fs.String("evidence", "", "write every screenshot and diff PNG into `DIR` (created if missing)")
	timeout := fs.Duration("timeout", pixelcheck.DefaultShotTimeout, "time limit of each capture")
	sandbox := fs.String("mcp-sandbox", string(mcpserver.ModeJail), "how an MCP App's stdio server runs (`MODE`): jail (namespaces; where the host cannot build it the server does not run) or containment (docs/MCP-APPS.md)")
	pos, err := parseArgs(fs, args)
	if err != nil {
		return err
	}
	if err := wantArgs(fs, pos, job.ArgNames[:]...); err != nil {
		return err
	}
	if *timeout <= 0 {
		return cli.UsageFor(fs, fmt.Sprintf("run: --timeout must be positive, not %v", *timeout))
	}
	// Any string is echoed in the tuple (job.EncodeReport), but JSON
	// carries only UTF-8.
	if err := job.CheckTupleArgs(pos); err != nil {
		return cli.UsageFor(fs, "run: "+err.Error())
	}
	mode, err := mcpserver.ParseSandboxMode(*sandbox)
	if err != nil {
		return cli.UsageFor(fs, "run: --mcp-sandbox: "+err.Error())
	}
	if u, ok, err := runner.ParseAppURL(pos[5]); ok { // an MCP App (mcpapp.go)
		return cmdRunMCPApp(ctx, pos, u, err, *evidence, mcpserver.Sandbox{Mode: mode}, stdout)
	}

	var res pixelcheck.Result
	if err := checkDir(*baseline); err != nil {
		// Known before any capture: no browser is started for nothing.
		res = pixelcheck.Unavailable(tupleOf(pos), fmt.Errorf("--baseline: %w", err))
	} else {
		res = observe(ctx, pos, pixelcheck.Options{ShotTimeout: *timeout, Baseline: baselineDir(*baseline)})
	}
	body, err := job.EncodeReport(res.Report)
	if err != nil {
		return fmt.Errorf("run: %w", err)
	}
	if *evidence != "" {
		if err := writeEvidence(*evidence, res); err != nil {
			return err
		}
	}
	if _, err := fmt.Fprintf(stdout, "%s\n", body); err != nil {
		return err
	}
	if res.Report.Verdict == events.VerdictAuditUnavailable {
		// The report says why on stdout; stderr says it too.
		cli.Unavailable(stderr, "witness-w1", "run", res.Report.Error)
	}
	if res.Report.Verdict == events.VerdictPass {
		return nil
	}
	return verdictError{res.Report.Verdict}
}

// observe builds the job and observes it; every failure becomes an
// AUDIT_UNAVAILABLE report.
func observe(ctx context.Context, args []string, opts pixelcheck.Options) pixelcheck.Result {
	j, err := job.FromArgs(args)
	if err != nil {
		return pixelcheck.Unavailable(tupleOf(args), err)
	}
	b, err := browser.New(browser.Options{})
	if err != nil {
		return pixelcheck.Unavailable(j.Tuple, err)
	}
	defer b.Close()
	res := pixelcheck.Observe(ctx, b, j, opts)
	return stamp(ctx, b, j.Tuple, res)
}

// stamp puts the renderer record into res's report; when the renderer
// cannot be named, the result is the AUDIT_UNAVAILABLE report saying why.
func stamp(ctx context.Context, b *browser.Browser, t events.Tuple, res pixelcheck.Result) pixelcheck.Result {
	if rep, ok := wd.Stamp(ctx, b, "witness-w1", events.RoleW1, t, res.Report).(*events.ObservationW1); ok && rep != res.Report {
		return pixelcheck.Result{Report: rep}
	}
	return res
}

// tupleOf is the tuple of the ten arguments, for a report on a job that
// could not be built (job.FromArgs keeps the same strings).
func tupleOf(a []string) events.Tuple {
	return events.Tuple{
		SkeletonHash: a[1], RequestID: a[2], AttemptID: a[3], PriorStateVersion: a[4],
		ProductHash: a[6], InventoryHash: a[7], RunnerVersion: a[8], RubricVersion: a[9],
	}
}

// BaselineName is the file in a --baseline (or --evidence) directory that
// holds the screenshot of screen at breakpoint on surface:
// <screen>@<breakpoint>.png on the web, <screen>@<breakpoint>.<surface>.png
// on android and ios.
func baselineName(screen, breakpoint, surface string) string {
	if surface == events.SurfaceWeb {
		return screen + "@" + breakpoint + ".png"
	}
	return screen + "@" + breakpoint + "." + surface + ".png"
}

// checkDir reports why dir, when given, is not a readable directory.
func checkDir(dir string) error {
	if dir == "" {
		return nil
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return err
	}
	return root.Close()
}

// baselineDir reads baselines from dir; a missing file is no baseline, a
// dir that cannot be opened is an error (the audit is then unavailable).
// A file names no renderer: run mode compares by pixels alone.
func baselineDir(dir string) func(context.Context, string, string, string, string) (pixelcheck.Baseline, bool, error) {
	if dir == "" {
		return nil
	}
	return func(_ context.Context, screen, breakpoint, surface, _ string) (pixelcheck.Baseline, bool, error) {
		root, err := os.OpenRoot(dir)
		if err != nil {
			return pixelcheck.Baseline{}, false, fmt.Errorf("--baseline: %w", err)
		}
		defer root.Close()
		name := baselineName(screen, breakpoint, surface)
		data, err := root.ReadFile(name)
		if errors.Is(err, fs.ErrNotExist) {
			return pixelcheck.Baseline{}, false, nil
		}
		if err != nil {
			return pixelcheck.Baseline{}, false, fmt.Errorf("--baseline: %w", err)
		}
		return pixelcheck.Baseline{PNG: data}, true, nil
	}
}

// writeEvidence writes every blob as <sha256>.png and every screenshot
// again under its baseline name, so that the directory can serve as a
// later run's --baseline.
func writeEvidence(dir string, res pixelcheck.Result) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("--evidence: %w", err)
	}
	data := map[string][]byte{}
	for _, b := range res.Blobs {
		data[b.SHA256] = b.Data
		if err := writeEvidenceFile(filepath.Join(dir, b.SHA256+".png"), b.Data); err != nil {
			return err
		}
	}
	for _, s := range res.Report.Screenshots {
		if err := writeEvidenceFile(filepath.Join(dir, baselineName(s.Screen, s.Breakpoint, s.Surface)), data[s.SHA256]); err != nil {
			return err
		}
	}
	return nil
}

func writeEvidenceFile(path string, data []byte) error {
	if err := atomicfile.Write(path, data, 0o644); err != nil {
		return fmt.Errorf("--evidence: %w", err)
	}
	return nil
}
