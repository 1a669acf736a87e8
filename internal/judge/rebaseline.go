package judge

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/pause"
)

// Rebaseline is what a judge says when accepting an intended visual
// change.
type Rebaseline struct {
	Reason string     // required: why the change is intended
	Actor  string     // the judge's actor id; "judge" when blank
	Ticket string     // an external ticket id, or ""
	Only   []FrameSel // accept only these frames; none: every frame a baseline_diff is about
	// Timeout bounds the wait for the ledger (DefaultTimeout when 0).
	Timeout time.Duration
	// Published, when set, is told the acceptance's event id once it is
	// published, before the wait.
	Published func(Published)
}

// Check refuses an acceptance on request id that cannot be sent; the
// error wraps ErrInvalid.
func (r *Rebaseline) Check(id string) error { return check(id, r.Reason) }

// Rebaselined is an applied baseline acceptance.
type Rebaselined struct {
	RequestID string
	AttemptID string
	EventID   string
	Scope     string
	Frames    []events.AcceptedFrame
	// Review is the request after the ledger applied the acceptance and
	// decided the attempt again: PASS_CANDIDATE when nothing else holds
	// it (still sealed only by Approve), else HOLD with what still does.
	Review *govern.Review
}

// Rebaseline accepts an intended visual change of held request id: it
// publishes a signed baseline.accepted.v1 naming the attempt, the state
// version and the SHA-256 of every frame it promotes, and waits until the
// ledger has applied it. The frames become the baselines of the
// request's scope at once. It refuses — with ErrNotApplied saying why,
// publishing nothing — a request that is not held, or whose attempt is
// held by what no baseline lifts; a selector that names no frame is a
// cli.InputError.
func (c *Client) Rebaseline(ctx context.Context, id string, r Rebaseline) (*Rebaselined, error) {
	if err := r.Check(id); err != nil {
		return nil, err
	}
	rv, err := c.s.Review(ctx, id)
	if err != nil {
		return nil, err
	}
	rb := rv.Rebaseline
	switch {
	case rb == nil && rv.State == events.StatePassCandidate:
		return nil, fmt.Errorf("%w: request %s is a PASS_CANDIDATE: nothing holds it; \"judge approve\" seals it and its frames become the baselines", ErrNotApplied, id)
	case rb == nil && rv.State == events.StateObserving:
		return nil, fmt.Errorf("%w: request %s is OBSERVING: its attempt has no assessment yet (a witness report with a wrong tuple is rejected and does not count); only a held request takes a baseline acceptance", ErrNotApplied, id)
	case rb == nil:
		return nil, fmt.Errorf("%w: request %s is %s (%s); only a held request takes a baseline acceptance", ErrNotApplied, id, rv.State, rv.Error)
	case rb.Refusal != "":
		return nil, fmt.Errorf("%w: cannot rebaseline %s: %s", ErrNotApplied, id, rb.Refusal)
	}
	frames, err := Pick(rb, r.Only)
	if err != nil {
		return nil, cli.InputError{Err: fmt.Errorf("rebaseline %s: %w", id, err)}
	}
	b := &events.BaselineAccepted{
		SchemaName: events.SchemaBaselineAccepted, ReqID: id, AttID: rb.AttemptID, StateVersion: rb.StateVersion,
		BaselineScope: rb.Scope, Frames: frames, Reason: r.Reason, ActorID: actorOr(r.Actor),
		Timestamp: c.now().UTC().Truncate(time.Second).Format(time.RFC3339), TicketID: r.Ticket,
	}
	eventID, err := c.s.Publish(ctx, events.KindBaseline, id, b)
	if err != nil {
		return nil, err
	}
	if r.Published != nil {
		r.Published(Published{Kind: events.KindBaseline, Act: "rebaseline", RequestID: id, AttemptID: rb.AttemptID,
			EventID: eventID, Scope: rb.Scope, Frames: frames})
	}
	after, err := c.waitApplied(ctx, id, rb.AttemptID, eventID, rb.StateVersion, timeoutOr(r.Timeout),
		func(a *govern.ReviewAtt) bool { return slices.Contains(a.Acceptances, eventID) })
	if err != nil {
		return nil, err
	}
	return &Rebaselined{RequestID: id, AttemptID: rb.AttemptID, EventID: eventID, Scope: rb.Scope, Frames: frames, Review: after}, nil
}

// waitApplied polls the review until the acceptance is applied to the
// attempt (applied says so of the attempt's review), or the request moved
// on without it (a refusal is recorded as rejected.v1 and changes
// nothing).
func (c *Client) waitApplied(ctx context.Context, id, attemptID, eventID, version string, timeout time.Duration, applied func(*govern.ReviewAtt) bool) (*govern.Review, error) {
	var after *govern.Review
	err := pause.Poll(ctx, timeout, pollEvery, func() (bool, error) {
		rv, err := c.s.Review(ctx, id)
		if err != nil {
			return false, nil
		}
		if n := len(rv.Attempts); n > 0 && rv.Attempts[n-1].AttemptID == attemptID && applied(&rv.Attempts[n-1]) {
			after = rv
			return true, nil
		}
		if rv.StateVersion != version {
			return false, fmt.Errorf("%w: request %s moved on to version %s (%s) without the acceptance", ErrNotApplied, id, rv.StateVersion, rv.State)
		}
		return false, nil
	})
	if err != nil && (errors.Is(err, pause.ErrTimeout) || ctx.Err() != nil) && !errors.Is(err, ErrNotApplied) {
		return nil, fmt.Errorf("%w: the ledger did not apply the acceptance within %s (a refusal is on the chain as rejected.v1 of %s)", ErrNotApplied, timeout, eventID)
	}
	return after, err
}
