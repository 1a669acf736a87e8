package mcphost

import (
	"context"
	"crypto/rand"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// Version is the host's hostInfo.version.
const Version = "1.0.0"

// ErrHost wraps every error of starting the host or opening a session.
var ErrHost = errors.New("mcphost")

var (
	//go:embed assets/host.html
	hostPage string
	//go:embed assets/proxy.html
	proxyPage string
)

// Options configure a Host. The zero value is ready to use.
type Options struct {
	// Logger receives the servers' complaints; nil discards.
	Logger *slog.Logger
	// PhaseTimeout is how long the host page may stay silent (record
	// nothing) before a phase counts as not reached; three times that
	// before the app document has loaded. Zero means 10 s.
	PhaseTimeout time.Duration
	// ResizeBy is how many CSS pixels the host adds to the app frame's
	// height at the resize step; zero means 160.
	ResizeBy int
}

// Host is the three loopback servers. One Host serves many sessions.
type Host struct {
	opts    Options
	log     *slog.Logger
	servers []*http.Server
	// Origins, scheme://127.0.0.1:port without a trailing slash.
	HostOrigin, SandboxOrigin, ProbeOrigin string

	mu       sync.Mutex
	sessions map[string]*Session
	wg       sync.WaitGroup
}

// Start listens on three loopback ports and serves until Close.
func Start(opts Options) (*Host, error) {
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	if opts.PhaseTimeout <= 0 {
		opts.PhaseTimeout = 10 * time.Second
	}
	if opts.ResizeBy <= 0 {
		opts.ResizeBy = 160
	}
	h := &Host{opts: opts, log: opts.Logger.With("component", "mcphost"), sessions: map[string]*Session{}}
	handlers := []http.Handler{http.HandlerFunc(h.serveHost), http.HandlerFunc(h.serveSandbox), http.HandlerFunc(h.serveProbe)}
	origins := []*string{&h.HostOrigin, &h.SandboxOrigin, &h.ProbeOrigin}
	for i, hd := range handlers {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			h.Close()
			return nil, fmt.Errorf("%w: listen: %w", ErrHost, err)
		}
		*origins[i] = "http://" + ln.Addr().String()
		srv := &http.Server{Handler: hd, ReadHeaderTimeout: 10 * time.Second, ErrorLog: slog.NewLogLogger(h.log.Handler(), slog.LevelDebug)}
		h.servers = append(h.servers, srv)
		h.wg.Add(1)
		go func() {
			defer h.wg.Done()
			if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
				h.log.Warn("serve", "err", err)
			}
		}()
	}
	return h, nil
}

// Close stops the servers; open event streams end.
func (h *Host) Close() error {
	h.mu.Lock()
	open := make([]*Session, 0, len(h.sessions))
	for _, s := range h.sessions {
		open = append(open, s)
	}
	h.mu.Unlock()
	for _, s := range open {
		s.close()
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	var errs []error
	for _, s := range h.servers {
		if err := s.Shutdown(ctx); err != nil {
			errs = append(errs, s.Close())
		}
	}
	h.wg.Wait()
	return errors.Join(errs...)
}

// NewSession prepares one mount of app on surface ("web", "android", "ios").
func (h *Host) NewSession(app *events.MCPApp, surface string) (*Session, error) {
	if app == nil {
		return nil, fmt.Errorf("%w: no MCP App", ErrHost)
	}
	sf, ok := browser.SurfaceNamed(surface)
	if !ok {
		return nil, fmt.Errorf("%w: unknown surface %q", ErrHost, surface)
	}
	policy, err := CSP(app.CSP)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrHost, err)
	}
	var id [12]byte
	if _, err := rand.Read(id[:]); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrHost, err)
	}
	s := newSession(h, hex.EncodeToString(id[:]), app, sf, policy)
	h.mu.Lock()
	h.sessions[s.ID] = s
	h.mu.Unlock()
	return s, nil
}

func (h *Host) session(r *http.Request) (*Session, string, bool) {
	// Paths are /s/<id>/<what>.
	rest, ok := strings.CutPrefix(r.URL.Path, "/s/")
	if !ok {
		return nil, "", false
	}
	id, what, _ := strings.Cut(rest, "/")
	h.mu.Lock()
	s := h.sessions[id]
	h.mu.Unlock()
	return s, what, s != nil
}

func (h *Host) serveHost(w http.ResponseWriter, r *http.Request) {
	s, what, ok := h.session(r)
	if !ok {
		http.NotFound(w, r)
		return
	}
	switch {
	case what == "host" && r.Method == http.MethodGet:
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		io.WriteString(w, s.page(hostPage))
	case what == "steps" && r.Method == http.MethodGet:
		s.serveSteps(w, r)
	case what == "log" && r.Method == http.MethodPost:
		var batch []pageEntry
		if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 64<<20)).Decode(&batch); err != nil {
			http.Error(w, "bad log batch", http.StatusBadRequest)
			return
		}
		s.addPage(batch)
		w.WriteHeader(http.StatusNoContent)
	case what == "forward" && r.Method == http.MethodPost:
		s.serveForward(w, r)
	case what == "csp" && r.Method == http.MethodPost:
		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, 1<<20))
		if err != nil {
			http.Error(w, "bad report", http.StatusBadRequest)
			return
		}
		s.addServer(DirCSPReport, string(body))
		w.WriteHeader(http.StatusNoContent)
	default:
		http.NotFound(w, r)
	}
}

func (h *Host) serveSandbox(w http.ResponseWriter, r *http.Request) {
	s, what, ok := h.session(r)
	if !ok {
		http.NotFound(w, r)
		return
	}
	switch what {
	case "proxy":
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		io.WriteString(w, s.proxyPage())
	case "app":
		// The resource, as declared: its own MIME type, and the CSP of
		// its _meta.ui.csp with a report-uri back to the host origin.
		w.Header().Set("Content-Type", s.App.MIMEType)
		w.Header().Set("Content-Security-Policy", s.CSP+"; report-uri "+s.url(h.HostOrigin, "csp"))
		w.Header().Set("Cache-Control", "no-store")
		s.served(r, s.App.MIMEType)
		io.WriteString(w, s.App.HTML)
	default:
		// Anything else the app asks this origin for (a relative script, an
		// /assets chunk) is recorded and not found.
		s.served(r, "")
		http.NotFound(w, r)
	}
}

func (h *Host) serveProbe(w http.ResponseWriter, r *http.Request) {
	if s, _, ok := h.session(r); ok {
		s.probeHit(r)
	}
	w.Header().Set("Access-Control-Allow-Origin", "*")
	w.Header().Set("Content-Type", "text/plain")
	io.WriteString(w, "reached\n")
}
