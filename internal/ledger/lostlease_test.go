package ledger

import (
	"context"
	"log/slog"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
	"github.com/tribunal-dev/tribunal/internal/query"
)

// acquisitions are the "lease acquired" lines of a log: each ledger's
// term, in the order they were taken.
type acquisition struct {
	instance string
	term     uint64
}

var acquiredRE = regexp.MustCompile(`lease acquired.* term=(\d+).*`)

func acquisitions(log string) []acquisition {
	var out []acquisition
	for _, line := range strings.Split(log, "\n") {
		m := acquiredRE.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		n, _ := strconv.ParseUint(m[1], 10, 64)
		inst := ""
		if i := strings.Index(line, "ledger="); i >= 0 {
			inst = strings.Fields(line[i+len("ledger="):])[0]
		}
		out = append(out, acquisition{inst, n})
	}
	return out
}

// TestLeaseTermSurvivesLostStream: the cluster loses the event stream and
// the lease bucket whole (nats-server on disks that keep only what POSIX
// promises, after a power cut: issue 34's strict chaos run). The lease
// term must not go back — the new bucket's revisions start again from 1,
// and the run saw two ledgers hold "term 1" in turn — and the work of a
// request in flight, which went with the stream, must reach the
// witnesses again so that the request still finishes.
//
// Then a lease value naming a term below what the ledgers recorded (the
// lease taken again by a ledger that knew less) is replaced at once by a
// higher term, without waiting out the TTL.
func TestLeaseTermSurvivesLostStream(t *testing.T) {
	d := ledgertest.NewDeployment(t)
	ns, _ := startConfigServer(t, d.NATSConfig)
	logs := &syncBuffer{}
	p := &standby{t: t, d: d, url: ns.ClientURL(), log: slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelInfo}))}
	a := p.start("a")
	b := p.start("b")
	waitFor(t, "a holds the lease", a.lease.holding)

	signers := ledgertest.Signers(t, d)
	conns := map[events.Role]*ledgertest.Conn{}
	for _, r := range []events.Role{events.RoleRequester, events.RoleW1, events.RoleW2} {
		conns[r] = ledgertest.Connect(t, p.url, d, r)
	}
	hist := ledgertest.History(t, signers, "lost1", "lost1") // request, attempt, W1, W2, judge
	publish := func(s ledgertest.Sample) {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if _, err := conns[s.Role].Publish(ctx, s.Event); err != nil {
			t.Fatal(err)
		}
	}
	publish(hist[0])
	publish(hist[1])
	qc := query.NewClient(conns[events.RoleRequester].NC, events.RoleRequester)
	state := func() string {
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		defer cancel()
		rv, err := qc.Review(ctx, "lost1")
		if err != nil {
			return err.Error()
		}
		return rv.State
	}
	waitFor(t, "lost1 observing", func() bool { return state() == events.StateObserving })
	// b has seen a's term in the lease and recorded it.
	waitFor(t, "b recorded a's term", func() bool { term, _, _ := b.Chain().LeaseTerm(); return term >= 1 })
	sameChain(t, a, b, 2)
	size := a.Chain().Size()

	// Power cut: both ledgers die, and the cluster comes back without
	// the stream and the lease bucket.
	a.lease.abandon()
	b.lease.abandon()
	for _, s := range []*Server{a, b} {
		if err := s.Shutdown(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	admin := ledgertest.Connect(t, p.url, d, events.RoleLedger)
	ctx := context.Background()
	if err := admin.JS.DeleteStream(ctx, broker.StreamName); err != nil {
		t.Fatal(err)
	}
	if err := admin.JS.DeleteKeyValue(ctx, broker.LeaseBucket); err != nil {
		t.Fatal(err)
	}

	// b comes back first and takes the new, empty bucket.
	b = p.start("b")
	a = p.start("a")
	waitFor(t, "b holds the lease", b.lease.holding)
	if a.lease.holding() {
		t.Fatal("both hold the lease")
	}
	tb, _ := b.lease.answering()
	if tb <= 1 {
		t.Fatalf("b's term after the lost bucket is %d: not above a's term 1 before it\n%s", tb, logs)
	}

	// The request's work is in the new stream again, for both roles.
	st, err := admin.JS.Stream(ctx, broker.StreamName)
	if err != nil {
		t.Fatal(err)
	}
	for _, role := range []events.Role{events.RoleW1, events.RoleW2} {
		c, err := st.Consumer(ctx, broker.WorkConsumer(role))
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]string{}
		for deadline := time.Now().Add(20 * time.Second); len(got) < 2 && time.Now().Before(deadline); {
			batch, err := c.Fetch(2, jetstream.FetchMaxWait(2*time.Second))
			if err != nil {
				t.Fatal(err)
			}
			for m := range batch.Messages() {
				got[m.Headers().Get(events.HeaderMsgID)] = m.Headers().Get(events.HeaderRedispatch)
				_ = m.Ack()
			}
		}
		want := map[string]string{hist[0].Event.ID: "", hist[1].Event.ID: "w1,w2"}
		if len(got) != 2 || got[hist[0].Event.ID] != want[hist[0].Event.ID] || got[hist[1].Event.ID] != want[hist[1].Event.ID] {
			t.Fatalf("work consumer %s after the lost stream: %v (event id -> %s header), want %v\n%s",
				broker.WorkConsumer(role), got, events.HeaderRedispatch, want, logs)
		}
	}
	// Published again, the request and attempt are no new entries.
	time.Sleep(500 * time.Millisecond)
	if n := a.Chain().Size(); n != size || b.Chain().Size() != size {
		t.Fatalf("chains hold %d and %d entries after the work was published again; want %d (de-duplicated)", a.Chain().Size(), b.Chain().Size(), size)
	}

	// The witnesses report; the request finishes.
	publish(hist[2])
	publish(hist[3])
	waitFor(t, "lost1 finishes", func() bool { return state() == events.StatePassCandidate })
	sameChain(t, a, b, size+2)

	// A lease taken again by a ledger that knew less: its term is below
	// what a and b recorded. The standby replaces it at once, one term
	// higher; b steps down.
	kv, err := admin.JS.KeyValue(ctx, broker.LeaseBucket)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := kv.Put(ctx, leaseKey, []byte("x@dead#1")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "b steps down", func() bool { return strings.Contains(logs.String(), "lease lost") })
	waitFor(t, "a ledger holds the lease again, above b's term", func() bool {
		ta, oka := a.lease.answering()
		tb2, okb := b.lease.answering()
		return oka && ta > tb || okb && tb2 > tb
	})
	// Taken because it was stale, not because it expired (no timing is
	// asserted: the machine may be loaded).
	if !strings.Contains(logs.String(), "stale: x@dead#1 names term 1") {
		t.Errorf("the log does not say the lease was taken over as stale:\n%s", logs)
	}

	// Every acquisition took a term above every earlier one.
	acq := acquisitions(logs.String())
	if len(acq) < 3 {
		t.Fatalf("%d acquisitions in the log, want at least 3:\n%s", len(acq), logs)
	}
	for i := 1; i < len(acq); i++ {
		if acq[i].term <= acq[i-1].term {
			t.Fatalf("acquisition %d (%s, term %d) is not above acquisition %d (%s, term %d):\n%s",
				i, acq[i].instance, acq[i].term, i-1, acq[i-1].instance, acq[i-1].term, logs)
		}
	}
	t.Logf("terms: %v", acq)
}
