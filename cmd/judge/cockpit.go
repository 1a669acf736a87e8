package main

import (
	"context"
	"fmt"
	"io"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/judge"
	"github.com/tribunal-dev/tribunal/internal/judge/cockpit"
)

// cmdCockpit: judge cockpit [--listen ADDR] [--actor A] [conn flags]:
// the judge's web page on loopback, until SIGINT or SIGTERM.
func cmdCockpit(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := cli.NewFlagSet("judge", "cockpit", "[--listen 127.0.0.1:0] [--actor ID] [log flags] [conn flags]", stdout)
	cli.Describe(fs, "Serves the judge's cockpit on loopback and prints its URL with a one-time token: the queue (live), each request's frames, boxes and deviations, and approve / reject / rebaseline with a reason, signed here with the judge's key.")
	var conn endpoint.Flags
	conn.Register(fs)
	listen := fs.String("listen", "127.0.0.1:0", "loopback `address` to listen on")
	actor := fs.String("actor", "", "the judge's actor `id` on decisions (default \"judge\")")
	var lf cli.LogFlags
	lf.Register(fs)
	pos, err := cli.Parse(fs, args)
	if err != nil {
		return err
	}
	if err := cli.WantArgs(fs, pos); err != nil {
		return err
	}
	log, err := lf.Logger(fs, stderr)
	if err != nil {
		return err
	}
	ep, err := conn.Resolve(events.RoleJudge, true)
	if err != nil {
		if conn.Dir == "" {
			return cli.UsageError{Msg: err.Error()}
		}
		return cli.InputError{Err: err}
	}
	trust, err := ep.Trust()
	if err != nil {
		return cli.InputError{Err: err}
	}
	if trust == nil {
		return cli.UsageFor(fs, "cockpit: a trust file is needed to verify seals: give --dir or --trust")
	}
	ckv, err := trust.CheckpointVerifier()
	if err != nil {
		return cli.InputError{Err: err}
	}
	c, err := judge.Dial(ctx, &conn, true)
	if err != nil {
		return err
	}
	defer c.Close()
	s, err := cockpit.Listen(*listen, cockpit.Config{Judge: c, Checkpoints: ckv, Actor: *actor, Log: log})
	if err != nil {
		return cli.UsageFor(fs, err.Error())
	}
	fmt.Fprintln(stdout, s.URL())
	log.Info("cockpit serving; open the URL printed on stdout", "addr", s.Addr())
	return s.Run(ctx)
}
