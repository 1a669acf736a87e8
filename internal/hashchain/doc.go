// Package hashchain is Tribunal's append-only ledger file (docs/CONTRACTS.md §4): a
// linear hash chain of events in a bbolt database, the same leaves in an
// RFC 6962 Merkle tree with inclusion and consistency proofs, signed C2SP
// checkpoints, de-duplication on event id that never expires, group commit,
// the file lock, and Verify, the offline replay an auditor runs.
//
// It is the chain's writer and the reader of its file, so only the
// ledger's code links it (internal/ledger, cmd/ledgerd; bench/tool reads
// a file), never a witness (internal/witness/linkgraph_test.go). The
// formats that need no file, records, leaves, links, checkpoints, export
// lines and VerifyError, are internal/chainformat's, which the code that
// only handles entries links instead. Together the two implement docs/FORMAT.md, and Verify is
// written so that it trusts nothing it has not recomputed from the stored
// leaves.
//
// Verify is one pass over the file (verify.go, verify_pool.go): entries,
// links and each level of Merkle nodes are read with sequential cursors;
// a pool on every core decodes each leaf and computes what does not
// depend on the entries before it (its link, its leaf hash, its event's
// signature, the checkpoints' signatures, and the caller's
// VerifyOptions.Prepare, where internal/govern decodes the body for its
// re-fold) a batch ahead of the ordered checks, which therefore still
// report the first fault. The link and the leaf hash cover the same bytes
// under different prefixes, so each leaf is hashed twice.
package hashchain
