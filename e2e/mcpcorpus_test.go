package e2e

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver/mcpservertest"
	"github.com/tribunal-dev/tribunal/internal/testfs"
)

// mcpCorpusWorking: through the daemons, apps of the MCP Apps corpus
// (testdata/mcp-apps-corpus) that the independent truth finds working on
// every surface — every criterion pass, or not_applicable as its request
// declares — reach PASS_CANDIDATE on web, recorded once from their real
// server (cassette mode, the default) and replayed to both witnesses; a
// declared not_applicable criterion is on the W³ output. Web alone: the
// daemons carry every surface alike, and mcpAppCheck takes an app
// through them on all three; each surface more is both witnesses' whole
// work again (about 8 CPU s an app).
// Which apps work is read from truth.json, not chosen here. Of them, one
// app of each kind the daemons carry differently is checked: the first
// that declares no criterion not_applicable (its UI calls its server:
// app calls recorded, replayed, and equal in both transcripts) and the
// first that declares one (on the W³ output). The others differ from
// these only in the UI framework inside the frame, which the witnesses
// judge the same with or without the daemons: internal/mcpapp/runner's
// TestExamplesCorpus judges every app on web in make test, and make
// mcp-corpus on all three surfaces.
func mcpCorpusWorking(t *testing.T, c *cluster) {
	src, err := mcpservertest.CorpusDir()
	if err != nil {
		t.Fatal(err)
	}
	// The deployment allows products under its own root only: a copy of
	// the corpus goes there, as a user's server directory would.
	dir := filepath.Join(c.mcpServers(), "corpus")
	if out, err := exec.Command("cp", "-a", src, dir).CombinedOutput(); err != nil {
		t.Fatalf("copying the corpus: %v\n%s", err, out)
	}
	testfs.Searchable(t, dir) // the recording's jail runs as another uid
	raw, err := os.ReadFile(filepath.Join(dir, "truth.json"))
	if err != nil {
		t.Fatal(err)
	}
	var truth struct {
		Apps map[string]map[string]map[string]string `json:"apps"`
	}
	if err := json.Unmarshal(raw, &truth); err != nil {
		t.Fatalf("truth.json: %v", err)
	}
	var working []string
	for name, surfaces := range truth.Apps {
		ok := len(surfaces) == 3
		for _, criteria := range surfaces {
			for _, status := range criteria {
				ok = ok && (status == "pass" || status == "not_applicable")
			}
		}
		if ok {
			working = append(working, name)
		}
	}
	slices.Sort(working)
	if len(working) < 5 {
		t.Fatalf("truth.json finds %d working apps (%v): the corpus or its truth is broken", len(working), working)
	}
	apps := map[string]events.MCPApp{}
	var calls, declares string // the first app of each kind
	for _, name := range working {
		var app events.MCPApp
		if b, err := os.ReadFile(filepath.Join(dir, "apps", name+".json")); err != nil {
			t.Fatal(err)
		} else if err := events.DecodeStrict(b, &app); err != nil {
			t.Fatal(err)
		}
		apps[name] = app
		switch {
		case len(app.NotApplicable) == 0 && calls == "":
			calls = name
		case len(app.NotApplicable) > 0 && declares == "":
			declares = name
		}
	}
	if calls == "" || declares == "" {
		t.Fatalf("truth.json's working apps %v lack one that declares no criterion not_applicable (%q) or one that declares one (%q)", working, calls, declares)
	}
	web := []string{events.SurfaceWeb}
	for _, name := range []string{calls, declares} {
		t.Run(name, func(t *testing.T) {
			file := filepath.Join(dir, "apps", name+".json")
			app := apps[name]
			id := newID("mcp-corpus")
			r := c.tribunal(t, 0, "check", "--skeleton", mcpSkeleton, "--mcp-app", file,
				"--mcp-server", strings.Join(app.Server.Command, " "), "--mcp-server-dir", dir,
				"--surfaces", "web", "--request-id", id, "--json", "--timeout", "4m")
			w := w3(t, r.stdout)
			if w.Verdict != events.StatePassCandidate || len(w.Deviations) != 0 {
				t.Fatalf("%s: %s %q, deviations %+v", name, w.Verdict, w.Error, w.Deviations)
			}
			rv, obs, ver := reports(t, c, id)
			if !slices.Equal(rv.Surfaces, web) || obs.Verdict != events.VerdictPass || ver.Verdict != events.VerdictPass || len(obs.MCPServer) != 1 || len(ver.MCPServer) != 1 {
				t.Fatalf("surfaces %v; W1 %s %v, W2 %s %v", rv.Surfaces, obs.Verdict, obs.Deviations, ver.Verdict, ver.Concerns)
			}
			for i := range obs.MCPServer {
				if a, b := obs.MCPServer[i], ver.MCPServer[i]; a.Mode != events.MCPModeCassette || a.ResultSHA256 != b.ResultSHA256 || !slices.Equal(a.AppCallSHA256, b.AppCallSHA256) {
					t.Errorf("%s: transcripts W1 %+v, W2 %+v", a.Surface, a, b)
				}
				if name == calls && len(obs.MCPServer[i].AppCallSHA256) == 0 {
					t.Errorf("%s: %s's UI calls its server, but no app call is in the transcript", obs.MCPServer[i].Surface, name)
				}
			}
			if len(app.NotApplicable) > 0 && !strings.Contains(r.stdout, `"not_applicable"`) {
				t.Errorf("the W³ output lacks the declared not_applicable: %s", r.stdout)
			}
		})
	}
}
