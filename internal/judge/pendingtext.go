package judge

import (
	"fmt"
	"io"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/w3view"
)

// WritePending prints what the judge can act on (its commands spelled as
// c says): the candidates to
// approve or reject, then the held requests a baseline acceptance applies
// to, with what holds them and what "judge rebaseline" would accept.
func WritePending(out io.Writer, list []govern.Pending, c w3view.Commands) error {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	var decide, rebase []govern.Pending
	for _, x := range list {
		if x.Action == govern.ActionRebaseline {
			rebase = append(rebase, x)
		} else {
			decide = append(decide, x)
		}
	}
	if len(list) == 0 {
		p("nothing is waiting for a decision\n")
	}
	if len(decide) > 0 {
		p("%-24s %-14s %9s %10s %6s %7s\n", "REQUEST", "ATTEMPT", "ITERATION", "DEVIATIONS", "SCORE", "FLAGGED")
		for _, x := range decide {
			p("%-24s %-14s %9d %10d %6.3f %7d\n", x.RequestID, x.AttemptID, x.Iterations, x.Deviations, x.Score, x.Flagged)
		}
		p("\nreview one with: %s; decide with: %s\n", c.Line("show", "ID"), c.Line("approve|reject", "ID", "--reason", "TEXT"))
	}
	if len(rebase) > 0 {
		if len(decide) > 0 {
			p("\n")
		}
		p("held, but a judge can accept the change (HOLD):\n")
		for _, x := range rebase {
			var frames []string
			for _, f := range x.Frames {
				frames = append(frames, f.Place())
			}
			p("  %s attempt %s (scope %q, version %s)\n    %s\n    would accept: %s\n",
				x.RequestID, x.AttemptID, x.Scope, x.StateVersion, x.Reason, strings.Join(frames, ", "))
		}
		p("\nreview one with: %s; accept an intended change with: %s\n", c.Line("show", "ID"), c.Line("rebaseline", "ID", "--reason", "TEXT", "[--only SCREEN@BREAKPOINT[/SURFACE]]"))
	}
	_, err := io.WriteString(out, b.String())
	return err
}
