package requester

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/query"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// RunnerVersion is the runner_version of every request this package
// builds.
const RunnerVersion = "tribunal/0.1.0"

// DefaultRubric is the W2 rubric a request names unless told otherwise:
// 1.11.0 (docs/RUBRIC.md): W2 measures when the page is ready (1.3.0),
// judges text contrast from computed styles (1.4.0), resolves token
// chains as CSS does (1.5.0), reports text cut off whole as clipped and
// follows the paint order (1.6.0), fires each interaction that needs the
// page afresh on a page of its own tab, loaded ahead (1.7.0), takes text
// beyond a scroller's box as in sight for clipped text (1.8.0), and
// reports a text block pushed wholly past a clip's end as clipped (1.9.0:
// a brand cut down to its logo), and judges text of symbols alone where
// axe-core does and reports a flex item squeezed to nothing as clipped
// (1.10.0), and takes a badge positioned on a link to go where the link
// flows, past a clip's end (1.11.0). Each was tried on pages nobody here
// wrote before becoming the default (docs/RUBRIC.md §2b–§2j; 1.6.0 on
// testdata/realpages-held, 1.8.0 to 1.11.0 on every corpus and the suite
// bench's pages through the daemons).
const DefaultRubric = "1.11.0"

// Spec is what shapes a request: the flags of "tribunal open" and
// "tribunal check", named after them. Exactly one of URL, DOMPayload and
// MCPApp names the product.
type Spec struct {
	Skeleton   string // --skeleton: the design skeleton directory (required)
	URL        string // --url: the product root (file://, http://, https://)
	DOMPayload string // --dom-payload: a file of inline HTML to verify instead
	MCPApp     string // --mcp-app: a JSON file holding the request's mcp_app
	MCPAppHTML string // --mcp-app-html: with MCPApp, the bundle inlined as its html
	// With MCPApp, the app's real MCP server instead of a scripted tool
	// table (server mode, mcpserver.go): at most one of MCPServer and
	// MCPServerURL.
	MCPServer    string // --mcp-server: the stdio server's command line
	MCPServerDir string // --mcp-server-dir: with MCPServer, its product root ("" means ".")
	MCPServerURL string // --mcp-server-url: a streamable-HTTP server's URL
	// MCPLive (--mcp-live): the witnesses ask the server in sessions of
	// their own (live mode) instead of replaying its answers recorded by
	// Prepare (cassette mode, the default).
	MCPLive   bool
	RequestID string // --request-id; "" means a random "req-…"
	Surfaces  []string
	// MaxDeviationScore is max_allowed_deviation_score; 0 leaves the
	// default (0).
	MaxDeviationScore float64
	// MaxNavLinks and MinContrastRatio tighten the skeleton's
	// constraints; nil leaves them.
	MaxNavLinks      *int
	MinContrastRatio *float64
	Require, Forbid  []string // required and forbidden element selectors to add
	SingleFileBundle bool
	RubricVersion    string // "" means DefaultRubric
	// BaselineScope names the project or branch whose baselines and scars
	// the request shares; "" means the skeleton's name, so that two
	// projects never share them by accident.
	BaselineScope string
}

// InvalidError is a request or attempt that cannot be built as asked;
// Msg names the flag.
type InvalidError struct{ Msg string }

func (e *InvalidError) Error() string { return e.Msg }

func invalid(msg string) error { return &InvalidError{Msg: msg} }

