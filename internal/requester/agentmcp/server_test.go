package agentmcp

import (
	"context"
	"encoding/json"
	"errors"
	"image"
	"image/color"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/ledger"
	"github.com/tribunal-dev/tribunal/internal/report"
	"github.com/tribunal-dev/tribunal/internal/testenv"
)

const acme = "../../../examples/acme/skeleton"

// newLedger starts a real ledger (embedded NATS, bbolt) on a fresh
// deployment; designers, when given, are the designer keys it trusts.
func newLedger(t *testing.T, designers ...string) *deploy.Deployment {
	t.Helper()
	d, err := deploy.Create(filepath.Join(t.TempDir(), "deploy"), deploy.Options{Designers: designers})
	if err != nil {
		t.Fatal(err)
	}
	cfg := ledger.ConfigFromDeployment(d)
	cfg.Govern = true
	srv, err := ledger.Start(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Shutdown(context.Background()) })
	return d
}

// connect serves a Server for d over an in-memory pipe and returns a
// client session of the official SDK on the other end.
func connect(t *testing.T, d *deploy.Deployment, opts *mcp.ClientOptions) *mcp.ClientSession {
	t.Helper()
	s := New(Config{Conn: endpoint.Flags{Dir: d.Dir}, Version: "test"})
	t.Cleanup(s.Close)
	st, ct := mcp.NewInMemoryTransports()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go s.Watch(ctx)
	if _, err := s.mcp.Connect(ctx, st, nil); err != nil {
		t.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "1"}, opts).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

func call(t *testing.T, cs *mcp.ClientSession, name string, args map[string]any) *mcp.CallToolResult {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s: protocol error %v", name, err)
	}
	return res
}

func text(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

// TestTools: the tools are exactly the contract's, with its argument
// names; none of them can seal, and every one that can lead to a
// candidate says who seals and how.
func TestTools(t *testing.T) {
	d := newLedger(t)
	cs := connect(t, d, nil)
	lt, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]struct{ required, optional []string }{
		"verify":          {[]string{"skeleton"}, []string{"url", "request_id", "baseline_scope", "dom_payload", "wait_s"}},
		"attempt":         {[]string{"request_id", "code_diff"}, []string{"wait_s"}},
		"status":          {[]string{"request_id"}, nil},
		"evidence":        {[]string{"request_id"}, []string{"screen", "breakpoint", "kind"}},
		"scar":            {[]string{"fingerprint"}, []string{"scope"}},
		"skeleton_record": {[]string{"url", "out", "screens"}, []string{"select", "breakpoints", "unit", "name", "no_check"}},
		"skeleton_lint":   {[]string{"dir"}, nil},
	}
	var names []string
	for _, tool := range lt.Tools {
		names = append(names, tool.Name)
		w, ok := want[tool.Name]
		if !ok {
			t.Errorf("unexpected tool %q", tool.Name)
			continue
		}
		var sc struct {
			Required             []string                   `json:"required"`
			Properties           map[string]json.RawMessage `json:"properties"`
			AdditionalProperties any                        `json:"additionalProperties"`
		}
		raw, _ := json.Marshal(tool.InputSchema)
		if err := json.Unmarshal(raw, &sc); err != nil {
			t.Fatal(err)
		}
		slices.Sort(sc.Required)
		req := slices.Sorted(slices.Values(w.required))
		if !slices.Equal(sc.Required, req) {
			t.Errorf("%s: required %v, want %v", tool.Name, sc.Required, req)
		}
		for _, p := range append(slices.Clone(w.required), w.optional...) {
			if _, ok := sc.Properties[p]; !ok {
				t.Errorf("%s: no argument %q", tool.Name, p)
			}
		}
		if len(sc.Properties) != len(w.required)+len(w.optional) {
			t.Errorf("%s: %d arguments, want %d", tool.Name, len(sc.Properties), len(w.required)+len(w.optional))
		}
		if sc.AdditionalProperties != false {
			t.Errorf("%s: additionalProperties %v, want false", tool.Name, sc.AdditionalProperties)
		}
		if tool.Name == "verify" || tool.Name == "attempt" || tool.Name == "status" {
			if !strings.Contains(tool.Description, "judge approve") || !strings.Contains(tool.Description, "cockpit") || !strings.Contains(tool.Description, "human") {
				t.Errorf("%s: the description does not say who seals and how: %q", tool.Name, tool.Description)
			}
		}
		for _, verb := range []string{"approve", "reject", "rebaseline", "seal"} {
			if strings.Contains(tool.Name, verb) {
				t.Errorf("tool %q acts as the judge", tool.Name)
			}
		}
	}
	if len(names) != len(want) {
		t.Errorf("tools %v, want %d", names, len(want))
	}
}

