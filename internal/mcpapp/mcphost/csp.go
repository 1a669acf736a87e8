package mcphost

import (
	"fmt"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// CSP returns the Content-Security-Policy for an app whose _meta.ui.csp is
// c, exactly by the formula of MCP-APPS.md. A nil c is the restrictive
// default: connect-src 'none' and no external resources. Every source must
// pass events.CheckCSPSource (the request decoder already checked; this is
// the host refusing to build a policy from anything else).
func CSP(c *events.MCPAppCSP) (string, error) {
	if c == nil {
		return "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; " +
			"connect-src 'none'; img-src 'self' data:; font-src 'self'; media-src 'self' data:; " +
			"frame-src 'none'; object-src 'none'; base-uri 'self'", nil
	}
	for _, list := range [][]string{c.ConnectDomains, c.ResourceDomains, c.FrameDomains, c.BaseURIDomains} {
		for _, s := range list {
			if err := events.CheckCSPSource(s); err != nil {
				return "", fmt.Errorf("mcphost: csp: %w", err)
			}
		}
	}
	join := func(base string, list []string) string {
		return strings.Join(append(strings.Fields(base), list...), " ")
	}
	or := func(list []string, dflt string) string {
		if len(list) == 0 {
			return dflt
		}
		return strings.Join(list, " ")
	}
	r := c.ResourceDomains
	return strings.Join([]string{
		"default-src 'none'",
		join("script-src 'self' 'unsafe-inline'", r),
		join("style-src 'self' 'unsafe-inline'", r),
		join("connect-src 'self'", c.ConnectDomains),
		join("img-src 'self' data:", r),
		join("font-src 'self'", r),
		join("media-src 'self' data:", r),
		"frame-src " + or(c.FrameDomains, "'none'"),
		"object-src 'none'",
		"base-uri " + or(c.BaseURIDomains, "'self'"),
	}, "; "), nil
}
