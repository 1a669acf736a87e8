package e2e

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/testenv"
)

// The MCP test app (docs/MCP-APPS.md §6): app.json is the request's
// mcp_app without its HTML, the bundle is inlined by --mcp-app-html; the
// skeleton only fills the tuple.
const (
	mcpApp      = "testdata/mcp-app/app.json"
	mcpBundle   = "testdata/mcp-app/dist/good.html"
	mcpSkeleton = "testdata/mcp-app/skeleton"
)

// TestMCPApps runs the MCP App cases on one cluster, in order, beside
// TestE2E (they need none of its requests, and take as long as the rest
// of it).
func TestMCPApps(t *testing.T) {
	testenv.Short(t, "end-to-end: real Chromium, five processes and MCP servers")
	t.Parallel()
	c := ownCluster(t)
	for _, s := range []struct {
		name string
		fn   func(t *testing.T)
	}{
		{"MCP App: check --mcp-app passes on web, android, ios; evidence trio on the ledger", func(t *testing.T) { mcpAppCheck(t, c) }},
		{"MCP App against its real server: passes on web; both legs in W2's log; the transcripts agree", func(t *testing.T) { mcpServerCheck(t, c) }},
		{"MCP App against broken servers: each fails exactly the criterion it breaks", func(t *testing.T) { mcpServerVariants(t, c) }},
		{"MCP App against a server over HTTP, one that crashes, one that answers each witness differently, a third-party one", func(t *testing.T) { mcpServerOthers(t, c) }},
		{"MCP Apps corpus: a working example app of each kind passes on web through the daemons", func(t *testing.T) { mcpCorpusWorking(t, c) }},
	} {
		t.Run(s.name, s.fn)
	}
}

// mcpAppCheck: `tribunal check --mcp-app` with the good app through the
// real daemons. Without --surfaces the request requires web, android and
// ios; both witnesses mount the app on each and pass → PASS_CANDIDATE.
// The evidence trio of every surface is on the ledger and fetchable with
// `tribunal blob get`: W1's screenshots (on tribunal.w1.blob), listed in
// its observation, and W2's JSON-RPC log and tool invocation record (on
// tribunal.w2.blob), named by W2's verdict.
func mcpAppCheck(t *testing.T, c *cluster) {
	id := newID("mcp-good")
	r := c.tribunal(t, 0, "check", "--skeleton", mcpSkeleton, "--mcp-app", mcpApp, "--mcp-app-html", mcpBundle,
		"--request-id", id, "--json", "--timeout", "3m30s")
	w := w3(t, r.stdout)
	if w.Verdict != events.StatePassCandidate || w.RequestID != id || len(w.Deviations) != 0 {
		t.Fatalf("check --mcp-app: %s %q, deviations %+v", w.Verdict, w.Error, w.Deviations)
	}
	rv := c.review(t, id, "both reports", func(r *govern.Review) bool {
		return len(r.Attempts) == 1 && r.Attempts[0].W1 != nil && r.Attempts[0].W2 != nil
	})
	all := []string{events.SurfaceWeb, events.SurfaceAndroid, events.SurfaceIOS}
	if !slices.Equal(rv.Surfaces, all) {
		t.Errorf("required surfaces %v, want %v", rv.Surfaces, all)
	}
	o1, err := events.Decode(events.SchemaObservationW1, rv.Attempts[0].W1.Body)
	if err != nil {
		t.Fatal(err)
	}
	o2, err := events.Decode(events.SchemaVisualVerdict, rv.Attempts[0].W2.Body)
	if err != nil {
		t.Fatal(err)
	}
	obs, ver := o1.(*events.ObservationW1), o2.(*events.VisualVerdict)
	if obs.Verdict != events.VerdictPass || ver.Verdict != events.VerdictPass {
		t.Fatalf("W1 %s %v, W2 %s %v", obs.Verdict, obs.Deviations, ver.Verdict, ver.Concerns)
	}
	// Who published what: W1 its 12 screenshots, W2 a log and a record
	// per surface, each on its own blob subject (the witness's log line
	// for the attempt; the chain's entry query cannot return a chunk of
	// this size, and the requester cannot read the stream).
	for w, n := range map[string]int{"w1": 12, "w2": 6} {
		if !reportedBlobs(t, c.daemons[w].log, id, n) {
			t.Errorf("%s did not report the attempt of %s with blobs=%d:\n%s", w, id, n, tail(c.daemons[w].log, 5))
		}
	}
	dir := t.TempDir()
	get := func(hash string) []byte {
		t.Helper()
		out := filepath.Join(dir, hash)
		c.tribunal(t, 0, "blob", "get", hash, "--out", out)
		data, err := os.ReadFile(out)
		if err != nil || hexH(data) != hash {
			t.Fatalf("blob get %s: %d bytes hashing to %s (%v)", hash, len(data), hexH(data), err)
		}
		return data
	}
	for _, sf := range all {
		// W1: four screenshots per surface, one per phase.
		var shot string
		n := 0
		for _, s := range obs.Screenshots {
			if s.Surface == sf {
				n++
				shot = s.SHA256
			}
		}
		if n != 4 {
			t.Errorf("%s: %d screenshots, want 4", sf, n)
		}
		if png := get(shot); !bytes.HasPrefix(png, []byte("\x89PNG")) {
			t.Errorf("%s: screenshot is not a PNG", sf)
		}
		// W2: every check on the surface names the log and the record.
		var refs []string
		for _, ev := range ver.ElementVerdicts {
			if ev.Breakpoint == sf {
				refs = append(refs, ev.Selector)
			}
		}
		if len(refs) != 7 || len(slices.Compact(slices.Clone(refs))) != 1 {
			t.Fatalf("%s: element verdicts name %v, want 7 checks naming the same evidence", sf, refs)
		}
		hs := strings.Fields(refs[0])
		if len(hs) != 2 || !events.IsHex64(hs[0]) || !events.IsHex64(hs[1]) {
			t.Fatalf("%s: evidence %q is not two SHA-256", sf, refs[0])
		}
		logLines := strings.Split(strings.TrimSpace(string(get(hs[0]))), "\n")
		var first struct {
			Dir   string `json:"dir"`
			Frame string `json:"frame"`
		}
		hasInit := false
		for _, l := range logLines {
			if err := json.Unmarshal([]byte(l), &first); err != nil {
				t.Fatalf("%s: log line %q: %v", sf, l, err)
			}
			hasInit = hasInit || first.Dir == "app->host" && strings.Contains(first.Frame, `"ui/initialize"`)
		}
		if !hasInit {
			t.Errorf("%s: the JSON-RPC log (%d lines) has no ui/initialize from the app", sf, len(logLines))
		}
		var inv struct {
			Tool     string            `json:"tool"`
			IsError  bool              `json:"is_error"`
			AppCalls []json.RawMessage `json:"app_calls"`
		}
		if err := json.Unmarshal(get(hs[1]), &inv); err != nil || inv.Tool != "get_forecast" || inv.IsError || len(inv.AppCalls) == 0 {
			t.Errorf("%s: tool invocation record %+v (%v)", sf, inv, err)
		}
	}
}

// reportedBlobs reports whether the witness log at path has the line of
// request id's attempt report with n blobs published before it.
func reportedBlobs(t *testing.T, path, id string, n int) bool {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(string(data), "\n") {
		if strings.Contains(l, `msg="attempt reported"`) && strings.Contains(l, "request_id="+id+" ") &&
			strings.Contains(l, fmt.Sprintf(" blobs=%d ", n)) {
			return true
		}
	}
	return false
}
