package runner_test

import (
	"bufio"
	"context"
	"errors"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcphost/testapp"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver/mcpservertest"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/runner"
)

// serverProduct lays out the test server's product root once per test.
func serverProduct(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := mcpservertest.Product(dir); err != nil {
		t.Fatal(err)
	}
	return dir
}

func stdioServer(dir, variant string) *runner.Server {
	return &runner.Server{Target: mcpserver.Target{Dir: dir, Command: []string{mcpservertest.Command, "--variant", variant}}}
}

// The good server passes every check on each of surfaces() (make test:
// web); the log holds both legs; the invocation record and the transcript
// name the server's answers.
func TestServerGood(t *testing.T) {
	b, h := env(t)
	dir := serverProduct(t)
	app, err := mcpservertest.App("good")
	if err != nil {
		t.Fatal(err)
	}
	for _, sf := range surfaces() {
		t.Run(sf, func(t *testing.T) {
			t.Parallel()
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
			defer cancel()
			r, err := check(ctx, b, h, app, stdioServer(dir, "good"), sf)
			if err != nil {
				t.Fatal(err)
			}
			logReport(t, r)
			for _, res := range r.Results {
				if res.Status != mcpcheck.Pass {
					t.Errorf("%s: %s", res.Criterion, res.Status)
				}
			}
			if len(r.Results) != len(mcpcheck.Criteria) {
				t.Errorf("%d results, want %d", len(r.Results), len(mcpcheck.Criteria))
			}
			var log string
			for _, bl := range r.Blobs {
				if bl.Kind == "jsonrpc-log" {
					log = string(bl.Bytes)
				}
			}
			for _, want := range []string{`"dir":"host->server"`, `"dir":"server->host"`, `\"method\":\"resources/read\"`, `refresh_forecast`, `"dir":"app->host"`} {
				if !strings.Contains(log, want) {
					t.Errorf("the log lacks %s", want)
				}
			}
			if r.W2 == nil || len(r.W2.AppCallSHA256) != 1 || r.Invocation.Server == nil {
				t.Errorf("transcript %+v, invocation's %+v", r.W2, r.Invocation.Server)
			}
			// The fold compares the two witnesses' transcripts: each
			// witness's own session with the server saw the same answers.
			if r.W1 == nil || !reflect.DeepEqual(r.W1, r.W2) {
				t.Errorf("W1's transcript %+v, W2's %+v", r.W1, r.W2)
			}
			if len(r.Invocation.AppCalls) != 1 || r.Invocation.AppCalls[0].Answer != "result" || r.Invocation.AppCalls[0].StructuredContentSHA256 == "" {
				t.Errorf("invocation record %+v", r.Invocation)
			}
		})
	}
}

// Each broken server fails exactly the criterion it breaks. A variant
// that serves one of testapp's broken bundles (the server's part is the
// good one's) is judged with that bundle by TestBrokenVariants, and with
// the corpus's own broken variants by TestExamplesCorpus: the witnesses
// judge a page the same whichever way it arrived, so here are the
// servers' own breaks (their answers, text, MIME type).
func TestServerVariants(t *testing.T) {
	b, h := env(t)
	dir := serverProduct(t)
	for _, v := range mcpservertest.Variants[1:] {
		if brokenBundle(v.Name) {
			continue
		}
		t.Run(v.Name, func(t *testing.T) {
			t.Parallel()
			app, err := mcpservertest.App(v.Name)
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
			defer cancel()
			r, err := check(ctx, b, h, app, stdioServer(dir, v.Name), "web")
			if err != nil {
				t.Fatal(err)
			}
			logReport(t, r)
			if got, want := r.Failed(), []string{v.Breaks}; !slices.Equal(got, want) {
				t.Errorf("failed %v, want exactly %v", got, want)
			}
		})
	}
}

// brokenBundle: testapp has a variant of this name whose bundle is its
// own broken one (not the good bundle with an edited request).
func brokenBundle(name string) bool {
	return slices.ContainsFunc(testapp.Variants, func(v testapp.Variant) bool { return v.Name == name && v.Bundle == name })
}

// A server that fails while the app calls it: the mount's error, not a
// verdict.
func TestServerFailsMidMount(t *testing.T) {
	b, h := env(t)
	dir := serverProduct(t)
	app, err := mcpservertest.App("crash-on-refresh")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	_, err = check(ctx, b, h, app, stdioServer(dir, "crash-on-refresh"), "web")
	if !errors.Is(err, mcpserver.ErrServer) || !strings.Contains(err.Error(), "exit status 4") {
		t.Fatalf("error %v, want the server's crash", err)
	}
}

// The same server over streamable HTTP.
func TestServerHTTP(t *testing.T) {
	b, h := env(t)
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
	app, err := mcpservertest.App("good")
	if err != nil {
		t.Fatal(err)
	}
	app.Server.Transport, app.Server.Command = "streamable-http", nil
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	r, err := check(ctx, b, h, app, &runner.Server{Target: mcpserver.Target{URL: strings.TrimSpace(line)}}, "web")
	if err != nil {
		t.Fatal(err)
	}
	logReport(t, r)
	if f := r.Failed(); len(f) != 0 {
		t.Errorf("failed %v", f)
	}
}

var _ = mcphost.DirServer
