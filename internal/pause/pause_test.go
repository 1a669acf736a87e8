package pause

import (
	"context"
	"errors"
	"testing"
	"time"
)

func TestFor(t *testing.T) {
	if err := For(context.Background(), time.Millisecond); err != nil {
		t.Fatalf("a full wait: %v", err)
	}
	why := errors.New("shutting down")
	ctx, cancel := context.WithCancelCause(context.Background())
	cancel(why)
	if err := For(ctx, time.Hour); !errors.Is(err, why) {
		t.Fatalf("a cancelled wait: %v, want %v", err, why)
	}
}
