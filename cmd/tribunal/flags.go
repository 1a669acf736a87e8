package main

import (
	"context"
	"flag"
	"io"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
)

type (
	usageError = cli.UsageError // exit 64
	inputError = cli.InputError // exit 2
)

// parseNoArgs parses flags and refuses positional arguments.
func parseNoArgs(fs *flag.FlagSet, args []string) error {
	pos, err := cli.Parse(fs, args)
	if err != nil {
		return err
	}
	return cli.WantArgs(fs, pos)
}

func newFlagSet(name, synopsis string, stderr io.Writer) *flag.FlagSet {
	return cli.NewFlagSet("tribunal", name, synopsis, stderr)
}

// dial connects to the deployment as the requester (internal/rolecli,
// shared with judge).
func dial(ctx context.Context, f *endpoint.Flags, needSigner bool) (*rolecli.Session, error) {
	return rolecli.Dial(ctx, f, events.RoleRequester, needSigner)
}
