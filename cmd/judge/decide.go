package main

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/judge"
	"github.com/tribunal-dev/tribunal/internal/render"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
)

// cmdDecide is "judge approve|reject ID --reason TEXT": judge.Approve or
// judge.Reject, then the resulting W³ output.
func cmdDecide(ctx context.Context, decision string, args []string, stdout, stderr io.Writer) error {
	fs := cli.NewFlagSet("judge", decision, "ID --reason TEXT [--actor NAME] [conn flags]", stdout)
	var conn endpoint.Flags
	conn.Register(fs)
	var d judge.Decision
	fs.StringVar(&d.Reason, "reason", "", "why (required; a rejection's reason goes back to the requester)")
	fs.StringVar(&d.Actor, "actor", os.Getenv("USER"), "the judge's actor `id` (default $USER)")
	fs.StringVar(&d.Evidence, "evidence", "", "what the judge looked at (default: the reason)")
	fs.StringVar(&d.Ticket, "ticket", "", "an external ticket `id` for the decision")
	fs.DurationVar(&d.Timeout, "timeout", judge.DefaultTimeout, "how long to wait for the ledger to apply the decision")
	format := render.For(fs, rolecli.W3, "print the resulting W³ object as JSON")
	pos, err := cli.Parse(fs, args)
	if err != nil {
		return err
	}
	if err := cli.WantArgs(fs, pos, "ID"); err != nil {
		return err
	}
	id := pos[0]
	if err := d.Check(id); err != nil {
		return cli.UsageFor(fs, decision+": "+err.Error())
	}
	c, err := judge.Dial(ctx, &conn, true)
	if err != nil {
		return err
	}
	defer c.Close()
	d.Published = func(p judge.Published) {
		fmt.Fprintf(stderr, "judge: %s of %s attempt %s published as %s; waiting for the ledger\n", p.Act, p.RequestID, p.AttemptID, p.EventID)
	}
	act := c.Approve
	if decision == "reject" {
		act = c.Reject
	}
	res, err := act(ctx, id, d)
	if res != nil {
		if perr := rolecli.W3.Write(stdout, format.Format(), rolecli.W3Page{W3: res.Status.W3, Commands: commands(&conn)}); perr != nil {
			return perr
		}
	}
	return err
}
