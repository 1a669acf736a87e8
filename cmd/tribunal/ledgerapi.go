package main

import (
	"context"
	"strconv"

	"github.com/tribunal-dev/tribunal/internal/govern"
)

// The ledger's request-state queries, as the requester asks them. The
// status a requester acts on combines the W³ output (status) with the
// state version a next attempt must name (review).

func fetchStatus(ctx context.Context, s *session, id string) (*status, error) {
	rv, err := s.qc.Review(ctx, id)
	if err != nil {
		return nil, queryError(err)
	}
	v, err := strconv.ParseInt(rv.StateVersion, 10, 64)
	if err != nil {
		return nil, err
	}
	return &status{w3: rv.W3, version: v}, nil
}

func fetchScar(ctx context.Context, s *session, fp string) (*govern.Scar, error) {
	sc, err := s.qc.Scar(ctx, fp)
	if err != nil {
		return nil, queryError(err)
	}
	return sc, nil
}
