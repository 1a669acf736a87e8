package endpoint

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/query"
)

// WaitLedger waits (up to d) until the ledger answers queries: a command
// started together with "ledgerd serve" connects to its embedded server
// before the ledger has registered its query handlers.
func WaitLedger(ctx context.Context, qc *query.Client, d time.Duration) error {
	ctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	for {
		_, err := qc.Head(ctx)
		if err == nil || !errors.Is(err, nats.ErrNoResponders) {
			return err
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("no ledger is answering queries: %w", err)
		case <-time.After(200 * time.Millisecond):
		}
	}
}
