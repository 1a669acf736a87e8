package requester

import (
	"bufio"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver/mcpservertest"
	"github.com/tribunal-dev/tribunal/internal/query"
)

func TestMain(m *testing.M) {
	code := m.Run()
	mcpservertest.Cleanup()
	os.Exit(code)
}

const serverTemplate = "../../testdata/mcp-server/app.json"

func serverProduct(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := mcpservertest.Product(dir); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestMCPServerRequest: MCPServer makes a server-mode request whose
// product_url is the server's directory (symlinks resolved) and whose
// command is the line's words; MCPServerURL one whose product_url is the
// URL. Both are what the strict decoder reads.
func TestMCPServerRequest(t *testing.T) {
	dir := serverProduct(t)
	link := filepath.Join(t.TempDir(), "link")
	if err := os.Symlink(dir, link); err != nil {
		t.Fatal(err)
	}
	root, _ := filepath.EvalSymlinks(dir)
	base := Spec{Skeleton: mcpSkeleton, MCPApp: serverTemplate, RequestID: "mcp-s"}
	stdio, http := base, base
	stdio.MCPServer, stdio.MCPServerDir = `./forecast-server --variant 'no-text-content'`, link
	http.MCPServerURL = "http://127.0.0.1:8931/mcp"
	for _, c := range []struct {
		name, url string
		sp        Spec
		transport string
		command   []string
	}{
		{"stdio", "file://" + root, stdio, events.MCPTransportStdio, []string{"./forecast-server", "--variant", "no-text-content"}},
		{"streamable http", "http://127.0.0.1:8931/mcp", http, events.MCPTransportHTTP, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, _, err := BuildRequest(c.sp)
			if err != nil {
				t.Fatal(err)
			}
			if r.ProductURL != c.url || r.MCPApp.Server == nil || r.MCPApp.Server.Transport != c.transport || !slices.Equal(r.MCPApp.Server.Command, c.command) || r.MCPApp.HTML != "" {
				t.Fatalf("request: url %q, app %+v, server %+v", r.ProductURL, r.MCPApp, r.MCPApp.Server)
			}
			if len(r.EffectiveSurfaces()) != 3 {
				t.Errorf("surfaces %v", r.EffectiveSurfaces())
			}
			body, err := events.Encode(r)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := events.Decode(events.SchemaRequestOpened, body); err != nil {
				t.Errorf("round trip: %v", err)
			}
		})
	}
}

// TestMCPServerInvalid: server-mode combinations that mean nothing are an
// InvalidError named by the flag, before anything is read; a command that
// is not a file in its directory is an input error.
func TestMCPServerInvalid(t *testing.T) {
	dir := serverProduct(t)
	for _, c := range []struct {
		sp    Spec
		want  string
		input bool
	}{
		{Spec{Skeleton: "/nonexistent", MCPServer: "./forecast-server"}, "need --mcp-app", false},
		{Spec{Skeleton: "/nonexistent", MCPApp: serverTemplate, MCPServer: "./x", MCPServerURL: "http://127.0.0.1:1/mcp"}, "not both", false},
		{Spec{Skeleton: "/nonexistent", MCPApp: serverTemplate, MCPServerDir: dir}, "--mcp-server-dir needs --mcp-server", false},
		{Spec{Skeleton: "/nonexistent", MCPApp: serverTemplate, MCPAppHTML: appBundle, MCPServer: "./forecast-server"}, "--mcp-app-html", false},
		{Spec{Skeleton: mcpSkeleton, MCPApp: serverTemplate, MCPServer: "./forecast-server 'open"}, "unterminated", false},
		{Spec{Skeleton: mcpSkeleton, MCPApp: serverTemplate, MCPServerURL: "file:///srv"}, "--mcp-server-url", false},
		{Spec{Skeleton: mcpSkeleton, MCPApp: serverTemplate, MCPServer: "sh -c true", MCPServerDir: dir}, "not a file in the product root", true},
		{Spec{Skeleton: mcpSkeleton, MCPApp: appTemplate, MCPServer: "./forecast-server", MCPServerDir: dir}, "must be absent when mcp_app.server is set", true},
		{Spec{Skeleton: "/nonexistent", MCPApp: appTemplate, MCPLive: true}, "--mcp-live needs --mcp-server", false},
	} {
		_, _, err := BuildRequest(c.sp)
		var (
			inv *InvalidError
			in  cli.InputError
		)
		if err == nil || !strings.Contains(err.Error(), c.want) || errors.As(err, &inv) == c.input || errors.As(err, &in) != c.input {
			t.Errorf("%+v: %v (%T), want %q (input error: %v)", c.sp, err, err, c.want, c.input)
		}
	}
}

