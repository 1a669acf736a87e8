package measure

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/css"
	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/realpages"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
	"github.com/tribunal-dev/tribunal/internal/testenv"
)

// styleView renders what rule 4 reads of a matched-styles answer (styles.go,
// cascade.go, chain.go): per level, the style attribute's declarations
// and each matched rule's origin, selector text and declarations.
func styleView(m *css.GetMatchedStylesForNodeResult) string {
	var b strings.Builder
	style := func(s *css.Style) {
		if s == nil {
			b.WriteString(" (none)")
			return
		}
		for _, p := range s.CSSProperties {
			if p == nil {
				continue
			}
			fmt.Fprintf(&b, " %q:%q", p.Name, p.Value)
			if p.Important {
				b.WriteString("!")
			}
			if p.Disabled {
				b.WriteString("(disabled)")
			}
		}
	}
	level := func(inline *css.Style, rules []*css.RuleMatch) {
		b.WriteString("inline")
		style(inline)
		for _, rm := range rules {
			if rm == nil || rm.Rule == nil {
				b.WriteString("\n  nil")
				continue
			}
			text := ""
			if rm.Rule.SelectorList != nil {
				text = rm.Rule.SelectorList.Text
			}
			fmt.Fprintf(&b, "\n  %s %q", rm.Rule.Origin, text)
			style(rm.Rule.Style)
		}
		b.WriteString("\n")
	}
	level(m.InlineStyle, m.MatchedCSSRules)
	for _, a := range m.Inherited {
		if a == nil {
			b.WriteString("ancestor nil\n")
			continue
		}
		b.WriteString("ancestor ")
		level(a.InlineStyle, a.MatchedCSSRules)
	}
	return b.String()
}

// checkSharing makes every shared matched-styles answer of the test be
// compared with the element's own, asked alone (an independent check of
// share.js on whatever pages the test loads), and returns how many were
// shared.
func checkSharing(t *testing.T) func() int {
	t.Helper()
	var mu sync.Mutex
	n := 0
	shareCheck = func(sel string, shared, own *css.GetMatchedStylesForNodeResult) {
		mu.Lock()
		defer mu.Unlock()
		n++
		if s, o := styleView(shared), styleView(own); s != o {
			t.Errorf("%s: the shared matched styles differ from its own:\nshared:\n%s\nown:\n%s", sel, s, o)
		}
	}
	t.Cleanup(func() { shareCheck = nil })
	return func() int {
		mu.Lock()
		defer mu.Unlock()
		return n
	}
}

// sharePage has siblings that look alike but for one thing the cascade
// reads each time (the comment on each says what); share.js must keep
// those apart and put the truly alike ones together.
const sharePage = `<!doctype html><html><head><meta charset="utf-8"><style>
:root { --ink: #111111; --accent: #f5a623; }
.c { color: var(--ink); }
#x2 { color: var(--accent); }
.c:nth-child(4n) { background-color: var(--accent); }
#x5, .c.k { color: var(--accent); }
.c.k + .c { border-top-color: var(--ink); }
.c:has(b) { background-color: var(--ink); }
@media (min-width: 10000px) { #x4 { color: red; } }
</style></head><body>
<div id="p">
<div id="x0" class="c">first child</div>
<div id="x1" class="c">plain</div>
<div id="x2" class="c">an id rule</div>
<div id="x3" class="c">4th child</div>
<div id="x4" class="c">an id rule under media that does not match</div>
<div id="x5" class="c k">both parts of a selector list</div>
<div id="x6" class="c k">one part</div>
<div id="x7" class="c">after a .k sibling, 8th child</div>
<div id="x8" class="c" style="color: red">a style attribute</div>
<div id="x9" class="c"><b>has a b</b></div>
<div id="x10" class="c">plain</div>
<div id="x11" class="c">plain, 12th child</div>
<div id="x12" class="c">plain</div>
<button id="x13" class="c">a control</button>
<div id="x14" class="c">last child</div>
</div>
<section id="q"><div class="c">first</div><div id="y1" class="c">another parent</div><div class="c">last</div></section>
<div id="h"><div class="c">first</div><div id="z1" class="c">slotted</div><div id="z2" class="c">slotted, and a ::slotted rule of a closed shadow root</div><div class="c">last</div></div>
<script>
const root = document.getElementById("h").attachShadow({ mode: "closed" });
root.innerHTML = "<style>::slotted(#z2) { color: red; }</style><p><slot></slot></p>";
</script>
</body></html>
`

