package job

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"time"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// Root returns the product root to load pages from. For a URL product it
// is ProductURL and stop does nothing. For a DOM payload it starts a
// loopback HTTP server that answers every path with the payload (nothing
// is written to disk) and stop shuts it down.
func (j *Job) Root(ctx context.Context) (root string, stop func(), err error) {
	if j.ProductURL != "" {
		return j.ProductURL, func() {}, nil
	}
	if j.DOMPayload == "" {
		return "", nil, fmt.Errorf("%w: no product URL and no DOM payload", ErrJob)
	}
	ln, err := (&net.ListenConfig{}).Listen(ctx, "tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, fmt.Errorf("%w: serving the DOM payload: %w", ErrJob, err)
	}
	payload := []byte(j.DOMPayload)
	srv := &http.Server{
		Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.Header().Set("Cache-Control", "no-store")
			_, _ = w.Write(payload)
		}),
		ReadHeaderTimeout: 10 * time.Second,
	}
	go func() { _ = srv.Serve(ln) }()
	stop = func() {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		if err := srv.Shutdown(ctx); err != nil && !errors.Is(err, context.DeadlineExceeded) {
			_ = srv.Close()
		}
	}
	return "http://" + ln.Addr().String(), stop, nil
}

// PageURL is the URL of screen s under root.
func PageURL(root string, s *skeleton.Screen) (string, error) {
	return skeleton.JoinURL(root, s.Path)
}
