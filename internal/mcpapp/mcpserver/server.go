package mcpserver

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost"
)

// ErrServer wraps every failure of the server itself: it would not start,
// hung (no answer within the call timeout), crashed, closed the
// connection, spoke bad JSON-RPC, or does not offer what the request names
// (the tool, its ui:// resource). A witness reports it AUDIT_UNAVAILABLE,
// with the error as the reason.
var ErrServer = errors.New("mcp server")

// ProtocolVersion is the MCP version the host asks for: the stable one of
// the MCP Apps extension's time (servers may answer an older one).
const ProtocolVersion = "2025-11-25"

// UIExtension is the MCP Apps extension's capability name; the host
// declares it with the MIME type it renders.
const UIExtension = "io.modelcontextprotocol/ui"

// Target is the server of one request: Dir and Command for stdio, URL for
// streamable HTTP.
type Target struct {
	// Dir is the product root the stdio server runs in (absolute).
	Dir string
	// Command is its argv; Command[0] a path inside Dir.
	Command []string
	// URL is the streamable HTTP endpoint.
	URL string
	// Cassette, when set, is the server: its recorded answers replayed
	// (cassette mode), pinned by CassetteSHA256; nothing is started or
	// reached. Dir, Command and URL then only name what was recorded.
	Cassette       *Cassette
	CassetteSHA256 string
}

// String names the target for logs and reasons.
func (t Target) String() string {
	if t.Cassette != nil {
		return "the cassette " + t.CassetteSHA256
	}
	if t.URL != "" {
		return t.URL
	}
	return fmt.Sprintf("%q in %s", t.Command, t.Dir)
}

// Options configure Open. The zero value is ready to use.
type Options struct {
	Logger *slog.Logger
	// CallTimeout bounds each request to the server after initialize;
	// zero means DefaultCallTimeout.
	CallTimeout time.Duration
	// StartTimeout bounds initialize, which for a stdio server includes
	// its start-up (a node server loads its modules first); zero means
	// DefaultStartTimeout, and never less than CallTimeout.
	StartTimeout time.Duration
	// Limits are a stdio server's resource limits; nil means
	// DefaultLimits.
	Limits *Limits
	// Sandbox is the operator's policy for stdio servers; the zero value
	// is the jail without network.
	Sandbox Sandbox
}

// DefaultCallTimeout: an MCP server answers a tool call of a UI check in
// well under this; one that does not is taken as hung.
const DefaultCallTimeout = 20 * time.Second

// DefaultStartTimeout: a server that has not answered initialize by then
// is taken as hung. Start-up is the slow part of a stdio server (a cold
// node or npx start takes seconds, many times that on a loaded witness
// host), and MCP clients commonly allow it a minute; the job deadline
// bounds the whole check anyway.
const DefaultStartTimeout = 60 * time.Second

// Server is one MCP client session with a real server — one surface's
// mount, for one witness.
type Server struct {
	target  Target
	timeout time.Duration
	log     *slog.Logger
	proc    *Process // nil for streamable HTTP
	cs      *mcp.ClientSession
	rec     *recorder

	mu       sync.Mutex // one request at a time: answers pair with calls
	tools    []*mcp.Tool
	resource answer
	result   answer
	appCalls []answer

	emu    sync.Mutex // guards broken and closed
	broken error
	closed bool
}

