package skeleton

// Product roots, page references and binds_to (docs/CONTRACTS.md §6).
//
// The product URL names a root directory; a screen's path and a route
// binding are appended to it. Nothing a skeleton says may reach above that
// root: a witness must only ever load the product it was asked to judge,
// and for file:// roots anything above is the witness machine's own disk.

import (
	"errors"
	"fmt"
	"net/url"
	"strings"
	"unicode"
)

// ErrBadURL: a product root, page path or binds_to value is malformed or
// escapes the product root.
var ErrBadURL = errors.New("bad URL")

func urlErr(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrBadURL, fmt.Sprintf(format, args...))
}

// JoinURL appends a page reference to a product root:
//
//	JoinURL("file:///srv/site", "/index.html")  = "file:///srv/site/index.html"
//	JoinURL("http://h:8080/app/", "/a/b.html?x=1#top") = "http://h:8080/app/a/b.html?x=1#top"
//
// root is file:// (empty host or localhost, absolute path), http:// or
// https:// (with a host), without credentials, query or fragment; a
// trailing '/' makes no difference. ref must start with '/' (not "//"); its
// path is percent-decoded, cleaned of "." and ".." segments and empty
// segments, and may not climb above the root; encoded '/' and '\' (%2F,
// %5C), backslashes, spaces and control characters are refused because
// browsers and servers disagree on what they mean. The reference's query
// and fragment are kept as written. The result is re-encoded canonically.
// Errors wrap ErrBadURL.
func JoinURL(root, ref string) (string, error) {
	u, err := parseRoot(root)
	if err != nil {
		return "", err
	}
	r, clean, err := parseRef(ref)
	if err != nil {
		return "", err
	}
	out := *u
	// "file:/srv" parses with OmitHost; print the usual "file:///srv".
	out.OmitHost = false
	base := strings.TrimSuffix(u.Path, "/")
	out.Path = base + clean
	// Keep the root's own spelling (e.g. %2F in a directory name), which
	// url.URL honours only while RawPath still decodes to Path.
	out.RawPath = strings.TrimSuffix(u.EscapedPath(), "/") + (&url.URL{Path: clean}).EscapedPath()
	out.RawQuery, out.ForceQuery = r.RawQuery, r.ForceQuery
	out.Fragment, out.RawFragment = r.Fragment, r.RawFragment
	return out.String(), nil
}

// parseRoot checks a product root URL.
func parseRoot(root string) (*url.URL, error) {
	if strings.ContainsFunc(root, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) }) {
		return nil, urlErr("product root %s holds a space or control character", quote(root))
	}
	u, err := url.Parse(root)
	if err != nil {
		return nil, urlErr("product root %s is not a URL", quote(root))
	}
	switch u.Scheme {
	case "file":
		if u.Host != "" && u.Host != "localhost" {
			return nil, urlErr("product root %s: a file URL's host must be empty or localhost", quote(root))
		}
		if !strings.HasPrefix(u.Path, "/") {
			return nil, urlErr("product root %s: a file URL needs an absolute path (file:///dir)", quote(root))
		}
	case "http", "https":
		if u.Host == "" {
			return nil, urlErr("product root %s has no host", quote(root))
		}
	default:
		return nil, urlErr("product root %s: scheme must be file, http or https", quote(root))
	}
	switch {
	case u.Opaque != "":
		return nil, urlErr("product root %s is not a hierarchical URL", quote(root))
	case u.User != nil:
		// Credentials in the root would be hashed and recorded on the chain.
		return nil, urlErr("product root %s may not carry credentials", quote(root))
	case u.RawQuery != "" || u.ForceQuery || u.Fragment != "" || strings.Contains(root, "#"):
		return nil, urlErr("product root %s names a directory and may not have a query or fragment", quote(root))
	}
	return u, nil
}

