package job

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"time"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// Root returns the product root to load pages from. For a URL product it
// is ProductURL and stop does nothing. For a DOM payload it starts a
// loopback HTTP server (nothing is written to disk) and stop shuts it
// down. The server answers GET and HEAD of each screen's page — the path
// of skeleton.JoinURL(root, screen.path), query ignored — with the
// payload, and every other path with 404: a request carries one page,
// so a route: binding to any other page must not resolve.
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
	root = "http://" + ln.Addr().String()
	pages, err := j.payloadPaths(root)
	if err != nil {
		_ = ln.Close()
		return "", nil, err
	}
	payload := []byte(j.DOMPayload)
	srv := &http.Server{
		Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Cache-Control", "no-store")
			if !pages[r.URL.EscapedPath()] {
				http.NotFound(w, r)
				return
			}
			if r.Method != http.MethodGet && r.Method != http.MethodHead {
				w.Header().Set("Allow", "GET, HEAD")
				http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
				return
			}
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
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
	return root, stop, nil
}

// payloadPaths are the escaped URL paths of the job's screens under root.
func (j *Job) payloadPaths(root string) (map[string]bool, error) {
	if j.Skeleton == nil {
		return nil, fmt.Errorf("%w: a DOM payload needs the skeleton's screens", ErrJob)
	}
	out := map[string]bool{}
	for i := range j.Skeleton.Screens {
		u, err := PageURL(root, &j.Skeleton.Screens[i])
		if err != nil {
			return nil, fmt.Errorf("%w: screen %s: %w", ErrJob, j.Skeleton.Screens[i].ID, err)
		}
		pu, err := url.Parse(u)
		if err != nil {
			return nil, fmt.Errorf("%w: screen %s: %w", ErrJob, j.Skeleton.Screens[i].ID, err)
		}
		out[pu.EscapedPath()] = true
	}
	return out, nil
}

// PageURL is the URL of screen s under root.
func PageURL(root string, s *skeleton.Screen) (string, error) {
	return skeleton.JoinURL(root, s.Path)
}
