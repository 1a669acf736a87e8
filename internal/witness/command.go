package witness

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"time"

	"github.com/nats-io/nats.go"
	"golang.org/x/sync/errgroup"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/keys"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// ServeFlags are the flags of `witness-w1 serve` and `witness-w2 serve`.
type ServeFlags struct {
	Conn         endpoint.Flags
	State        string
	Log          cli.LogFlags
	ProductRoots cli.Strings
	ProductHosts cli.Strings
	MCPServers   cli.Strings
	MCPSandbox   MCPSandboxFlags
	Jobs         int
	JobDeadline  time.Duration
}

// Register adds the serve flags to fs.
func (f *ServeFlags) Register(fs *flag.FlagSet) {
	f.Conn.Register(fs)
	fs.StringVar(&f.State, "state", "", "`directory` of the witness's local store (default: D/roles/<role>/state with --dir)")
	f.Log.Register(fs)
	fs.Var(&f.ProductRoots, "product-root", "also render file:// products below this `directory` (repeatable; adds to the deployment's product_roots)")
	fs.Var(&f.ProductHosts, "product-host", "also render http(s):// products on this `host` (repeatable; adds to the deployment's product_hosts, default loopback)")
	fs.Var(&f.MCPServers, "mcp-server-root", "run stdio MCP servers of MCP App requests from product roots below this `directory`, sandboxed (repeatable; also a product root; docs/MCP-APPS.md)")
	f.MCPSandbox.Register(fs)
	fs.IntVar(&f.Jobs, "jobs", 0, "attempts observed at once, each in its own tabs of the one browser (`N`; 0: one per core, at most 4)")
	fs.DurationVar(&f.JobDeadline, "job-deadline", 0, "give up observing one attempt after this `duration` and report it AUDIT_UNAVAILABLE (default: the deployment's job_deadline_seconds, else 120s; at most 1h)")
}

// Synopsis is the serve command's usage line.
const Synopsis = "--dir DIR | --nats URL --nkey FILE --signing-key FILE [--trust FILE] --state DIR [--product-root DIR]... [--product-host HOST]... [--mcp-server-root DIR]... [--mcp-sandbox MODE] [--mcp-server-network DIR]... [--jobs N] [--job-deadline D] " + cli.LogSynopsis

// SparePixelTabs is how many pixel tabs W1's daemon keeps opened ahead
// (browser.Options.SparePixelTabs): one observation's captures at once
// (pixelcheck's default of 4 parallel tabs), so that an attempt arriving
// at an idle daemon starts rendering at once instead of first opening a
// browser context, a window and a renderer per capture.
const SparePixelTabs = 4

// SpareTabs is how many plain tabs W2's daemon keeps opened ahead
// (browser.Options.SpareTabs): one verification's pages at once (the
// measure package's default of 4 parallel tabs) and, from rubric 1.7.0 on,
// the page each of them loads ahead for its next interaction, for the
// same reason.
const SpareTabs = 2 * 4

// Daemon is a witness's serve command, ready to run: a Config, and the
// browser the observer should reuse across jobs (closed by Run).
type Daemon struct {
	Config  Config
	Browser *browser.Browser

	// parts are the goroutines of Run: serving, and the browser's starts
	// ahead of the jobs; partsCtx ends when Run's ctx does or a part
	// fails.
	parts    *errgroup.Group
	partsCtx context.Context
}

