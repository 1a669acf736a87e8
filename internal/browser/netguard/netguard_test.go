package netguard

import (
	"bufio"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

func TestOrigin(t *testing.T) {
	tests := []struct {
		in, want string
		bad      bool
	}{
		{in: "http://127.0.0.1:8080/x?y#z", want: "http://127.0.0.1:8080"},
		{in: "HTTP://LocalHost/", want: "http://localhost:80"},
		{in: "https://example.com", want: "https://example.com:443"},
		{in: "ws://[::1]:9/s", want: "ws://[::1]:9"},
		{in: "wss://a.b", want: "wss://a.b:443"},
		{in: "file:///etc/passwd", bad: true},
		{in: "data:text/html,x", bad: true},
		{in: "http://", bad: true},
		{in: "http://%zz", bad: true},
		{in: "javascript:alert(1)", bad: true},
	}
	for _, tt := range tests {
		got, err := Origin(tt.in)
		if tt.bad {
			if err == nil {
				t.Errorf("Origin(%q) = %q; want an error", tt.in, got)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("Origin(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
}

// FuzzOrigin: an origin is its own origin, always names its port, and
// Allow accepts exactly what Origin or a non-network scheme accepts.
func FuzzOrigin(f *testing.F) {
	for _, s := range []string{"http://127.0.0.1:1/", "https://[::1]/x", "ws://localhost", "file:///x", "data:,x", "http://a:b@c:1", "http://0x7f000001/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		o, err := Origin(s)
		if err != nil {
			return
		}
		again, err := Origin(o)
		if err != nil || again != o {
			t.Fatalf("Origin(%q) = %q, but Origin(%q) = %q, %v", s, o, o, again, err)
		}
		u, err := url.Parse(o)
		if err != nil || u.Port() == "" || u.Path != "" {
			t.Fatalf("Origin(%q) = %q: not scheme://host:port", s, o)
		}
	})
}

func newTestGuard(t *testing.T) *Guard {
	t.Helper()
	g, err := New(slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(g.Close)
	return g
}

// counting is a loopback server that counts connections.
func counting(t *testing.T) (*httptest.Server, *atomic.Int32) {
	t.Helper()
	var n atomic.Int32
	s := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, "hello "+r.URL.Path)
	}))
	s.Config.ConnState = func(_ net.Conn, st http.ConnState) {
		if st == http.StateNew {
			n.Add(1)
		}
	}
	s.Start()
	t.Cleanup(s.Close)
	return s, &n
}

func proxied(t *testing.T, g *Guard) *http.Client {
	t.Helper()
	pu, _ := url.Parse(g.ProxyServer())
	return &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{Proxy: http.ProxyURL(pu)}}
}

