package events

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"strings"
	"testing"
)

// serverApp turns the scripted seed into a server-mode mcp_app: what the
// server declares goes, the server comes.
func serverApp(transport string, command ...any) func(m map[string]any) {
	return func(m map[string]any) {
		for _, k := range []string{"uri", "mime_type", "html", "csp", "tools"} {
			delete(m, k)
		}
		delete(m["tool"].(map[string]any), "result")
		s := map[string]any{"transport": transport}
		if command != nil {
			s["command"] = command
		}
		m["server"] = s
	}
}

// requestWithServer is a server-mode request with product_url (none for "").
func requestWithServer(t testing.TB, productURL string, edit ...func(m map[string]any)) []byte {
	t.Helper()
	var req map[string]any
	if err := json.Unmarshal(requestWithMCPApp(t, func(m map[string]any) {
		for _, e := range edit {
			e(m)
		}
	}), &req); err != nil {
		t.Fatal(err)
	}
	delete(req, "dom_payload")
	delete(req, "product_url")
	if productURL != "" {
		req["product_url"] = productURL
	}
	b, err := json.Marshal(req)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestMCPServerDecode(t *testing.T) {
	tests := []struct {
		name, url string
		edit      func(m map[string]any)
		cmd       []string
	}{
		{"stdio", "file:///srv/products/forecast", serverApp(MCPTransportStdio, "./forecast-server", "--variant", "good"), []string{"./forecast-server", "--variant", "good"}},
		{"stdio in a subdirectory", "file:///srv/p", serverApp(MCPTransportStdio, "bin/server"), []string{"bin/server"}},
		{"streamable http", "http://127.0.0.1:8931/mcp", serverApp(MCPTransportHTTP), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := Decode(SchemaRequestOpened, requestWithServer(t, tt.url, tt.edit))
			if err != nil {
				t.Fatal(err)
			}
			r := b.(*RequestOpened)
			if r.MCPApp.Server == nil || strings.Join(r.MCPApp.Server.Command, " ") != strings.Join(tt.cmd, " ") || r.ProductURL != tt.url {
				t.Fatalf("decoded %+v at %q", r.MCPApp.Server, r.ProductURL)
			}
			if r.MCPApp.HTML != "" || r.MCPApp.Tool.Result.Content != nil {
				t.Errorf("server mode carries a resource or a result: %+v", r.MCPApp)
			}
			if len(r.EffectiveSurfaces()) != 3 {
				t.Errorf("surfaces %v, want all three", r.EffectiveSurfaces())
			}
			// What decodes, encodes to the same bytes.
			again, err := Encode(r)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := Decode(SchemaRequestOpened, again); err != nil {
				t.Fatalf("re-decoding %s: %v", again, err)
			}
		})
	}
}

