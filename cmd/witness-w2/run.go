package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver"
	mcprunner "github.com/tribunal-dev/tribunal/internal/mcpapp/runner"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
	"github.com/tribunal-dev/tribunal/internal/w2/measure"
	wd "github.com/tribunal-dev/tribunal/internal/witness"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// DefaultTimeout bounds one run.
const DefaultTimeout = 2 * time.Minute

func cmdRun(ctx context.Context, args []string, stdout, stderr io.Writer, drift bool) error {
	name := "run"
	if drift {
		name = "drift"
	}
	fs := cli.NewFlagSet("witness-w2", name, strings.Join(job.ArgNames[:], " "), stdout)
	timeout := fs.Duration("timeout", DefaultTimeout, "bound the whole verification; when it runs out the verdict is AUDIT_UNAVAILABLE")
	verbose := fs.Bool("v", false, "log progress and ops observations on stderr")
	sandbox := fs.String("mcp-sandbox", string(mcpserver.ModeJail), "how an MCP App's stdio server runs (`MODE`): jail (namespaces; where the host cannot build it the server does not run) or containment (docs/MCP-APPS.md)")
	pos, err := cli.Parse(fs, args)
	if errors.Is(err, cli.ErrHelp) {
		// --help is an answer: print the usage on stdout, exit 0.
		fs.SetOutput(stdout)
		cli.PrintUsage(fs)
		return nil
	}
	if err != nil {
		return err
	}
	if err := cli.WantArgs(fs, pos, job.ArgNames[:]...); err != nil {
		return err
	}
	if *timeout <= 0 {
		return cli.UsageFor(fs, fmt.Sprintf("%s: --timeout must be positive", name))
	}
	// Any string is echoed in the tuple, but JSON carries only UTF-8.
	if err := job.CheckTupleArgs(pos); err != nil {
		return cli.UsageFor(fs, name+": "+err.Error())
	}
	mode, err := mcpserver.ParseSandboxMode(*sandbox)
	if err != nil {
		return cli.UsageFor(fs, name+": --mcp-sandbox: "+err.Error())
	}
	level := slog.LevelWarn
	if *verbose {
		level = slog.LevelInfo
	}
	log := slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: level}))

	ctx, cancel := context.WithTimeout(ctx, *timeout)
	defer cancel()
	var v *events.VisualVerdict
	if u, ok, err := mcprunner.ParseAppURL(pos[5]); ok { // an MCP App (mcpapp.go)
		v = verifyMCPApp(ctx, pos, u, err, mcpserver.Sandbox{Mode: mode}, log)
	} else {
		v = verify(ctx, pos, log)
	}
	defer func() {
		if v.Verdict == events.VerdictAuditUnavailable {
			// The verdict says why on stdout; stderr says it too.
			cli.Unavailable(stderr, "witness-w2", name, v.Error)
		}
	}()
	// The tuple is echoed verbatim even where its ids could never go into
	// a NATS subject (job.EncodeReport); those only matter in serve mode.
	body, err := job.EncodeReport(v)
	if err != nil {
		// The verdict cannot be encoded (a bug): still one JSON object on
		// stdout, and exit 4.
		v = measure.Unavailable(v.Tuple, fmt.Errorf("the verdict cannot be encoded: %w", err))
		if body, err = json.Marshal(v); err != nil {
			return err
		}
	}
	if !drift {
		if _, err := fmt.Fprintf(stdout, "%s\n", body); err != nil {
			return err
		}
		return exitFor(job.ExitCode(v.Verdict))
	}
	d := measure.Drift(v, body)
	// No HTML escaping: the embedded visual verdict stays byte for byte
	// what events.Encode produced.
	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(d); err != nil {
		return err
	}
	return exitFor(measure.DriftExitCode(d.DriftDecision))
}

func exitFor(code int) error {
	if code == 0 {
		return nil
	}
	return verdictExit(code)
}

// testBrowser, when set by a test, is used instead of a browser of the
// run's own (and left running), as serve mode reuses its browser.
var testBrowser *browser.Browser

// verify builds the job and runs W2 on it; every failure is a verdict.
func verify(ctx context.Context, args []string, log *slog.Logger) *events.VisualVerdict {
	j, err := job.FromArgs(args)
	if err != nil {
		return measure.Unavailable(tupleOf(args), jobError(err))
	}
	b := testBrowser
	if b == nil {
		var err error
		if b, err = newBrowser(log); err != nil {
			r := measure.Result{Verdict: measure.Unavailable(j.Tuple, err)}
			logOps(log, r)
			return r.Verdict
		}
		defer func() {
			if err := b.Close(); err != nil {
				log.Warn("closing the browser", "err", err)
			}
		}()
	}
	r := measure.Options{Logger: log}.Verify(ctx, b, j)
	logOps(log, r)
	return stamp(ctx, b, j.Tuple, r.Verdict)
}

// newBrowser is W2's browser: chromium-headless-shell when it is
// installed (browser.ResolveMeasuring), its choice logged.
func newBrowser(log *slog.Logger) (*browser.Browser, error) {
	bin, err := browser.ResolveMeasuring()
	if err != nil {
		return nil, err
	}
	b, err := browser.New(browser.Options{Logger: log, Binary: bin})
	if err == nil {
		log.Info("browser", "binary", bin, "headless", browser.Mode(bin))
	}
	return b, err
}

// stamp puts the renderer record into v; when the renderer cannot be
// named, the verdict is the AUDIT_UNAVAILABLE one saying why.
func stamp(ctx context.Context, b *browser.Browser, t events.Tuple, v *events.VisualVerdict) *events.VisualVerdict {
	if s, ok := wd.Stamp(ctx, b, "witness-w2", events.RoleW2, t, v).(*events.VisualVerdict); ok {
		return s
	}
	return v
}

func logOps(log *slog.Logger, r measure.Result) {
	for _, o := range r.Ops {
		log.Warn("ops observation", "kind", o.Kind, "tool", o.Tool, "detail", o.Detail)
	}
}

// jobError is the verdict's error for a job that could not be built: a
// skeleton error keeps its FILE:LINE:COL and says it is a schema
// violation; nothing in it depends on where the skeleton was read from.
func jobError(err error) error {
	var se *skeleton.Error
	if errors.As(err, &se) {
		return fmt.Errorf("skeleton schema violation: %s", se.Error())
	}
	if _, rest, ok := strings.Cut(err.Error(), job.ErrJob.Error()+": "); ok {
		return errors.New(rest)
	}
	return err
}

// tupleOf is the tuple of the ten arguments, for a verdict about a job
// that could not be built.
func tupleOf(a []string) events.Tuple {
	return events.Tuple{
		SkeletonHash: a[1], RequestID: a[2], AttemptID: a[3], PriorStateVersion: a[4],
		ProductHash: a[6], InventoryHash: a[7], RunnerVersion: a[8], RubricVersion: a[9],
	}
}

var _ = flag.ContinueOnError
