package e2e

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/pause/pausetest"
	"github.com/tribunal-dev/tribunal/internal/query"
	"github.com/tribunal-dev/tribunal/internal/testenv"
	"github.com/tribunal-dev/tribunal/internal/witness"
)

// hostileDeadline is the hostile cluster's job deadline
// (job_deadline_seconds in its tribunal.json): a few seconds, so that the
// table stays short, yet well above what the ordinary page takes.
const hostileDeadline = 10 * time.Second

// settleSlack is what a hostile page may take beyond the deadline, end to
// end: the bound.
const settleSlack = 30 * time.Second

// hostileRow is one hostile page: the good page with script inserted at
// the end of its body (or a page of its own), and the outcome expected.
type hostileRow struct {
	name   string
	script string
	// page, when set, is the whole page instead.
	page string
	// files writes further files next to the page.
	files func(t *testing.T, dir string)
	// http serves the row's page over loopback http from a server that
	// answers Chromium's every request for it with a 302 to itself.
	http bool
	// mcpApp inserts script into the MCP test app's bundle instead and
	// checks it as an MCP App (in the witnesses' test host).
	mcpApp bool
	// deadline: each witness named reports AUDIT_UNAVAILABLE
	// JOB_DEADLINE_EXCEEDED.
	deadline []string
	// verdict is the settled request's W³ verdict; "" for any settled one.
	verdict string
}

// The rows are the hostile pages whose path through a witness is its own:
// its job deadline (a busy loop; a print loop, which holds W2 only; a JS
// redirect loop, whose load never ends; an MCP App's), a renderer that
// crashes (a memory balloon), dialogs, beforeunload, a redirect loop
// over HTTP, heavy pixels. A page that loops in yet another way holds
// its witness for the whole deadline the way the busy loop does (about
// 20 CPU s a row: both browsers spin); a dialog loop, a window.open storm
// and a 1M-node DOM are in internal/browser's TestHostilePageLetsGo
// instead, which shows that closing such a page's tab lets it go and
// the next tab works.
//
// The outcomes that do not depend on the machine's speed are pinned:
// a page that never finishes loading is cut off at the deadline on any
// machine. Whether a 100 MB image or a memory balloon is observed within
// the deadline, or crashes its renderer first, does; those rows only have to settle in time and leave nothing
// behind (the test logs what each witness reported).
var hostileRows = []hostileRow{
	{name: "busy loop", script: `<script>for(;;){}</script>`, deadline: []string{"w1", "w2"}, verdict: events.StateHold},
	{name: "memory balloon", script: `<script>let a=[];for(;;){a.push(new Array(1e6).fill(Math.random()))}</script>`, verdict: events.StateHold},
	// Every witness tab dismisses dialogs (internal/browser): a page whose
	// script asks once loaded, then nags every 200 ms, is judged by both
	// witnesses like the page without it.
	{name: "dialogs after load", script: `<script>addEventListener('load',()=>{alert(1);confirm(2);prompt(3);setInterval(()=>alert(4),200)})</script>`, verdict: events.StatePassCandidate},
	{name: "print loop", script: `<script>for(;;){print()}</script>`, deadline: []string{"w2"}, verdict: events.StateHold},
	{name: "beforeunload", script: `<script>addEventListener('beforeunload',e=>{e.preventDefault();e.returnValue='stay'})</script>`, verdict: events.StatePassCandidate},
	{name: "js redirect loop", script: `<script>location.replace('index.html?'+Date.now())</script>`, deadline: []string{"w1", "w2"}, verdict: events.StateHold},
	{name: "302 loop", http: true, verdict: events.StateHold},
	{name: "100 MB image", script: `<img src="big.png" style="position:absolute;left:0;top:400px;width:10px">`, files: bigPNG},
	// Beyond Chromium's canvas limit: the canvas stays empty.
	// An MCP App job is bounded the same way: the app's bundle loops in
	// the witnesses' test host (a good app takes a minute or more on a
	// loaded machine, so this one would reach the short deadline anyway).
	{name: "MCP App busy loop", mcpApp: true, script: `<script>for(;;){}</script>`, deadline: []string{"w1", "w2"}, verdict: events.StateHold},
	{name: "huge canvas", script: `<canvas id="c" width="32767" height="32767" style="position:absolute;left:0;top:400px;width:10px"></canvas><script>{const x=document.getElementById('c').getContext('2d');x.fillStyle='red';x.fillRect(0,0,32767,32767)}</script>`, verdict: events.StatePassCandidate},
}

