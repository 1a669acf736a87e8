// Package requester is what a requester (the tribunal CLI, a CI job, an
// agent) does with a running ledger, without a terminal: build a
// request.opened.v1 from a skeleton and a product (BuildRequest: a page,
// a DOM payload, or an MCP App, scripted or against its real MCP server,
// mcpserver.go) and its attempts (BuildAttempt), with the product and
// inventory hashes every requester must compute the same way
// (ProductHash, InventoryHash); open a request with nothing half-done
// (Client.Open: everything is
// built and measured against the broker's payload limit before anything
// is published); submit attempts; read a request's status and scars; and
// wait until both witnesses have reported and the ledger has decided
// (Client.WaitSettled).
//
// Nothing here prints. cmd/tribunal maps the flags onto Spec and
// AttemptSpec and renders the results (internal/render); progress while
// waiting is reported through a callback.
//
// Errors: a bad request or attempt (a flag value that cannot be used) is
// an *InvalidError; a skeleton, file or key that cannot be read, an
// event too large to publish and a request the ledger does not know are
// cli.InputError; a wait that ran out is a *TimeoutError carrying the
// last status.
package requester
