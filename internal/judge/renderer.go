package judge

import (
	"context"
	"fmt"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
)

// AcceptRenderer is what a judge says when accepting a renderer change
// for a baseline scope.
type AcceptRenderer struct {
	Reason string // required: why the renderer change is accepted
	Actor  string // the judge's actor id; "judge" when blank
	Ticket string // an external ticket id, or ""
	// Timeout bounds the wait for the ledger (DefaultTimeout when 0).
	Timeout time.Duration
	// Published, when set, is told the acceptance's event id once it is
	// published, before the wait.
	Published func(Published)
}

// Check refuses an acceptance on request id that cannot be sent; the
// error wraps ErrInvalid.
func (a *AcceptRenderer) Check(id string) error { return check(id, a.Reason) }

// RendererAccepted is an applied renderer acceptance.
type RendererAccepted struct {
	RequestID string
	AttemptID string
	EventID   string
	Scope     string
	// Change is what the acceptance did: the renderers of the baselines
	// (From), the one accepted (To), the findings set aside, the frames
	// re-pinned.
	Change *govern.RendererChange
	// Review is the request after the ledger applied it and decided the
	// attempt again.
	Review *govern.Review
}

// AcceptRenderer accepts the renderer change of held request id for its
// whole baseline scope: it publishes a signed renderer.accepted.v1 naming
// the attempt, the state version, the scope and W1's renderer record of
// the attempt, and waits until the ledger has applied it
// (docs/FORMAT.md §10, "Accepting a renderer change"). It refuses — with
// ErrNotApplied saying why, publishing nothing — a request that is not
// held, whose attempt shows no renderer_changed, or is held by what no
// renderer acceptance lifts.
func (c *Client) AcceptRenderer(ctx context.Context, id string, a AcceptRenderer) (*RendererAccepted, error) {
	if err := a.Check(id); err != nil {
		return nil, err
	}
	rv, err := c.s.Review(ctx, id)
	if err != nil {
		return nil, err
	}
	rc := rv.RendererChange
	switch {
	case rc == nil && rv.State == events.StateHold:
		return nil, fmt.Errorf("%w: request %s is held (%s), but its attempt shows no %s: nothing to accept", ErrNotApplied, id, rv.Error, govern.DevRendererChanged)
	case rc == nil:
		return nil, fmt.Errorf("%w: request %s is %s (%s); only a held request whose attempt shows %s takes a renderer acceptance", ErrNotApplied, id, rv.State, rv.Error, govern.DevRendererChanged)
	case rc.Refusal != "":
		return nil, fmt.Errorf("%w: cannot accept the renderer of %s: %s", ErrNotApplied, id, rc.Refusal)
	}
	b := &events.RendererAccepted{
		SchemaName: events.SchemaRendererAccepted, ReqID: id, AttID: rc.AttemptID, StateVersion: rc.StateVersion,
		BaselineScope: rc.Scope, Renderer: *rc.To, Reason: a.Reason, ActorID: actorOr(a.Actor),
		Timestamp: c.now().UTC().Truncate(time.Second).Format(time.RFC3339), TicketID: a.Ticket,
	}
	eventID, err := c.s.Publish(ctx, events.KindRenderer, id, b)
	if err != nil {
		return nil, err
	}
	if a.Published != nil {
		a.Published(Published{Kind: events.KindRenderer, Act: "accept-renderer", RequestID: id, AttemptID: rc.AttemptID,
			EventID: eventID, Scope: rc.Scope})
	}
	after, err := c.waitApplied(ctx, id, rc.AttemptID, eventID, rc.StateVersion, timeoutOr(a.Timeout),
		func(at *govern.ReviewAtt) bool { return at.RendererAcceptance == eventID })
	if err != nil {
		return nil, err
	}
	return &RendererAccepted{RequestID: id, AttemptID: rc.AttemptID, EventID: eventID, Scope: rc.Scope, Change: rc, Review: after}, nil
}