// bigPNG writes big.png: 5000×5000 RGBA, stored uncompressed, 100 MB.
func bigPNG(t *testing.T, dir string) {
	img := image.NewRGBA(image.Rect(0, 0, 5000, 5000))
	for i := range img.Pix {
		img.Pix[i] = byte(i * 7)
	}
	img.Set(0, 0, color.RGBA{R: 1, A: 255})
	f, err := os.Create(filepath.Join(dir, "big.png"))
	if err != nil {
		t.Fatal(err)
	}
	if err := (&png.Encoder{CompressionLevel: png.NoCompression}).Encode(f, img); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}

// hostileCluster is a cluster of the test's own whose deployment sets
// job_deadline_seconds, with both witnesses observing one attempt at a
// time (--jobs 1): a page that held its witness would hold every later
// request.
func hostileCluster(t *testing.T, sites string) *cluster {
	t.Helper()
	tmp, err := os.MkdirTemp("", "tribunal-e2e-hostile-")
	if err != nil {
		t.Fatal(err)
	}
	c := &cluster{tmp: tmp, dir: filepath.Join(tmp, "deploy"), daemons: map[string]*daemon{}}
	t.Cleanup(c.stopAll)
	mustRun(t, 0, "ledgerd", "init", "--dir", c.dir, "--product-root", sites)
	cfgFile := filepath.Join(c.dir, deploy.ConfigFile)
	raw, err := os.ReadFile(cfgFile)
	if err != nil {
		t.Fatal(err)
	}
	var cfg map[string]any
	if err := json.Unmarshal(raw, &cfg); err != nil {
		t.Fatal(err)
	}
	cfg["job_deadline_seconds"] = int(hostileDeadline / time.Second)
	if raw, err = json.Marshal(cfg); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(cfgFile, raw, 0o600); err != nil {
		t.Fatal(err)
	}
	if c.d, err = deploy.Load(c.dir); err != nil {
		t.Fatal(err)
	}
	c.start(t, "ledgerd", "ledgerd")
	c.startWitness(t, "w1")
	c.startWitness(t, "w2")
	c.req = connect(t, c, events.RoleRequester)
	c.qc = query.NewClient(c.req.NC, events.RoleRequester)
	t.Cleanup(func() {
		if t.Failed() {
			for _, name := range []string{"ledgerd", "w1", "w2"} {
				t.Logf("--- %s log (tail)\n%s", name, tail(c.daemons[name].log, 40))
			}
		}
	})
	return c
}

// startWitness (re)starts witness name ("w1", "w2") of a hostile cluster.
func (c *cluster) startWitness(t *testing.T, name string) *daemon {
	t.Helper()
	d, err := startDaemon(name, filepath.Join(c.tmp, name+".log"), "witness-"+name, "serve", "--dir", c.dir, "--jobs", "1")
	if err != nil {
		t.Fatal(err)
	}
	c.daemons[name] = d
	return d
}

// hostileCheck runs tribunal check on site and returns its W³ output, the
// review of the settled request and how long it took.
func (c *cluster) hostileCheck(t *testing.T, id, site string) (*govern.W3Output, *govern.Review, time.Duration) {
	t.Helper()
	args := []string{"--skeleton", skeleton, "--url", site}
	if strings.HasSuffix(site, ".html") && !strings.Contains(site, "://") {
		// An MCP App bundle (mcpapp_test.go): the app, checked in the
		// witnesses' test host on web, android and ios.
		args = []string{"--skeleton", mcpSkeleton, "--mcp-app", mcpApp, "--mcp-app-html", site}
	}
	start := time.Now()
	r := run(t, "tribunal", append([]string{"check", "--dir", c.dir, "--request-id", id, "--json", "--timeout", "3m"}, args...)...)
	took := time.Since(start)
	if r.code != 0 && r.code != 1 {
		t.Fatalf("tribunal check %s: exit %d after %s\nstdout:\n%s\nstderr:\n%s", id, r.code, took, r.stdout, r.stderr)
	}
	w := w3(t, r.stdout)
	rv := c.review(t, id, "settled", func(rv *govern.Review) bool { return len(rv.Attempts) == 1 && rv.Attempts[0].Assessed })
	return w, rv, took
}

