// Package cockpit is the judge's local web page: a queue of what a judge
// can act on, updated live, and one page per request with the report's
// views (internal/report), the witnesses' hashes and the tuple, and the
// judge's acts — approve, reject, rebaseline, accept-renderer, each with a
// required reason and the same judge.Client call as the judge CLI's —
// signed on the server with the judge's key, which never reaches the
// page. A sealed request shows its composite hash, recomputed, and the
// seal's inclusion proof, verified on the server against the ledger's
// signed checkpoint.
//
// It listens on loopback only. The URL it prints carries a one-time
// token that the first visit exchanges for a session cookie (HttpOnly,
// SameSite=Strict); every other request without that cookie is refused,
// and so is every request whose Origin (or Sec-Fetch-Site) says it came
// from another site, and every Host that is not the listener's (DNS
// rebinding). Pages are plain HTML and CSS from embed.FS with a little
// JavaScript for the live queue; nothing is fetched from outside.
package cockpit
