package ledger

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// lockedBuffer is a log sink the ledger's goroutines write to at once.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

// msgs is every logged message, in order.
func (b *lockedBuffer) msgs(t *testing.T) []string {
	t.Helper()
	b.mu.Lock()
	defer b.mu.Unlock()
	var out []string
	for line := range bytes.Lines(b.buf.Bytes()) {
		var rec struct{ Msg string }
		if err := json.Unmarshal(line, &rec); err != nil {
			t.Fatalf("log line %q: %v", line, err)
		}
		out = append(out, rec.Msg)
	}
	return out
}

// TestShutdownBounded stops a running ledger (embedded NATS, a bbolt
// chain) that has taken messages in, and checks that Shutdown goes along
// its one path in order — intake stopped, the parts ended or aborted, the
// committer closed, the connection closed, the embedded server stopped,
// the chain closed — within its bound, also when a part hangs: a Derive
// hook that never returns is left behind once the bound has passed, what
// it held was neither committed nor acked, and the restarted ledger
// commits it, once.
func TestShutdownBounded(t *testing.T) {
	const n, hangAt = 20, 10
	for _, tc := range []struct {
		name  string
		hang  bool
		bound time.Duration
		order []string
	}{
		{name: "drains", bound: 20 * time.Second, order: []string{
			"ledger shutting down",
			"shutdown: intake stopped",
			"shutdown: parts ended",
			"shutdown: committer closed",
			"shutdown: connection closed",
			"shutdown: embedded NATS server stopped",
			"ledger stopped",
		}},
		{name: "a part hangs", hang: true, bound: 2 * time.Second, order: []string{
			"ledger shutting down",
			"shutdown: intake stopped",
			"shutdown: ingest did not finish in time; unacked messages will be redelivered",
			"shutdown: a part did not end when aborted; closing without it",
			"shutdown: committer closed",
			"shutdown: connection closed",
			"shutdown: embedded NATS server stopped",
			"ledger stopped",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var hangSeq atomic.Uint64 // the stream sequence whose Derive never returns; 0: none
			if tc.hang {
				hangSeq.Store(hangAt)
			}
			hung, release := make(chan struct{}), make(chan struct{})
			t.Cleanup(func() { close(release) }) // registered first: runs after every shutdown
			logs := &lockedBuffer{}
			e := newEnv(t, func(c *Config) {
				c.Logger = slog.New(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
				c.Derive = func(rec chainformat.Record, _ events.Body) ([]chainformat.Record, error) {
					if rec.Seq == hangSeq.Load() {
						close(hung)
						<-release // ignores every context: only the bound ends the shutdown
					}
					return nil, nil
				}
			})
			seqs := publishAsync(t, e.conn(events.RoleW1), opsEvents(t, e, "life", n))
			if seqs[0] != 1 || seqs[n-1] != n {
				t.Fatalf("stream sequences %d-%d, want 1-%d", seqs[0], seqs[n-1], n)
			}
			if tc.hang {
				select {
				case <-hung:
				case <-time.After(30 * time.Second):
					t.Fatal("the Derive hook was never called for the message it hangs on")
				}
			} else {
				e.waitConsumed(n)
			}

			ctx, cancel := context.WithTimeout(context.Background(), tc.bound)
			defer cancel()
			logs.mu.Lock()
			logs.buf.Reset() // only the shutdown's lines
			logs.mu.Unlock()
			start := time.Now()
			if err := e.srv.Shutdown(ctx); err != nil {
				t.Fatalf("Shutdown: %v", err)
			}
			// The parts' abort and the closing steps come on top of the
			// bound; a loaded machine takes a few seconds more.
			if took, limit := time.Since(start), tc.bound+abortGrace+5*time.Second; took > limit {
				t.Errorf("Shutdown took %s, want at most %s", took.Round(time.Millisecond), limit)
			}
			var got []string
			for _, m := range logs.msgs(t) {
				if slices.Contains(tc.order, m) {
					got = append(got, m)
				}
			}
			if !slices.Equal(got, tc.order) {
				t.Errorf("the shutdown's steps:\n got %q\nwant %q", got, tc.order)
			}

			// Stopped for real: the embedded server is gone, and the chain
			// holds every message before the hung one (its records were
			// submitted before it), none after.
			if nc, err := nats.Connect(e.srv.NATSURL(), nats.Timeout(time.Second)); err == nil {
				nc.Close()
				t.Error("the embedded NATS server still accepts connections")
			}
			want := uint64(n)
			if tc.hang {
				want = hangAt - 1
			}
			if size := e.srv.Chain().Size(); size != want {
				t.Errorf("the chain holds %d entries when stopped, want %d", size, want)
			}

			// The chain file is closed (a new ledger opens it), and what
			// was not acked comes again: every message on the chain, once.
			hangSeq.Store(0)
			e.start()
			e.waitConsumed(n)
			ids := map[string]int{}
			for _, en := range entries(t, e.srv.Chain()) {
				ids[en.Event.ID]++
			}
			if len(ids) != n {
				t.Errorf("%d distinct events on the chain after the restart, want %d", len(ids), n)
			}
			for id, k := range ids {
				if k != 1 {
					t.Errorf("event %s is on the chain %d times", id, k)
				}
			}
			e.stop()
			verifyFile(t, e.d.DB, e.trust)
		})
	}
}
