//go:build linux

package browser

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/pause"
)

// The red team of network confinement (docs/SECURITY.md, "Network
// confinement"): a product page on one loopback port reaches for a second
// loopback "secret" server through every spelling of loopback and every
// kind of request a page can make. The oracle is the secret server's own:
// it counts every TCP connection it accepts, on each of its addresses,
// and must accept none. Each kind first runs in a tab that allows the
// secret's origins (the control: the route is real when the secret server
// sees it), then in a tab that allows only the product's origin, where
// every route must be refused and reported by Tab.Blocked.

// secret is a loopback server on one port, on every loopback address this
// machine can bind, counting connections per address and requests by
// path.
type secret struct {
	port string
	mu   sync.Mutex
	conn map[string]int // by listening address
	hits []string       // request paths
}

func newSecret(t *testing.T) *secret {
	t.Helper()
	s := &secret{conn: map[string]int{}}
	mux := http.NewServeMux()
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		s.hits = append(s.hits, r.URL.Path)
		s.mu.Unlock()
		switch {
		case strings.Contains(r.URL.Path, "/eventsource/"):
			w.Header().Set("Content-Type", "text/event-stream")
			fmt.Fprint(w, "data: SECRET\n\n")
		default:
			w.Header().Set("Access-Control-Allow-Origin", "*")
			w.Header().Set("Content-Type", "text/html")
			fmt.Fprint(w, "<body style='background:red'>SECRET</body>")
		}
	})
	// The first address picks the port; the others take the same one (a
	// few tries: another process may hold it on one of them).
	for try := 0; ; try++ {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		_, port, _ := net.SplitHostPort(l.Addr().String())
		ls := []net.Listener{l}
		ok := true
		for _, h := range []string{"127.0.0.2", "127.0.1.1", "::1"} {
			l2, err := net.Listen("tcp", net.JoinHostPort(h, port))
			if err != nil {
				ok = false
				break
			}
			ls = append(ls, l2)
		}
		if !ok {
			for _, l := range ls {
				l.Close()
			}
			if try > 20 {
				t.Fatal("no port free on 127.0.0.1, 127.0.0.2, 127.0.1.1 and ::1 at once")
			}
			continue
		}
		s.port = port
		for _, l := range ls {
			addr := l.Addr().String()
			srv := &http.Server{Handler: mux, ConnState: func(_ net.Conn, st http.ConnState) {
				if st == http.StateNew {
					s.mu.Lock()
					s.conn[addr]++
					s.mu.Unlock()
				}
			}}
			go srv.Serve(l)
			t.Cleanup(func() { srv.Close() })
		}
		return s
	}
}

func (s *secret) connections() (int, map[string]int, []string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	byAddr := map[string]int{}
	for a, c := range s.conn {
		n += c
		byAddr[a] = c
	}
	return n, byAddr, slices.Clone(s.hits)
}

func (s *secret) reset() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.conn = map[string]int{}
	s.hits = nil
}

// spelling is one way to name the secret server's loopback host.
type spelling struct {
	id, host string
}

func spellings(t *testing.T) []spelling {
	sp := []spelling{
		{"ip", "127.0.0.1"},
		{"localhost", "localhost"},
		{"localhost-upper", "LOCALHOST"},
		{"other-127", "127.0.0.2"},
		{"debian-host", "127.0.1.1"},
		{"short-127", "127.1"},
		{"decimal", "2130706433"},
		{"hex", "0x7f000001"},
		{"octal", "0177.0.0.1"},
		{"ipv6", "[::1]"},
		{"ipv4-mapped", "[::ffff:127.0.0.1]"},
		{"any", "0.0.0.0"},
		{"sub-localhost", "tribunal.localhost"},
		{"localhost-dot", "localhost."},
	}
	// A DNS name that this machine resolves to loopback (Debian puts the
	// host's own name in /etc/hosts).
	if h, err := os.Hostname(); err == nil {
		if ips, err := net.LookupIP(h); err == nil && len(ips) > 0 && ips[0].IsLoopback() {
			sp = append(sp, spelling{"hostname", strings.ToLower(h)})
		} else {
			t.Logf("the host name %q does not resolve to loopback here; that spelling is not tried", h)
		}
	}
	return sp
}

// kind is one way for a page to make a request. html is the page's body
// with U standing for each URL (repeated per spelling) — or script, with
// URLS standing for a JavaScript array of them.
type kind struct {
	name   string
	each   string // HTML per URL, U = the URL
	script string // script over URLS
	scheme string // "http" unless "ws"
	// tunnel: the guard sees only host:port, reported as "//host:port".
	tunnel bool
	// notLive: Chromium itself does not make this request even when the
	// origin is allowed (the control run does not demand a connection).
	notLive bool
}

