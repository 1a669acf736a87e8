package agentmcp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/render"
	"github.com/tribunal-dev/tribunal/internal/requester"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
)

// Config is how the server reaches the deployment, as the requester.
type Config struct {
	// Conn are the requester's connection flags (--dir, or --nats,
	// --nkey, --signing-key). No judge key is ever loaded.
	Conn    endpoint.Flags
	Logger  *slog.Logger
	Version string
}

// DefaultWait is how long verify and attempt wait for the verdict
// unless wait_s says otherwise.
const DefaultWait = 300 * time.Second

// maxWait caps wait_s: a tool call is not a daemon.
const maxWait = 3600

// Server is the MCP server of one requester: the tools and resources
// over one lazily dialled requester session, shared by every MCP
// session.
type Server struct {
	cfg Config
	mcp *mcp.Server

	mu sync.Mutex
	c  *requester.Client

	watch watch
}

// sealNote is what every tool that can lead to a candidate says about
// the seal: an agent stops there.
const sealNote = " The seal is a human's: no tool here approves, rejects, rebaselines or seals. At PASS_CANDIDATE stop and ask a human judge, who seals with `judge approve ID --reason …` or in the judge's cockpit (`judge cockpit`)."

// New builds the server with every tool and resource.
func New(cfg Config) *Server {
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	s := &Server{cfg: cfg, watch: watch{uris: map[string]int{}, seen: map[string]string{}}}
	s.mcp = mcp.NewServer(&mcp.Implementation{Name: "tribunal", Title: "Tribunal: the visual gate with two witnesses and a human seal", Version: cfg.Version}, &mcp.ServerOptions{
		Logger:             cfg.Logger,
		Instructions:       Instructions,
		SubscribeHandler:   s.subscribe,
		UnsubscribeHandler: s.unsubscribe,
	})
	s.addTools()
	s.addResources()
	return s
}

// Instructions is what the server tells a client at initialisation.
const Instructions = "Tribunal checks a built web page against its signed design skeleton: two independent witnesses (W1 pixels, W2 DOM and spec) report, the ledger records everything on a signed hash chain, and a human judge seals. Loop: verify (skeleton dir + product url) → read deviations → fix one thing in the product → attempt (request_id + your diff) → repeat until PASS_CANDIDATE. Every attempt after the first must reduce the number of deviations (ENTROPY_NON_DECREASING otherwise), and a fix that failed before is held (SCAR_ALREADY_FAILED)." + sealNote

// Close closes the requester session, if one was dialled.
func (s *Server) Close() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.c != nil {
		s.c.Close()
		s.c = nil
	}
}

// client is the requester session, dialled on first use with the
// requester's signing key (verify and attempt publish). A failed dial is
// tried again on the next call.
func (s *Server) client(ctx context.Context) (*requester.Client, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.c != nil {
		return s.c, nil
	}
	c, err := requester.Dial(ctx, &s.cfg.Conn, true)
	if err != nil {
		return nil, err
	}
	s.c = c
	return c, nil
}

// toolError is err as the tool error an agent reads: the one line
// "tribunal …" prints for it.
func toolError(err error) error {
	return errors.New("tribunal: " + cli.OneLine(err.Error()))
}

// VerifyIn are verify's arguments.
type VerifyIn struct {
	Skeleton      string `json:"skeleton" jsonschema:"the design skeleton directory (index.yaml, screens, index.yaml.sig), as a path on the server's machine"`
	URL           string `json:"url,omitempty" jsonschema:"the product root: file:// directory or http(s):// URL the witnesses render; give url or dom_payload"`
	RequestID     string `json:"request_id,omitempty" jsonschema:"the request id ([A-Za-z0-9_-]); default random"`
	BaselineScope string `json:"baseline_scope,omitempty" jsonschema:"the project or branch whose baselines and scars the request shares; default the skeleton's name"`
	DOMPayload    string `json:"dom_payload,omitempty" jsonschema:"inline HTML to verify instead of a url"`
	WaitS         int    `json:"wait_s,omitempty" jsonschema:"seconds to wait for the verdict (default 300); on timeout the result says who it still waits for"`
}

// AttemptIn are attempt's arguments.
type AttemptIn struct {
	RequestID string `json:"request_id" jsonschema:"the request verify opened"`
	CodeDiff  string `json:"code_diff" jsonschema:"the change to the product since the previous attempt (a unified diff), shown to the human judge"`
	WaitS     int    `json:"wait_s,omitempty" jsonschema:"seconds to wait for the verdict (default 300)"`
}

// StatusIn are status's arguments.
type StatusIn struct {
	RequestID string `json:"request_id"`
}

