package runner_test

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver/mcpservertest"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/runner"
	"github.com/tribunal-dev/tribunal/internal/w2/mcpverify"
)

// recorded records the server of target for app (its declared app calls
// included), as the requester does, and returns the cassette-mode app a
// request would carry.
func recorded(t *testing.T, app *events.MCPApp, target mcpserver.Target) *events.MCPApp {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	_, data, err := mcpserver.Record(ctx, target, mcpserver.Options{}, app)
	if err != nil {
		t.Fatal(err)
	}
	out := *app
	srv := *app.Server
	srv.Mode, srv.CassetteGzip, srv.CassetteSHA256 = events.MCPModeCassette, events.EncodeCassette(data), events.CassetteHash(data)
	out.Server = &srv
	if err := out.Check(); err != nil {
		t.Fatal(err)
	}
	return &out
}

// TestThirdPartyCassette: the real third-party server, started with its
// own streamable HTTP transport, answers the time: every session gets
// other bytes. Recorded once over HTTP and then stopped, it is replayed to
// both witnesses' hosts (the server the witnesses build from the request,
// runner.ServerOf): every criterion passes, the answer judged is the
// recorded clock, the two transcripts are equal, and the fold has nothing
// to say. A cassette altered after it was pinned is refused before
// anything is mounted.
func TestThirdPartyCassette(t *testing.T) {
	b, h := env(t)
	app, _ := thirdPartyApp(t)
	url, stop, err := mcpservertest.StartThirdPartyHTTP()
	if err != nil {
		t.Fatal(err)
	}
	from := time.Now()
	viaHTTP := *app
	viaHTTP.Server = &events.MCPServer{Transport: events.MCPTransportHTTP, AppCalls: app.Server.AppCalls}
	rec := recorded(t, &viaHTTP, mcpserver.Target{URL: url})
	to := time.Now()
	stop() // nothing is reached from here on

	srv, err := runner.ServerOf(rec, url)
	if err != nil || srv.Target.Cassette == nil {
		t.Fatalf("the witnesses' server of a cassette-mode request: %+v, %v", srv, err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	r, err := check(ctx, b, h, rec, srv, "web")
	if err != nil {
		t.Fatal(err)
	}
	checkThirdParty(t, r, from, to)
	if r.W1 == nil || !reflect.DeepEqual(r.W1, r.W2) || r.W1.Mode != events.MCPModeCassette || r.W1.CassetteSHA256 != rec.Server.CassetteSHA256 {
		t.Errorf("two replays of one cassette: W1 %+v, W2 %+v", r.W1, r.W2)
	}
	req := &events.RequestOpened{MCPApp: rec, Surfaces: []string{events.SurfaceWeb}}
	if d := govern.MCPServerDeviations(req,
		&events.ObservationW1{Verdict: events.VerdictPass, MCPServer: []events.MCPServerTranscript{*r.W1}},
		&events.VisualVerdict{Verdict: events.VerdictPass, MCPServer: []events.MCPServerTranscript{*r.W2}}); len(d) != 0 {
		t.Errorf("the fold flags two replays of one cassette: %+v", d)
	}

	tampered := *rec
	ts := *rec.Server
	file, err := ts.CassetteFile()
	if err != nil {
		t.Fatal(err)
	}
	ts.CassetteGzip = events.EncodeCassette([]byte(strings.Replace(string(file), "get-time", "get-tim3", 1)))
	tampered.Server = &ts
	if _, err := runner.ServerOf(&tampered, url); !errors.Is(err, mcpserver.ErrCassette) || !strings.Contains(err.Error(), "altered") {
		t.Errorf("an altered cassette: %v, want ErrCassette saying it was altered", err)
	}
}

// TestCassetteMissingAppCall: a cassette recorded without the app's own
// call (the request did not declare it) cannot answer it: the mount fails
// at once with ErrNotInCassette naming the call — what the witness
// reports as AUDIT_UNAVAILABLE — instead of waiting for an answer.
func TestCassetteMissingAppCall(t *testing.T) {
	b, h := env(t)
	dir := serverProduct(t)
	app, err := mcpservertest.App("good")
	if err != nil {
		t.Fatal(err)
	}
	app.Server.AppCalls = nil
	rec := recorded(t, app, stdioServer(dir, "good").Target)
	srv, err := runner.ServerOf(rec, "file://"+dir)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	_, err = runner.MountOn(ctx, b, h, rec, srv, "web", mcpverify.Verify)
	if !errors.Is(err, mcpserver.ErrNotInCassette) || !strings.Contains(err.Error(), `tools/call refresh_forecast {"city":"Oslo"}`) {
		t.Fatalf("the app's unrecorded call: %v, want ErrNotInCassette naming it", err)
	}
	if reason := runner.Reason(err); !strings.Contains(reason, "not in the cassette") {
		t.Errorf("the witness's reason %q", reason)
	}
}