var netKinds = []kind{
	{name: "img", each: `<img src="U">`},
	{name: "iframe", each: `<iframe src="U"></iframe>`},
	{name: "stylesheet", each: `<link rel="stylesheet" href="U">`},
	{name: "script", each: `<script src="U"></script>`},
	{name: "fetch", script: `for (const u of URLS) fetch(u, {mode: "no-cors"}).catch(() => {})`},
	{name: "xhr", script: `for (const u of URLS) { try { const x = new XMLHttpRequest(); x.open("GET", u); x.send() } catch (e) {} }`},
	{name: "websocket", scheme: "ws", tunnel: true, script: `for (const u of URLS) { try { new WebSocket(u) } catch (e) {} }`},
	{name: "https-fetch", scheme: "https", tunnel: true, script: `for (const u of URLS) fetch(u, {mode: "no-cors"}).catch(() => {})`},
	{name: "eventsource", script: `for (const u of URLS) { try { new EventSource(u) } catch (e) {} }`},
	{name: "beacon", script: `for (const u of URLS) { try { navigator.sendBeacon(u, "x") } catch (e) {} }`},
	{name: "prefetch", each: `<link rel="prefetch" href="U">`},
	{name: "redirect", each: `<img src="/redirect?to=U">`},
	{name: "redirect-frame", each: `<iframe src="/redirect?to=U"></iframe>`},
	{name: "data-iframe", each: `<iframe src="data:text/html,&lt;img src=&quot;U&quot;&gt;"></iframe>`},
	{name: "window-open", script: `for (const u of URLS) { try { window.open(u) } catch (e) {} }`},
	{name: "service-worker", script: `navigator.serviceWorker.register("/sw.js?urls=" + encodeURIComponent(JSON.stringify(URLS)))`},
	{name: "worker", script: `new Worker(URL.createObjectURL(new Blob(["for (const u of " + JSON.stringify(URLS) + ") fetch(u, {mode: 'no-cors'}).catch(() => {})"])))`},
}

// product serves the red team's pages from its own loopback port.
type product struct {
	srv    *httptest.Server
	mu     sync.Mutex
	pages  map[string]string
	ownHit int
}

