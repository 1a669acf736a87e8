package authoring

import (
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// clickInfo is clickable.js's answer for one selector.
type clickInfo struct {
	Count     int    `json:"count"` // -1: the selector is refused
	Tag       string `json:"tag"`
	Disabled  bool   `json:"disabled"`
	Clickable bool   `json:"clickable"`
	Href      string `json:"href"`
	HrefAbs   string `json:"href_abs"`
	OnClick   string `json:"onclick"`
	Handler   string `json:"handler"`
	HandlerFn bool   `json:"handler_fn"`
	Controls  string `json:"controls"`
	Text      string `json:"text"`
}

// proposal is the click interaction a recording establishes for an
// element, and the comment that says from what.
type proposal struct {
	in  draftInteraction
	why string
}

// locationAssign matches an onclick that navigates: location = '…',
// location.href = "…", window.location.assign('…').
var locationAssign = regexp.MustCompile(`(?:window\.|document\.)?location(?:\.href)?\s*(?:=\s*|\.assign\(\s*)(['"])([^'"]*)(['"])`)

// propose establishes the binding of an element's click from what the
// page shows, in this order: the nearest link's href (a page under the
// product root is a route, an element of the page an #id, an outside
// http(s) page its URL), an onclick that sets location, an onclick that
// calls a global function (handler:), the element a toggle controls
// (aria-controls, data-bs-target, a label's control; #id). Anything else is visual_only: W2
// then checks nothing, and the comment says why. Nil when the element is
// not clickable or is disabled.
func propose(c clickInfo, root, pagePath, pageURL string) *proposal {
	if !c.Clickable || c.Disabled {
		return nil
	}
	bind := func(v, why string) *proposal {
		// What the parser accepts, exactly: a route must also resolve
		// against the screen's page (a %00 in it does not).
		b, err := skeleton.ParseBindsTo(v)
		if err == nil && b.Kind == skeleton.BindRoute {
			_, err = b.Page(pagePath)
		}
		if err != nil {
			return nil
		}
		return &proposal{in: draftInteraction{event: "click", bindsTo: &v, recorded: true}, why: why}
	}
	var dead string
	if c.Href != "" {
		h := strings.TrimSpace(c.Href)
		switch {
		case strings.HasPrefix(h, "#") && len(h) > 1 && c.Controls == h[1:]:
			if p := bind("#"+c.Controls, "its link goes to the page's "+h); p != nil {
				return p
			}
		case h == "#" || strings.HasPrefix(h, "#") || strings.HasPrefix(strings.ToLower(h), "javascript:"):
			// Not a destination: look further.
		default:
			if route, ok := under(root, c.HrefAbs); ok {
				if missing := missingFile(root, route); missing != "" {
					dead = fmt.Sprintf("its link's target %s does not exist on the reference build", missing)
					break
				}
				if p := bind("route:"+route, fmt.Sprintf("its link href=%q", clipText(h, 60))); p != nil {
					return p
				}
			} else if u, err := url.Parse(c.HrefAbs); err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.User == nil {
				if p := bind(c.HrefAbs, "its link leaves the product"); p != nil {
					return p
				}
			} else {
				dead = fmt.Sprintf("its link href=%q is no page W2 can check", clipText(h, 60))
			}
		}
	}
	if m := locationAssign.FindStringSubmatch(c.OnClick); m != nil && m[1] == m[3] {
		if abs, err := url.Parse(pageURL); err == nil {
			if ref, err := abs.Parse(m[2]); err == nil {
				if route, ok := under(root, ref.String()); ok && missingFile(root, route) == "" {
					if p := bind("route:"+route, "its onclick sets location to "+fmt.Sprintf("%q", clipText(m[2], 60))); p != nil {
						return p
					}
				}
			}
		}
	}
	if c.Handler != "" && c.HandlerFn {
		if p := bind("handler:"+c.Handler, fmt.Sprintf("its onclick calls %s()", c.Handler)); p != nil {
			return p
		}
	}
	if c.Controls != "" {
		if p := bind("#"+c.Controls, "it controls #"+c.Controls); p != nil {
			return p
		}
	}
	why := "a click on it has no target W2 could check"
	if dead != "" {
		why = dead
	}
	return &proposal{in: draftInteraction{event: "click", visualOnly: true, recorded: true}, why: why}
}

// under returns the route of abs under root ("/a/b.html?q#f"), when abs
// is a page of the product.
func under(root, abs string) (string, bool) {
	r, err1 := url.Parse(root)
	u, err2 := url.Parse(abs)
	if err1 != nil || err2 != nil || r.Scheme != u.Scheme || !strings.EqualFold(r.Host, u.Host) || u.User != nil {
		return "", false
	}
	base := strings.TrimSuffix(r.EscapedPath(), "/")
	p := u.EscapedPath()
	if !strings.HasPrefix(p, base+"/") {
		return "", false
	}
	route := p[len(base):]
	if u.RawQuery != "" {
		route += "?" + u.RawQuery
	}
	if u.Fragment != "" {
		route += "#" + u.EscapedFragment()
	}
	return route, true
}

// missingFile names the file a file:// route points to when it does not
// exist (W2 would find the binding unresolvable); "" when it does or the
// product is served over http, which the self-check asks instead.
func missingFile(root, route string) string {
	u, err := url.Parse(root)
	if err != nil || u.Scheme != "file" {
		return ""
	}
	full, err := skeleton.JoinURL(root, route)
	if err != nil {
		return route
	}
	fu, err := url.Parse(full)
	if err != nil {
		return route
	}
	p := filepath.FromSlash(fu.Path)
	st, err := os.Stat(p)
	if err != nil {
		return route
	}
	if st.IsDir() {
		if st, err := os.Stat(filepath.Join(p, "index.html")); err != nil || !st.Mode().IsRegular() {
			return route
		}
	}
	return ""
}
