package govern

import (
	"fmt"
	"slices"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// An MCP App checked against its real MCP server (mcp_app.server,
// docs/MCP-APPS.md §8) is asked twice: W1's test host and W2's each open
// their own sessions with the server (each starts its own stdio process)
// and report, per surface, the SHA-256 of what the server answered — the
// ui:// resource, the model's tool result, every answer to the app's own
// calls. Neither reads the other's. If the two disagree, the witnesses
// judged different apps — a server that answers differently from call to
// call, or per client — and the attempt carries a deviation for it.
const (
	// DevMCPServerDisagreement: W1's and W2's hosts got different answers
	// from the server, or one reported none for a required surface.
	DevMCPServerDisagreement = "mcp_server_disagreement"
	// SevMCPServerDisagreement: the evidence of the two witnesses is not
	// about the same thing; nothing else they say can make up for it.
	SevMCPServerDisagreement = 1.0
	// WitnessFold is the Dev.Witness of a deviation the fold derives from
	// both reports.
	WitnessFold = "fold"
)

// MCPServerDeviations compares the two witnesses' transcripts of a
// server-mode request, surface by surface (the request's surfaces), part
// by part, and returns one deviation per part that differs, with location
// hint "mcp-server/<part>@<surface>": resources/read, tools/call,
// app-calls (their number or any one of them), or transcript (a report
// without one). A scripted request, or an attempt either witness could not
// observe (AUDIT_UNAVAILABLE holds it anyway), has none.
func MCPServerDeviations(r *events.RequestOpened, w1 *events.ObservationW1, w2 *events.VisualVerdict) []events.Deviation {
	if r == nil || r.MCPApp == nil || r.MCPApp.Server == nil || w1 == nil || w2 == nil ||
		w1.Verdict == events.VerdictAuditUnavailable || w2.Verdict == events.VerdictAuditUnavailable {
		return nil
	}
	find := func(ts []events.MCPServerTranscript, sf string) *events.MCPServerTranscript {
		i := slices.IndexFunc(ts, func(t events.MCPServerTranscript) bool { return t.Surface == sf })
		if i < 0 {
			return nil
		}
		return &ts[i]
	}
	var out []events.Deviation
	add := func(part, sf, desc string) {
		out = append(out, events.Deviation{
			ID: DevMCPServerDisagreement, Severity: SevMCPServerDisagreement,
			LocationHint: "mcp-server/" + part + "@" + sf, Description: desc,
		})
	}
	for _, sf := range r.EffectiveSurfaces() {
		t1, t2 := find(w1.MCPServer, sf), find(w2.MCPServer, sf)
		if t1 == nil || t2 == nil {
			who := "W1"
			if t1 != nil {
				who = "W2"
			}
			add("transcript", sf, fmt.Sprintf("%s reported no transcript of the MCP server on %s: nothing to compare the other witness's with", who, sf))
			continue
		}
		differ := func(part, what, a, b string) {
			if a != b {
				add(part, sf, fmt.Sprintf("W1 and W2 got different %s from the MCP server on %s (W1 %s, W2 %s): the server does not answer the same way twice", what, sf, short(a), short(b)))
			}
		}
		differ("resources/read", "UI resources (resources/read)", t1.ResourceSHA256, t2.ResourceSHA256)
		differ("tools/call", "tool results (the model's tools/call)", t1.ResultSHA256, t2.ResultSHA256)
		if len(t1.AppCallSHA256) != len(t2.AppCallSHA256) {
			add("app-calls", sf, fmt.Sprintf("the app's tools/call got %d answers through W1's host and %d through W2's on %s", len(t1.AppCallSHA256), len(t2.AppCallSHA256), sf))
			continue
		}
		for i := range t1.AppCallSHA256 {
			if t1.AppCallSHA256[i] != t2.AppCallSHA256[i] {
				differ("app-calls", fmt.Sprintf("answers to the app's tools/call #%d", i+1), t1.AppCallSHA256[i], t2.AppCallSHA256[i])
				break
			}
		}
	}
	return out
}

// short is a hash's first 12 hex digits, for a description.
func short(h string) string {
	if len(h) > 12 {
		return h[:12] + "…"
	}
	return h
}
