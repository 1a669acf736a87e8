package main

import (
	"context"
	"errors"
	"io"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/judge/judgetest"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
	"github.com/tribunal-dev/tribunal/internal/query"
	"github.com/tribunal-dev/tribunal/internal/render"
	"github.com/tribunal-dev/tribunal/internal/requester"
)

// TestWaitOneQueryPerPoll: while a check waits for its verdict, each poll
// asks the ledger one review (the status and the per-frame progress are
// read from the same answer), so a wait of d asks at most d/interval+1
// of them; the wait still says whom it waits for and times out as before.
func TestWaitOneQueryPerPoll(t *testing.T) {
	l := judgetest.Start(t)
	h := ledgertest.History(t, ledgertest.Signers(t, l.D), "slow", "slow")
	for _, s := range h[:2] { // the request and its attempt; no witness reports
		c := ledgertest.Connect(t, l.Srv.NATSURL(), l.D, s.Role)
		if _, err := c.Publish(context.Background(), s.Event); err != nil {
			t.Fatal(err)
		}
	}
	l.WaitState(t, "slow", events.StateObserving)

	// The ledger's identity may listen on every query subject; this
	// listener only counts, the ledger answers.
	var reviews atomic.Int64
	lc := ledgertest.Connect(t, l.Srv.NATSURL(), l.D, events.RoleLedger)
	sub, err := lc.NC.Subscribe(broker.QuerySubject(events.RoleRequester, query.Review), func(*nats.Msg) { reviews.Add(1) })
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Unsubscribe()
	if err := lc.NC.Flush(); err != nil {
		t.Fatal(err)
	}

	ctx := context.Background()
	c, err := requester.Dial(ctx, &endpoint.Flags{Dir: l.D.Dir}, false)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	att := h[1].Event.Body
	a := judgetest.Body[*events.AttemptSubmitted](t, events.SchemaAttemptSubmitted, att)
	const wait = 2 * time.Second
	var stderr strings.Builder
	out := output{format: &render.Flag{}, conn: &endpoint.Flags{Dir: l.D.Dir}}
	err = waitAndPrint(ctx, c, "slow", a.AttID, wait, out, io.Discard, &stderr)
	var te timeoutError
	if !errors.As(err, &te) {
		t.Fatalf("wait: %v, want a timeout", err)
	}
	if !strings.Contains(stderr.String(), "waiting for w1 and w2") {
		t.Errorf("stderr %q", stderr.String())
	}
	if err := lc.NC.Flush(); err != nil {
		t.Fatal(err)
	}
	// 200ms is requester.settledEvery, the wait's poll interval.
	polls := int64(wait/(200*time.Millisecond)) + 1
	if n := reviews.Load(); n == 0 || n > polls {
		t.Errorf("%d review queries in a %v wait, want 1..%d (one per poll)", n, wait, polls)
	}
}
