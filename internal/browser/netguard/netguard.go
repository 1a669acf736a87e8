// Package netguard is the network confinement of one browser context: an
// HTTP proxy on its own loopback port that forwards a request only when its
// origin (scheme, host and port) is one the context may reach, refuses
// every other, and remembers what it refused.
//
// It carries the page's bytes without reading them: it looks at the
// request line and the Host of each request (a URL, as the Fetch domain's
// file:// interception does) and copies bodies and responses as they
// are. It parses no HTML and imports no DevTools package, so W1's process
// stays what docs/CONTRACTS.md §8 allows (internal/w1/capture's isolation
// test lists it as the one package internal/browser links).
package netguard

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httputil"
	"net/netip"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"
)

// ErrOriginNotAllowed is wrapped when the network guard refuses a request:
// its origin is not one the tab's page may reach.
var ErrOriginNotAllowed = errors.New("origin not allowed")

// MaxBlocked is the most distinct blocked URLs a tab reports (the smallest
// in byte order); MaxBlockedURL the most bytes of each. A page can try a
// million URLs; the observation carries a bounded sample as evidence.
const (
	MaxBlocked    = 64
	MaxBlockedURL = 512
)

// maxBlockedKept bounds the distinct blocked URLs a guard remembers before
// it picks the MaxBlocked smallest.
const maxBlockedKept = 4096

// BypassList is the proxy bypass list of every tab's browser context.
// Chromium never sends loopback requests (localhost, *.localhost,
// 127.0.0.0/8, [::1]) through a proxy unless the list subtracts its
// implicit rules: "<-loopback>" does, so every request of the context
// goes to its guard.
const BypassList = "<-loopback>"

// Guard is one tab's network confinement: the HTTP proxy of the tab's
// browser context (Target.createBrowserContext{proxyServer}), listening on
// its own loopback port. Every http:, https:, ws:, wss: request of every
// target in the context — the page's navigations, frames, popups,
// subresources, fetch/XHR, WebSocket handshakes, EventSource, workers and
// service workers, prefetches and each hop of a redirect — arrives here,
// and is forwarded only when its origin (scheme, host, port) is one the
// tab allows; every other is refused and remembered. Until Allow is
// called the tab allows nothing: a tab fails closed.
//
// The guard dials for Chromium, so it also keeps the rule that the
// browser's flags keep for the default context: it connects to loopback
// addresses only, and looks up no name (see dial).
type Guard struct {
	log *slog.Logger
	ln  net.Listener
	srv *http.Server
	rp  *httputil.ReverseProxy
	tr  *http.Transport

	mu        sync.Mutex
	allowed   map[string]bool // canonical origins, "scheme://host:port"
	hostPorts map[string]bool // "host:port" of the allowed origins (tunnels)
	blocked   map[string]bool
	tunnels   map[net.Conn]bool // hijacked connections, closed with the guard
	closed    bool
}

// New starts a guard on a fresh loopback port. It allows nothing until
// Allow.
func New(log *slog.Logger) (*Guard, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("netguard: %w", err)
	}
	g := &Guard{
		log: log, ln: ln,
		allowed: map[string]bool{}, hostPorts: map[string]bool{},
		blocked: map[string]bool{}, tunnels: map[net.Conn]bool{},
	}
	g.tr = &http.Transport{
		Proxy:       nil, // never the environment's proxy
		DialContext: g.dial,
		// The browser asked for its own encodings; pass them through
		// untouched.
		DisableCompression:  true,
		MaxIdleConnsPerHost: 16,
		IdleConnTimeout:     30 * time.Second,
	}
	g.rp = &httputil.ReverseProxy{
		// The request is already absolute and names the allowed origin;
		// Rewrite (unlike Director) adds no X-Forwarded-* headers, so the
		// product's server sees what the browser sent.
		Rewrite:       func(pr *httputil.ProxyRequest) { pr.Out.Host = pr.In.Host },
		Transport:     g.tr,
		FlushInterval: -1, // stream at once: EventSource, long polls
		ErrorLog:      slog.NewLogLogger(log.Handler(), slog.LevelDebug),
		ErrorHandler: func(w http.ResponseWriter, r *http.Request, err error) {
			log.Debug("network guard: forwarding", "url", r.URL.String(), "err", err)
			w.WriteHeader(http.StatusBadGateway)
		},
	}
	g.srv = &http.Server{Handler: g, ReadHeaderTimeout: 30 * time.Second, ErrorLog: slog.NewLogLogger(log.Handler(), slog.LevelDebug)}
	go func() { _ = g.srv.Serve(ln) }()
	return g, nil
}

