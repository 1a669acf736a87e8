package govern

import (
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// serverMode makes the request an MCP App checked against its real
// (stdio) server, on surfaces.
func serverMode(surfaces ...string) reqOpt {
	return func(r *events.RequestOpened) {
		r.ProductURL = "file:///srv/products/forecast"
		r.Surfaces = surfaces
		r.MCPApp = &events.MCPApp{
			Server:         &events.MCPServer{Transport: events.MCPTransportStdio, Command: []string{"./forecast-server"}},
			Tool:           events.MCPToolCall{Name: "get_forecast", ArgumentsJSON: `{"city":"Oslo"}`},
			HydratedRegion: events.MCPRegion{X: 16, Y: 16, Width: 340, Height: 120},
		}
	}
}

func scripted(r *events.RequestOpened) {
	r.ProductURL = ""
	r.Surfaces = []string{"web"}
	r.MCPApp = &events.MCPApp{
		URI: "ui://forecast/card", MIMEType: events.MCPAppMIMEType, HTML: strings.Repeat("<p>forecast</p>", 4),
		Tool:           events.MCPToolCall{Name: "get_forecast", ArgumentsJSON: `{}`, Result: events.MCPToolResult{Content: []events.MCPContent{}}},
		HydratedRegion: events.MCPRegion{X: 16, Y: 16, Width: 340, Height: 120},
	}
}

func transcript(sf string, calls ...string) events.MCPServerTranscript {
	hs := make([]string, len(calls))
	for i, c := range calls {
		hs[i] = sum([]byte(c))
	}
	return events.MCPServerTranscript{Surface: sf, ResourceSHA256: sum([]byte("resource")), ResultSHA256: sum([]byte("result")), AppCallSHA256: hs}
}

// cassetteMode makes the request a server-mode one whose witnesses replay
// a recorded cassette.
func cassetteMode(surfaces ...string) reqOpt {
	return func(r *events.RequestOpened) {
		serverMode(surfaces...)(r)
		r.MCPApp.Server.Mode, r.MCPApp.Server.CassetteGzip = events.MCPModeCassette, events.EncodeCassette([]byte(testCassette))
		r.MCPApp.Server.CassetteSHA256 = cassetteSum
	}
}

const testCassette = `{"format":"tribunal.mcp-cassette.v1","server":"test","recorded_at":"2026-12-05T20:00:00Z","answers":[]}`

var cassetteSum = events.CassetteHash([]byte(testCassette))

// shaped adds a live transcript's shapes (the same for every call here:
// the values differ, not the shapes), or with cassette set a cassette
// replay's mode and hash.
func shaped(tr events.MCPServerTranscript, cassette string) events.MCPServerTranscript {
	tr.Mode = events.MCPModeLive
	if cassette != "" {
		tr.Mode, tr.CassetteSHA256 = events.MCPModeCassette, cassette
	}
	tr.ToolsShapeSHA256 = sum([]byte("get_forecast\nrefresh_forecast"))
	tr.ResourceShapeSHA256, tr.ResultShapeSHA256 = sum([]byte("{contents}")), sum([]byte("{content}"))
	tr.AppCallShapeSHA256 = nil
	for range tr.AppCallSHA256 {
		tr.AppCallShapeSHA256 = append(tr.AppCallShapeSHA256, sum([]byte("{content}")))
	}
	return tr
}

// TestMCPServerDisagreement: the fold compares the two witnesses'
// transcripts of a server-mode request and holds the attempt with a
// deviation (witness "fold") for every part that differs — in cassette
// mode the bytes and the cassette, in live mode the shapes (reports
// without shapes, made before them, the bytes); agreement, a
// scripted request, or an unavailable witness adds none. Each case also
// re-folds from the chain alone.
func TestMCPServerDisagreement(t *testing.T) {
	web := transcript("web", "refresh")
	edit := func(tr events.MCPServerTranscript, f func(*events.MCPServerTranscript)) events.MCPServerTranscript {
		tr.AppCallSHA256 = append([]string(nil), tr.AppCallSHA256...)
		f(&tr)
		return tr
	}
	for _, tt := range []struct {
		name    string
		req     reqOpt
		w1, w2  []events.MCPServerTranscript
		w1Verd  string
		state   string
		err     string
		locHint []string
	}{
		{"agree", serverMode("web"), []events.MCPServerTranscript{web}, []events.MCPServerTranscript{web},
			events.VerdictPass, events.StatePassCandidate, "", nil},
		{"another resource", serverMode("web"), []events.MCPServerTranscript{web},
			[]events.MCPServerTranscript{edit(web, func(t *events.MCPServerTranscript) { t.ResourceSHA256 = sum([]byte("other")) })},
			events.VerdictPass, events.StateHold, ErrDeviationsAboveThreshold, []string{"mcp-server/resources/read@web"}},
		{"another result", serverMode("web"), []events.MCPServerTranscript{web},
			[]events.MCPServerTranscript{edit(web, func(t *events.MCPServerTranscript) { t.ResultSHA256 = sum([]byte("other")) })},
			events.VerdictPass, events.StateHold, ErrDeviationsAboveThreshold, []string{"mcp-server/tools/call@web"}},
		{"resource and result", serverMode("web"), []events.MCPServerTranscript{web},
			[]events.MCPServerTranscript{edit(web, func(t *events.MCPServerTranscript) {
				t.ResourceSHA256, t.ResultSHA256 = sum([]byte("a")), sum([]byte("b"))
			})},
			events.VerdictPass, events.StateHold, ErrDeviationsAboveThreshold, []string{"mcp-server/resources/read@web", "mcp-server/tools/call@web"}},
		{"another answer to the app", serverMode("web"), []events.MCPServerTranscript{web}, []events.MCPServerTranscript{transcript("web", "refreshed later")},
			events.VerdictPass, events.StateHold, ErrDeviationsAboveThreshold, []string{"mcp-server/app-calls@web"}},
		{"more calls through one host", serverMode("web"), []events.MCPServerTranscript{web}, []events.MCPServerTranscript{transcript("web", "refresh", "again")},
			events.VerdictPass, events.StateHold, ErrDeviationsAboveThreshold, []string{"mcp-server/app-calls@web"}},
		{"w2 reports none", serverMode("web"), []events.MCPServerTranscript{web}, nil,
			events.VerdictPass, events.StateHold, ErrDeviationsAboveThreshold, []string{"mcp-server/transcript@web"}},
		{"two surfaces, one differs", serverMode("web", "ios"),
			[]events.MCPServerTranscript{web, transcript("ios", "refresh")}, []events.MCPServerTranscript{web, transcript("ios", "other")},
			events.VerdictPass, events.StateHold, ErrDeviationsAboveThreshold, []string{"mcp-server/app-calls@ios"}},
		// Live mode with shapes: values may differ, shapes may not.
		{"live: other values, same shapes", serverMode("web"), []events.MCPServerTranscript{shaped(web, "")},
			[]events.MCPServerTranscript{shaped(transcript("web", "refreshed later"), "")},
			events.VerdictPass, events.StatePassCandidate, "", nil},
		{"live: a result of another shape", serverMode("web"), []events.MCPServerTranscript{shaped(web, "")},
			[]events.MCPServerTranscript{edit(shaped(web, ""), func(t *events.MCPServerTranscript) { t.ResultShapeSHA256 = sum([]byte("{\"when\":string}")) })},
			events.VerdictPass, events.StateHold, ErrDeviationsAboveThreshold, []string{"mcp-server/tools/call@web"}},
		{"live: other tools", serverMode("web"), []events.MCPServerTranscript{shaped(web, "")},
			[]events.MCPServerTranscript{edit(shaped(web, ""), func(t *events.MCPServerTranscript) { t.ToolsShapeSHA256 = sum([]byte("get_forecast")) })},
			events.VerdictPass, events.StateHold, ErrDeviationsAboveThreshold, []string{"mcp-server/tools/list@web"}},
		{"live: an app call's answer of another shape", serverMode("web"), []events.MCPServerTranscript{shaped(web, "")},
			[]events.MCPServerTranscript{edit(shaped(web, ""), func(t *events.MCPServerTranscript) { t.AppCallShapeSHA256 = []string{sum([]byte("x"))} })},
			events.VerdictPass, events.StateHold, ErrDeviationsAboveThreshold, []string{"mcp-server/app-calls@web"}},
		// Cassette mode: the bytes, and the request's cassette.
		{"cassette: agree", cassetteMode("web"), []events.MCPServerTranscript{shaped(web, cassetteSum)}, []events.MCPServerTranscript{shaped(web, cassetteSum)},
			events.VerdictPass, events.StatePassCandidate, "", nil},
		{"cassette: another answer to the app", cassetteMode("web"), []events.MCPServerTranscript{shaped(web, cassetteSum)},
			[]events.MCPServerTranscript{shaped(transcript("web", "refreshed later"), cassetteSum)},
			events.VerdictPass, events.StateHold, ErrDeviationsAboveThreshold, []string{"mcp-server/app-calls@web"}},
		{"cassette: w2 went live", cassetteMode("web"), []events.MCPServerTranscript{shaped(web, cassetteSum)}, []events.MCPServerTranscript{shaped(web, "")},
			events.VerdictPass, events.StateHold, ErrDeviationsAboveThreshold, []string{"mcp-server/cassette@web"}},
		{"cassette: w1 replayed another cassette", cassetteMode("web"), []events.MCPServerTranscript{shaped(web, sum([]byte("other")))}, []events.MCPServerTranscript{shaped(web, cassetteSum)},
			events.VerdictPass, events.StateHold, ErrDeviationsAboveThreshold, []string{"mcp-server/cassette@web"}},
		{"scripted request: nothing to compare", scripted, []events.MCPServerTranscript{web}, nil,
			events.VerdictPass, events.StatePassCandidate, "", nil},
		{"w1 unavailable holds for that alone", serverMode("web"), nil, []events.MCPServerTranscript{web},
			events.VerdictAuditUnavailable, events.StateHold, ErrAuditUnavailable, nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			w := newWorld(t)
			w.open("r", tt.req)
			w.state("r", events.StateOpen, "")
			w.attempt("r", "a1", "1", "")
			w.w1("r", "a1", tt.w1Verd, nil, func(b *events.ObservationW1) {
				b.MCPServer = tt.w1
				b.Screenshots = nil
				for _, sf := range w.reqs["r"].EffectiveSurfaces() {
					b.Screenshots = append(b.Screenshots, shot("ui://forecast/card", "mounted", sf))
				}
			})
			w.w2("r", "a1", events.VerdictPass, func(b *events.VisualVerdict) { b.MCPServer = tt.w2 })
			r := w.state("r", tt.state, tt.err)
			var got []string
			for _, d := range r.Current().Deviations {
				if d.ID != DevMCPServerDisagreement {
					t.Errorf("unexpected deviation %+v", d)
					continue
				}
				if d.Witness != WitnessFold || d.Severity != SevMCPServerDisagreement || d.Description == "" {
					t.Errorf("deviation %+v", d)
				}
				got = append(got, d.LocationHint)
			}
			if strings.Join(got, " ") != strings.Join(tt.locHint, " ") {
				t.Errorf("deviations at %v, want %v", got, tt.locHint)
			}
			replay(t, w)
		})
	}
}

