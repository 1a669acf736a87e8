package measure

import (
	"context"
	"crypto/sha256"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// The real libraries the delegation test runs: jQuery from Debian's
// libjs-jquery, React 18 from npm (testdata/mcp-clients, make deps).
var reachLibs = map[string]string{
	"/jquery.js":    "/usr/share/javascript/jquery/jquery.min.js",
	"/react.js":     filepath.Join("..", "..", "..", "testdata", "mcp-clients", "node_modules", "react", "umd", "react.production.min.js"),
	"/react-dom.js": filepath.Join("..", "..", "..", "testdata", "mcp-clients", "node_modules", "react-dom", "umd", "react-dom.production.min.js"),
}

// reachPage wires controls the ways real pages do: jQuery's
// .on("click", ".toggle", …) on a list, a card whose own click handler
// selects it, and React 18's root listener. One control of each is alive,
// one dead: its class no longer matches the delegation, it has no handler
// of its own inside the busy card, or no onClick in React.
const reachPage = `<!doctype html><html><head><style>
body{margin:0;font:14px Arial}
button{position:fixed;left:0;width:100px;height:30px;margin:0;padding:0;box-sizing:border-box;border:1px solid #555}
#jalive{top:0}#jdead{top:40px}
#card{position:fixed;left:200px;top:0;width:200px;height:120px;background:#eef}
#cardlive{top:0;left:220px}#cardbtn{top:40px;left:220px}
#rlive{top:200px}#rdead{top:240px}
#out.on{color:red}#card.selected{background:#fee}
</style>
<script src="/jquery.js"></script><script src="/react.js"></script><script src="/react-dom.js"></script>
</head><body>
<p id="out">out</p>
<ul id="list"><li><button type="button" id="jalive" class="toggle">alive</button></li><li><button type="button" id="jdead" class="toggle-gone">dead</button></li></ul>
<div id="card"><button type="button" id="cardlive">live</button><button type="button" id="cardbtn">dead</button></div>
<div id="root"></div>
<script>
$("#list").on("click", ".toggle", function () { $("#out").toggleClass("on"); });
const card = document.getElementById("card");
card.addEventListener("click", () => card.classList.toggle("selected"));
document.getElementById("cardlive").addEventListener("click", () => { document.getElementById("out").textContent = "saved"; });
const h = React.createElement;
function App() {
  const [n, setN] = React.useState(0);
  return h("div", null,
    h("button", { type: "button", id: "rlive", onClick: () => setN(n + 1) }, "count " + n),
    h("button", { type: "button", id: "rdead" }, "dead"));
}
ReactDOM.createRoot(document.getElementById("root")).render(h(App));
</script></body></html>`

// reachElements: id, box (x, y, w, h) and whether it is alive.
var reachElements = []struct {
	id    string
	x, y  int
	alive bool
}{
	{"jalive", 0, 0, true}, {"jdead", 0, 40, false},
	{"cardlive", 220, 0, true}, {"cardbtn", 220, 40, false},
	{"rlive", 0, 200, true}, {"rdead", 0, 240, false},
}

func reachSkeleton(t *testing.T) string {
	t.Helper()
	var b strings.Builder
	for _, e := range reachElements {
		clickElement(&b, e.id, e.x, e.y)
	}
	return clickSkeleton(t, "reach", b.String())
}

// clickElement writes one element of a click skeleton: a 100×30 box at
// (x, y) on the desktop breakpoint, whose click binds to #out.
func clickElement(b *strings.Builder, id string, x, y int) {
	fmt.Fprintf(b, "  - id: %s\n    selector: \"#%s\"\n    bbox: {desktop: {x: %d, y: %d, w: 100, h: 30}}\n"+
		"    must_satisfy: {tolerance_px: 2, required_breakpoints: all}\n"+
		"    interactions:\n      - {event: click, binds_to: \"#out\"}\n", id, id, x, y)
}

// clickSkeleton writes a one-screen skeleton named name (home,
// /index.html, desktop only) holding elements, and returns its folder.
func clickSkeleton(t *testing.T, name, elements string) string {
	t.Helper()
	screen := "schema: design-skeleton.v1/screen\nid: home\npath: /index.html\nelements:\n" + elements
	dir := filepath.Join(t.TempDir(), "skel")
	index := fmt.Sprintf("schema: design-skeleton.v1\nname: %s\nbreakpoints: {desktop: {width: 1024, height: 768}}\nspacing: {unit_px: 8}\n"+
		"constraints: {max_nav_links: 3, min_contrast_ratio: 4.5}\nscreens:\n  - {id: home, file: screens/home.yaml, sha256: \"%x\"}\n", name, sha256.Sum256([]byte(screen)))
	for file, text := range map[string]string{"index.yaml": index, "screens/home.yaml": screen} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, file)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, file), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// Rubric 1.3.0 counts an ancestor's listener only when the click reaches
// the element's own action: each dead control fails, each live one
// passes. Rubric 1.2.0 counted every listener on a nearer ancestor, so it
// passed the dead controls inside the delegating list, the busy card and
// React's root. 1.7.0 decides the same with the control dispatch on a
// page of its own tab (ahead.go).
func TestReachDelegation(t *testing.T) {
	b := sharedBrowser(t)
	pages := map[string]string{"/index.html": reachPage}
	for path, file := range reachLibs {
		body, err := os.ReadFile(file)
		if err != nil {
			t.Fatalf("%v (jQuery: apt-get install libjs-jquery; React: make deps)", err)
		}
		pages[path] = string(body)
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, ok := pages[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		if strings.HasSuffix(r.URL.Path, ".js") {
			w.Header().Set("Content-Type", "text/javascript")
		} else {
			w.Header().Set("Content-Type", "text/html")
		}
		_, _ = w.Write([]byte(body))
	}))
	defer srv.Close()
	skel := reachSkeleton(t)
	for _, tc := range []struct {
		rubric     string
		deadCaught bool // whether the rubric fails the dead controls
	}{{"1.2.0", false}, {"1.3.0", true}, {"1.7.0", true}} {
		j, err := job.FromArgs([]string{skel, hashOf(t, skel), "req-r", "att-r", "1", srv.URL, "p", "i", "r", tc.rubric})
		if err != nil {
			t.Fatal(err)
		}
		r := verify(context.Background(), b, j)
		encodes(t, r)
		if r.Verdict.Verdict == events.VerdictAuditUnavailable {
			t.Fatalf("%s: %s", tc.rubric, r.Verdict.Error)
		}
		got := map[string]events.ElementVerdict{}
		for _, ev := range r.Verdict.ElementVerdicts {
			got[ev.Element] = ev
		}
		for _, e := range reachElements {
			ev, ok := got[e.id]
			if !ok {
				t.Errorf("%s: no verdict for %s", tc.rubric, e.id)
				continue
			}
			dead := len(ev.DeadHandler) > 0
			want := !e.alive && tc.deadCaught
			if dead != want {
				t.Errorf("%s: %s (alive %v): dead_handler %+v, status %s; want dead %v", tc.rubric, e.id, e.alive, ev.DeadHandler, ev.Status, want)
			}
			if e.alive && ev.Status != events.ElementPass {
				t.Errorf("%s: live %s: status %s, %+v", tc.rubric, e.id, ev.Status, ev)
			}
		}
	}
}
