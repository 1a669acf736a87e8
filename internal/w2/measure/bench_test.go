package measure

import (
	"context"
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// benchElements and benchBreakpoints size the benchmark page: ~20
// elements in a grid, alike but for the data-arbiter-wired of a quarter
// of them (those with an interaction), each with a token, at three
// breakpoints.
const benchElements = 20

var benchBreakpoints = []string{"mobile", "tablet", "desktop"}

// benchJob writes a skeleton and a page into dir and returns the job.
func benchJob(b testing.TB, dir string) *job.Job {
	b.Helper()
	var page, els strings.Builder
	page.WriteString(`<!doctype html><html><head><meta charset="utf-8"><style>
:root { --accent-sun: #f5a623; } body { margin: 0; }
.g { display: grid; grid-template-columns: repeat(3, 100px); grid-auto-rows: 20px; gap: 10px; padding: 10px; }
.e { background-color: var(--accent-sun); }
</style></head><body><div class="g">`)
	for i := range benchElements {
		x, y := 10+(i%3)*110, 10+(i/3)*30
		wired := ""
		if i%4 == 0 {
			wired = ` data-arbiter-wired="true"`
		}
		fmt.Fprintf(&page, `<div id="e%d" class="e"%s></div>`, i, wired)
		fmt.Fprintf(&els, "  - id: e%d\n    selector: \"#e%d\"\n    bbox:\n", i, i)
		for _, bp := range benchBreakpoints {
			fmt.Fprintf(&els, "      %s: {x: %d, y: %d, w: 100, h: 20}\n", bp, x, y)
		}
		fmt.Fprintf(&els, "    must_satisfy: {tolerance_px: 4, required_breakpoints: [%s]}\n", strings.Join(benchBreakpoints, ", "))
		els.WriteString("    tokens_used: {background-color: color.accent.sun}\n")
		if i%4 == 0 {
			fmt.Fprintf(&els, "    interactions:\n      - {event: click, binds_to: \"#e%d\"}\n", i)
		}
	}
	page.WriteString("</div></body></html>\n")
	screen := "schema: design-skeleton.v1/screen\nid: home\npath: /index.html\nelements:\n" + els.String()
	sum := sha256.Sum256([]byte(screen))
	index := fmt.Sprintf(`schema: design-skeleton.v1
name: bench
breakpoints:
  mobile: {width: 375, height: 812}
  tablet: {width: 768, height: 1024}
  desktop: {width: 1280, height: 800}
spacing: {unit_px: 8}
tokens:
  color.accent.sun: {value: "#f5a623", css_var: "--accent-sun"}
constraints: {max_nav_links: 5, min_contrast_ratio: 4.5}
screens:
  - {id: home, file: screens/home.yaml, sha256: "%x"}
`, sum)
	site, skel := filepath.Join(dir, "site"), filepath.Join(dir, "skeleton")
	for p, text := range map[string]string{
		filepath.Join(site, "index.html"):           page.String(),
		filepath.Join(skel, "index.yaml"):           index,
		filepath.Join(skel, "screens", "home.yaml"): screen,
	} {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			b.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	j, err := job.FromArgs([]string{skel, fmt.Sprintf("%x", sha256.Sum256([]byte(index))), "req-b", "att-b", "1",
		fileURL(b, site), "p", "i", "r", "1.1.0"})
	if err != nil {
		b.Fatal(err)
	}
	return j
}

func mustPass(b *testing.B, r Result) {
	if r.Verdict.Verdict != events.VerdictPass {
		b.Fatalf("verdict %s %s %+v", r.Verdict.Verdict, r.Verdict.Error, r.Verdict.Concerns)
	}
}

// BenchmarkVerify times one verification of a 20-element page at three
// breakpoints: warm (the browser reused, as in serve mode), cold (a
// browser started and stopped per run, as in `witness-w2 run`), and the
// same-run baseline of one bare tab loading the page at one breakpoint.
func BenchmarkVerify(b *testing.B) {
	shared := sharedBrowser(b)
	j := benchJob(b, b.TempDir())
	ctx := context.Background()
	b.Run("baseline-one-tab-load", func(b *testing.B) {
		url, err := job.PageURL(j.ProductURL, &j.Skeleton.Screens[0])
		if err != nil {
			b.Fatal(err)
		}
		for b.Loop() {
			if _, err := withTab(ctx, shared, j.Skeleton.Breakpoints[0], []string{url}, func(tctx context.Context) error {
				return load(tctx, url)
			}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("warm", func(b *testing.B) {
		mustPass(b, verify(ctx, shared, j)) // the browser is up
		for b.Loop() {
			mustPass(b, verify(ctx, shared, j))
		}
	})
	b.Run("cold", func(b *testing.B) {
		for b.Loop() {
			br, err := browser.New(browser.Options{})
			if err != nil {
				b.Fatal(err)
			}
			mustPass(b, verify(ctx, br, j))
			if err := br.Close(); err != nil {
				b.Fatal(err)
			}
		}
	})
}
