package requester

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/query"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// What "tribunal open", "tribunal check" and the agents' verify tool
// (internal/requester/agentmcp) share: one way to turn a spec into a request and
// its first attempt, and one way to submit that attempt once the ledger
// knows the request; and one way to make the next attempt of a request
// from what the ledger holds.

// Prepare builds request sp (BuildRequest), checks its skeleton against
// the designers the deployment conn names trusts (CheckDesigners) and,
// when af is set, builds its first attempt at state version 1 (what a
// fresh request gets; SubmitFirst sets the version the ledger reports).
// A server-mode request's server is run once and its answers recorded
// (RecordCassette) unless the spec asks for live mode. Nothing is
// published and nothing connects to the deployment: a failure here
// leaves nothing on the ledger.
func Prepare(ctx context.Context, conn *endpoint.Flags, sp Spec, af *AttemptSpec) (*events.RequestOpened, *events.AttemptSubmitted, error) {
	r, sk, err := BuildRequest(sp)
	if err != nil {
		return nil, nil, err
	}
	if err := CheckDesigners(conn, sp.Skeleton); err != nil {
		return nil, nil, err
	}
	// A server-mode request records its server's answers (unless live):
	// the cassette is part of the request, within its limits.
	if err := RecordCassette(ctx, r); err != nil {
		return nil, nil, err
	}
	if err := query.CheckRequestLimits(r); err != nil {
		return nil, nil, cli.InputError{Err: fmt.Errorf("%w; nothing was published", err)}
	}
	if af == nil {
		return r, nil, nil
	}
	a, err := BuildAttempt(ctx, r, sk, *af, 1)
	if err != nil {
		return nil, nil, err
	}
	return r, a, nil
}

// SubmitFirst waits (at most wait) until the ledger knows the request of
// attempt a, which Open published, and submits a at the state version
// the ledger reports. A request the ledger failed at the door
// (DOM_PAYLOAD_MISSING, CONSTRAINTS_INCOMPLETE) gets no attempt: nothing
// would ever render it; the status says so (its verdict is FAIL). A
// ledger that never learns of the request is a *TimeoutError.
func (c *Client) SubmitFirst(ctx context.Context, a *events.AttemptSubmitted, wait time.Duration) (*rolecli.Status, error) {
	st, err := c.WaitKnown(ctx, a.ReqID, wait)
	if err != nil {
		return nil, &TimeoutError{Msg: err.Error()}
	}
	if st.W3.Verdict == events.StateFail {
		return st, nil
	}
	a.PriorStateVersion = fmt.Sprint(st.Version)
	if err := c.Submit(ctx, a); err != nil {
		return nil, err
	}
	return st, nil
}

// ErrNotPage: Next was asked for an attempt on a request whose product
// cannot change between attempts from what the ledger holds alone (an
// MCP App's file lives with its requester).
var ErrNotPage = errors.New("the request checks an MCP App: its next attempt needs the app's file (tribunal attempt --mcp-app FILE)")

// Next builds the next attempt of request id from what the ledger holds:
// the request's own skeleton (inline in request.opened.v1, checked
// against its hash) and product URL, the product hashed again as it is
// now, at the state version the ledger reports. codeDiff is shown to the
// judge. Nothing is published.
func (c *Client) Next(ctx context.Context, id, codeDiff string) (*events.AttemptSubmitted, error) {
	rv, err := c.Review(ctx, id)
	if err != nil {
		return nil, err
	}
	b, err := events.Decode(events.SchemaRequestOpened, rv.Request)
	if err != nil {
		return nil, fmt.Errorf("ledger review of %s: %w", id, err)
	}
	r := b.(*events.RequestOpened)
	if r.MCPApp != nil {
		return nil, cli.InputError{Err: ErrNotPage}
	}
	sk, err := skeleton.LoadFiles(r.Skeleton.Files, skeleton.Options{ExpectHash: r.SkeletonHash})
	if err != nil {
		return nil, fmt.Errorf("ledger review of %s: its skeleton: %w", id, err)
	}
	prior, err := strconv.ParseInt(rv.StateVersion, 10, 64)
	if err != nil {
		return nil, fmt.Errorf("ledger review of %s: state version %q: %w", id, rv.StateVersion, err)
	}
	a, err := BuildAttempt(ctx, r, sk, AttemptSpec{}, prior)
	if err != nil {
		return nil, err
	}
	a.CodeDiff = codeDiff
	if _, err := events.Encode(a); err != nil {
		return nil, invalid(err.Error())
	}
	return a, nil
}
