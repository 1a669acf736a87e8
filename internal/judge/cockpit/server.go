package cockpit

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"golang.org/x/mod/sumdb/note"
	"golang.org/x/sync/errgroup"

	"github.com/tribunal-dev/tribunal/internal/judge"
	"github.com/tribunal-dev/tribunal/internal/report"
)

// ErrNotLoopback: the cockpit listens on loopback addresses only.
var ErrNotLoopback = errors.New("cockpit: listen address is not loopback")

// cookieName holds the session the one-time token was exchanged for.
const cookieName = "tribunal_cockpit"

// Config is what a cockpit needs.
type Config struct {
	Judge *judge.Client // dialled with the judge's signing key
	// Checkpoints verifies the ledger's signed checkpoints (the trust
	// file's checkpoint key).
	Checkpoints note.Verifier
	Actor       string // the judge's actor id on decisions ("judge" when blank)
	Log         *slog.Logger
	// Now stamps reports (time.Now when nil).
	Now func() time.Time
}

// Server is a running cockpit: Listen starts it, Run serves until its
// context ends, Shutdown stops it.
type Server struct {
	cfg  Config
	ln   net.Listener
	http *http.Server
	// parts is the one goroutine the cockpit starts, the listener's;
	// partsCtx ends when it fails.
	parts    *errgroup.Group
	partsCtx context.Context
	url      string
	host     string
	token    string // the one-time token; "" once used

	mu       sync.Mutex
	sessions map[string]bool
	reports  map[string]*report.Report // by request id: the newest built
	// firstSeen is when this cockpit first listed a request at a state
	// version: the queue's age column.
	firstSeen map[string]time.Time
}

// Listen starts a cockpit on addr, which must be a loopback address
// ("127.0.0.1:0" picks a port).
func Listen(addr string, cfg Config) (*Server, error) {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, fmt.Errorf("cockpit: --listen %q: %w", addr, err)
	}
	if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return nil, fmt.Errorf("%w: %q", ErrNotLoopback, addr)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	if tcp, ok := ln.Addr().(*net.TCPAddr); !ok || !tcp.IP.IsLoopback() {
		ln.Close()
		return nil, fmt.Errorf("%w: %s", ErrNotLoopback, ln.Addr())
	}
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	s := &Server{cfg: cfg, ln: ln, host: ln.Addr().String(), token: random(), sessions: map[string]bool{}, reports: map[string]*report.Report{}, firstSeen: map[string]time.Time{}}
	s.url = "http://" + s.host + "/?token=" + s.token
	s.http = &http.Server{Handler: s.guard(s.routes()), ReadHeaderTimeout: 10 * time.Second}
	s.parts, s.partsCtx = errgroup.WithContext(context.Background())
	s.parts.Go(func() error {
		if err := s.http.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
			cfg.Log.Error("cockpit stopped serving", "err", err)
			return fmt.Errorf("cockpit: serving: %w", err)
		}
		return nil
	})
	return s, nil
}

// URL is the address to open, with the one-time token.
func (s *Server) URL() string { return s.url }

// Addr is the listener's host:port.
func (s *Server) Addr() string { return s.host }

// Shutdown stops the server: it stops listening, waits for the requests
// in flight until ctx ends and then closes their connections, and waits
// for the listener's goroutine.
func (s *Server) Shutdown(ctx context.Context) error {
	err := s.http.Shutdown(ctx)
	if err != nil {
		s.http.Close()
	}
	if werr := s.parts.Wait(); err == nil {
		err = werr
	}
	return err
}

func random() string {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand does not fail on Linux
	}
	return hex.EncodeToString(b)
}

