package events

import (
	"encoding/json"
	"fmt"
	"io"
	"regexp"
	"strings"
)

// MCPAppMIMEType is the MIME type an MCP App resource is served with
// (MCP-APPS.md).
const MCPAppMIMEType = "text/html;profile=mcp-app"

// MCPApp is an MCP App resource to check instead of a page
// (docs/CONTRACTS.md §9), in one of two modes (docs/MCP-APPS.md):
//
//   - scripted: the resource as the MCP server's resources/read returns
//     it, and the tool call whose result the app renders, scripted so that
//     Tribunal's test host can play the MCP server's part (URI, MIMEType,
//     HTML and Tool.Result required; Tools answers the app's own calls);
//   - server: Server names the real MCP server (at the request's
//     product_url); the witnesses connect to it, read the resource and call
//     the tool themselves, so URI, MIMEType, HTML, CSP, Tool.Result and
//     Tools are absent — the server declares them.
//
// JSON values of any shape (tool arguments, structuredContent) travel as
// JSON text in *_json fields: the strict decoder reads no untyped values.
type MCPApp struct {
	// URI is the resource URI, ui://…. Scripted mode only.
	URI string `json:"uri,omitempty" tribunal:"prefix=ui://"`
	// MIMEType is the resource's declared MIME type; the host serves the
	// HTML with it and W2's bundle lint requires MCPAppMIMEType. Scripted
	// mode only.
	MIMEType string `json:"mime_type,omitempty" tribunal:"nonempty"`
	// HTML is the resource text. Scripted mode only.
	HTML string `json:"html,omitempty" tribunal:"nonempty"`
	// Server, when set, is the real MCP server to check the app against
	// (server mode).
	Server *MCPServer `json:"server,omitempty"`
	// CSP is the resource's _meta.ui.csp; absent means the restrictive
	// default.
	CSP *MCPAppCSP `json:"csp,omitempty"`
	// Tool is the call whose input and result the host sends to the app.
	Tool MCPToolCall `json:"tool" tribunal:"required"`
	// Tools is the scripted tool table that answers the app's own
	// tools/call requests.
	Tools []MCPTool `json:"tools,omitempty"`
	// HydratedRegion is where, in CSS pixels from the app frame's top-left
	// corner, the element that shows the tool result is drawn: W1's
	// region for the hydration and state checks.
	HydratedRegion MCPRegion `json:"hydrated_region" tribunal:"required"`
	// Click, when set, is a CSS selector that the host's sandbox proxy
	// clicks (as a user would) to make the app call a tool; absent means
	// the app calls one by itself after hydration.
	Click string `json:"click,omitempty" tribunal:"nonempty"`
	// AnswerText lists strings that the tool result's text content must
	// contain (criterion 6); absent means any non-blank text.
	AnswerText []string `json:"answer_text,omitempty" tribunal:"nonempty"`
	// NotApplicable declares criteria that do not apply to this app by its
	// design, each with why; a declared criterion is not judged, is
	// reported not_applicable, and neither blocks nor counts as a pass.
	// Only tools_call may be declared: an app with no UI-initiated server
	// call (it computes everything in the page).
	NotApplicable []MCPNotApplicable `json:"not_applicable,omitempty"`
}

// MCPNotApplicable is one criterion the requester declares does not apply.
type MCPNotApplicable struct {
	Criterion string `json:"criterion" tribunal:"required,enum=tools_call"`
	// Reason says why, for the judge.
	Reason string `json:"reason" tribunal:"required,nonempty"`
}

// NotApplicableReason is the declared reason criterion does not apply,
// and whether it was declared.
func (m *MCPApp) NotApplicableReason(criterion string) (string, bool) {
	if m == nil {
		return "", false
	}
	for _, n := range m.NotApplicable {
		if n.Criterion == criterion {
			return n.Reason, true
		}
	}
	return "", false
}

// checkNotApplicable: each criterion once, a one-line reason, and no
// click (which exists to make the app call a tool) beside a declared
// tools_call.
func (m *MCPApp) checkNotApplicable(path string) error {
	if m.NotApplicable != nil && len(m.NotApplicable) == 0 {
		return bad(path+".not_applicable", "must name at least one criterion when present")
	}
	seen := map[string]bool{}
	for i, n := range m.NotApplicable {
		p := fmt.Sprintf("%s.not_applicable[%d]", path, i)
		if seen[n.Criterion] {
			return bad(p+".criterion", "%q declared twice", n.Criterion)
		}
		seen[n.Criterion] = true
		if strings.ContainsAny(n.Reason, "\r\n") || strings.TrimSpace(n.Reason) == "" || len(n.Reason) > 500 {
			return bad(p+".reason", "must be one non-blank line of at most 500 bytes")
		}
		if n.Criterion == "tools_call" && m.Click != "" {
			return bad(path+".click", "a click makes the app call a tool, but not_applicable declares it has no UI-initiated server call")
		}
	}
	return nil
}

// MCPAppCSP is _meta.ui.csp: origins the app may reach, by directive.
type MCPAppCSP struct {
	ConnectDomains  []string `json:"connectDomains,omitempty"`
	ResourceDomains []string `json:"resourceDomains,omitempty"`
	FrameDomains    []string `json:"frameDomains,omitempty"`
	BaseURIDomains  []string `json:"baseUriDomains,omitempty"`
}

