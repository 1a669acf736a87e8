package e2e

import (
	"bufio"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver/mcpservertest"
)

// The test MCP server (testdata/mcp-server, docs/MCP-APPS.md §8): the
// forecast app behind a real go-sdk server. serverApp is the request's
// mcp_app without its server (the flags name it).
const serverApp = "testdata/mcp-server/app.json"

// serverProduct lays out the test server's product root below the
// witnesses' --mcp-server-root, once per cluster.
func serverProduct(t *testing.T, c *cluster) string {
	t.Helper()
	dir := filepath.Join(c.mcpServers(), "forecast")
	if _, err := os.Stat(filepath.Join(dir, "forecast-server")); err == nil {
		return dir
	}
	if err := mcpservertest.Product(dir); err != nil {
		t.Fatal(err)
	}
	return dir
}

// reports decodes the first attempt's two reports.
func reports(t *testing.T, c *cluster, id string) (*govern.Review, *events.ObservationW1, *events.VisualVerdict) {
	t.Helper()
	rv := c.review(t, id, "both reports", func(r *govern.Review) bool {
		return len(r.Attempts) == 1 && r.Attempts[0].W1 != nil && r.Attempts[0].W2 != nil
	})
	o1, err := events.Decode(events.SchemaObservationW1, rv.Attempts[0].W1.Body)
	if err != nil {
		t.Fatal(err)
	}
	o2, err := events.Decode(events.SchemaVisualVerdict, rv.Attempts[0].W2.Body)
	if err != nil {
		t.Fatal(err)
	}
	return rv, o1.(*events.ObservationW1), o2.(*events.VisualVerdict)
}

// mcpServerCheck: `tribunal check --mcp-server` with the good server on
// web. The requester records the server once (cassette mode, the
// default); each witness's host replays the cassette and mounts what the
// server declared; both pass everything → PASS_CANDIDATE. W2's JSON-RPC
// log holds both legs, and the two witnesses' transcripts of the
// replayed server agree. Web alone: mcpAppCheck takes an app through the
// daemons on all three surfaces, runner's TestServerGood this server
// (make mcp-corpus), and mcpserver's TestCassetteReplayAgrees replays one
// recording more than once.
func mcpServerCheck(t *testing.T, c *cluster) {
	dir := serverProduct(t, c)
	id := newID("mcp-server")
	r := c.tribunal(t, 0, "check", "--skeleton", mcpSkeleton, "--mcp-app", serverApp,
		"--mcp-server", "./forecast-server --variant good", "--mcp-server-dir", dir, "--surfaces", "web",
		"--request-id", id, "--json", "--timeout", "4m")
	w := w3(t, r.stdout)
	if w.Verdict != events.StatePassCandidate || len(w.Deviations) != 0 {
		t.Fatalf("check --mcp-server: %s %q, deviations %+v", w.Verdict, w.Error, w.Deviations)
	}
	rv, obs, ver := reports(t, c, id)
	if !slices.Equal(rv.Surfaces, []string{events.SurfaceWeb}) || obs.Verdict != events.VerdictPass || ver.Verdict != events.VerdictPass {
		t.Fatalf("surfaces %v; W1 %s %v, W2 %s %v", rv.Surfaces, obs.Verdict, obs.Deviations, ver.Verdict, ver.Concerns)
	}
	// The request names the server, not the resource; the reports the
	// resource the server declared.
	var req events.RequestOpened
	if b, err := events.Decode(events.SchemaRequestOpened, rv.Request); err != nil {
		t.Fatal(err)
	} else {
		req = *b.(*events.RequestOpened)
	}
	if req.MCPApp.Server == nil || req.MCPApp.HTML != "" || !strings.HasPrefix(req.ProductURL, "file://") {
		t.Errorf("request: product_url %q, app %+v", req.ProductURL, req.MCPApp)
	}
	if file, err := req.MCPApp.Server.CassetteFile(); err != nil || req.MCPApp.Server.Mode != events.MCPModeCassette || req.MCPApp.Server.CassetteSHA256 != events.CassetteHash(file) {
		t.Errorf("request: mode %q, cassette %s: want the recorded cassette, pinned", req.MCPApp.Server.Mode, req.MCPApp.Server.CassetteSHA256)
	}
	if len(obs.Screenshots) != 4 || obs.Screenshots[0].Screen != "ui://forecast/card" {
		t.Errorf("W1: %d screenshots, first of %q", len(obs.Screenshots), obs.Screenshots[0].Screen)
	}
	// Both witnesses replayed the request's cassette, and got the same.
	if len(obs.MCPServer) != 1 || !slices.EqualFunc(obs.MCPServer, ver.MCPServer, func(a, b events.MCPServerTranscript) bool {
		return a.Surface == b.Surface && a.ResourceSHA256 == b.ResourceSHA256 && a.ResultSHA256 == b.ResultSHA256 && slices.Equal(a.AppCallSHA256, b.AppCallSHA256) &&
			a.Mode == events.MCPModeCassette && a.CassetteSHA256 == req.MCPApp.Server.CassetteSHA256 && b.CassetteSHA256 == a.CassetteSHA256
	}) {
		t.Errorf("transcripts W1 %+v, W2 %+v", obs.MCPServer, ver.MCPServer)
	}
	// W2's evidence: the log of both legs, on the ledger.
	var log string
	for _, ev := range ver.ElementVerdicts {
		if ev.Breakpoint == events.SurfaceWeb {
			hs := strings.Fields(ev.Selector)
			out := filepath.Join(t.TempDir(), "log.jsonl")
			c.tribunal(t, 0, "blob", "get", hs[0], "--out", out)
			b, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			log = string(b)
			break
		}
	}
	for _, want := range []string{`"dir":"server"`, `cassette-replay`, `"dir":"host->server"`, `\"method\":\"resources/read\"`,
		`"dir":"server->host"`, `Oslo: 6°C, clearing`, `"dir":"app->host"`} {
		if !strings.Contains(log, want) {
			t.Errorf("W2's log lacks %s", want)
		}
	}
}

