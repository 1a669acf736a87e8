// Package job is one unit of witness work: everything W1 and W2 need to
// observe one attempt of one request, whichever way it reached them.
//
// A job is built either from the ten positional arguments of
// `witness-w1 run` / `witness-w2 run` (docs/CONTRACTS.md §7.1; FromArgs) or from a
// request.opened.v1 and an attempt.submitted.v1 taken off the ledger's
// stream (FromEvents). Both paths load the skeleton through
// internal/skeleton, so a witness judges the same bytes either way, and
// both keep the tuple exactly as given: witnesses echo it string for string.
//
// Errors from building a job are the witnesses' schema-violation outcome
// (AUDIT_UNAVAILABLE, exit 4), never a usage error: a run with ten
// arguments is well formed even when the skeleton it names is not.
package job
