package ledger

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// TestStartRefusesConflictingWorkConsumer: a work consumer that exists
// with a deliver policy other than the ledger's is a configuration
// nats-server refuses to update (10012, status 500, the code of its own
// store failures too). Start must refuse it at once with ErrConfig, not
// wait for it as if JetStream were unavailable.
func TestStartRefusesConflictingWorkConsumer(t *testing.T) {
	e := newEnv(t)
	var role events.Role
	for _, r := range events.Roles {
		if broker.HasWorkConsumer(r) {
			role = r
			break
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	cfg := WorkConsumerConfig(role)
	if err := e.srv.stream.DeleteConsumer(ctx, cfg.Durable); err != nil {
		t.Fatal(err)
	}
	cfg.DeliverPolicy = jetstream.DeliverNewPolicy
	if _, err := e.srv.stream.CreateConsumer(ctx, cfg); err != nil {
		t.Fatal(err)
	}
	e.stop()

	// Long enough to set up, far shorter than a wait: a refusal comes
	// well before it ends.
	sctx, scancel := context.WithTimeout(context.Background(), 8*time.Second)
	defer scancel()
	s, err := Start(sctx, e.config())
	if err == nil {
		s.Shutdown(context.Background())
		t.Fatal("Start accepted a work consumer whose deliver policy differs")
	}
	if !errors.Is(err, ErrConfig) || errors.Is(err, context.DeadlineExceeded) || !strings.Contains(err.Error(), "deliver policy") {
		t.Fatalf("got %v, want an ErrConfig naming the deliver policy, before the deadline", err)
	}
}
