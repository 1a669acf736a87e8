package mcpserver

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost"
)

// App is what the server declared for one request's app.
type App struct {
	// App is the request's app with the server's resource (URI, MIME
	// type, HTML, CSP) and the model's tool result filled in: what the
	// test host mounts, in the scripted mode's shape.
	App *events.MCPApp
	// Result is the tools/call result as the server sent it: what the
	// host sends the app as ui/notifications/tool-result.
	Result json.RawMessage
	// DroppedCSP are the _meta.ui.csp sources the server declared that no
	// policy header may carry (events.CheckCSPSource): left out, which
	// tightens the policy; each is also a note in the log.
	DroppedCSP []string
}

// Resolve does what a host does before it mounts an app: it finds the
// request's tool among the server's, takes its ui:// resource from
// _meta.ui.resourceUri, reads the resource (HTML, MIME type and
// _meta.ui.csp as the server declares them) and calls the tool with the
// request's arguments. A tool the server does not list, or one without a
// UI resource, or a resource that is not HTML text, is ErrServer: there is
// no app to check. A JSON-RPC error answer to the model's call is one too.
func (s *Server) Resolve(ctx context.Context, req *events.MCPApp) (*App, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var tool *mcp.Tool
	var names []string
	for _, t := range s.tools {
		names = append(names, t.Name)
		if t.Name == req.Tool.Name {
			tool = t
		}
	}
	if tool == nil {
		return nil, s.fail(fmt.Errorf("%w: the server lists no tool %q (it lists %s)", ErrServer, req.Tool.Name, list(names)))
	}
	uri := resourceURI(tool.Meta)
	if uri == "" {
		return nil, s.fail(fmt.Errorf("%w: tool %q declares no UI resource (_meta.ui.resourceUri): nothing to mount", ErrServer, tool.Name))
	}
	if !strings.HasPrefix(uri, "ui://") {
		return nil, s.fail(fmt.Errorf("%w: tool %q declares the UI resource %q, not a ui:// URI", ErrServer, tool.Name, clip(uri, 120)))
	}

	var read *mcp.ReadResourceResult
	a, err := s.call(ctx, "resources/read", func(ctx context.Context) (err error) {
		read, err = s.cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: uri})
		return err
	})
	if err != nil {
		return nil, s.stepErr("resources/read "+uri, err)
	}
	s.resource = a
	var content *mcp.ResourceContents
	for _, c := range read.Contents {
		if c != nil && c.URI == uri {
			content = c
			break
		}
	}
	if content == nil && len(read.Contents) > 0 {
		content = read.Contents[0]
	}
	if content == nil {
		return nil, s.fail(fmt.Errorf("%w: resources/read %s returned no contents", ErrServer, uri))
	}
	html := content.Text
	if html == "" && len(content.Blob) > 0 {
		html = string(content.Blob)
	}
	if html == "" || !utf8.ValidString(html) {
		return nil, s.fail(fmt.Errorf("%w: resources/read %s returned no HTML text", ErrServer, uri))
	}
	csp, dropped := declaredCSP(content.Meta)
	for _, d := range dropped {
		s.note("csp-source-dropped", map[string]any{"source": d})
	}

	args := json.RawMessage(req.Tool.ArgumentsJSON)
	if len(args) == 0 {
		args = json.RawMessage("{}")
	}
	a, err = s.call(ctx, "tools/call", func(ctx context.Context) error {
		_, err := s.cs.CallTool(ctx, &mcp.CallToolParams{Name: tool.Name, Arguments: args})
		return err
	})
	if err != nil {
		return nil, s.stepErr("tools/call "+tool.Name, err)
	}
	s.result = a
	res, err := toolResult(a.raw)
	if err != nil {
		return nil, s.fail(fmt.Errorf("%w: tools/call %s: %w", ErrServer, tool.Name, err))
	}
	app := *req
	app.URI, app.MIMEType, app.HTML, app.CSP = uri, content.MIMEType, html, csp
	app.Tool.Result, app.Tools = res, nil
	return &App{App: &app, Result: a.raw, DroppedCSP: dropped}, nil
}

// stepErr is the ErrServer of a request the model's side needed: a
// JSON-RPC error answer leaves no app to check either.
func (s *Server) stepErr(step string, err error) error {
	if errors.Is(err, ErrServer) {
		return err
	}
	return s.fail(fmt.Errorf("%w: %s: the server answered %w", ErrServer, step, err))
}

func list(names []string) string {
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ", ")
}

// uiMeta is _meta.ui of a tool or a resource.
func uiMeta(m mcp.Meta) map[string]any {
	ui, _ := m["ui"].(map[string]any)
	return ui
}

