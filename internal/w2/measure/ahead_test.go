package measure

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/browser/browsertest"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// visitsPage counts its loads in localStorage and wires #second only on
// the first load; #first's inline handler runs page code, so the
// interaction after it needs the page loaded afresh.
const visitsPage = `<!doctype html><html><head><style>
body{margin:0;font:14px Arial}
button{position:fixed;left:0;width:100px;height:30px;margin:0;padding:0;box-sizing:border-box;border:1px solid #555}
#first{top:0}#second{top:40px}
</style></head><body>
<p id="out">out</p>
<button type="button" id="first" onclick="document.getElementById('out').textContent = 'first'">first</button>
<button type="button" id="second">second</button>
<script>
const visits = Number(localStorage.getItem("visits") || 0) + 1;
localStorage.setItem("visits", String(visits));
if (visits === 1) {
  document.getElementById("second").addEventListener("click", () => { document.getElementById("out").textContent = "second"; });
}
</script></body></html>`

func visitsSkeleton(t *testing.T) string {
	t.Helper()
	var b strings.Builder
	for i, id := range []string{"first", "second"} {
		clickElement(&b, id, 0, 40*i)
	}
	return clickSkeleton(t, "visits", b.String())
}

// Rubric 1.7.0 fires each interaction that needs the page afresh on a
// page of its own tab, a browser context of its own: #second meets the
// page on its first visit, as the measured page was, and is wired. 1.6.0
// loads the page again in the tab #first ran in, whose localStorage
// already counts a visit, so the same #second is not wired there. The
// trace shows where the page loads went: 1.6.0 navigates the measured
// tab twice, 1.7.0 navigates two tabs once each.
func TestOwnTabs(t *testing.T) {
	browsertest.Need(t) // its own browser: the trace counts this test's commands only
	var mu sync.Mutex
	navigations := map[string]int{} // session → Page.navigate to the page
	br, err := browser.New(browser.Options{Trace: func(c browser.Command) {
		if c.Method == "Page.navigate" && strings.Contains(string(c.Params), "/index.html") {
			mu.Lock()
			navigations[c.SessionID]++
			mu.Unlock()
		}
	}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = br.Close() })
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/index.html" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html")
		_, _ = w.Write([]byte(visitsPage))
	}))
	defer srv.Close()
	skel := visitsSkeleton(t)
	for _, tc := range []struct {
		rubric       string
		secondWired  bool
		tabs, visits int // tabs the page loaded in, loads in all
	}{{"1.6.0", false, 1, 2}, {"1.7.0", true, 2, 2}} {
		mu.Lock()
		clear(navigations)
		mu.Unlock()
		j, err := job.FromArgs([]string{skel, hashOf(t, skel), "req-v", "att-v", "1", srv.URL, "p", "i", "r", tc.rubric})
		if err != nil {
			t.Fatal(err)
		}
		r := verify(context.Background(), br, j)
		encodes(t, r)
		if r.Verdict.Verdict == events.VerdictAuditUnavailable {
			t.Fatalf("%s: %s", tc.rubric, r.Verdict.Error)
		}
		if len(r.Verdict.ElementVerdicts) != 2 {
			t.Fatalf("%s: %d element verdicts, want 2", tc.rubric, len(r.Verdict.ElementVerdicts))
		}
		for _, ev := range r.Verdict.ElementVerdicts {
			wired := ev.Element == "first" || tc.secondWired
			if dead := len(ev.DeadHandler) > 0; dead == wired {
				t.Errorf("%s: %s: dead_handler %+v, status %s; want wired %v", tc.rubric, ev.Element, ev.DeadHandler, ev.Status, wired)
			}
		}
		mu.Lock()
		loads := 0
		for _, n := range navigations {
			loads += n
		}
		if len(navigations) != tc.tabs || loads != tc.visits {
			t.Errorf("%s: the page loaded %d times in %d tabs (%v), want %d in %d", tc.rubric, loads, len(navigations), navigations, tc.visits, tc.tabs)
		}
		mu.Unlock()
	}
}
