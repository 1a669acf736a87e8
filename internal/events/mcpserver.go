package events

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"path"
	"strings"
)

// Transports of MCPServer.
const (
	// MCPTransportStdio: the witness starts the server (MCPServer.Command)
	// in the request's product root, a file:// product_url, and speaks
	// newline-delimited JSON-RPC over its stdin and stdout.
	MCPTransportStdio = "stdio"
	// MCPTransportHTTP: the server runs at the request's product_url, an
	// http(s):// URL, and speaks MCP's streamable HTTP transport.
	MCPTransportHTTP = "streamable-http"
)

// Limits of MCPServer.Command.
const (
	MaxMCPServerArgs   = 64
	MaxMCPServerArgLen = 4096
)

// MCPServer names the real MCP server of an MCP App request (server mode,
// docs/MCP-APPS.md): where it is, is the request's product_url; how to
// reach it, is Transport.
type MCPServer struct {
	Transport string `json:"transport" tribunal:"required,enum=stdio|streamable-http"`
	// Command is the stdio server's argv: Command[0] is a relative path
	// inside the product root (no PATH lookup, no shell), the rest its
	// arguments, passed as they are. Absent for streamable-http.
	Command []string `json:"command,omitempty" tribunal:"nonempty"`
	// Mode is how the witnesses' hosts get the server's answers
	// (docs/MCP-APPS.md §8): MCPModeCassette replays the answers the
	// requester recorded (Cassette), so both witnesses see the same bytes
	// and the fold compares them exactly; MCPModeLive asks the server in
	// each witness's own sessions, and the fold compares the answers'
	// shapes. Absent is live (a request made before the mode existed).
	Mode string `json:"mode,omitempty" tribunal:"enum=cassette|live"`
	// CassetteGzip is the cassette: the server's recorded answers, the
	// bytes of a tribunal.mcp-cassette.v1 file (docs/FORMAT.md §11),
	// gzip-compressed and base64-encoded (EncodeCassette): a resource is
	// hundreds of kilobytes of HTML, JSON-escaped in the file, and the
	// request must fit one broker message. Present exactly in cassette
	// mode.
	CassetteGzip string `json:"cassette_gzip,omitempty" tribunal:"nonempty,base64"`
	// CassetteSHA256 pins the cassette: CassetteHash of the file's bytes
	// (not of their compressed form, which another gzip may write
	// otherwise).
	CassetteSHA256 string `json:"cassette_sha256,omitempty" tribunal:"hex64"`
	// AppCalls are the app's own tools/call requests the requester
	// declares, which the recording makes of the server so that the
	// cassette answers them (the app's calls, as the app will make them).
	AppCalls []MCPAppCall `json:"app_calls,omitempty"`
}

// Modes of MCPServer.
const (
	MCPModeCassette = "cassette"
	MCPModeLive     = "live"
)

// MCPAppCall is one tools/call an app makes by itself, declared so that
// a recording can answer it.
type MCPAppCall struct {
	Name string `json:"name" tribunal:"required,nonempty"`
	// ArgumentsJSON is the call's arguments, a JSON object as text.
	ArgumentsJSON string `json:"arguments_json" tribunal:"required"`
}

// MaxMCPAppCalls bounds MCPServer.AppCalls.
const MaxMCPAppCalls = 32

// cassetteDomain separates the cassette's hash from every other SHA-256
// in Tribunal.
const cassetteDomain = "tribunal/mcp-cassette/v1\n"

// CassetteHash is the hash a request pins its cassette by:
// hex(SHA-256("tribunal/mcp-cassette/v1\n" + the cassette file's bytes)).
func CassetteHash(file []byte) string {
	h := sha256.New()
	h.Write([]byte(cassetteDomain))
	h.Write(file)
	return hex.EncodeToString(h.Sum(nil))
}

// MaxCassetteBytes bounds a cassette file, decompressed.
const MaxCassetteBytes = 4 << 20

// EncodeCassette is the cassette_gzip of a cassette file: gzip at the
// best compression, base64 (standard, padded).
func EncodeCassette(file []byte) string {
	var b bytes.Buffer
	w, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
	_, _ = w.Write(file)
	_ = w.Close()
	return base64.StdEncoding.EncodeToString(b.Bytes())
}