// TestRefusals: bad arguments are refused against the input schema, and
// a failing action is a tool error holding the one line the CLI prints.
func TestRefusals(t *testing.T) {
	d := newLedger(t, "alice")
	cs := connect(t, d, nil)
	tests := []struct {
		name string
		tool string
		args map[string]any
		want string
	}{
		{"missing argument", "status", map[string]any{}, "request_id"},
		{"unknown argument", "status", map[string]any{"request_id": "x", "approve": true}, "approve"},
		{"wrong type", "attempt", map[string]any{"request_id": "x", "code_diff": 3}, "code_diff"},
		{"not a fingerprint", "scar", map[string]any{"fingerprint": "abc"}, "fingerprint"},
		{"bad kind", "evidence", map[string]any{"request_id": "x", "kind": "selfie"}, "kind"},
		{"wait too long", "verify", map[string]any{"skeleton": acme, "url": "file:///x", "wait_s": 100000}, "wait_s"},
		{"request id not a token", "status", map[string]any{"request_id": "a.b"}, "request_id"},
		{"unknown request", "status", map[string]any{"request_id": "nope"}, `tribunal: ledger query review: no request "nope"`},
		{"unknown scar", "scar", map[string]any{"fingerprint": strings.Repeat("ab", 32)}, "tribunal: "},
		{"no product", "verify", map[string]any{"skeleton": acme}, "tribunal: give exactly one of --url, --dom-payload and --mcp-app"},
		{"unreadable skeleton", "verify", map[string]any{"skeleton": "/nonexistent", "url": "file:///x"}, "tribunal: "},
		{"unsigned skeleton on a deployment that trusts designers", "verify", map[string]any{"skeleton": acme, "dom_payload": "<!doctype html><title>a page long enough</title>"}, "must carry a designer's signature"},
		{"lint of nothing", "skeleton_lint", map[string]any{"dir": "/nonexistent"}, "tribunal: "},
		{"record a bad screen", "skeleton_record", map[string]any{"url": "file:///tmp", "out": t.TempDir(), "screens": []any{map[string]any{"screen": "home=nope"}}}, "tribunal: "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := call(t, cs, tt.tool, tt.args)
			got := text(res)
			t.Logf("%s", got)
			if !res.IsError || !strings.Contains(got, tt.want) || strings.Contains(strings.TrimSpace(got), "\n") {
				t.Errorf("IsError %v, %q; want one line containing %q", res.IsError, got, tt.want)
			}
		})
	}
}

