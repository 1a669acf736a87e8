// Package mcpserver is the MCP client side of Tribunal's test host in
// server mode (docs/MCP-APPS.md §8): instead of answering the app's tool
// calls from a scripted table, the host talks to the real MCP server the
// request names, with the official Go SDK.
//
//   - A stdio server is started by the witness itself, in a jail
//     (sandbox.go, jail_linux.go): its command must be a file inside the
//     request's product root, and it runs under bubblewrap in namespaces
//     of its own — the product root read-only, a private /tmp, the
//     system's libraries, no network, its own pid namespace (which dies
//     with the session or the witness) — with a cleared environment and
//     resource limits, a fork bomb's included. Where the host cannot
//     build the jail it does not run, unless the operator chose
//     containment only (ModeContainment).
//   - A streamable HTTP server already runs at the request's product_url;
//     the witness only connects (the product-host rule decides whether it
//     may).
//
// Open connects and initializes; Resolve lists the tools, finds the
// request's tool and its ui:// resource, reads the resource and calls the
// tool with the request's arguments — the app, the resource and the result
// as the server declares them; Forward relays the app's own requests. Every
// JSON-RPC frame of this leg is recorded (Log) as evidence, and the answers
// are hashed per surface (Transcript) so that the fold can compare the two
// witnesses' without either reading the other's. A server that hangs,
// crashes or speaks bad JSON-RPC is an ErrServer, which a witness reports
// as AUDIT_UNAVAILABLE with the reason.
package mcpserver
