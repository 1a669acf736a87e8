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
// to, with what holds them and what "judge rebaseline" would accept, and
// the ones a renderer acceptance applies to, naming both renderers.
func WritePending(out io.Writer, list []govern.Pending, c w3view.Commands) error {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	var decide, rebase, renderer []govern.Pending
	for _, x := range list {
		switch x.Action {
		case govern.ActionRebaseline:
			rebase = append(rebase, x)
		case govern.ActionAcceptRenderer:
			renderer = append(renderer, x)
		default:
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
	if len(renderer) > 0 {
		if len(decide)+len(rebase) > 0 {
			p("\n")
		}
		p("held by a renderer change, which a judge can accept for the scope (HOLD):\n")
		for _, x := range renderer {
			p("  %s attempt %s (scope %q, version %s)\n    %s\n", x.RequestID, x.AttemptID, x.Scope, x.StateVersion, x.Reason)
		}
		p("\nreview one with: %s; accept the renderer for the scope with: %s\n", c.Line("show", "ID"), c.Line("accept-renderer", "ID", "--reason", "TEXT"))
	}
	_, err := io.WriteString(out, b.String())
	return err
}
