package main

import (
	"os"
	"runtime"
	"runtime/debug"
	"sync"
)

// verifyFirstGC is the memory verify grows to before its first
// collection. A verification allocates about 2.6 bytes per chain byte and
// keeps about a third of them (the re-folded state grows to the end): the
// 257 MB bench chain allocates about 660 MB and keeps 215 MB. Under the
// default policy (GOGC=100) the collector runs about ten times on the way
// and marks the growing state each time, about a sixth of verify's CPU.
// Up to this size nothing is collected; past it, the default policy
// takes over, so a larger chain peaks about where it did.
const verifyFirstGC = 1 << 30

// delayFirstGC puts off the next collection until the Go runtime holds
// limit bytes, then restores the policy it found; restore restores it at
// once (verify defers it: a process that goes on after a verify, as the
// tests do, must not run with the collector off until it holds limit,
// and with GOGC off the runtime's periodic collection does not run
// either). The first of the two to run restores; the other does
// nothing. A GOGC or GOMEMLIMIT set in the environment is left alone,
// and so is a collector already off (a delay still pending: verify run
// twice at once in one process), whose policy the pending delay
// restores.
func delayFirstGC(limit int64) (restore func()) {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return func() {}
	}
	percent := debug.SetGCPercent(-1)
	if percent < 0 {
		return func() {}
	}
	was := debug.SetMemoryLimit(limit)
	var once sync.Once
	restore = func() {
		once.Do(func() {
			debug.SetGCPercent(percent)
			debug.SetMemoryLimit(was)
		})
	}
	// The sentinel dies at once; its finalizer runs after the first
	// collection has swept it.
	sentinel := &gcSentinel{}
	runtime.SetFinalizer(sentinel, func(*gcSentinel) { restore() })
	return restore
}

// gcSentinel is large enough to be its own allocation (a tiny one may
// share a block and never be finalized).
type gcSentinel struct{ _ [32]byte }
