package ledger

import (
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/hashchain"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
	"github.com/tribunal-dev/tribunal/internal/pause/pausetest"
)

// opsEvents signs n small W1 ops observations whose details are
// prefix-0 … prefix-(n-1) (also their ids).
func opsEvents(t testing.TB, e *env, prefix string, n int) []events.Event {
	t.Helper()
	out := make([]events.Event, n)
	for i := range out {
		id := fmt.Sprintf("%s-%d", prefix, i)
		out[i] = ledgertest.Sign(t, e.signers[events.RoleW1], events.RoleW1, events.KindOps, "acks", id, &events.OpsObservation{
			SchemaName: events.SchemaOpsObservation, ReqID: "acks", Kind: events.OpsExternalToolSlow, Tool: "chromium", Detail: id,
		})
	}
	return out
}

// publishAsync publishes evs without waiting between them and returns
// their stream sequences once every PubAck is in.
func publishAsync(t testing.TB, c *ledgertest.Conn, evs []events.Event) []uint64 {
	t.Helper()
	futs := make([]jetstream.PubAckFuture, len(evs))
	for i, ev := range evs {
		f, err := c.JS.PublishMsgAsync(ledgertest.Msg(ev), jetstream.WithStallWait(30*time.Second))
		if err != nil {
			t.Fatal(err)
		}
		futs[i] = f
	}
	seqs := make([]uint64, len(futs))
	for i, f := range futs {
		select {
		case a := <-f.Ok():
			seqs[i] = a.Sequence
		case err := <-f.Err():
			t.Fatalf("publish %d: %v", i, err)
		case <-time.After(time.Minute):
			t.Fatalf("publish %d: no PubAck", i)
		}
	}
	return seqs
}

// ledgerConsumer reads the ledger's consumer state from the embedded
// server itself, so that watching it sends no message.
func ledgerConsumer(t testing.TB, s *Server) *server.ConsumerInfo {
	t.Helper()
	jsz, err := s.ns.Jsz(&server.JSzOptions{Accounts: true, Streams: true, Consumer: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range jsz.AccountDetails {
		for _, st := range a.Streams {
			for _, c := range st.Consumer {
				if c.Name == LedgerConsumer {
					return c
				}
			}
		}
	}
	t.Fatal("no ledger consumer on the server")
	return nil
}

// lastSeq is the stream sequence of the chain's last entry (0: empty).
func lastSeq(t testing.TB, c *hashchain.Chain) uint64 {
	t.Helper()
	seq, err := lastStreamSeq(c)
	if err != nil {
		t.Fatal(err)
	}
	return seq
}

// TestAcksFollowCommits holds the ingest at one message (its Derive call
// blocks, so it is never submitted) while the messages before it commit:
// the consumer's ack floor reaches the last durable message, and never
// passes it, while later messages wait; released, everything is committed
// in stream order and acked.
func TestAcksFollowCommits(t *testing.T) {
	const n, holdAt = 300, 200
	release := make(chan struct{})
	var once sync.Once
	defer once.Do(func() { close(release) })
	hold := fmt.Sprintf("held-%d", holdAt)
	e := newEnv(t, func(c *Config) {
		c.Derive = func(rec chainformat.Record, body events.Body) ([]chainformat.Record, error) {
			if rec.Event.ID == hold {
				<-release
			}
			return nil, nil
		}
	})
	seqs := publishAsync(t, e.conn(events.RoleW1), opsEvents(t, e, "held", n))
	pausetest.WaitFor(t, time.Minute, func() error {
		if got := e.srv.Chain().Size(); got != holdAt {
			return fmt.Errorf("chain has %d entries, want the %d before the held message", got, holdAt)
		}
		return nil
	})
	last := lastSeq(t, e.srv.Chain())
	if last != seqs[holdAt-1] {
		t.Fatalf("last entry from stream sequence %d, want %d", last, seqs[holdAt-1])
	}
	pausetest.WaitFor(t, 30*time.Second, func() error {
		ci := ledgerConsumer(t, e.srv)
		if floor := ci.AckFloor.Stream; floor > last {
			t.Fatalf("ack floor %d passed the last durable message %d", floor, last)
		} else if floor != last {
			return fmt.Errorf("ack floor %d, want the last durable message %d", floor, last)
		}
		return nil
	})
	for range 5 { // held: nothing more is acked
		if floor := ledgerConsumer(t, e.srv).AckFloor.Stream; floor != last {
			t.Fatalf("ack floor moved to %d while the message after %d is held", floor, last)
		}
		time.Sleep(20 * time.Millisecond)
	}
	once.Do(func() { close(release) })
	e.waitConsumed(seqs[n-1])
	if ci := ledgerConsumer(t, e.srv); ci.AckFloor.Stream != seqs[n-1] || ci.NumAckPending != 0 {
		t.Fatalf("after the release: ack floor %d, %d pending; want %d, 0", ci.AckFloor.Stream, ci.NumAckPending, seqs[n-1])
	}
	got := entries(t, e.srv.Chain())
	if len(got) != n {
		t.Fatalf("chain has %d entries, want %d", len(got), n)
	}
	for i, en := range got {
		if want := fmt.Sprintf("held-%d", i); en.Event.ID != want || en.Seq != seqs[i] {
			t.Fatalf("entry %d: id %q seq %d, want %q seq %d (stream order)", i, en.Event.ID, en.Seq, want, seqs[i])
		}
	}
}

// TestAcksAreCumulative ingests a backlog and counts the messages the
// ledger's connection sent: its acks cover many messages each (the
// consumer's AckAll policy), so they are far fewer than the events.
func TestAcksAreCumulative(t *testing.T) {
	const n = 2000
	e := newEnv(t)
	e.stop()
	ns := startBareServer(t, e)
	seqs := publishAsync(t, ledgertest.Connect(t, ns, e.d, events.RoleW1), opsEvents(t, e, "backlog", n))
	stopBareServer()
	e.start()
	pausetest.WaitFor(t, time.Minute, func() error {
		ci := ledgerConsumer(t, e.srv)
		if e.srv.Chain().Size() == n && ci.AckFloor.Stream == seqs[n-1] && ci.NumAckPending == 0 {
			return nil
		}
		return fmt.Errorf("chain %d of %d entries, ack floor %d of %d", e.srv.Chain().Size(), n, ci.AckFloor.Stream, seqs[n-1])
	})
	cz, err := e.srv.ns.Connz(&server.ConnzOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var sent int64 = -1
	for _, c := range cz.Conns {
		if c.Name == "tribunal-ledgerd" {
			sent = c.InMsgs // what the server received from the ledger
		}
	}
	// Setting up, pulls and the acks; one ack per message would be n.
	if sent < 0 || sent > n/4 {
		t.Fatalf("the ledger sent %d messages to ingest %d events, want at most %d", sent, n, n/4)
	}
	t.Logf("the ledger sent %d messages to ingest %d events", sent, n)
}
