// Package mcpobserve is W1's half of an MCP App check (docs/MCP-APPS.md):
// the runner (internal/mcpapp/runner) mounts the app on each surface, and
// Observe drives each mount with a settled screenshot at every phase
// (internal/w1/mcppixel on internal/w1/capture), judges the screenshots
// alone and renders the result as observation.w1.v1 (Observation). It
// reads no protocol log: the phases come from the host's Go server, and
// W2's half (internal/w2/mcpverify) is not linked.
package mcpobserve
