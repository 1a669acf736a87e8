// Package notify tells a webhook when a request needs a human: each time
// a request becomes something a judge can act on (a PASS_CANDIDATE, or a
// HOLD a baseline acceptance lifts), it POSTs a small JSON object — the
// request id, its state, what the judge can do, a link — signed with the
// ledger's Ed25519 key, so that the receiver checks it against the trust
// file. Deliveries are retried with exponential backoff and run on the
// notifier's own goroutines from a bounded queue: the ledger's ingest
// only ever nudges it with a non-blocking send, so a slow or dead
// receiver never holds up the chain. A notification that cannot be
// delivered is logged and dropped; the queue (judge pending) stays the
// source of truth.
package notify
