package events

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// mcpAppSeed is a small but complete mcp_app object.
func mcpAppSeed() map[string]any {
	return map[string]any{
		"uri":       "ui://forecast/card",
		"mime_type": MCPAppMIMEType,
		"html":      "<!doctype html><p>hi</p>",
		"csp":       map[string]any{"connectDomains": []any{"https://api.example.com"}, "resourceDomains": []any{"https://*.cdn.example:8443"}},
		"tool": map[string]any{
			"name": "get_forecast", "arguments_json": `{"city":"Oslo"}`,
			"result": map[string]any{
				"content":                 []any{map[string]any{"type": "text", "text": "Oslo: 4°C"}},
				"structured_content_json": `{"city":"Oslo","temperature":4}`,
			},
		},
		"tools": []any{map[string]any{
			"name": "refresh_forecast", "visibility": []any{"app"},
			"result": map[string]any{"content": []any{}, "is_error": false},
		}},
		"hydrated_region": map[string]any{"x": 16, "y": 16, "width": 340, "height": 120},
		"click":           "#refresh",
		"answer_text":     []any{"4°C"},
	}
}

func requestWithMCPApp(t testing.TB, edit func(m map[string]any)) []byte {
	t.Helper()
	var req map[string]any
	if err := json.Unmarshal(golden(t, SchemaRequestOpened), &req); err != nil {
		t.Fatal(err)
	}
	delete(req, "surfaces")
	app := mcpAppSeed()
	if edit != nil {
		edit(app)
	}
	req["mcp_app"] = app
	b, err := json.Marshal(req)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestMCPAppDecode(t *testing.T) {
	b, err := Decode(SchemaRequestOpened, requestWithMCPApp(t, nil))
	if err != nil {
		t.Fatal(err)
	}
	r := b.(*RequestOpened)
	if r.MCPApp == nil || r.MCPApp.Tool.Name != "get_forecast" || r.MCPApp.HydratedRegion.Width != 340 {
		t.Fatalf("decoded %+v", r.MCPApp)
	}
	if got := r.EffectiveSurfaces(); !reflect.DeepEqual(got, []string{"web", "android", "ios"}) {
		t.Errorf("an MCP App request without surfaces requires %v, want all three", got)
	}
}

func TestMCPAppDecodeRejects(t *testing.T) {
	tests := []struct {
		name, path string
		edit       func(m map[string]any)
	}{
		{"csp injection", "mcp_app.csp.connectDomains[0]", func(m map[string]any) {
			m["csp"] = map[string]any{"connectDomains": []any{"https://a.example; script-src *"}}
		}},
		{"csp path", "mcp_app.csp.frameDomains[0]", func(m map[string]any) {
			m["csp"] = map[string]any{"frameDomains": []any{"https://a.example/x"}}
		}},
		{"csp keyword", "mcp_app.csp.resourceDomains[0]", func(m map[string]any) {
			m["csp"] = map[string]any{"resourceDomains": []any{"'unsafe-eval'"}}
		}},
		{"arguments not an object", "mcp_app.tool.arguments_json", func(m map[string]any) {
			m["tool"].(map[string]any)["arguments_json"] = `[1]`
		}},
		{"structured content trailing", "mcp_app.tool.result.structured_content_json", func(m map[string]any) {
			m["tool"].(map[string]any)["result"].(map[string]any)["structured_content_json"] = `{} {}`
		}},
		{"duplicate tool", "mcp_app.tools[1].name", func(m map[string]any) {
			m["tools"] = append(m["tools"].([]any), m["tools"].([]any)[0])
		}},
		{"bad visibility", "mcp_app.tools[0].visibility[0]", func(m map[string]any) {
			m["tools"].([]any)[0].(map[string]any)["visibility"] = []any{"user"}
		}},
		{"uri scheme", "mcp_app.uri", func(m map[string]any) { m["uri"] = "https://x" }},
		{"empty region", "mcp_app.hydrated_region.width", func(m map[string]any) {
			m["hydrated_region"].(map[string]any)["width"] = 0
		}},
		{"missing tool", "mcp_app.tool", func(m map[string]any) { delete(m, "tool") }},
		{"unknown field", "mcp_app.resources", func(m map[string]any) { m["resources"] = 1 }},
		{"not_applicable unknown criterion", "mcp_app.not_applicable[0].criterion", func(m map[string]any) {
			m["not_applicable"] = []any{map[string]any{"criterion": "hydration", "reason": "x"}}
		}},
		{"not_applicable twice", "mcp_app.not_applicable[1].criterion", func(m map[string]any) {
			na := map[string]any{"criterion": "tools_call", "reason": "computes in the page"}
			delete(m, "click")
			m["not_applicable"] = []any{na, na}
		}},
		{"not_applicable without reason", "mcp_app.not_applicable[0].reason", func(m map[string]any) {
			m["not_applicable"] = []any{map[string]any{"criterion": "tools_call"}}
		}},
		{"not_applicable reason of two lines", "mcp_app.not_applicable[0].reason", func(m map[string]any) {
			delete(m, "click")
			m["not_applicable"] = []any{map[string]any{"criterion": "tools_call", "reason": "a\nb"}}
		}},
		{"not_applicable empty", "mcp_app.not_applicable", func(m map[string]any) { m["not_applicable"] = []any{} }},
		{"not_applicable with click", "mcp_app.click", func(m map[string]any) {
			m["click"] = "#refresh"
			m["not_applicable"] = []any{map[string]any{"criterion": "tools_call", "reason": "computes in the page"}}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Decode(SchemaRequestOpened, requestWithMCPApp(t, tt.edit))
			if err == nil {
				t.Fatal("accepted")
			}
			checkBodyErr(t, err)
			if !strings.Contains(err.Error(), tt.path) {
				t.Errorf("error %q does not name %s", err, tt.path)
			}
		})
	}
}

func TestCheckCSPSource(t *testing.T) {
	for _, ok := range []string{"https://api.example.com", "http://127.0.0.1:8080", "wss://*.example.com", "https://a.b:*"} {
		if err := CheckCSPSource(ok); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
	for _, bad := range []string{"", "*", "api.example.com", "https://", "https://A.example", "https://a.example/", "https://a b", "data:", "https://a.example;"} {
		if CheckCSPSource(bad) == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// FuzzDecodeMCPApp: a request with an mcp_app decodes into a one-line
// *BodyError or into a body whose every CSP source passes CheckCSPSource
// (nothing else may reach a policy header).
func FuzzDecodeMCPApp(f *testing.F) {
	f.Add(requestWithMCPApp(f, nil))
	f.Add(requestWithMCPApp(f, func(m map[string]any) { delete(m, "csp") }))
	f.Add(requestWithMCPApp(f, func(m map[string]any) { m["csp"] = map[string]any{"connectDomains": []any{"https://x;y"}} }))
	f.Add(requestWithMCPApp(f, func(m map[string]any) { m["tool"].(map[string]any)["arguments_json"] = "{" }))
	f.Add(requestWithServer(f, "file:///srv/p", serverApp(MCPTransportStdio, "./server", "--stdio")))
	f.Add(requestWithServer(f, "http://127.0.0.1:8931/mcp", serverApp(MCPTransportHTTP)))
	f.Add(requestWithServer(f, "file:///srv/p", serverApp(MCPTransportStdio, "../x")))
	f.Add(requestWithMCPApp(f, func(m map[string]any) {
		delete(m, "click")
		m["not_applicable"] = []any{map[string]any{"criterion": "tools_call", "reason": "computes in the page"}}
	}))
	f.Fuzz(func(t *testing.T, body []byte) {
		b, err := Decode(SchemaRequestOpened, body)
		if err != nil {
			checkBodyErr(t, err)
			return
		}
		app := b.(*RequestOpened).MCPApp
		if app == nil {
			return
		}
		// A declared criterion is one the check knows, declared once with
		// a one-line reason, never beside a click.
		seen := map[string]bool{}
		for _, n := range app.NotApplicable {
			if n.Criterion != "tools_call" || seen[n.Criterion] || strings.ContainsAny(n.Reason, "\r\n") || strings.TrimSpace(n.Reason) == "" || app.Click != "" {
				t.Fatalf("not_applicable %+v (click %q) passed decoding", app.NotApplicable, app.Click)
			}
			seen[n.Criterion] = true
		}
		if app.CSP == nil {
			return
		}
		for _, list := range [][]string{app.CSP.ConnectDomains, app.CSP.ResourceDomains, app.CSP.FrameDomains, app.CSP.BaseURIDomains} {
			for _, s := range list {
				if CheckCSPSource(s) != nil || strings.ContainsAny(s, " ;,'\"") {
					t.Fatalf("CSP source %q passed decoding", s)
				}
			}
		}
	})
}

// A declared criterion decodes and is found by name.
func TestMCPAppNotApplicable(t *testing.T) {
	b, err := Decode(SchemaRequestOpened, requestWithMCPApp(t, func(m map[string]any) {
		delete(m, "click")
		m["not_applicable"] = []any{map[string]any{"criterion": "tools_call", "reason": "computes everything in the page"}}
	}))
	if err != nil {
		t.Fatal(err)
	}
	app := b.(*RequestOpened).MCPApp
	if r, ok := app.NotApplicableReason("tools_call"); !ok || r != "computes everything in the page" {
		t.Errorf("tools_call: %q %v", r, ok)
	}
	if _, ok := app.NotApplicableReason("hydration"); ok {
		t.Error("hydration declared")
	}
}