func TestShareGroups(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte(sharePage), 0o644); err != nil {
		t.Fatal(err)
	}
	sels := []string{"#x0", "#x1", "#x2", "#x3", "#x4", "#x5", "#x6", "#x7", "#x8", "#x9",
		"#x10", "#x11", "#x12", "#x13", "#x14", "#y1", ".c.k", "#nope", "#x1", "#z1", "#z2"}
	// want[i] is the first selector of i's group, -1 for no element:
	// #x10 and #x12 are like #x1, #x11 like #x3 (4n-th children, neither
	// after a .k), the selectors of #x5 and #x1 met again are theirs, and
	// #z2 is like #z1 as far as share.js can see (a closed shadow root's
	// ::slotted rule tells them apart: slotted() makes the CSS pass ask
	// #z2 alone).
	want := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 3, 1, 13, 14, 15, 5, -1, 1, 19, 19}
	seen := checkSharing(t)
	bp := skeleton.Breakpoint{Name: "m", Width: 375, Height: 812}
	_, err := withTab(context.Background(), sharedBrowser(t), bp, nil, func(tctx context.Context) error {
		if err := load(tctx, fileURL(t, dir)+"/index.html"); err != nil {
			return err
		}
		_, got, _, err := shareGroups(tctx, 0, sels, nil)
		if err != nil {
			return err
		}
		if !slices.Equal(got, want) {
			t.Errorf("groups\n got %v\nwant %v", got, want)
		}
		// Without #nope (the CSS pass asks only for found elements).
		found := slices.Delete(slices.Clone(sels), 17, 18)
		ms, err := matchedStylesShared(tctx, found, nil)
		if err != nil {
			return err
		}
		own, err := matchedStylesAll(tctx, found)
		if err != nil {
			return err
		}
		for i, m := range ms {
			if m == nil {
				t.Errorf("%s: no answer", found[i])
			} else if s, o := styleView(m), styleView(own[i]); s != o {
				t.Errorf("%s: the CSS pass's matched styles differ from its own:\n%s\nown:\n%s", found[i], s, o)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n := seen(); n != 5 {
		t.Errorf("%d answers shared, want 5 (#x10, #x11, #x12, .c.k, #x1 again)", n)
	}
}

// pathsJS names every element of the body (up to max) by its child path,
// "html > body:nth-child(2) > div:nth-child(1) …", a selector that matches
// it alone.
const pathsJS = `((max) => {
  const out = [];
  const path = (el) => {
    const parts = [];
    for (let e = el; e && e !== document.documentElement; e = e.parentElement) {
      parts.unshift(e.localName.replace(/[^a-z0-9-]/gi, (c) => "\\" + c) + ":nth-child(" + ([...e.parentElement.children].indexOf(e) + 1) + ")");
    }
    return ":root > " + parts.join(" > ");
  };
  for (const el of document.body.querySelectorAll("*")) {
    if (out.length >= max) break;
    if (el.namespaceURI === "http://www.w3.org/1999/xhtml") out.push(path(el));
  }
  return out;
})`

// TestShareRealPages asks for the matched styles of every element of each
// corpus page (up to 120) the way the CSS pass does and compares each
// shared answer with the element's own: the skeletons name few alike
// elements, every element of a real page names many. The pages load over
// file://, where every linked style sheet is of another origin to the
// page's scripts: share.js is given their text from the CSS domain.
func TestShareRealPages(t *testing.T) {
	testenv.Short(t, "Chromium on every corpus page")
	c := realpages.Load(t, "")
	seen := checkSharing(t)
	total := 0
	for _, p := range c.Pages {
		if !realpages.InSuite(p.ID) {
			continue
		}
		before := seen()
		var n int
		bp := skeleton.Breakpoint{Name: "m", Width: 375, Height: 812}
		_, err := withTab(context.Background(), sharedBrowser(t), bp, nil, func(tctx context.Context) error {
			sw := newSheetWatch()
			if err := chromedp.Listen(tctx, sw.event); err != nil {
				return err
			}
			if err := load(tctx, realpages.FileURL(p.Dir)+p.Path); err != nil {
				return err
			}
			sels, err := chromedp.Run(tctx, chromedp.Evaluate[[]string](pathsJS+"(120)"))
			if err != nil {
				return err
			}
			n = len(sels)
			_, err = matchedStylesShared(tctx, sels, sw)
			return err
		})
		if err != nil {
			t.Fatalf("%s: %v", p.ID, err)
		}
		t.Logf("%-22s %4d elements, %4d answers shared", p.ID, n, seen()-before)
		total += n
	}
	if seen() == 0 {
		t.Errorf("no answer shared on %d elements of %d pages: the check checked nothing", total, len(c.Pages))
	}
}