// TestMCPServerProductHash: a streamable-HTTP server's product hash is
// the manifest of the resource it declares, asked of the server as the
// witnesses will; a stdio server's is its directory's; a server nothing
// answers at is an input error.
func TestMCPServerProductHash(t *testing.T) {
	dir := serverProduct(t)
	cmd := exec.Command(filepath.Join(dir, "forecast-server"), "--http", "127.0.0.1:0")
	cmd.Dir = dir
	out, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }()
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	url := strings.TrimSpace(line)
	r, sk, err := BuildRequest(Spec{Skeleton: mcpSkeleton, MCPApp: serverTemplate, MCPServerURL: url})
	if err != nil {
		t.Fatal(err)
	}
	// Recomputed here from the definition, not with manifestHash.
	h := func(s []byte) string { x := sha256.Sum256(s); return hex.EncodeToString(x[:]) }
	html, err := os.ReadFile(filepath.Join(dir, "dist", "good.html"))
	if err != nil {
		t.Fatal(err)
	}
	want := h([]byte("tribunal/product/v1\n" + h(html) + "  ui://forecast/card\n"))
	a, err := BuildAttempt(context.Background(), r, sk, AttemptSpec{AttemptID: "a1"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if a.ProductHash != want {
		t.Errorf("product hash %s, want the resource's manifest %s", a.ProductHash, want)
	}
	rs, _, err := BuildRequest(Spec{Skeleton: mcpSkeleton, MCPApp: serverTemplate, MCPServer: "./forecast-server", MCPServerDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	as, err := BuildAttempt(context.Background(), rs, sk, AttemptSpec{AttemptID: "a1"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if fh, _ := fileProductHash(dir); as.ProductHash != fh || fh == "" {
		t.Errorf("stdio product hash %s, want the directory's %s", as.ProductHash, fh)
	}
	dead, _, err := BuildRequest(Spec{Skeleton: mcpSkeleton, MCPApp: serverTemplate, MCPServerURL: "http://127.0.0.1:1/mcp"})
	if err != nil {
		t.Fatal(err)
	}
	var in cli.InputError
	if _, err := BuildAttempt(context.Background(), dead, sk, AttemptSpec{AttemptID: "a1"}, 1); !errors.As(err, &in) || !strings.Contains(err.Error(), "--mcp-server-url") {
		t.Errorf("a server nothing answers at: %v (%T), want an input error naming --mcp-server-url", err, err)
	}
}

// TestRecordCassette: by default a server-mode request records its
// server once (a stdio server in the witnesses' jail) and carries the
// cassette, pinned by its hash, with the app calls the file declares
// answered; the product hash of a streamable-HTTP server in cassette
// mode is the recorded resource's, with the server gone; --mcp-live
// records nothing and says live on the chain; a server that fails to
// record is an input error naming the flag and --mcp-live.
func TestRecordCassette(t *testing.T) {
	dir := serverProduct(t)
	ctx := context.Background()
	r, sk, err := BuildRequest(Spec{Skeleton: mcpSkeleton, MCPApp: serverTemplate, MCPServer: "./forecast-server --variant nondeterministic", MCPServerDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	r.MCPApp.Server.AppCalls = []events.MCPAppCall{{Name: "refresh_forecast", ArgumentsJSON: `{"city":"Oslo"}`}}
	if err := RecordCassette(ctx, r); err != nil {
		t.Fatal(err)
	}
	srv := r.MCPApp.Server
	file, err := srv.CassetteFile()
	if err != nil || srv.Mode != events.MCPModeCassette || srv.CassetteSHA256 != events.CassetteHash(file) {
		t.Fatalf("server %q %s: %v", srv.Mode, srv.CassetteSHA256, err)
	}
	for _, want := range []string{`"method": "resources/read"`, `"tool": "get_forecast"`, `"tool": "refresh_forecast"`, `server process`} {
		if !strings.Contains(string(file), want) {
			t.Errorf("the cassette lacks %s", want)
		}
	}
	body, err := events.Encode(r)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := events.Decode(events.SchemaRequestOpened, body); err != nil {
		t.Fatalf("round trip: %v", err)
	}
	if err := query.CheckRequestLimits(r); err != nil {
		t.Errorf("the test app's cassette: %v", err)
	}
	t.Logf("cassette %d bytes, cassette_gzip %d bytes, request.opened.v1 %d bytes", len(file), len(srv.CassetteGzip), len(body))

	// Streamable HTTP: the product hash from the cassette, the server gone.
	cmd := exec.Command(filepath.Join(dir, "forecast-server"), "--http", "127.0.0.1:0")
	cmd.Dir = dir
	out, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	rh, _, err := BuildRequest(Spec{Skeleton: mcpSkeleton, MCPApp: serverTemplate, MCPServerURL: strings.TrimSpace(line)})
	if err != nil {
		t.Fatal(err)
	}
	if err := RecordCassette(ctx, rh); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Process.Kill()
	_ = cmd.Wait()
	a, err := BuildAttempt(ctx, rh, sk, AttemptSpec{AttemptID: "a1"}, 1)
	if err != nil {
		t.Fatalf("the product hash of a cassette, its server gone: %v", err)
	}
	h := func(s []byte) string { x := sha256.Sum256(s); return hex.EncodeToString(x[:]) }
	html, _ := os.ReadFile(filepath.Join(dir, "dist", "good.html"))
	if want := h([]byte("tribunal/product/v1\n" + h(html) + "  ui://forecast/card\n")); a.ProductHash != want {
		t.Errorf("product hash %s, want the recorded resource's manifest %s", a.ProductHash, want)
	}

	live, _, err := BuildRequest(Spec{Skeleton: mcpSkeleton, MCPApp: serverTemplate, MCPServerURL: "http://127.0.0.1:1/mcp", MCPLive: true})
	if err != nil || RecordCassette(ctx, live) != nil || live.MCPApp.Server.Mode != events.MCPModeLive || live.MCPApp.Server.CassetteGzip != "" {
		t.Errorf("--mcp-live: %v, server %+v", err, live.MCPApp.Server)
	}
	dead, _, err := BuildRequest(Spec{Skeleton: mcpSkeleton, MCPApp: serverTemplate, MCPServerURL: "http://127.0.0.1:1/mcp"})
	if err != nil {
		t.Fatal(err)
	}
	var in cli.InputError
	if err := RecordCassette(ctx, dead); !errors.As(err, &in) || !strings.Contains(err.Error(), "--mcp-server-url: mcp server: initialize") || !strings.Contains(err.Error(), "--mcp-live") {
		t.Errorf("a server nothing answers at: %v, want an input error naming --mcp-server-url and --mcp-live", err)
	}
}