// failedCriteria are the criteria the two reports fail (not merely did
// not reach): W1's deviations of severity 1, W2's concerns marked fail.
func failedCriteria(obs *events.ObservationW1, ver *events.VisualVerdict) []string {
	var out []string
	add := func(c string) {
		if !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	for _, d := range obs.Deviations {
		if c, ok := strings.CutPrefix(d.ID, "mcp_"); ok && d.Severity == 1 {
			add(c)
		}
	}
	for _, cn := range ver.Concerns {
		if c, ok := strings.CutPrefix(cn.Code, "MCP_"); ok && strings.Contains(cn.Detail, ": fail: ") {
			add(strings.ToLower(c))
		}
	}
	slices.Sort(out)
	return out
}

// daemonVariants are the broken servers mcpServerVariants takes through
// the daemons, one for each kind of report the fold gets: a bundle
// refused before mount, whose W1 report holds no screenshot
// (wrong-mime), and a mounted app that fails a criterion, with its
// evidence (refresh-hidden: a tool call; a frame's network policy or
// its state after a resize reach the fold the same way).
// internal/mcpapp/runner judges every variant with both witnesses
// (TestServerVariants the servers' own breaks, TestBrokenVariants the
// broken bundles); what the daemons add (the request, the fold's
// WITNESS_REJECT, both reports on the ledger) is the same for each, and
// each costs both witnesses a whole check (about 6 CPU s).
var daemonVariants = []string{"wrong-mime", "refresh-hidden"}

// mcpServerVariants: each of daemonVariants, checked on web, is held with
// WITNESS_REJECT failing exactly the criterion it breaks.
func mcpServerVariants(t *testing.T, c *cluster) {
	dir := serverProduct(t, c)
	for _, name := range daemonVariants {
		i := slices.IndexFunc(mcpservertest.Variants, func(v struct{ Name, Breaks string }) bool { return v.Name == name })
		if i < 1 {
			t.Fatalf("%s is not a broken variant of mcpservertest.Variants", name)
		}
		v := mcpservertest.Variants[i]
		t.Run(v.Name, func(t *testing.T) {
			t.Parallel() // side by side; the witnesses take them one by one
			id := newID("mcp-" + v.Name)
			r := c.tribunal(t, 1, "check", "--skeleton", mcpSkeleton, "--mcp-app", serverApp,
				"--mcp-server", "./forecast-server --variant "+v.Name, "--mcp-server-dir", dir, "--surfaces", "web",
				"--request-id", id, "--json", "--timeout", "3m30s")
			w := w3(t, r.stdout)
			if w.Verdict != events.StateHold || w.Error != govern.ErrWitnessReject {
				t.Errorf("%s: %s %q, want HOLD %s", v.Name, w.Verdict, w.Error, govern.ErrWitnessReject)
			}
			_, obs, ver := reports(t, c, id)
			if got := failedCriteria(obs, ver); !slices.Equal(got, []string{v.Breaks}) {
				t.Errorf("%s fails %v, want exactly [%s]\nW1 %+v\nW2 %+v", v.Name, got, v.Breaks, obs.Deviations, ver.Concerns)
			}
		})
	}
}

// mcpServerOthers: the good server over streamable HTTP (the test starts
// it, as a requester would) passes; a server that crashes, asked live by
// the witnesses, is AUDIT_UNAVAILABLE with the reason from both; a server
// whose answers differ from one process to the next passes, replayed from
// its cassette (the fold compares equal bytes) and live (the fold
// compares shapes: other bytes, one shape) — as does a real third-party
// server, started with its own streamable HTTP transport, whose answers
// name the time (docs/MCP-APPS.md §8).
func mcpServerOthers(t *testing.T, c *cluster) {
	dir := serverProduct(t, c)
	t.Run("streamable http", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		cmd := exec.CommandContext(ctx, filepath.Join(dir, "forecast-server"), "--http", "127.0.0.1:0")
		cmd.Dir = dir
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		defer func() { cancel(); _ = cmd.Wait() }()
		line, err := bufio.NewReader(out).ReadString('\n')
		if err != nil {
			t.Fatal(err)
		}
		id := newID("mcp-http")
		r := c.tribunal(t, 0, "check", "--skeleton", mcpSkeleton, "--mcp-app", serverApp,
			"--mcp-server-url", strings.TrimSpace(line), "--surfaces", "web", "--request-id", id, "--json", "--timeout", "3m")
		if w := w3(t, r.stdout); w.Verdict != events.StatePassCandidate {
			t.Fatalf("http: %s %q %+v", w.Verdict, w.Error, w.Deviations)
		}
		_, obs, ver := reports(t, c, id)
		if len(obs.MCPServer) != 1 || len(ver.MCPServer) != 1 || obs.MCPServer[0].ResultSHA256 != ver.MCPServer[0].ResultSHA256 {
			t.Errorf("transcripts %+v %+v", obs.MCPServer, ver.MCPServer)
		}
	})
	t.Run("crash", func(t *testing.T) {
		id := newID("mcp-crash")
		r := c.tribunal(t, 1, "check", "--skeleton", mcpSkeleton, "--mcp-app", serverApp, "--mcp-live",
			"--mcp-server", "./forecast-server --variant crash", "--mcp-server-dir", dir, "--surfaces", "web",
			"--request-id", id, "--json", "--timeout", "3m")
		if w := w3(t, r.stdout); w.Verdict != events.StateHold || w.Error != govern.ErrAuditUnavailable {
			t.Fatalf("crash: %s %q", w.Verdict, w.Error)
		}
		_, obs, ver := reports(t, c, id)
		for who, why := range map[string]string{"W1": obs.Error, "W2": ver.Error} {
			if !strings.Contains(why, "exit status 3") || !strings.Contains(why, "simulated crash before initialize") {
				t.Errorf("%s's reason %q does not say how the server failed", who, why)
			}
		}
	})
	for _, live := range []bool{false, true} {
		name, flags := "nondeterministic, cassette", []string{}
		if live {
			name, flags = "nondeterministic, live", []string{"--mcp-live"}
		}
		t.Run(name, func(t *testing.T) {
			id := newID("mcp-nondet")
			args := append([]string{"check", "--skeleton", mcpSkeleton, "--mcp-app", serverApp,
				"--mcp-server", "./forecast-server --variant " + mcpservertest.Nondeterministic, "--mcp-server-dir", dir, "--surfaces", "web",
				"--request-id", id, "--json", "--timeout", "3m"}, flags...)
			r := c.tribunal(t, 0, args...)
			if w := w3(t, r.stdout); w.Verdict != events.StatePassCandidate || len(w.Deviations) != 0 {
				t.Fatalf("%s: %s %q %+v", name, w.Verdict, w.Error, w.Deviations)
			}
			_, obs, ver := reports(t, c, id)
			if len(obs.MCPServer) != 1 || len(ver.MCPServer) != 1 {
				t.Fatalf("transcripts %+v %+v", obs.MCPServer, ver.MCPServer)
			}
			t1, t2 := obs.MCPServer[0], ver.MCPServer[0]
			// Live: each witness's own server process named itself in the
			// result (other bytes, one shape); replayed: one recording.
			if (t1.ResultSHA256 != t2.ResultSHA256) != live || t1.ResultShapeSHA256 != t2.ResultShapeSHA256 || t1.Mode != t2.Mode {
				t.Errorf("%s: transcripts W1 %+v, W2 %+v", name, t1, t2)
			}
		})
	}
	t.Run("third-party server over http", func(t *testing.T) {
		url, stop, err := mcpservertest.StartThirdPartyHTTP()
		if err != nil {
			t.Fatal(err)
		}
		defer stop()
		id := newID("mcp-3p")
		r := c.tribunal(t, 0, "check", "--skeleton", mcpSkeleton, "--mcp-app", "testdata/mcp-server-thirdparty/app.json",
			"--mcp-server-url", url, "--surfaces", "web", "--request-id", id, "--json", "--timeout", "3m")
		// Its answers name the time; replayed from one recording, both
		// witnesses see the same time, pass the app, and agree.
		if w := w3(t, r.stdout); w.Verdict != events.StatePassCandidate || len(w.Deviations) != 0 {
			t.Fatalf("third party: %s %q %+v", w.Verdict, w.Error, w.Deviations)
		}
		_, obs, ver := reports(t, c, id)
		if obs.Verdict != events.VerdictPass || ver.Verdict != events.VerdictPass || len(obs.MCPServer) != 1 ||
			!slices.Equal(obs.MCPServer[0].AppCallSHA256, ver.MCPServer[0].AppCallSHA256) || obs.MCPServer[0].ResultSHA256 != ver.MCPServer[0].ResultSHA256 {
			t.Errorf("W1 %s %+v, W2 %s %+v", obs.Verdict, obs.MCPServer, ver.Verdict, ver.MCPServer)
		}
	})
}