// TestVerifyAtTheDoor: a request the ledger fails before any rendering
// (a DOM payload under 32 characters) settles without witnesses: verify
// returns the W³ result as structuredContent and text, status says the
// same, and the resources hold its report and skeleton.
func TestVerifyAtTheDoor(t *testing.T) {
	d := newLedger(t)
	var progress []string
	cs := connect(t, d, &mcp.ClientOptions{ProgressNotificationHandler: func(_ context.Context, r *mcp.ProgressNotificationClientRequest) {
		progress = append(progress, r.Params.Message)
	}})
	params := &mcp.CallToolParams{Name: "verify", Arguments: map[string]any{"skeleton": acme, "dom_payload": "<p>tiny</p>", "request_id": "door-1", "wait_s": 60}}
	params.SetProgressToken("p1")
	res, err := cs.CallTool(context.Background(), params)
	if err != nil || res.IsError {
		t.Fatalf("verify: %v %s", err, text(res))
	}
	var got Result
	raw, _ := json.Marshal(res.StructuredContent)
	if err := json.Unmarshal(raw, &got); err != nil {
		t.Fatal(err)
	}
	var keys map[string]json.RawMessage
	_ = json.Unmarshal(raw, &keys)
	for _, k := range []string{"request_id", "attempt", "verdict", "error", "iterations", "entropy_delta", "deviations", "tri_witness_ledger"} {
		if _, ok := keys[k]; !ok {
			t.Errorf("structuredContent lacks %q: %s", k, raw)
		}
	}
	if got.RequestID != "door-1" || got.Verdict != events.StateFail || got.Error != "DOM_PAYLOAD_MISSING" || got.Ledger.CompositeHash != "NOT_COMPUTED" {
		t.Errorf("verify: %+v", got)
	}
	if tx := text(res); !strings.HasPrefix(tx, "FAIL door-1") || !strings.Contains(tx, "next: ") {
		t.Errorf("text %q", tx)
	}
	if len(progress) == 0 || progress[0] != "opened request door-1" {
		t.Errorf("progress %q", progress)
	}

	st := call(t, cs, "status", map[string]any{"request_id": "door-1"})
	if raw2, _ := json.Marshal(st.StructuredContent); string(raw2) != string(raw) {
		t.Errorf("status %s\nverify %s", raw2, raw)
	}
	if ev := call(t, cs, "evidence", map[string]any{"request_id": "door-1"}); !ev.IsError || !strings.Contains(text(ev), "no frame yet") {
		t.Errorf("evidence without frames: %s", text(ev))
	}

	// The resources: the skeleton as the request carries it, the report.
	rr, err := cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: "tribunal://requests/door-1/skeleton/index.yaml"})
	if err != nil {
		t.Fatal(err)
	}
	idx, _ := os.ReadFile(filepath.Join(acme, "index.yaml"))
	if rr.Contents[0].Text != string(idx) {
		t.Errorf("skeleton resource differs from %s", acme)
	}
	rr, err = cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: reportURI("door-1", "json")})
	if err != nil {
		t.Fatal(err)
	}
	var rep struct {
		Schema string          `json:"schema"`
		W3     json.RawMessage `json:"w3"`
	}
	if err := json.Unmarshal([]byte(rr.Contents[0].Text), &rep); err != nil || rep.Schema != "tribunal-report.v1" {
		t.Errorf("report.json: %v %q", err, rep.Schema)
	}
	rr, err = cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: reportURI("door-1", "html")})
	if err != nil || !strings.Contains(rr.Contents[0].Text, "<html") {
		t.Errorf("report.html: %v", err)
	}
	if _, err := cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: "tribunal://requests/door-1/skeleton/nope.yaml"}); err == nil {
		t.Error("a file the skeleton does not have was read")
	}
}

