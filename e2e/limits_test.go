package e2e

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/query"
	"github.com/tribunal-dev/tribunal/internal/testenv"
)

// TestBodiesAtTheirLimits runs the real binaries on a request whose
// dom_payload and skeleton, and whose attempt's code_diff, are each
// exactly at their limits (docs/CONTRACTS.md §5): tribunal check opens
// and attempts it, both witnesses observe it, judge show reads the
// review (larger than one broker message: paged), judge approve seals
// it, and tribunal status reads it sealed. One byte over any of the
// three is refused by tribunal in one line naming the body and its
// limit, exit 2.
func TestBodiesAtTheirLimits(t *testing.T) {
	testenv.Short(t, "end-to-end: real Chromium and five processes")
	t.Parallel()
	c := ownCluster(t)
	tmp := t.TempDir()
	write := func(name string, data []byte) string {
		p := filepath.Join(tmp, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	page, err := os.ReadFile(filepath.Join(repoRoot, siteGood, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	// The good page with a comment that brings it to n bytes: it renders
	// as the page does.
	payload := func(n int) []byte {
		pad := n - len(page) - len("<!--  -->")
		return append(append([]byte(nil), page...), []byte("<!-- "+strings.Repeat("p", pad)+" -->")...)
	}
	// The test skeleton with a comment that brings it to n bytes in all.
	skel := func(name string, n int) string {
		dir := filepath.Join(tmp, name)
		if err := os.MkdirAll(filepath.Join(dir, "screens"), 0o755); err != nil {
			t.Fatal(err)
		}
		src := filepath.Join(repoRoot, skeleton)
		screen, err := os.ReadFile(filepath.Join(src, "screens", "page.yaml"))
		if err != nil {
			t.Fatal(err)
		}
		index, err := os.ReadFile(filepath.Join(src, "index.yaml"))
		if err != nil {
			t.Fatal(err)
		}
		rest := n - len("screens/page.yaml") - len(screen) - len("index.yaml") - len(index) - len("# \n")
		index = append(index, []byte("# "+strings.Repeat("c", rest)+"\n")...)
		write(filepath.Join(name, "screens", "page.yaml"), screen)
		write(filepath.Join(name, "index.yaml"), index)
		return dir
	}
	diff := func(n int) []byte { return []byte(strings.Repeat("+ a line of the change\n", n/23+1)[:n]) }

	id := newID("limits")
	r := c.tribunal(t, 0, "check", "--skeleton", skel("skel-at", query.MaxSkeleton),
		"--dom-payload", write("at.html", payload(query.MaxDOMPayload)),
		"--code-diff", write("at.diff", diff(query.MaxCodeDiff)),
		"--request-id", id, "--json", "--timeout", "3m")
	w := w3(t, r.stdout)
	if w.Verdict != events.StatePassCandidate || len(w.CodeDiff) != query.MaxCodeDiff {
		t.Fatalf("check at the limits: %s %s, code_diff %d bytes", w.Verdict, w.Error, len(w.CodeDiff))
	}
	show := c.judge(t, 0, "show", id, "--json")
	if !strings.Contains(show.stdout, id) || len(show.stdout) < query.MaxCodeDiff {
		t.Errorf("judge show --json printed %d bytes", len(show.stdout))
	}
	c.judge(t, 0, "approve", id, "--reason", "every body at its limit")
	if w := w3(t, c.tribunal(t, 0, "status", id, "--json").stdout); w.Verdict != events.StateSealedDeploy {
		t.Fatalf("after the approval: %s %s", w.Verdict, w.Error)
	}

	for _, tc := range []struct {
		name  string
		args  []string
		field string
		limit int
	}{
		{"dom_payload", []string{"--skeleton", skel("skel-ok", 4096), "--dom-payload", write("over.html", payload(query.MaxDOMPayload+1))}, "dom_payload", query.MaxDOMPayload},
		{"skeleton", []string{"--skeleton", skel("skel-over", query.MaxSkeleton+1), "--dom-payload", write("ok.html", payload(4096))}, "skeleton", query.MaxSkeleton},
		{"code_diff", []string{"--skeleton", skeleton, "--dom-payload", write("ok.html", payload(4096)), "--code-diff", write("over.diff", diff(query.MaxCodeDiff+1))}, "code_diff", query.MaxCodeDiff},
	} {
		t.Run(tc.name+" one byte over", func(t *testing.T) {
			r := c.tribunal(t, 2, append([]string{"check", "--json"}, tc.args...)...)
			want := tc.field + " is " + strconv.Itoa(tc.limit+1) + " bytes, over the " + tc.field + " limit of " + strconv.Itoa(tc.limit) + " bytes"
			if r.stdout != "" || strings.Count(r.stderr, "\n") != 1 || !strings.Contains(r.stderr, want) {
				t.Errorf("stdout %q, stderr %q; want one line saying %q", r.stdout, r.stderr, want)
			}
		})
	}
}
