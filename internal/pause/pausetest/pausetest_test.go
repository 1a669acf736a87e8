package pausetest

import (
	"errors"
	"strings"
	"testing"
	"time"
)

func TestWait(t *testing.T) {
	n := 0
	WaitFor(t, time.Minute, func() error {
		if n++; n < 3 {
			return errors.New("not yet")
		}
		return nil
	})
	err := Wait(20*time.Millisecond, func() error { return errors.New("the door is shut") })
	var te *TimeoutError
	if !errors.As(err, &te) || !strings.Contains(err.Error(), "the door is shut") || !strings.Contains(err.Error(), "20ms") {
		t.Fatalf("a wait that never holds: %v", err)
	}
}
