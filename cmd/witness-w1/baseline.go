package main

import (
	"context"

	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/query"
)

// baseline returns W1's baseline lookup: its own screenshot of the latest
// SEALED_DEPLOY for the screen, breakpoint and surface, asked of the
// ledger over W1's connection with the one query the broker lets W1 send.
func baseline(nc *nats.Conn) func(ctx context.Context, screen, breakpoint, surface string) ([]byte, bool, error) {
	qc := query.NewClient(nc, events.RoleW1)
	return qc.Baseline
}
