package judge

import (
	"context"
	"errors"
	"time"

	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
)

// ErrNotApplied: the ledger did not apply the act (or it was refused
// before anything was published); the error says why.
var ErrNotApplied = errors.New("decision not applied")

// ErrInvalid: a decision or acceptance that cannot be sent as given.
var ErrInvalid = errors.New("invalid decision")

// DefaultTimeout is how long an act waits for the ledger to apply it.
const DefaultTimeout = 30 * time.Second

// pollEvery is how often an act asks the ledger whether it applied it.
const pollEvery = 200 * time.Millisecond

// Client is the judge's view of one deployment: the ledger's queries
// and, when the session has the judge's signing key, the signed acts.
type Client struct {
	s *rolecli.Session
	// Now stamps decisions and acceptances (RFC 3339, UTC, seconds);
	// time.Now when nil.
	Now func() time.Time
}

// New is the judge client over a session dialled as the judge.
func New(s *rolecli.Session) *Client { return &Client{s: s} }

// Dial connects to the deployment f names as the judge; sign loads the
// judge's signing key, which the acts need (see rolecli.Dial for the
// errors).
func Dial(ctx context.Context, f *endpoint.Flags, sign bool) (*Client, error) {
	s, err := rolecli.Dial(ctx, f, events.RoleJudge, sign)
	if err != nil {
		return nil, err
	}
	return New(s), nil
}

// Close closes the session.
func (c *Client) Close() { c.s.Close() }

// Session is the client's ledger session.
func (c *Client) Session() *rolecli.Session { return c.s }

func (c *Client) now() time.Time {
	if c.Now != nil {
		return c.Now()
	}
	return time.Now()
}

// Pending lists the requests a judge can act on: the PASS_CANDIDATEs,
// and the HOLDs a baseline acceptance applies to.
func (c *Client) Pending(ctx context.Context) ([]govern.Pending, error) {
	list, err := c.s.QC.Pending(ctx)
	if err != nil {
		return nil, rolecli.QueryError(err)
	}
	return list, nil
}

// Review is everything the ledger holds about request id that a judge
// looks at before deciding: the W³ output, both witnesses' reports of
// every attempt, entropy, scars, what was set aside and what a rebaseline
// could do. A request the ledger does not know is a cli.InputError.
func (c *Client) Review(ctx context.Context, id string) (*govern.Review, error) {
	return c.s.Review(ctx, id)
}

// Blob fetches an evidence blob (a screenshot or diff PNG) by its
// SHA-256, checked against it.
func (c *Client) Blob(ctx context.Context, sum string) (data []byte, mediaType string, err error) {
	data, mediaType, err = c.s.QC.Blob(ctx, sum)
	if err != nil {
		return nil, "", rolecli.QueryError(err)
	}
	return data, mediaType, nil
}

// Published is an act the judge signed and published, reported (when the
// caller asks, Decision.Published) before the wait for the ledger.
type Published struct {
	Kind      string // events.KindDecision, events.KindBaseline or events.KindRenderer
	Act       string // approve, reject, rebaseline or accept-renderer
	RequestID string
	AttemptID string
	EventID   string
	Scope     string                 // rebaseline, accept-renderer: the baseline scope
	Frames    []events.AcceptedFrame // rebaseline: the frames accepted
}

func timeoutOr(d time.Duration) time.Duration {
	if d <= 0 {
		return DefaultTimeout
	}
	return d
}