// witnessReport is a witness's report of the review's attempt: verdict, error.
func witnessReport(t *testing.T, rv *govern.Review, w string) (verdict, errText string) {
	t.Helper()
	r := rv.Attempts[0].W1
	if w == "w2" {
		r = rv.Attempts[0].W2
	}
	if r == nil {
		return "", ""
	}
	var body struct {
		Verdict string `json:"verdict"`
		Error   string `json:"error"`
	}
	if err := json.Unmarshal(r.Body, &body); err != nil {
		t.Fatal(err)
	}
	return body.Verdict, body.Error
}

var profileRE = regexp.MustCompile(`msg="browser started".* profile=(\S+)`)

// profiles are the browser profiles a witness's log says it started, in
// order (the last one is the running browser's).
func profiles(log string) []string {
	var out []string
	for _, m := range profileRE.FindAllStringSubmatch(readFile(log), -1) {
		out = append(out, m[1])
	}
	return out
}

// browserProcs lists the processes of the browser started with profile
// dir, and which of them are renderers: those whose command line names the
// profile, and every descendant of one. Chromium's children carry the
// profile flag themselves; chromium-headless-shell's (W2's default
// browser) do not, so they are found through their parent. A shell child
// whose browser has died is therefore not found here; the renderers that
// ran during a hostile request are still checked by pid (checkNoLeftovers).
func browserProcs(dir string) (pids, renderers []int) {
	type proc struct {
		ppid int
		args []string
	}
	procs := map[int]proc{}
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		raw, err := os.ReadFile(filepath.Join("/proc", e.Name(), "cmdline"))
		if err != nil {
			continue
		}
		stat, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		// stat: "pid (comm) state ppid …"; comm may hold spaces and parentheses.
		rest := string(stat)
		if i := strings.LastIndexByte(rest, ')'); i >= 0 {
			rest = rest[i+1:]
		}
		f := strings.Fields(rest)
		if len(f) < 2 {
			continue
		}
		ppid, _ := strconv.Atoi(f[1])
		// Chromium's zygote children (renderers) rewrite their command
		// line into one string: arguments end in NUL or a space.
		args := strings.FieldsFunc(string(raw), func(r rune) bool { return r == 0 || r == ' ' })
		procs[pid] = proc{ppid: ppid, args: args}
	}
	in := map[int]bool{}
	for pid, p := range procs {
		if slices.Contains(p.args, "--user-data-dir="+dir) {
			in[pid] = true
		}
	}
	for grew := true; grew; {
		grew = false
		for pid, p := range procs {
			if !in[pid] && in[p.ppid] {
				in[pid], grew = true, true
			}
		}
	}
	for pid := range in {
		pids = append(pids, pid)
		if slices.Contains(procs[pid].args, "--type=renderer") {
			renderers = append(renderers, pid)
		}
	}
	slices.Sort(pids)
	slices.Sort(renderers)
	return pids, renderers
}

// cpuTicks is the user+system CPU time of pid in clock ticks.
func cpuTicks(pid int) int64 {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	// The fields after the command (which is in parentheses).
	f := strings.Fields(string(raw[bytes.LastIndexByte(raw, ')')+1:]))
	if len(f) < 13 {
		return 0
	}
	u, _ := strconv.ParseInt(f[11], 10, 64)
	s, _ := strconv.ParseInt(f[12], 10, 64)
	return u + s
}

// ticksOf is the CPU each of pids used over d, in clock ticks (100 a
// second is a whole core); a process that is gone used none.
func ticksOf(pids []int, d time.Duration) map[int]int64 {
	before := map[int]int64{}
	for _, p := range pids {
		before[p] = cpuTicks(p)
	}
	time.Sleep(d)
	used := map[int]int64{}
	for _, p := range pids {
		if now := cpuTicks(p); now > 0 {
			used[p] = now - before[p]
		}
	}
	return used
}

// busiest is the largest value of used, 0 for none.
func busiest(used map[int]int64) int64 {
	var most int64
	for _, n := range used {
		most = max(most, n)
	}
	return most
}

// idleTicks bounds what a renderer at rest uses over two seconds. A page
// still looping gets its share of a core even on a two-core machine with
// a load average over 20 (9 ticks and more were seen); an idle renderer,
// such as a spare tab's, 0 to 2.
const idleTicks = 4

