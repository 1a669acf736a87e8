package mcphost

import (
	"context"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost/testapp"
)

// Quiet returns once the log has been still for the window, however long
// it changed before, and lets a page that never goes still go on at the
// limit.
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
	const window, limit = 300 * time.Millisecond, 1500 * time.Millisecond
	tests := []struct {
		name     string
		busy     time.Duration // records arrive this long, every 5 ms
		min, max time.Duration
	}{
		{"still", 0, window, limit},
		{"busy, then still", 600 * time.Millisecond, 600 * time.Millisecond, limit},
		{"never still", time.Hour, limit, limit + 2*time.Second},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := h.NewSession(app, "web")
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			start := time.Now()
			go func() {
				for time.Since(start) < tt.busy && ctx.Err() == nil {
					s.addServer(DirEvent, `{"tribunal":"tick"}`)
					time.Sleep(5 * time.Millisecond)
				}
			}()
			if err := s.Quiet(ctx, window, limit); err != nil {
				t.Fatal(err)
			}
			if d := time.Since(start); d < tt.min || d > tt.max {
				t.Errorf("Quiet returned after %v, want between %v and %v", d, tt.min, tt.max)
			}
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
