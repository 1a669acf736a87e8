package agentmcp

import (
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"golang.org/x/sync/errgroup"
)

// Errors of ServeHTTP's arguments.
var (
	// ErrNeedToken: a listen address other than loopback without a token
	// file.
	ErrNeedToken = errors.New("a listen address other than loopback needs --token-file")
	// ErrToken: the token file cannot be used.
	ErrToken = errors.New("token file")
)

// MinTokenLen is the shortest bearer token accepted from a token file:
// 32 characters, 128 bits as hex at least.
const MinTokenLen = 32

// Serve runs the server over stdio (in, out: the client's pipes) until
// the client closes them or ctx ends. The session and the resource watch
// run as one errgroup: the watch ends with the session.
func (s *Server) Serve(ctx context.Context, in io.ReadCloser, out io.WriteCloser) error {
	g, ctx := errgroup.WithContext(ctx)
	ctx, cancel := context.WithCancel(ctx)
	g.Go(func() error { s.Watch(ctx); return nil })
	g.Go(func() error {
		defer cancel()
		err := s.mcp.Run(ctx, &mcp.IOTransport{Reader: in, Writer: out})
		if errors.Is(err, io.EOF) || errors.Is(err, context.Canceled) {
			return nil
		}
		return err
	})
	return g.Wait()
}

// HTTPOptions configure ServeHTTP.
type HTTPOptions struct {
	// Addr is the listen address; without a host it is 127.0.0.1's
	// (ListenAddr); a host other than a loopback address needs
	// TokenFile.
	Addr string
	// TokenFile holds the bearer token every request must carry
	// (Authorization: Bearer TOKEN); "" on loopback means none.
	TokenFile string
	// Ready is told the address listened on (with port 0, the one the
	// system chose).
	Ready func(addr string)
}

// ServeHTTP runs the server over streamable HTTP at /mcp until ctx
// ends. Off loopback it requires the bearer token of opts.TokenFile:
// the server publishes as the requester, and anyone who reaches it acts
// with the requester's key.
func (s *Server) ServeHTTP(ctx context.Context, opts HTTPOptions) error {
	opts.Addr = ListenAddr(opts.Addr)
	token, err := readToken(opts)
	if err != nil {
		return err
	}
	var h http.Handler = mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s.mcp }, &mcp.StreamableHTTPOptions{Logger: s.cfg.Logger})
	// A browser page must not drive the server across origins.
	h = http.NewCrossOriginProtection().Handler(h)
	if token != "" {
		h = auth.RequireBearerToken(func(_ context.Context, got string, _ *http.Request) (*auth.TokenInfo, error) {
			if subtle.ConstantTimeCompare([]byte(got), []byte(token)) != 1 {
				return nil, auth.ErrInvalidToken
			}
			return &auth.TokenInfo{UserID: "requester"}, nil
		}, &auth.RequireBearerTokenOptions{AllowMissingExpiration: true})(h)
	}
	mux := http.NewServeMux()
	mux.Handle("/mcp", h)
	ln, err := net.Listen("tcp", opts.Addr)
	if err != nil {
		return err
	}
	if opts.Ready != nil {
		opts.Ready(ln.Addr().String())
	}
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	// The listener, the resource watch and the shutdown run as one
	// errgroup: when ctx ends (or the listener fails) the watch ends and
	// the server stops, its requests in flight given shutdownGrace.
	g, ctx := errgroup.WithContext(ctx)
	g.Go(func() error { s.Watch(ctx); return nil })
	g.Go(func() error {
		if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
			return err
		}
		return nil
	})
	g.Go(func() error {
		<-ctx.Done()
		sctx, stop := context.WithTimeout(context.Background(), shutdownGrace)
		defer stop()
		if err := srv.Shutdown(sctx); err != nil {
			srv.Close()
		}
		return nil
	})
	return g.Wait()
}

// shutdownGrace bounds ServeHTTP's shutdown.
const shutdownGrace = 5 * time.Second

// ListenAddr is addr with a host: an address without one (":8765")
// listens on loopback, not on every interface — loopback is the
// default.
func ListenAddr(addr string) string {
	if host, port, err := net.SplitHostPort(addr); err == nil && host == "" {
		return net.JoinHostPort("127.0.0.1", port)
	}
	return addr
}

// readToken reads the token file, if any, and refuses a listen address
// off loopback without one.
func readToken(opts HTTPOptions) (string, error) {
	host, _, err := net.SplitHostPort(opts.Addr)
	if err != nil {
		return "", fmt.Errorf("--http %q: %w", opts.Addr, err)
	}
	if opts.TokenFile == "" {
		if !Loopback(host) {
			return "", fmt.Errorf("--http %s: %w", opts.Addr, ErrNeedToken)
		}
		return "", nil
	}
	data, err := os.ReadFile(opts.TokenFile)
	if err != nil {
		return "", fmt.Errorf("%w: %w", ErrToken, err)
	}
	tok := strings.TrimSpace(string(data))
	if len(tok) < MinTokenLen || strings.ContainsAny(tok, " \t\r\n") {
		return "", fmt.Errorf("%w %s: want one token of at least %d characters, no blanks", ErrToken, opts.TokenFile, MinTokenLen)
	}
	return tok, nil
}

// Loopback reports whether host names only this machine: "localhost"
// or a loopback IP. An empty host (every interface) is not.
func Loopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