func TestMCPServerDecodeRejects(t *testing.T) {
	stdio := serverApp(MCPTransportStdio, "./forecast-server")
	file := "file:///srv/products/forecast"
	tests := []struct {
		name, url, path string
		edit            []func(m map[string]any)
	}{
		{"scripted without html", "", "mcp_app.html", []func(map[string]any){func(m map[string]any) { delete(m, "html") }}},
		{"scripted without uri", "", "mcp_app.uri", []func(map[string]any){func(m map[string]any) { delete(m, "uri") }}},
		{"scripted without mime type", "", "mcp_app.mime_type", []func(map[string]any){func(m map[string]any) { delete(m, "mime_type") }}},
		{"scripted without result", "", "mcp_app.tool.result", []func(map[string]any){func(m map[string]any) { delete(m["tool"].(map[string]any), "result") }}},
		{"server with html", file, "mcp_app.html", []func(map[string]any){stdio, func(m map[string]any) { m["html"] = "<p>mine</p>" }}},
		{"server with csp", file, "mcp_app.csp", []func(map[string]any){stdio, func(m map[string]any) { m["csp"] = map[string]any{} }}},
		{"server with a scripted result", file, "mcp_app.tool.result", []func(map[string]any){stdio, func(m map[string]any) {
			m["tool"].(map[string]any)["result"] = map[string]any{"content": []any{}}
		}}},
		{"server with a tool table", file, "mcp_app.tools", []func(map[string]any){stdio, func(m map[string]any) { m["tools"] = []any{} }}},
		{"stdio without command", file, "mcp_app.server.command", []func(map[string]any){serverApp(MCPTransportStdio)}},
		{"http with command", "http://127.0.0.1:1/mcp", "mcp_app.server.command", []func(map[string]any){serverApp(MCPTransportHTTP, "./x")}},
		{"unknown transport", file, "mcp_app.server.transport", []func(map[string]any){serverApp("sse", "./x")}},
		{"absolute command", file, "mcp_app.server.command[0]", []func(map[string]any){serverApp(MCPTransportStdio, "/bin/sh")}},
		{"command out of the root", file, "mcp_app.server.command[0]", []func(map[string]any){serverApp(MCPTransportStdio, "../../bin/sh")}},
		{"command is the root", file, "mcp_app.server.command[0]", []func(map[string]any){serverApp(MCPTransportStdio, "./")}},
		{"empty argument", file, "mcp_app.server.command[1]", []func(map[string]any){serverApp(MCPTransportStdio, "./x", "")}},
		{"NUL in an argument", file, "mcp_app.server.command[1]", []func(map[string]any){serverApp(MCPTransportStdio, "./x", "a\x00b")}},
		{"no product url", "", "product_url", []func(map[string]any){stdio}},
		{"stdio at a URL", "http://127.0.0.1:1/", "product_url", []func(map[string]any){stdio}},
		{"http at a directory", file, "product_url", []func(map[string]any){serverApp(MCPTransportHTTP)}},
		{"arguments not an object", file, "mcp_app.tool.arguments_json", []func(map[string]any){stdio, func(m map[string]any) {
			m["tool"].(map[string]any)["arguments_json"] = "[]"
		}}},
		{"cassette without its cassette", file, "mcp_app.server.cassette_gzip", []func(map[string]any){stdio, withCassette(MCPModeCassette, "", "")}},
		{"cassette without its hash", file, "mcp_app.server.cassette_sha256", []func(map[string]any){stdio, withCassette(MCPModeCassette, EncodeCassette([]byte(testCassette)), "")}},
		{"tampered cassette", file, "mcp_app.server.cassette_sha256", []func(map[string]any){stdio, withCassette(MCPModeCassette, EncodeCassette([]byte(testCassette+" ")), testSum)}},
		{"undomained hash", file, "mcp_app.server.cassette_sha256", []func(map[string]any){stdio, withCassette(MCPModeCassette, EncodeCassette([]byte(testCassette)), plainSum(testCassette))}},
		{"not gzip", file, "mcp_app.server.cassette_gzip", []func(map[string]any){stdio, withCassette(MCPModeCassette, "aGVsbG8=", testSum)}},
		{"two gzip members", file, "mcp_app.server.cassette_gzip", []func(map[string]any){stdio, withCassette(MCPModeCassette, twoMembers(), testSum)}},
		{"a gzip bomb", file, "mcp_app.server.cassette_gzip", []func(map[string]any){stdio, withCassette(MCPModeCassette, EncodeCassette(make([]byte, MaxCassetteBytes+1)), testSum)}},
		{"live with a cassette", file, "mcp_app.server.cassette_gzip", []func(map[string]any){stdio, withCassette(MCPModeLive, EncodeCassette([]byte(testCassette)), testSum)}},
		{"unknown mode", file, "mcp_app.server.mode", []func(map[string]any){stdio, withCassette("replay", EncodeCassette([]byte(testCassette)), testSum)}},
		{"app call arguments not an object", file, "mcp_app.server.app_calls[0].arguments_json", []func(map[string]any){stdio, func(m map[string]any) {
			m["server"].(map[string]any)["app_calls"] = []any{map[string]any{"name": "refresh", "arguments_json": "1"}}
		}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Decode(SchemaRequestOpened, requestWithServer(t, tt.url, tt.edit...))
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

const testCassette = `{"format":"tribunal.mcp-cassette.v1","answers":[]}`

var testSum = CassetteHash([]byte(testCassette))

// twoMembers is the test cassette gzipped, then a second gzip member.
func twoMembers() string {
	a, _ := base64.StdEncoding.DecodeString(EncodeCassette([]byte(testCassette)))
	b, _ := base64.StdEncoding.DecodeString(EncodeCassette([]byte("x")))
	return base64.StdEncoding.EncodeToString(append(a, b...))
}

func plainSum(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])
}

// withCassette sets the server's mode and cassette ("" leaves a field out).
func withCassette(mode, cassette, sum string) func(m map[string]any) {
	return func(m map[string]any) {
		s := m["server"].(map[string]any)
		s["mode"] = mode
		if cassette != "" {
			s["cassette_gzip"] = cassette
		}
		if sum != "" {
			s["cassette_sha256"] = sum
		}
	}
}

// A cassette-mode request pins its cassette by the domain-separated hash;
// a live one, or one without mode, carries none.
func TestMCPServerModes(t *testing.T) {
	stdio := serverApp(MCPTransportStdio, "./forecast-server")
	for _, tt := range []struct {
		name string
		edit func(m map[string]any)
		mode string
	}{
		{"no mode", func(map[string]any) {}, MCPModeLive},
		{"live", withCassette(MCPModeLive, "", ""), MCPModeLive},
		{"cassette", withCassette(MCPModeCassette, EncodeCassette([]byte(testCassette)), testSum), MCPModeCassette},
	} {
		b, err := Decode(SchemaRequestOpened, requestWithServer(t, "file:///srv/p", stdio, tt.edit))
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if got := b.(*RequestOpened).MCPApp.Server.EffectiveMode(); got != tt.mode {
			t.Errorf("%s: mode %q, want %q", tt.name, got, tt.mode)
		}
	}
	if testSum == plainSum(testCassette) {
		t.Error("the cassette hash is not domain-separated")
	}
}

func TestMCPServerTranscripts(t *testing.T) {
	h := strings.Repeat("ab", 32)
	tr := func(sf string) map[string]any {
		return map[string]any{"surface": sf, "resource_sha256": h, "result_sha256": h, "app_call_sha256": []any{h}}
	}
	for _, schema := range []string{SchemaObservationW1, SchemaVisualVerdict} {
		with := func(ts ...any) []byte {
			var m map[string]any
			if err := json.Unmarshal(golden(t, schema), &m); err != nil {
				t.Fatal(err)
			}
			m["mcp_server"] = ts
			b, _ := json.Marshal(m)
			return b
		}
		if _, err := Decode(schema, with(tr("web"), tr("ios"))); err != nil {
			t.Errorf("%s: %v", schema, err)
		}
		bad := tr("android")
		bad["app_call_sha256"] = []any{"xyz"}
		for name, body := range map[string][]byte{
			"duplicate surface": with(tr("web"), tr("web")),
			"not a hash":        with(bad),
		} {
			_, err := Decode(schema, body)
			if err == nil {
				t.Errorf("%s: %s accepted", schema, name)
				continue
			}
			if !strings.Contains(err.Error(), "mcp_server[") {
				t.Errorf("%s: %s: error %q does not name mcp_server", schema, name, err)
			}
		}
	}
}

func TestCheckMCPServerPath(t *testing.T) {
	for _, ok := range []string{"server", "./server", "bin/server", "./a/../server"} {
		if err := CheckMCPServerPath(ok); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
	for _, bad := range []string{"", ".", "./", "..", "../x", "a/../../x", "/bin/sh", `bin\server`} {
		if CheckMCPServerPath(bad) == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
