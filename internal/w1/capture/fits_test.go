package capture

import (
	"bytes"
	"context"
	"image"
	"image/draw"
	"image/png"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/browser"
)

// TestFullPageThatFits: a full-page capture of a page no larger than the
// viewport is taken as a viewport screenshot (no resize beyond it), and
// it equals, pixel for pixel, the beyond-viewport clip that a taller page
// gets, taken right after on the same settled tab.
func TestFullPageThatFits(t *testing.T) {
	for _, tt := range []struct {
		name string
		req  Request
	}{
		{"web", NewRequest(browser.Web, httpURL("static.html"), true)},
		{"android", NewRequest(browser.Android, httpURL("mobile.html"), true)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b := testBrowser(t)
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			tab, err := b.NewTab(ctx, browser.PixelOnly())
			if err != nil {
				t.Fatal(err)
			}
			defer tab.Close()
			f, err := Shot(ctx, tab, tt.req)
			if err != nil {
				t.Fatal(err)
			}
			tctx, tcancel := tab.Context(ctx)
			defer tcancel()
			clip := &page.Viewport{Width: float64(tt.req.Width), Height: float64(tt.req.Height), Scale: 1}
			data, err := chromedp.Run(tctx, func(ctx context.Context, tg *chromedp.Target) ([]byte, error) {
				return capturePNG(ctx, tg, clip)
			})
			if err != nil {
				t.Fatal(err)
			}
			got, want := rgba(t, f.PNG), rgba(t, data)
			if got.Bounds() != want.Bounds() || !bytes.Equal(got.Pix, want.Pix) {
				t.Errorf("the fitting page's frame (%v) differs from its beyond-viewport clip (%v)", got.Bounds(), want.Bounds())
			}
		})
	}
}

func rgba(t *testing.T, data []byte) *image.RGBA {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	out := image.NewRGBA(img.Bounds())
	draw.Draw(out, out.Bounds(), img, img.Bounds().Min, draw.Src)
	return out
}
