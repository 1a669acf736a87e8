package govern

import (
	"fmt"
	"slices"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// An MCP App checked against its real MCP server (mcp_app.server,
// docs/MCP-APPS.md §8) is seen by two hosts, W1's and W2's, and each
// reports per surface what it got from the server — as SHA-256 of the
// bytes and of their shapes. Neither reads the other's. What the fold
// compares depends on the request's mode, which is on the chain
// (mcp_app.server.mode):
//
//   - cassette (the requester recorded the server once; both hosts replay
//     the recording): the bytes, exactly — the ui:// resource, the
//     model's tool result, every answer to the app's own calls — and that
//     both replayed the request's cassette. Any difference means the
//     witnesses judged different apps.
//   - live (each host asks the server itself): the shapes — the same tool
//     names, and each answer with the same members of the same types —
//     since a server that answers the time or random data never gives two
//     sessions the same bytes. The judge sees both transcripts.
const (
	// DevMCPServerDisagreement: W1's and W2's hosts got different answers
	// (cassette mode) or differently shaped ones (live mode) from the
	// server, or one reported none for a required surface.
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
// by part, as the request's mode says, and returns one deviation per part
// that differs, with location hint "mcp-server/<part>@<surface>":
// resources/read, tools/call, app-calls (their number or any one of
// them), tools/list (live: the tool names), cassette (cassette mode: a
// transcript not replayed from the request's cassette), or transcript (a
// report without one). A scripted request, or an attempt either witness
// could not observe (AUDIT_UNAVAILABLE holds it anyway), has none.
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
	mode := r.MCPApp.Server.EffectiveMode()
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
		if mode == events.MCPModeCassette {
			cassetteDeviations(r.MCPApp.Server.CassetteSHA256, sf, t1, t2, add)
		} else {
			liveDeviations(sf, t1, t2, add)
		}
	}
	return out
}

// cassetteDeviations: both hosts replayed the request's cassette, so every
// answer is the same bytes.
func cassetteDeviations(cassette, sf string, t1, t2 *events.MCPServerTranscript, add func(part, sf, desc string)) {
	for _, w := range []struct {
		name string
		t    *events.MCPServerTranscript
	}{{"W1", t1}, {"W2", t2}} {
		if w.t.Mode != events.MCPModeCassette || w.t.CassetteSHA256 != cassette {
			add("cassette", sf, fmt.Sprintf("%s's host did not replay the request's cassette %s on %s (mode %q, cassette %q)", w.name, short(cassette), sf, w.t.Mode, short(w.t.CassetteSHA256)))
			return
		}
	}
	exactDeviations(sf, t1, t2, add)
}

// exactDeviations: the answers' bytes differ. Also the live-mode rule of
// reports made before the shapes existed (a chain refolds as it folded).
func exactDeviations(sf string, t1, t2 *events.MCPServerTranscript, add func(part, sf, desc string)) {
	differ := func(part, what, a, b string) {
		if a != b {
			add(part, sf, fmt.Sprintf("W1 and W2 got different %s from the MCP server on %s (W1 %s, W2 %s)", what, sf, short(a), short(b)))
		}
	}
	differ("resources/read", "UI resources (resources/read)", t1.ResourceSHA256, t2.ResourceSHA256)
	differ("tools/call", "tool results (the model's tools/call)", t1.ResultSHA256, t2.ResultSHA256)
	appCalls(sf, t1.AppCallSHA256, t2.AppCallSHA256, "answers", differ, add)
}

// liveDeviations: each host asked the server itself; the answers' shapes
// must agree, their bytes need not.
func liveDeviations(sf string, t1, t2 *events.MCPServerTranscript, add func(part, sf, desc string)) {
	if t1.ToolsShapeSHA256 == "" || t2.ToolsShapeSHA256 == "" {
		exactDeviations(sf, t1, t2, add)
		return
	}
	differ := func(part, what, a, b string) {
		if a != b {
			add(part, sf, fmt.Sprintf("W1 and W2 got %s of different shapes from the MCP server on %s (W1 %s, W2 %s): its answers differ in more than their values", what, sf, short(a), short(b)))
		}
	}
	differ("tools/list", "tool lists (the names)", t1.ToolsShapeSHA256, t2.ToolsShapeSHA256)
	differ("resources/read", "UI resources (resources/read)", t1.ResourceShapeSHA256, t2.ResourceShapeSHA256)
	differ("tools/call", "tool results (the model's tools/call)", t1.ResultShapeSHA256, t2.ResultShapeSHA256)
	if len(t1.AppCallShapeSHA256) != len(t1.AppCallSHA256) || len(t2.AppCallShapeSHA256) != len(t2.AppCallSHA256) {
		add("app-calls", sf, fmt.Sprintf("a transcript on %s lacks the shapes of the app's calls: nothing to compare in live mode", sf))
		return
	}
	appCalls(sf, t1.AppCallShapeSHA256, t2.AppCallShapeSHA256, "answers", differ, add)
}

// appCalls compares the answers to the app's own calls: their number,
// then each in order, naming the first that differs.
func appCalls(sf string, a, b []string, what string, differ func(part, what, a, b string), add func(part, sf, desc string)) {
	if len(a) != len(b) {
		add("app-calls", sf, fmt.Sprintf("the app's tools/call got %d %s through W1's host and %d through W2's on %s", len(a), what, len(b), sf))
		return
	}
	for i := range a {
		if a[i] != b[i] {
			differ("app-calls", fmt.Sprintf("%s to the app's tools/call #%d", what, i+1), a[i], b[i])
			return
		}
	}
}

// short is a hash's first 12 hex digits, for a description.
func short(h string) string {
	if len(h) > 12 {
		return h[:12] + "…"
	}
	return h
}
