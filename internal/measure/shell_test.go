package measure

import (
	"context"
	"os"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/browser/browsertest"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// headlessShell is the binary of Debian's chromium-headless-shell, the
// browser docs/OPERATIONS.md §3 lets witness-w2 run on for throughput
// (the /usr/bin wrapper does not exec, so the witness could not stop it
// by its PID). make deps installs it.
const headlessShell = "/usr/lib/chromium/chromium-headless-shell"

var shellFx = browsertest.New(browsertest.With(browser.Options{Binary: headlessShell}))

// TestHeadlessShellAgrees checks the promise of that configuration: W2 on
// the shell publishes what it publishes on the default browser, byte for
// byte but for the font wait's milliseconds, on the benchmark page (20
// elements with a token each, 5 interactions, three breakpoints).
func TestHeadlessShellAgrees(t *testing.T) {
	browsertest.Need(t)
	if _, err := os.Stat(headlessShell); err != nil {
		t.Fatalf("%v: install chromium-headless-shell (make deps)", err)
	}
	j := benchJob(t, t.TempDir())
	report := func(b *browser.Browser) string {
		t.Helper()
		r := Verify(context.Background(), b, j)
		if r.Verdict.Verdict != "pass" {
			t.Fatalf("verdict %s %s", r.Verdict.Verdict, r.Verdict.Error)
		}
		v := *r.Verdict
		v.FontsReadyMS = 0
		out, err := events.Encode(&v) // the bytes W2 would publish
		if err != nil {
			t.Fatal(err)
		}
		return string(out)
	}
	def, shell := report(sharedBrowser(t)), report(shellFx.Browser(t))
	if def != shell {
		t.Errorf("the shell's report differs:\ndefault %s\nshell   %s", def, shell)
	}
}
