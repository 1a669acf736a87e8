package mcpserver

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver/mcpservertest"
)

func stdio(dir, variant string) Target {
	return Target{Dir: dir, Command: []string{mcpservertest.Command, "--variant", variant}}
}

func request(t *testing.T, variant string) *events.MCPApp {
	t.Helper()
	app, err := mcpservertest.App(variant)
	if err != nil {
		t.Fatal(err)
	}
	return app
}

func open(t *testing.T, target Target, opts Options) *Server {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	s, err := Open(ctx, target, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// answerIn finds, in the recorded log, the server's answer to the first
// request of method: the member and its bytes as the frame holds them.
func answerIn(t *testing.T, log []mcphost.Entry, method string) (string, string) {
	t.Helper()
	id := ""
	for _, e := range log {
		var m map[string]json.RawMessage
		if json.Unmarshal([]byte(e.Frame), &m) != nil {
			continue
		}
		switch {
		case e.Dir == mcphost.DirHostToServer && string(m["method"]) == `"`+method+`"` && id == "":
			id = string(m["id"])
		case e.Dir == mcphost.DirServerToHost && id != "" && string(m["id"]) == id:
			if r, ok := m["result"]; ok {
				return "result", string(r)
			}
			return "error", string(m["error"])
		}
	}
	t.Fatalf("no answer to %s in the log", method)
	return "", ""
}

// The good server: the resource, its MIME type and CSP, and the model's
// result, exactly as the server declares them; the log holds the whole
// leg, and the transcript's hashes can be recomputed from it.
func TestResolveGood(t *testing.T) {
	dir := product(t)
	for _, tt := range []struct {
		name   string
		target func(t *testing.T) Target
	}{
		{"stdio", func(t *testing.T) Target { return stdio(dir, "good") }},
		{"streamable http", func(t *testing.T) Target { return Target{URL: httpServer(t, dir, "good")} }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := open(t, tt.target(t), Options{})
			ctx := context.Background()
			got, err := s.Resolve(ctx, request(t, "good"))
			if err != nil {
				t.Fatal(err)
			}
			html, _ := os.ReadFile(filepath.Join(dir, "dist", "good.html"))
			a := got.App
			if a.URI != "ui://forecast/card" || a.MIMEType != events.MCPAppMIMEType || a.HTML != string(html) {
				t.Errorf("resource %s %q, %d bytes of HTML (want %d)", a.URI, a.MIMEType, len(a.HTML), len(html))
			}
			if a.CSP == nil || !slices.Equal(a.CSP.ConnectDomains, []string{"https://api.forecast.example"}) {
				t.Errorf("csp %+v", a.CSP)
			}
			if len(a.Tool.Result.Content) != 1 || a.Tool.Result.Content[0].Text != "Oslo: 4°C, light rain" ||
				a.Tool.Result.StructuredContentJSON != `{"city":"Oslo","temperature":4,"summary":"light rain"}` {
				t.Errorf("result %+v", a.Tool.Result)
			}
			if !json.Valid(got.Result) || !strings.Contains(string(got.Result), `"structuredContent"`) {
				t.Errorf("raw result %s", got.Result)
			}
			// The app's own call, relayed.
			res, err := s.Forward(ctx, "tools/call", json.RawMessage(`{"name":"refresh_forecast","arguments":{"city":"Oslo"}}`))
			if err != nil || !strings.Contains(string(res), "clearing") {
				t.Fatalf("forward: %s, %v", res, err)
			}
			_, err = s.Forward(ctx, "tools/call", json.RawMessage(`{"name":"no_such_tool"}`))
			var rpc *mcphost.RPCError
			if !errors.As(err, &rpc) || s.Err() != nil {
				t.Errorf("an unknown tool: %v (server broken: %v); want the server's JSON-RPC error", err, s.Err())
			}
			if vis := visibilityOf(s.AppTools(), "refresh_forecast"); !slices.Equal(vis, []string{"app"}) {
				t.Errorf("refresh_forecast visibility %v", vis)
			}
			// The transcript, recomputed from the log alone.
			log := s.Log()
			tr := s.Transcript("web")
			m, raw := answerIn(t, log, "resources/read")
			if want := hashHex(answerDomain + "resources/read\n" + m + "\n" + raw); tr.ResourceSHA256 != want {
				t.Errorf("resource hash %s, from the log %s", tr.ResourceSHA256, want)
			}
			m, raw = answerIn(t, log, "tools/call")
			if want := hashHex(answerDomain + "tools/call\n" + m + "\n" + raw); tr.ResultSHA256 != want {
				t.Errorf("result hash %s, from the log %s", tr.ResultSHA256, want)
			}
			if len(tr.AppCallSHA256) != 2 {
				t.Errorf("%d app call hashes, want 2 (a result and an error)", len(tr.AppCallSHA256))
			}
			if err := s.Close(); err != nil {
				t.Errorf("close: %v", err)
			}
			// A second session of the same server gets the same answers.
			s2 := open(t, tt.target(t), Options{})
			if _, err := s2.Resolve(ctx, request(t, "good")); err != nil {
				t.Fatal(err)
			}
			_, _ = s2.Forward(ctx, "tools/call", json.RawMessage(`{"name":"refresh_forecast","arguments":{"city":"Oslo"}}`))
			_, _ = s2.Forward(ctx, "tools/call", json.RawMessage(`{"name":"no_such_tool"}`))
			if tr2 := s2.Transcript("web"); !slices.Equal(tr2.AppCallSHA256, tr.AppCallSHA256) || tr2.ResultSHA256 != tr.ResultSHA256 || tr2.ResourceSHA256 != tr.ResourceSHA256 {
				t.Errorf("two sessions disagree:\n%+v\n%+v", tr, tr2)
			}
		})
	}
}

func visibilityOf(tools []mcphost.UpstreamTool, name string) []string {
	for _, t := range tools {
		if t.Name == name {
			return t.Visibility
		}
	}
	return nil
}

// httpServer runs the test server on streamable HTTP for the test and
// returns its endpoint.
func httpServer(t *testing.T, dir, variant string) string {
	t.Helper()
	cmd := exec.Command(filepath.Join(dir, "forecast-server"), "--variant", variant, "--http", "127.0.0.1:0")
	cmd.Dir = dir
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatalf("the server printed no URL: %v", err)
	}
	return strings.TrimSpace(line)
}

