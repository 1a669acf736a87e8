// Package mcpcheck names the checks of an MCP App on one host surface
// (docs/CONTRACTS.md §9), each witness's part of them, and the evidence
// they rest on. The parts live apart: package w1/mcppixel is W1's
// (screenshots only; it reads no DOM and no log), package w2/mcpprotocol
// is W2's (the raw JSON-RPC log and the bundle). A criterion decided by
// both passes only when both parts pass (mcpchecktest.Combine folds them,
// for the tests that judge both halves of one mount).
package mcpcheck

import (
	"crypto/sha256"
	"encoding/hex"
)

// The six criteria, plus W2's single-file bundle lint.
const (
	// Mount: the app mounts via ui/initialize and initialized arrives; the
	// mounted frame is not blank (W1 pixels + W2 log).
	Mount = "mount"
	// Hydration: the app shows the tool result: the hydrated region
	// changed from the pre-hydration frame and has ink (W1); the
	// tool-result was delivered and the app's document changed after it
	// and shows its values, from text content or structuredContent (W2).
	Hydration = "hydration"
	// ToolCall: a UI-initiated tools/call is answered (W2 log) and the UI
	// re-renders (W1: the frame after the answer differs).
	ToolCall = "tools_call"
	// ResizeState: the state survives host-context-changed and a real
	// frame resize: the hydrated region is unchanged and has ink (W1), the
	// app did not re-initialize (W2).
	ResizeState = "resize_state"
	// CSP: an undeclared origin is blocked: the host's probe was blocked and
	// recorded, and the app itself reached no undeclared origin (W2).
	CSP = "csp"
	// Text: the tool result's content[].text carries the answer (W2).
	Text = "text"
	// Bundle: single-file rules and the served MIME type (W2).
	Bundle = "bundle"
)

// Phases of a mount in the test host, in order (internal/mcpapp/mcphost learns
// them from the recorded frames; W1 takes a screenshot at each of the first
// four).
const (
	PhaseMounted      = "mounted"       // initialized arrived; nothing sent yet
	PhaseHydrated     = "hydrated"      // tool-input and tool-result sent
	PhaseToolAnswered = "tool-answered" // the app's tools/call answered
	PhaseResized      = "resized"       // host-context-changed sent, frame resized
	PhaseProbed       = "probed"        // the undeclared-origin probe ended
)

// Criteria lists every check in report order.
var Criteria = []string{Mount, Hydration, ToolCall, ResizeState, CSP, Text, Bundle}

// Statuses of a check.
const (
	Pass = "pass"
	Fail = "fail"
	// NotReached: an earlier failure (a mount that never initialized) kept
	// the host from getting this far; the check could not be made.
	NotReached = "not_reached"
	// NotApplicable: the request declares the criterion does not apply to
	// the app (events.MCPApp.NotApplicable); it is not judged, and neither
	// blocks nor passes.
	NotApplicable = "not_applicable"
)

// Declared replaces each check of a criterion the app declares not
// applicable by a not_applicable check naming the reason, and leaves the
// others as they are.
func Declared(checks []Check, notApplicable func(criterion string) (string, bool)) []Check {
	out := make([]Check, len(checks))
	for i, c := range checks {
		if reason, ok := notApplicable(c.Criterion); ok {
			c = Check{Criterion: c.Criterion, Witness: c.Witness, Surface: c.Surface, Status: NotApplicable,
				Evidence: "declared not applicable by the request: " + reason}
		}
		out[i] = c
	}
	return out
}

// Witnesses.
const (
	W1 = "w1"
	W2 = "w2"
)

// Check is one witness's part of one criterion on one surface.
type Check struct {
	Criterion string `json:"criterion"`
	Witness   string `json:"witness"`
	Surface   string `json:"surface"`
	Status    string `json:"status"`
	// Evidence says what was seen, in one line; Blobs are the SHA-256 of
	// the evidence blobs it rests on.
	Evidence string   `json:"evidence"`
	Blobs    []string `json:"blobs,omitempty"`
}

// Result is a criterion on a surface, both witnesses' parts combined.
type Result struct {
	Criterion string  `json:"criterion"`
	Surface   string  `json:"surface"`
	Status    string  `json:"status"`
	Parts     []Check `json:"parts"`
}

// Blob is one piece of evidence: content-addressed bytes.
type Blob struct {
	SHA256    string `json:"sha256"`
	MediaType string `json:"media_type"`
	// Kind is "screenshot", "jsonrpc-log" or "tool-invocation".
	Kind    string `json:"kind"`
	Surface string `json:"surface"`
	// Phase names the moment of a screenshot.
	Phase string `json:"phase,omitempty"`
	// Width and Height are a screenshot's size in device pixels.
	Width  int    `json:"width,omitempty"`
	Height int    `json:"height,omitempty"`
	Bytes  []byte `json:"-"`
}

// NewBlob hashes b.
func NewBlob(kind, mediaType, surface, phase string, b []byte) Blob {
	sum := sha256.Sum256(b)
	return Blob{SHA256: hex.EncodeToString(sum[:]), MediaType: mediaType, Kind: kind, Surface: surface, Phase: phase, Bytes: b}
}
