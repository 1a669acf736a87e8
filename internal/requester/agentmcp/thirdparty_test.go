package agentmcp

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/testenv"
)

// clientsDir holds the pinned third-party MCP clients (make deps: npm
// ci there).
const clientsDir = "../../../testdata/mcp-clients"

// TestThirdPartyClients: MCP clients nobody here wrote, pinned by
// testdata/mcp-clients/package-lock.json, against tribunal mcp on a real
// ledger: the TypeScript SDK's client over stdio (the built binary) and
// over streamable HTTP with a bearer token lists the tools and runs the
// loop's calls; the MCP Inspector's CLI lists the tools and calls
// status; the conformance suite's server scenarios pass where they
// apply (testdata/mcp-clients/not-applicable.yml lists the others, and
// why).
func TestThirdPartyClients(t *testing.T) {
	testenv.Short(t, "builds tribunal and runs node clients")
	node := testenv.Tool(t, "node", "make deps installs nodejs")
	clients, err := filepath.Abs(clientsDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, pkg := range []string{"sdk", "inspector", "conformance"} {
		if _, err := os.Stat(filepath.Join(clients, "node_modules", "@modelcontextprotocol", pkg)); err != nil {
			testenv.Skip(t, "testdata/mcp-clients is not installed (", err, "): run make deps")
		}
	}
	bin := filepath.Join(t.TempDir(), "tribunal")
	build := exec.Command("go", "build", "-o", bin, "github.com/tribunal-dev/tribunal/cmd/tribunal")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	d := newLedger(t)
	skel, err := filepath.Abs(acme)
	if err != nil {
		t.Fatal(err)
	}
	token := strings.Repeat("5a", 20)
	tokFile := filepath.Join(t.TempDir(), "token")
	if err := os.WriteFile(tokFile, []byte(token), 0o600); err != nil {
		t.Fatal(err)
	}
	withToken := serveHTTP(t, d.Dir, tokFile)
	open := serveHTTP(t, d.Dir, "")

	nodeRun := func(t *testing.T, env []string, args ...string) []byte {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, node, args...)
		cmd.Dir = clients
		cmd.Env = append(os.Environ(), env...)
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Run(); err != nil {
			t.Fatalf("node %s: %v\nstdout:\n%s\nstderr:\n%s", strings.Join(args, " "), err, stdout.String(), stderr.String())
		}
		return stdout.Bytes()
	}
	allTools := []string{"attempt", "evidence", "scar", "skeleton_lint", "skeleton_record", "status", "verify"}

	for _, tt := range []struct {
		name string
		id   string
		args []string
		env  []string
	}{
		{"TypeScript SDK over stdio", "ts-stdio", []string{"sdk-client.mjs", "stdio", bin, "mcp", "--dir", d.Dir, "--log-level", "warn"}, nil},
		{"TypeScript SDK over streamable HTTP with a bearer token", "ts-http", []string{"sdk-client.mjs", "http", withToken}, []string{"MCP_TOKEN=" + token}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			out := nodeRun(t, append(tt.env, "MCP_SKELETON="+skel, "MCP_REQUEST_ID="+tt.id), tt.args...)
			var got struct {
				Server        string   `json:"server"`
				Tools         []string `json:"tools"`
				OutputSchemas []string `json:"outputSchemas"`
				Verify        Result   `json:"verify"`
				VerifyText    string   `json:"verifyText"`
				Progress      int      `json:"progress"`
				Status        Result   `json:"status"`
				Attempt       struct {
					IsError bool `json:"isError"`
				} `json:"attempt"`
				Bad struct {
					IsError bool   `json:"isError"`
					Text    string `json:"text"`
				} `json:"bad"`
				Templates          []string `json:"templates"`
				SkeletonIndexBytes int      `json:"skeletonIndexBytes"`
			}
			if err := json.Unmarshal(out, &got); err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			if got.Server != "tribunal" || !slices.Equal(got.Tools, allTools) {
				t.Errorf("server %q tools %v", got.Server, got.Tools)
			}
			if !slices.Equal(got.OutputSchemas, []string{"attempt", "scar", "skeleton_lint", "skeleton_record", "status", "verify"}) {
				t.Errorf("tools with an output schema: %v", got.OutputSchemas)
			}
			if got.Verify.RequestID != tt.id || got.Verify.Verdict != events.StateFail || got.Verify.Error != "DOM_PAYLOAD_MISSING" ||
				got.Status.Verdict != events.StateFail || !strings.HasPrefix(got.VerifyText, "FAIL "+tt.id) {
				t.Errorf("verify %+v, status %+v, text %q", got.Verify, got.Status, got.VerifyText)
			}
			if got.Progress == 0 {
				t.Error("no progress notification reached the client")
			}
			if got.Attempt.IsError {
				t.Error("attempt on a failed request: a tool error, want its (final) status")
			}
			if !got.Bad.IsError || !strings.Contains(got.Bad.Text, "request_id") {
				t.Errorf("bad arguments: %+v", got.Bad)
			}
			if len(got.Templates) != 3 || got.SkeletonIndexBytes == 0 {
				t.Errorf("resource templates %v, skeleton index %d bytes", got.Templates, got.SkeletonIndexBytes)
			}
		})
	}

	t.Run("TypeScript SDK over HTTP without the token is refused", func(t *testing.T) {
		cmd := exec.Command(node, "sdk-client.mjs", "http", withToken)
		cmd.Dir = clients
		cmd.Env = append(os.Environ(), "MCP_SKELETON="+skel, "MCP_REQUEST_ID=ts-none")
		out, err := cmd.CombinedOutput()
		if err == nil || !strings.Contains(string(out), "401") {
			t.Errorf("without a token: %v\n%s", err, out)
		}
	})

	t.Run("a tool error is the line the CLI prints", func(t *testing.T) {
		cs := connect(t, d, nil)
		for _, tt := range []struct {
			tool string
			args map[string]any
			cli  []string
		}{
			{"status", map[string]any{"request_id": "nope"}, []string{"status", "nope"}},
			{"scar", map[string]any{"fingerprint": strings.Repeat("cd", 32)}, []string{"scar", strings.Repeat("cd", 32)}},
			{"skeleton_lint", map[string]any{"dir": "/nonexistent"}, []string{"skeleton", "lint", "/nonexistent"}},
		} {
			cmd := exec.Command(bin, append(tt.cli, "--dir", d.Dir)...)
			if tt.tool == "skeleton_lint" {
				cmd = exec.Command(bin, tt.cli...)
			}
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			if err := cmd.Run(); err == nil {
				t.Fatalf("tribunal %s succeeded", strings.Join(tt.cli, " "))
			}
			res := call(t, cs, tt.tool, tt.args)
			if got, want := text(res), strings.TrimSuffix(stderr.String(), "\n"); !res.IsError || got != want {
				t.Errorf("%s: tool error %q, the CLI's line %q", tt.tool, got, want)
			}
		}
	})

	inspector := filepath.Join(clients, "node_modules", "@modelcontextprotocol", "inspector", "cli", "build", "cli.js")
	t.Run("MCP Inspector CLI lists the tools and calls status", func(t *testing.T) {
		out := nodeRun(t, nil, inspector, "--cli", bin, "mcp", "--dir", d.Dir, "--log-level", "warn", "--method", "tools/list")
		var lt struct {
			Tools []struct {
				Name string `json:"name"`
			} `json:"tools"`
		}
		if err := json.Unmarshal(out, &lt); err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		var names []string
		for _, tool := range lt.Tools {
			names = append(names, tool.Name)
		}
		slices.Sort(names)
		if !slices.Equal(names, allTools) {
			t.Errorf("tools %v", names)
		}
		out = nodeRun(t, nil, inspector, "--cli", bin, "mcp", "--dir", d.Dir, "--log-level", "warn",
			"--method", "tools/call", "--tool-name", "status", "--tool-arg", "request_id=ts-stdio")
		var res struct {
			IsError           bool   `json:"isError"`
			StructuredContent Result `json:"structuredContent"`
		}
		if err := json.Unmarshal(out, &res); err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		if res.IsError || res.StructuredContent.RequestID != "ts-stdio" || res.StructuredContent.Verdict != events.StateFail {
			t.Errorf("status: %s", out)
		}
	})

	t.Run("conformance: the server scenarios that apply pass", func(t *testing.T) {
		conformance := filepath.Join(clients, "node_modules", "@modelcontextprotocol", "conformance", "dist", "index.js")
		out := nodeRun(t, nil, conformance, "server", "--url", open, "--expected-failures", "not-applicable.yml", "-o", t.TempDir())
		for _, want := range []string{"server-initialize", "tools-list", "ping", "dns-rebinding-protection"} {
			if !strings.Contains(string(out), "✓ "+want) {
				t.Errorf("conformance did not pass %s:\n%s", want, out)
			}
		}
	})
}

// serveHTTP serves tribunal mcp over streamable HTTP on loopback for the
// test, with the bearer token in tokenFile ("" for none), and returns
// its URL.
func serveHTTP(t *testing.T, dir, tokenFile string) string {
	t.Helper()
	s := New(Config{Conn: endpoint.Flags{Dir: dir}})
	ctx, cancel := context.WithCancel(context.Background())
	addrc := make(chan string, 1)
	done := make(chan error, 1)
	go func() {
		done <- s.ServeHTTP(ctx, HTTPOptions{Addr: "127.0.0.1:0", TokenFile: tokenFile, Ready: func(a string) { addrc <- a }})
	}()
	var addr string
	select {
	case addr = <-addrc:
	case err := <-done:
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Error(err)
		}
		s.Close()
	})
	return "http://" + addr + "/mcp"
}
