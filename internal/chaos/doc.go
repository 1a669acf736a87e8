// Package chaos is the fault-injection test's library: the history a
// chaos run records (every publish and its acknowledgement, every
// observed request state, every append under a lease term, the chain
// copies at the end), the checker over it (Check), and the seeded fault
// schedule (Schedule) that a failing run prints so that it can be
// replayed. The run itself — a 3-node NATS cluster, two ledgers and
// witness pools as real processes, their stores on lazyfs disks that a
// power cut empties of every unsynced write — is run_test.go (make
// chaos).
//
// The checker is Jepsen's idea applied to the ledger: nothing that the
// stream acknowledged may be lost or appended twice, each publisher's
// order is kept, one writer per lease term, every request settles within
// a stated bound once the faults stop, every chain copy verifies and the
// copies agree, and the request-state register, as read by clients, is
// linearizable (checked with porcupine).
package chaos
