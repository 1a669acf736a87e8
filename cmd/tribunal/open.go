package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// openFlags are the flags that shape a request (open and check).
type openFlags struct {
	conn          endpoint.Flags
	skeleton      string
	url           string
	domPayload    string
	requestID     string
	surfaces      string
	maxDeviation  float64
	maxNavLinks   int
	minContrast   float64
	require       listFlag
	forbid        listFlag
	singleFile    bool
	rubricVersion string
	mcpApp        string
	mcpAppHTML    string
	baselineScope string
}

type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error { *l = append(*l, v); return nil }

func (o *openFlags) register(fs *flag.FlagSet) {
	o.conn.Register(fs)
	fs.StringVar(&o.skeleton, "skeleton", "", "design skeleton `directory` (index.yaml and its screens)")
	fs.StringVar(&o.url, "url", "", "product root `URL` (file://, http://, https://)")
	fs.StringVar(&o.domPayload, "dom-payload", "", "`file` of inline HTML to verify instead of a URL")
	fs.StringVar(&o.requestID, "request-id", "", "request `id` ([A-Za-z0-9_-], default: random)")
	fs.StringVar(&o.surfaces, "surfaces", "", "required surfaces, comma-separated (`web,android,ios`; default web, all three for --mcp-app)")
	fs.Float64Var(&o.maxDeviation, "max-deviation-score", 0, "max_allowed_deviation_score, 0..1")
	fs.IntVar(&o.maxNavLinks, "max-nav-links", -1, "tighten the skeleton's max_nav_links to `N`")
	fs.Float64Var(&o.minContrast, "min-contrast-ratio", 0, "tighten the skeleton's min_contrast_ratio to `R`")
	fs.Var(&o.require, "require", "add a required element `selector` (repeatable)")
	fs.Var(&o.forbid, "forbid", "add a forbidden element `selector` (repeatable)")
	fs.BoolVar(&o.singleFile, "single-file-bundle", false, "the product is a single-file bundle (bundle lint)")
	fs.StringVar(&o.rubricVersion, "rubric-version", "1.2.0", "W2 rubric `version`")
	fs.StringVar(&o.mcpApp, "mcp-app", "", "check an MCP App instead of a page: a JSON `file` holding the request's mcp_app (docs/MCP-APPS.md)")
	fs.StringVar(&o.mcpAppHTML, "mcp-app-html", "", "with --mcp-app: the app's single-file bundle `file`, inlined as mcp_app.html")
	fs.StringVar(&o.baselineScope, "baseline-scope", "", "the baseline `scope` (project or branch, e.g. acme/main) whose baselines and scars the request shares (default: the skeleton's name)")
}