// watchRenderers collects the renderer pids of each witness's running
// browser until stop is closed: the processes a hostile request ran in.
func (c *cluster) watchRenderers(stop <-chan struct{}) <-chan map[string][]int {
	out := make(chan map[string][]int, 1)
	go func() {
		seen := map[string]map[int]bool{"w1": {}, "w2": {}}
		for {
			for w := range seen {
				if ps := profiles(c.daemons[w].log); len(ps) > 0 {
					_, rs := browserProcs(ps[len(ps)-1])
					for _, p := range rs {
						seen[w][p] = true
					}
				}
			}
			select {
			case <-stop:
				res := map[string][]int{}
				for w, set := range seen {
					for p := range set {
						res[w] = append(res[w], p)
					}
				}
				out <- res
				return
			case <-time.After(200 * time.Millisecond):
			}
		}
	}()
	return out
}

// checkNoLeftovers: every browser a witness started and replaced has no
// process left, and none of the renderers the hostile request ran in
// (during) still runs busy, now that the next request is done too: a page
// of the hostile request looping on. (Spare tabs' renderers from before
// may still be there, idle.) It returns the busiest one's ticks over 2 s
// per witness.
func (c *cluster) checkNoLeftovers(t *testing.T, during map[string][]int) map[string]int64 {
	t.Helper()
	for _, w := range []string{"w1", "w2"} {
		ps := profiles(c.daemons[w].log)
		if len(ps) == 0 {
			t.Errorf("%s: no browser started", w)
			continue
		}
		for _, old := range ps[:len(ps)-1] {
			if pids, _ := browserProcs(old); len(pids) > 0 {
				t.Errorf("%s: %d processes of the replaced browser %s are left: %v", w, len(pids), old, pids)
			}
		}
	}
	used := map[string]chan map[int]int64{}
	for w, pids := range during {
		ch := make(chan map[int]int64, 1)
		used[w] = ch
		go func() { ch <- ticksOf(pids, 2*time.Second) }()
	}
	most := map[string]int64{}
	for w := range during {
		u := <-used[w]
		most[w] = busiest(u)
		for pid, n := range u {
			if n > idleTicks {
				t.Errorf("%s: renderer %d, which ran during the hostile request, still uses %d ticks over 2s (idle: at most %d)", w, pid, n, idleTicks)
			}
		}
	}
	return most
}