// MCPToolCall is a tool call made by the model, with its scripted result
// (scripted mode; in server mode the server answers the call).
type MCPToolCall struct {
	Name string `json:"name" tribunal:"required,nonempty"`
	// ArgumentsJSON is the call's arguments, a JSON object as text.
	ArgumentsJSON string `json:"arguments_json" tribunal:"required"`
	// Result is the scripted CallToolResult; required in scripted mode,
	// absent in server mode.
	Result MCPToolResult `json:"result,omitzero"`
}

// MCPTool is one row of the scripted tool table.
type MCPTool struct {
	Name string `json:"name" tribunal:"required,nonempty"`
	// Visibility is _meta.ui.visibility; the host rejects app calls to a
	// tool whose visibility lacks "app". Absent means ["model", "app"].
	Visibility []string      `json:"visibility,omitempty" tribunal:"enum=model|app"`
	Result     MCPToolResult `json:"result" tribunal:"required"`
}

// MCPToolResult is a CallToolResult.
type MCPToolResult struct {
	Content []MCPContent `json:"content" tribunal:"required"`
	// StructuredContentJSON is structuredContent, a JSON object as text;
	// "" when the result has none.
	StructuredContentJSON string `json:"structured_content_json,omitempty"`
	IsError               bool   `json:"is_error,omitempty"`
}

// MCPContent is one content block of a tool result.
type MCPContent struct {
	Type     string `json:"type" tribunal:"required,enum=text|image|audio|resource_link"`
	Text     string `json:"text,omitempty"`
	Data     string `json:"data,omitempty" tribunal:"base64"`
	MIMEType string `json:"mimeType,omitempty" tribunal:"mediatype"`
	URI      string `json:"uri,omitempty"`
}

// MCPRegion is a rectangle in CSS pixels.
type MCPRegion struct {
	X      int `json:"x" tribunal:"required,min=0,max=10000"`
	Y      int `json:"y" tribunal:"required,min=0,max=10000"`
	Width  int `json:"width" tribunal:"required,min=1,max=10000"`
	Height int `json:"height" tribunal:"required,min=1,max=10000"`
}

// cspSource is the one shape of origin allowed in _meta.ui.csp: a scheme,
// a host (optionally a leading "*." wildcard) and an optional port. Nothing
// else reaches the policy text, so a domain cannot smuggle in a directive.
var cspSource = regexp.MustCompile(`^(https?|wss?)://(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:([0-9]{1,5}|\*))?$`)

// CheckCSPSource reports whether s may appear in _meta.ui.csp.
func CheckCSPSource(s string) error {
	if len(s) > 253 || !cspSource.MatchString(s) {
		return fmt.Errorf("%q is not an origin like https://api.example.com[:port]", clip(s))
	}
	return nil
}

// check applies the rules across fields; RequestOpened.check calls it.
func (m *MCPApp) check(path string) error {
	if err := m.checkNotApplicable(path); err != nil {
		return err
	}
	if m.Server != nil {
		return m.checkServerMode(path)
	}
	// Scripted mode: the request carries the resource and the result.
	for _, f := range []struct {
		name    string
		present bool
	}{{"uri", m.URI != ""}, {"mime_type", m.MIMEType != ""}, {"html", m.HTML != ""}, {"tool.result", m.Tool.Result.Content != nil}} {
		if !f.present {
			return bad(path+"."+f.name, "missing required field (an mcp_app without server carries the resource and the tool result)")
		}
	}
	if m.CSP != nil {
		for name, list := range map[string][]string{
			"connectDomains": m.CSP.ConnectDomains, "resourceDomains": m.CSP.ResourceDomains,
			"frameDomains": m.CSP.FrameDomains, "baseUriDomains": m.CSP.BaseURIDomains,
		} {
			for i, s := range list {
				if err := CheckCSPSource(s); err != nil {
					return bad(fmt.Sprintf("%s.csp.%s[%d]", path, name, i), "%v", err)
				}
			}
		}
	}
	if err := checkJSONObject(m.Tool.ArgumentsJSON, false); err != nil {
		return bad(path+".tool.arguments_json", "%v", err)
	}
	if err := checkJSONObject(m.Tool.Result.StructuredContentJSON, true); err != nil {
		return bad(path+".tool.result.structured_content_json", "%v", err)
	}
	seen := map[string]bool{}
	for i, t := range m.Tools {
		p := fmt.Sprintf("%s.tools[%d]", path, i)
		if seen[t.Name] {
			return bad(p+".name", "duplicate tool %q", clip(t.Name))
		}
		seen[t.Name] = true
		if err := checkJSONObject(t.Result.StructuredContentJSON, true); err != nil {
			return bad(p+".result.structured_content_json", "%v", err)
		}
	}
	return nil
}

// checkJSONObject requires s to be one JSON object, or "" when emptyOK.
func checkJSONObject(s string, emptyOK bool) error {
	if s == "" && emptyOK {
		return nil
	}
	dec := json.NewDecoder(strings.NewReader(s))
	var obj map[string]json.RawMessage
	if err := dec.Decode(&obj); err != nil || obj == nil {
		return fmt.Errorf("must be a JSON object")
	}
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("trailing data after the JSON object")
	}
	return nil
}

// Check applies the rules that decoding a request applies to its mcp_app,
// for an MCPApp read on its own (a witness's --mcp-app file).
func (m *MCPApp) Check() error { return m.check("mcp_app") }
