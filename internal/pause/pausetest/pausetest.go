// Package pausetest is the tests' one way to wait for a condition:
// WaitFor polls it (through pause.Poll) until it holds or the time runs
// out, and then fails the test with what the condition last said. Tests
// never sleep for a fixed time and never assert on wall-clock time; they
// wait for what they need, with a deadline generous enough for a loaded
// machine.
package pausetest

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/pause"
)

// Interval is how often WaitFor asks.
const Interval = 20 * time.Millisecond

// WaitFor calls cond until it returns nil, and fails the test (Fatalf,
// from the test's goroutine only) when within passes first, with cond's
// last error as the reason. cond returns a non-nil error meaning "not
// yet, because …".
func WaitFor(t testing.TB, within time.Duration, cond func() error) {
	t.Helper()
	if err := Wait(within, cond); err != nil {
		t.Fatal(err)
	}
}

// Wait is WaitFor for helpers that report the failure themselves: nil
// once cond returns nil, else an error with cond's last reason.
func Wait(within time.Duration, cond func() error) error {
	var last error
	err := pause.Poll(context.Background(), within, Interval, func() (bool, error) {
		last = cond()
		return last == nil, nil
	})
	if errors.Is(err, pause.ErrTimeout) {
		return &TimeoutError{Within: within, Last: last}
	}
	return err
}

// TimeoutError is a wait that ran out: how long, and what the condition
// said last.
type TimeoutError struct {
	Within time.Duration
	Last   error
}

func (e *TimeoutError) Error() string {
	return "not so within " + e.Within.String() + ": " + e.Last.Error()
}

func (e *TimeoutError) Unwrap() error { return e.Last }