// parseRef checks a root-relative page reference ("/path?query#fragment")
// and returns it parsed, with its decoded path cleaned.
func parseRef(ref string) (*url.URL, string, error) {
	switch {
	case !strings.HasPrefix(ref, "/"):
		return nil, "", urlErr("page %s must start with '/'", quote(ref))
	case strings.HasPrefix(ref, "//"):
		return nil, "", urlErr("page %s may not start with \"//\" (that would name a host)", quote(ref))
	case strings.ContainsFunc(ref, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) }):
		return nil, "", urlErr("page %s holds a space or control character (percent-encode it)", quote(ref))
	case strings.Contains(ref, `\`):
		return nil, "", urlErr(`page %s may not contain '\'`, quote(ref))
	}
	r, err := url.Parse(ref)
	if err != nil || r.Scheme != "" || r.Host != "" || r.User != nil || r.Opaque != "" {
		return nil, "", urlErr("page %s is not a valid URL path", quote(ref))
	}
	if p := strings.ToLower(r.EscapedPath()); strings.Contains(p, "%2f") || strings.Contains(p, "%5c") {
		return nil, "", urlErr(`page %s may not contain an encoded '/' or '\'`, quote(ref))
	}
	if strings.ContainsFunc(r.Path, unicode.IsControl) {
		return nil, "", urlErr("page %s encodes a control character", quote(ref))
	}
	clean, ok := cleanPath(r.Path)
	if !ok {
		return nil, "", urlErr("page %s climbs above the product root", quote(ref))
	}
	return r, clean, nil
}

// cleanPath removes ".", ".." and empty segments from an absolute path,
// keeping a trailing '/'. ok is false when ".." would climb above "/".
func cleanPath(p string) (string, bool) {
	segs := strings.Split(p[1:], "/")
	out := make([]string, 0, len(segs))
	for _, s := range segs {
		switch s {
		case "", ".":
		case "..":
			if len(out) == 0 {
				return "", false
			}
			out = out[:len(out)-1]
		default:
			out = append(out, s)
		}
	}
	clean := "/" + strings.Join(out, "/")
	if last := segs[len(segs)-1]; len(out) > 0 && (last == "" || last == "." || last == "..") {
		clean += "/"
	}
	return clean, true
}

// normRef returns a page reference in canonical form: cleaned path,
// canonical escaping, query and fragment as written.
func normRef(ref string) (string, error) {
	r, clean, err := parseRef(ref)
	if err != nil {
		return "", err
	}
	out := url.URL{Path: clean, RawQuery: r.RawQuery, ForceQuery: r.ForceQuery, Fragment: r.Fragment, RawFragment: r.RawFragment}
	return out.String(), nil
}

// BindKind is the kind of a binds_to target.
type BindKind string

// The binds_to forms of docs/CONTRACTS.md §6.
const (
	// BindRoute: "route:/path", or a plain relative or root-relative URL:
	// a page under the product root that must resolve.
	BindRoute BindKind = "route"
	// BindHandler: "handler:name": window[name] must be a function.
	BindHandler BindKind = "handler"
	// BindElement: "#id": an element with that id must exist.
	BindElement BindKind = "element"
	// BindURL: an absolute http(s) URL, outside the product.
	BindURL BindKind = "url"
)

// Binding is a parsed binds_to value.
type Binding struct {
	Kind BindKind `json:"kind"`
	// Target is, by kind: route — the page reference as written (after
	// "route:"; relative ones are resolved by Page); handler — the
	// function name; element — the id without '#'; url — the URL.
	Target string `json:"target"`
}

const maxBindsTo = 2048