// CassetteFile is the cassette file cassette_gzip holds: one gzip
// member, at most MaxCassetteBytes decompressed.
func (s *MCPServer) CassetteFile() ([]byte, error) {
	z, err := base64.StdEncoding.DecodeString(s.CassetteGzip)
	if err != nil {
		return nil, fmt.Errorf("not base64: %w", err)
	}
	br := bytes.NewReader(z) // a ByteReader: gzip reads no further than its member
	r, err := gzip.NewReader(br)
	if err != nil {
		return nil, fmt.Errorf("not gzip: %w", err)
	}
	r.Multistream(false)
	file, err := io.ReadAll(io.LimitReader(r, MaxCassetteBytes+1))
	switch {
	case err != nil:
		return nil, fmt.Errorf("not gzip: %w", err)
	case len(file) > MaxCassetteBytes:
		return nil, fmt.Errorf("over %d bytes decompressed", MaxCassetteBytes)
	}
	if br.Len() != 0 {
		return nil, errors.New("data after the gzip member")
	}
	return file, nil
}

// EffectiveMode is the server's mode: Mode, or live when absent.
func (s *MCPServer) EffectiveMode() string {
	if s == nil || s.Mode == "" {
		return MCPModeLive
	}
	return s.Mode
}

// checkServerMode applies the rules of an mcp_app with a server: what the
// server declares is not in the request, and the command is one a witness
// can run.
func (m *MCPApp) checkServerMode(p string) error {
	for _, f := range []struct {
		name    string
		present bool
	}{
		{"uri", m.URI != ""}, {"mime_type", m.MIMEType != ""}, {"html", m.HTML != ""}, {"csp", m.CSP != nil},
		{"tool.result", m.Tool.Result.Content != nil || m.Tool.Result.StructuredContentJSON != "" || m.Tool.Result.IsError},
		{"tools", m.Tools != nil},
	} {
		if f.present {
			return bad(p+"."+f.name, "must be absent when mcp_app.server is set: the MCP server declares it")
		}
	}
	if err := checkJSONObject(m.Tool.ArgumentsJSON, false); err != nil {
		return bad(p+".tool.arguments_json", "%v", err)
	}
	s := m.Server
	switch s.Transport {
	case MCPTransportStdio:
		if len(s.Command) == 0 {
			return bad(p+".server.command", "a stdio server needs its command")
		}
	case MCPTransportHTTP:
		if s.Command != nil {
			return bad(p+".server.command", "must be absent for %s: the server already runs at product_url", MCPTransportHTTP)
		}
	}
	if len(s.Command) > MaxMCPServerArgs {
		return bad(p+".server.command", "at most %d words", MaxMCPServerArgs)
	}
	for i, a := range s.Command {
		if len(a) > MaxMCPServerArgLen || strings.ContainsRune(a, 0) {
			return bad(fmt.Sprintf("%s.server.command[%d]", p, i), "must be at most %d bytes without NUL", MaxMCPServerArgLen)
		}
	}
	if len(s.Command) > 0 {
		if err := CheckMCPServerPath(s.Command[0]); err != nil {
			return bad(p+".server.command[0]", "%v", err)
		}
	}
	return s.checkMode(p + ".server")
}

// checkMode: a cassette is present exactly in cassette mode, and its hash
// is the one pinned; the declared app calls are well formed.
func (s *MCPServer) checkMode(p string) error {
	cassette := s.EffectiveMode() == MCPModeCassette
	switch {
	case cassette && s.CassetteGzip == "":
		return bad(p+".cassette_gzip", "missing required field (mode cassette replays the recorded answers)")
	case cassette && s.CassetteSHA256 == "":
		return bad(p+".cassette_sha256", "missing required field (mode cassette pins its cassette)")
	case !cassette && (s.CassetteGzip != "" || s.CassetteSHA256 != ""):
		return bad(p+".cassette_gzip", "must be absent in mode live: the witnesses ask the server itself")
	}
	if cassette {
		file, err := s.CassetteFile()
		if err != nil {
			return bad(p+".cassette_gzip", "%v", err)
		}
		if h := CassetteHash(file); h != s.CassetteSHA256 {
			return bad(p+".cassette_sha256", "is not the hash of the cassette (want %s): the cassette was altered", h)
		}
	}
	if len(s.AppCalls) > MaxMCPAppCalls {
		return bad(p+".app_calls", "at most %d calls", MaxMCPAppCalls)
	}
	for i, c := range s.AppCalls {
		if err := checkJSONObject(c.ArgumentsJSON, false); err != nil {
			return bad(fmt.Sprintf("%s.app_calls[%d].arguments_json", p, i), "%v", err)
		}
	}
	return nil
}

