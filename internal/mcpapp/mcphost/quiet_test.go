package mcphost

import (
	"context"
	"testing"
	"testing/synctest"
	"time"

	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost/testapp"
)

// Quiet returns once the log has been still for the window, however long
// it changed before, and lets a page that never goes still go on at the
// limit. The clock is synctest's, so the durations are exact on any
// machine.
func TestQuiet(t *testing.T) {
	h, err := Start(Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	app, err := testapp.Load(appDir, "good")
	if err != nil {
		t.Fatal(err)
	}
	const window, limit = 300 * time.Millisecond, 2 * time.Second
	tests := []struct {
		name string
		busy time.Duration // records arrive this long, every 10 ms
		want time.Duration
	}{
		{"still", 0, window},
		{"busy, then still", 600 * time.Millisecond, 590*time.Millisecond + window},
		{"never still", time.Hour, limit},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				s, err := h.NewSession(app, "web")
				if err != nil {
					t.Fatal(err)
				}
				defer s.close() // its channel belongs to this bubble
				ctx, cancel := context.WithCancel(context.Background())
				defer cancel()
				start := time.Now()
				fed := make(chan struct{})
				go func() {
					defer close(fed)
					for time.Since(start) < tt.busy && ctx.Err() == nil {
						s.addServer(DirEvent, `{"tribunal":"tick"}`)
						time.Sleep(10 * time.Millisecond)
					}
				}()
				if err := s.Quiet(ctx, window, limit); err != nil {
					t.Fatal(err)
				}
				if d := time.Since(start); d != tt.want {
					t.Errorf("Quiet returned after %v, want %v", d, tt.want)
				}
				cancel()
				<-fed
			})
		})
	}
	t.Run("context ends", func(t *testing.T) {
		s, err := h.NewSession(app, "web")
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		if err := s.Quiet(ctx, time.Hour, time.Hour); err != context.Canceled {
			t.Errorf("Quiet = %v, want the context's end", err)
		}
	})
}
