package mcpprotocol

import (
	"slices"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck/mcpchecktest"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost"
)

const probe = "http://127.0.0.1:9999"

// goodLog is a complete mount as the host records it.
func goodLog() []mcphost.Entry {
	e := func(dir, frame string) mcphost.Entry { return mcphost.Entry{Dir: dir, Frame: frame} }
	return []mcphost.Entry{
		e(mcphost.DirProxyToHost, `{"jsonrpc":"2.0","method":"ui/notifications/sandbox-proxy-ready","params":{}}`),
		e(mcphost.DirHostToProxy, `{"jsonrpc":"2.0","method":"ui/notifications/sandbox-resource-ready","params":{"html":"x"}}`),
		e(mcphost.DirServed, `{"path":"/s/1/app","mime_type":"text/html;profile=mcp-app","found":true}`),
		e(mcphost.DirAppToHost, `{"jsonrpc":"2.0","id":0,"method":"ui/initialize","params":{"protocolVersion":"2026-01-26"}}`),
		e(mcphost.DirHostToApp, `{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2026-01-26"}}`),
		e(mcphost.DirAppToHost, `{"jsonrpc":"2.0","method":"ui/notifications/initialized"}`),
		e(mcphost.DirHostToApp, `{"jsonrpc":"2.0","method":"ui/notifications/tool-input","params":{"arguments":{}}}`),
		e(mcphost.DirHostToApp, `{"jsonrpc":"2.0","method":"ui/notifications/tool-result","params":{"content":[{"type":"text","text":"Oslo: 4°C"}],"structuredContent":{"t":4}}}`),
		e(mcphost.DirAppToHost, `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"refresh","arguments":{}}}`),
		e(mcphost.DirHostToApp, `{"jsonrpc":"2.0","id":1,"result":{"content":[],"structuredContent":{"t":6}}}`),
		e(mcphost.DirHostToApp, `{"jsonrpc":"2.0","method":"ui/notifications/host-context-changed","params":{"containerDimensions":{"width":400,"height":500}}}`),
		e(mcphost.DirEvent, `{"tribunal":"resized"}`),
		e(mcphost.DirCSPReport, `{"csp-report":{"blocked-uri":"eval","effective-directive":"script-src"}}`),
		e(mcphost.DirCSPReport, `{"csp-report":{"blocked-uri":"`+probe+`/s/1/probe","effective-directive":"connect-src"}}`),
		e(mcphost.DirEvent, `{"tribunal":"probe-result","outcome":"failed"}`),
	}
}

func app() *events.MCPApp {
	return &events.MCPApp{
		HTML: "<p>ok</p>", AnswerText: []string{"4°C"},
		Tool: events.MCPToolCall{Name: "get", ArgumentsJSON: `{}`, Result: events.MCPToolResult{
			Content: []events.MCPContent{{Type: "text", Text: "Oslo: 4°C"}}, StructuredContentJSON: `{"t":4}`}},
		Tools: []events.MCPTool{{Name: "refresh", Result: events.MCPToolResult{StructuredContentJSON: `{"t":6}`}}},
	}
}

// goodDocs: the app showed a placeholder when mounted and the result's
// text once hydrated.
func goodDocs() Documents { return docs("Loading…", "Forecast\nOslo: 4°C") }

func docs(mounted, hydrated string) Documents {
	return Documents{Mounted: NewDocument(mounted, hashText("<body>"+mounted)), Hydrated: NewDocument(hydrated, hashText("<body>"+hydrated))}
}

// docsFor: the app's documents per TestLint case, goodDocs when absent.
var docsFor = map[string]Documents{
	"text only, shown":                  docs("Loading...", "Server Time: 2026-12-05T19:40:00.000Z"),
	"structuredContent only, shown":     docs("Loading...", "Bergen 12.3"),
	"ignores the result":                docs("Loading...", "Loading..."),
	"changed, shows none of the values": docs("Loading...", "Connected"),
	"value shown before the result":     docs("Oslo: 4°C", "Oslo: 4°C!"),
	"document unreadable":               {Mounted: goodDocs().Mounted, Hydrated: &Document{Error: "no frame holds the app document"}},
	"document not read":                 {},
}

