package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/judge"
	"github.com/tribunal-dev/tribunal/internal/render"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
)

// onlyFlag collects --only SCREEN@BREAKPOINT[/SURFACE] selectors.
type onlyFlag []judge.FrameSel

func (o *onlyFlag) String() string {
	var s []string
	for _, f := range *o {
		s = append(s, f.String())
	}
	return strings.Join(s, ",")
}

func (o *onlyFlag) Set(v string) error {
	sel, err := judge.ParseFrameSel(v)
	if err != nil {
		return err
	}
	*o = append(*o, sel)
	return nil
}

const rebaselineHelp = `
Accept an intended visual change. The held request's current attempt shows
a baseline_diff: its page changed since the last sealed or accepted frame
of its baseline scope. The frames it is about (or the --only ones) become
that scope's baselines at once; the ledger decides the attempt again
without those deviations (their scars become ACCEPTED and never hold a
request): PASS_CANDIDATE if nothing else holds it — "judge approve ID"
still seals it — else HOLD with what still does. Refused, with the reason
and nothing published, when the attempt is held by AUDIT_UNAVAILABLE, a
governance violation, missing mobile evidence or a judge reject, or shows
no baseline_diff. "judge pending" lists the requests it applies to.
`

// cmdRebaseline is "judge rebaseline ID --reason TEXT [--only SEL]...":
// judge.Rebaseline, then the W³ output the ledger decided again. It
// refuses, before publishing anything, an attempt whose blockers are not
// baseline changes, saying why. Sealing still takes "judge approve".
func cmdRebaseline(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := cli.NewFlagSet("judge", "rebaseline", "ID --reason TEXT [--only SCREEN@BREAKPOINT[/SURFACE]]... [--actor NAME] [conn flags]", stdout)
	cli.Describe(fs, rebaselineHelp)
	var conn endpoint.Flags
	conn.Register(fs)
	var (
		r    judge.Rebaseline
		only onlyFlag
	)
	fs.Var(&only, "only", "accept only the frames of `SCREEN@BREAKPOINT[/SURFACE]` (repeatable; default: every frame a baseline_diff is about)")
	acceptanceFlags(fs, "why the change is intended (required)", &r.Reason, &r.Actor, &r.Ticket, &r.Timeout)
	format := render.For(fs, rolecli.W3, "print the resulting W³ object as JSON")
	pos, err := cli.Parse(fs, args)
	if err != nil {
		return err
	}
	if err := cli.WantArgs(fs, pos, "ID"); err != nil {
		return err
	}
	id := pos[0]
	if err := r.Check(id); err != nil {
		return cli.UsageFor(fs, "rebaseline: "+err.Error())
	}
	r.Only = only
	r.Published = func(p judge.Published) {
		fmt.Fprintf(stderr, "judge: accepting %d frame(s) of %s attempt %s as baselines of scope %q, published as %s; waiting for the ledger\n",
			len(p.Frames), p.RequestID, p.AttemptID, p.Scope, p.EventID)
	}
	c, err := judge.Dial(ctx, &conn, true)
	if err != nil {
		return err
	}
	defer c.Close()
	res, err := c.Rebaseline(ctx, id, r)
	if err != nil {
		return err
	}
	return decidedAgain(stdout, stderr, format.Format(), &conn, id, res.Review, "the frames are the new baselines, but ")
}
