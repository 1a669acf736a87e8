//go:build chaosclock

package ledger

import (
	"os"
	"strings"
	"sync/atomic"
	"time"
)

// The chaos run's clock jump (internal/chaos, FaultClockJump), in the
// style of bbolt's gofail failpoints: compiled in only under the
// chaosclock build tag, which the chaos harness builds ledgerd with.
//
// A real step of the wall clock does not reach the lease: Go measures
// its intervals on the monotonic clock. What this jumps is the clock the
// lease measures with (time.Now plus an offset, monotonic reading
// included), which a real machine does only in odd cases (a guest resumed
// on another host): the harshest clock fault one ledger can have, and
// the one its fencing must survive. The offset is a Go duration in the
// file named by TRIBUNAL_CHAOS_CLOCK, read every 50 ms; each change jumps
// the clock by the difference, forward or back.
const envChaosClock = "TRIBUNAL_CHAOS_CLOCK"

func init() {
	path := os.Getenv(envChaosClock)
	if path == "" {
		return
	}
	var off atomic.Int64
	read := func() {
		if b, err := os.ReadFile(path); err == nil {
			if d, err := time.ParseDuration(strings.TrimSpace(string(b))); err == nil {
				off.Store(int64(d))
			}
		}
	}
	read()
	go func() {
		for range time.Tick(50 * time.Millisecond) {
			read()
		}
	}()
	chaosClock = func() time.Time { return time.Now().Add(time.Duration(off.Load())) }
}
