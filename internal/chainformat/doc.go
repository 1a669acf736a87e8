// Package chainformat is the ledger chain's formats (docs/FORMAT.md) and
// the checks on them that need no chain file: a record and its leaf
// encoding and decoding (§2), links (§3), signed checkpoints and the
// checkpoint key (§5), export lines (§8), and VerifyError, the one shape
// of a verification fault.
//
// It is apart from internal/hashchain, which writes the chain file (bbolt
// append, group commit, the file lock) and verifies it offline, because
// most of the code that reads the chain never touches the file: a query
// client checks an entry and its proofs against a checkpoint
// (internal/query), the governance fold folds records (internal/govern),
// internal/keys parses the checkpoint key file. Those link this package
// and not the writer, so the witnesses, which link them, do not link the
// code that writes the chain: only the ledger does
// (internal/witness/linkgraph_test.go). Nothing here opens a file or
// writes anything.
package chainformat