// Every way a server fails is an ErrServer whose text says why.
func TestServerFailures(t *testing.T) {
	dir := product(t)
	ctx := context.Background()
	tests := []struct {
		name, variant, tool string
		// forward: the failure comes with the app's call, not before.
		forward bool
		want    []string
	}{
		{"hangs", "hang", "", false, []string{"initialize: no answer within 2s"}},
		{"crashes", "crash", "", false, []string{"initialize", "the server exited: exit status 3", "simulated crash before initialize"}},
		{"bad JSON-RPC", "garbage", "", false, []string{"initialize", "bad JSON-RPC from the server", "invalid character"}},
		{"crashes on the app's call", "crash-on-refresh", "", true, []string{"tools/call", "the server closed the connection", "exit status 4", "simulated crash on refresh_forecast"}},
		{"a tool without a UI", "good", "get_time", false, []string{`tool "get_time" declares no UI resource`}},
		{"a tool it does not have", "good", "get_weather", false, []string{`lists no tool "get_weather"`, "get_forecast, get_time, refresh_forecast"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			// Only the hanging server needs a short bound (its failure is
			// the timeout); the others keep the default, so that a loaded
			// machine cannot turn their failure into a timeout.
			var opts Options
			if tt.variant == "hang" {
				opts.CallTimeout, opts.StartTimeout = 2*time.Second, 2*time.Second
			}
			s, err := Open(ctx, stdio(dir, tt.variant), opts)
			if err == nil {
				defer s.Close()
				app := request(t, tt.variant)
				if tt.tool != "" {
					app.Tool.Name = tt.tool
				}
				_, err = s.Resolve(ctx, app)
				if err == nil && tt.forward {
					_, err = s.Forward(ctx, "tools/call", json.RawMessage(`{"name":"refresh_forecast","arguments":{}}`))
				}
			}
			if !errors.Is(err, ErrServer) {
				t.Fatalf("error %v, want an ErrServer", err)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q lacks %q", err, w)
				}
			}
			if s != nil && s.Err() == nil {
				t.Error("the server's Err is nil after its failure")
			}
		})
	}
}

// TestStartTimeout: a stdio server's start-up counts against initialize's
// own bound (StartTimeout), not the call timeout: a server that takes
// longer to start than one call may take is still served, and one that
// takes longer than StartTimeout is a failure that names that bound.
func TestStartTimeout(t *testing.T) {
	dir := product(t)
	const delay = 2 * time.Second
	for _, tt := range []struct {
		name  string
		start time.Duration
		want  string // "" for a served session
	}{
		{"start within its bound", 15 * time.Second, ""},
		{"start past its bound", time.Second, "initialize: no answer within 1s"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			target := Target{Dir: dir, Command: []string{mcpservertest.Command, "--variant", "good", "--start-delay", delay.String()}}
			s, err := Open(context.Background(), target, Options{CallTimeout: delay / 2, StartTimeout: tt.start})
			if s != nil {
				defer s.Close()
			}
			switch {
			case tt.want == "" && err != nil:
				t.Fatalf("a server that starts in %s, with %s to start and %s a call: %v", delay, tt.start, delay/2, err)
			case tt.want != "" && (!errors.Is(err, ErrServer) || !strings.Contains(err.Error(), tt.want)):
				t.Fatalf("error %v, want an ErrServer with %q", err, tt.want)
			}
		})
	}
}

// A server that redirects is not followed.
func TestHTTPRedirectRefused(t *testing.T) {
	srv := httptest.NewServer(http.RedirectHandler("http://127.0.0.1:1/elsewhere", http.StatusTemporaryRedirect))
	defer srv.Close()
	_, err := Open(context.Background(), Target{URL: srv.URL + "/mcp"}, Options{CallTimeout: 5 * time.Second})
	if !errors.Is(err, ErrServer) || !strings.Contains(err.Error(), "redirect") {
		t.Fatalf("error %v, want a refused redirect", err)
	}
}
