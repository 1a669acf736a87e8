package main

import (
	"context"
	"encoding/json"
	"io"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/judge"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
)

func cmdPending(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := cli.NewFlagSet("judge", "pending", "[--json] [conn flags]", stderr)
	var conn endpoint.Flags
	conn.Register(fs)
	asJSON := fs.Bool("json", false, "print the list as JSON")
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
	list, err := c.Pending(ctx)
	if err != nil {
		return err
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(list)
	}
	return judge.WritePending(stdout, list)
}

// cmdShow: judge show ID [--json]. show prints exactly the W³ object
// with --json, else everything the judge must see before deciding.
var cmdShow = rolecli.ReviewCommand("judge", "show", events.RoleJudge, show)

func show(out io.Writer, rv *govern.Review, asJSON bool) error {
	if asJSON {
		return rolecli.PrintW3(out, rv.W3, true)
	}
	return judge.WriteReview(out, rv)
}
