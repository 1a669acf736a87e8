package main

import (
	"context"
	"io"
	"time"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/judge"
	"github.com/tribunal-dev/tribunal/internal/render"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
	"github.com/tribunal-dev/tribunal/internal/w3view"
)

func cmdPending(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := cli.NewFlagSet("judge", "pending", "[--format FORM | --json] [--watch [--interval DUR]] [conn flags]", stdout)
	var conn endpoint.Flags
	conn.Register(fs)
	format := render.For(fs, judge.PendingViews, "print the list as JSON (with --watch: one JSON object a line)")
	watch := fs.Bool("watch", false, "keep running and print each item as it becomes something a judge can act on, one line each, until interrupted")
	interval := fs.Duration("interval", time.Second, "with --watch: how often to ask the ledger")
	pos, err := cli.Parse(fs, args)
	if err != nil {
		return err
	}
	if err := cli.WantArgs(fs, pos); err != nil {
		return err
	}
	c, err := judge.Dial(ctx, &conn, false)
	if err != nil {
		return err
	}
	defer c.Close()
	if *watch {
		if *interval <= 0 {
			return cli.UsageFor(fs, "pending: --interval must be positive")
		}
		return c.Watch(ctx, *interval, func(p govern.Pending) error {
			return judge.PendingLine.Write(stdout, format.Format(), judge.PendingItem{Pending: p, Commands: commands(&conn)})
		})
	}
	list, err := c.Pending(ctx)
	if err != nil {
		return err
	}
	return judge.PendingViews.Write(stdout, format.Format(), judge.PendingPage{List: list, Commands: commands(&conn)})
}

// cmdShow: judge show ID [--format FORM | --json]: everything the judge must
// see before deciding, or exactly the W³ object as JSON.
var cmdShow = rolecli.ReviewCommand("judge", "show", events.RoleJudge, judge.ReviewViews)

// commands spells the commands judge prints: "judge ..." with the
// connection flags this one was given.
func commands(conn *endpoint.Flags) w3view.Commands {
	return w3view.Commands{Prog: "judge", Conn: conn.Given()}
}
