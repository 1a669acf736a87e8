package mcpserver

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver/mcpservertest"
)

// session is what one host gets from target for req: Resolve, then the
// app's refresh, then the transcript on web.
func session(t *testing.T, target Target, req *events.MCPApp) events.MCPServerTranscript {
	t.Helper()
	s := open(t, target, Options{})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := s.Resolve(ctx, req); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Forward(ctx, "tools/call", json.RawMessage(`{"name":"refresh_forecast","arguments":{"city":"Oslo"}}`)); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	return s.Transcript("web")
}

// record records the server of target for req, with the app's refresh
// declared.
func record(t *testing.T, target Target, req *events.MCPApp) (*Cassette, []byte) {
	t.Helper()
	req.Server.AppCalls = []events.MCPAppCall{{Name: "refresh_forecast", ArgumentsJSON: `{"city": "Oslo"}`}}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	c, data, err := Record(ctx, target, Options{}, req)
	if err != nil {
		t.Fatal(err)
	}
	return c, data
}

// replay is the replaying target of a cassette file, as a witness makes
// it from the request.
func replay(t *testing.T, data []byte) Target {
	t.Helper()
	c, err := ParseCassette(data)
	if err != nil {
		t.Fatal(err)
	}
	return Target{Cassette: c, CassetteSHA256: events.CassetteHash(data)}
}

// A server that answers differently in every session (its process's own
// id in the result): two live sessions disagree on the bytes, which the
// fold holds in cassette mode; two hosts replaying one recording of it
// get the same transcript — equal to the recording session's own hashes
// — and the fold compares them without a deviation.
func TestCassetteReplayAgrees(t *testing.T) {
	dir := product(t)
	target := stdio(dir, mcpservertest.Nondeterministic)
	req := request(t, mcpservertest.Nondeterministic)

	live1, live2 := session(t, target, req), session(t, target, req)
	if live1.ResultSHA256 == live2.ResultSHA256 {
		t.Fatalf("control: two live sessions of the nondeterministic server got one result %s", live1.ResultSHA256)
	}

	c, data := record(t, target, req)
	methods := map[string]int{}
	for _, a := range c.Answers {
		methods[a.Method]++
	}
	if methods["initialize"] != 1 || methods["tools/list"] != 1 || methods["resources/read"] != 1 || methods["tools/call"] != 2 {
		t.Errorf("recorded %v, want initialize, tools/list, resources/read, and the model's and the app's tools/call", methods)
	}
	if !strings.Contains(string(data), `"arguments_json": "{\"city\":\"Oslo\"}"`) {
		t.Errorf("the app's call is not recorded with canonical arguments:\n%.2000s", data)
	}
	r1, r2 := session(t, replay(t, data), req), session(t, replay(t, data), req)
	if !reflect.DeepEqual(r1, r2) {
		t.Fatalf("two replays of one cassette differ:\n%+v\n%+v", r1, r2)
	}
	if r1.Mode != events.MCPModeCassette || r1.CassetteSHA256 != events.CassetteHash(data) || len(r1.AppCallSHA256) != 1 {
		t.Errorf("replay transcript %+v", r1)
	}
	// The replay's answers are the recorded ones, byte for byte.
	var recorded string
	for _, a := range c.Answers {
		if a.Method == "tools/call" && a.Tool == "get_forecast" {
			recorded = AnswerHash("tools/call", answer{member: "result", raw: json.RawMessage(a.ResultJSON)})
		}
	}
	if r1.ResultSHA256 != recorded {
		t.Errorf("replayed result %s, the cassette's %s", r1.ResultSHA256, recorded)
	}

	// The fold: cassette mode, both witnesses replaying it, no deviation;
	// the same request with the two live sessions' transcripts, held.
	r := foldRequest(req, string(data))
	if d := fold(r, r1, r2); len(d) != 0 {
		t.Errorf("the fold flags two replays of one cassette: %+v", d)
	}
	live1.Mode, live2.Mode = events.MCPModeCassette, events.MCPModeCassette
	live1.CassetteSHA256, live2.CassetteSHA256 = r1.CassetteSHA256, r1.CassetteSHA256
	if d := fold(r, live1, live2); len(d) == 0 {
		t.Errorf("the fold passes two sessions that got different results, in cassette mode")
	}
}

