package runner_test

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpcheck"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver/mcpservertest"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/runner"
)

// surfacesFlag: the surfaces the tests that judge many apps or one
// server judge each on (TestExamplesCorpus, TestServerGood,
// TestThirdPartyServer's stdio server). make test: web; make mcp-corpus
// (-surfaces web,android,ios): all three. What differs between surfaces
// (the host's viewport, safe area and platform) is the same code for
// every app and server, and TestGoodAppAllSurfaces takes an app through
// all three in make test too; each surface costs both witnesses a check
// (about 5 CPU s).
var surfacesFlag = flag.String("surfaces", "web", "surfaces the corpus, the good server and the third-party server are judged on (comma-separated)")

// surfaces is surfacesFlag as a list.
func surfaces() []string { return strings.Split(*surfacesFlag, ",") }

// corpusTruth is truth.json: per app, per surface, per criterion, the
// status the independent host (truth.mjs: the TypeScript SDK's client, a
// hand-written host page, playwright-core) found.
type corpusTruth struct {
	GeneratedBy string                                  `json:"generated_by"`
	Apps        map[string]map[string]map[string]string `json:"apps"`
}

// TestExamplesCorpus: every app of testdata/mcp-apps-corpus — the eight
// official ext-apps example servers and five broken variants of our own —
// recorded once from its real server (the default cassette mode) and
// judged by both witnesses on each surface; every criterion's result must
// be the independent truth's. A difference is a false flag (Tribunal
// fails what works) or a miss (Tribunal passes what is broken), counted
// and printed as a table.
func TestExamplesCorpus(t *testing.T) {
	b, h := env(t)
	dir, err := mcpservertest.CorpusDir()
	if err != nil {
		t.Fatal(err)
	}
	var truth corpusTruth
	raw, err := os.ReadFile(filepath.Join(dir, "truth.json"))
	if err == nil {
		err = json.Unmarshal(raw, &truth)
	}
	if err != nil {
		t.Fatalf("truth.json: %v", err)
	}
	files, err := filepath.Glob(filepath.Join(dir, "apps", "*.json"))
	if err != nil || len(files) < 13 {
		t.Fatalf("the corpus's apps: %d files, %v", len(files), err)
	}
	on := surfaces()

	var mu sync.Mutex
	var agreed, falseFlags, misses, other int
	var rows []string
	// The table is logged once every app's subtest is done (they run side
	// by side: each mostly waits on its server and its pages).
	t.Cleanup(func() {
		slices.Sort(rows)
		t.Logf("corpus on %v: %d results agree, %d false flags, %d misses, %d other differences\n%s",
			on, agreed, falseFlags, misses, other, strings.Join(rows, "\n"))
	})
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".json")
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			want, ok := truth.Apps[name]
			if !ok {
				t.Fatalf("truth.json has no truth for %s (node truth.mjs > truth.json)", name)
			}
			app, err := runner.LoadApp(file)
			if err != nil {
				t.Fatal(err)
			}
			rec := recorded(t, app, mcpserver.Target{Dir: dir, Command: app.Server.Command})
			srv, err := runner.ServerOf(rec, "")
			if err != nil {
				t.Fatal(err)
			}
			for _, sf := range on {
				ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
				r, err := check(ctx, b, h, rec, srv, sf)
				cancel()
				if err != nil {
					t.Fatalf("%s: %v", sf, err)
				}
				got := map[string]string{}
				for _, res := range r.Results {
					got[res.Criterion] = res.Status
				}
				for _, c := range mcpcheck.Criteria {
					w, g := want[sf][c], got[c]
					mu.Lock()
					switch {
					case w == g:
						agreed++
					case w == mcpcheck.Pass || w == mcpcheck.NotApplicable:
						falseFlags++
					case g == mcpcheck.Pass:
						misses++
					default:
						other++
					}
					if w != g {
						rows = append(rows, fmt.Sprintf("%-24s %-8s %-13s truth %-14s tribunal %s", name, sf, c, w, g))
					}
					mu.Unlock()
					if w != g {
						for _, res := range r.Results {
							if res.Criterion == c {
								for _, p := range res.Parts {
									t.Logf("%s %s %s: %s %s", sf, c, p.Witness, p.Status, p.Evidence)
								}
							}
						}
						t.Errorf("%s on %s: truth %q, Tribunal %q", c, sf, w, g)
					}
				}
			}
		})
	}
}
