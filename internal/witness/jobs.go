package witness

import (
	"context"
	"runtime"

	"github.com/nats-io/nats.go"
	"golang.org/x/sync/errgroup"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// DefaultJobs bounds the attempts one witness observes at once when
// Config.Jobs is zero: one per core, at most 4. Each is a tab or a few in
// the one browser; an attempt mostly waits on the page, so a slow page no
// longer holds the queue, and the bound keeps the browser's memory in
// check on a small machine.
func DefaultJobs() int { return min(runtime.GOMAXPROCS(0), 4) }

// jobs is the witness's bounded pool of attempts in flight. The pulling
// loop takes a slot before each pull, so the witness never holds a
// message it cannot start (its ack wait runs from delivery). Work other
// than an attempt (a request.opened.v1 is only stored) is handled on the
// loop itself, in delivery order: an attempt pulled after its request
// always finds the request in the store.
type jobs struct {
	slots    chan struct{}
	attempts errgroup.Group // the attempts in flight, each on its own goroutine
}

func newJobs(n int) *jobs {
	if n <= 0 {
		n = DefaultJobs()
	}
	return &jobs{slots: make(chan struct{}, n)}
}

// acquire takes a slot; false when ctx ended first.
func (j *jobs) acquire(ctx context.Context) bool {
	select {
	case j.slots <- struct{}{}:
		return true
	case <-ctx.Done():
		return false
	}
}

func (j *jobs) release() { <-j.slots }

// run handles m with the slot acquire took: an attempt in a goroutine of
// its own, anything else before run returns. The slot is released when
// the handling ends.
func (j *jobs) run(m *nats.Msg, handle func(*nats.Msg)) {
	if !isAttempt(m.Subject) {
		defer j.release()
		handle(m)
		return
	}
	j.attempts.Go(func() error {
		defer j.release()
		handle(m)
		return nil
	})
}

// wait waits for the attempts in flight (shutdown: each ends when its
// context does, and is left for redelivery); false when ctx ended first.
func (j *jobs) wait(ctx context.Context) bool {
	ended := make(chan struct{})
	go func() {
		j.attempts.Wait()
		close(ended)
	}()
	select {
	case <-ended:
		return true
	case <-ctx.Done():
		return false
	}
}

func isAttempt(subject string) bool {
	s, err := events.ParseSubject(subject)
	return err == nil && s.Role == events.RoleRequester && s.Kind == events.KindAttempt
}