// BuildRequest builds request.opened.v1 from sp and returns it with the
// loaded skeleton. Nothing is published. The request id, the product
// choice and the constraints are checked before any file is read.
func BuildRequest(sp Spec) (*events.RequestOpened, *skeleton.Skeleton, error) {
	if sp.Skeleton == "" {
		return nil, nil, invalid("--skeleton is required")
	}
	// Server mode's flags first: without --mcp-app they name what is missing.
	if err := sp.checkServer(); err != nil {
		return nil, nil, err
	}
	if n := countSet(sp.URL, sp.DOMPayload, sp.MCPApp); n != 1 {
		return nil, nil, invalid("give exactly one of --url, --dom-payload and --mcp-app")
	}
	if sp.MCPAppHTML != "" && sp.MCPApp == "" {
		return nil, nil, invalid("--mcp-app-html needs --mcp-app")
	}
	// The request id becomes a NATS subject token: refuse one that cannot
	// before anything is read or published (witness run echoes any id;
	// only the ledger path limits them).
	id := sp.RequestID
	if id == "" {
		var b [6]byte
		if _, err := rand.Read(b[:]); err != nil {
			return nil, nil, err
		}
		id = "req-" + hex.EncodeToString(b[:])
	}
	if err := events.CheckRequestID(id); err != nil {
		return nil, nil, invalid("--request-id: " + err.Error())
	}
	sk, err := skeleton.LoadDir(sp.Skeleton, skeleton.Options{})
	if err != nil {
		return nil, nil, cli.InputError{Err: err}
	}
	rubric := sp.RubricVersion
	if rubric == "" {
		rubric = DefaultRubric
	}
	r := &events.RequestOpened{
		SchemaName: events.SchemaRequestOpened, ReqID: id, SkeletonHash: sk.Hash,
		RunnerVersion: RunnerVersion, RubricVersion: rubric,
		Skeleton: events.Skeleton{Files: sk.Files()}, BaselineScope: sp.scope(sk),
	}
	if err := events.CheckBaselineScope(r.BaselineScope); err != nil {
		return nil, nil, invalid("--baseline-scope: " + err.Error())
	}
	switch {
	case sp.URL != "":
		if _, err := skeleton.JoinURL(sp.URL, "/"); err != nil {
			return nil, nil, invalid("--url: " + err.Error())
		}
		r.ProductURL = sp.URL
	case sp.MCPApp != "" && sp.serverMode():
		// Against its real MCP server (mcpserver.go): the product URL is
		// the server's directory or URL.
		if r.MCPApp, r.ProductURL, err = sp.loadServerApp(); err != nil {
			return nil, nil, err
		}
	case sp.MCPApp != "":
		// A scripted MCP App has no product URL: the resource travels
		// inline. Either way, without --surfaces the request requires all
		// three surfaces (events.RequestOpened.EffectiveSurfaces).
		if r.MCPApp, err = LoadMCPApp(sp.MCPApp, sp.MCPAppHTML); err != nil {
			return nil, nil, err
		}
	default:
		data, err := os.ReadFile(sp.DOMPayload)
		if err != nil {
			return nil, nil, cli.InputError{Err: err}
		}
		r.DOMPayload = string(data)
	}
	// The effective constraints: the skeleton's defaults tightened by the
	// spec (MergeConstraints refuses a loosening).
	var req skeleton.Constraints
	req.MaxNavLinks, req.MinContrastRatio = sp.MaxNavLinks, sp.MinContrastRatio
	req.RequiredElements, req.ForbiddenElements, req.SingleFileBundle = sp.Require, sp.Forbid, sp.SingleFileBundle
	eff, err := skeleton.MergeConstraints(sk.Constraints, req)
	if err != nil {
		return nil, nil, invalid("constraints: " + err.Error())
	}
	c := events.Constraints(eff)
	r.Constraints = &c
	if len(sp.Surfaces) > 0 {
		r.Surfaces = sp.Surfaces
	}
	if sp.MaxDeviationScore != 0 {
		v := sp.MaxDeviationScore
		r.MaxAllowedDeviationScore = &v
	}
	if err := query.CheckRequestLimits(r); err != nil {
		return nil, nil, cli.InputError{Err: fmt.Errorf("%w; nothing was published", err)}
	}
	if _, err := events.Encode(r); err != nil {
		return nil, nil, invalid(err.Error())
	}
	return r, sk, nil
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

// scope is the request's baseline scope: BaselineScope, or the
// skeleton's name.
func (sp *Spec) scope(sk *skeleton.Skeleton) string {
	if sp.BaselineScope != "" {
		return sp.BaselineScope
	}
	return sk.Name
}
