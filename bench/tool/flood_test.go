package main

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/judge/judgetest"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
	"github.com/tribunal-dev/tribunal/internal/query"
)

// TestWaitSettledOnePollerForAll: while requests stay open, the flood's
// wait asks the ledger about one request per poll, not one per request,
// so that the tool's queries do not take the CPU of the daemons it times;
// a request that settles before those ahead of it is still seen, and the
// wait ends once all have settled.
func TestWaitSettledOnePollerForAll(t *testing.T) {
	l := judgetest.Start(t)
	signers := ledgertest.Signers(t, l.D)
	ids := []string{"f0", "f1", "f2", "f3", "f4"}
	hist := map[string][]ledgertest.Sample{}
	publish := func(ss []ledgertest.Sample) {
		for _, s := range ss {
			c := ledgertest.Connect(t, l.Srv.NATSURL(), l.D, s.Role)
			if _, err := c.Publish(context.Background(), s.Event); err != nil {
				t.Fatal(err)
			}
		}
	}
	// f0 and f3 settle at once (W1 and W2 pass); the others stay open.
	for _, id := range ids {
		hist[id] = ledgertest.History(t, signers, id, id)
		if id == "f0" || id == "f3" {
			publish(hist[id][:4])
		} else {
			publish(hist[id][:2])
		}
	}
	l.WaitState(t, "f0", events.StatePassCandidate)
	l.WaitState(t, "f3", events.StatePassCandidate)

	var asked atomic.Int64
	lc := ledgertest.Connect(t, l.Srv.NATSURL(), l.D, events.RoleLedger)
	sub, err := lc.NC.Subscribe(broker.QuerySubject(events.RoleRequester, query.Status), func(*nats.Msg) { asked.Add(1) })
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Unsubscribe()
	if err := lc.NC.Flush(); err != nil {
		t.Fatal(err)
	}
	rc := ledgertest.Connect(t, l.Srv.NATSURL(), l.D, events.RoleRequester)
	qc := query.NewClient(rc.NC, events.RoleRequester)

	const wait, poll = time.Second, 20 * time.Millisecond
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	err = waitSettled(ctx, qc, ids, poll)
	cancel()
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("waitSettled with f1, f2, f4 open: %v, want the deadline", err)
	}
	// One open request per poll, plus f0 once on the first.
	if n, most := asked.Load(), int64(wait/poll)+2; n > most {
		t.Fatalf("%d status queries in %s, want at most %d", n, wait, most)
	}

	for _, id := range []string{"f4", "f2", "f1"} { // out of order
		publish(hist[id][2:4])
	}
	ctx, cancel = context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := waitSettled(ctx, qc, ids, poll); err != nil {
		t.Fatal(fmt.Errorf("all settled: %w", err))
	}
}