// NewDaemon parses the serve flags for role and prepares the daemon: the
// endpoint, signing key, trust file, store directory, logger and browser.
// Errors are cli usage or input errors; --help prints to stdout.
func NewDaemon(role events.Role, args []string, stdout, stderr io.Writer) (*Daemon, error) {
	fs := cli.NewFlagSet("witness-"+string(role), "serve", Synopsis, stdout)
	var f ServeFlags
	f.Register(fs)
	pos, err := cli.Parse(fs, args)
	if err != nil {
		return nil, err
	}
	if err := cli.WantArgs(fs, pos); err != nil {
		return nil, err
	}
	if f.Jobs < 0 {
		return nil, cli.UsageFor(fs, fmt.Sprintf("serve: --jobs %d: want 0 (one per core) or more", f.Jobs))
	}
	if f.JobDeadline < 0 || f.JobDeadline > maxJobDeadline {
		return nil, cli.UsageFor(fs, fmt.Sprintf("serve: --job-deadline %s: want more than 0 and at most %s", f.JobDeadline, maxJobDeadline))
	}
	ep, err := f.Conn.Resolve(role, true)
	if err != nil {
		if f.Conn.Dir == "" {
			return nil, cli.UsageFor(fs, "serve: "+err.Error())
		}
		return nil, cli.InputError{Err: err}
	}
	if f.State == "" {
		if ep.Deployment == nil {
			return nil, cli.UsageFor(fs, "serve: give --state DIR or --dir DIR")
		}
		f.State = filepath.Join(ep.Deployment.RoleDir(role), "state")
	}
	log, err := f.Log.Logger(fs, stderr)
	if err != nil {
		return nil, err
	}
	signer, err := ep.Signer()
	if err != nil {
		return nil, cli.InputError{Err: err}
	}
	// The seed is read again to connect; a bad one is refused here, at
	// start, before anything is logged.
	if _, err := keys.LoadNkeySeed(ep.NkeyFile); err != nil {
		return nil, cli.InputError{Err: err}
	}
	trust, err := ep.Trust()
	if err != nil {
		return nil, cli.InputError{Err: err}
	}
	if trust != nil {
		if err := trust.CheckSigner(signer); err != nil {
			return nil, cli.InputError{Err: fmt.Errorf("serve: %w", err)}
		}
	}
	roots, err := f.productRoots(ep.Deployment)
	if err != nil {
		return nil, cli.InputError{Err: fmt.Errorf("serve: %w", err)}
	}
	sandbox, err := f.MCPSandbox.Sandbox(fs, len(roots.MCPServers.Dirs()) > 0)
	if err != nil {
		return nil, err
	}
	log.Info("product roots", "file", roots.Files.Dirs(), "hosts", roots.Hosts, "mcp_servers", roots.MCPServers.Dirs(),
		"mcp_sandbox", sandbox.Mode, "mcp_server_network", sandbox.NetworkRoots)
	if trust != nil && len(trust.Designers()) > 0 {
		log.Info("skeletons must be signed by a designer", "designers", len(trust.Designers()))
	}
	// A missing browser is not fatal: every job then reports
	// AUDIT_UNAVAILABLE (docs/CONTRACTS.md §10), which is what the ledger must see.
	opts := browser.Options{Logger: log, Files: roots.Files}
	if role == events.RoleW1 {
		opts.SparePixelTabs = SparePixelTabs
	} else {
		opts.SpareTabs = SpareTabs
	}
	if role == events.RoleW2 {
		// W2 measures on chromium-headless-shell when it is installed
		// (browser.ResolveMeasuring); a failure is New's to report.
		opts.Binary, _ = browser.ResolveMeasuring()
	}
	b, err := browser.New(opts)
	if err != nil {
		log.Error("no browser: every attempt will be reported AUDIT_UNAVAILABLE", "err", err)
	} else {
		log.Info("browser", "binary", b.Binary(), "headless", browser.Mode(b.Binary()))
	}
	deadline := f.JobDeadline
	if deadline == 0 && ep.Deployment != nil {
		deadline = ep.Deployment.JobDeadline
	}
	d := &Daemon{
		Config: Config{
			Role: role, Connect: ep.Connect, Signer: signer, Trust: trust,
			StateDir: f.State, Logger: log, Roots: roots, Jobs: f.Jobs, MCPSandbox: sandbox,
			JobDeadline: deadline,
		},
		Browser: b,
	}
	if b != nil {
		d.Config.Recover = d.recoverBrowser
		d.Config.Prepare = d.startBrowser
		prog := "witness-" + string(role)
		d.Config.Stamp = func(ctx context.Context, t events.Tuple, r events.Body) events.Body {
			return Stamp(ctx, b, prog, role, t, r)
		}
	}
	return d, nil
}

// maxJobDeadline is the longest --job-deadline, as a deployment's
// job_deadline_seconds.
const maxJobDeadline = deploy.MaxJobDeadlineSeconds * time.Second

// recoverBrowser is the daemon's Config.Recover: after a job passed its
// deadline its browser must serve the next job. A stuck job's browser is
// restarted; otherwise the browser is asked a browser-level question and
// restarted only when it does not answer in time.
func (d *Daemon) recoverBrowser(ctx context.Context, stuck bool) error {
	if !stuck {
		err := d.Browser.Check(ctx)
		if err == nil {
			return nil
		}
		d.Config.Logger.Warn("the browser does not answer after a job's deadline; restarting it", "err", err)
	}
	err := d.Browser.Restart()
	// The next job should not wait for the new browser's start, which
	// outlives this job: a part of Run, ending with the daemon.
	d.parts.Go(func() error {
		d.startBrowser(d.partsCtx)
		return nil
	})
	return err
}

// browserStartTimeout bounds a start of the browser ahead of the jobs.
const browserStartTimeout = time.Minute

