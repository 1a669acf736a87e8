package skeleton

// Fuzz targets. Seeds are the good skeletons and every bad case. Run one
// with e.g.
//
//	go test -run='^$' -fuzz='^FuzzLoadIndex$' -fuzztime=30s ./internal/skeleton/
//
// Failing inputs land in testdata/fuzz/<Target>/ and then run as ordinary
// test cases.

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/url"
	"strings"
	"testing"
)

// fuzzSets are the two skeletons the loader fuzz targets vary: the small
// base of the bad cases and the full testdata/good (without its signature,
// which would pin the index).
func fuzzSets(f *testing.F) [2]map[string]string {
	s, err := LoadDir(goodDir, Options{})
	if err != nil {
		f.Fatal(err)
	}
	good := s.Files()
	delete(good, SigFile)
	return [2]map[string]string{
		skel(baseIndex, map[string]string{"screens/home.yaml": baseScreen}),
		good,
	}
}

func pick(sets [2]map[string]string, full bool) map[string]string {
	i := 0
	if full {
		i = 1
	}
	out := map[string]string{}
	for k, v := range sets[i] {
		out[k] = v
	}
	return out
}

// checkLoad asserts the loader's contract on any input: an error is a
// one-line *Error wrapping ErrSchema that names its file and, for content
// under the size limit, a line; a success is deterministic, survives the
// trip through Files, and holds the invariants the witnesses rely on.
func checkLoad(t *testing.T, files map[string]string, s *Skeleton, err error) {
	t.Helper()
	if err != nil {
		var e *Error
		if !errors.As(err, &e) || !errors.Is(err, ErrSchema) {
			t.Fatalf("error %v (%T) is not an *Error wrapping ErrSchema", err, err)
		}
		msg := err.Error()
		if strings.ContainsAny(msg, "\r\n") {
			t.Fatalf("error spans lines: %q", msg)
		}
		if !strings.HasPrefix(msg, e.File+":") {
			t.Fatalf("error %q does not start with its file %q", msg, e.File)
		}
		text, ok := files[e.File]
		if !ok {
			t.Fatalf("error names file %q, which is not in the skeleton", e.File)
		}
		if len(text) <= MaxFileSize && e.Line < 1 {
			t.Fatalf("error has no line: %q", msg)
		}
		if lines := strings.Count(text, "\n") + 1; e.Line > lines {
			t.Fatalf("error line %d is past the end of %s (%d lines): %q", e.Line, e.File, lines, msg)
		}
		return
	}
	if s.Hash != hashOf([]byte(files[IndexFile])) {
		t.Fatalf("hash %s is not H(index.yaml)", s.Hash)
	}
	enc, err := json.Marshal(s)
	if err != nil {
		t.Fatalf("skeleton does not encode: %v", err)
	}
	again, err := LoadFiles(s.Files(), Options{ExpectHash: s.Hash})
	if err != nil {
		t.Fatalf("reloading Files(): %v", err)
	}
	if enc2, _ := json.Marshal(again); !bytes.Equal(enc, enc2) {
		t.Fatalf("reload differs:\n%s\n%s", enc, enc2)
	}
	vars := map[string]bool{}
	for _, tok := range s.Tokens {
		if vars[tok.CSSVar] {
			t.Fatalf("css_var %s used twice", tok.CSSVar)
		}
		vars[tok.CSSVar] = true
	}
	for _, sc := range s.Screens {
		if _, err := JoinURL("file:///srv/site", sc.Path); err != nil {
			t.Fatalf("screen %s path %q does not join: %v", sc.ID, sc.Path, err)
		}
		for _, el := range sc.Elements {
			for _, bp := range el.MustSatisfy.RequiredBreakpoints {
				if _, ok := el.BBox[bp]; !ok {
					t.Fatalf("%s/%s: required breakpoint %s has no bbox", sc.ID, el.ID, bp)
				}
			}
			for bp, r := range el.BBox {
				if _, ok := s.Breakpoint(bp); !ok || r != nil && (r.W <= 0 || r.H <= 0) {
					t.Fatalf("%s/%s: bad bbox at %s: %+v", sc.ID, el.ID, bp, r)
				}
			}
			for _, u := range el.TokensUsed {
				if _, ok := s.Token(u.Token); !ok {
					t.Fatalf("%s/%s: unknown token %s accepted", sc.ID, el.ID, u.Token)
				}
			}
			for _, in := range el.Interactions {
				if (in.BindsTo == nil) != (in.Binding == nil) || in.VisualOnly && in.BindsTo != nil {
					t.Fatalf("%s/%s: inconsistent interaction %+v", sc.ID, el.ID, in)
				}
				if in.Binding != nil && in.Binding.Kind == BindRoute {
					if _, err := in.Binding.URL("http://h/app", sc.Path); err != nil {
						t.Fatalf("%s/%s: accepted route %q does not resolve: %v", sc.ID, el.ID, *in.BindsTo, err)
					}
				}
			}
			if tol := s.TolerancePX(&el); tol < 0 || tol > s.UnitPX/2 {
				t.Fatalf("tolerance %d out of [0, unit/2]", tol)
			}
		}
	}
}

