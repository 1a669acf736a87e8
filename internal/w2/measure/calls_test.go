package measure

import (
	"context"
	"maps"
	"slices"
	"sync"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/browser/browsertest"
)

// TestProtocolCalls counts the protocol commands one verification of the
// benchmark page (20 elements with a token each, 5 interactions, three
// breakpoints) sends, and checks that the CSS pass fetches the document
// once per page rather than once per element, that it asks for the
// matched styles of one element per group of alike ones (share.js: the
// first element, the last, the wired ones and the others: 4 a page,
// where it used to ask 20), and that interactions that
// ran none of the page's code (the page's are marked with
// data-arbiter-wired, no listener) do not reload the page.
func TestProtocolCalls(t *testing.T) {
	browsertest.Need(t) // its own browser: the trace counts this test's commands only
	var mu sync.Mutex
	calls := map[string]int{}
	br, err := browser.New(browser.Options{Trace: func(c browser.Command) {
		mu.Lock()
		calls[c.Method]++
		mu.Unlock()
	}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = br.Close() })
	j := benchJob(t, t.TempDir())
	r := verify(context.Background(), br, j)
	if r.Verdict.Verdict != "pass" {
		t.Fatalf("verdict %s %s %+v", r.Verdict.Verdict, r.Verdict.Error, r.Verdict.Concerns)
	}
	mu.Lock()
	defer mu.Unlock()
	total := 0
	for _, m := range slices.Sorted(maps.Keys(calls)) {
		t.Logf("%5d %s", calls[m], m)
		total += calls[m]
	}
	t.Logf("%5d in all", total)
	// chromedp fetches the document itself after each load (twice), so
	// the bound is the CSS pass's questions, not zero.
	if d, q := calls["DOM.getDocument"], calls["CSS.getMatchedStylesForNode"]; q == 0 || d >= q {
		t.Errorf("%d DOM.getDocument for %d CSS.getMatchedStylesForNode: the document is fetched per element", d, q)
	}
	for _, m := range []string{"CSS.getMatchedStylesForNode", "DOM.querySelector"} {
		if n := calls[m]; n != 3*4 {
			t.Errorf("%d %s, want 12 (4 groups of alike elements at 3 breakpoints)", n, m)
		}
	}
	// 3 pages, 5 interactions each: a reload per interaction after the
	// first would be 3 + 3×4 navigations.
	if n := calls["Page.navigate"]; n >= 15 {
		t.Errorf("%d Page.navigate: the page is reloaded after interactions that left it untouched", n)
	}
}
