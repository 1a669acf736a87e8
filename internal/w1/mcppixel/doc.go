// Package mcppixel is W1's part of the MCP App checks (docs/CONTRACTS.md §8, §9): it takes
// a screenshot of the test host at each phase and judges the screenshots
// alone. It reads no DOM and no protocol log: its only browser calls are
// capture's (emulation, navigation, readiness, screenshots), the phases
// come from the host's Go server through a Driver, and its Tribunal
// imports are capture, browser, pixeldiff and mcpcheck (isolation_test.go
// proves it).
package mcppixel