// request builds the request.opened.v1 and returns it with the loaded
// skeleton.
func (o *openFlags) request(fs *flag.FlagSet) (*events.RequestOpened, *skeleton.Skeleton, error) {
	if err := cli.Require(fs, "skeleton", o.skeleton); err != nil {
		return nil, nil, err
	}
	if n := countSet(o.url, o.domPayload, o.mcpApp); n != 1 {
		return nil, nil, cli.UsageFor(fs, fs.Name()+": give exactly one of --url, --dom-payload and --mcp-app")
	}
	if o.mcpAppHTML != "" && o.mcpApp == "" {
		return nil, nil, cli.UsageFor(fs, fs.Name()+": --mcp-app-html needs --mcp-app")
	}
	// The request id becomes a NATS subject token: refuse one that cannot
	// before anything is read or published (witness run echoes any id;
	// only the ledger path limits them).
	id := o.requestID
	if id == "" {
		var b [6]byte
		if _, err := rand.Read(b[:]); err != nil {
			return nil, nil, err
		}
		id = "req-" + hex.EncodeToString(b[:])
	}
	if err := events.CheckRequestID(id); err != nil {
		return nil, nil, usageError{Msg: fs.Name() + ": --request-id: " + err.Error()}
	}
	sk, err := skeleton.LoadDir(o.skeleton, skeleton.Options{})
	if err != nil {
		return nil, nil, inputError{Err: err}
	}
	if err := checkDesigners(&o.conn, o.skeleton); err != nil { // designers.go
		return nil, nil, err
	}
	r := &events.RequestOpened{
		SchemaName: events.SchemaRequestOpened, ReqID: id, SkeletonHash: sk.Hash,
		RunnerVersion: "tribunal/" + version, RubricVersion: o.rubricVersion,
		Skeleton: events.Skeleton{Files: sk.Files()}, BaselineScope: o.scope(sk),
	}
	if err := events.CheckBaselineScope(r.BaselineScope); err != nil {
		return nil, nil, usageError{Msg: fs.Name() + ": --baseline-scope: " + err.Error()}
	}
	switch {
	case o.url != "":
		if _, err := skeleton.JoinURL(o.url, "/"); err != nil {
			return nil, nil, usageError{Msg: fs.Name() + ": --url: " + err.Error()}
		}
		r.ProductURL = o.url
	case o.mcpApp != "":
		// An MCP App has no product URL: the resource travels inline, and
		// without --surfaces the request requires all three surfaces
		// (events.RequestOpened.EffectiveSurfaces).
		if r.MCPApp, err = loadMCPApp(o.mcpApp, o.mcpAppHTML); err != nil {
			return nil, nil, err
		}
	default:
		data, err := os.ReadFile(o.domPayload)
		if err != nil {
			return nil, nil, inputError{Err: err}
		}
		r.DOMPayload = string(data)
	}
	// The effective constraints: the skeleton's defaults tightened by the
	// flags (MergeConstraints refuses a loosening).
	var req skeleton.Constraints
	if o.maxNavLinks >= 0 {
		req.MaxNavLinks = &o.maxNavLinks
	}
	if o.minContrast > 0 {
		req.MinContrastRatio = &o.minContrast
	}
	req.RequiredElements, req.ForbiddenElements, req.SingleFileBundle = o.require, o.forbid, o.singleFile
	eff, err := skeleton.MergeConstraints(sk.Constraints, req)
	if err != nil {
		return nil, nil, usageError{Msg: fs.Name() + ": constraints: " + err.Error()}
	}
	c := events.Constraints(eff)
	r.Constraints = &c
	if o.surfaces != "" {
		r.Surfaces = strings.Split(o.surfaces, ",")
	}
	if o.maxDeviation != 0 {
		v := o.maxDeviation
		r.MaxAllowedDeviationScore = &v
	}
	if _, err := events.Encode(r); err != nil {
		return nil, nil, usageError{Msg: fs.Name() + ": " + err.Error()}
	}
	return r, sk, nil
}

func cmdOpen(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("open", "--skeleton DIR (--url ROOT | --dom-payload FILE | --mcp-app FILE [--mcp-app-html FILE]) [flags]", stderr)
	var o openFlags
	o.register(fs)
	withAttempt := fs.Bool("attempt", false, "also submit the first attempt")
	if err := parseNoArgs(fs, args); err != nil {
		return err
	}
	var af *attemptFlags
	if *withAttempt {
		af = &attemptFlags{}
	}
	// See openChecked: nothing is published unless everything can be.
	s, r, _, a, err := o.openChecked(ctx, fs, af)
	if err != nil {
		return err
	}
	defer s.Close()
	fmt.Fprintln(stdout, r.ReqID)
	if a == nil {
		return nil
	}
	st, err := waitKnown(ctx, s, r.ReqID, rolecli.ConnectTimeout)
	if err != nil {
		return err
	}
	a.PriorStateVersion = fmt.Sprint(st.version)
	if _, err := s.Publish(ctx, events.KindAttempt, r.ReqID, a); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "tribunal: attempt %s submitted\n", a.AttID)
	return nil
}

// countSet counts the non-empty values.
func countSet(vals ...string) int {
	n := 0
	for _, v := range vals {
		if v != "" {
			n++
		}
	}
	return n
}

// scope is the request's baseline scope: --baseline-scope, or the
// skeleton's name, so that two projects never share baselines or scars
// by accident and one project's branches can be told apart on purpose.
func (o *openFlags) scope(sk *skeleton.Skeleton) string {
	if o.baselineScope != "" {
		return o.baselineScope
	}
	return sk.Name
}
