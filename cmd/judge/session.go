package main

import (
	"context"
	"errors"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/query"
)

// session is the judge's connection to a deployment.
type session struct {
	nc  *nats.Conn
	qc  *query.Client
	pub *endpoint.Publisher // nil for read-only commands
}

const connectTimeout = 15 * time.Second

func dial(ctx context.Context, f *endpoint.Flags, needSigner bool) (*session, error) {
	ep, err := f.Resolve(events.RoleJudge, needSigner)
	if err != nil {
		if f.Dir == "" {
			return nil, cli.UsageError{Msg: err.Error()}
		}
		return nil, cli.InputError{Err: err}
	}
	s := &session{}
	var signer *events.Signer
	if needSigner {
		if signer, err = ep.Signer(); err != nil {
			return nil, cli.InputError{Err: err}
		}
	}
	cctx, cancel := context.WithTimeout(ctx, connectTimeout)
	defer cancel()
	if s.nc, err = ep.Connect(cctx); err != nil {
		if errors.Is(err, endpoint.ErrEndpoint) {
			return nil, cli.InputError{Err: err}
		}
		return nil, err
	}
	s.qc = query.NewClient(s.nc, events.RoleJudge)
	if err := endpoint.WaitLedger(ctx, s.qc, connectTimeout); err != nil {
		s.nc.Close()
		return nil, err
	}
	if signer != nil {
		js, err := jetstream.New(s.nc)
		if err != nil {
			s.nc.Close()
			return nil, err
		}
		s.pub = &endpoint.Publisher{JS: js, Signer: signer}
	}
	return s, nil
}

func (s *session) close() { s.nc.Close() }

// queryError turns the ledger's "no such thing" answers into bad input.
func queryError(err error) error {
	var qe *query.Error
	if errors.As(err, &qe) {
		return cli.InputError{Err: err}
	}
	return err
}
