// Package e2e holds Tribunal's end-to-end tests: the real binaries, built
// once in TestMain with "go build", run as separate processes on one
// fresh deployment ("ledgerd init"): "ledgerd serve" with its embedded
// NATS server, "witness-w1 serve" and "witness-w2 serve" with real
// Chromium; the requester and the judge are the "tribunal" and "judge"
// CLIs. Where a case needs a misbehaving party (a witness that echoes a
// wrong tuple or sends W3 fields), the test publishes the crafted event
// itself with that party's real credentials from the deployment.
//
// The scale-out tests (pool_test.go, scale_test.go) start more: a pool
// of witnesses per role, and a 3-node JetStream cluster of real
// nats-server processes (built from the module's own nats-server) with
// two ledgers in hot standby.
//
// The tests need Chromium and skip only under -short. Test pages and
// skeletons are under testdata/. See docs/ARCHITECTURE.md for the flow
// they exercise.
package e2e
