// Package w1 holds nothing but this map: its subpackages are witness W1,
// which judges pixels only. capture takes the screenshots, pixelcheck runs
// W1's checks on a web page's frames, pixeldiff is the exact image diff
// against a baseline, mcppixel judges the screenshots of an MCP App's
// mount, and mcpobserve is W1's half of an MCP App check (it drives each
// mount with a screenshot at every phase and reports observation.w1.v1).
// Nothing under w1 reads the DOM or the spec's geometry; the link-graph
// test in internal/witness proves that witness-w2 links none of it.
package w1