func FuzzLoadIndex(f *testing.F) {
	sets := fuzzSets(f)
	f.Add(false, []byte(sets[0][IndexFile]))
	f.Add(true, []byte(sets[1][IndexFile]))
	for _, c := range badCases {
		if c.index != "" {
			f.Add(false, []byte(skel(c.index, map[string]string{"screens/home.yaml": baseScreen})[IndexFile]))
		}
	}
	for _, c := range naturalCases {
		if c.index != "" {
			f.Add(false, []byte(skel(c.index, map[string]string{"screens/home.yaml": baseScreen})[IndexFile]))
		}
	}
	f.Fuzz(func(t *testing.T, full bool, index []byte) {
		files := pick(sets, full)
		files[IndexFile] = string(index)
		s, err := LoadFiles(files, Options{})
		checkLoad(t, files, s, err)
	})
}

func FuzzLoadScreen(f *testing.F) {
	sets := fuzzSets(f)
	const home = "screens/home.yaml"
	f.Add(false, []byte(baseScreen))
	for name, text := range sets[1] {
		if name != IndexFile {
			f.Add(true, []byte(text))
		}
	}
	for _, c := range badCases {
		if c.screen != "" {
			f.Add(false, []byte(c.screen))
		}
	}
	for _, c := range naturalCases {
		if c.screen != "" {
			f.Add(false, []byte(c.screen))
		}
	}
	f.Fuzz(func(t *testing.T, full bool, screen []byte) {
		files := pick(sets, full)
		// Re-pin the index to the fuzzed screen, so the screen is parsed.
		files[IndexFile] = strings.Replace(files[IndexFile], hashOf([]byte(files[home])), hashOf(screen), 1)
		files[home] = string(screen)
		s, err := LoadFiles(files, Options{})
		checkLoad(t, files, s, err)
	})
}

