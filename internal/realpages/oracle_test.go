package realpages

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/testenv"
)

// conformancePages are re-measured by default: Bootstrap's checkout, one
// of the pages make test's witness tests judge against (SuitePages), the
// one whose oracle record has every kind of field (boxes, styles, token
// checks, axe nodes, interaction effects). The oracle runs the same code
// on every page, so a Chromium or axe-core that measures otherwise shows
// on it; each page costs about 17 CPU s (node, playwright and its
// Chromium). REALPAGES_ORACLE=all (make corpus) re-measures every page,
// the tall one among them.
var conformancePages = []string{"bs-checkout"}

// needTool finds a tool the conformance test needs. Under CI=true a
// missing tool fails the test (CI must never skip silently); otherwise it
// may only be skipped under -short, which skips the test anyway.
func needTool(t *testing.T, name, hint string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		t.Fatalf("%s not found (%v): %s", name, err, hint)
	}
	return p
}

// TestOracleConformance re-runs the oracle (node measure.mjs: playwright
// and axe in Debian's Chromium) on the committed pages and requires the
// result to equal the committed oracle/out: boxes within 0.5 px, every
// other field (visibility, styles, token checks, axe nodes and their data,
// interaction effects) exactly. So the committed oracle cannot drift from
// what playwright and axe say.
func TestOracleConformance(t *testing.T) {
	testenv.Short(t, "re-runs the node oracle in Chromium")
	c := Load(t, "")
	pages := conformancePages
	if os.Getenv("REALPAGES_ORACLE") == "all" {
		pages = nil
		for _, p := range c.Pages {
			pages = append(pages, p.ID)
		}
	}
	out := measureOracle(t, c, pages)
	for _, id := range pages {
		t.Run(id, func(t *testing.T) {
			want := c.Page(id).Oracle
			b, err := os.ReadFile(filepath.Join(out, id+".json"))
			if err != nil {
				t.Fatal(err)
			}
			got := new(Oracle)
			if err := json.Unmarshal(b, got); err != nil {
				t.Fatal(err)
			}
			for _, d := range diffOracle(want, got) {
				t.Error(d)
			}
		})
	}
}

// measureOracle runs the oracle (node measure.mjs in Debian's Chromium)
// on pages of corpus c and returns the directory of its outputs.
func measureOracle(t *testing.T, c *Corpus, pages []string) string {
	t.Helper()
	node := needTool(t, "node", "run make deps (installs nodejs from Debian)")
	browser := os.Getenv("TRIBUNAL_BROWSER")
	if browser == "" {
		browser = "/usr/bin/chromium"
	}
	if _, err := os.Stat(browser); err != nil {
		t.Fatalf("chromium: %v: run make deps", err)
	}
	oracleDir := filepath.Join(c.Root, "..", "realpages", "oracle")
	if _, err := os.Stat(filepath.Join(oracleDir, "node_modules", "playwright-core")); err != nil {
		t.Fatalf("oracle node_modules missing (%v): run make deps (npm ci in %s)", err, oracleDir)
	}
	out := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	args := append([]string{"measure.mjs", "--jobs", "2", "--out", out}, pages...)
	cmd := exec.CommandContext(ctx, node, args...)
	cmd.Dir = oracleDir
	cmd.Env = append(os.Environ(), "TRIBUNAL_BROWSER="+browser, "REALPAGES_CORPUS="+c.Root)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("node measure.mjs: %v\n%s", err, b)
	}
	return out
}

// diffOracle lists the differences between two oracle records: boxes may
// differ by 0.5 px, the tool versions may differ, nothing else may.
func diffOracle(want, got *Oracle) []string {
	var diffs []string
	if len(want.Breakpoints) != len(got.Breakpoints) {
		return []string{fmt.Sprintf("%d breakpoints, committed %d", len(got.Breakpoints), len(want.Breakpoints))}
	}
	for i := range want.Breakpoints {
		wb, gb := want.Breakpoints[i], got.Breakpoints[i]
		if len(wb.Elements) != len(gb.Elements) {
			diffs = append(diffs, fmt.Sprintf("%s: %d elements, committed %d", wb.Name, len(gb.Elements), len(wb.Elements)))
			continue
		}
		for j := range wb.Elements {
			we, ge := wb.Elements[j], gb.Elements[j]
			at := fmt.Sprintf("%s@%s", we.ID, wb.Name)
			switch {
			case (we.Box == nil) != (ge.Box == nil):
				diffs = append(diffs, fmt.Sprintf("%s: box %v, committed %v", at, ge.Box, we.Box))
			case we.Box != nil:
				d := math.Max(math.Max(math.Abs(we.Box.X-ge.Box.X), math.Abs(we.Box.Y-ge.Box.Y)), math.Max(math.Abs(we.Box.W-ge.Box.W), math.Abs(we.Box.H-ge.Box.H)))
				if d > 0.5 {
					diffs = append(diffs, fmt.Sprintf("%s: box %+v, committed %+v (%.2f px apart)", at, *ge.Box, *we.Box, d))
				}
			}
			we.Box, ge.Box = nil, nil
			if !reflect.DeepEqual(we, ge) {
				diffs = append(diffs, fmt.Sprintf("%s: %s", at, firstDiff(we, ge)))
			}
		}
		wb.Elements, gb.Elements = nil, nil
		if !reflect.DeepEqual(wb, gb) {
			diffs = append(diffs, fmt.Sprintf("%s: %s", wb.Name, firstDiff(wb, gb)))
		}
	}
	if !reflect.DeepEqual(want.Interactions, got.Interactions) {
		diffs = append(diffs, "interactions: "+firstDiff(want.Interactions, got.Interactions))
	}
	return diffs
}

// firstDiff shows the first differing line of two values' JSON.
func firstDiff(want, got any) string {
	wb, _ := json.MarshalIndent(want, "", " ")
	gb, _ := json.MarshalIndent(got, "", " ")
	wl, gl := strings.Split(string(wb), "\n"), strings.Split(string(gb), "\n")
	for i := 0; i < len(wl) && i < len(gl); i++ {
		if wl[i] != gl[i] {
			return fmt.Sprintf("line %d: got %s, committed %s", i+1, strings.TrimSpace(gl[i]), strings.TrimSpace(wl[i]))
		}
	}
	return fmt.Sprintf("got %d lines, committed %d", len(gl), len(wl))
}

func TestDiffOracleTolerance(t *testing.T) {
	mk := func(x float64, color string) *Oracle {
		o := &Oracle{Breakpoints: []OracleBreakpoint{{Name: "mobile", Elements: []OracleElement{{ID: "a", Visible: true, Box: &Box{X: x, W: 10, H: 10}, Style: map[string]string{"color": color}}}}}}
		return o
	}
	cases := []struct {
		name  string
		a, b  *Oracle
		diffs int
	}{
		{"same", mk(1, "red"), mk(1, "red"), 0},
		{"box within 0.5", mk(1, "red"), mk(1.5, "red"), 0},
		{"box beyond 0.5", mk(1, "red"), mk(1.51, "red"), 1},
		{"style differs", mk(1, "red"), mk(1, "blue"), 1},
	}
	for _, tc := range cases {
		if got := diffOracle(tc.a, tc.b); len(got) != tc.diffs {
			t.Errorf("%s: %d diffs %v, want %d", tc.name, len(got), got, tc.diffs)
		}
	}
}