// Open starts (stdio) or reaches (streamable HTTP) the server, initializes
// the session and lists its tools. A command outside the product root is
// ErrRefused; every failure of the server is ErrServer.
func Open(ctx context.Context, t Target, opts Options) (*Server, error) {
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	if opts.CallTimeout <= 0 {
		opts.CallTimeout = DefaultCallTimeout
	}
	lim := DefaultLimits
	if opts.Limits != nil {
		lim = *opts.Limits
	}
	if opts.StartTimeout <= 0 {
		opts.StartTimeout = DefaultStartTimeout
	}
	opts.StartTimeout = max(opts.StartTimeout, opts.CallTimeout)
	s := &Server{target: t, timeout: opts.CallTimeout, log: opts.Logger.With("component", "mcpserver"), rec: newRecorder()}
	var transport mcp.Transport
	switch {
	case t.Cassette != nil:
		s.note("cassette-replay", map[string]any{"cassette_sha256": t.CassetteSHA256, "recorded": t.Cassette.Server, "recorded_at": t.Cassette.RecordedAt})
		transport = newReplayTransport(t.Cassette)
	case t.URL != "":
		s.note("server-connect", map[string]any{"url": t.URL})
		transport = &mcp.StreamableClientTransport{
			Endpoint:             t.URL,
			HTTPClient:           &http.Client{Transport: &versionHeader{base: http.DefaultTransport, rec: s.rec}, CheckRedirect: noRedirects},
			MaxRetries:           -1,
			DisableStandaloneSSE: true,
		}
	default:
		p, err := StartProcess(t.Dir, t.Command, lim, opts.Sandbox)
		if err != nil {
			return nil, err
		}
		s.proc = p
		s.note("server-start", map[string]any{"command": t.Command, "dir": t.Dir, "pid": p.Pid(), "sandbox": opts.Sandbox.mode(p.root)})
		transport = &mcp.IOTransport{Reader: p.Stdout(), Writer: p.Stdin(), MaxLineLength: 8 << 20}
	}
	client := mcp.NewClient(&mcp.Implementation{Name: "tribunal-test-host", Version: mcphost.Version}, &mcp.ClientOptions{
		Logger: s.log,
		Capabilities: &mcp.ClientCapabilities{Extensions: map[string]any{
			UIExtension: map[string]any{"mimeTypes": []string{events.MCPAppMIMEType}},
		}},
		MultiRoundTrip: &mcp.MultiRoundTripOptions{Disabled: true},
	})
	cctx, cancel := context.WithTimeout(ctx, opts.StartTimeout)
	cs, err := client.Connect(cctx, &recording{inner: transport, rec: s.rec}, &mcp.ClientSessionOptions{ProtocolVersion: ProtocolVersion})
	cancel()
	if err != nil {
		err = s.failed("initialize", opts.StartTimeout, err)
		s.Close()
		return nil, err
	}
	s.cs = cs
	lctx, cancel := context.WithTimeout(ctx, s.timeout)
	defer cancel()
	for tool, err := range cs.Tools(lctx, nil) {
		if err != nil {
			err = s.failed("tools/list", s.timeout, err)
			s.Close()
			return nil, err
		}
		s.tools = append(s.tools, tool)
	}
	return s, nil
}

func noRedirects(*http.Request, []*http.Request) error {
	return errors.New("the MCP server redirected: refused (the host talks to the product's URL only)")
}

// note records one of the host's notes about the server.
func (s *Server) note(what string, fields map[string]any) {
	m := map[string]any{"tribunal": what}
	for k, v := range fields {
		m[k] = v
	}
	b, _ := json.Marshal(m)
	s.rec.note(mcphost.DirServer, string(b))
}

// failed turns the error of step into the ErrServer that says why: the
// connection's own failure first (a crash, bad JSON-RPC), else a timeout,
// else the SDK's error; for a stdio server, how it exited and the end of
// its stderr.
func (s *Server) failed(step string, timeout time.Duration, err error) error {
	why := err.Error()
	cause := s.rec.failure()
	var re readError
	var we writeError
	switch {
	// First: past the deadline the SDK closes the connection itself,
	// which must not read as the server's doing.
	case errors.Is(err, context.DeadlineExceeded):
		why = fmt.Sprintf("no answer within %v", timeout)
	case errors.As(cause, &re) && errors.Is(re.error, io.EOF):
		why = "the server closed the connection"
	case errors.As(cause, &re):
		why = "bad JSON-RPC from the server: " + re.error.Error()
	case errors.Is(cause, ErrNotInCassette):
		return s.fail(fmt.Errorf("%w: %s: %w", ErrServer, step, errors.Unwrap(cause)))
	case errors.As(cause, &we):
		why = "the server stopped reading: " + we.error.Error()
	}
	if s.proc != nil {
		if exited, how := s.proc.Exited(); exited || s.proc.WaitExit(500*time.Millisecond) {
			if !exited {
				_, how = s.proc.Exited()
			}
			why += "; the server exited: " + how
		}
		if e := strings.TrimSpace(s.proc.Stderr()); e != "" {
			why += "; its stderr ends: " + clip(e, 300)
		}
	}
	return s.fail(fmt.Errorf("%w: %s: %s", ErrServer, step, why))
}

// fail records err as the server's failure, unless an earlier one is, and
// returns it.
func (s *Server) fail(err error) error {
	s.emu.Lock()
	defer s.emu.Unlock()
	if s.broken == nil {
		s.broken = err
	}
	return err
}

func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > n {
		return "…" + s[len(s)-n:]
	}
	return s
}

// Err is the first failure of the server, or nil.
func (s *Server) Err() error {
	s.emu.Lock()
	defer s.emu.Unlock()
	return s.broken
}