// ParseBindsTo parses a binds_to value:
//
//	route:/signup.html       a page under the product root (must start with '/')
//	handler:openMenu         a global function (a JavaScript identifier)
//	#menu                    an element id
//	/signup.html, next.html  a plain root-relative or relative URL, as route:
//	https://example.com/x    an absolute http(s) URL
//
// Other schemes (javascript:, mailto:, data:, …) and scheme-relative URLs
// ("//host/x") are refused, as are spaces and control characters. Errors
// wrap ErrBadURL.
func ParseBindsTo(s string) (Binding, error) {
	switch {
	case s == "":
		return Binding{}, urlErr("binds_to is empty")
	case len(s) > maxBindsTo:
		return Binding{}, urlErr("binds_to is longer than %d bytes", maxBindsTo)
	case strings.ContainsFunc(s, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) }):
		return Binding{}, urlErr("binds_to %s holds a space or control character", quote(s))
	}
	if target, ok := strings.CutPrefix(s, "route:"); ok {
		if !strings.HasPrefix(target, "/") {
			return Binding{}, urlErr("route target %s must start with '/'", quote(target))
		}
		if _, err := normRef(target); err != nil {
			return Binding{}, err
		}
		return Binding{Kind: BindRoute, Target: target}, nil
	}
	if name, ok := strings.CutPrefix(s, "handler:"); ok {
		if !isJSIdent(name) {
			return Binding{}, urlErr("handler %s is not a JavaScript identifier", quote(name))
		}
		return Binding{Kind: BindHandler, Target: name}, nil
	}
	if id, ok := strings.CutPrefix(s, "#"); ok {
		if id == "" {
			return Binding{}, urlErr("binds_to \"#\" names no element id")
		}
		return Binding{Kind: BindElement, Target: id}, nil
	}
	u, err := url.Parse(s)
	if err != nil {
		return Binding{}, urlErr("binds_to %s is not route:, handler:, #id or a URL", quote(s))
	}
	switch {
	case u.Scheme == "http" || u.Scheme == "https":
		if u.Host == "" || u.Opaque != "" {
			return Binding{}, urlErr("binds_to %s has no host", quote(s))
		}
		if u.User != nil {
			return Binding{}, urlErr("binds_to %s may not carry credentials", quote(s))
		}
		return Binding{Kind: BindURL, Target: s}, nil
	case u.Scheme != "":
		return Binding{}, urlErr("binds_to scheme %s is not supported (use route:, handler:, #id or an http(s) URL)", quote(u.Scheme))
	case strings.HasPrefix(s, "//"):
		return Binding{}, urlErr("binds_to %s is scheme-relative; write route:/path or a full URL", quote(s))
	case strings.Contains(s, `\`):
		return Binding{}, urlErr(`binds_to %s may not contain '\'`, quote(s))
	case strings.HasPrefix(s, "/"):
		if _, err := normRef(s); err != nil {
			return Binding{}, err
		}
	}
	// A relative reference ("next.html", "../a", "?page=2") is checked when
	// it is resolved against its page (Page).
	return Binding{Kind: BindRoute, Target: s}, nil
}

// isJSIdent: [A-Za-z_$][A-Za-z0-9_$]*, at most 64 bytes. Witnesses look the
// name up as window[name], never by evaluating it.
func isJSIdent(s string) bool {
	if s == "" || len(s) > maxIdentLen {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '$' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// Page resolves a route binding to a root-relative page reference, in
// canonical form, as the browser would from the page `from` (a screen's
// path): "next.html" on /shop/index.html is /shop/next.html, "?p=2" is
// /shop/index.html?p=2. It fails for other kinds and for references that
// climb above the root.
func (b Binding) Page(from string) (string, error) {
	if b.Kind != BindRoute {
		return "", urlErr("binds_to of kind %s is not a page", b.Kind)
	}
	ref := b.Target
	if !strings.HasPrefix(ref, "/") {
		fr, err := normRef(from)
		if err != nil {
			return "", err
		}
		base, _, _ := strings.Cut(fr, "#")
		base, _, _ = strings.Cut(base, "?")
		switch {
		case strings.HasPrefix(ref, "?"):
			ref = base + ref
		default:
			ref = base[:strings.LastIndex(base, "/")+1] + ref
		}
	}
	return normRef(ref)
}

// URL is the address a witness resolves for a route or url binding: the
// route's page joined to the product root, or the absolute URL itself.
func (b Binding) URL(root, from string) (string, error) {
	switch b.Kind {
	case BindURL:
		return b.Target, nil
	case BindRoute:
		p, err := b.Page(from)
		if err != nil {
			return "", err
		}
		return JoinURL(root, p)
	}
	return "", urlErr("binds_to of kind %s has no URL", b.Kind)
}
