package skeleton

import (
	"errors"
	"testing"
)

func TestJoinURL(t *testing.T) {
	for _, c := range []struct {
		root, ref string
		want      string // "" = error
	}{
		// docs/CONTRACTS.md §6's example, and the trailing-slash forms.
		{"file:///srv/site", "/index.html", "file:///srv/site/index.html"},
		{"file:///srv/site/", "/index.html", "file:///srv/site/index.html"},
		{"file://localhost/srv/site", "/index.html", "file://localhost/srv/site/index.html"},
		{"file:/srv/site", "/index.html", "file:///srv/site/index.html"},
		{"file:///", "/index.html", "file:///index.html"},
		{"http://127.0.0.1:8080", "/index.html", "http://127.0.0.1:8080/index.html"},
		{"http://127.0.0.1:8080/", "/index.html", "http://127.0.0.1:8080/index.html"},
		{"https://example.com/app", "/a/b.html", "https://example.com/app/a/b.html"},
		{"https://example.com/app/", "/", "https://example.com/app/"},
		{"https://example.com", "/", "https://example.com/"},
		{"HTTP://example.com/app", "/x", "http://example.com/app/x"},
		// Query and fragment of the page are kept as written.
		{"http://h/app", "/a.html?x=1&y=%20#top", "http://h/app/a.html?x=1&y=%20#top"},
		{"http://h/app", "/a.html?", "http://h/app/a.html?"},
		{"file:///srv/site", "/a.html#sec-2", "file:///srv/site/a.html#sec-2"},
		// Dot segments are cleaned, within the root.
		{"file:///srv/site", "/a/../b.html", "file:///srv/site/b.html"},
		{"file:///srv/site", "/a/./b/", "file:///srv/site/a/b/"},
		{"file:///srv/site", "/a//b.html", "file:///srv/site/a/b.html"},
		{"file:///srv/site", "/a/..", "file:///srv/site/"},
		{"file:///srv/site", "/..", ""},
		{"file:///srv/site", "/a/../../etc/passwd", ""},
		{"file:///srv/site", "/%2e%2e/etc/passwd", ""},
		{"file:///srv/site", "/%2E%2E/x", ""},
		// Percent-encoding is canonicalised; the root's spelling kept.
		{"file:///srv/my%20site", "/a%20b.html", "file:///srv/my%20site/a%20b.html"},
		{"file:///srv/a%2Fb", "/x.html", "file:///srv/a%2Fb/x.html"},
		{"http://h", "/caf%C3%A9.html", "http://h/caf%C3%A9.html"},
		{"http://h", "/café.html", "http://h/caf%C3%A9.html"},
		// Refused page references.
		{"file:///srv/site", "index.html", ""},
		{"file:///srv/site", "", ""},
		{"file:///srv/site", "//evil.example/x", ""},
		{"file:///srv/site", `/a\..\..\x`, ""},
		{"file:///srv/site", "/a%2Fb", ""},
		{"file:///srv/site", "/a%5c..%5c..", ""},
		{"file:///srv/site", "/a b.html", ""},
		{"file:///srv/site", "/a%00.html", ""},
		{"file:///srv/site", "/a%zz.html", ""},
		{"file:///srv/site", "/a\n.html", ""},
		// Refused roots.
		{"ftp://h/site", "/x", ""},
		{"/srv/site", "/x", ""},
		{"srv/site", "/x", ""},
		{"file://host/srv", "/x", ""},
		{"file:relative", "/x", ""},
		{"http:///nohost", "/x", ""},
		{"http://user:pw@h/", "/x", ""},
		{"http://h/?q=1", "/x", ""},
		{"http://h/#f", "/x", ""},
		{"http://h/#", "/x", ""},
		{"http://h/ a", "/x", ""},
		{"javascript:alert(1)", "/x", ""},
	} {
		got, err := JoinURL(c.root, c.ref)
		if c.want == "" {
			if err == nil {
				t.Errorf("JoinURL(%q, %q) = %q, want error", c.root, c.ref, got)
			} else if !errors.Is(err, ErrBadURL) {
				t.Errorf("JoinURL(%q, %q): error %v does not wrap ErrBadURL", c.root, c.ref, err)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("JoinURL(%q, %q) = %q, %v; want %q", c.root, c.ref, got, err, c.want)
		}
	}
}

func TestParseBindsTo(t *testing.T) {
	for _, c := range []struct {
		in   string
		kind BindKind // "" = error
		tgt  string
		page string // for routes: Page("/shop/index.html?x=1")
		url  string // for routes and urls: URL("http://h/app", ...)
	}{
		{"route:/signup.html", BindRoute, "/signup.html", "/signup.html", "http://h/app/signup.html"},
		{"route:/a/./b.html?x=1#f", BindRoute, "/a/./b.html?x=1#f", "/a/b.html?x=1#f", "http://h/app/a/b.html?x=1#f"},
		{"/signup.html", BindRoute, "/signup.html", "/signup.html", "http://h/app/signup.html"},
		{"next.html", BindRoute, "next.html", "/shop/next.html", "http://h/app/shop/next.html"},
		{"../index.html", BindRoute, "../index.html", "/index.html", "http://h/app/index.html"},
		{"./a/b.html#x", BindRoute, "./a/b.html#x", "/shop/a/b.html#x", "http://h/app/shop/a/b.html#x"},
		{"?page=2", BindRoute, "?page=2", "/shop/index.html?page=2", "http://h/app/shop/index.html?page=2"},
		{"../../index.html", BindRoute, "../../index.html", "", ""}, // climbs above the root: Page fails
		{"handler:openMenu", BindHandler, "openMenu", "", ""},
		{"handler:$_x9", BindHandler, "$_x9", "", ""},
		{"#menu", BindElement, "menu", "", ""},
		{"#a:b.c", BindElement, "a:b.c", "", ""},
		{"https://docs.example.com/x?y=1", BindURL, "https://docs.example.com/x?y=1", "", "https://docs.example.com/x?y=1"},
		{"http://127.0.0.1:9/", BindURL, "http://127.0.0.1:9/", "", "http://127.0.0.1:9/"},
		// Refused.
		{"", "", "", "", ""},
		{"route:", "", "", "", ""},
		{"route:signup.html", "", "", "", ""},
		{"route://evil/x", "", "", "", ""},
		{"route:/../x", "", "", "", ""},
		{"route:/a%2Fb", "", "", "", ""},
		{"handler:", "", "", "", ""},
		{"handler:9lives", "", "", "", ""},
		{"handler:a.b", "", "", "", ""},
		{"handler:alert(1)", "", "", "", ""},
		{"#", "", "", "", ""},
		{"# x", "", "", "", ""},
		{"javascript:alert(1)", "", "", "", ""},
		{"mailto:a@b.c", "", "", "", ""},
		{"data:text/html,x", "", "", "", ""},
		{"file:///etc/passwd", "", "", "", ""},
		{"//evil.example/x", "", "", "", ""},
		{"https://user:pw@h/", "", "", "", ""},
		{"https:///x", "", "", "", ""},
		{"https:opaque", "", "", "", ""},
		{"ROUTE:/x", "", "", "", ""},
		{`a\b.html`, "", "", "", ""},
		{"a b.html", "", "", "", ""},
		{"%zz", "", "", "", ""},
	} {
		b, err := ParseBindsTo(c.in)
		if c.kind == "" {
			if err == nil {
				t.Errorf("ParseBindsTo(%q) = %+v, want error", c.in, b)
			} else if !errors.Is(err, ErrBadURL) {
				t.Errorf("ParseBindsTo(%q): error %v does not wrap ErrBadURL", c.in, err)
			}
			continue
		}
		if err != nil || b.Kind != c.kind || b.Target != c.tgt {
			t.Errorf("ParseBindsTo(%q) = %+v, %v; want %s %q", c.in, b, err, c.kind, c.tgt)
			continue
		}
		const from, root = "/shop/index.html?x=1", "http://h/app"
		page, err := b.Page(from)
		if (err == nil) != (c.page != "") || page != c.page {
			t.Errorf("%q.Page(%q) = %q, %v; want %q", c.in, from, page, err, c.page)
		}
		u, err := b.URL(root, from)
		if (err == nil) != (c.url != "") || u != c.url {
			t.Errorf("%q.URL = %q, %v; want %q", c.in, u, err, c.url)
		}
	}
}

func TestParseTriplet(t *testing.T) {
	for _, c := range []struct {
		in   string
		want string // Color.String(); "" = error
	}{
		{"13, 110, 253", "rgb(13, 110, 253)"},
		{"13,110,253", "rgb(13, 110, 253)"},
		{"13 110 253", "rgb(13, 110, 253)"},
		{" 0 0 0 ", "rgb(0, 0, 0)"},
		{"10.6, 0, 0", "rgb(11, 0, 0)"},
		{"256, 0, 0", ""},
		{"1 1 300", ""},
		{"-1, 0, 0", ""},
		{"1, 2", ""},
		{"1, 2, 3, 4", ""},
		{"1px 2px 3px", ""},
		{"1, , 3", ""},
		{"", ""},
	} {
		col, err := ParseTriplet(c.in)
		if c.want == "" {
			if err == nil {
				t.Errorf("ParseTriplet(%q) = %v, want error", c.in, col)
			}
			continue
		}
		if err != nil || col.String() != c.want {
			t.Errorf("ParseTriplet(%q) = %v, %v; want %s", c.in, col, err, c.want)
		}
	}
}

func TestParseColor(t *testing.T) {
	for _, c := range []struct {
		in   string
		want string // Color.String(); "" = error
	}{
		{"#f5a623", "rgb(245, 166, 35)"},
		{"#F5A623", "rgb(245, 166, 35)"},
		{"#fff", "rgb(255, 255, 255)"},
		{"#0008", "rgba(0, 0, 0, 0.533)"},
		{"#00000080", "rgba(0, 0, 0, 0.502)"},
		{"rgb(245, 166, 35)", "rgb(245, 166, 35)"},
		{"RGB(245,166,35)", "rgb(245, 166, 35)"},
		{"rgba(0, 0, 0, 0.5)", "rgba(0, 0, 0, 0.5)"},
		{"rgb(0 0 0 / 50%)", "rgba(0, 0, 0, 0.5)"},
		{"rgb(100% 0% 50%)", "rgb(255, 0, 128)"},
		{"rgb(10.4 10.6 0)", "rgb(10, 11, 0)"},
		{"rgba(1, 2, 3, 1)", "rgb(1, 2, 3)"},
		{"hsl(0, 100%, 50%)", "rgb(255, 0, 0)"},
		{"hsl(120deg 100% 25%)", "rgb(0, 128, 0)"},
		{"hsl(-120 100% 50%)", "rgb(0, 0, 255)"},
		{"hsla(240, 100%, 50%, 0.25)", "rgba(0, 0, 255, 0.25)"},
		{"hsl(40 30% 96%)", "rgb(248, 246, 242)"},
		{"transparent", "rgba(0, 0, 0, 0)"},
		{"#f5a62", ""},
		{"#ggg", ""},
		{"#", ""},
		{"red", "rgb(255, 0, 0)"},
		{"RebeccaPurple", "rgb(102, 51, 153)"},
		{"currentcolor", ""},
		{"ButtonText", ""},
		{"reddish", ""},
		{"rgb(256, 0, 0)", ""},
		{"rgb(-1, 0, 0)", ""},
		{"rgb(0, 0)", ""},
		{"rgb(0, 0, 0, 0, 0)", ""},
		{"rgb(0 0 0 /)", ""},
		{"rgb(0x10, 0, 0)", ""},
		{"rgb(inf, 0, 0)", ""},
		{"rgb(1e3, 0, 0)", ""},
		{"rgba(0, 0, 0, 1.5)", ""},
		{"hsl(0, 100%, 150%)", ""},
		{"hsl(x, 1%, 1%)", ""},
		{"lab(50% 0 0)", ""},
		{"rgb(0, 0, 0", ""},
	} {
		col, err := ParseColor(c.in)
		if c.want == "" {
			if err == nil {
				t.Errorf("ParseColor(%q) = %v, want error", c.in, col)
			}
			continue
		}
		if err != nil || col.String() != c.want {
			t.Errorf("ParseColor(%q) = %v, %v; want %s", c.in, col, err, c.want)
		}
	}
	if n := len(NamedColors()); n != 148 {
		t.Errorf("%d named colours, CSS Color 4 has 148", n)
	}
	a, _ := ParseColor("#00000080")
	b, _ := ParseColor("rgba(0, 0, 0, 0.5)")
	if !a.Equal(b) {
		t.Error("#00000080 should equal rgba(0,0,0,0.5) at 8-bit alpha")
	}
	c, _ := ParseColor("rgba(0, 0, 0, 0.4)")
	if a.Equal(c) {
		t.Error("alpha 0.5 equals 0.4")
	}
}