// TestHTTP: off loopback the server needs a token file; with one,
// every request must carry the bearer token.
func TestHTTP(t *testing.T) {
	d := newLedger(t)
	tok := filepath.Join(t.TempDir(), "token")
	if err := os.WriteFile(tok, []byte(strings.Repeat("7", 40)+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	short := filepath.Join(t.TempDir(), "short")
	_ = os.WriteFile(short, []byte("secret"), 0o600)
	for _, tt := range []struct {
		addr, file string
		want       error
	}{
		{"0.0.0.0:0", "", ErrNeedToken},
		{"192.0.2.1:0", "", ErrNeedToken},
		{"[::]:0", "", ErrNeedToken},
		{"127.0.0.1:0", short, ErrToken},
		{"127.0.0.1:0", "/nonexistent", ErrToken},
	} {
		if _, err := readToken(HTTPOptions{Addr: tt.addr, TokenFile: tt.file}); !errors.Is(err, tt.want) {
			t.Errorf("%s %q: %v, want %v", tt.addr, tt.file, err, tt.want)
		}
	}
	// Loopback is the default: an address without a host is 127.0.0.1's.
	if got := ListenAddr(":8765"); got != "127.0.0.1:8765" {
		t.Errorf("ListenAddr(:8765) = %s", got)
	}
	if _, err := readToken(HTTPOptions{Addr: ListenAddr(":0")}); err != nil {
		t.Errorf(":0 without a token: %v", err)
	}

	s := New(Config{Conn: endpoint.Flags{Dir: d.Dir}})
	t.Cleanup(s.Close)
	ctx, cancel := context.WithCancel(context.Background())
	addrc := make(chan string, 1)
	done := make(chan error, 1)
	go func() {
		done <- s.ServeHTTP(ctx, HTTPOptions{Addr: "127.0.0.1:0", TokenFile: tok, Ready: func(a string) { addrc <- a }})
	}()
	url := "http://" + <-addrc + "/mcp"
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Error(err)
		}
	})
	for _, tt := range []struct {
		name, header string
		ok           bool
	}{
		{"no token", "", false},
		{"wrong token", "Bearer " + strings.Repeat("8", 40), false},
		{"the token", "Bearer " + strings.Repeat("7", 40), true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			hc := &http.Client{Transport: headerTransport{tt.header}, Timeout: 30 * time.Second}
			cs, err := mcp.NewClient(&mcp.Implementation{Name: "t", Version: "1"}, nil).Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: url, HTTPClient: hc}, nil)
			if !tt.ok {
				if err == nil {
					cs.Close()
					t.Fatal("connected")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			defer cs.Close()
			res := call(t, cs, "status", map[string]any{"request_id": "none-such"})
			if !res.IsError || !strings.HasPrefix(text(res), "tribunal: ") {
				t.Errorf("status over HTTP: %s", text(res))
			}
		})
	}
}

type headerTransport struct{ auth string }

func (h headerTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	if h.auth != "" {
		r = r.Clone(r.Context())
		r.Header.Set("Authorization", h.auth)
	}
	return http.DefaultTransport.RoundTrip(r)
}

// TestImages: fit keeps the longest side within MaxImageSide and the
// aspect; overlay draws a failing box red and the declared one blue,
// moved by the frame's origin.
func TestImages(t *testing.T) {
	for _, tt := range []struct{ w, h, ww, wh int }{
		{800, 600, 800, 600},
		{3000, 1000, 1568, 523},
		{1440, 5000, 452, 1568},
		{1568, 1568, 1568, 1568},
	} {
		got := fit(image.NewRGBA(image.Rect(0, 0, tt.w, tt.h)), MaxImageSide).Bounds()
		if got.Dx() != tt.ww || got.Dy() != tt.wh {
			t.Errorf("fit %dx%d: %dx%d, want %dx%d", tt.w, tt.h, got.Dx(), got.Dy(), tt.ww, tt.wh)
		}
	}
	// A half-black, half-white image averages to grey along the seam.
	src := image.NewRGBA(image.Rect(0, 0, 3200, 10))
	for x := range 1600 {
		for y := range 10 {
			src.Set(x, y, color.White)
		}
	}
	if c := fit(src, 1600).(*image.NRGBA).NRGBAAt(0, 0); c.R != 255 {
		t.Errorf("fit of white: %v", c)
	}

	f := &report.Frame{Width: 100, Height: 100, Boxes: []report.Box{{
		Status: events.ElementFail, Measured: &events.Rect{X: 10, Y: 10, W: 30, H: 30}, Declared: &events.Rect{X: 50, Y: 50, W: 40, H: 40},
	}}}
	img := overlay(image.NewRGBA(image.Rect(0, 0, 200, 200)), f).(*image.RGBA) // device scale 2
	if c := img.RGBAAt(20, 20); c != colFail {
		t.Errorf("measured box corner at (20,20): %v", c)
	}
	if c := img.RGBAAt(100, 100); c != colDeclared {
		t.Errorf("declared box corner at (100,100): %v", c)
	}
	if c := img.RGBAAt(60, 60); c == colFail || c == colDeclared {
		t.Errorf("inside a box: %v", c)
	}
	// A frame whose first pixel lies 20 px left of the viewport (a page
	// that overflows to the left): the boxes are drawn 20 px right.
	f.Origin = events.Origin{X: -20}
	img = overlay(image.NewRGBA(image.Rect(0, 0, 200, 200)), f).(*image.RGBA)
	if c := img.RGBAAt(60, 20); c != colFail {
		t.Errorf("measured box corner at (60,20), moved by the origin: %v", c)
	}
	if c := img.RGBAAt(140, 100); c != colDeclared {
		t.Errorf("declared box corner at (140,100), moved by the origin: %v", c)
	}
	if c := img.RGBAAt(20, 20); c == colFail {
		t.Errorf("the measured box drawn where the viewport's corner would put it")
	}
}

