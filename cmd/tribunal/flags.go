package main

import (
	"context"
	"errors"
	"flag"
	"io"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/query"
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

// session is the requester's connection to a deployment.
type session struct {
	nc     *nats.Conn
	js     jetstream.JetStream
	qc     *query.Client
	signer *events.Signer // nil for read-only commands
}

// connectTimeout bounds waiting for the broker.
const connectTimeout = 15 * time.Second

func dial(ctx context.Context, f *endpoint.Flags, needSigner bool) (*session, error) {
	ep, err := f.Resolve(events.RoleRequester, needSigner)
	if err != nil {
		return nil, usageOrInput(err, f)
	}
	s := &session{}
	if needSigner {
		if s.signer, err = ep.Signer(); err != nil {
			return nil, inputError{Err: err}
		}
	}
	cctx, cancel := context.WithTimeout(ctx, connectTimeout)
	defer cancel()
	if s.nc, err = ep.Connect(cctx); err != nil {
		if errors.Is(err, endpoint.ErrEndpoint) {
			return nil, inputError{Err: err}
		}
		return nil, err
	}
	if s.js, err = jetstream.New(s.nc); err != nil {
		s.nc.Close()
		return nil, err
	}
	s.qc = query.NewClient(s.nc, events.RoleRequester)
	if err := endpoint.WaitLedger(ctx, s.qc, connectTimeout); err != nil {
		s.nc.Close()
		return nil, err
	}
	return s, nil
}

// usageOrInput: no --dir and no --nats is a usage error; a deployment that
// cannot be read is bad input.
func usageOrInput(err error, f *endpoint.Flags) error {
	if f.Dir == "" {
		return usageError{Msg: err.Error()}
	}
	return inputError{Err: err}
}

func (s *session) close() { s.nc.Close() }

// publish signs b with a fresh random id and publishes it, returning the
// event id.
func (s *session) publish(ctx context.Context, kind, reqID string, b events.Body) (string, error) {
	p := endpoint.Publisher{JS: s.js, Signer: s.signer}
	return p.Publish(ctx, kind, reqID, b)
}
