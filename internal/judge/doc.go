// Package judge is what a judge can do with a running ledger, without a
// terminal: list what waits for a decision (Pending), see everything the
// witnesses said about a request (Review), approve or reject a
// PASS_CANDIDATE (Approve, Reject) and accept an intended visual change
// of a held request (Rebaseline) — each a signed event the ledger applies,
// each answered with a typed result once the ledger has applied it.
//
// Nothing here prints. The judge's CLI (cmd/judge) renders the results
// as text or JSON (Formats, internal/render); the judge's cockpit renders
// the same results in a browser and signs the same decisions server-side.
// Both dial the ledger as the judge (internal/rolecli) and hand the
// session to New.
//
// Errors: ErrNotApplied when the ledger did not (or would not) apply an
// act — the request is not in the state the act needs, a rebaseline is
// refused, the wait ran out; ErrInvalid for a decision that cannot be
// sent at all (no reason, a request id no subject can carry), checked by
// Decision.Check before anything is dialled; cli.InputError for a
// request, blob or frame the ledger does not have.
package judge
