package witness

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

func serverApp(transport string, command ...string) *events.MCPApp {
	return &events.MCPApp{
		Server:         &events.MCPServer{Transport: transport, Command: command},
		Tool:           events.MCPToolCall{Name: "get_forecast", ArgumentsJSON: `{}`},
		HydratedRegion: events.MCPRegion{X: 0, Y: 0, Width: 10, Height: 10},
	}
}

func TestCheckMCPServer(t *testing.T) {
	dir := t.TempDir()
	run := filepath.Join(dir, "run")
	other := filepath.Join(dir, "other")
	for _, d := range []string{run, filepath.Join(run, "forecast"), other} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(other, filepath.Join(run, "escape")); err != nil {
		t.Fatal(err)
	}
	mcp, err := browser.NewFileRoots(run)
	if err != nil {
		t.Fatal(err)
	}
	roots := &ProductRoots{MCPServers: mcp}
	stdio := serverApp(events.MCPTransportStdio, "./s")
	for _, c := range []struct {
		name  string
		roots *ProductRoots
		app   *events.MCPApp
		url   string
		ok    bool
	}{
		{"below the root", roots, stdio, "file://" + run + "/forecast", true},
		{"the root itself", roots, stdio, "file://" + run, true},
		{"elsewhere", roots, stdio, "file://" + other, false},
		{"through a symlink out", roots, stdio, "file://" + run + "/escape", false},
		{"dot-dot out", roots, stdio, "file://" + run + "/../other", false},
		{"no --mcp-server-root", &ProductRoots{}, stdio, "file://" + run, false},
		{"no roots at all", nil, stdio, "file://" + run, false},
		{"not a file URL", roots, stdio, "http://127.0.0.1/", false},
		{"streamable http is reached, not run", &ProductRoots{}, serverApp(events.MCPTransportHTTP), "http://127.0.0.1:1/mcp", true},
		{"a scripted app runs nothing", nil, &events.MCPApp{}, "", true},
		{"no app", nil, nil, "file:///etc", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			why := c.roots.CheckMCPServer(c.app, c.url)
			if (why == "") != c.ok || (!c.ok && !events.RefusesProductRoot(events.VerdictAuditUnavailable, why)) {
				t.Errorf("CheckMCPServer = %q, want ok %v (a PRODUCT_ROOT_NOT_ALLOWED refusal otherwise)", why, c.ok)
			}
		})
	}
}

// TestServeRefusesMCPServers: through a real ledger and both witness
// loops, a stdio MCP server in a product root that is not below
// --mcp-server-root is refused by both witnesses before the observer runs
// (FAIL, PRODUCT_ROOT_NOT_ALLOWED), also when only the attempt's
// product_url moves it there; one below it, and a streamable-HTTP server,
// reach the observer.
func TestServeRefusesMCPServers(t *testing.T) {
	e := newEnv(t)
	run, plain := filepath.Join(e.site, "mcp"), filepath.Join(e.site, "plain")
	for _, d := range []string{run, plain} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	e.mcpServers = []string{run}
	var calls atomic.Int32
	obs := func(role events.Role) Observer {
		return func(ctx context.Context, _ *nats.Conn, j *job.Job) Output {
			calls.Add(1)
			return Output{Report: Unavailable(role, j.Tuple, "observed")}
		}
	}
	e.witness(events.RoleW1, t.TempDir(), obs(events.RoleW1))
	e.witness(events.RoleW2, t.TempDir(), obs(events.RoleW2))
	files, hash := passwdSkeleton("/")
	open := func(id, url, attemptURL string, app *events.MCPApp) {
		r := &events.RequestOpened{SchemaName: events.SchemaRequestOpened, ReqID: id, SkeletonHash: hash,
			RunnerVersion: "test/1", RubricVersion: "1.1.0", Skeleton: events.Skeleton{Files: files}, ProductURL: url,
			Constraints: constraints(), MCPApp: app, Surfaces: []string{"web"}}
		e.publish(events.KindRequest, id, id+"-open", r)
		a := attempt(id, "a1", "1")
		a.ProductURL = attemptURL
		e.publish(events.KindAttempt, id, id+"-a1", a)
	}
	stdio := serverApp(events.MCPTransportStdio, "./forecast-server")
	open("plain-root", "file://"+plain, "", stdio)
	open("moved-by-attempt", "file://"+run, "file://"+plain, stdio)
	for _, id := range []string{"plain-root", "moved-by-attempt"} {
		w3, err := e.qc.WaitSettled(context.Background(), id, 0)
		if err != nil {
			t.Fatal(err)
		}
		if w3.Verdict != events.StateFail || w3.Error != govern.ErrProductRootNotAllowed {
			t.Errorf("%s: W³ %s %s, want FAIL %s", id, w3.Verdict, w3.Error, govern.ErrProductRootNotAllowed)
		}
	}
	if n := calls.Load(); n != 0 {
		t.Fatalf("the observer ran %d times for stdio servers outside --mcp-server-root", n)
	}
	open("allowed", "file://"+run, "", stdio)
	open("http", "http://127.0.0.1:8931/mcp", "", serverApp(events.MCPTransportHTTP))
	for _, id := range []string{"allowed", "http"} {
		ev := e.waitFor("tribunal.w1.observation."+id, 1)[0]
		if !strings.Contains(string(ev.Body), `"error":"observed"`) {
			t.Errorf("%s was not observed: %s", id, ev.Body)
		}
	}
}