// connect sends a CONNECT for hostPort through the guard and returns the
// status code.
func connect(t *testing.T, g *Guard, hostPort string) int {
	t.Helper()
	c, err := net.Dial("tcp", strings.TrimPrefix(g.ProxyServer(), "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	fmt.Fprintf(c, "CONNECT %s HTTP/1.1\r\nHost: %s\r\n\r\n", hostPort, hostPort)
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode
}

// TestGuard: the guard forwards an allowed origin, refuses another port,
// host spelling or scheme of the same server, refuses a tunnel outside
// the allowed origins, never dials a non-loopback address even when it
// is allowed, refuses a request that is not a proxy request, and reports
// what it refused, sorted and bounded.
func TestGuard(t *testing.T) {
	allowed, allowedConns := counting(t)
	other, otherConns := counting(t)
	g := newTestGuard(t)
	if err := g.Allow(allowed.URL, "file:///x", "data:,y", "http://192.0.2.1:80/", "http://name.invalid:1/"); err != nil {
		t.Fatal(err)
	}
	if err := g.Allow("http://%zz"); err == nil {
		t.Error("Allow took a URL that does not parse")
	}
	c := proxied(t, g)
	_, allowedPort, _ := net.SplitHostPort(allowed.Listener.Addr().String())
	_, otherPort, _ := net.SplitHostPort(other.Listener.Addr().String())

	get := func(u string) (int, string) {
		resp, err := c.Get(u)
		if err != nil {
			return 0, err.Error()
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	if code, body := get(allowed.URL + "/own"); code != 200 || body != "hello /own" {
		t.Errorf("allowed origin: %d %q", code, body)
	}
	for _, u := range []string{
		other.URL + "/other-port",
		"http://localhost:" + allowedPort + "/other-spelling",
		"http://localhost:" + otherPort + "/other-both",
		"http://192.0.2.1:80/not-loopback",
		"http://name.invalid:1/a-name-is-never-looked-up",
	} {
		code, _ := get(u)
		if code == 200 {
			t.Errorf("%s: forwarded", u)
		}
	}
	if n := otherConns.Load(); n != 0 {
		t.Errorf("the other server saw %d connections", n)
	}
	if code := connect(t, g, "127.0.0.1:"+otherPort); code != http.StatusForbidden {
		t.Errorf("CONNECT to another port: %d", code)
	}
	if code := connect(t, g, "127.0.0.1:"+allowedPort); code != http.StatusOK {
		t.Errorf("CONNECT to the allowed host and port: %d", code)
	}
	if n := otherConns.Load(); n != 0 {
		t.Errorf("the other server saw %d connections after the tunnels", n)
	}
	if allowedConns.Load() == 0 {
		t.Error("the allowed server saw no connection")
	}
	// Not a proxy request.
	resp, err := http.Get(g.ProxyServer() + "/direct")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusBadRequest {
		t.Errorf("a direct request: %d", resp.StatusCode)
	}
	want := []string{
		"//127.0.0.1:" + otherPort,
		"http://localhost:" + allowedPort + "/other-spelling",
		"http://localhost:" + otherPort + "/other-both",
		other.URL + "/other-port",
	}
	got := g.Blocked()
	if strings.Join(got, "\n") != strings.Join(sortedCopy(want), "\n") {
		t.Errorf("Blocked() = %q; want %q", got, sortedCopy(want))
	}
}

func sortedCopy(s []string) []string {
	out := append([]string(nil), s...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

// TestBlockedBounded: a page that tries thousands of URLs is reported by
// the MaxBlocked smallest of the first maxBlockedKept distinct ones, each
// cut to MaxBlockedURL bytes.
func TestBlockedBounded(t *testing.T) {
	g := newTestGuard(t)
	long := strings.Repeat("a", 2*MaxBlockedURL)
	g.block("http://0/" + long)
	g.block("http://0/" + long + "b") // the same once cut
	for i := range 3 * maxBlockedKept {
		g.block(fmt.Sprintf("http://127.0.0.1:1/%06d", i))
	}
	g.block("http://0/") // past maxBlockedKept: not kept
	got := g.Blocked()
	if len(got) != MaxBlocked {
		t.Fatalf("%d URLs; want %d", len(got), MaxBlocked)
	}
	if got[0] != "http://0/"+long[:MaxBlockedURL-len("http://0/")] {
		t.Errorf("the long URL is %d bytes: %.40q…", len(got[0]), got[0])
	}
	for i := 1; i < len(got); i++ {
		if got[i-1] >= got[i] {
			t.Fatalf("not sorted and distinct at %d: %q, %q", i, got[i-1], got[i])
		}
	}
	var nilGuard *Guard
	if nilGuard.Blocked() != nil {
		t.Error("a nil guard reports blocks")
	}
}

// BenchmarkGuard: one small GET on a kept-alive connection, straight to a
// loopback server and through the guard, the price of the hop.
func BenchmarkGuard(b *testing.B) {
	s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { fmt.Fprint(w, "ok") }))
	defer s.Close()
	g, err := New(slog.New(slog.DiscardHandler))
	if err != nil {
		b.Fatal(err)
	}
	defer g.Close()
	if err := g.Allow(s.URL); err != nil {
		b.Fatal(err)
	}
	pu, _ := url.Parse(g.ProxyServer())
	for _, c := range []struct {
		name string
		tr   *http.Transport
	}{{"direct", &http.Transport{}}, {"guard", &http.Transport{Proxy: http.ProxyURL(pu)}}} {
		b.Run(c.name, func(b *testing.B) {
			cl := &http.Client{Transport: c.tr}
			for b.Loop() {
				resp, err := cl.Get(s.URL + "/x")
				if err != nil {
					b.Fatal(err)
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
			}
			c.tr.CloseIdleConnections()
		})
	}
}