// TestHostilePages: each hostile page is checked on one cluster whose
// job deadline is hostileDeadline and whose witnesses take one attempt at
// a time. Each settles within the deadline plus 30 s with its expected
// outcome, leaves no browser process behind, and the ordinary request
// right after it passes. Then an attempt whose witness is killed mid-job
// every time it is delivered settles too (poison).
func TestHostilePages(t *testing.T) {
	testenv.Short(t, "end-to-end: real Chromium and several processes")
	// No t.Parallel: it is the package's longest test, and go test would
	// start it in any order among the others. make test runs it in a go
	// test of its own from the start instead (the Makefile's LANE_TESTS),
	// beside the other tests' clusters: its ordinary page must pass well
	// within hostileDeadline, and it does in a few seconds at a load of 30.
	sitesTmp, err := os.MkdirTemp("", "tribunal-e2e-hostile-sites-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(sitesTmp) })
	good, err := os.ReadFile(filepath.Join(repoRoot, siteGood, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	write := func(name, page string) string {
		dir := filepath.Join(sitesTmp, name)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte(page), 0o644); err != nil {
			t.Fatal(err)
		}
		return dir
	}
	ordinary := "file://" + write("ordinary", string(good))
	// The 302 loop: Chromium gets a redirect to the same page for ever;
	// the requester (Go's client, hashing the product) gets the page.
	loopDir := write("302-loop", string(good))
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.Contains(r.UserAgent(), "Chrome") {
			n, _ := strconv.Atoi(r.URL.Query().Get("n"))
			http.Redirect(w, r, fmt.Sprintf("/index.html?n=%d", n+1), http.StatusFound)
			return
		}
		http.ServeFile(w, r, filepath.Join(loopDir, "index.html"))
	}))
	t.Cleanup(srv.Close)
	urls := map[string]string{}
	for i, row := range hostileRows {
		if row.http {
			urls[row.name] = srv.URL
			continue
		}
		if row.mcpApp {
			bundle, err := os.ReadFile(filepath.Join(repoRoot, mcpBundle))
			if err != nil {
				t.Fatal(err)
			}
			end := bytes.LastIndex(bundle, []byte("</body>"))
			if end < 0 {
				t.Fatalf("%s has no </body>", mcpBundle)
			}
			html := filepath.Join(sitesTmp, fmt.Sprintf("row%02d.html", i))
			page := append(append(bytes.Clone(bundle[:end]), row.script...), bundle[end:]...)
			if err := os.WriteFile(html, page, 0o644); err != nil {
				t.Fatal(err)
			}
			urls[row.name] = html
			continue
		}
		page := row.page
		if page == "" {
			page = strings.Replace(string(good), "</body>", row.script+"\n</body>", 1)
		}
		dir := write(fmt.Sprintf("row%02d", i), page)
		if row.files != nil {
			row.files(t, dir)
		}
		urls[row.name] = "file://" + dir
	}

	c := hostileCluster(t, sitesTmp)
	// The witnesses start their browsers ahead of the first job.
	for _, name := range []string{"w1", "w2"} {
		pausetest.WaitFor(t, time.Minute, func() error {
			if len(profiles(c.daemons[name].log)) == 0 {
				return fmt.Errorf("%s has not started its browser", name)
			}
			return nil
		})
	}
	// Warm-up: the ordinary page passes.
	w, _, took := c.hostileCheck(t, newID("warm"), ordinary)
	if w.Verdict != events.StatePassCandidate {
		t.Fatalf("warm-up: %s %s", w.Verdict, w.Error)
	}
	t.Logf("warm-up: PASS_CANDIDATE in %s", took.Round(time.Millisecond))

	tableStart := time.Now()
	var summary []string
	for _, row := range hostileRows {
		t.Run(row.name, func(t *testing.T) {
			stop := make(chan struct{})
			renderers := c.watchRenderers(stop)
			var spinning chan map[int]int64
			if row.name == "busy loop" {
				// The leftover check can fail: mid-job it sees the
				// looping page's renderer in W2's browser.
				spinning = make(chan map[int]int64, 1)
				ps := profiles(c.daemons["w2"].log)
				go func() {
					time.Sleep(hostileDeadline / 2)
					_, rs := browserProcs(ps[len(ps)-1])
					spinning <- ticksOf(rs, 2*time.Second)
				}()
			}
			w, rv, took := c.hostileCheck(t, newID("hostile"), urls[row.name])
			close(stop)
			during := <-renderers
			if spinning != nil {
				if n := busiest(<-spinning); n <= idleTicks {
					t.Errorf("mid-job, no renderer of W2's browser used more than %d ticks over 2s (%d): the leftover check sees nothing", idleTicks, n)
				} else {
					t.Logf("mid-job, W2's looping renderer used %d ticks over 2s", n)
				}
			}
			if limit := hostileDeadline + settleSlack; took > limit {
				t.Errorf("settled after %s, want within %s", took, limit)
			}
			if row.verdict != "" && w.Verdict != row.verdict {
				t.Errorf("verdict %s (%s), want %s", w.Verdict, w.Error, row.verdict)
			}
			var reports []string
			for _, wn := range []string{"w1", "w2"} {
				v, e := witnessReport(t, rv, wn)
				if len(e) > 60 {
					e = e[:60] + "…"
				}
				reports = append(reports, fmt.Sprintf("%s %s %q", wn, v, e))
			}
			for _, wn := range row.deadline {
				if v, e := witnessReport(t, rv, wn); v != events.VerdictAuditUnavailable || !strings.HasPrefix(e, witness.ErrJobDeadline+": ") {
					t.Errorf("%s: %s %q, want AUDIT_UNAVAILABLE %s", wn, v, e, witness.ErrJobDeadline)
				}
			}
			nw, nrv, ntook := c.hostileCheck(t, newID("next"), ordinary)
			if nw.Verdict != events.StatePassCandidate {
				v1, e1 := witnessReport(t, nrv, "w1")
				v2, e2 := witnessReport(t, nrv, "w2")
				t.Errorf("the ordinary request after it: %s %s (w1 %s %q; w2 %s %q)", nw.Verdict, nw.Error, v1, e1, v2, e2)
			}
			idle := c.checkNoLeftovers(t, during)
			line := fmt.Sprintf("%-18s settled %s in %6s (%s); next: %s in %s; its renderers after: w1 %d, w2 %d ticks/2s at most", row.name, w.Verdict,
				took.Round(100*time.Millisecond), strings.Join(reports, "; "), nw.Verdict, ntook.Round(100*time.Millisecond), idle["w1"], idle["w2"])
			t.Log(line)
			summary = append(summary, line)
		})
	}
	t.Logf("the table took %s:\n%s", time.Since(tableStart).Round(time.Second), strings.Join(summary, "\n"))

	t.Run("poison", func(t *testing.T) { c.poison(t) })

	// Stopped, the witnesses leave no browser process at all.
	for _, name := range []string{"w1", "w2"} {
		if err := c.daemons[name].stop(); err != nil {
			t.Error(err)
		}
		for _, p := range profiles(c.daemons[name].log) {
			if pids, _ := browserProcs(p); len(pids) > 0 {
				t.Errorf("%s stopped: %d processes of its browser %s are left: %v", name, len(pids), p, pids)
			}
		}
	}
}

