package cockpit

import (
	"flag"
	"os"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/browser/browsertest"
)

// -docshots DIR writes the screenshots docs/REVIEW.md shows.
var docShots = flag.String("docshots", "", "write the documentation's screenshots to `dir`")

// fixture is the package's one shared Chromium (browsertest).
var fixture = browsertest.New()

func TestMain(m *testing.M) {
	flag.Parse()
	os.Exit(browsertest.Run(m, fixture))
}

// testBrowser is the shared browser; without Chromium the test fails,
// except under -short, where it skips.
func testBrowser(t testing.TB) *browser.Browser {
	t.Helper()
	return fixture.Browser(t)
}