// ScarIn are scar's arguments.
type ScarIn struct {
	Fingerprint string `json:"fingerprint" jsonschema:"a deviation's fingerprint: hex(SHA-256(id + location_hint)), 64 lowercase hex digits"`
	Scope       string `json:"scope,omitempty" jsonschema:"the baseline scope the scar is in (the request's baseline_scope); needed only when several scopes have a scar with this fingerprint"`
}

// schemaFor is In's inferred input schema with wait_s's default and
// bounds, and nothing but the named properties.
func schemaFor[In any]() *jsonschema.Schema {
	sc, err := jsonschema.For[In](nil)
	if err != nil {
		panic(err) // the argument types are fixed: a failure is a bug here
	}
	if p, ok := sc.Properties["wait_s"]; ok {
		p.Default = json.RawMessage(fmt.Sprint(int(DefaultWait.Seconds())))
		p.Minimum, p.Maximum = ptr(1.0), ptr(float64(maxWait))
	}
	for name, p := range sc.Properties {
		switch name {
		case "request_id":
			p.Pattern = `^[A-Za-z0-9_-]+$`
		case "fingerprint":
			p.Pattern = `^[0-9a-f]{64}$`
		}
	}
	return sc
}

func ptr[T any](v T) *T { return &v }

func (s *Server) addTools() {
	mcp.AddTool(s.mcp, &mcp.Tool{
		Name:        "verify",
		Title:       "Verify a page against its design skeleton",
		Description: "Open a Tribunal request for a built page (skeleton directory + product url) and its first attempt, and wait for both witnesses and the ledger's verdict, with progress notifications. Returns the W³ output: verdict, error, iterations, entropy_delta, deviations (each with element, breakpoint, expected, actual, witness and a one-line fix hint) and the tri-witness ledger. After fixing the product, call attempt on the same request_id, not verify." + sealNote,
		InputSchema: schemaFor[VerifyIn](),
	}, s.verify)
	mcp.AddTool(s.mcp, &mcp.Tool{
		Name:        "attempt",
		Title:       "Submit the changed product as a new attempt",
		Description: "After changing the product's files, submit a new attempt on the same request (its url and skeleton are the request's) with your diff, and wait for the verdict. Each attempt after the first must have fewer deviations than the one before (else HOLD ENTROPY_NON_DECREASING), and repeating a fix that already failed is held (SCAR_ALREADY_FAILED)." + sealNote,
		InputSchema: schemaFor[AttemptIn](),
	}, s.attempt)
	mcp.AddTool(s.mcp, &mcp.Tool{
		Name:        "status",
		Title:       "The W³ output of a request now",
		Description: "The request's W³ output now, in the same shape as verify and attempt: verdict, deviations with hints, entropy, the tri-witness ledger, and what to do next. Read-only." + sealNote,
		InputSchema: schemaFor[StatusIn](),
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true},
	}, s.status)
	mcp.AddTool(s.mcp, &mcp.Tool{
		Name:        "scar",
		Title:       "The scar record of a deviation pattern",
		Description: "The scar of a deviation fingerprint (each deviation carries one): whether a fix of it was FIXED, PARTIAL or FAILED before, and in which requests and attempts. A FAILED scar holds any attempt that shows the deviation again. Read-only.",
		InputSchema: schemaFor[ScarIn](),
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true},
	}, s.scar)
	s.addEvidence()
	s.addSkeletonTools()
}

// verify is "tribunal check" as a tool: open, first attempt, wait.
func (s *Server) verify(ctx context.Context, req *mcp.CallToolRequest, in VerifyIn) (*mcp.CallToolResult, *Result, error) {
	sp := requester.Spec{Skeleton: in.Skeleton, URL: in.URL, RequestID: in.RequestID, BaselineScope: in.BaselineScope}
	if in.DOMPayload != "" {
		// requester.Spec reads the payload from a file, as --dom-payload
		// does; the tool takes the HTML itself.
		f, err := os.CreateTemp("", "tribunal-mcp-payload-*.html")
		if err != nil {
			return nil, nil, toolError(err)
		}
		defer os.Remove(f.Name())
		_, err = f.WriteString(in.DOMPayload)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return nil, nil, toolError(err)
		}
		sp.DOMPayload = f.Name()
	}
	if sp.Skeleton != "" {
		abs, err := filepath.Abs(sp.Skeleton)
		if err == nil {
			sp.Skeleton = abs
		}
	}
	r, a, err := requester.Prepare(ctx, &s.cfg.Conn, sp, &requester.AttemptSpec{AttemptID: "a1"})
	if err != nil {
		return nil, nil, toolError(err)
	}
	c, err := s.client(ctx)
	if err != nil {
		return nil, nil, toolError(err)
	}
	if err := c.Open(ctx, r, a); err != nil {
		return nil, nil, toolError(err)
	}
	p := newProgress(ctx, req)
	p.say("opened request " + r.ReqID)
	st, err := c.SubmitFirst(ctx, a, wait(in.WaitS))
	if err != nil {
		return nil, nil, toolError(err)
	}
	if st.W3.Verdict == events.StateFail {
		return s.answer(ctx, c, r.ReqID, nil)
	}
	p.say("submitted attempt " + a.AttID + "; waiting for both witnesses")
	return s.wait(ctx, c, p, r.ReqID, a.AttID, wait(in.WaitS))
}

