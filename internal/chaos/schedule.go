package chaos

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"time"
)

// Fault kinds the schedule draws from.
const (
	FaultPartitionNodes  = "partition-nodes"  // cut one NATS node off from the other two
	FaultPartitionClient = "partition-client" // cut a ledger or a witness off from every node
	FaultPauseHolder     = "pause-holder"     // SIGSTOP the lease holder longer than the lease, then SIGCONT
	FaultRestartLeader   = "restart-leader"   // SIGKILL the stream leader's node and start it again
	FaultCorruptNode     = "corrupt-node"     // stop a node, flip a bit in or truncate its data files, start it
	FaultDiskFull        = "disk-full"        // fill a node's store filesystem, then free it
	FaultPowerCut        = "power-cut"        // every process killed, unsynced writes dropped, all restarted
	FaultClockJump       = "clock-jump"       // one ledger's lease clock forward and back (a failpoint)
)

// ChaosClockTag is the build tag that compiles the clock-jump failpoint
// into ledgerd (internal/ledger, clock_chaos.go); only the chaos run
// builds with it.
const ChaosClockTag = "chaosclock"

// EnvChaosClock names the file whose Go duration the failpoint adds to
// the ledger's lease clock.
const EnvChaosClock = "TRIBUNAL_CHAOS_CLOCK"

// Fault is one scheduled fault: Kind, started At after the run's start
// and healed For later. Target picks among the kind's candidates (a
// node index, a ledger), so that a replay hits the same one.
type Fault struct {
	Kind   string
	At     time.Duration
	For    time.Duration
	Target int
}

func (f Fault) String() string {
	return fmt.Sprintf("%s target=%d at=%s for=%s", f.Kind, f.Target, f.At, f.For)
}

// Schedule is a seeded random fault schedule: faults one at a time with
// a quiet gap between them, within Duration.
type Schedule struct {
	Seed     uint64
	Duration time.Duration
	Faults   []Fault
}

// Plan draws the schedule of seed from kinds: over d, each fault
// lasts 6–12 s (a pause lasts longer than the lease) and is followed by
// a quiet 4–8 s in which the cluster recovers. The same seed, kinds and
// d give the same schedule.
func Plan(seed uint64, d time.Duration, kinds []string) Schedule {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	s := Schedule{Seed: seed, Duration: d}
	at := 3 * time.Second
	for len(kinds) > 0 {
		f := Fault{Kind: kinds[rng.IntN(len(kinds))], At: at, Target: rng.IntN(1 << 16)}
		f.For = 6*time.Second + time.Duration(rng.IntN(6000))*time.Millisecond
		if at+f.For > d {
			break
		}
		s.Faults = append(s.Faults, f)
		at += f.For + 4*time.Second + time.Duration(rng.IntN(4000))*time.Millisecond
	}
	return s
}

// String is the schedule as a failing run prints it for replay.
func (s Schedule) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "seed %d, %s, %d faults (replay: -chaos.seeds=%d -chaos.duration=%s):\n", s.Seed, s.Duration, len(s.Faults), s.Seed, s.Duration)
	for i, f := range s.Faults {
		fmt.Fprintf(&b, "  %2d %s\n", i, f)
	}
	return b.String()
}
