// Package hashchain is Tribunal's append-only ledger file (docs/CONTRACTS.md §4): a
// linear hash chain of events in a bbolt database, the same leaves in an
// RFC 6962 Merkle tree with inclusion and consistency proofs, signed C2SP
// checkpoints, de-duplication on event id that never expires, group commit,
// and Verify, the offline replay an auditor runs.
//
// The byte formats are specified in docs/FORMAT.md; this package is one
// implementation of that document, and Verify is written so that it trusts
// nothing it has not recomputed from the stored leaves.
package hashchain
