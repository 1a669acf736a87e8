package main

import (
	"errors"
	"fmt"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// loadSkeleton loads the request's skeleton the way the deployment's
// witnesses will: when the trust file the connection flags name (--trust,
// or the deployment's) lists designer keys, index.yaml.sig must be one of
// theirs for this very skeleton, or nothing is published (exit 2) — the
// witnesses would refuse it and the ledger FAIL the request with
// SKELETON_SIGNATURE_INVALID (docs/SKELETON.md §5).
func (o *openFlags) loadSkeleton() (*skeleton.Skeleton, error) {
	var opts skeleton.Options
	if ep, err := o.conn.Resolve(events.RoleRequester, false); err == nil {
		trust, err := ep.Trust()
		if err != nil {
			return nil, cli.InputError{Err: err}
		}
		if trust != nil {
			opts.Designers = trust.DesignerKeys()
		}
	}
	sk, err := skeleton.LoadDir(o.skeleton, opts)
	if errors.Is(err, skeleton.ErrBadSignature) && opts.Designers != nil {
		return nil, cli.InputError{Err: fmt.Errorf("the deployment trusts designer keys, so the skeleton must carry a designer's signature (tribunal skeleton sign): %w; nothing was published", err)}
	}
	if err != nil {
		return nil, cli.InputError{Err: err}
	}
	return sk, nil
}
