package mcphost

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"sort"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// Directions of the server leg (server mode, docs/MCP-APPS.md §8),
// recorded by the Go side: the JSON-RPC frames between the host and the
// real MCP server, and the host's notes about that server (its process
// starting and ending, its stderr, a CSP source no policy may carry).
const (
	DirHostToServer = "host->server"
	DirServerToHost = "server->host"
	DirServer       = "server"
)

// Upstream is the real MCP server behind the host (server mode): the app's
// own requests go to it instead of the scripted tool table.
// internal/mcpapp/mcpserver implements it.
type Upstream interface {
	// AppTools lists the server's tools with their _meta.ui.visibility
	// (empty: model and app).
	AppTools() []UpstreamTool
	// Forward sends one request of the app's (tools/call, resources/read,
	// resources/list) to the server and returns the result as the server
	// sent it, or an *RPCError the server answered with. Any other error
	// means the server failed; the host answers the app -32603.
	Forward(ctx context.Context, method string, params json.RawMessage) (json.RawMessage, error)
}

// UpstreamTool is one tool of the real server, as the host shows it.
type UpstreamTool struct {
	Name       string   `json:"name"`
	Visibility []string `json:"visibility,omitempty"`
}

// RPCError is a JSON-RPC error object.
type RPCError struct {
	Code    int64  `json:"code"`
	Message string `json:"message"`
}

func (e *RPCError) Error() string { return fmt.Sprintf("JSON-RPC error %d: %s", e.Code, e.Message) }

// NewServerSession prepares one mount of app on surface in server mode:
// app is the request's app with the resource as the server declared it
// (URI, MIMEType, HTML, CSP), result the model's tool result as the server
// sent it (a CallToolResult), and up the server, which answers the app's
// own requests.
func (h *Host) NewServerSession(app *events.MCPApp, surface string, result json.RawMessage, up Upstream) (*Session, error) {
	if up == nil || len(result) == 0 {
		return nil, fmt.Errorf("%w: a server session needs the server and its result", ErrHost)
	}
	s, err := h.NewSession(app, surface)
	if err != nil {
		return nil, err
	}
	s.up, s.result = up, result
	return s, nil
}

// forwardRequest is what the host page POSTs to /s/<id>/forward.
type forwardRequest struct {
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

// forwardReply is the host page's answer for the app: a result or an
// error, verbatim into the JSON-RPC reply.
type forwardReply struct {
	Result json.RawMessage `json:"result,omitempty"`
	Error  *RPCError       `json:"error,omitempty"`
}

// forwardable are the app requests the host relays to the server.
var forwardable = []string{"tools/call", "resources/read", "resources/list"}

// appVisible: a tool without visibility is for the model and the app.
func appVisible(t UpstreamTool) bool {
	return len(t.Visibility) == 0 || slices.Contains(t.Visibility, "app")
}

// appTools is the tools/list the host answers the app: the server's tools
// an app may call, sorted by name.
func appTools(up Upstream) []UpstreamTool {
	out := []UpstreamTool{}
	for _, t := range up.AppTools() {
		if appVisible(t) {
			out = append(out, t)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// serveForward relays one app request to the server. The host's own rule
// comes first: a tools/call for a tool the server does not list, or one
// whose visibility lacks "app", is refused without asking the server.
func (s *Session) serveForward(w http.ResponseWriter, r *http.Request) {
	var req forwardRequest
	if s.up == nil || json.NewDecoder(http.MaxBytesReader(w, r.Body, 8<<20)).Decode(&req) != nil || !slices.Contains(forwardable, req.Method) {
		http.Error(w, "bad forward", http.StatusBadRequest)
		return
	}
	var rep forwardReply
	if req.Method == "tools/call" {
		var p struct {
			Name string `json:"name"`
		}
		_ = json.Unmarshal(req.Params, &p)
		i := slices.IndexFunc(s.up.AppTools(), func(t UpstreamTool) bool { return t.Name == p.Name })
		switch {
		case i < 0:
			rep.Error = &RPCError{Code: -32602, Message: "unknown tool: " + p.Name}
		case !appVisible(s.up.AppTools()[i]):
			rep.Error = &RPCError{Code: -32602, Message: "tool not visible to apps: " + p.Name}
		}
	}
	if rep.Error == nil {
		res, err := s.up.Forward(r.Context(), req.Method, req.Params)
		var rpc *RPCError
		switch {
		case errors.As(err, &rpc):
			rep.Error = rpc
		case err != nil:
			rep.Error = &RPCError{Code: -32603, Message: "the MCP server failed: " + err.Error()}
		default:
			rep.Result = res
		}
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(rep)
}

// MergeLog merges the server leg into a session's log: both in the order
// the Go side stored them, interleaved by that time (Received), a page
// record before a server record of the same instant. Each list keeps its
// own order.
func MergeLog(page, server []Entry) []Entry {
	out := make([]Entry, 0, len(page)+len(server))
	i, j := 0, 0
	for i < len(page) || j < len(server) {
		if j >= len(server) || i < len(page) && !server[j].Received.Before(page[i].Received) {
			out = append(out, page[i])
			i++
		} else {
			out = append(out, server[j])
			j++
		}
	}
	return out
}