// foldRequest is a cassette-mode request.opened.v1 for req.
func foldRequest(req *events.MCPApp, cassette string) *events.RequestOpened {
	app := *req
	srv := *req.Server
	srv.Mode, srv.CassetteGzip, srv.CassetteSHA256 = events.MCPModeCassette, events.EncodeCassette([]byte(cassette)), events.CassetteHash([]byte(cassette))
	if cassette == "" {
		srv.Mode, srv.CassetteSHA256 = events.MCPModeLive, ""
	}
	app.Server = &srv
	return &events.RequestOpened{MCPApp: &app, Surfaces: []string{events.SurfaceWeb}}
}

func fold(r *events.RequestOpened, t1, t2 events.MCPServerTranscript) []events.Deviation {
	return govern.MCPServerDeviations(r,
		&events.ObservationW1{Verdict: events.VerdictPass, MCPServer: []events.MCPServerTranscript{t1}},
		&events.VisualVerdict{Verdict: events.VerdictPass, MCPServer: []events.MCPServerTranscript{t2}})
}

// Live mode compares shapes: the nondeterministic server's sessions have
// other bytes and the same shapes (no deviation); a server whose result
// renames a member has another shape (a deviation at tools/call).
func TestLiveShapes(t *testing.T) {
	dir := product(t)
	good := session(t, stdio(dir, "good"), request(t, "good"))
	other := session(t, stdio(dir, mcpservertest.Nondeterministic), request(t, "good"))
	renamed := session(t, stdio(dir, mcpservertest.RenamedKey), request(t, "good"))
	if good.ResultSHA256 == other.ResultSHA256 || good.ResultShapeSHA256 != other.ResultShapeSHA256 {
		t.Errorf("good and nondeterministic: results %s %s, shapes %s %s: want other bytes, one shape",
			good.ResultSHA256, other.ResultSHA256, good.ResultShapeSHA256, other.ResultShapeSHA256)
	}
	if good.ResultShapeSHA256 == renamed.ResultShapeSHA256 || good.ToolsShapeSHA256 != renamed.ToolsShapeSHA256 {
		t.Errorf("a renamed member: result shapes %s %s, tools %s %s: want the result's to differ, the tools' not",
			good.ResultShapeSHA256, renamed.ResultShapeSHA256, good.ToolsShapeSHA256, renamed.ToolsShapeSHA256)
	}
	r := foldRequest(request(t, "good"), "")
	if d := fold(r, good, other); len(d) != 0 {
		t.Errorf("live mode flags answers of one shape: %+v", d)
	}
	d := fold(r, good, renamed)
	if len(d) != 1 || d[0].LocationHint != "mcp-server/tools/call@web" {
		t.Errorf("live mode, a renamed member: %+v, want one deviation at mcp-server/tools/call@web", d)
	}
}

// A request the cassette has no answer to fails at once, naming it and
// what the cassette does answer; the session is broken after it (every
// later call fails too), like a server that failed.
func TestCassetteMissingCall(t *testing.T) {
	dir := product(t)
	req := request(t, "good")
	_, data := record(t, stdio(dir, "good"), req)
	s := open(t, replay(t, data), Options{CallTimeout: time.Hour})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if _, err := s.Resolve(ctx, req); err != nil {
		t.Fatal(err)
	}
	_, err := s.Forward(ctx, "tools/call", json.RawMessage(`{"name":"refresh_forecast","arguments":{"city":"Bergen"}}`))
	if !errors.Is(err, ErrServer) || !errors.Is(err, ErrNotInCassette) {
		t.Fatalf("an unrecorded call: %v, want ErrServer and ErrNotInCassette", err)
	}
	for _, want := range []string{`not in the cassette: tools/call refresh_forecast {"city":"Bergen"}`, `(the cassette answers tools/call get_forecast {"city":"Oslo"}; tools/call refresh_forecast {"city":"Oslo"})`} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
	if strings.ContainsAny(err.Error(), "\n") || ctx.Err() != nil {
		t.Errorf("error spans lines or waited for the deadline: %q", err)
	}
	// The recorded call still answers before the break; after it nothing.
	if _, err := s.Forward(ctx, "tools/call", json.RawMessage(`{"name":"refresh_forecast","arguments":{"city":"Oslo"}}`)); err == nil {
		t.Errorf("the session answered after the cassette failed it")
	}
}

