package ledger

import (
	"fmt"
	"sync"
	"testing"
	"time"

	dto "github.com/prometheus/client_model/go"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/pause/pausetest"
)

// TestGapFilled loses deliveries on the way from the consumer (the fault
// a dying NATS node causes: the consumer counts them delivered) while
// later messages arrive. The ledger's cumulative ack of a later message
// would ack the lost ones, so they would never come again: the ledger
// reads them from the stream instead, and the chain holds every message
// once, in stream order, well before the consumer's ack wait would
// redeliver anything. Without gap.go the chain stops short.
func TestGapFilled(t *testing.T) {
	tests := []struct {
		name string
		lose []int // 1-based positions among the published events
	}{
		{"one in the middle", []int{3}},
		{"a run", []int{2, 3, 4}},
		{"the first of an empty chain", []int{1}},
		{"two apart", []int{2, 5}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			const n = 8
			var mu sync.Mutex
			lost := map[uint64]bool{} // dropped once; a redelivery passes
			lose := map[uint64]bool{}
			for _, p := range tc.lose {
				lose[uint64(p)] = true // an empty stream starts at 1
			}
			e := newEnv(t, func(c *Config) {
				c.loseDelivery = func(seq uint64) bool {
					mu.Lock()
					defer mu.Unlock()
					if lose[seq] && !lost[seq] {
						lost[seq] = true
						return true
					}
					return false
				}
			})
			evs := opsEvents(t, e, "gap", n)
			seqs := publishAsync(t, e.conn(events.RoleW1), evs)
			for i, seq := range seqs {
				if seq != uint64(i+1) {
					t.Fatalf("event %d got stream sequence %d", i, seq)
				}
			}
			// Well within LedgerAckWait (30 s): no redelivery helps.
			pausetest.WaitFor(t, 10*time.Second, func() error {
				if got := e.srv.Chain().Size(); got != n {
					return fmt.Errorf("chain has %d entries, want %d", got, n)
				}
				return nil
			})
			e.waitConsumed(seqs[n-1])
			for i, en := range entries(t, e.srv.Chain()) {
				if en.Seq != seqs[i] || en.Event.ID != evs[i].ID {
					t.Fatalf("entry %d: seq %d id %s, want seq %d id %s", i, en.Seq, en.Event.ID, seqs[i], evs[i].ID)
				}
			}
			mu.Lock()
			if len(lost) != len(tc.lose) {
				t.Errorf("lost %d deliveries, want %d: the fault did not happen", len(lost), len(tc.lose))
			}
			mu.Unlock()
			var m dto.Metric
			if err := e.srv.met.gapFilled.Write(&m); err != nil {
				t.Fatal(err)
			}
			if got := m.GetCounter().GetValue(); got != float64(len(tc.lose)) {
				t.Errorf("gap_filled_total %v, want %d", got, len(tc.lose))
			}
			if ci := ledgerConsumer(t, e.srv); ci.AckFloor.Stream != seqs[n-1] || ci.NumAckPending != 0 {
				t.Errorf("ack floor %d with %d pending, want %d with 0", ci.AckFloor.Stream, ci.NumAckPending, seqs[n-1])
			}
			e.stop()
			if rep := verifyFile(t, e.config().DB, e.trust); rep.Entries != n {
				t.Errorf("verify: %d entries, want %d", rep.Entries, n)
			}
		})
	}
}
