package main

import (
	"context"
	"io"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
)

// The ledger's request-state queries, as the requester asks them. The
// status a requester acts on combines the W³ output (status) with the
// state version a next attempt must name (review).

// status and blob get are the judge's show and blob get, as the requester.
var (
	cmdStatus = rolecli.ReviewCommand("tribunal", "status", events.RoleRequester, func(out io.Writer, rv *govern.Review, asJSON bool) error {
		return rolecli.PrintW3(out, rv.W3, asJSON)
	})
	cmdBlob = rolecli.BlobCommand("tribunal", events.RoleRequester)
)

func fetchStatus(ctx context.Context, s *rolecli.Session, id string) (*status, error) {
	st, err := s.Status(ctx, id)
	if err != nil {
		return nil, err
	}
	return &status{w3: st.W3, version: st.Version, waiting: st.Waiting}, nil
}

func fetchScar(ctx context.Context, s *rolecli.Session, fp, scope string) (*govern.Scar, error) {
	sc, err := s.QC.Scar(ctx, fp, scope)
	if err != nil {
		return nil, rolecli.QueryError(err)
	}
	return sc, nil
}