// Repeated calls replay in order; past the last recorded answer the last
// one again (both witnesses alike).
func TestCassetteRepeats(t *testing.T) {
	c := &Cassette{Format: CassetteFormat, Server: "test", RecordedAt: "2026-12-05T20:00:00Z", Answers: []CassetteAnswer{
		{Method: "tools/call", Tool: "t", ArgumentsJSON: "{}", ResultJSON: `{"content":[],"n":1}`},
		{Method: "tools/call", Tool: "t", ArgumentsJSON: "{}", ResultJSON: `{"content":[],"n":2}`},
	}}
	conn, _ := newReplayTransport(c).Connect(context.Background())
	var got []string
	for i := range 3 {
		req, err := jsonrpc.DecodeMessage(fmt.Appendf(nil, `{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"t","arguments":null}}`, i+1))
		if err != nil {
			t.Fatal(err)
		}
		if err := conn.Write(context.Background(), req); err != nil {
			t.Fatal(err)
		}
		m, err := conn.Read(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		b, _ := jsonrpc.EncodeMessage(m)
		got = append(got, string(b))
	}
	for i, want := range []string{`"n":1`, `"n":2`, `"n":2`} {
		if !strings.Contains(got[i], want) {
			t.Errorf("call %d answered %s, want %s", i+1, got[i], want)
		}
	}
}

// ParseCassette refuses, in one line naming the place, what replay could
// not use.
func TestParseCassetteRefuses(t *testing.T) {
	head := `{"format":"tribunal.mcp-cassette.v1","server":"s","recorded_at":"t","answers":[{"method":"initialize","result_json":"{}"},{"method":"tools/list","result_json":"{\"tools\":[]}"}`
	for _, tt := range []struct{ name, doc, want string }{
		{"another format", `{"format":"tribunal.mcp-cassette.v2","server":"s","recorded_at":"t","answers":[]}`, "format"},
		{"unknown member", head + `],"extra":1}`, "extra"},
		{"duplicate member", head + `],"server":"again"}`, "server"},
		{"no initialize", `{"format":"tribunal.mcp-cassette.v1","server":"s","recorded_at":"t","answers":[{"method":"tools/list","result_json":"{}"}]}`, "no answer to initialize"},
		{"result and error", head + `,{"method":"tools/call","tool":"x","arguments_json":"{}","result_json":"{}","error":{"code":1,"message":"m"}}]}`, "exactly one of result_json and error"},
		{"not canonical", head + `,{"method":"tools/call","tool":"x","arguments_json":"{\"b\":1, \"a\":2}","result_json":"{}"}]}`, "canonical"},
		{"result not an object", head + `,{"method":"tools/call","tool":"x","arguments_json":"{}","result_json":"[1]"}]}`, "result_json"},
		{"a uri on a tools/call", head + `,{"method":"tools/call","uri":"ui://x","tool":"x","arguments_json":"{}","result_json":"{}"}]}`, "uri"},
		{"unknown method", head + `,{"method":"sampling/createMessage","result_json":"{}"}]}`, "method"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseCassette([]byte(tt.doc))
			if !errors.Is(err, ErrCassette) || !strings.Contains(err.Error(), tt.want) || strings.Contains(err.Error(), "\n") {
				t.Errorf("got %v, want one ErrCassette line naming %q", err, tt.want)
			}
		})
	}
	if _, err := ParseCassette([]byte(head + `]}`)); err != nil {
		t.Errorf("the minimal cassette: %v", err)
	}
}
