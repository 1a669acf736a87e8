package main

import (
	"context"

	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/rolecli"
)

// cmdBlob: judge blob get HASH [--out FILE].
var cmdBlob = rolecli.BlobCommand("judge", events.RoleJudge)

// dial connects as the judge (internal/rolecli).
func dial(ctx context.Context, f *endpoint.Flags, needSigner bool) (*rolecli.Session, error) {
	return rolecli.Dial(ctx, f, events.RoleJudge, needSigner)
}

// fetchPending lists the requests waiting for the judge.
func fetchPending(ctx context.Context, s *rolecli.Session) ([]govern.Pending, error) {
	list, err := s.QC.Pending(ctx)
	if err != nil {
		return nil, rolecli.QueryError(err)
	}
	return list, nil
}
