// Package ledger is the ledger daemon behind "ledgerd serve" (docs/CONTRACTS.md §1–§4):
// the only writer of the chain.
//
// A Server runs, by default, an embedded nats-server (loopback, JetStream
// stored under the deployment, one nkey user per role with the permission
// table of package broker and no other way in), or connects to an external
// server configured from the same table. It creates the event stream, the
// ledger's durable consumer and the witnesses' work consumers, and then
// ingests: every consumed message is classified by a fixed, deterministic
// rule (Classify; docs/FORMAT.md, "Ingest") into the event itself, a
// rejected.v1 or a governance.violation.v1 that preserves it, appended
// through one group committer, and acked (cumulatively, one ack covering
// every message up to it) only once the commit holding it is durable. Queries (package query) are answered over NATS request/reply.
//
// Ledger-derived state plugs in through Config.Derive. Config.Govern runs
// the W³ governance fold of package govern there (transitions, seals,
// scars; rebuilt from the chain at start, kept in memory only) and adds
// the status, pending, review, scar and baseline queries (govqueries.go);
// other queries plug in through Server.HandleQuery.
package ledger
