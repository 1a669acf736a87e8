package main

import (
	"context"
	"errors"
	"flag"
	"fmt"

	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// openChecked opens a request with nothing half-done: the request and,
// when af is set, its first attempt are built and checked before anything
// is published — the skeleton loaded, the product hashed, both events
// measured against the broker's payload limit — so that a failure leaves
// nothing on the ledger. The attempt names state version 1 (what a fresh
// request gets); the caller sets the version the ledger reports before
// publishing it. The caller closes the session.
func (o *openFlags) openChecked(ctx context.Context, fs *flag.FlagSet, af *attemptFlags) (*rolecli.Session, *events.RequestOpened, *skeleton.Skeleton, *events.AttemptSubmitted, error) {
	r, sk, err := o.request(fs)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	var a *events.AttemptSubmitted
	if af != nil {
		if a, err = newAttempt(ctx, r, sk, *af, 1); err != nil {
			return nil, nil, nil, nil, err
		}
	}
	s, err := dial(ctx, &o.conn, true)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	if err := fits(s, events.KindRequest, r); err != nil {
		s.Close()
		return nil, nil, nil, nil, err
	}
	if a != nil {
		if err := fits(s, events.KindAttempt, a); err != nil {
			s.Close()
			return nil, nil, nil, nil, err
		}
	}
	if _, err := s.Publish(ctx, events.KindRequest, r.ReqID, r); err != nil {
		s.Close()
		return nil, nil, nil, nil, err
	}
	return s, r, sk, a, nil
}

// fits checks b against the broker's payload limit before it is
// published; an event that cannot fit is bad input (exit 2), named with
// the limit.
func fits(s *rolecli.Session, kind string, b events.Body) error {
	err := s.Pub.Fits(kind, b.RequestID(), b)
	if errors.Is(err, endpoint.ErrTooLarge) {
		what := "the request"
		if kind == events.KindAttempt {
			what = "the attempt"
		}
		if r, ok := b.(*events.RequestOpened); ok && len(r.DOMPayload) > 0 {
			what += fmt.Sprintf(" (its dom_payload alone is %d bytes)", len(r.DOMPayload))
		}
		return inputError{Err: fmt.Errorf("%s is too large to publish: %w; nothing was published", what, err)}
	}
	return err
}