// CheckMCPServerPath accepts the first word of a stdio server's command: a
// clean relative slash-separated path that stays inside the product root
// ("./bin/server", "server"). Symlinks are the witness's to resolve.
func CheckMCPServerPath(p string) error {
	c := path.Clean(p)
	switch {
	case strings.HasPrefix(p, "/"):
		return fmt.Errorf("%q: the command is a path relative to the product root, not an absolute one", clip(p))
	case strings.ContainsRune(p, '\\'):
		return fmt.Errorf("%q: slash-separated, without backslashes", clip(p))
	case c == "." || c == ".." || strings.HasPrefix(c, "../"):
		return fmt.Errorf("%q: the command must name a file inside the product root", clip(p))
	}
	return nil
}

// checkMCPServerProduct: a server-mode request's product_url is where the
// server is, of the kind its transport needs.
func checkMCPServerProduct(app *MCPApp, productURL string) error {
	if app == nil || app.Server == nil {
		return nil
	}
	switch t := app.Server.Transport; {
	case productURL == "":
		return bad("product_url", "an mcp_app with a server needs product_url: the server's directory (stdio) or URL (%s)", MCPTransportHTTP)
	case t == MCPTransportStdio && !strings.HasPrefix(productURL, "file://"):
		return bad("product_url", "a stdio MCP server's product_url is the file:// directory it runs in")
	case t == MCPTransportHTTP && !strings.HasPrefix(productURL, "http://") && !strings.HasPrefix(productURL, "https://"):
		return bad("product_url", "a %s MCP server's product_url is its http(s):// endpoint", MCPTransportHTTP)
	}
	return nil
}

// MCPServerTranscript is what one witness's test host got from the real
// MCP server on one surface (server mode): the SHA-256 of each answer, so
// that the fold can compare the two witnesses' without either reading the
// other's (docs/MCP-APPS.md, "Both witnesses ask the server").
type MCPServerTranscript struct {
	Surface string `json:"surface" tribunal:"required,enum=web|android|ios"`
	// ResourceSHA256 hashes the resources/read result of the app's ui://
	// resource; ResultSHA256 the model's tools/call result; AppCallSHA256
	// each answer to a call the app made through the host, in order (see
	// mcpserver.AnswerHash for the bytes).
	ResourceSHA256 string   `json:"resource_sha256" tribunal:"required,hex64"`
	ResultSHA256   string   `json:"result_sha256" tribunal:"required,hex64"`
	AppCallSHA256  []string `json:"app_call_sha256" tribunal:"required,hex64"`
	// Mode is how the host got the answers: MCPModeCassette (replayed
	// from the request's cassette, CassetteSHA256) or MCPModeLive.
	// Absent: live.
	Mode           string `json:"mode,omitempty" tribunal:"enum=cassette|live"`
	CassetteSHA256 string `json:"cassette_sha256,omitempty" tribunal:"hex64"`
	// The shapes of the answers (mcpserver.ShapeHash: member names and
	// value types, not values), which the fold compares in live mode: the
	// names of the server's tools; the resources/read result; the model's
	// tools/call result; each answer to the app's calls, in order.
	ToolsShapeSHA256    string   `json:"tools_shape_sha256,omitempty" tribunal:"hex64"`
	ResourceShapeSHA256 string   `json:"resource_shape_sha256,omitempty" tribunal:"hex64"`
	ResultShapeSHA256   string   `json:"result_shape_sha256,omitempty" tribunal:"hex64"`
	AppCallShapeSHA256  []string `json:"app_call_shape_sha256,omitempty" tribunal:"hex64"`
}

// checkTranscripts: one transcript per surface at most.
func checkTranscripts(ts []MCPServerTranscript) error {
	seen := map[string]bool{}
	for i, t := range ts {
		if seen[t.Surface] {
			return bad(fmt.Sprintf("mcp_server[%d].surface", i), "duplicate surface %q", t.Surface)
		}
		seen[t.Surface] = true
	}
	return nil
}
