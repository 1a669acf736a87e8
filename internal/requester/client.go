package requester

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/pause"
	"github.com/tribunal-dev/tribunal/internal/query"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
)

// Client is the requester's view of one deployment.
type Client struct {
	s *rolecli.Session
}

// New is the requester client over a session dialled as the requester.
func New(s *rolecli.Session) *Client { return &Client{s: s} }

// Dial connects to the deployment f names as the requester; sign loads
// the requester's signing key, which Open and Submit need (see
// rolecli.Dial for the errors).
func Dial(ctx context.Context, f *endpoint.Flags, sign bool) (*Client, error) {
	s, err := rolecli.Dial(ctx, f, events.RoleRequester, sign)
	if err != nil {
		return nil, err
	}
	return New(s), nil
}

// Close closes the session.
func (c *Client) Close() { c.s.Close() }

// Session is the client's ledger session.
func (c *Client) Session() *rolecli.Session { return c.s }

// Status is request id's W³ output, state version and the witnesses its
// current attempt still waits for.
func (c *Client) Status(ctx context.Context, id string) (*rolecli.Status, error) {
	return c.s.Status(ctx, id)
}

// Review is everything the ledger holds about request id.
func (c *Client) Review(ctx context.Context, id string) (*govern.Review, error) {
	return c.s.Review(ctx, id)
}

// Scar is the scar record of a deviation fingerprint in a baseline
// scope; scope "" means the only scar with that fingerprint.
func (c *Client) Scar(ctx context.Context, fingerprint, scope string) (*govern.Scar, error) {
	sc, err := c.s.QC.Scar(ctx, fingerprint, scope)
	if err != nil {
		return nil, rolecli.QueryError(err)
	}
	return sc, nil
}

// Blob fetches an evidence blob by its SHA-256, checked against it.
func (c *Client) Blob(ctx context.Context, sum string) (data []byte, mediaType string, err error) {
	data, mediaType, err = c.s.QC.Blob(ctx, sum)
	if err != nil {
		return nil, "", rolecli.QueryError(err)
	}
	return data, mediaType, nil
}

// Open publishes request r with nothing half-done: r and, when first is
// set, its first attempt are measured against the broker's payload limit
// before r is published, so that a failure leaves nothing on the ledger.
// first is not published: it must name the state version the ledger
// gives r (WaitKnown), then go through Submit.
func (c *Client) Open(ctx context.Context, r *events.RequestOpened, first *events.AttemptSubmitted) error {
	if err := c.fits(events.KindRequest, r); err != nil {
		return err
	}
	if first != nil {
		if err := c.fits(events.KindAttempt, first); err != nil {
			return err
		}
	}
	_, err := c.s.Publish(ctx, events.KindRequest, r.ReqID, r)
	return err
}

// Submit publishes attempt a, after measuring it against the payload
// limit.
func (c *Client) Submit(ctx context.Context, a *events.AttemptSubmitted) error {
	if err := c.fits(events.KindAttempt, a); err != nil {
		return err
	}
	_, err := c.s.Publish(ctx, events.KindAttempt, a.ReqID, a)
	return err
}

// fits checks b against the broker's payload limit before it is
// published; an event that cannot fit is bad input, named with the
// limit.
func (c *Client) fits(kind string, b events.Body) error {
	if c.s.Pub == nil {
		return rolecli.ErrReadOnly
	}
	if err := query.CheckLimits(b); err != nil {
		return cli.InputError{Err: fmt.Errorf("%w; nothing was published", err)}
	}
	err := c.s.Pub.Fits(kind, b.RequestID(), b)
	if errors.Is(err, endpoint.ErrTooLarge) {
		what := "the request"
		if kind == events.KindAttempt {
			what = "the attempt"
		}
		if r, ok := b.(*events.RequestOpened); ok && len(r.DOMPayload) > 0 {
			what += fmt.Sprintf(" (its dom_payload alone is %d bytes)", len(r.DOMPayload))
		}
		return cli.InputError{Err: fmt.Errorf("%s is too large to publish: %w; nothing was published", what, err)}
	}
	return err
}

// Poll intervals of the waits.
const (
	knownEvery   = 100 * time.Millisecond
	settledEvery = 200 * time.Millisecond
)

// WaitKnown waits until the ledger knows request id (it has ingested the
// request.opened.v1), for at most d.
func (c *Client) WaitKnown(ctx context.Context, id string, d time.Duration) (*rolecli.Status, error) {
	var (
		st   *rolecli.Status
		last error
	)
	err := pause.Poll(ctx, d, knownEvery, func() (bool, error) {
		st, last = c.s.Status(ctx, id)
		return last == nil, nil
	})
	if err != nil {
		if last == nil {
			last = err
		}
		return nil, fmt.Errorf("the ledger does not know request %s: %w", id, last)
	}
	return st, nil
}

// Settled reports whether w is final for attempt att: both witnesses in
// and the attempt assessed, or the request ended without it (FAIL at
// open, a rejected attempt).
func Settled(w *govern.W3Output, att string) bool {
	if !w.Settled() {
		return false
	}
	if w.AttemptID == att {
		return true
	}
	// FAIL at open (DOM_PAYLOAD_MISSING, CONSTRAINTS_INCOMPLETE) or a
	// rejected attempt: the request will not assess att.
	return w.Verdict == events.StateFail
}

// TimeoutError is a wait for a verdict that ran out; Last is the last
// status the ledger gave (nil when it never answered).
type TimeoutError struct {
	Msg  string
	Last *rolecli.Status
}

func (e *TimeoutError) Error() string { return e.Msg }

// WaitSettled waits until the verdict for attempt att of request id is
// settled (Settled), for at most timeout, and returns it. waiting, when
// set, is told every answer that is not settled yet (its Waiting names
// the witnesses still missing, its Review what has arrived). A timeout
// is a *TimeoutError naming who never reported.
func (c *Client) WaitSettled(ctx context.Context, id, att string, timeout time.Duration, waiting func(*rolecli.Status)) (*rolecli.Status, error) {
	var last *rolecli.Status
	err := pause.Poll(ctx, timeout, settledEvery, func() (bool, error) {
		st, err := c.s.Status(ctx, id)
		if err != nil {
			return false, nil
		}
		last = st
		if Settled(st.W3, att) {
			return true, nil
		}
		if waiting != nil {
			waiting(st)
		}
		return false, nil
	})
	switch {
	case err == nil:
		return last, nil
	case errors.Is(err, pause.ErrTimeout):
		return nil, &TimeoutError{
			Msg:  fmt.Sprintf("check: no settled verdict for request %s attempt %s within %s%s", id, att, timeout, stillWaiting(last)),
			Last: last,
		}
	}
	return nil, err
}

// stillWaiting is the timeout error's tail naming who never reported.
func stillWaiting(last *rolecli.Status) string {
	if last == nil {
		return ""
	}
	if len(last.Waiting) > 0 {
		return "; still waiting for " + strings.Join(last.Waiting, " and ")
	}
	return fmt.Sprintf("; the request is %s (%s)", last.W3.Verdict, last.W3.Error)
}
