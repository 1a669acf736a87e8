// Package rolecli holds what the command-line tools of the roles that
// talk to a running ledger (tribunal for the requester, judge) share: a
// session dialled as the role, with the errors mapped to the exit codes of
// internal/cli; the request status the ledger reports; W³ printing; and
// the "blob get" command. Each tool keeps its own name in its messages.
package rolecli

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"golang.org/x/mod/sumdb/note"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/query"
)

// ConnectTimeout bounds waiting for the broker, and then for the ledger
// to answer queries.
const ConnectTimeout = 15 * time.Second

// ErrReadOnly: Publish on a session dialled without a signing key.
var ErrReadOnly = errors.New("session has no signing key")

// Session is one role's connection to a deployment.
type Session struct {
	NC  *nats.Conn
	QC  *query.Client
	Pub *endpoint.Publisher // nil for read-only sessions
}

// Dial resolves f for role, connects and waits until the ledger answers
// queries. needSigner also loads the role's signing key for Publish.
// Connection flags missing without --dir are a cli.UsageError; a
// deployment, key or seed that cannot be read is a cli.InputError.
func Dial(ctx context.Context, f *endpoint.Flags, role events.Role, needSigner bool) (*Session, error) {
	ep, err := f.Resolve(role, needSigner)
	if err != nil {
		if f.Dir == "" {
			return nil, cli.UsageError{Msg: err.Error()}
		}
		return nil, cli.InputError{Err: err}
	}
	var signer *events.Signer
	if needSigner {
		if signer, err = ep.Signer(); err != nil {
			return nil, cli.InputError{Err: err}
		}
	}
	ckv, err := checkTrust(ep, signer)
	if err != nil {
		return nil, cli.InputError{Err: err}
	}
	s := &Session{}
	cctx, cancel := context.WithTimeout(ctx, ConnectTimeout)
	defer cancel()
	if s.NC, err = ep.Connect(cctx); err != nil {
		if errors.Is(err, endpoint.ErrEndpoint) {
			return nil, cli.InputError{Err: err}
		}
		return nil, err
	}
	s.QC = query.NewClient(s.NC, role)
	s.QC.VerifyWith(ckv)
	if err := endpoint.WaitLedger(ctx, s.QC, ConnectTimeout); err != nil {
		s.NC.Close()
		return nil, err
	}
	if signer != nil {
		js, err := jetstream.New(s.NC)
		if err != nil {
			s.NC.Close()
			return nil, err
		}
		s.Pub = &endpoint.Publisher{JS: js, Signer: signer}
	}
	return s, nil
}

// checkTrust loads the trust file the endpoint names (--trust, or the
// deployment's), before anything connects: a file that is not a trust
// file, a signing key the trust file does not list for the role, or a
// checkpoint key that does not parse is refused here, in one line. It
// returns the ledger's checkpoint verifier that every answer carrying a
// checkpoint is checked against, or nil when no trust file is known
// (explicit flags without --trust: answers are then not verified).
func checkTrust(ep *endpoint.Endpoint, signer *events.Signer) (note.Verifier, error) {
	trust, err := ep.Trust()
	if err != nil || trust == nil {
		return nil, err
	}
	if signer != nil {
		if err := trust.CheckSigner(signer); err != nil {
			return nil, fmt.Errorf("%s: %w", ep.SigningKeyFile, err)
		}
	}
	v, err := trust.CheckpointVerifier()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", ep.TrustFile, err)
	}
	return v, nil
}

// Close closes the connection.
func (s *Session) Close() { s.NC.Close() }

// Publish signs b with a fresh random id and publishes it (see
// endpoint.Publisher), returning the event id.
func (s *Session) Publish(ctx context.Context, kind, reqID string, b events.Body) (string, error) {
	if s.Pub == nil {
		return "", ErrReadOnly
	}
	return s.Pub.Publish(ctx, kind, reqID, b)
}

// Status is what a role acts on: a request's W³ output and its state
// version (an attempt's prior_state_version, the version a decision
// reviewed).
type Status struct {
	W3      *govern.W3Output
	Version int64
	// Waiting names the witnesses ("w1", "w2") whose report of the
	// current attempt the ledger does not have yet, while it observes.
	Waiting []string
	// Review is the ledger's answer the status was read from, so that a
	// caller that also shows the witnesses' reports needs no second query.
	Review *govern.Review
}

// Review asks the ledger for request id's review; see QueryError.
func (s *Session) Review(ctx context.Context, id string) (*govern.Review, error) {
	rv, err := s.QC.Review(ctx, id)
	if err != nil {
		return nil, QueryError(err)
	}
	return rv, nil
}

// Status asks the ledger for request id's status; see QueryError.
func (s *Session) Status(ctx context.Context, id string) (*Status, error) {
	rv, err := s.Review(ctx, id)
	if err != nil {
		return nil, err
	}
	v, err := strconv.ParseInt(rv.StateVersion, 10, 64)
	if err != nil {
		return nil, fmt.Errorf("ledger review of %s: state version %q: %w", id, rv.StateVersion, err)
	}
	return &Status{W3: rv.W3, Version: v, Waiting: waiting(rv), Review: rv}, nil
}

// waiting lists the witnesses the current attempt still waits for.
func waiting(rv *govern.Review) []string {
	if rv.State != events.StateObserving || rv.W3 == nil {
		return nil
	}
	var out []string
	for _, a := range rv.Attempts {
		if a.AttemptID != rv.W3.AttemptID {
			continue
		}
		if a.W1 == nil {
			out = append(out, string(events.RoleW1))
		}
		if a.W2 == nil {
			out = append(out, string(events.RoleW2))
		}
	}
	return out
}

// QueryError turns the ledger's "no such thing" answers (a *query.Error)
// into bad input (exit 2); anything else stays an internal error.
func QueryError(err error) error {
	var qe *query.Error
	if errors.As(err, &qe) {
		return cli.InputError{Err: err}
	}
	return err
}
