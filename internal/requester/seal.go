package requester

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/pause"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
)

// sealEvery is how often WaitSealed asks the ledger.
const sealEvery = 500 * time.Millisecond

// SealOutcome is how a wait for the judge ended.
type SealOutcome int

const (
	// Sealed: the judge approved; the request is SEALED_DEPLOY.
	Sealed SealOutcome = iota
	// Refused: nothing will seal the attempt — the judge rejected it, or
	// it is held (or failed) by what no judge's act lifts.
	Refused
)

// Sealable reports whether a judge can still take request rv to a seal
// without a new attempt: a PASS_CANDIDATE (approve), or a HOLD that a
// baseline acceptance applies to (rebaseline, then approve).
func Sealable(rv *govern.Review) bool {
	switch rv.W3.Verdict {
	case events.StatePassCandidate:
		return true
	case events.StateHold:
		return rv.W3.Settled() && rv.Rebaseline != nil && rv.Rebaseline.Possible &&
			!strings.HasPrefix(rv.W3.Error, govern.ErrJudgeRejected)
	}
	return false
}

// WaitSealed waits, for at most timeout, until request id's attempt att
// is settled and then until a judge sealed it or nothing can: it returns
// the last review and Sealed or Refused. seen, when set, is told every
// review the ledger answers, for progress. A timeout is a *TimeoutError
// with the last status.
func (c *Client) WaitSealed(ctx context.Context, id, att string, timeout time.Duration, seen func(*govern.Review)) (*govern.Review, SealOutcome, error) {
	var (
		last    *govern.Review
		outcome SealOutcome
	)
	err := pause.Poll(ctx, timeout, sealEvery, func() (bool, error) {
		rv, err := c.s.Review(ctx, id)
		if err != nil {
			return false, nil
		}
		last = rv
		if seen != nil {
			seen(rv)
		}
		switch {
		case !Settled(rv.W3, att):
			return false, nil
		case rv.W3.Verdict == events.StateSealedDeploy:
			outcome = Sealed
			return true, nil
		case Sealable(rv):
			return false, nil
		}
		outcome = Refused
		return true, nil
	})
	if errors.Is(err, pause.ErrTimeout) {
		msg := fmt.Sprintf("check: request %s was not sealed within %s", id, timeout)
		te := &TimeoutError{Msg: msg}
		if last != nil {
			te.Msg += fmt.Sprintf("; it is %s (%s)", last.W3.Verdict, last.W3.Error)
			te.Last = statusOf(last)
		}
		return last, outcome, te
	}
	return last, outcome, err
}

// statusOf is the Status a review amounts to.
func statusOf(rv *govern.Review) *rolecli.Status {
	var v int64
	fmt.Sscan(rv.StateVersion, &v)
	return &rolecli.Status{W3: rv.W3, Version: v}
}
