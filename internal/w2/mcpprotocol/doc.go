// Package mcpprotocol is W2's part of the MCP App checks (docs/CONTRACTS.md §9): a lint of
// the raw JSON-RPC log that Tribunal's test host recorded (internal/mcpapp/mcphost)
// and of the resource's bundle and served MIME type. It looks at no pixel.
package mcpprotocol
