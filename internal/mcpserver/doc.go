// Package mcpserver is the MCP client side of Tribunal's test host in
// server mode (docs/MCP-APPS.md §8): instead of answering the app's tool
// calls from a scripted table, the host talks to the real MCP server the
// request names, with the official Go SDK.
//
//   - A stdio server is started by the witness itself, in a sandbox
//     (sandbox.go): its command must be a file inside the request's
//     product root, it runs there with a cleared environment, a private
//     temporary HOME, its own process group (killed when the session
//     ends or times out) and resource limits.
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
