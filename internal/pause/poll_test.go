package pause

import (
	"context"
	"errors"
	"testing"
	"time"
)

func TestPoll(t *testing.T) {
	boom := errors.New("boom")
	cancelled, cancel := context.WithCancelCause(context.Background())
	why := errors.New("shutting down")
	cancel(why)
	for _, tc := range []struct {
		name   string
		ctx    context.Context
		within time.Duration
		doneAt int   // the call that reports done; 0 never
		failAt int   // the call that fails; 0 never
		want   error // nil: done
		calls  int   // at least this many calls
	}{
		{"done at once", context.Background(), time.Hour, 1, 0, nil, 1},
		{"done later", context.Background(), time.Hour, 3, 0, nil, 3},
		{"fails", context.Background(), time.Hour, 0, 2, boom, 2},
		{"times out", context.Background(), 30 * time.Millisecond, 0, 0, ErrTimeout, 1},
		{"ctx ended: still asked once", cancelled, time.Hour, 0, 0, why, 1},
		{"ctx ended, but already done", cancelled, time.Hour, 1, 0, nil, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n := 0
			err := Poll(tc.ctx, tc.within, time.Millisecond, func() (bool, error) {
				n++
				if n == tc.failAt {
					return false, boom
				}
				return n == tc.doneAt, nil
			})
			if !errors.Is(err, tc.want) || (tc.want == nil) != (err == nil) || n < tc.calls {
				t.Errorf("err %v after %d calls, want %v after at least %d", err, n, tc.want, tc.calls)
			}
		})
	}
}
