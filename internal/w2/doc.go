// Package w2 holds nothing but this map: its subpackages are witness W2,
// which judges the DOM against the skeleton and never sees a pixel.
// measure reads the rendered DOM and applies the rubric; mcpprotocol lints
// an MCP App's JSON-RPC log and bundle, and mcpverify is W2's half of an
// MCP App check (a pixel-free mount on each surface, linted by
// mcpprotocol, reported as visual-verdict.v1). Nothing under w2 captures a
// screenshot; the link-graph test in internal/witness proves that
// witness-w1 links none of it.
package w2
