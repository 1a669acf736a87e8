// Package report turns what the ledger holds about one request into the
// evidence people and CI read: a self-contained HTML page (every frame's
// screenshot, baseline, diff, side-by-side and slider, with W2's
// measured and declared boxes drawn over W1's screenshot and each
// deviation linked to its box), JUnit XML (one testsuite per request,
// one testcase per screen × breakpoint × surface) and JSON (the W³ output
// plus per-frame detail). Build gathers the evidence through the ledger's
// queries (a judge's or a requester's client); the writers print nothing
// else. The judge's cockpit reuses the request view (RequestView) with
// image addresses of its own.
package report
