package main

import (
	"context"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/query"
)

// baselineTimeout bounds one baseline lookup.
const baselineTimeout = 45 * time.Second

// baseline returns W1's baseline lookup for one job: its own screenshot
// that is the baseline of the screen, breakpoint and surface in the
// request's baseline scope (the newest sealed or judge-accepted frame of
// that scope), asked of the ledger over W1's connection with the one query
// the broker lets W1 send. Nothing crosses scopes.
func baseline(nc *nats.Conn, scope string) func(ctx context.Context, screen, breakpoint, surface string) ([]byte, bool, error) {
	qc := query.NewClient(nc, events.RoleW1)
	return func(ctx context.Context, screen, breakpoint, surface string) ([]byte, bool, error) {
		// Long enough to ride out a hot-standby ledger's takeover
		// (lease expiry, then its consumer catching up after a NATS
		// node's loss); the query is re-sent meanwhile (internal/query).
		ctx, cancel := context.WithTimeout(ctx, baselineTimeout)
		defer cancel()
		return qc.Baseline(ctx, scope, screen, breakpoint, surface)
	}
}