func newProduct(t *testing.T) *product {
	p := &product{pages: map[string]string{}}
	mux := http.NewServeMux()
	mux.HandleFunc("/redirect", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, r.URL.Query().Get("to"), http.StatusFound)
	})
	mux.HandleFunc("/own.svg", func(w http.ResponseWriter, r *http.Request) {
		p.mu.Lock()
		p.ownHit++
		p.mu.Unlock()
		w.Header().Set("Content-Type", "image/svg+xml")
		fmt.Fprint(w, `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>`)
	})
	mux.HandleFunc("/sw.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		fmt.Fprintf(w, `const urls = %s;
self.addEventListener("install", () => { for (const u of urls) fetch(u, {mode: "no-cors"}).catch(() => {}) });`, r.URL.Query().Get("urls"))
	})
	mux.HandleFunc("/page/", func(w http.ResponseWriter, r *http.Request) {
		p.mu.Lock()
		html, ok := p.pages[strings.TrimPrefix(r.URL.Path, "/page/")]
		p.mu.Unlock()
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprint(w, html)
	})
	p.srv = httptest.NewServer(mux)
	t.Cleanup(p.srv.Close)
	return p
}

// urlsFor are the secret URLs of kind k in run run, one per spelling.
func urlsFor(k kind, run, port string, sp []spelling) []string {
	scheme := "http"
	if k.scheme != "" {
		scheme = k.scheme
	}
	var out []string
	for _, s := range sp {
		out = append(out, fmt.Sprintf("%s://%s:%s/%s/%s/%s", scheme, s.host, port, run, k.name, s.id))
	}
	return out
}

func (p *product) page(k kind, urls []string) string {
	var b strings.Builder
	b.WriteString(`<!doctype html><html><body><img src="/own.svg">`)
	for _, u := range urls {
		b.WriteString(strings.ReplaceAll(k.each, "U", u))
	}
	if k.script != "" {
		js, _ := jsonList(urls)
		b.WriteString("<script>const URLS = " + js + ";\n" + k.script + "</script>")
	}
	b.WriteString("</body></html>")
	return b.String()
}

func jsonList(ss []string) (string, error) {
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = fmt.Sprintf("%q", s)
	}
	return "[" + strings.Join(q, ",") + "]", nil
}

// loadFor navigates a fresh tab that allows allow to url and keeps it
// open for linger, then returns what it blocked.
func loadFor(t *testing.T, b *Browser, url string, allow []string, linger time.Duration) []string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), tabOpenTimeout)
	defer cancel()
	tab, err := b.NewTab(ctx)
	if err != nil {
		t.Fatalf("NewTab: %v", err)
	}
	defer tab.Close()
	if err := tab.Allow(allow...); err != nil {
		t.Fatal(err)
	}
	tctx, tcancel := tab.Context(ctx)
	defer tcancel()
	if err := chromedp.Do(tctx, chromedp.Navigate(url)); err != nil && len(allow) > 0 {
		t.Errorf("loading %s: %v", url, err)
	}
	_ = pause.For(ctx, linger)
	return tab.Blocked()
}

// TestNetworkRedTeam is the table of spellings × kinds (docs/SECURITY.md).
func TestNetworkRedTeam(t *testing.T) {
	needChromium(t)
	// Beside the other red team: each has its own servers, files and
	// watches, and waits on the browser far more than it computes.
	t.Parallel()
	b := sharedBrowser(t)
	sp := spellings(t)
	const linger = 1500 * time.Millisecond
	// matrix is the report: per kind, per spelling, B when the confined
	// run reported the request blocked, T when the kind is a tunnel (its
	// blocks name host:port, not the spelling), - when Chromium never sent
	// it; and the secret server's connection count. One row per kind,
	// each written by its own subtest; logged once they have all ended.
	matrix := make([]string, len(netKinds))
	t.Cleanup(func() {
		head := fmt.Sprintf("%-15s", "kind")
		for _, s := range sp {
			head += fmt.Sprintf(" %s", s.id)
		}
		t.Logf("spellings × kinds (confined run):\n%s\n%s", head, strings.Join(matrix, "\n"))
	})

	for i, k := range netKinds {
		t.Run(k.name, func(t *testing.T) {
			// The kinds run side by side, each in tabs of its own: each
			// mostly waits out its linger. Each has its own secret server
			// (whose connections are the oracle) and its own product
			// origin (whose own image it counts, whose service worker
			// and windows are its own).
			t.Parallel()
			sec := newSecret(t)
			prod := newProduct(t)
			// The control: the secret's own origin allowed, the route
			// reaches the secret server. One spelling shows that the kind
			// makes its request (each spelling is a page's own frame,
			// window or worker for some kinds: a renderer each); the
			// spellings are the confined run's subject.
			sec.reset()
			curls := urlsFor(k, "control", sec.port, sp[:1])
			prod.mu.Lock()
			prod.pages["control-"+k.name] = prod.page(k, curls)
			prod.mu.Unlock()
			loadFor(t, b, prod.srv.URL+"/page/control-"+k.name, append([]string{prod.srv.URL}, curls...), linger)
			n, _, hits := sec.connections()
			if n == 0 && !k.notLive {
				t.Errorf("control: the secret server saw no connection; the route is not live")
			}
			t.Logf("control: %d connections, requests %v", n, hits)

			// Confined: only the product's origin.
			sec.reset()
			urls := urlsFor(k, "confined", sec.port, sp)
			prod.mu.Lock()
			prod.pages["confined-"+k.name] = prod.page(k, urls)
			ownBefore := prod.ownHit
			prod.mu.Unlock()
			blocked := loadFor(t, b, prod.srv.URL+"/page/confined-"+k.name, []string{prod.srv.URL}, linger)
			n, byAddr, hits := sec.connections()
			if n != 0 {
				t.Errorf("confined: the secret server saw %d connections %v, requests %v; want 0", n, byAddr, hits)
			}
			prod.mu.Lock()
			own := prod.ownHit - ownBefore
			prod.mu.Unlock()
			if own == 0 {
				t.Errorf("confined: the page's own image was not loaded")
			}
			if len(blocked) == 0 {
				t.Errorf("confined: nothing reported blocked")
			}
			if !k.tunnel {
				for _, s := range sp {
					if k.name == "window-open" || k.name == "service-worker" {
						break // checked below: their requests need not all start
					}
					want := "/confined/" + k.name + "/" + s.id
					if !slices.ContainsFunc(blocked, func(u string) bool { return strings.HasSuffix(u, want) }) {
						t.Errorf("confined: no blocked URL ends in %s; blocked %q", want, blocked)
					}
				}
			}
			row := fmt.Sprintf("%-15s", k.name)
			for _, s := range sp {
				mark := "-"
				switch {
				case k.tunnel:
					mark = "T"
				case slices.ContainsFunc(blocked, func(u string) bool { return strings.HasSuffix(u, "/confined/"+k.name+"/"+s.id) }):
					mark = "B"
				}
				row += fmt.Sprintf(" %*s", len(s.id), mark)
			}
			matrix[i] = row + fmt.Sprintf("  connections=%d", n)
			t.Logf("confined: %d connections; blocked %q", n, blocked)
		})
	}
}

// TestNetworkPerTab: two tabs of one browser, as two concurrent jobs of a
// witness, each allow their own origins; what one allows the other
// cannot reach. And a tab that allows nothing loads nothing.
func TestNetworkPerTab(t *testing.T) {
	needChromium(t)
	b := sharedBrowser(t)
	sec := newSecret(t)
	prod := newProduct(t)
	k := kind{name: "img", each: `<img src="U">`}
	sp := []spelling{{"ip", "127.0.0.1"}}
	secretOrigin := "http://127.0.0.1:" + sec.port

	var wg sync.WaitGroup
	var blockedA, blockedB []string
	for _, tab := range []string{"a", "b"} {
		urls := urlsFor(k, tab, sec.port, sp)
		prod.mu.Lock()
		prod.pages["per-tab-"+tab] = prod.page(k, urls)
		prod.mu.Unlock()
	}
	wg.Add(2)
	go func() {
		defer wg.Done()
		blockedA = loadFor(t, b, prod.srv.URL+"/page/per-tab-a", []string{prod.srv.URL}, time.Second)
	}()
	go func() {
		defer wg.Done()
		blockedB = loadFor(t, b, prod.srv.URL+"/page/per-tab-b", []string{prod.srv.URL, secretOrigin}, time.Second)
	}()
	wg.Wait()
	_, _, hits := sec.connections()
	if !slices.Contains(hits, "/b/img/ip") {
		t.Errorf("the tab that allows the secret did not reach it: %v", hits)
	}
	if slices.ContainsFunc(hits, func(h string) bool { return strings.HasPrefix(h, "/a/") }) {
		t.Errorf("the tab that does not allow the secret reached it: %v", hits)
	}
	if want := secretOrigin + "/a/img/ip"; !slices.Contains(blockedA, want) {
		t.Errorf("tab a blocked %q; want %s", blockedA, want)
	}
	if len(blockedB) != 0 {
		t.Errorf("tab b blocked %q", blockedB)
	}

	// Nothing allowed: even the product's own page is refused.
	prod.mu.Lock()
	own := prod.ownHit
	prod.mu.Unlock()
	blocked := loadFor(t, b, prod.srv.URL+"/page/per-tab-a", nil, 500*time.Millisecond)
	if want := prod.srv.URL + "/page/per-tab-a"; !slices.Contains(blocked, want) {
		t.Errorf("a tab that allows nothing blocked %q; want %s", blocked, want)
	}
	prod.mu.Lock()
	defer prod.mu.Unlock()
	if prod.ownHit != own {
		t.Error("a tab that allows nothing loaded the product's image")
	}
}

// TestNetworkWebTransport: WebTransport runs over HTTP/3, UDP, which no
// HTTP proxy carries. A page that opens one to a loopback UDP port must
// not get a single datagram there.
func TestNetworkWebTransport(t *testing.T) {
	needChromium(t)
	b := sharedBrowser(t)
	pc, err := net.ListenPacket("udp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer pc.Close()
	var mu sync.Mutex
	datagrams := 0
	go func() {
		buf := make([]byte, 2048)
		for {
			if _, _, err := pc.ReadFrom(buf); err != nil {
				return
			}
			mu.Lock()
			datagrams++
			mu.Unlock()
		}
	}()
	_, port, _ := net.SplitHostPort(pc.LocalAddr().String())
	prod := newProduct(t)
	prod.mu.Lock()
	prod.pages["webtransport"] = fmt.Sprintf(`<!doctype html><img src="/own.svg"><script>
for (const h of ["127.0.0.1", "localhost", "[::1]"]) {
  try { new WebTransport("https://" + h + ":%s/wt").ready.catch(() => {}) } catch (e) {}
}</script>`, port)
	prod.mu.Unlock()
	loadFor(t, b, prod.srv.URL+"/page/webtransport", []string{prod.srv.URL}, 2*time.Second)
	mu.Lock()
	defer mu.Unlock()
	if datagrams != 0 {
		t.Errorf("the loopback UDP port got %d datagrams from a WebTransport; want 0", datagrams)
	}
}
