package measure

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// RouteTimeout bounds one HTTP check of a route or url binding.
const RouteTimeout = 10 * time.Second

// routes checks that route and url bindings resolve (docs/CONTRACTS.md §6):
//
//   - a file:// page resolves when it names a regular file, or a
//     directory holding index.html (query and fragment are ignored);
//   - an http(s):// page or URL on a loopback host (localhost, 127.0.0.1,
//     ::1) resolves when a GET, following up to 10 redirects that stay on
//     loopback, ends with a status below 400;
//   - an http(s):// URL on any other host resolves when it is well formed:
//     it is not fetched. A witness reaches loopback only — its browser by
//     flags, these checks by this rule — so that a skeleton cannot make a
//     witness machine talk to the network, and a verdict never depends on
//     whether some outside site answered at that moment.
//
// Each address is checked once per job. The checks run from this process,
// not from the browser.
type routes struct {
	client *http.Client
	mu     sync.Mutex
	seen   map[string]string // address → "" when it resolves, else why not
}

func newRoutes() *routes {
	return &routes{
		client: &http.Client{
			// No proxy from the environment: the check asks the product.
			Transport: &http.Transport{Proxy: nil, DisableKeepAlives: true},
			Timeout:   RouteTimeout,
			// A redirect off loopback is answered, not followed: the
			// redirect itself is the product's answer.
			CheckRedirect: func(req *http.Request, via []*http.Request) error {
				if len(via) >= 10 {
					return fmt.Errorf("stopped after 10 redirects")
				}
				if !loopbackHost(req.URL.Hostname()) {
					return http.ErrUseLastResponse
				}
				return nil
			},
		},
		seen: map[string]string{},
	}
}

// check returns "" when the binding resolves, else why it does not.
func (r *routes) check(ctx context.Context, b skeleton.Binding, root, from string) string {
	addr, err := b.URL(root, from)
	if err != nil {
		return err.Error()
	}
	r.mu.Lock()
	why, ok := r.seen[addr]
	r.mu.Unlock()
	if ok {
		return why
	}
	why = r.fetch(ctx, addr)
	r.mu.Lock()
	r.seen[addr] = why
	r.mu.Unlock()
	return why
}

func (r *routes) fetch(ctx context.Context, addr string) string {
	u, err := url.Parse(addr)
	if err != nil {
		return err.Error()
	}
	switch u.Scheme {
	case "file":
		p := filepath.FromSlash(u.Path)
		fi, err := os.Stat(p)
		if err != nil {
			return fmt.Sprintf("%s: no such file", addr)
		}
		if fi.IsDir() {
			if fi, err = os.Stat(filepath.Join(p, "index.html")); err != nil || !fi.Mode().IsRegular() {
				return fmt.Sprintf("%s: a directory without index.html", addr)
			}
			return ""
		}
		if !fi.Mode().IsRegular() {
			return fmt.Sprintf("%s: not a regular file", addr)
		}
		return ""
	case "http", "https":
		if !loopbackHost(u.Hostname()) {
			return ""
		}
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, addr, nil)
		if err != nil {
			return err.Error()
		}
		resp, err := r.client.Do(req)
		if err != nil {
			return fmt.Sprintf("GET %s: %v", addr, err)
		}
		_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 1<<20))
		_ = resp.Body.Close()
		if resp.StatusCode >= 400 {
			return fmt.Sprintf("GET %s: HTTP %d", addr, resp.StatusCode)
		}
		return ""
	}
	return fmt.Sprintf("%s: unsupported scheme", addr)
}

// loopbackHost reports whether host is one of the three names the
// witnesses' browser may reach (browser.HostResolverRules).
func loopbackHost(host string) bool {
	switch host {
	case "localhost", "127.0.0.1", "::1":
		return true
	}
	return false
}