// TestSkill: "tribunal mcp --skill" prints SKILL.md byte for byte, and
// SKILL.md is an Agent Skill: front matter with name and description,
// and the rule that the agent stops at PASS_CANDIDATE.
func TestSkill(t *testing.T) {
	file, err := os.ReadFile("../../../SKILL.md")
	if err != nil {
		t.Fatal(err)
	}
	var out, errb strings.Builder
	if err := Command(nil)(context.Background(), []string{"--skill"}, &out, &errb); err != nil {
		t.Fatal(err)
	}
	if out.String() != string(file) {
		t.Error("--skill does not print SKILL.md")
	}
	front, body, ok := strings.Cut(strings.TrimPrefix(string(file), "---\n"), "\n---\n")
	if !strings.HasPrefix(string(file), "---\n") || !ok {
		t.Fatal("SKILL.md has no front matter")
	}
	for _, want := range []string{"name: tribunal\n", "description: "} {
		if !strings.Contains(front+"\n", want) {
			t.Errorf("front matter lacks %q", want)
		}
	}
	for _, want := range []string{"PASS_CANDIDATE", "judge approve", "verify", "attempt", "ENTROPY_NON_DECREASING", "SCAR_ALREADY_FAILED"} {
		if !strings.Contains(body, want) {
			t.Errorf("SKILL.md does not mention %s", want)
		}
	}
}

// TestSubscribe: a client subscribed to a request's report is told when
// the request's state changes — here from not opened to FAIL.
func TestSubscribe(t *testing.T) {
	d := newLedger(t)
	updated := make(chan string, 8)
	cs := connect(t, d, &mcp.ClientOptions{ResourceUpdatedHandler: func(_ context.Context, r *mcp.ResourceUpdatedNotificationRequest) {
		updated <- r.Params.URI
	}})
	uri := reportURI("sub-1", "json")
	if err := cs.Subscribe(context.Background(), &mcp.SubscribeParams{URI: uri}); err != nil {
		t.Fatal(err)
	}
	if res := call(t, cs, "verify", map[string]any{"skeleton": acme, "dom_payload": "<p>x</p>", "request_id": "sub-1"}); res.IsError {
		t.Fatal(text(res))
	}
	select {
	case got := <-updated:
		if got != uri {
			t.Errorf("updated %q, want %q", got, uri)
		}
	case <-time.After(15 * time.Second):
		t.Fatal("no notifications/resources/updated within 15 s")
	}
	if err := cs.Unsubscribe(context.Background(), &mcp.UnsubscribeParams{URI: uri}); err != nil {
		t.Fatal(err)
	}
}

// TestCommand: tribunal mcp's flags: what cannot serve is refused before
// it starts, with the exit code's error kind.
func TestCommand(t *testing.T) {
	d := newLedger(t)
	tok := filepath.Join(t.TempDir(), "token")
	_ = os.WriteFile(tok, []byte("short"), 0o600)
	tests := []struct {
		args  []string
		usage bool // else bad input
		want  string
	}{
		{[]string{"--token-file", tok, "--dir", d.Dir}, true, "--token-file needs --http"},
		{[]string{"--http", "0.0.0.0:0", "--dir", d.Dir}, true, "needs --token-file"},
		{[]string{"--http", "127.0.0.1:0", "--token-file", tok, "--dir", d.Dir}, false, "at least 32 characters"},
		{[]string{"--dir", filepath.Join(t.TempDir(), "none")}, false, "none"},
		{[]string{"extra"}, true, ""},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			var out, errb strings.Builder
			err := Command(nil)(context.Background(), tt.args, &out, &errb)
			var ue cli.UsageError
			var ie cli.InputError
			switch {
			case err == nil:
				t.Fatal("served")
			case tt.usage && !errors.As(err, &ue), !tt.usage && !errors.As(err, &ie):
				t.Errorf("%T %v, want usage %v", err, err, tt.usage)
			case !strings.Contains(err.Error(), tt.want):
				t.Errorf("%v, want %q", err, tt.want)
			}
			if out.Len() != 0 {
				t.Errorf("stdout %q", out.String())
			}
		})
	}
}

