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

// session is the requester's connection to a deployment (internal/rolecli,
// shared with judge); close and publish keep the names the commands use.
type session struct{ *rolecli.Session }

// connectTimeout bounds waiting for the broker.
const connectTimeout = rolecli.ConnectTimeout

func dial(ctx context.Context, f *endpoint.Flags, needSigner bool) (*session, error) {
	s, err := rolecli.Dial(ctx, f, events.RoleRequester, needSigner)
	if err != nil {
		return nil, err
	}
	return &session{s}, nil
}

func (s *session) close() { s.Close() }

func (s *session) publish(ctx context.Context, kind, reqID string, b events.Body) (string, error) {
	return s.Publish(ctx, kind, reqID, b)
}