// attempt is "tribunal attempt --wait" as a tool, on what the ledger
// holds of the request (requester.Client.Next).
func (s *Server) attempt(ctx context.Context, req *mcp.CallToolRequest, in AttemptIn) (*mcp.CallToolResult, *Result, error) {
	c, err := s.client(ctx)
	if err != nil {
		return nil, nil, toolError(err)
	}
	a, err := c.Next(ctx, in.RequestID, in.CodeDiff)
	if err != nil {
		return nil, nil, toolError(err)
	}
	if err := c.Submit(ctx, a); err != nil {
		return nil, nil, toolError(err)
	}
	p := newProgress(ctx, req)
	p.say("submitted attempt " + a.AttID + "; waiting for both witnesses")
	return s.wait(ctx, c, p, in.RequestID, a.AttID, wait(in.WaitS))
}

// status is "tribunal status" as a tool.
func (s *Server) status(ctx context.Context, _ *mcp.CallToolRequest, in StatusIn) (*mcp.CallToolResult, *Result, error) {
	c, err := s.client(ctx)
	if err != nil {
		return nil, nil, toolError(err)
	}
	return s.answer(ctx, c, in.RequestID, nil)
}

// scar is "tribunal scar FINGERPRINT --json" as a tool.
func (s *Server) scar(ctx context.Context, _ *mcp.CallToolRequest, in ScarIn) (*mcp.CallToolResult, *govern.Scar, error) {
	c, err := s.client(ctx)
	if err != nil {
		return nil, nil, toolError(err)
	}
	sc, err := c.Scar(ctx, in.Fingerprint, in.Scope)
	if err != nil {
		return nil, nil, toolError(err)
	}
	var text strings.Builder
	if err := requester.ScarViews.Write(&text, render.Text, sc); err != nil {
		return nil, nil, toolError(err)
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text.String()}}}, sc, nil
}

// wait waits for attempt att's verdict like "tribunal check", telling
// the client each step as a progress notification, and answers with
// the result; a wait that runs out answers with the last status and who
// is still missing, not an error: the agent asks status later.
func (s *Server) wait(ctx context.Context, c *requester.Client, p *progress, id, att string, d time.Duration) (*mcp.CallToolResult, *Result, error) {
	frames := requester.Progress{Say: p.say}
	w := requester.NewWaiting(p.say)
	st, err := c.WaitSettled(ctx, id, att, d, func(now *rolecli.Status) { w.Report(now.Waiting); frames.See(now.Review, att) })
	var te *requester.TimeoutError
	switch {
	case errors.As(err, &te):
		var waiting []string
		if te.Last != nil {
			waiting = te.Last.Waiting
		}
		if len(waiting) == 0 {
			waiting = []string{"the ledger"}
		}
		return s.answer(ctx, c, id, waiting)
	case err != nil:
		return nil, nil, toolError(err)
	}
	frames.See(st.Review, att)
	return s.answer(ctx, c, id, nil)
}

// answer reads request id's review and answers with its Result.
func (s *Server) answer(ctx context.Context, c *requester.Client, id string, waiting []string) (*mcp.CallToolResult, *Result, error) {
	rv, err := c.Review(ctx, id)
	if err != nil {
		return nil, nil, toolError(err)
	}
	res := resultOf(rv, waiting)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: res.Text()}}}, res, nil
}

func wait(s int) time.Duration {
	if s <= 0 {
		return DefaultWait
	}
	return time.Duration(min(s, maxWait)) * time.Second
}

// progress sends notifications/progress for a tool call whose client
// asked for them (a progress token); each line once, numbered.
type progress struct {
	ctx   context.Context
	req   *mcp.CallToolRequest
	token any
	n     float64
}

func newProgress(ctx context.Context, req *mcp.CallToolRequest) *progress {
	p := &progress{ctx: ctx, req: req}
	if req != nil && req.Params != nil {
		p.token = req.Params.GetProgressToken()
	}
	return p
}

func (p *progress) say(line string) {
	if p.token == nil || p.req.Session == nil {
		return
	}
	p.n++
	_ = p.req.Session.NotifyProgress(p.ctx, &mcp.ProgressNotificationParams{ProgressToken: p.token, Progress: p.n, Message: line})
}
