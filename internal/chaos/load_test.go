package chaos

import (
	"context"
	"fmt"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/requester"
)

// The load: publishers each open a request (request.opened.v1), wait
// until the ledger knows it, submit its first attempt (retried until
// acknowledged), and pause; readers read every request's state register
// (the ledger's review) over and over. Every publish and read goes into
// the history with its call and return times.

// pace is each publisher's pause between requests.
const pace = 5 * time.Second

// terminal reports whether a request state is final for the load (no
// judge acts in a chaos run).
func terminal(state string) bool {
	switch state {
	case events.StatePassCandidate, events.StateFail, events.StateHold, events.StateSealedDeploy:
		return true
	}
	return false
}

// startLoad starts the publishers and readers; the returned wait stops
// the readers once every request is terminal or deadline passes.
func (r *run) startLoad(ctx context.Context, t *testing.T) (wait func(deadline time.Time)) {
	flags := &endpoint.Flags{Dir: r.dir}
	var pubs sync.WaitGroup
	for i := 0; i < *flagPublishers; i++ {
		pubs.Add(1)
		go func() {
			defer pubs.Done()
			r.publisher(ctx, t, flags, i)
		}()
	}
	rctx, stopReaders := context.WithCancel(context.Background())
	var readers sync.WaitGroup
	for i := 0; i < 2; i++ {
		readers.Add(1)
		go func() {
			defer readers.Done()
			r.reader(rctx, t, flags, i)
		}()
	}
	return func(deadline time.Time) {
		pubs.Wait()
		for time.Now().Before(deadline) && !r.allTerminal() {
			time.Sleep(500 * time.Millisecond)
		}
		stopReaders()
		readers.Wait()
	}
}

func (r *run) allTerminal() bool {
	r.hmu.Lock()
	defer r.hmu.Unlock()
	for _, q := range r.h.Requests {
		if q.Terminal.IsZero() {
			return false
		}
	}
	return true
}

// open counts the requests not yet seen terminal.
func (r *run) open() int {
	r.hmu.Lock()
	defer r.hmu.Unlock()
	n := 0
	for _, q := range r.h.Requests {
		if q.Terminal.IsZero() {
			n++
		}
	}
	return n
}

func (r *run) record(p Publish) {
	r.hmu.Lock()
	r.h.Publishes = append(r.h.Publishes, p)
	r.hmu.Unlock()
}

func (r *run) publisher(ctx context.Context, t *testing.T, flags *endpoint.Flags, i int) {
	name := "p" + strconv.Itoa(i)
	c, err := requester.Dial(ctx, flags, true)
	if err != nil {
		t.Errorf("publisher %s: %v", name, err)
		return
	}
	defer c.Close()
	idx := 0
	publish := func(kind, id string, b events.Body) bool {
		p := Publish{Publisher: name, Index: idx, ReqID: id, Call: time.Now()}
		idx++
		// Not ctx: a publish under way at the load's end is finished.
		ev, err := c.Session().Publish(context.Background(), kind, id, b)
		p.Ret, p.EventID, p.Acked = time.Now(), ev, err == nil
		r.record(p)
		return err == nil
	}
	spec := requester.Spec{Skeleton: filepath.Join(repoRoot, "e2e", "testdata", "skeleton"),
		URL: "file://" + filepath.Join(repoRoot, "e2e", "testdata", "site-good")}
	for k := 0; ctx.Err() == nil; k++ {
		for *flagBacklog > 0 && r.open() >= *flagBacklog && ctx.Err() == nil {
			sleep(ctx, 500*time.Millisecond)
		}
		spec.RequestID = fmt.Sprintf("chaos-%d-%s-%03d", r.seed%100000, name, k)
		req, att, err := requester.Prepare(ctx, flags, spec, &requester.AttemptSpec{AttemptID: "a1"})
		if err != nil {
			t.Errorf("publisher %s: %v", name, err)
			return
		}
		if !publish(events.KindRequest, req.ReqID, req) {
			sleep(ctx, pace)
			continue
		}
		r.hmu.Lock()
		r.known[req.ReqID] = len(r.h.Requests)
		r.h.Requests = append(r.h.Requests, Request{ReqID: req.ReqID})
		r.hmu.Unlock()
		st, err := c.WaitKnown(context.Background(), req.ReqID, 3*time.Minute)
		if err != nil {
			t.Logf("publisher %s: request %s: %v", name, req.ReqID, err)
			continue
		}
		if st.W3.Verdict != events.StateFail {
			att.PriorStateVersion = fmt.Sprint(st.Version)
			for try := 0; try < 10 && !publish(events.KindAttempt, req.ReqID, att); try++ {
			}
		}
		sleep(ctx, pace)
	}
}

func sleep(ctx context.Context, d time.Duration) {
	select {
	case <-ctx.Done():
	case <-time.After(d):
	}
}

func (r *run) reader(ctx context.Context, t *testing.T, flags *endpoint.Flags, client int) {
	c, err := requester.Dial(ctx, flags, false)
	if err != nil {
		if ctx.Err() == nil {
			t.Errorf("reader %d: %v", client, err)
		}
		return
	}
	defer c.Close()
	for round := 0; ctx.Err() == nil; round++ {
		r.hmu.Lock()
		var ids []string
		for _, q := range r.h.Requests {
			// Settled requests are read again now and then: a stale
			// answer after a terminal one is what the register check
			// is for.
			if q.Terminal.IsZero() || round%5 == client {
				ids = append(ids, q.ReqID)
			}
		}
		r.hmu.Unlock()
		for _, id := range ids {
			if ctx.Err() != nil {
				return
			}
			qctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			call := time.Now()
			rv, err := c.Review(qctx, id)
			ret := time.Now()
			cancel()
			if err != nil {
				continue
			}
			v, err := strconv.ParseInt(rv.StateVersion, 10, 64)
			if err != nil {
				t.Errorf("review of %s: state version %q", id, rv.StateVersion)
				continue
			}
			r.hmu.Lock()
			r.h.Reads = append(r.h.Reads, Read{Client: client, ReqID: id, Call: call, Ret: ret, Version: v, State: rv.State})
			if q := &r.h.Requests[r.known[id]]; q.Terminal.IsZero() {
				q.State = rv.State
				if terminal(rv.State) {
					q.Terminal = ret
				}
			}
			r.hmu.Unlock()
		}
		sleep(ctx, 300*time.Millisecond)
	}
}
