package main

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/pause"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
)

// status is what the requester knows of a request: its W³ output and the
// state version an attempt must name as prior_state_version.
type status struct {
	w3      *govern.W3Output
	version int64
	waiting []string // witnesses whose report of the current attempt is not in
}

// waitKnown polls until the ledger knows request id (it has ingested the
// request.opened.v1), for at most d.
func waitKnown(ctx context.Context, s *rolecli.Session, id string, d time.Duration) (*status, error) {
	deadline := time.Now().Add(d)
	for {
		st, err := fetchStatus(ctx, s, id)
		if err == nil {
			return st, nil
		}
		if time.Now().After(deadline) || ctx.Err() != nil {
			return nil, fmt.Errorf("the ledger does not know request %s: %w", id, err)
		}
		_ = pause.For(ctx, 100*time.Millisecond)
	}
}

// settledFor: the W³ output is final for attempt att (both witnesses in
// and assessed, or the request ended without it).
func settledFor(w *govern.W3Output, att string) bool {
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

// waitAndPrint waits until the verdict for attempt att is settled, prints
// it, and returns errNotPass unless it is PASS_CANDIDATE or SEALED_DEPLOY.
func waitAndPrint(ctx context.Context, s *rolecli.Session, id, att string, timeout time.Duration, asJSON bool, stdout, stderr io.Writer) error {
	deadline := time.Now().Add(timeout)
	var last *status
	p := newProgress(stderr)
	for {
		st, err := fetchStatus(ctx, s, id)
		if err == nil {
			last = st
			if settledFor(st.w3, att) {
				break
			}
			p.report(st.waiting)
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if time.Now().After(deadline) {
			if last != nil {
				_ = rolecli.PrintW3(stdout, last.w3, asJSON)
			}
			return timeoutError{fmt.Sprintf("check: no settled verdict for request %s attempt %s within %s%s", id, att, timeout, stillWaiting(last))}
		}
		_ = pause.For(ctx, 200*time.Millisecond)
	}
	if err := rolecli.PrintW3(stdout, last.w3, asJSON); err != nil {
		return err
	}
	if v := last.w3.Verdict; v != events.StatePassCandidate && v != events.StateSealedDeploy {
		return errNotPass
	}
	return nil
}
