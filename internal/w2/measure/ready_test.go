package measure

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// latePage is a page that is not done at its load event: an AMD loader
// injected after load (a require.js-style define/require), whose module
// loads another with a late import(), which waits a moment and then links
// a style sheet. The module moves #card (with the style sheet), shows
// #panel and wires #go, whose click opens #dialog. Every script and the
// style sheet come from the server's /slow/ paths, each held back by
// lateDelay.
var latePage = map[string]string{
	"/index.html": `<!doctype html><html><head><style>
body{margin:0;font:16px Arial}
#card{position:absolute;left:0;top:0;width:200px;height:50px;background:#eee}
#panel{position:absolute;left:0;top:300px;width:100px;height:40px;display:none}
#go{position:absolute;left:0;top:400px;width:80px;height:30px}
</style></head><body>
<div id="card">card</div><div id="panel">panel</div><div id="go">go</div>
<script>
addEventListener("load", () => setTimeout(() => {
  const s = document.createElement("script");
  s.src = "/slow/loader.js";
  document.head.appendChild(s);
}, 0));
</script></body></html>`,
	// A minimal AMD loader: define() registers, require() loads each
	// dependency with a script tag and calls back once all are defined.
	"/slow/loader.js": `(function () {
  const mods = {}, waiting = [];
  window.define = function (name, deps, f) { mods[name] = f.apply(null, deps.map((d) => mods[d])); flush(); };
  window.require = function (deps, cb) {
    waiting.push([deps, cb]);
    for (const d of deps) { const s = document.createElement("script"); s.src = "/slow/" + d + ".js"; document.head.appendChild(s); }
  };
  function flush() {
    for (let i = waiting.length - 1; i >= 0; i--) {
      const [deps, cb] = waiting[i];
      if (deps.every((d) => d in mods)) { waiting.splice(i, 1); cb.apply(null, deps.map((d) => mods[d])); }
    }
  }
  require(["app"], (app) => app.start());
})();`,
	"/slow/app.js": `define("app", [], function () {
  return { start() {
    document.getElementById("go").addEventListener("click", () => {
      const d = document.createElement("dialog"); d.id = "dialog"; document.body.appendChild(d);
    });
    import("/slow/late.mjs").then((m) => m.show());
  } };
});`,
	"/slow/late.mjs": `export function show() {
  setTimeout(() => {
    const l = document.createElement("link"); l.rel = "stylesheet"; l.href = "/slow/late.css";
    document.head.appendChild(l);
    document.getElementById("panel").style.display = "block";
  }, 120);
}`,
	"/slow/late.css": `#card{top:120px}`,
}

// lateDelay is how long the server holds each /slow/ answer.
const lateDelay = 400 * time.Millisecond

const lateScreen = `schema: design-skeleton.v1/screen
id: home
path: /index.html
elements:
  - id: card
    selector: "#card"
    bbox: {mobile: {x: 0, y: 120, w: 200, h: 50}, desktop: {x: 0, y: 120, w: 200, h: 50}}
    must_satisfy: {tolerance_px: 2, required_breakpoints: all}
  - id: panel
    selector: "#panel"
    bbox: {mobile: {x: 0, y: 300, w: 100, h: 40}, desktop: {x: 0, y: 300, w: 100, h: 40}}
    must_satisfy: {tolerance_px: 2, required_breakpoints: all}
  - id: go
    selector: "#go"
    bbox: {mobile: {x: 0, y: 400, w: 80, h: 30}, desktop: {x: 0, y: 400, w: 80, h: 30}}
    must_satisfy: {tolerance_px: 2, required_breakpoints: all}
    interactions:
      - {event: click, binds_to: "#dialog"}
`

// lateSkeleton writes the skeleton of latePage and returns its directory.
func lateSkeleton(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "skel")
	index := fmt.Sprintf("schema: design-skeleton.v1\nname: late\nbreakpoints: {mobile: {width: 375, height: 812}, desktop: {width: 1280, height: 800}}\nspacing: {unit_px: 8}\n"+
		"constraints: {max_nav_links: 3, min_contrast_ratio: 4.5}\nscreens:\n  - {id: home, file: screens/home.yaml, sha256: \"%x\"}\n", sha256.Sum256([]byte(lateScreen)))
	for name, text := range map[string]string{"index.yaml": index, "screens/home.yaml": lateScreen} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// slowServer serves pages, holding back every /slow/ path by delay.
func slowServer(pages map[string]string, delay time.Duration) *httptest.Server {
	return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, ok := pages[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		if strings.HasPrefix(r.URL.Path, "/slow/") {
			select {
			case <-time.After(delay):
			case <-r.Context().Done():
				return
			}
		}
		switch filepath.Ext(r.URL.Path) {
		case ".js", ".mjs":
			w.Header().Set("Content-Type", "text/javascript")
		case ".css":
			w.Header().Set("Content-Type", "text/css")
		default:
			w.Header().Set("Content-Type", "text/html")
		}
		w.Header().Set("Cache-Control", "no-store")
		_, _ = w.Write([]byte(body))
	}))
}

// busy keeps every core busy until stop is called: the machine of a
// loaded CI runner, on which the browser's work takes longer.
func busy(t *testing.T) (stop func()) {
	t.Helper()
	done := make(chan struct{})
	var wg sync.WaitGroup
	for range 2 * runtime.NumCPU() {
		wg.Go(func() {
			x := 0
			for {
				select {
				case <-done:
					return
				default:
				}
				for i := range 1 << 16 {
					x ^= i
				}
			}
		})
	}
	return func() { close(done); wg.Wait() }
}

// Rubric 1.3.0 measures the page when it is ready, so a page whose
// modules and style sheet arrive late passes, with the same verdict on
// every run under CPU load; rubric 1.2.0, which measures 300 ms after the
// fonts, sees the card unmoved, the panel hidden and the button unwired.
func TestReadyLateModules(t *testing.T) {
	b := sharedBrowser(t)
	srv := slowServer(latePage, lateDelay)
	defer srv.Close()
	skel := lateSkeleton(t)
	jobFor := func(rubric string) *job.Job {
		j, err := job.FromArgs([]string{skel, hashOf(t, skel), "req-l", "att-l", "1", srv.URL, "p", "i", "r", rubric})
		if err != nil {
			t.Fatal(err)
		}
		return j
	}
	stop := busy(t)
	defer stop()

	old := verify(context.Background(), b, jobFor("1.2.0"))
	encodes(t, old)
	if old.Verdict.Verdict != events.VerdictReject {
		t.Errorf("rubric 1.2.0: verdict %s; want reject (measured before the modules arrived)", old.Verdict.Verdict)
	}
	var first []byte
	for run := range 3 {
		r := verify(context.Background(), b, jobFor("1.3.0"))
		encodes(t, r)
		if r.Verdict.Verdict != events.VerdictPass {
			t.Fatalf("rubric 1.3.0, run %d: verdict %s (%s); concerns %+v", run, r.Verdict.Verdict, r.Verdict.Error, r.Verdict.Concerns)
		}
		got, err := json.Marshal(r.Verdict.ElementVerdicts)
		if err != nil {
			t.Fatal(err)
		}
		if first == nil {
			first = got
		} else if string(got) != string(first) {
			t.Errorf("run %d differs from run 0:\n%s\n%s", run, got, first)
		}
	}
}
