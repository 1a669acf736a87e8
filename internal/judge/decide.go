package judge

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/pause"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
)

// Decision is what a judge says with an approval or a rejection.
type Decision struct {
	Reason   string // required; a rejection's reason goes back to the requester
	Actor    string // the judge's actor id; "judge" when blank
	Evidence string // what the judge looked at; "" lets the ledger use the reason
	Ticket   string // an external ticket id, or ""
	// Timeout bounds the wait for the ledger to apply the decision
	// (DefaultTimeout when 0).
	Timeout time.Duration
	// Published, when set, is told the decision's event id once it is
	// published, before the wait.
	Published func(Published)
}

// Check refuses a decision on request id that cannot be sent: no reason,
// or an id no request can have. The error wraps ErrInvalid.
func (d *Decision) Check(id string) error {
	return check(id, d.Reason)
}

func check(id, reason string) error {
	if strings.TrimSpace(reason) == "" {
		return invalid("--reason is required")
	}
	if err := events.CheckRequestID(id); err != nil {
		return invalid(err.Error())
	}
	return nil
}

// invalid is an ErrInvalid whose text is only what is wrong.
type invalid string

func (e invalid) Error() string        { return string(e) }
func (e invalid) Is(target error) bool { return target == ErrInvalid }

func actorOr(a string) string {
	if strings.TrimSpace(a) == "" {
		return "judge"
	}
	return a
}

// Decided is an applied (or not applied) decision.
type Decided struct {
	Act       string // approve or reject
	RequestID string
	AttemptID string
	EventID   string
	// Status is the request after the ledger applied the decision:
	// SEALED_DEPLOY after an approval, HOLD after a rejection.
	Status *rolecli.Status
}

// Approve signs and publishes an approval of request id's current
// attempt, which must be a PASS_CANDIDATE, with the state version the
// ledger reports, and waits until the ledger has applied it: the request
// is then SEALED_DEPLOY, with the composite hash.
func (c *Client) Approve(ctx context.Context, id string, d Decision) (*Decided, error) {
	return c.decide(ctx, events.DecisionApprove, id, d)
}

// Reject is Approve's other answer: the request goes to HOLD and the
// reason back to the requester.
func (c *Client) Reject(ctx context.Context, id string, d Decision) (*Decided, error) {
	return c.decide(ctx, events.DecisionReject, id, d)
}

// decide publishes judge.decision.v1 and waits for the ledger to apply
// it. When the ledger applied something other than what the decision
// asks for, both the result and an ErrNotApplied error come back.
func (c *Client) decide(ctx context.Context, act, id string, d Decision) (*Decided, error) {
	if err := d.Check(id); err != nil {
		return nil, err
	}
	st, err := c.s.Status(ctx, id)
	if err != nil {
		return nil, err
	}
	if st.W3.Verdict != events.StatePassCandidate {
		return nil, fmt.Errorf("%w: request %s is %s (%s), not a PASS_CANDIDATE: nothing to %s", ErrNotApplied, id, st.W3.Verdict, st.W3.Error, act)
	}
	body := &events.JudgeDecision{
		SchemaName: events.SchemaJudgeDecision, ReqID: id, AttID: st.W3.AttemptID,
		Decision: act, Reason: d.Reason, ActorID: actorOr(d.Actor),
		Timestamp:    c.now().UTC().Truncate(time.Second).Format(time.RFC3339),
		StateVersion: fmt.Sprint(st.Version), Evidence: d.Evidence, TicketID: d.Ticket,
	}
	eventID, err := c.s.Publish(ctx, events.KindDecision, id, body)
	if err != nil {
		return nil, err
	}
	if d.Published != nil {
		d.Published(Published{Kind: events.KindDecision, Act: act, RequestID: id, AttemptID: body.AttID, EventID: eventID})
	}
	want := events.StateSealedDeploy
	if act == events.DecisionReject {
		want = events.StateHold
	}
	timeout := timeoutOr(d.Timeout)
	err = pause.Poll(ctx, timeout, pollEvery, func() (bool, error) {
		s, err := c.s.Status(ctx, id)
		if err == nil && s.W3.Verdict != events.StatePassCandidate {
			st = s
			return true, nil
		}
		return false, nil
	})
	if err != nil {
		if errors.Is(err, pause.ErrTimeout) || ctx.Err() != nil {
			return nil, fmt.Errorf("%w: the ledger did not apply the decision within %s", ErrNotApplied, timeout)
		}
		return nil, err
	}
	out := &Decided{Act: act, RequestID: id, AttemptID: body.AttID, EventID: eventID, Status: st}
	if st.W3.Verdict != want {
		return out, fmt.Errorf("%w: request %s is %s (%s), expected %s", ErrNotApplied, id, st.W3.Verdict, st.W3.Error, want)
	}
	return out, nil
}
