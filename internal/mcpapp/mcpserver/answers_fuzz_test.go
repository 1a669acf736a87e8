package mcpserver

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost"
)

// FuzzServerAnswers: what a server declares is untrusted input, read by
// toolResult (a tools/call result) and by the _meta.ui readers
// (resourceUri, visibility, csp). None of them panics; a result that is
// not a CallToolResult is a one-line error; every CSP source kept passes
// events.CheckCSPSource and holds no character that could start another
// directive, so the policy header keeps its ten directives; every source
// left out is named once in one line; visibility has no duplicates.
func FuzzServerAnswers(f *testing.F) {
	seeds := []struct{ result, meta string }{
		{`{"content":[{"type":"text","text":"Oslo: 4°C, light rain"}],"structuredContent":{"city":"Oslo","temperature":4}}`,
			`{"ui":{"resourceUri":"ui://forecast/card","visibility":["model","app"],"csp":{"connectDomains":["https://api.forecast.example"]}}}`},
		{`{"content":[],"isError":true}`, `{"ui/resourceUri":"ui://old/flat"}`},
		{`{"content":"not a list"}`, `{"ui":{"csp":{"connectDomains":["https://x;y","*.example.com",7,null],"frameDomains":["http://127.0.0.1:1"]}}}`},
		{`{"structuredContent":null}`, `{"ui":{"csp":{"resourceDomains":["https://a.example 'unsafe-eval'"],"baseUriDomains":"https://b.example"}}}`},
		{`[1,2]`, `{"ui":{"visibility":["app","app",3]}}`},
		{``, `{"ui":"not an object"}`},
		{`{"content":[{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"},{"type":"resource_link","uri":"file:///x"}]}`, `null`},
	}
	for _, s := range seeds {
		f.Add([]byte(s.result), []byte(s.meta))
	}
	f.Fuzz(func(t *testing.T, result, meta []byte) {
		if r, err := toolResult(result); err != nil {
			if strings.ContainsAny(err.Error(), "\n\r") {
				t.Fatalf("error spans lines: %q", err)
			}
		} else if r.StructuredContentJSON != "" && !json.Valid([]byte(r.StructuredContentJSON)) {
			t.Fatalf("structured content %q is not JSON", r.StructuredContentJSON)
		}

		var m mcp.Meta
		if json.Unmarshal(meta, &m) != nil {
			return
		}
		_ = resourceURI(m)
		vis := visibility(m)
		for i, v := range vis {
			if slices.Contains(vis[i+1:], v) {
				t.Fatalf("visibility %q repeats %q", vis, v)
			}
		}
		csp, dropped := declaredCSP(m)
		for _, d := range dropped {
			if strings.ContainsAny(d, "\n\r") {
				t.Fatalf("dropped source spans lines: %q", d)
			}
		}
		if csp == nil {
			if len(dropped) != 0 {
				t.Fatalf("no policy, yet %q dropped", dropped)
			}
			return
		}
		declared := 0
		raw, _ := uiMeta(m)["csp"].(map[string]any)
		for _, key := range []string{"connectDomains", "resourceDomains", "frameDomains", "baseUriDomains"} {
			list, _ := raw[key].([]any)
			declared += len(list)
		}
		kept := 0
		for _, list := range [][]string{csp.ConnectDomains, csp.ResourceDomains, csp.FrameDomains, csp.BaseURIDomains} {
			for _, s := range list {
				kept++
				if events.CheckCSPSource(s) != nil || strings.ContainsAny(s, " ;,'\"\n\r") {
					t.Fatalf("source %q kept", s)
				}
			}
		}
		if kept+len(dropped) != declared {
			t.Fatalf("%d declared, %d kept, %d dropped", declared, kept, len(dropped))
		}
		header, err := mcphost.CSP(csp)
		if err != nil {
			t.Fatalf("policy of kept sources: %v", err)
		}
		if n := strings.Count(header, ";"); n != 9 {
			t.Fatalf("policy %q has %d separators, want 9 (ten directives)", header, n)
		}
	})
}