// poison: W2 is SIGKILLed every time it has the attempt in hand (the page
// kills it, as far as anyone can tell) and restarted. JetStream counts the
// deliveries across the restarts; the delivery after the last one W2
// renders is reported AUDIT_UNAVAILABLE, JOB_DELIVERIES_EXHAUSTED, and the
// request settles; the next ordinary request passes.
func (c *cluster) poison(t *testing.T) {
	id := newID("poison")
	k := &check{id: id, done: make(chan error, 1)}
	site := "file://" + filepath.Join(c.d.ProductRoots[0], "row00") // the busy loop
	k.cmd = exec.Command(filepath.Join(binDir, "tribunal"), "check", "--dir", c.dir, "--skeleton", skeleton, "--url", site,
		"--request-id", id, "--json", "--timeout", "4m")
	k.cmd.Dir = repoRoot
	k.cmd.Stdout, k.cmd.Stderr = &k.stdout, &k.stderr
	start := time.Now()
	if err := k.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { k.done <- k.cmd.Wait() }()
	t.Cleanup(func() { _ = k.cmd.Process.Kill() })
	// W2's log (one file across its restarts) says when it has the
	// attempt in hand, once per delivery.
	marker := regexp.MustCompile(`msg="observing attempt" role=w2 .* request_id=` + id + ` `)
	for kill := 1; kill <= witness.ObserveDeliveries; kill++ {
		w2 := c.daemons["w2"]
		for deadline := time.Now().Add(time.Minute); ; time.Sleep(20 * time.Millisecond) {
			if len(marker.FindAllString(readFile(w2.log), -1)) >= kill {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("kill %d: W2 never took the attempt; log:\n%s", kill, tail(w2.log, 20))
			}
		}
		if err := w2.cmd.Process.Signal(syscall.SIGKILL); err != nil {
			t.Fatal(err)
		}
		<-w2.done
		t.Logf("kill %d: W2 killed mid-job %s after the check began", kill, time.Since(start).Round(100*time.Millisecond))
		c.startWitness(t, "w2")
	}
	select {
	case <-k.done:
	case <-time.After(3 * time.Minute):
		t.Fatalf("the poisoned request did not settle\nstderr:\n%s", k.stderr.String())
	}
	took := time.Since(start)
	w := w3(t, k.stdout.String())
	rv := c.review(t, id, "settled", func(rv *govern.Review) bool { return len(rv.Attempts) == 1 && rv.Attempts[0].Assessed })
	v, e := witnessReport(t, rv, "w2")
	if w.Verdict != events.StateHold || v != events.VerdictAuditUnavailable || !strings.HasPrefix(e, witness.ErrDeliveriesExhausted+": ") {
		t.Errorf("settled %s; W2 %s %q, want HOLD with AUDIT_UNAVAILABLE %s", w.Verdict, v, e, witness.ErrDeliveriesExhausted)
	}
	nw, nrv, ntook := c.hostileCheck(t, newID("next"), "file://"+filepath.Join(c.d.ProductRoots[0], "ordinary"))
	if nw.Verdict != events.StatePassCandidate {
		v1, e1 := witnessReport(t, nrv, "w1")
		v2, e2 := witnessReport(t, nrv, "w2")
		t.Errorf("the ordinary request after it: %s %s (w1 %s %q; w2 %s %q)", nw.Verdict, nw.Error, v1, e1, v2, e2)
	}
	t.Logf("poison: W2 killed %d times mid-job; settled %s in %s (W2: %.70s…); next: %s in %s", witness.ObserveDeliveries,
		w.Verdict, took.Round(100*time.Millisecond), e, nw.Verdict, ntook.Round(100*time.Millisecond))
}
