package realpages

import (
	"strings"
	"testing"
)

// FuzzInject: whatever the page, Inject either refuses it (no anchor) or
// adds exactly the variant's element and nothing else: removing it gives
// the page back.
func FuzzInject(f *testing.F) {
	f.Add("<html><head></head><body></body></html>", "a { color: red }", "")
	f.Add("<head></head></head><body></body></body>", "", "alert(1)")
	f.Add("no anchors", "x", "y")
	f.Add("</body></head>", "p{}", "1")
	f.Fuzz(func(t *testing.T, html, css, js string) {
		var v Variant
		v.ID = "fz"
		if css != "" {
			v.Inject.CSS = &css
		}
		if js != "" {
			v.Inject.JS = &js
		}
		got, err := Inject(html, v)
		if err != nil {
			if (css != "" && !strings.Contains(html, "</head>")) || (js != "" && !strings.Contains(html, "</body>")) {
				return
			}
			t.Fatalf("Inject refused a page with its anchors: %v", err)
		}
		back := got
		if js != "" {
			s := `<script data-realpages-variant="fz">` + js + `</script>`
			i := strings.LastIndex(back, s+"</body>")
			if i < 0 {
				t.Fatalf("script not before the last </body>: %q", got)
			}
			back = back[:i] + back[i+len(s):]
		}
		if css != "" {
			s := `<style data-realpages-variant="fz">` + css + `</style>`
			i := strings.Index(back, s)
			if i < 0 || !strings.HasPrefix(back[i+len(s):], "</head>") {
				t.Fatalf("style not before the first </head>: %q", got)
			}
			back = back[:i] + back[i+len(s):]
		}
		if back != html {
			t.Fatalf("removing the injection gives %q, not the page %q", back, html)
		}
	})
}