func FuzzJoinURL(f *testing.F) {
	for _, r := range []string{"file:///srv/site", "file:///srv/site/", "http://127.0.0.1:8080", "https://h/app/", "file:/x", "file://localhost/a%20b", "http://h/?q", "ftp://x"} {
		for _, p := range []string{"/index.html", "/", "/a/../b.html?x=1#f", "/..", "/%2e%2e/x", "//h/x", "index.html", "/a%2Fb", "/caf%C3%A9.html", "/a/./b/"} {
			f.Add(r, p)
		}
	}
	f.Fuzz(func(t *testing.T, root, ref string) {
		got, err := JoinURL(root, ref)
		if err != nil {
			if !errors.Is(err, ErrBadURL) || strings.ContainsAny(err.Error(), "\r\n") {
				t.Fatalf("bad error %q", err)
			}
			return
		}
		u, err := url.Parse(got)
		if err != nil {
			t.Fatalf("JoinURL(%q, %q) = %q, which does not parse: %v", root, ref, got, err)
		}
		ru, _ := url.Parse(root)
		if u.Scheme != ru.Scheme || u.Host != ru.Host || u.User != nil {
			t.Fatalf("JoinURL(%q, %q) = %q left the root's origin", root, ref, got)
		}
		// The result stays under the root, and holds no dot segments.
		base := strings.TrimSuffix(ru.Path, "/") + "/"
		if !strings.HasPrefix(u.Path, base) && u.Path != strings.TrimSuffix(base, "/")+"/" {
			t.Fatalf("JoinURL(%q, %q) = %q: path %q is not under %q", root, ref, got, u.Path, base)
		}
		for _, seg := range strings.Split(strings.TrimPrefix(u.Path, base), "/") {
			if seg == ".." || seg == "." {
				t.Fatalf("JoinURL(%q, %q) = %q keeps a dot segment", root, ref, got)
			}
		}
		// Joining is stable: the canonical reference joins the same way.
		n, err := normRef(ref)
		if err != nil {
			t.Fatalf("normRef(%q) failed after JoinURL succeeded: %v", ref, err)
		}
		if again, err := JoinURL(root, n); err != nil || again != got {
			t.Fatalf("JoinURL(%q, normRef %q) = %q, %v; want %q", root, n, again, err, got)
		}
	})
}

func FuzzParseBindsTo(f *testing.F) {
	for _, s := range []string{"route:/signup.html", "route:/a/../b?x#y", "handler:openMenu", "#menu", "next.html", "../x", "?p=2",
		"https://h/x", "javascript:alert(1)", "//h/x", "route:", "#", "mailto:x@y", "/a%2Fb", "route:/%2e%2e"} {
		f.Add(s, "/index.html")
		f.Add(s, "/shop/a/b.html?q=1#f")
	}
	f.Fuzz(func(t *testing.T, s, from string) {
		b, err := ParseBindsTo(s)
		if err != nil {
			if !errors.Is(err, ErrBadURL) || strings.ContainsAny(err.Error(), "\r\n") {
				t.Fatalf("bad error %q", err)
			}
			return
		}
		switch b.Kind {
		case BindHandler:
			if !isJSIdent(b.Target) || "handler:"+b.Target != s {
				t.Fatalf("handler %q from %q", b.Target, s)
			}
		case BindElement:
			if b.Target == "" || "#"+b.Target != s {
				t.Fatalf("element %q from %q", b.Target, s)
			}
		case BindURL:
			if b.Target != s {
				t.Fatalf("url %q from %q", b.Target, s)
			}
		case BindRoute:
			p, err := b.Page(from)
			if err != nil {
				return // climbs above the root, or from is not a page
			}
			if n, err := normRef(p); err != nil || n != p {
				t.Fatalf("Page = %q is not canonical (%q, %v)", p, n, err)
			}
			if _, err := JoinURL("file:///srv/site", p); err != nil {
				t.Fatalf("Page = %q does not join: %v", p, err)
			}
		default:
			t.Fatalf("unknown kind %q", b.Kind)
		}
	})
}

// FuzzParseColor: the colour parsers never panic, and what they accept
// prints as a colour that parses back to itself.
func FuzzParseColor(f *testing.F) {
	for _, s := range []string{"#f5a623", "#0008", "rgb(0 0 0 / 50%)", "hsl(40 30% 96%)", "transparent", "red", "RebeccaPurple",
		"13, 110, 253", "13 110 253", "1 1 300", "rgb(1e3, 0, 0)", "hsl(1e9 1% 1%)", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for name, parse := range map[string]func(string) (Color, error){"ParseColor": ParseColor, "ParseTriplet": ParseTriplet} {
			c, err := parse(s)
			if err != nil {
				continue
			}
			if c.A < 0 || c.A > 1 {
				t.Fatalf("%s(%q) alpha %v", name, s, c.A)
			}
			back, err := ParseColor(c.String())
			if err != nil || !back.Equal(c) {
				t.Fatalf("%s(%q) = %v, which does not parse back (%v, %v)", name, s, c, back, err)
			}
		}
	})
}
