package e2e

import (
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/testenv"
)

// hostileNetSpellings name the secret server's loopback host; ids end
// the URLs' paths so that a block says which spelling it was.
var hostileNetSpellings = []struct{ id, host string }{
	{"ip", "127.0.0.1"}, {"localhost", "localhost"}, {"other-127", "127.0.0.2"},
	{"ipv6", "[::1]"}, {"decimal", "2130706433"}, {"hex", "0x7f000001"},
	{"short", "127.1"}, {"any", "0.0.0.0"}, {"sub-localhost", "x.localhost"},
}

// TestHostileNetwork: the good page, served over loopback http, with a
// tail that reaches for another loopback server through every spelling
// of loopback (images, an iframe, fetch, a WebSocket, an EventSource),
// all off screen. Checked through the five binaries: the secret server
// accepts no connection from either witness, the request still passes
// (a block is evidence, not a finding), and both witnesses' reports on
// the chain name what was blocked.
func TestHostileNetwork(t *testing.T) {
	testenv.Short(t, "end-to-end: real Chromium and five processes")
	t.Parallel()

	// The secret: one port on 127.0.0.1, 127.0.0.2 and ::1, counting
	// accepted connections.
	var mu sync.Mutex
	conns := 0
	var port string
	for try := 0; port == ""; try++ {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		_, p, _ := net.SplitHostPort(l.Addr().String())
		ls := []net.Listener{l}
		for _, h := range []string{"127.0.0.2", "::1"} {
			if l2, err := net.Listen("tcp", net.JoinHostPort(h, p)); err == nil {
				ls = append(ls, l2)
			}
		}
		if len(ls) < 3 && try < 20 {
			for _, l := range ls {
				l.Close()
			}
			continue
		}
		port = p
		for _, l := range ls {
			srv := &http.Server{
				Handler: http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { fmt.Fprint(w, "SECRET") }),
				ConnState: func(_ net.Conn, st http.ConnState) {
					if st == http.StateNew {
						mu.Lock()
						conns++
						mu.Unlock()
					}
				},
			}
			go srv.Serve(l)
			t.Cleanup(func() { srv.Close() })
		}
	}

	var tail strings.Builder
	for _, s := range hostileNetSpellings {
		u := fmt.Sprintf("http://%s:%s/img/%s", s.host, port, s.id)
		fmt.Fprintf(&tail, `<img src="%s" alt="" style="position:absolute;left:-100px;top:0;width:1px;height:1px">`, u)
	}
	fmt.Fprintf(&tail, `<iframe src="http://127.0.0.1:%s/iframe" style="position:absolute;left:-500px;top:0;width:10px;height:10px"></iframe>`, port)
	fmt.Fprintf(&tail, `<script>fetch("http://localhost:%[1]s/fetch").catch(() => {});
try { new WebSocket("ws://127.0.0.1:%[1]s/ws") } catch (e) {}
try { new EventSource("http://[::1]:%[1]s/events") } catch (e) {}</script>`, port)

	good, err := os.ReadFile(filepath.Join(repoRoot, siteGood, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	page := strings.Replace(string(good), "</body>", tail.String()+"\n</body>", 1)
	prod := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/index.html" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, page)
	}))
	defer prod.Close()

	c := ownCluster(t)
	id := newID("hostile-net")
	r := c.tribunal(t, 0, "check", "--skeleton", skeleton, "--url", prod.URL, "--request-id", id, "--json", "--timeout", "3m")
	if w := w3(t, r.stdout); w.Verdict != events.StatePassCandidate {
		t.Errorf("the page with blocked requests: %s (%s); want %s — a block is evidence, not a finding", w.Verdict, w.Error, events.StatePassCandidate)
	}
	mu.Lock()
	n := conns
	mu.Unlock()
	if n != 0 {
		t.Errorf("the secret server accepted %d connections; want 0", n)
	}

	_, o1, o2 := reports(t, c, id)
	for _, rep := range []struct {
		who     string
		blocked []string
	}{{"W1", o1.BlockedURLs}, {"W2", o2.BlockedURLs}} {
		t.Logf("%s blocked_urls: %q", rep.who, rep.blocked)
		if !slices.IsSorted(rep.blocked) || len(rep.blocked) > events.MaxBlockedURLs {
			t.Errorf("%s: blocked_urls not sorted or too long: %q", rep.who, rep.blocked)
		}
		for _, s := range hostileNetSpellings {
			if !slices.ContainsFunc(rep.blocked, func(u string) bool { return strings.HasSuffix(u, ":"+port+"/img/"+s.id) }) {
				t.Errorf("%s: no blocked URL for spelling %s (%s); blocked %q", rep.who, s.id, s.host, rep.blocked)
			}
		}
		for _, want := range []string{"http://127.0.0.1:" + port + "/iframe", "http://localhost:" + port + "/fetch", "//127.0.0.1:" + port, "http://[::1]:" + port + "/events"} {
			if !slices.Contains(rep.blocked, want) {
				t.Errorf("%s: %s not in blocked_urls %q", rep.who, want, rep.blocked)
			}
		}
		for _, u := range rep.blocked {
			if strings.HasPrefix(u, prod.URL) {
				t.Errorf("%s blocked the product's own URL %s", rep.who, u)
			}
		}
	}
}
