package pixelcheck

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/browser/browsertest"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// One browser serves the whole package's tests; it records the commands
// it is sent (protocol_test.go).
var fx = browsertest.New(browsertest.Record())

func TestMain(m *testing.M) { browsertest.Main(m, fx) }

// testBrowser returns the shared browser (internal/browser/browsertest:
// skipped under -short, a failure without Chromium).
func testBrowser(t testing.TB) *browser.Browser { return fx.Browser(t) }

// el is an element of a test skeleton: a box per breakpoint ("" for null)
// and tokens_used as property: token pairs.
type el struct {
	id     string
	bbox   map[string]string // breakpoint → "{x: …, y: …, w: …, h: …}" or "null"
	tokens [][2]string
}

// bp is a test breakpoint.
type bp struct {
	name          string
	width, height int
}

var desktop = []bp{{"desktop", 800, 600}}

// writeSkeleton writes a skeleton with one screen, "page", at path and
// returns its directory and hash.
func writeSkeleton(t testing.TB, path string, bps []bp, els ...el) (dir, hash string) {
	t.Helper()
	dir = t.TempDir()
	var scr strings.Builder
	fmt.Fprintf(&scr, "schema: design-skeleton.v1/screen\nid: page\npath: %s\nelements:", path)
	if len(els) == 0 {
		scr.WriteString(" []")
	}
	scr.WriteString("\n")
	for _, e := range els {
		fmt.Fprintf(&scr, "  - id: %s\n    selector: \"#%s\"\n    bbox:\n", e.id, e.id)
		var req []string
		for _, b := range bps {
			if box, ok := e.bbox[b.name]; ok {
				fmt.Fprintf(&scr, "      %s: %s\n", b.name, box)
				req = append(req, b.name)
			}
		}
		fmt.Fprintf(&scr, "    must_satisfy: {tolerance_px: 4, required_breakpoints: [%s]}\n", strings.Join(req, ", "))
		if len(e.tokens) > 0 {
			scr.WriteString("    tokens_used:\n")
			for _, tu := range e.tokens {
				fmt.Fprintf(&scr, "      %s: %s\n", tu[0], tu[1])
			}
		}
	}
	sum := sha256.Sum256([]byte(scr.String()))
	var idx strings.Builder
	idx.WriteString("schema: design-skeleton.v1\nname: pixelcheck-test\nbreakpoints:\n")
	for _, b := range bps {
		fmt.Fprintf(&idx, "  %s: {width: %d, height: %d}\n", b.name, b.width, b.height)
	}
	idx.WriteString("spacing: {unit_px: 8}\ntokens:\n")
	idx.WriteString("  color.accent.sun: {value: \"#f5a623\"}\n  color.text.primary: {value: \"#1a1a1a\"}\n")
	idx.WriteString("  color.ghost: {value: \"rgba(0, 0, 0, 0.5)\"}\n  space.gap: {value: \"16px\"}\n")
	idx.WriteString("constraints: {max_nav_links: 5, min_contrast_ratio: 4.5}\n")
	fmt.Fprintf(&idx, "screens:\n  - {id: page, file: screens/page.yaml, sha256: %q}\n", hex.EncodeToString(sum[:]))
	write(t, filepath.Join(dir, "screens", "page.yaml"), scr.String())
	write(t, filepath.Join(dir, "index.yaml"), idx.String())
	h := sha256.Sum256([]byte(idx.String()))
	return dir, hex.EncodeToString(h[:])
}

func write(t testing.TB, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// siteURL is the file:// root of testdata/site.
func siteURL(t testing.TB) string {
	t.Helper()
	p, err := filepath.Abs(filepath.Join("testdata", "site"))
	if err != nil {
		t.Fatal(err)
	}
	return "file://" + filepath.ToSlash(p)
}

// testJob builds a job through job.FromArgs, as `witness-w1 run` does.
func testJob(t testing.TB, dir, hash, root string) *job.Job {
	t.Helper()
	j, err := job.FromArgs([]string{dir, hash, "req-1", "att-1", "0", root, "prod", "inv", "runner", "1.0.0"})
	if err != nil {
		t.Fatal(err)
	}
	return j
}

// fastOptions shorten the capture's quiet window: the test pages load no
// network resources.
func fastOptions() Options {
	return Options{QuietWindow: 100 * time.Millisecond, ShotTimeout: 30 * time.Second}
}

// observe runs Observe on a fresh job for the page with the elements.
func observe(t testing.TB, path string, bps []bp, opts Options, els ...el) Result {
	t.Helper()
	dir, hash := writeSkeleton(t, path, bps, els...)
	j := testJob(t, dir, hash, siteURL(t))
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	return Observe(ctx, testBrowser(t), j, opts)
}
