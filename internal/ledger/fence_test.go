package ledger

import (
	"context"
	"errors"
	"log/slog"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
	"github.com/tribunal-dev/tribunal/internal/query"
)

// gate holds whoever waits at it while it is shut, as a stopped process
// holds a call it was making; entered says someone is held.
type gate struct {
	mu      sync.Mutex
	shut    chan struct{} // nil: open
	entered chan struct{}
}

func newGate() *gate { return &gate{entered: make(chan struct{}, 64)} }

func (g *gate) close() {
	g.mu.Lock()
	if g.shut == nil {
		g.shut = make(chan struct{})
	}
	g.mu.Unlock()
}

func (g *gate) open() {
	g.mu.Lock()
	if g.shut != nil {
		close(g.shut)
		g.shut = nil
	}
	g.mu.Unlock()
}

func (g *gate) wait() {
	g.mu.Lock()
	shut := g.shut
	g.mu.Unlock()
	if shut == nil {
		return
	}
	select {
	case g.entered <- struct{}{}:
	default:
	}
	<-shut
}

// faultyKV is the real lease bucket behind a gate (a stopped holder's
// calls wait, whatever their deadline) or cut off (every call times out
// at once, as from a ledger partitioned from the cluster).
type faultyKV struct {
	jetstream.KeyValue
	g   *gate
	cut atomic.Bool
}

func (k *faultyKV) fault() error {
	k.g.wait()
	if k.cut.Load() {
		return nats.ErrTimeout
	}
	return nil
}

func (k *faultyKV) Get(ctx context.Context, key string) (jetstream.KeyValueEntry, error) {
	if err := k.fault(); err != nil {
		return nil, err
	}
	return k.KeyValue.Get(ctx, key)
}

func (k *faultyKV) Create(ctx context.Context, key string, value []byte, opts ...jetstream.KVCreateOpt) (uint64, error) {
	if err := k.fault(); err != nil {
		return 0, err
	}
	return k.KeyValue.Create(ctx, key, value, opts...)
}

func (k *faultyKV) Update(ctx context.Context, key string, value []byte, rev uint64) (uint64, error) {
	if err := k.fault(); err != nil {
		return 0, err
	}
	return k.KeyValue.Update(ctx, key, value, rev)
}

func (k *faultyKV) Delete(ctx context.Context, key string, opts ...jetstream.KVDeleteOpt) error {
	if err := k.fault(); err != nil {
		return err
	}
	return k.KeyValue.Delete(ctx, key, opts...)
}

// stoppableClock is a lease clock that can stand still, as CLOCK_MONOTONIC
// does through a suspend: once going again it goes on from where it
// stopped, the time in between lost.
type stoppableClock struct {
	mu      sync.Mutex
	lost    time.Duration
	stopped bool
	at      time.Time
}

func (c *stoppableClock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.stopped {
		return c.at
	}
	return time.Now().Add(-c.lost)
}

func (c *stoppableClock) stop() {
	at := c.now()
	c.mu.Lock()
	c.stopped, c.at = true, at
	c.mu.Unlock()
}

func (c *stoppableClock) start() {
	c.mu.Lock()
	if !c.stopped {
		c.mu.Unlock()
		return
	}
	c.lost = time.Since(c.at.Add(c.lost)) + c.lost
	c.stopped = false
	c.mu.Unlock()
}