// ProxyServer is the guard's address as a proxy URL, for
// Target.createBrowserContext{proxyServer}; use it with BypassList.
func (g *Guard) ProxyServer() string { return "http://" + g.ln.Addr().String() }

// Close stops the guard and every connection it holds.
func (g *Guard) Close() {
	if g == nil {
		return
	}
	g.mu.Lock()
	g.closed = true
	conns := make([]net.Conn, 0, len(g.tunnels))
	for c := range g.tunnels {
		conns = append(conns, c)
	}
	g.mu.Unlock()
	for _, c := range conns {
		_ = c.Close()
	}
	_ = g.srv.Close()
	g.tr.CloseIdleConnections()
}

// Origin returns the canonical origin of an http, https, ws or wss URL:
// lower-case scheme and host, the port always written (the scheme's
// default when the URL has none), an IPv6 host in brackets. Any other URL
// is an error.
func Origin(raw string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return "", fmt.Errorf("%q is not a URL", raw)
	}
	scheme := strings.ToLower(u.Scheme)
	port := u.Port()
	switch scheme {
	case "http", "ws":
		if port == "" {
			port = "80"
		}
	case "https", "wss":
		if port == "" {
			port = "443"
		}
	default:
		return "", fmt.Errorf("%q is not an http(s) or ws(s) URL", raw)
	}
	host := strings.ToLower(u.Hostname())
	if host == "" {
		return "", fmt.Errorf("%q names no host", raw)
	}
	return scheme + "://" + net.JoinHostPort(host, port), nil
}

// Allow adds the origins of urls. URLs of other schemes (file:, data:,
// about:, blob:) are not network origins and are skipped.
func (g *Guard) Allow(urls ...string) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	for _, raw := range urls {
		o, err := Origin(raw)
		if err != nil {
			if u, perr := url.Parse(raw); perr == nil && u.Scheme != "" && !isNetScheme(u.Scheme) {
				continue
			}
			return fmt.Errorf("netguard: allowing %w", err)
		}
		g.allowed[o] = true
		g.hostPorts[o[strings.Index(o, "://")+3:]] = true
	}
	return nil
}

func isNetScheme(s string) bool {
	switch strings.ToLower(s) {
	case "http", "https", "ws", "wss":
		return true
	}
	return false
}

