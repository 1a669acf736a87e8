// Package mcpverify is W2's half of an MCP App check (docs/MCP-APPS.md):
// the runner (internal/mcpapp/runner) mounts the app on each surface, and
// Verify drives each mount without a single screenshot — it puts the tab
// on the surface, loads the host page, and at each phase waits for the
// host page to go quiet before the next step — then lints what the mount
// recorded (internal/w2/mcpprotocol: the raw JSON-RPC log, the tool
// invocations, the bundle) and renders the result as visual-verdict.v1
// (Verdict). It captures no pixel: W1's half (internal/w1/mcpobserve) is
// not linked.
package mcpverify
