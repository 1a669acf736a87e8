package main

import (
	"context"
	"errors"
	"io"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/requester"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
)

// waitAndPrint waits until the verdict for attempt att is settled
// (requester.Client.WaitSettled, telling stderr who it still waits for),
// prints it, and returns errNotPass unless it is PASS_CANDIDATE or
// SEALED_DEPLOY. On a timeout the last status is printed and the error
// is a timeoutError (exit 3).
func waitAndPrint(ctx context.Context, c *requester.Client, id, att string, timeout time.Duration, asJSON bool, stdout, stderr io.Writer) error {
	p := newProgress(stderr)
	st, err := c.WaitSettled(ctx, id, att, timeout, p.report)
	var te *requester.TimeoutError
	if errors.As(err, &te) {
		if te.Last != nil {
			_ = rolecli.PrintW3(stdout, te.Last.W3, asJSON)
		}
		return timeoutError{te.Msg}
	}
	if err != nil {
		return err
	}
	if err := rolecli.PrintW3(stdout, st.W3, asJSON); err != nil {
		return err
	}
	if v := st.W3.Verdict; v != events.StatePassCandidate && v != events.StateSealedDeploy {
		return errNotPass
	}
	return nil
}
