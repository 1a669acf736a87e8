package main

import (
	"context"
	"fmt"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/pause"
)

// connect connects as role to the deployment's broker, waiting for a
// ledger that is still starting its embedded server.
func connect(ctx context.Context, d *deploy.Deployment, role events.Role) (*nats.Conn, error) {
	deadline := time.Now().Add(time.Minute)
	for {
		nc, err := broker.Connect(d.NATSURL, role, d.NkeySeedFile(role), nats.MaxReconnects(-1))
		if err == nil {
			return nc, nil
		}
		if time.Now().After(deadline) {
			return nil, fmt.Errorf("is ledgerd serve running on %s? %w", d.Dir, err)
		}
		if err := pause.For(ctx, 100*time.Millisecond); err != nil {
			return nil, err
		}
	}
}