// startBrowser starts the browser ahead of the jobs, or waits for the
// start under way (Config.Prepare). A failure is only logged: the job
// tries again and reports what it meets.
func (d *Daemon) startBrowser(ctx context.Context) {
	ctx, cancel := context.WithTimeout(ctx, browserStartTimeout)
	defer cancel()
	if err := d.Browser.Start(ctx); err != nil && ctx.Err() == nil {
		d.Config.Logger.Warn("starting the browser ahead of the jobs", "err", err)
	}
}

// productRoots is the deployment's product-root rule (its product_roots
// and product_hosts, or loopback hosts only without a deployment) with the
// flags' additions.
func (f *ServeFlags) productRoots(d *deploy.Deployment) (*ProductRoots, error) {
	dirs, hosts := []string(nil), deploy.DefaultProductHosts
	if d != nil {
		dirs, hosts = d.ProductRoots, d.ProductHosts
	}
	dirs = append(slices.Clone(dirs), f.ProductRoots...)
	hosts = slices.Clone(hosts)
	for _, h := range f.ProductHosts {
		if err := deploy.CheckProductHost(h); err != nil {
			return nil, fmt.Errorf("--product-host: %w", err)
		}
		hosts = append(hosts, h)
	}
	// The MCP server roots first, so that a bad one is named by its flag.
	servers, err := browser.NewFileRoots(f.MCPServers...)
	if err != nil {
		return nil, fmt.Errorf("--mcp-server-root: %w", err)
	}
	roots, err := NewProductRoots(append(dirs, f.MCPServers...), hosts)
	if err != nil {
		return nil, err
	}
	roots.MCPServers = servers
	return roots, nil
}

// Run serves until ctx ends, then shuts down in order: serving stops
// (Serve's own order, bounded), the browser's starts end, and the browser
// closes. obs runs only when the daemon has a browser (see browserCheck).
func (d *Daemon) Run(ctx context.Context, obs Observer) error {
	d.parts, d.partsCtx = errgroup.WithContext(ctx)
	if d.Browser != nil {
		// Started now rather than by the first job, whose deadline would
		// otherwise include the browser's start.
		d.parts.Go(func() error {
			d.startBrowser(d.partsCtx)
			return nil
		})
	}
	d.parts.Go(func() error { return Serve(d.partsCtx, d.Config, d.browserCheck(obs)) })
	err := d.parts.Wait()
	if d.Browser != nil {
		if cerr := d.Browser.Close(); cerr != nil && err == nil && !errors.Is(cerr, browser.ErrClosed) {
			d.Config.Logger.Warn("closing the browser", "err", cerr)
		}
	}
	return err
}

// ToolBrowser is the tool an external_tool_fail observation names when
// the browser is missing or will not start.
const ToolBrowser = "chromium"

// browserCheck wraps obs so that a job the browser could not serve always
// comes with its external_tool_fail observation, whoever observed it:
// without a browser the job is reported AUDIT_UNAVAILABLE with the reason
// and obs is not called; an AUDIT_UNAVAILABLE report without such an
// observation gets one when the browser will not start now.
func (d *Daemon) browserCheck(obs Observer) Observer {
	return func(ctx context.Context, nc *nats.Conn, j *job.Job) Output {
		if d.Browser == nil {
			err := d.BrowserError()
			return Output{Report: Unavailable(d.Config.Role, j.Tuple, err.Error()), Ops: []*events.OpsObservation{toolFail(err)}}
		}
		out := obs(ctx, nc, j)
		if !unavailableReport(out.Report) || slices.ContainsFunc(out.Ops, func(o *events.OpsObservation) bool {
			return o.Kind == events.OpsExternalToolFail
		}) {
			return out
		}
		if err := d.Browser.Start(ctx); err != nil && ctx.Err() == nil {
			out.Ops = append(out.Ops, toolFail(err))
		}
		return out
	}
}

func toolFail(err error) *events.OpsObservation {
	return &events.OpsObservation{SchemaName: events.SchemaOpsObservation, Kind: events.OpsExternalToolFail, Tool: ToolBrowser, Detail: err.Error()}
}

// unavailableReport: a witness report with verdict AUDIT_UNAVAILABLE.
func unavailableReport(b events.Body) bool {
	switch r := b.(type) {
	case *events.ObservationW1:
		return r.Verdict == events.VerdictAuditUnavailable
	case *events.VisualVerdict:
		return r.Verdict == events.VerdictAuditUnavailable
	}
	return false
}

// BrowserError is the reason to report when the daemon has no browser.
func (d *Daemon) BrowserError() error {
	_, err := browser.Resolve()
	if err == nil {
		err = browser.ErrNoBrowser
	}
	return err
}