// TestFencedAnswers: a lease holder that lost its lease while it could
// not tell — stopped mid-answer past its lease (SIGSTOP, a GC pause), cut
// off from the cluster mid-answer, or with its clock standing still
// through a suspend — never has an answer taken after its successor's.
// The first two it catches itself: the answer it made under the old term
// is dropped when it finds the term ended. The third it cannot (its clock
// says the lease is still good, so it answers beside the new holder):
// there the answer's fencing token does it, and a client that has had an
// answer from the new term refuses the old one with the evidence
// (query.StaleAnswerError: expected the new term, actual the old).
func TestFencedAnswers(t *testing.T) {
	for _, fault := range []string{"stopped mid-answer", "cut off mid-answer", "clock stood still"} {
		t.Run(fault, func(t *testing.T) {
			d := ledgertest.NewDeployment(t)
			ns, _ := startConfigServer(t, d.NATSConfig)
			logs := &syncBuffer{}
			p := &standby{t: t, d: d, url: ns.ClientURL(), log: slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelInfo}))}
			kv := &faultyKV{g: newGate()}
			clock := &stoppableClock{}
			aAnswers, bAnswers := newGate(), newGate()
			a := p.start("a", func(c *Config) {
				c.leaseFaults = func(real jetstream.KeyValue) leaseKV { kv.KeyValue = real; return kv }
				c.leaseClock = clock.now
				c.beforeAnswer = aAnswers.wait
			})
			b := p.start("b", func(c *Config) { c.beforeAnswer = bAnswers.wait })
			// Whatever happens, nothing is left held when the ledgers
			// stop (cleanups run last first).
			t.Cleanup(func() { kv.cut.Store(false); kv.g.open(); aAnswers.open(); bAnswers.open(); clock.start() })
			waitFor(t, "a answers", a.lease.holding)
			rq := ledgertest.Connect(t, p.url, d, events.RoleRequester)
			qc := query.NewClient(rq.NC, events.RoleRequester)
			ctx := context.Background()
			if _, err := qc.Head(ctx); err != nil {
				t.Fatal(err)
			}
			ta, _ := a.lease.answering()

			// A query a takes in and answers, and then is held before
			// it sends the answer; b, a standby, drops it.
			inbox := rq.NC.NewInbox()
			raw, err := rq.NC.SubscribeSync(inbox)
			if err != nil {
				t.Fatal(err)
			}
			aAnswers.close()
			q := nats.NewMsg(broker.QuerySubject(events.RoleRequester, query.Head))
			q.Reply, q.Data = inbox, []byte("{}")
			if err := rq.NC.PublishMsg(q); err != nil {
				t.Fatal(err)
			}
			<-aAnswers.entered
			switch fault {
			case "cut off mid-answer":
				kv.cut.Store(true)
			default: // a stopped or suspended: its lease calls wait
				kv.g.close()
			}
			if fault == "clock stood still" {
				clock.stop()
			}
			waitFor(t, "b takes the lease over", b.lease.holding)
			tb, _ := b.lease.answering()
			if tb <= ta {
				t.Fatalf("b's term %d is not above a's %d", tb, ta)
			}
			// The client has an answer from b's term.
			if _, err := qc.Head(ctx); err != nil {
				t.Fatal(err)
			}

			if fault != "clock stood still" {
				// a goes on: the held answer is made under a term that
				// has ended, and is dropped.
				aAnswers.open()
				if m, err := raw.NextMsg(2 * time.Second); err == nil {
					t.Fatalf("a sent its answer of term %s after b took over at term %d\n%s", m.Header.Get(query.HeaderLeaseTerm), tb, logs)
				}
				waitFor(t, "a logs the answer it dropped", func() bool { return strings.Contains(logs.String(), "answer dropped") })
				kv.cut.Store(false)
				kv.g.open()
				waitFor(t, "a knows it lost the lease", func() bool { return !a.lease.holding() })
			} else {
				// a resumes, its clock gone on from where it stood: it
				// believes its lease good and answers under its old
				// term until its renewal (still waiting) fails. b is
				// slow to answer just then.
				clock.start()
				bAnswers.close()
				aAnswers.open()
				m, err := raw.NextMsg(5 * time.Second)
				if err != nil || m.Header.Get(query.HeaderLeaseTerm) != u64(ta) {
					t.Fatalf("a's held answer: %v %v; want it sent under its term %d (its clock says the lease holds)", m, err, ta)
				}
				qctx, cancel := context.WithTimeout(ctx, 3*time.Second)
				_, err = qc.Head(qctx)
				cancel()
				var se *query.StaleAnswerError
				if !errors.As(err, &se) || se.Expected != tb || se.Actual != ta {
					t.Fatalf("a client that had b's answer took a's, or failed otherwise: %v; want a StaleAnswerError (expected %d, actual %d)", err, tb, ta)
				}
				bAnswers.open()
				kv.g.open()
				waitFor(t, "a knows it lost the lease", func() bool { return !a.lease.holding() })
			}
			if _, err := qc.Head(ctx); err != nil {
				t.Fatalf("after the fault: %v", err)
			}
			if a.lease.holding() || !b.lease.holding() {
				t.Fatalf("after the fault: a %v b %v, want b only", a.lease.holding(), b.lease.holding())
			}
		})
	}
}

func u64(v uint64) string { return strconv.FormatUint(v, 10) }
