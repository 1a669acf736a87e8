package main

import (
	"path/filepath"
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

// gcPercent reads GOGC's current value.
func gcPercent() int {
	p := debug.SetGCPercent(100)
	debug.SetGCPercent(p)
	return p
}

// TestDelayFirstGC: no collection by percent until the limit, then the
// policy the process had, once a collection has run.
func TestDelayFirstGC(t *testing.T) {
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	settle(t) // a verify of another test may have left a delay pending
	before, limit := gcPercent(), debug.SetMemoryLimit(-1)

	delayFirstGC(1 << 40)
	if p, l := gcPercent(), debug.SetMemoryLimit(-1); p != -1 || l != 1<<40 {
		t.Fatalf("after delayFirstGC: GOGC %d, limit %d; want -1 and %d", p, l, int64(1<<40))
	}
	delayFirstGC(1 << 41) // a second verify while the first delay is pending
	if p, l := gcPercent(), debug.SetMemoryLimit(-1); p != -1 || l != 1<<40 {
		t.Fatalf("after a second delayFirstGC: GOGC %d, limit %d; want -1 and %d", p, l, int64(1<<40))
	}
	settle(t)
	if p, l := gcPercent(), debug.SetMemoryLimit(-1); p != before || l != limit {
		t.Fatalf("after the first collection: GOGC %d, limit %d; want %d and %d", p, l, before, limit)
	}
}

// settle collects until no delay is pending.
func settle(t *testing.T) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for gcPercent() < 0 {
		if time.Now().After(deadline) {
			t.Fatal("the collector is still off after collections: the policy was not restored")
		}
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
}

// TestDelayFirstGCEnvironment: a GOGC the user set is left alone.
func TestDelayFirstGCEnvironment(t *testing.T) {
	t.Setenv("GOGC", "150")
	before := gcPercent()
	delayFirstGC(1 << 40)
	if p, l := gcPercent(), debug.SetMemoryLimit(-1); p != before || l == 1<<40 {
		t.Fatalf("with GOGC set: GOGC %d, limit %d; want %d and no limit", p, l, before)
	}
}

// TestVerifyRestoresGCPolicy: verify puts the collector's policy back
// when it returns, whatever it read. A process that goes on after a
// verify (the tests, which run verify in process beside serve) would
// otherwise run with the collector off until it holds 1 GiB: with
// GOGC off the runtime's two-minute collection does not run either, and
// nothing of the verify is left to collect.
func TestVerifyRestoresGCPolicy(t *testing.T) {
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	settle(t)
	before, limit := gcPercent(), debug.SetMemoryLimit(-1)
	_, _, code := ledgerd(t, "verify", "--db", filepath.Join(t.TempDir(), "missing.db"))
	if code == 0 {
		t.Fatal("verify of a missing file succeeded")
	}
	if p, l := gcPercent(), debug.SetMemoryLimit(-1); p != before || l != limit {
		t.Fatalf("after verify returned: GOGC %d, limit %d; want %d and %d", p, l, before, limit)
	}
}
