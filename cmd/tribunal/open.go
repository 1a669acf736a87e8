package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/requester"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
)

// openFlags are the flags that shape a request (open and check): a
// requester.Spec.
type openFlags struct {
	conn        endpoint.Flags
	spec        requester.Spec
	surfaces    string
	maxNavLinks int
	minContrast float64
	require     cli.Strings
	forbid      cli.Strings
}

func (o *openFlags) register(fs *flag.FlagSet) {
	o.conn.Register(fs)
	sp := &o.spec
	fs.StringVar(&sp.Skeleton, "skeleton", "", "design skeleton `directory` (index.yaml and its screens)")
	fs.StringVar(&sp.URL, "url", "", "product root `URL` (file://, http://, https://)")
	fs.StringVar(&sp.DOMPayload, "dom-payload", "", "`file` of inline HTML to verify instead of a URL")
	fs.StringVar(&sp.RequestID, "request-id", "", "request `id` ([A-Za-z0-9_-], default: random)")
	fs.StringVar(&o.surfaces, "surfaces", "", "required surfaces, comma-separated (`web,android,ios`; default web, all three for --mcp-app)")
	fs.Float64Var(&sp.MaxDeviationScore, "max-deviation-score", 0, "max_allowed_deviation_score, 0..1")
	fs.IntVar(&o.maxNavLinks, "max-nav-links", -1, "tighten the skeleton's max_nav_links to `N`")
	fs.Float64Var(&o.minContrast, "min-contrast-ratio", 0, "tighten the skeleton's min_contrast_ratio to `R`")
	fs.Var(&o.require, "require", "add a required element `selector` (repeatable)")
	fs.Var(&o.forbid, "forbid", "add a forbidden element `selector` (repeatable)")
	fs.BoolVar(&sp.SingleFileBundle, "single-file-bundle", false, "the product is a single-file bundle (bundle lint)")
	fs.StringVar(&sp.RubricVersion, "rubric-version", requester.DefaultRubric, "W2 rubric `version`")
	fs.StringVar(&sp.MCPApp, "mcp-app", "", "check an MCP App instead of a page: a JSON `file` holding the request's mcp_app (docs/MCP-APPS.md)")
	fs.StringVar(&sp.MCPAppHTML, "mcp-app-html", "", "with --mcp-app: the app's single-file bundle `file`, inlined as mcp_app.html")
	fs.StringVar(&sp.MCPServer, "mcp-server", "", "with --mcp-app: check the app against its stdio MCP server, started by the witnesses as this `command line` (docs/MCP-APPS.md)")
	fs.StringVar(&sp.MCPServerDir, "mcp-server-dir", "", "with --mcp-server: the product root `directory` the server runs in (default: the current directory)")
	fs.StringVar(&sp.MCPServerURL, "mcp-server-url", "", "with --mcp-app: check the app against the streamable-HTTP MCP server at this `URL`")
	fs.BoolVar(&sp.MCPLive, "mcp-live", false, "with --mcp-server or --mcp-server-url: each witness asks the server itself (live mode: the answers' shapes are compared) instead of replaying its answers recorded once (the default)")
	fs.StringVar(&sp.BaselineScope, "baseline-scope", "", "the baseline `scope` (project or branch, e.g. acme/main) whose baselines and scars the request shares (default: the skeleton's name)")
}

// toSpec is the requester.Spec the flags name.
func (o *openFlags) toSpec() requester.Spec {
	sp := o.spec
	if o.surfaces != "" {
		sp.Surfaces = strings.Split(o.surfaces, ",")
	}
	if o.maxNavLinks >= 0 {
		sp.MaxNavLinks = &o.maxNavLinks
	}
	if o.minContrast > 0 {
		sp.MinContrastRatio = &o.minContrast
	}
	sp.Require, sp.Forbid = o.require, o.forbid
	return sp
}

// usageOf turns a requester.InvalidError into a usage error of fs's
// command; other errors pass unchanged.
func usageOf(fs *flag.FlagSet, err error) error {
	var ie *requester.InvalidError
	if errors.As(err, &ie) {
		return cli.UsageFor(fs, cli.Name(fs)+": "+ie.Msg)
	}
	return err
}

// openChecked opens a request with nothing half-done: the request and,
// when af is set, its first attempt are built and checked before anything
// is published (requester.Prepare: the skeleton loaded and checked
// against the deployment's designers, the product hashed), both events
// measured against the broker's payload limit (requester.Client.Open) —
// so that a failure leaves nothing on the ledger. The attempt names
// state version 1; requester.Client.SubmitFirst sets the version the
// ledger reports. The caller closes the client.
func (o *openFlags) openChecked(ctx context.Context, fs *flag.FlagSet, af *requester.AttemptSpec) (*requester.Client, *events.RequestOpened, *events.AttemptSubmitted, error) {
	r, a, err := requester.Prepare(ctx, &o.conn, o.toSpec(), af)
	if err != nil {
		return nil, nil, nil, usageOf(fs, err)
	}
	c, err := requester.Dial(ctx, &o.conn, true)
	if err != nil {
		return nil, nil, nil, err
	}
	if err := c.Open(ctx, r, a); err != nil {
		c.Close()
		return nil, nil, nil, err
	}
	return c, r, a, nil
}

func cmdOpen(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("open", "--skeleton DIR (--url ROOT | --dom-payload FILE | --mcp-app FILE [--mcp-app-html FILE | --mcp-server CMD [--mcp-server-dir DIR] | --mcp-server-url URL]) [flags]", stdout)
	var o openFlags
	o.register(fs)
	withAttempt := fs.Bool("attempt", false, "also submit the first attempt")
	if err := parseNoArgs(fs, args); err != nil {
		return err
	}
	var af *requester.AttemptSpec
	if *withAttempt {
		af = &requester.AttemptSpec{}
	}
	// See openChecked: nothing is published unless everything can be.
	c, r, a, err := o.openChecked(ctx, fs, af)
	if err != nil {
		return err
	}
	defer c.Close()
	fmt.Fprintln(stdout, r.ReqID)
	if a == nil {
		return nil
	}
	st, err := c.SubmitFirst(ctx, a, rolecli.ConnectTimeout)
	if err != nil {
		return err
	}
	if st.W3.Verdict == events.StateFail {
		fmt.Fprintf(stderr, "tribunal: the ledger failed request %s at the door (%s); no attempt submitted\n", r.ReqID, st.W3.Error)
		return nil
	}
	fmt.Fprintf(stderr, "tribunal: attempt %s submitted\n", a.AttID)
	return nil
}
