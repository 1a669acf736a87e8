package pause

import (
	"context"
	"errors"
	"time"
)

// ErrTimeout is Poll's answer when its time ran out before try was done.
var ErrTimeout = errors.New("timed out")

// Poll calls try at once and then every interval until try is done or
// fails, ctx ends, or within has passed. It returns nil when try was
// done, try's error when it failed, context.Cause(ctx) when ctx ended
// first, and ErrTimeout when the time ran out; callers say what they
// waited for. within <= 0 means no limit but ctx's. try is always called
// at least once, so that a condition already true never waits.
//
// It is the one polling loop of the project: the requester and judge
// commands waiting for the ledger, the test helpers waiting for a
// condition (internal/pause/pausetest).
func Poll(ctx context.Context, within, interval time.Duration, try func() (done bool, err error)) error {
	var deadline time.Time
	if within > 0 {
		deadline = time.Now().Add(within)
	}
	for {
		done, err := try()
		switch {
		case err != nil:
			return err
		case done:
			return nil
		case ctx.Err() != nil:
			return context.Cause(ctx)
		case !deadline.IsZero() && !time.Now().Before(deadline):
			return ErrTimeout
		}
		wait := interval
		if !deadline.IsZero() {
			wait = min(wait, time.Until(deadline))
		}
		if err := For(ctx, max(wait, 0)); err != nil {
			return err
		}
	}
}
