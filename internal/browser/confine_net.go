package browser

import (
	"fmt"
	"log/slog"

	"github.com/chromedp/cdproto/target"

	"github.com/tribunal-dev/tribunal/internal/browser/netguard"
)

// newGuard starts the network guard of a new tab (netguard): the proxy of
// its browser context, which allows nothing until Tab.Allow.
func newGuard(log *slog.Logger) (*netguard.Guard, error) { return netguard.New(log) }

// contextParams are the parameters of a tab's browser context: its proxy
// is the tab's guard, with Chromium's implicit loopback bypass removed, so
// that every request of the context goes through the guard.
func contextParams(g *netguard.Guard) target.CreateBrowserContextParams {
	return target.CreateBrowserContextParams{
		ProxyServer:     g.ProxyServer(),
		ProxyBypassList: netguard.BypassList,
	}
}

// Allow lets the tab's pages reach the origins of urls (scheme, host and
// port exactly; see [netguard.Origin]), in addition to those allowed before. URLs
// that name no network origin (file:, data:, about:, blob:) are skipped.
// Call it before the tab navigates: until then, and for every origin not
// allowed, the tab's requests fail (HTTP 403 for a plain request, a failed
// tunnel for https:, ws: and wss:) and are reported by Blocked.
func (t *Tab) Allow(urls ...string) error {
	if t.guard == nil {
		return fmt.Errorf("browser: the tab has no network guard")
	}
	return t.guard.Allow(urls...)
}

// Blocked returns the URLs that the tab's pages tried to reach and the
// tab refused: sorted, distinct, at most netguard.MaxBlocked of at most
// netguard.MaxBlockedURL bytes each, nil when none. A tunnel (https:, wss:, ws:)
// is reported as "//host:port": the proxy sees only its authority.
func (t *Tab) Blocked() []string { return t.guard.Blocked() }
