// Package mcphost is Tribunal's MCP Apps test host (docs/CONTRACTS.md §9, MCP-APPS.md):
// Go HTTP servers on three loopback origins that mount an MCP App resource
// the way a web host does, inside headless Chromium.
//
//   - The host origin serves the host page (assets/host.html), which speaks
//     the host side of the protocol over postMessage, records every
//     JSON-RPC frame it sends or receives verbatim and POSTs the records
//     back, and takes its pacing from a server-sent event stream.
//   - The sandbox origin serves the sandbox proxy (assets/proxy.html) and
//     the app document itself, with the declared MIME type and the CSP built
//     from _meta.ui.csp (see CSP) plus a report-uri back to the host origin.
//   - The probe origin is declared by nobody: the proxy fetches it from
//     inside the app's document at the end, and the CSP must block it.
//
// The host is step-driven: the Go side decides when the host page may go on
// (Session.Advance) and learns from the recorded frames alone which phase
// has been reached (Session.Reached), so that W1 can take its screenshots
// between phases without reading the page, and W2, which takes none, can
// let the page go quiet there (Session.Quiet).
package mcphost