// TestMCPNotApplicable: a criterion the request declares not applicable
// reaches the W³ output from the chain (the request event) alone, next to
// a PASS_CANDIDATE whose every applicable criterion passed, and a
// re-fold of the chain gives the same; a request without the declaration
// shows none.
func TestMCPNotApplicable(t *testing.T) {
	declared := func(r *events.RequestOpened) {
		scripted(r)
		r.MCPApp.NotApplicable = []events.MCPNotApplicable{{Criterion: "tools_call", Reason: "the allocator computes everything in the page"}}
	}
	for _, tt := range []struct {
		name string
		req  reqOpt
		want []events.MCPNotApplicable
	}{
		{"declared", declared, []events.MCPNotApplicable{{Criterion: "tools_call", Reason: "the allocator computes everything in the page"}}},
		{"not declared", scripted, nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			w := newWorld(t)
			w.open("r", tt.req)
			w.state("r", events.StateOpen, "")
			w.attempt("r", "a1", "1", "")
			w.w1("r", "a1", events.VerdictPass, nil, func(b *events.ObservationW1) {
				b.Screenshots = []events.Screenshot{shot("ui://forecast/card", "mounted", "web")}
			})
			w.w2("r", "a1", events.VerdictPass)
			r := w.state("r", events.StatePassCandidate, "")
			got := r.W3().NotApplicable
			if len(got) != len(tt.want) || (len(got) > 0 && got[0] != tt.want[0]) {
				t.Errorf("not_applicable %+v, want %+v", got, tt.want)
			}
			replay(t, w)
		})
	}
}
