package witness

import (
	"fmt"
	"net/url"
	"slices"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// ProductRoots is a witness daemon's rule of which products it renders
// (docs/SECURITY.md, "Product roots"): a file:// product only when its
// root, symlinks resolved, is inside Files, and an http(s):// product only
// on one of Hosts. Requests are refused by it before any rendering; the
// browser enforces Files again on every file:// request a page makes
// (browser.Options.Files), so a page inside an allowed root cannot reach
// out of it either.
//
// DOM payloads and MCP Apps carry their page inline and are served by the
// witness itself on loopback: the rule does not apply to them.
type ProductRoots struct {
	// Files are the operator's file:// roots; nil or empty allows none.
	Files *browser.FileRoots
	// Hosts are the allowed http(s) hosts (lower case, as in
	// deploy.CheckProductHost).
	Hosts []string
	// MCPServers are the roots a stdio MCP server may run from
	// (mcpserver.go); nil or empty runs none.
	MCPServers *browser.FileRoots
}

// NewProductRoots resolves the operator's directories and takes the host
// list as it is.
func NewProductRoots(dirs, hosts []string) (*ProductRoots, error) {
	files, err := browser.NewFileRoots(dirs...)
	if err != nil {
		return nil, err
	}
	return &ProductRoots{Files: files, Hosts: slices.Clone(hosts)}, nil
}

// Check returns "" when productURL may be rendered, else the reason,
// starting with events.ProductRootNotAllowed. An empty productURL (a DOM
// payload, an MCP App) may.
func (p *ProductRoots) Check(productURL string) string {
	if productURL == "" {
		return ""
	}
	refuse := func(format string, args ...any) string {
		return events.ProductRootNotAllowed + ": " + fmt.Sprintf(format, args...)
	}
	u, err := url.Parse(productURL)
	if err != nil {
		return refuse("product root %q is not a URL", clip(productURL))
	}
	switch u.Scheme {
	case "file":
		path, err := browser.FilePath(productURL)
		if err != nil {
			return refuse("%v", err)
		}
		if p == nil || !p.Files.Contains(path) {
			// The allowed directories stay on the witness host (its
			// log): the report goes to the requester.
			return refuse("%s is not inside a product root this witness allows", path)
		}
		return ""
	case "http", "https":
		host := strings.ToLower(u.Hostname())
		if p == nil || !slices.Contains(p.Hosts, host) {
			return refuse("host %q is not one this witness renders (%s)", host, describe(p.hosts()))
		}
		return ""
	}
	return refuse("scheme %q: a product root is file://, http:// or https://", u.Scheme)
}

func (p *ProductRoots) hosts() []string {
	if p == nil {
		return nil
	}
	return p.Hosts
}

func describe(list []string) string {
	if len(list) == 0 {
		return "none"
	}
	return strings.Join(list, ", ")
}

func clip(s string) string {
	if len(s) > 120 {
		return s[:120] + "…"
	}
	return s
}
