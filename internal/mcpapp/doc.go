// Package mcpapp holds nothing but this map: its subpackages check MCP
// Apps. mcpcheck names the criteria and each witness's part of them,
// mcphost is the test host that mounts an app, mcpserver starts and jails
// a real MCP server, and runner mounts an app on each surface for one
// witness, with what both witnesses' mounts share. The witnesses' halves
// live under w1 (mcpobserve, with mcppixel) and w2 (mcpverify, with
// mcpprotocol).
package mcpapp
