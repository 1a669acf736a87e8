package skeleton

import (
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/browser/browsertest"
)

var fx = browsertest.New()

func TestMain(m *testing.M) { browsertest.Main(m, fx) }

// NamedColors returns the CSS colour names ParseColor accepts besides
// transparent, sorted.
func NamedColors() []string {
	out := make([]string, 0, len(namedColors))
	for n := range namedColors {
		out = append(out, n)
	}
	slices.Sort(out)
	return out
}

// String renders c the way browsers serialise computed colours:
// rgb(r, g, b), or rgba(r, g, b, a) when not opaque.
func (c Color) String() string {
	if c.A >= 1 {
		return fmt.Sprintf("rgb(%d, %d, %d)", c.R, c.G, c.B)
	}
	return fmt.Sprintf("rgba(%d, %d, %d, %s)", c.R, c.G, c.B, strconv.FormatFloat(math.Round(c.A*1000)/1000, 'f', -1, 64))
}

// TestNamedColorsMatchChromium: every CSS colour name ParseColor knows is
// the colour Chromium computes for it.
func TestNamedColorsMatchChromium(t *testing.T) {
	b := fx.Browser(t)
	names := NamedColors()
	dir := t.TempDir()
	var html strings.Builder
	html.WriteString("<!doctype html><body>")
	for _, n := range names {
		fmt.Fprintf(&html, `<i data-n="%s" style="color: %s"></i>`, n, n)
	}
	page := filepath.Join(dir, "c.html")
	if err := os.WriteFile(page, []byte(html.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), browsertest.StartTimeout)
	defer cancel()
	tab, err := b.NewTab(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer tab.Close()
	tctx, tcancel := tab.Context(ctx)
	defer tcancel()
	if err := chromedp.Do(tctx, chromedp.Navigate("file://"+page)); err != nil {
		t.Fatal(err)
	}
	got, err := chromedp.Run(tctx, chromedp.Evaluate[map[string]string](
		`Object.fromEntries(Array.from(document.querySelectorAll("i")).map((e) => [e.dataset.n, getComputedStyle(e).color]))`))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(names) {
		t.Errorf("Chromium computed %d colours for %d names", len(got), len(names))
	}
	for _, n := range names {
		ours, err := ParseColor(n)
		if err != nil {
			t.Errorf("%s: %v", n, err)
			continue
		}
		theirs, err := ParseColor(got[n])
		if err != nil || !ours.Equal(theirs) {
			t.Errorf("%s: skeleton %v, Chromium %q", n, ours, got[n])
		}
	}
}