// allows reports whether the URL's origin is allowed.
func (g *Guard) allows(u *url.URL) bool {
	o, err := Origin(u.String())
	if err != nil {
		return false
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.allowed[o]
}

// allowsTunnel reports whether a CONNECT to hostPort may go through. The
// proxy sees only the authority of a tunnel (https:, wss:, and ws:, which
// Chromium always tunnels), not its scheme: it goes through when an
// allowed origin has this very host and port, so it reaches the server
// of an allowed origin and nothing else.
func (g *Guard) allowsTunnel(hostPort string) bool {
	host, port, err := net.SplitHostPort(hostPort)
	if err != nil {
		return false
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.hostPorts[net.JoinHostPort(strings.ToLower(host), port)]
}

// block remembers a refused URL.
func (g *Guard) block(raw string) {
	if len(raw) > MaxBlockedURL {
		raw = raw[:MaxBlockedURL]
	}
	// Chromium sends ASCII; anything else (or a cut rune) must not make
	// the observation invalid UTF-8.
	raw = strings.ToValidUTF8(raw, "\uFFFD")
	g.mu.Lock()
	fresh := !g.blocked[raw] && len(g.blocked) < maxBlockedKept
	if fresh {
		g.blocked[raw] = true
	}
	g.mu.Unlock()
	if fresh {
		g.log.Warn("blocked a request outside the tab's origins", "url", raw)
	}
}

// Blocked returns the blocked URLs, sorted: the MaxBlocked smallest of
// the first maxBlockedKept distinct ones. Nil when none.
func (g *Guard) Blocked() []string {
	if g == nil {
		return nil
	}
	g.mu.Lock()
	out := make([]string, 0, len(g.blocked))
	for u := range g.blocked {
		out = append(out, u)
	}
	g.mu.Unlock()
	slices.Sort(out)
	if len(out) > MaxBlocked {
		out = out[:MaxBlocked]
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// ServeHTTP answers one proxy request of the browser.
func (g *Guard) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method == http.MethodConnect {
		g.tunnel(w, r)
		return
	}
	if !r.URL.IsAbs() {
		// Only a proxy client sends absolute URLs: this is someone
		// talking to the port directly.
		http.Error(w, "a proxy", http.StatusBadRequest)
		return
	}
	if !g.allows(r.URL) {
		g.block(r.URL.String())
		refuse(w)
		return
	}
	g.rp.ServeHTTP(w, r)
}

// refuse answers a refused request: an empty 403 that closes the
// connection. (A page sees an HTTP error, the same for every route.)
func refuse(w http.ResponseWriter) {
	w.Header().Set("Connection", "close")
	w.Header().Set("Content-Length", "0")
	w.WriteHeader(http.StatusForbidden)
}

// tunnel answers a CONNECT.
func (g *Guard) tunnel(w http.ResponseWriter, r *http.Request) {
	hp := r.Host
	if !g.allowsTunnel(hp) {
		g.block("//" + hp)
		refuse(w)
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), 10*time.Second)
	up, err := g.dial(ctx, "tcp", hp)
	cancel()
	if err != nil {
		g.log.Debug("network guard: tunnel", "to", hp, "err", err)
		w.WriteHeader(http.StatusBadGateway)
		return
	}
	hj, ok := w.(http.Hijacker)
	if !ok {
		_ = up.Close()
		w.WriteHeader(http.StatusInternalServerError)
		return
	}
	down, buf, err := hj.Hijack()
	if err != nil {
		_ = up.Close()
		return
	}
	if !g.track(down, up) {
		_ = down.Close()
		_ = up.Close()
		return
	}
	defer g.untrack(down, up)
	if _, err := io.WriteString(down, "HTTP/1.1 200 Connection established\r\n\r\n"); err != nil {
		return
	}
	splice(down, buf.Reader, up)
}

// splice copies both ways until either side ends, then closes both.
func splice(down net.Conn, downBuf *bufio.Reader, up net.Conn) {
	done := make(chan struct{}, 2)
	go func() { _, _ = io.Copy(up, downBuf); done <- struct{}{} }()
	go func() { _, _ = io.Copy(down, up); done <- struct{}{} }()
	<-done
	_ = down.Close()
	_ = up.Close()
	<-done
}

func (g *Guard) track(cs ...net.Conn) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.closed {
		return false
	}
	for _, c := range cs {
		g.tunnels[c] = true
	}
	return true
}

func (g *Guard) untrack(cs ...net.Conn) {
	g.mu.Lock()
	defer g.mu.Unlock()
	for _, c := range cs {
		delete(g.tunnels, c)
	}
}

// dial connects to an allowed host:port, and only on loopback: the host
// must be a loopback IP literal or "localhost" (127.0.0.1, then ::1). No
// name is looked up, so the guard keeps the rule the browser's
// --host-resolver-rules keep for everything else: no DNS, no address off
// this machine, even for an allowed origin.
func (g *Guard) dial(ctx context.Context, _, addr string) (net.Conn, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, err
	}
	if !g.allowsTunnel(addr) {
		return nil, fmt.Errorf("%w: %s", ErrOriginNotAllowed, addr)
	}
	ips, err := loopbackAddrs(host)
	if err != nil {
		return nil, err
	}
	var d net.Dialer
	var last error
	for _, ip := range ips {
		c, err := d.DialContext(ctx, "tcp", net.JoinHostPort(ip.String(), port))
		if err == nil {
			return c, nil
		}
		last = err
	}
	return nil, last
}

// loopbackAddrs are the addresses host may be dialled at.
func loopbackAddrs(host string) ([]netip.Addr, error) {
	if strings.EqualFold(host, "localhost") {
		return []netip.Addr{netip.AddrFrom4([4]byte{127, 0, 0, 1}), netip.IPv6Loopback()}, nil
	}
	ip, err := netip.ParseAddr(strings.TrimSuffix(strings.TrimPrefix(host, "["), "]"))
	if err != nil || !ip.Unmap().IsLoopback() {
		return nil, fmt.Errorf("%w: %s is not a loopback address or localhost", ErrOriginNotAllowed, host)
	}
	return []netip.Addr{ip.Unmap()}, nil
}
