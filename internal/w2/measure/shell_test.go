package measure

import (
	"os"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/browser/browsertest"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/realpages"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// headlessShell is the binary of Debian's chromium-headless-shell, the
// browser witness-w2 runs on where it is installed (docs/OPERATIONS.md
// §3; the /usr/bin wrapper does not exec, so the witness could not stop
// it by its PID). make deps installs it.
const headlessShell = browser.HeadlessShell

// chromiumFx is chromium ($TRIBUNAL_BROWSER when set), the browser W1
// and the requester run on, and W2 where the shell is not installed.
var chromiumFx = browsertest.New()

// TestHeadlessShellAgrees checks the promise of that configuration: W2 on
// the shell (the package's browser, fx) publishes what it publishes on
// chromium, byte for byte but for the font wait's milliseconds, on the
// benchmark page (20 elements with a token each, 5 interactions, three
// breakpoints) and on real pages nobody on the team wrote.
func TestHeadlessShellAgrees(t *testing.T) {
	browsertest.Need(t)
	if _, err := os.Stat(headlessShell); err != nil {
		t.Fatalf("%v: install chromium-headless-shell (make deps)", err)
	}
	type shellJob struct {
		name string
		job  *job.Job
		pass bool // the verdict must be pass (the real pages may warn)
		// def is the shell's verdict on the job: the one
		// TestRealPagesNoFalseFlags judged for a corpus page
		// (pageVerdict), nil to judge it here.
		def func(t *testing.T) *events.VisualVerdict
	}
	jobs := []shellJob{{name: "bench page", job: benchJob(t, t.TempDir()), pass: true}}
	// The real-page corpus's pages that make test judges
	// (realpages.InSuite; every page with REALPAGES_PAGES=all): Bootstrap,
	// MkDocs and Pallets output, forms W2 focuses and clicks.
	for _, p := range realpages.Load(t, "").Pages {
		if !realpages.InSuite(p.ID) {
			continue
		}
		jobs = append(jobs, shellJob{name: p.ID, job: realJob(t, p, p.Dir, "1.2.0"),
			def: func(t *testing.T) *events.VisualVerdict { return pageVerdict(t, p, "1.2.0") }})
	}
	encode := func(t *testing.T, v events.VisualVerdict, pass bool) string {
		t.Helper()
		if pass && v.Verdict != "pass" {
			t.Fatalf("verdict %s %s", v.Verdict, v.Error)
		}
		v.FontsReadyMS = 0
		out, err := events.Encode(&v) // the bytes W2 would publish
		if err != nil {
			t.Fatal(err)
		}
		return string(out)
	}
	for _, tc := range jobs {
		t.Run(tc.name, func(t *testing.T) {
			var dv *events.VisualVerdict
			if tc.def != nil {
				dv = tc.def(t)
			} else {
				dv = verifyOn(t, sharedBrowser(t), tc.job)
			}
			shell := encode(t, *dv, tc.pass)
			chromium := encode(t, *verifyOn(t, chromiumFx.Browser(t), tc.job), tc.pass)
			if chromium != shell {
				i := firstDiff(chromium, shell)
				t.Errorf("the shell's report differs from byte %d:\nchromium …%s…\nshell    …%s…", i, near(chromium, i), near(shell, i))
			}
		})
	}
}

// firstDiff is the offset of the first byte where a and b differ.
func firstDiff(a, b string) int {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	return i
}

// near is s's text around offset i.
func near(s string, i int) string { return s[max(0, i-160):min(len(s), i+80)] }
