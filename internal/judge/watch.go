package judge

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/pause"
	"github.com/tribunal-dev/tribunal/internal/render"
	"github.com/tribunal-dev/tribunal/internal/w3view"
)

// Watch asks the ledger for the pending list every interval until ctx
// ends, and calls fn with each item it has not reported yet: everything
// pending at the start, then each request as it becomes something a
// judge can act on (again, after a new attempt: an item is its request,
// state version and action). A ledger that does not answer is retried;
// fn's error stops the watch.
func (c *Client) Watch(ctx context.Context, every time.Duration, fn func(govern.Pending) error) error {
	seen := map[string]bool{}
	err := pause.Poll(ctx, 0, every, func() (bool, error) {
		list, err := c.Pending(ctx)
		if err != nil {
			return false, nil
		}
		for _, p := range list {
			k := p.RequestID + "@" + p.StateVersion + "/" + p.Action
			if seen[k] {
				continue
			}
			seen[k] = true
			if err := fn(p); err != nil {
				return false, err
			}
		}
		return false, nil
	})
	if ctx.Err() != nil && (errors.Is(err, ctx.Err()) || errors.Is(err, context.Canceled)) {
		return nil
	}
	return err
}

// PendingLine renders one watched item: a line of text naming the
// request and what the judge can do with it (with the command, spelled
// as cmds says), or one line of JSON.
var PendingLine = render.Set[PendingItem]{
	render.Text: func(w io.Writer, it PendingItem) error {
		p := it.Pending
		var err error
		switch p.Action {
		case govern.ActionRebaseline, govern.ActionAcceptRenderer:
			_, err = fmt.Fprintf(w, "HOLD            %s attempt %s: %s; accept with: %s\n", p.RequestID, p.AttemptID, p.Reason,
				it.Commands.Line(p.Action, p.RequestID, "--reason", "TEXT"))
		default:
			_, err = fmt.Fprintf(w, "PASS_CANDIDATE  %s attempt %s: %d deviation(s), %d flagged; decide with: %s\n", p.RequestID, p.AttemptID, p.Deviations, p.Flagged,
				it.Commands.Line("approve|reject", p.RequestID, "--reason", "TEXT"))
		}
		return err
	},
	render.JSON: func(w io.Writer, it PendingItem) error { return render.WriteJSONLine(w, it.Pending) },
}

// PendingItem is one watched item with how commands are spelled.
type PendingItem struct {
	Pending  govern.Pending
	Commands w3view.Commands
}
