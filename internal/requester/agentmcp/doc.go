// Package agentmcp is "tribunal mcp": the W³ loop as a Model Context
// Protocol server for coding agents (docs/AGENTS.md). Its tools — verify,
// attempt, status, evidence, scar, skeleton_record, skeleton_lint — are a
// contract that agents' prompts depend on; each does what the matching
// "tribunal" command does, through the same internal/requester,
// internal/report and internal/requester/authoring code, and fails with the same
// one line the command would print (as an MCP tool error).
//
// The server acts as the requester and nothing else: it dials the
// deployment with the requester's credentials, never loads a judge key,
// and no tool approves, rejects, rebaselines or seals. A PASS_CANDIDATE
// is where an agent stops; a human judge seals it (judge approve, or the
// judge's cockpit).
//
// verify, attempt and status answer with a small Result as
// structuredContent — the W³ fields an agent acts on, each deviation
// with its element, breakpoint, expected and actual values, the witness
// that saw it and a one-line hint — and the same as compact text for
// models without structured output. Images come only from evidence, and
// only when asked: PNGs scaled so that the longest side is at most
// MaxImageSide pixels, the overlay with W2's boxes drawn over W1's
// screenshot.
//
// Serve runs the server over stdio; ServeHTTP over streamable HTTP,
// loopback unless a bearer token file is given.
package agentmcp
