// Package tribunal holds what ships at the repository root for programs
// to print: SKILL.md, the Agent Skill that teaches a coding agent the W³
// loop ("tribunal mcp --skill" prints it; docs/AGENTS.md).
package tribunal

import _ "embed"

// Skill is SKILL.md, byte for byte.
//
//go:embed SKILL.md
var Skill string
