package ledger

import (
	"bytes"
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"
	dto "github.com/prometheus/client_model/go"

	"github.com/tribunal-dev/tribunal/internal/broker"

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
			// A filled entry equals what a delivery would have made: the
			// same stream timestamp, to the nanosecond, subject and body.
			delivered := streamMessages(t, e, n)
			for i, en := range entries(t, e.srv.Chain()) {
				if en.Seq != seqs[i] || en.Event.ID != evs[i].ID {
					t.Fatalf("entry %d: seq %d id %s, want seq %d id %s", i, en.Seq, en.Event.ID, seqs[i], evs[i].ID)
				}
				d := delivered[i]
				if en.Time != d.Time || en.Event.Subject != d.Subject || !bytes.Equal(en.Event.Body, d.Body) {
					t.Fatalf("entry %d: time %d subject %s, delivered time %d subject %s (or the bodies differ)",
						i, en.Time, en.Event.Subject, d.Time, d.Subject)
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

// streamMessages reads the first n stream messages as a consumer delivers
// them (an ordered consumer of the ledger's identity), as Messages.
func streamMessages(t *testing.T, e *env, n int) []Message {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	c := e.conn(events.RoleLedger)
	oc, err := c.JS.OrderedConsumer(ctx, broker.StreamName, jetstream.OrderedConsumerConfig{})
	if err != nil {
		t.Fatal(err)
	}
	batch, err := oc.Fetch(n, jetstream.FetchMaxWait(10*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	var out []Message
	for m := range batch.Messages() {
		md, err := m.Metadata()
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, Message{Subject: m.Subject(), Body: m.Data(), Seq: md.Sequence.Stream, Time: md.Timestamp.UnixNano()})
	}
	if len(out) != n {
		t.Fatalf("read %d stream messages, want %d (%v)", len(out), n, batch.Error())
	}
	return out
}
