package ledger

import "time"

// chaosClock, when set, is the lease's clock in place of time.Now: only
// a build with the chaosclock tag sets it (clock_chaos.go), for the chaos
// run's clock-jump fault. Shipped binaries are built without the tag
// (internal/chaos TestChaosClockNotShipped).
var chaosClock func() time.Time