func TestLint(t *testing.T) {
	edit := func(f func(l []mcphost.Entry) []mcphost.Entry) []mcphost.Entry { return f(goodLog()) }
	replace := func(i int, frame string) []mcphost.Entry {
		return edit(func(l []mcphost.Entry) []mcphost.Entry { l[i].Frame = frame; return l })
	}
	drop := func(i int) []mcphost.Entry {
		return edit(func(l []mcphost.Entry) []mcphost.Entry { return slices.Delete(l, i, i+1) })
	}
	tests := []struct {
		name       string
		log        []mcphost.Entry
		fail, miss []string
	}{
		{"good", goodLog(), nil, nil},
		{"no initialized", drop(5), []string{mcpcheck.Mount}, []string{mcpcheck.Hydration, mcpcheck.ToolCall, mcpcheck.ResizeState}},
		{"init answered with an error", replace(4, `{"jsonrpc":"2.0","id":0,"error":{"code":-32601,"message":"x"}}`), []string{mcpcheck.Mount}, []string{mcpcheck.Hydration, mcpcheck.ToolCall, mcpcheck.ResizeState}},
		{"host speaks first", edit(func(l []mcphost.Entry) []mcphost.Entry {
			return slices.Insert(l, 3, mcphost.Entry{Dir: mcphost.DirHostToApp, Frame: `{"jsonrpc":"2.0","method":"ui/notifications/tool-input","params":{}}`})
		}), []string{mcpcheck.Mount, mcpcheck.Hydration}, nil},
		// structuredContent is optional: the text shown is the value.
		{"no structuredContent", replace(7, `{"jsonrpc":"2.0","method":"ui/notifications/tool-result","params":{"content":[{"type":"text","text":"Oslo: 4°C"}]}}`), nil, nil},
		{"text only, shown", replace(7, `{"jsonrpc":"2.0","method":"ui/notifications/tool-result","params":{"content":[{"type":"text","text":"2026-12-05T19:40:00.000Z"}]}}`),
			[]string{mcpcheck.Text}, nil}, // the request's answer_text is 4°C
		{"structuredContent only, shown", replace(7, `{"jsonrpc":"2.0","method":"ui/notifications/tool-result","params":{"content":[{"type":"text","text":"Oslo: 4°C"}],"structuredContent":{"city":"Bergen","temperature":12.25}}}`),
			nil, nil},
		{"ignores the result", goodLog(), []string{mcpcheck.Hydration}, nil},
		{"changed, shows none of the values", goodLog(), []string{mcpcheck.Hydration}, nil},
		{"value shown before the result", goodLog(), []string{mcpcheck.Hydration}, nil},
		{"no tool-result", drop(7), []string{mcpcheck.Hydration}, nil},
		{"document unreadable", goodLog(), nil, []string{mcpcheck.Hydration}},
		{"document not read", goodLog(), nil, []string{mcpcheck.Hydration}},
		{"tool call rejected", replace(9, `{"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"tool not visible to apps"}}`), []string{mcpcheck.ToolCall}, nil},
		{"tool call isError", replace(9, `{"jsonrpc":"2.0","id":1,"result":{"content":[],"isError":true}}`), []string{mcpcheck.ToolCall}, nil},
		{"no tool call", edit(func(l []mcphost.Entry) []mcphost.Entry { return slices.Delete(l, 8, 10) }), []string{mcpcheck.ToolCall}, nil},
		{"re-initialized after resize", edit(func(l []mcphost.Entry) []mcphost.Entry {
			return append(l, mcphost.Entry{Dir: mcphost.DirAppToHost, Frame: `{"jsonrpc":"2.0","id":7,"method":"ui/initialize","params":{}}`})
		}), []string{mcpcheck.ResizeState}, nil},
		{"probe reached", replace(14, `{"tribunal":"probe-result","outcome":"loaded","status":200}`), []string{mcpcheck.CSP}, nil},
		{"probe failed without violation", drop(13), []string{mcpcheck.CSP}, nil},
		{"app reached undeclared origin", edit(func(l []mcphost.Entry) []mcphost.Entry {
			return append(l, mcphost.Entry{Dir: mcphost.DirCSPReport, Frame: `{"csp-report":{"blocked-uri":"https://api.example.com/x","effective-directive":"connect-src"}}`})
		}), []string{mcpcheck.CSP}, nil},
		{"no probe", drop(14), nil, []string{mcpcheck.CSP}},
		{"answer missing from text", replace(7, `{"jsonrpc":"2.0","method":"ui/notifications/tool-result","params":{"content":[{"type":"text","text":"Oslo"}],"structuredContent":{}}}`), []string{mcpcheck.Text}, nil},
		{"served as text/html", replace(2, `{"path":"/s/1/app","mime_type":"text/html","found":true}`), []string{mcpcheck.Bundle}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, ok := docsFor[tt.name]
			if !ok {
				d = goodDocs()
			}
			checks := Lint(Input{Surface: "web", App: app(), Log: tt.log, ProbeOrigin: probe, Documents: d})
			res := mcpchecktest.Combine(checks)
			if len(res) != len(mcpcheck.Criteria) {
				t.Fatalf("%d results, want %d", len(res), len(mcpcheck.Criteria))
			}
			var fail, miss []string
			for _, r := range res {
				switch r.Status {
				case mcpcheck.Fail:
					fail = append(fail, r.Criterion)
				case mcpcheck.NotReached:
					miss = append(miss, r.Criterion)
				}
				for _, p := range r.Parts {
					if strings.ContainsAny(p.Evidence, "\n") || p.Evidence == "" {
						t.Errorf("%s: evidence %q", r.Criterion, p.Evidence)
					}
				}
			}
			if !slices.Equal(fail, tt.fail) || !slices.Equal(miss, tt.miss) {
				t.Errorf("failed %v not reached %v, want %v and %v\n%v", fail, miss, tt.fail, tt.miss, checks)
			}
		})
	}
}

func TestInvocations(t *testing.T) {
	inv := Invocations(app(), goodLog())
	if inv.Tool != "get" || inv.StructuredContentSHA256 != hashText(`{"t":4}`) || len(inv.AppCalls) != 1 {
		t.Fatalf("%+v", inv)
	}
	c := inv.AppCalls[0]
	if c.Name != "refresh" || c.Answer != "result" || c.StructuredContentSHA256 != hashText(`{"t":6}`) {
		t.Errorf("app call %+v", c)
	}
}

// ResultValues finds the values an app may show, in the forms it may show
// them in, and never an object key.
func TestResultValues(t *testing.T) {
	got := ResultValues([]byte(`{"content":[{"type":"text","text":"Budget\n=====\nDefault Budget: $100,000"},{"type":"image","data":"AAAA"}],
		"structuredContent":{"name":"Marketing","budget":100000,"share":12.25,"n":7,"ok":true,"nested":[{"label":"R&D"}]}}`))
	var forms []string
	for _, v := range got {
		forms = append(forms, strings.Join(v.forms, "|"))
	}
	want := []string{
		"Budget\n=====\nDefault Budget: $100,000", "Budget", "Default Budget: $100,000",
		"100000|100000.0|100,000", "Marketing", "R&D", "12.25|12.2|12",
	}
	if !slices.Equal(forms, want) {
		t.Errorf("values\n%q\nwant\n%q", forms, want)
	}
}