// TestSkeletonRecord: skeleton_record renders a build in Chromium and
// writes its skeleton as "tribunal skeleton record" does; recording
// again into it finds nothing moved; skeleton_lint reads it.
func TestSkeletonRecord(t *testing.T) {
	testenv.Short(t, "renders in Chromium")
	d := newLedger(t)
	cs := connect(t, d, nil)
	site, err := filepath.Abs("../../../examples/acme/site")
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "skeleton")
	args := map[string]any{"url": "file://" + site, "out": out, "breakpoints": "mobile=375x812,desktop=1440x900",
		"screens": []any{map[string]any{"screen": "home=/index.html", "select": []any{"#hero .cta", "nav=#nav-links"}}}}
	var first RecordOut
	for i, wantMoved := range []int{0, 0} {
		res := call(t, cs, "skeleton_record", args)
		if res.IsError {
			t.Fatalf("record %d: %s", i, text(res))
		}
		var got RecordOut
		raw, _ := json.Marshal(res.StructuredContent)
		if err := json.Unmarshal(raw, &got); err != nil {
			t.Fatal(err)
		}
		if got.Screens != 1 || got.Elements != 2 || len(got.Failures) != 0 || len(got.Moved) != wantMoved || !events.IsHex64(got.Hash) {
			t.Errorf("record %d: %+v", i, got)
		}
		if i == 0 {
			first = got
		} else if got.Elements != first.Elements || got.Tokens != first.Tokens {
			t.Errorf("re-recording the same build: %+v, first %+v", got, first)
		}
	}
	if _, err := os.Stat(filepath.Join(out, "index.yaml")); err != nil {
		t.Fatal(err)
	}
	res := call(t, cs, "skeleton_lint", map[string]any{"dir": out})
	var lint LintOut
	raw, _ := json.Marshal(res.StructuredContent)
	if err := json.Unmarshal(raw, &lint); err != nil || res.IsError || lint.Warnings == nil {
		t.Errorf("lint of the recording: %v %s", err, text(res))
	}
}

// TestWaitRunsOut: with no witness running, verify's wait runs out; the
// result is not an error but the status so far, naming who it still
// waits for, and next says to ask status later.
func TestWaitRunsOut(t *testing.T) {
	d := newLedger(t)
	cs := connect(t, d, nil)
	site, err := filepath.Abs("../../../examples/acme/site")
	if err != nil {
		t.Fatal(err)
	}
	res := call(t, cs, "verify", map[string]any{"skeleton": acme, "url": "file://" + site, "request_id": "slow-1", "wait_s": 1})
	if res.IsError {
		t.Fatal(text(res))
	}
	var got Result
	raw, _ := json.Marshal(res.StructuredContent)
	if err := json.Unmarshal(raw, &got); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got.Waiting, []string{"w1", "w2"}) || got.Verdict != events.StateHold || got.Error != "AWAITING_WITNESSES" || !strings.Contains(got.Next, "call status") {
		t.Errorf("%+v", got)
	}
	st := call(t, cs, "status", map[string]any{"request_id": "slow-1"})
	raw, _ = json.Marshal(st.StructuredContent)
	var now Result
	if err := json.Unmarshal(raw, &now); err != nil || now.Error != "AWAITING_WITNESSES" || !strings.Contains(now.Next, "still working") {
		t.Errorf("status while the witnesses work: %+v %v", now, err)
	}
}

// reportURI is the address of request id's report in format ("html" or
// "json").
func reportURI(id, format string) string { return scheme + id + "/report." + format }