// guard refuses what the page did not send: a Host other than the
// listener's, a cross-site Origin or Sec-Fetch-Site, and anything without
// the session cookie — except the first visit with the one-time token,
// which it exchanges for the cookie.
func (s *Server) guard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Security-Policy", "default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		// same-origin, not no-referrer: under no-referrer a form POST says
		// "Origin: null", and the Origin check needs the real one.
		w.Header().Set("Referrer-Policy", "same-origin")
		w.Header().Set("Cache-Control", "no-store")
		if r.Host != s.host {
			http.Error(w, "refused: unknown Host", http.StatusForbidden)
			return
		}
		if o := r.Header.Get("Origin"); o != "" && o != "http://"+s.host {
			http.Error(w, "refused: cross-origin request", http.StatusForbidden)
			return
		}
		if site := r.Header.Get("Sec-Fetch-Site"); site == "cross-site" || site == "same-site" {
			http.Error(w, "refused: cross-site request", http.StatusForbidden)
			return
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead && r.Header.Get("Origin") == "" {
			http.Error(w, "refused: a state-changing request without Origin", http.StatusForbidden)
			return
		}
		if tok := r.URL.Query().Get("token"); tok != "" && r.URL.Path == "/" && r.Method == http.MethodGet {
			if !s.useToken(tok) {
				http.Error(w, "refused: the token is wrong or was used already; restart judge cockpit for a new one", http.StatusForbidden)
				return
			}
			sess := random()
			s.mu.Lock()
			s.sessions[sess] = true
			s.mu.Unlock()
			http.SetCookie(w, &http.Cookie{Name: cookieName, Value: sess, Path: "/", HttpOnly: true, SameSite: http.SameSiteStrictMode})
			http.Redirect(w, r, "/", http.StatusSeeOther)
			return
		}
		c, err := r.Cookie(cookieName)
		s.mu.Lock()
		ok := err == nil && s.sessions[c.Value]
		s.mu.Unlock()
		if !ok {
			http.Error(w, "refused: no session; open the URL judge cockpit printed", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// useToken consumes the one-time token if tok is it.
func (s *Server) useToken(tok string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.token == "" || subtle.ConstantTimeCompare([]byte(tok), []byte(s.token)) != 1 {
		return false
	}
	s.token = ""
	return true
}

func (s *Server) routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", s.queuePage)
	mux.HandleFunc("GET /api/pending", s.pendingJSON)
	mux.HandleFunc("GET /request/{id}", s.requestPage)
	mux.HandleFunc("GET /img/{id}/{version}/{frame}/{kind}", s.image)
	mux.HandleFunc("POST /request/{id}/act", s.act)
	mux.HandleFunc("GET /static/{file}", s.static)
	return mux
}

// maxReports bounds the reports (and their PNGs) the cockpit keeps: the
// newest of each request, for this many requests.
const maxReports = 64

// reportOf is request id's report at its current state version, built
// (blobs fetched, diffs drawn) only when that version is new.
func (s *Server) reportOf(ctx context.Context, id string) (*report.Report, error) {
	rv, err := s.cfg.Judge.Review(ctx, id)
	if err != nil {
		return nil, err
	}
	if r := s.cached(id, rv.StateVersion); r != nil {
		return r, nil
	}
	r, err := report.Build(ctx, s.cfg.Judge, id, s.cfg.Now)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.reports[id]; !ok && len(s.reports) >= maxReports {
		for k := range s.reports { // any one: the page rebuilds it when asked
			delete(s.reports, k)
			break
		}
	}
	s.reports[id] = r
	return r, nil
}

// cached is request id's report if the cockpit holds it at version.
func (s *Server) cached(id, version string) *report.Report {
	s.mu.Lock()
	defer s.mu.Unlock()
	if r := s.reports[id]; r != nil && r.Review.StateVersion == version {
		return r
	}
	return nil
}

// shutdownGrace bounds Run's shutdown: the requests in flight have that
// long to finish.
const shutdownGrace = 5 * time.Second

// Run serves until ctx ends (or serving fails), then shuts down within
// shutdownGrace.
func (s *Server) Run(ctx context.Context) error {
	select {
	case <-ctx.Done():
	case <-s.partsCtx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), shutdownGrace)
	defer cancel()
	return s.Shutdown(sctx)
}

func clientError(w http.ResponseWriter, status int, msg string) {
	http.Error(w, strings.TrimSpace(msg), status)
}
