package requester

import (
	"errors"
	"fmt"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// CheckDesigners applies the deployment's designer rule to the skeleton
// in dir the way its witnesses will: when the trust file the connection
// flags name (the deployment's) lists designer keys, index.yaml.sig must
// be one of theirs for this very skeleton, or nothing is published (exit
// 2) — the witnesses would refuse it and the ledger FAIL the request with
// SKELETON_SIGNATURE_INVALID (docs/SKELETON.md §5). Called after the
// skeleton loaded, so any other fault of it is reported first.
func CheckDesigners(conn *endpoint.Flags, dir string) error {
	ep, err := conn.Resolve(events.RoleRequester, false)
	if err != nil {
		return nil // no deployment to read a trust file from: publishing fails on its own
	}
	trust, err := ep.Trust()
	if err != nil {
		return cli.InputError{Err: err}
	}
	if trust == nil || trust.DesignerKeys() == nil {
		return nil
	}
	_, err = skeleton.LoadDir(dir, skeleton.Options{Designers: trust.DesignerKeys()})
	if errors.Is(err, skeleton.ErrBadSignature) {
		return cli.InputError{Err: fmt.Errorf("the deployment trusts designer keys, so the skeleton must carry a designer's signature (tribunal skeleton sign): %w; nothing was published", err)}
	}
	if err != nil {
		return cli.InputError{Err: err}
	}
	return nil
}
