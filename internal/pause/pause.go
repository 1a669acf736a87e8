// Package pause waits for a while unless the context ends first. Polling
// loops in the witnesses, the capture and the requester CLI all need
// exactly this, and time.Sleep cannot be interrupted.
package pause

import (
	"context"
	"time"
)

// For waits d, or until ctx is done; then it returns context.Cause(ctx)
// (nil when the whole wait passed).
func For(ctx context.Context, d time.Duration) error {
	tm := time.NewTimer(d)
	defer tm.Stop()
	select {
	case <-tm.C:
		return nil
	case <-ctx.Done():
		return context.Cause(ctx)
	}
}
