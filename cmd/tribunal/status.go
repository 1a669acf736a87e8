package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/render"
	"github.com/tribunal-dev/tribunal/internal/requester"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
	"github.com/tribunal-dev/tribunal/internal/w3view"
)

// waitAndPrint waits until the verdict for attempt att is settled
// (requester.Client.WaitSettled, telling stderr who it still waits for),
// prints it, and returns errNotPass unless it is PASS_CANDIDATE or
// SEALED_DEPLOY. On a timeout the last status is printed and the error
// is a timeoutError (exit 3).
func waitAndPrint(ctx context.Context, c *requester.Client, id, att string, timeout time.Duration, out output, stdout, stderr io.Writer) error {
	p := requester.NewWaiting(func(l string) { fmt.Fprintf(stderr, "tribunal: %s\n", l) })
	// Each answer's review says what each witness reported, per frame, as
	// it arrives; it is the review the status was read from, so a poll
	// is one query.
	frames := requester.Progress{Say: func(l string) { fmt.Fprintf(stderr, "tribunal: %s\n", l) }}
	st, err := c.WaitSettled(ctx, id, att, timeout, func(s *rolecli.Status) { p.Report(s.Waiting); frames.See(s.Review, att) })
	if err == nil {
		frames.See(st.Review, att)
	}
	var te *requester.TimeoutError
	if errors.As(err, &te) {
		if te.Last != nil {
			_ = out.w3(stdout, te.Last.W3)
		}
		return timeoutError{te.Msg}
	}
	if err != nil {
		return err
	}
	if err := out.w3(stdout, st.W3); err != nil {
		return err
	}
	if v := st.W3.Verdict; v != events.StatePassCandidate && v != events.StateSealedDeploy {
		return errNotPass
	}
	return nil
}

// output is how a command prints a W³ output: the form --format names,
// the commands it prints spelled for this program and connection.
type output struct {
	format *render.Flag
	conn   *endpoint.Flags
}

func (o output) w3(w io.Writer, v *govern.W3Output) error {
	return rolecli.W3.Write(w, o.format.Format(), rolecli.W3Page{W3: v, Commands: w3view.Commands{Prog: "tribunal", Conn: o.conn.Given()}})
}