// Close ends the session and stops a stdio server (its whole process
// group); it returns Err. The log gains the server's exit and the end of
// its stderr. Safe to call more than once.
func (s *Server) Close() error {
	s.emu.Lock()
	if s.closed {
		s.emu.Unlock()
		return s.Err()
	}
	s.closed = true
	s.emu.Unlock()
	s.rec.setClosing()
	if s.cs != nil {
		_ = s.cs.Close()
	}
	if s.proc != nil {
		s.proc.Stop(time.Second)
		_, how := s.proc.Exited()
		s.note("server-exit", map[string]any{"pid": s.proc.Pid(), "exit": how, "stderr": s.proc.Stderr()})
	}
	return s.Err()
}

// Log is the server leg so far: every frame and note, in order.
func (s *Server) Log() []mcphost.Entry { return s.rec.entries() }

// Tools are the server's tools as it listed them.
func (s *Server) Tools() []*mcp.Tool { return s.tools }

// AppTools lists the server's tools with their _meta.ui.visibility
// (mcphost.Upstream).
func (s *Server) AppTools() []mcphost.UpstreamTool {
	out := make([]mcphost.UpstreamTool, 0, len(s.tools))
	for _, t := range s.tools {
		out = append(out, mcphost.UpstreamTool{Name: t.Name, Visibility: visibility(t.Meta)})
	}
	return out
}

// call runs one request under the call timeout and returns the server's
// answer as recorded. A JSON-RPC error the server answered with is an
// *mcphost.RPCError (the server works; the request failed); anything else
// is ErrServer.
func (s *Server) call(ctx context.Context, method string, do func(ctx context.Context) error) (answer, error) {
	if err := s.Err(); err != nil {
		return answer{}, err
	}
	before, _ := s.rec.lastAnswer(method)
	ctx, cancel := context.WithTimeout(ctx, s.timeout)
	defer cancel()
	err := do(ctx)
	a, ok := s.rec.lastAnswer(method)
	var rpc *jsonrpc.Error
	switch {
	case errors.As(err, &rpc) && ok && a.seq != before.seq:
		return a, &mcphost.RPCError{Code: rpc.Code, Message: rpc.Message}
	case err != nil:
		return answer{}, s.failed(method, s.timeout, err)
	case !ok || a.seq == before.seq:
		return answer{}, s.failed(method, s.timeout, errors.New("no answer was recorded"))
	}
	return a, nil
}

// Forward relays one request of the app's to the server (mcphost.Upstream).
func (s *Server) Forward(ctx context.Context, method string, params json.RawMessage) (json.RawMessage, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var a answer
	var err error
	switch method {
	case "tools/call":
		var p struct {
			Name      string          `json:"name"`
			Arguments json.RawMessage `json:"arguments"`
		}
		_ = json.Unmarshal(params, &p)
		args := p.Arguments
		if len(args) == 0 || string(args) == "null" {
			args = json.RawMessage("{}")
		}
		a, err = s.call(ctx, method, func(ctx context.Context) error {
			_, err := s.cs.CallTool(ctx, &mcp.CallToolParams{Name: p.Name, Arguments: args})
			return err
		})
		if a.raw != nil {
			s.appCalls = append(s.appCalls, a)
		}
	case "resources/read":
		var p struct {
			URI string `json:"uri"`
		}
		_ = json.Unmarshal(params, &p)
		a, err = s.call(ctx, method, func(ctx context.Context) error {
			_, err := s.cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: p.URI})
			return err
		})
	case "resources/list":
		a, err = s.call(ctx, method, func(ctx context.Context) error {
			_, err := s.cs.ListResources(ctx, &mcp.ListResourcesParams{})
			return err
		})
	default:
		return nil, &mcphost.RPCError{Code: jsonrpc.CodeMethodNotFound, Message: "Method not found: " + method}
	}
	if err != nil {
		return nil, err
	}
	return a.raw, nil
}

// versionHeader adds the negotiated MCP-Protocol-Version header to every
// HTTP request after initialize, as the transport would if it were not
// wrapped for recording.
type versionHeader struct {
	base http.RoundTripper
	rec  *recorder
}

func (v *versionHeader) RoundTrip(r *http.Request) (*http.Response, error) {
	if a, ok := v.rec.lastAnswer("initialize"); ok && a.member == "result" && r.Header.Get("Mcp-Protocol-Version") == "" {
		var res struct {
			ProtocolVersion string `json:"protocolVersion"`
		}
		if json.Unmarshal(a.raw, &res) == nil && res.ProtocolVersion != "" {
			r = r.Clone(r.Context())
			r.Header.Set("Mcp-Protocol-Version", res.ProtocolVersion)
		}
	}
	return v.base.RoundTrip(r)
}
