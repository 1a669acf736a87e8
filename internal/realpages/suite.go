package realpages

import (
	"os"
	"slices"
)

// SuitePages are the pages of the first corpus (testdata/realpages) that
// make test's per-page tests of a witness judge (W1's real-page test in
// internal/w1/pixelcheck, W2's in internal/w2/measure, the recording of
// skeletons in internal/requester/authoring): Bootstrap's checkout form (a
// tinted body, outlined buttons, real violations), MkDocs (a fixed
// navbar) and Flask's quickstart (Pallets' theme, code blocks). Their
// variants hold every kind of injected defect (moved, near-miss colour,
// low contrast, text clipped on Bootstrap's; handler removed on MkDocs';
// hidden on Flask's). Each page costs seconds of Chromium in each test
// (W1's real-page test about 22 CPU s a page); Sphinx's, whose variants
// repeat Bootstrap's kinds, is left to REALPAGES_PAGES=all (make corpus),
// which judges every page and every variant.
var SuitePages = []string{"bs-checkout", "mkdocs-configuration", "flask-quickstart"}

// InSuite says whether the per-page tests judge page id in this run:
// every page with REALPAGES_PAGES=all, else SuitePages.
func InSuite(id string) bool {
	return os.Getenv("REALPAGES_PAGES") == "all" || slices.Contains(SuitePages, id)
}
