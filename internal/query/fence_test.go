package query

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// ledgerStub answers head queries on a real NATS server as a ledger of
// one lease term would: size is the chain size it reports, delay how long
// it takes, term its HeaderLeaseTerm ("" none). silent: it answers nothing.
type ledgerStub struct {
	mu     sync.Mutex
	term   string
	size   int
	delay  time.Duration
	silent bool
}

func (l *ledgerStub) set(term string, size int, delay time.Duration, silent bool) {
	l.mu.Lock()
	l.term, l.size, l.delay, l.silent = term, size, delay, silent
	l.mu.Unlock()
}

func (l *ledgerStub) serve(t *testing.T, nc *nats.Conn) {
	t.Helper()
	sub, err := nc.Subscribe(broker.QuerySubject(events.RoleJudge, Head), func(m *nats.Msg) {
		l.mu.Lock()
		term, size, delay, silent := l.term, l.size, l.delay, l.silent
		l.mu.Unlock()
		if silent {
			return
		}
		time.Sleep(delay)
		r := nats.NewMsg(m.Reply)
		r.Data = fmt.Appendf(nil, `{"size":%d,"head":"%064x","root":"%064x"}`, size, 1, 2)
		if term != "" {
			r.Header.Set(HeaderLeaseTerm, term)
		}
		_ = nc.PublishMsg(r)
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sub.Unsubscribe() })
}

// TestClientFence: a client that has had an answer under lease term 12
// refuses every answer from an older term (a holder that lost the lease
// while paused, cut off or with its clock stopped, and answers after
// all), takes the current holder's answer when it comes, and, when none
// comes, fails with the refusal as evidence (expected and actual term).
func TestClientFence(t *testing.T) {
	srv, err := server.NewServer(&server.Options{Host: "127.0.0.1", Port: -1, NoSigs: true, NoLog: true})
	if err != nil {
		t.Fatal(err)
	}
	go srv.Start()
	if !srv.ReadyForConnections(10 * time.Second) {
		t.Fatal("not ready")
	}
	t.Cleanup(srv.Shutdown)
	connect := func() *nats.Conn {
		nc, err := nats.Connect(srv.ClientURL(), nats.CustomInboxPrefix(broker.InboxPrefix(events.RoleJudge)))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(nc.Close)
		return nc
	}
	old, cur := &ledgerStub{}, &ledgerStub{}
	old.serve(t, connect())
	cur.serve(t, connect())

	for _, tc := range []struct {
		name      string
		seen      bool // the client has had an answer from term 12 first
		old       func()
		cur       func()
		wantSize  int
		wantStale uint64 // the refused term, when the query fails with a refusal
		wantBad   bool
	}{
		{"the old holder answers first, the holder after it", true,
			func() { old.set("10", 1, 0, false) }, func() { cur.set("12", 5, 300*time.Millisecond, false) }, 5, 0, false},
		{"only the old holder answers", true,
			func() { old.set("10", 1, 0, false) }, func() { cur.set("12", 5, 0, true) }, 0, 10, false},
		{"an answer without a term after one with a term", true,
			func() { old.set("", 1, 0, false) }, func() { cur.set("12", 5, 0, true) }, 0, 0, false},
		{"the same term again", true,
			func() { old.set("12", 4, 0, false) }, func() { cur.set("12", 5, 0, true) }, 4, 0, false},
		{"a client that has seen no term takes the old holder's", false,
			func() { old.set("10", 1, 0, false) }, func() { cur.set("12", 5, 0, true) }, 1, 0, false},
		{"an unreadable term", false,
			func() { old.set("ten", 1, 0, false) }, func() { cur.set("12", 5, 0, true) }, 0, 0, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			qc := NewClient(connect(), events.RoleJudge)
			if tc.seen {
				old.set("", 0, 0, true)
				cur.set("12", 3, 0, false)
				if h, err := qc.Head(context.Background()); err != nil || h.Size != 3 {
					t.Fatalf("first answer: %+v %v", h, err)
				}
			}
			tc.old()
			tc.cur()
			ctx, cancel := context.WithTimeout(context.Background(), 2500*time.Millisecond)
			defer cancel()
			h, err := qc.Head(ctx)
			var se *StaleAnswerError
			switch {
			case tc.wantBad:
				if !errors.Is(err, ErrBadReply) {
					t.Fatalf("got %+v %v, want ErrBadReply", h, err)
				}
			case tc.name == "an answer without a term after one with a term":
				if !errors.As(err, &se) || se.Expected != 12 || se.Actual != 0 {
					t.Fatalf("got %+v %v, want the termless answer refused", h, err)
				}
			case tc.wantStale != 0:
				if !errors.As(err, &se) || se.Expected != 12 || se.Actual != tc.wantStale {
					t.Fatalf("got %+v %v, want a StaleAnswerError (expected 12, actual %d)", h, err, tc.wantStale)
				}
				if want := "answer from lease term " + strconv.FormatUint(tc.wantStale, 10) + " refused"; !strings.Contains(err.Error(), want) {
					t.Errorf("error %q does not say %q", err, want)
				}
			default:
				if err != nil || h.Size != uint64(tc.wantSize) {
					t.Fatalf("got %+v %v, want size %d", h, err, tc.wantSize)
				}
			}
		})
	}
}
