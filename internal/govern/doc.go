// Package govern is the W³ governance fold (docs/CONTRACTS.md §5): request state,
// attempts, scars and seals as PURE functions of the events on the chain.
//
// State.Apply takes one record the ledger is about to append (the accepted
// event, or the ledger's rejected.v1 / governance.violation.v1 wrapper of a
// refused message) and returns the ledger events it derives from it —
// state.transition.v1, seal.v1, and rejected.v1 for the state rules
// (rejected_tuple_mismatch, rejected_unknown_request, rejected_stale_state,
// …) — as unsigned bodies with fixed subjects and ids. Nothing here reads a
// clock, a random source or a map in iteration order, so the ledger
// (ledger.Config.Govern) and an auditor (Replayer, "ledgerd verify") fold the
// same chain to the same bytes.
//
// Besides the witnesses' reports and the judge's decisions, the fold reads
// W2's drift-verdict.v1 (the drift arm over a micro-drift-only reject,
// drift.go) and the judge's baseline.accepted.v1 (an intended visual
// change accepted, rebaseline.go). Baselines and scars are per baseline
// scope; requests opened without one fold as they were recorded.
//
// The rules, the W2 → deviation mapping, the normalised deviation score,
// the scar rules, the scopes and the state table are documented in
// docs/FORMAT.md ("Governance fold"). W3Output is the object "tribunal status --json"
// prints.
package govern