// resourceURI is a tool's _meta.ui.resourceUri, or the older flat
// _meta["ui/resourceUri"].
func resourceURI(m mcp.Meta) string {
	if u, ok := uiMeta(m)["resourceUri"].(string); ok {
		return u
	}
	u, _ := m["ui/resourceUri"].(string)
	return u
}

// visibility is a tool's _meta.ui.visibility.
func visibility(m mcp.Meta) []string {
	raw, _ := uiMeta(m)["visibility"].([]any)
	var out []string
	for _, v := range raw {
		if s, ok := v.(string); ok && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// declaredCSP is a resource's _meta.ui.csp, keeping only the sources a
// policy header may carry.
func declaredCSP(m mcp.Meta) (*events.MCPAppCSP, []string) {
	raw, ok := uiMeta(m)["csp"].(map[string]any)
	if !ok {
		return nil, nil
	}
	var dropped []string
	pick := func(key string) []string {
		list, _ := raw[key].([]any)
		var out []string
		for _, v := range list {
			s, _ := v.(string)
			if events.CheckCSPSource(s) != nil {
				dropped = append(dropped, fmt.Sprintf("%s: %q", key, clip(fmt.Sprint(v), 120)))
				continue
			}
			out = append(out, s)
		}
		return out
	}
	csp := &events.MCPAppCSP{
		ConnectDomains: pick("connectDomains"), ResourceDomains: pick("resourceDomains"),
		FrameDomains: pick("frameDomains"), BaseURIDomains: pick("baseUriDomains"),
	}
	return csp, dropped
}

// toolResult reads a CallToolResult into the scripted shape, for the
// checks that fall back on it (W2's text criterion when no tool-result was
// sent).
func toolResult(raw json.RawMessage) (events.MCPToolResult, error) {
	var r struct {
		Content []struct {
			Type     string `json:"type"`
			Text     string `json:"text"`
			Data     string `json:"data"`
			MIMEType string `json:"mimeType"`
			URI      string `json:"uri"`
		} `json:"content"`
		StructuredContent json.RawMessage `json:"structuredContent"`
		IsError           bool            `json:"isError"`
	}
	if err := json.Unmarshal(raw, &r); err != nil {
		return events.MCPToolResult{}, fmt.Errorf("the result is not a CallToolResult: %w", err)
	}
	out := events.MCPToolResult{Content: []events.MCPContent{}, IsError: r.IsError}
	for _, c := range r.Content {
		out.Content = append(out.Content, events.MCPContent{Type: c.Type, Text: c.Text, Data: c.Data, MIMEType: c.MIMEType, URI: c.URI})
	}
	if len(r.StructuredContent) > 0 && string(r.StructuredContent) != "null" {
		out.StructuredContentJSON = string(r.StructuredContent)
	}
	return out, nil
}

// answerDomain separates the transcript hashes from every other SHA-256
// in Tribunal.
const answerDomain = "tribunal/mcp-server/answer/v1\n"

// AnswerHash is the transcript hash of one answer of the server:
// hex(SHA-256("tribunal/mcp-server/answer/v1\n" + method + "\n" + member +
// "\n" + bytes)), where member is "result" or "error" and bytes are that
// member of the server's response exactly as it stands in the recorded
// server→host frame of the log (W2's evidence), so that anyone can
// recompute it from W2's log.
func AnswerHash(method string, a answer) string {
	return hashHex(answerDomain + method + "\n" + a.member + "\n" + string(a.raw))
}

// Transcript is what this session got from the server, hashed, for the
// witness's report: the resource, the model's result, and every answer
// to the app's tools/call, in order — as bytes and as shapes (ShapeHash);
// and how it got them (the mode, the cassette).
func (s *Server) Transcript(surface string) events.MCPServerTranscript {
	s.mu.Lock()
	defer s.mu.Unlock()
	t := events.MCPServerTranscript{
		Surface:             surface,
		ResourceSHA256:      AnswerHash("resources/read", s.resource),
		ResultSHA256:        AnswerHash("tools/call", s.result),
		AppCallSHA256:       []string{},
		Mode:                events.MCPModeLive,
		ToolsShapeSHA256:    ToolsShapeHash(s.tools),
		ResourceShapeSHA256: ShapeHash("resources/read", s.resource),
		ResultShapeSHA256:   ShapeHash("tools/call", s.result),
	}
	if s.target.Cassette != nil {
		t.Mode, t.CassetteSHA256 = events.MCPModeCassette, s.target.CassetteSHA256
	}
	for _, a := range s.appCalls {
		t.AppCallSHA256 = append(t.AppCallSHA256, AnswerHash("tools/call", a))
		t.AppCallShapeSHA256 = append(t.AppCallShapeSHA256, ShapeHash("tools/call", a))
	}
	return t
}

var _ mcphost.Upstream = (*Server)(nil)
