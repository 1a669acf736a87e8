package ledger

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
)

// benchEvents signs n small W1 ops events with distinct ids.
func benchEvents(b *testing.B, e *env, run string, n int) []*nats.Msg {
	out := make([]*nats.Msg, n)
	s := e.signers[events.RoleW1]
	for i := range out {
		id := fmt.Sprintf("%s-%d", run, i)
		ev := ledgertest.Sign(b, s, events.RoleW1, events.KindOps, "bench", id, &events.OpsObservation{
			SchemaName: events.SchemaOpsObservation, ReqID: "bench", Kind: events.OpsExternalToolSlow,
			Tool: "chromium", Detail: id,
		})
		out[i] = ledgertest.Msg(ev)
	}
	return out
}

// publishAll publishes msgs asynchronously and waits for every ack.
func publishAll(b *testing.B, js jetstream.JetStream, msgs []*nats.Msg) {
	futs := make([]jetstream.PubAckFuture, len(msgs))
	for i, m := range msgs {
		f, err := js.PublishMsgAsync(m, jetstream.WithStallWait(30*time.Second))
		if err != nil {
			b.Fatal(err)
		}
		futs[i] = f
	}
	select {
	case <-js.PublishAsyncComplete():
	case <-time.After(time.Minute):
		b.Fatal("publish acks did not arrive")
	}
	for _, f := range futs {
		select {
		case <-f.Ok():
		case err := <-f.Err():
			b.Fatal(err)
		}
	}
}

// BenchmarkIngest measures end-to-end signed events per second — publish,
// verify, classify, group commit with fsync, ack — beside bare JetStream
// async publish of the same messages to a stream of the same config on a
// server of the same build, in the same run. One op is one event.
func BenchmarkIngest(b *testing.B) {
	b.Run("jetstream-publish-only", func(b *testing.B) {
		e := &env{t: b, logger: newTestLogger(b, 8)}
		e.d = ledgertest.NewDeployment(b)
		e.signers = ledgertest.Signers(b, e.d)
		srv, err := server.NewServer(&server.Options{Host: "127.0.0.1", Port: -1, JetStream: true, StoreDir: b.TempDir(), NoSigs: true, NoLog: true})
		if err != nil {
			b.Fatal(err)
		}
		go srv.Start()
		if !srv.ReadyForConnections(10 * time.Second) {
			b.Fatal("not ready")
		}
		defer srv.Shutdown()
		nc, err := nats.Connect(srv.ClientURL())
		if err != nil {
			b.Fatal(err)
		}
		defer nc.Close()
		js, _ := jetstream.New(nc)
		if _, err := js.CreateStream(context.Background(), StreamConfig(0)); err != nil {
			b.Fatal(err)
		}
		msgs := benchEvents(b, e, "base", b.N)
		b.ResetTimer()
		publishAll(b, js, msgs)
		b.StopTimer()
		b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "events/s")
	})
	b.Run("end-to-end", func(b *testing.B) {
		e := newEnv(b)
		c := ledgertest.Connect(b, e.srv.NATSURL(), e.d, events.RoleW1)
		qc := e.query(events.RoleAuditor)
		msgs := benchEvents(b, e, "e2e", b.N)
		base := e.srv.Chain().Size()
		b.ResetTimer()
		publishAll(b, c.JS, msgs)
		ledgertest.WaitSize(b, qc, base+uint64(b.N), 5*time.Minute)
		b.StopTimer()
		b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "events/s")
	})
}

// BenchmarkAppendLatency offers a fixed load (one publisher, 2,000 events/s)
// and reports the p50 and p99 time from publishing an event to its commit
// being durable and acked. b.N is the number of events.
func BenchmarkAppendLatency(b *testing.B) {
	const rate = 2000
	var (
		mu        sync.Mutex
		committed = map[uint64]time.Time{}
		done      = make(chan struct{})
	)
	e := newEnv(b, func(c *Config) {
		c.Committed = func(seq uint64) {
			now := time.Now()
			mu.Lock()
			defer mu.Unlock()
			committed[seq] = now
			if len(committed) == b.N {
				close(done)
			}
		}
	})
	c := ledgertest.Connect(b, e.srv.NATSURL(), e.d, events.RoleW1)
	msgs := benchEvents(b, e, "lat", b.N)
	sent := map[uint64]time.Time{}
	b.ResetTimer()
	tick := time.NewTicker(time.Second / rate)
	defer tick.Stop()
	for _, m := range msgs {
		<-tick.C
		t0 := time.Now()
		ack, err := c.JS.PublishMsg(context.Background(), m)
		if err != nil {
			b.Fatal(err)
		}
		sent[ack.Sequence] = t0
	}
	select {
	case <-done:
	case <-time.After(time.Minute):
		b.Fatal("not every event was committed")
	}
	b.StopTimer()
	mu.Lock()
	defer mu.Unlock()
	var latencies []time.Duration
	for seq, t0 := range sent {
		latencies = append(latencies, committed[seq].Sub(t0))
	}
	slices.Sort(latencies)
	q := func(p float64) float64 {
		return float64(latencies[int(p*float64(len(latencies)-1))].Microseconds()) / 1000
	}
	b.ReportMetric(q(0.50), "p50-ms")
	b.ReportMetric(q(0.99), "p99-ms")
	b.ReportMetric(0, "ns/op")
}
