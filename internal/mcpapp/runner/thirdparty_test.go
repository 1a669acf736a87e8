package runner_test

import (
	"context"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver/mcpservertest"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/runner"
)

// The third-party server (mcpservertest.ThirdPartyDir): the ext-apps
// project's vanilla-JS example. Its one UI tool, get-time, answers the
// server's clock as text and as structuredContent {time}; its app shows it
// and asks again on "Get Server Time". Its app.json is the request: the
// time's line as the hydrated region, the button as the click, an ISO 8601
// UTC time ("T", "Z") as the answer.
func thirdPartyApp(t *testing.T) (*events.MCPApp, *runner.Server) {
	t.Helper()
	dir, err := mcpservertest.ThirdPartyDir()
	if err != nil {
		t.Fatal(err)
	}
	app, err := runner.LoadApp(filepath.Join(dir, "app.json"))
	if err != nil {
		t.Fatal(err)
	}
	return app, &runner.Server{Target: mcpserver.Target{Dir: dir, Command: app.Server.Command}}
}

// isoTime is what get-time answers: new Date().toISOString().
var isoTime = regexp.MustCompile(`\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z`)

// checkThirdParty: a real, working app on a real server must pass every
// criterion (a failure here is a false flag), the answer W2 judged must
// be the server's clock (an ISO time within the test's own window), and
// the log must hold both legs.
func checkThirdParty(t *testing.T, r *report, from, to time.Time) {
	t.Helper()
	logReport(t, r)
	if f := r.Failed(); len(f) != 0 || len(r.Results) != len(mcpcheck.Criteria) {
		t.Errorf("false flags on a working third-party app: failed %v of %d results", f, len(r.Results))
	}
	var log string
	for _, b := range r.Blobs {
		if b.Kind == "jsonrpc-log" {
			log = string(b.Bytes)
		}
	}
	for _, want := range []string{`"dir":"host->server"`, `"dir":"server->host"`, `"dir":"app->host"`, `get-time`} {
		if !strings.Contains(log, want) {
			t.Errorf("the log lacks %s", want)
		}
	}
	for _, res := range r.Results {
		if res.Criterion != mcpcheck.Text {
			continue
		}
		for _, p := range res.Parts {
			got, err := time.Parse(time.RFC3339Nano, isoTime.FindString(p.Evidence))
			if err != nil || got.Before(from.Add(-time.Second)) || got.After(to.Add(time.Second)) {
				t.Errorf("text evidence %q: not the server's clock between %s and %s (%v)", p.Evidence, from, to, err)
			}
		}
	}
	for _, tr := range []*events.MCPServerTranscript{r.W1, r.W2} {
		if tr == nil || len(tr.AppCallSHA256) == 0 {
			t.Errorf("transcript %+v: the app's own call did not reach the server", tr)
		}
	}
}

// TestThirdPartyServer: the real server over stdio, sandboxed, on each of
// surfaces() (make test: web; make mcp-corpus: all three), and over
// streamable HTTP on web. Its answers name the time, so two sessions
// never agree: through the daemons the fold holds it for the witnesses'
// disagreement (docs/MCP-APPS.md §8, Limits) — asserted here as the
// transcripts of its sessions differing.
func TestThirdPartyServer(t *testing.T) {
	b, h := env(t)
	app, stdio := thirdPartyApp(t)
	var mu sync.Mutex
	var results []string // W2's tool result of each session
	keep := func(r *report) {
		if r.W2 != nil {
			mu.Lock()
			results = append(results, r.W2.ResultSHA256)
			mu.Unlock()
		}
	}
	t.Run("stdio", func(t *testing.T) {
		for _, sf := range surfaces() {
			t.Run(sf, func(t *testing.T) {
				t.Parallel()
				ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
				defer cancel()
				from := time.Now()
				r, err := check(ctx, b, h, app, stdio, sf)
				if err != nil {
					t.Fatal(err)
				}
				checkThirdParty(t, r, from, time.Now())
				keep(r)
			})
		}
	})
	t.Run("streamable http", func(t *testing.T) {
		url, stop, err := mcpservertest.StartThirdPartyHTTP()
		if err != nil {
			t.Fatal(err)
		}
		defer stop()
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		defer cancel()
		viaHTTP := *app
		viaHTTP.Server = &events.MCPServer{Transport: events.MCPTransportHTTP}
		from := time.Now()
		r, err := check(ctx, b, h, &viaHTTP, &runner.Server{Target: mcpserver.Target{URL: url}}, "web")
		if err != nil {
			t.Fatal(err)
		}
		checkThirdParty(t, r, from, time.Now())
		keep(r)
	})
	if len(results) == len(surfaces())+1 && !slices.ContainsFunc(results, func(r string) bool { return r != results[0] }) {
		t.Errorf("%d sessions got the same tool result from a clock: %v", len(results), results)
	}
}
