package main

import (
	"context"
	"strconv"

	"github.com/tribunal-dev/tribunal/internal/govern"
)

// The ledger's request-state queries, as the judge asks them.

// status is a request's W³ output and the state version a decision names.
type status struct {
	w3      *govern.W3Output
	version int64
}

func fetchReview(ctx context.Context, s *session, id string) (*govern.Review, error) {
	rv, err := s.qc.Review(ctx, id)
	if err != nil {
		return nil, queryError(err)
	}
	return rv, nil
}

func fetchStatus(ctx context.Context, s *session, id string) (*status, error) {
	rv, err := fetchReview(ctx, s, id)
	if err != nil {
		return nil, err
	}
	v, err := strconv.ParseInt(rv.StateVersion, 10, 64)
	if err != nil {
		return nil, err
	}
	return &status{w3: rv.W3, version: v}, nil
}

func fetchPending(ctx context.Context, s *session) ([]govern.Pending, error) {
	list, err := s.qc.Pending(ctx)
	if err != nil {
		return nil, queryError(err)
	}
	return list, nil
}
