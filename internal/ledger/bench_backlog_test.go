package ledger

import (
	"context"
	"log/slog"
	"runtime"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
)

// BenchmarkIngestBacklog measures the ledger alone, without a publisher
// competing for the cores: b.N signed events are already in the stream
// (published while no ledger ran) when the ledger starts, and the clock
// runs from its start until the chain holds them all — verified,
// committed with fsync and acked. Beside it, "verify-floor" is the
// signature checks alone on every core: the part of ingest no pipeline
// can avoid. Both report CPU time per event and the cores they kept busy
// (CPU time over wall time), which say more than events/s on a shared
// machine; the ledger also reports the messages the NATS server received
// per event while it ingested (acks, pull requests, queries). One op is
// one event.
func BenchmarkIngestBacklog(b *testing.B) {
	b.Run("verify-floor", func(b *testing.B) {
		d := ledgertest.NewDeployment(b)
		trust, err := d.LoadTrust()
		if err != nil {
			b.Fatal(err)
		}
		msgs := benchEvents(b, &env{t: b, d: d, signers: ledgertest.Signers(b, d)}, "floor", b.N)
		evs := make([]events.Event, len(msgs))
		for i, m := range msgs {
			evs[i] = events.Event{Subject: m.Subject, ID: m.Header.Get(events.HeaderMsgID),
				KeyID: m.Header.Get(events.HeaderKey), Sig: m.Header.Get(events.HeaderSig), Body: m.Data}
		}
		b.ResetTimer()
		cpu0 := cpuTime()
		var wg sync.WaitGroup
		n := runtime.GOMAXPROCS(0)
		for w := range n {
			wg.Go(func() {
				for i := w; i < len(evs); i += n {
					if _, err := trust.VerifyEvent(&evs[i]); err != nil {
						b.Error(err)
						return
					}
				}
			})
		}
		wg.Wait()
		b.StopTimer()
		reportCPU(b, cpu0)
	})
	b.Run("ledger", func(b *testing.B) {
		d := ledgertest.NewDeployment(b)
		ns, _ := startConfigServer(b, d.NATSConfig)
		log := newTestLogger(b, slog.LevelWarn)
		start := func() *Server {
			cfg := ConfigFromDeployment(d)
			cfg.NATSURL, cfg.Govern, cfg.Logger = ns.ClientURL(), true, log // as ledgerd serve
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			defer cancel()
			s, err := Start(ctx, cfg)
			if err != nil {
				b.Fatal(err)
			}
			return s
		}
		s := start() // creates the stream
		base := s.Chain().Size()
		if err := s.Shutdown(context.Background()); err != nil {
			b.Fatal(err)
		}
		c := ledgertest.Connect(b, ns.ClientURL(), d, events.RoleW1)
		publishAll(b, c.JS, benchEvents(b, &env{t: b, d: d, signers: ledgertest.Signers(b, d)}, "backlog", b.N))
		in0 := inMsgs(b, ns)
		b.ResetTimer()
		cpu0 := cpuTime()
		s = start()
		defer s.Shutdown(context.Background())
		want := base + uint64(b.N)
		for s.Chain().Size() < want {
			if s.Err() != nil {
				b.Fatal(s.Err())
			}
			time.Sleep(time.Millisecond)
		}
		b.StopTimer()
		reportCPU(b, cpu0)
		b.ReportMetric(float64(inMsgs(b, ns)-in0)/float64(b.N), "server-msgs-in/event")
	})
}

// inMsgs is the number of messages the server has received from clients.
func inMsgs(b *testing.B, ns *server.Server) int64 {
	v, err := ns.Varz(nil)
	if err != nil {
		b.Fatal(err)
	}
	return v.InMsgs
}

// cpuTime is the process's user + system CPU time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// reportCPU reports events/s, the CPU time per event and the cores kept
// busy (CPU time over wall time) since cpu0.
func reportCPU(b *testing.B, cpu0 time.Duration) {
	cpu := cpuTime() - cpu0
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "events/s")
	b.ReportMetric(float64(cpu.Microseconds())/float64(b.N), "cpu-µs/event")
	b.ReportMetric(cpu.Seconds()/b.Elapsed().Seconds(), "cores")
}
