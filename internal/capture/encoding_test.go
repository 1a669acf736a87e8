package capture

import (
	"bytes"
	"context"
	"image/png"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/browser"
)

// TestFastEncodingSamePixels: a frame (Chromium's fast PNG encoding, see
// capturePNG) decodes to exactly the pixels of a screenshot of the same
// settled page in Chromium's default encoding, taken right after it in
// the same tab. The check beside it is the encoder's own: the default
// encoding's bytes differ, so the test compares what users see, not
// what capturePNG asked for.
func TestFastEncodingSamePixels(t *testing.T) {
	br := testBrowser(t)
	for _, name := range []string{"static.html", "font.html", "tall.html"} {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			tab, err := br.NewTab(ctx, browser.PixelOnly())
			if err != nil {
				t.Fatal(err)
			}
			defer tab.Close()
			f, err := Shot(ctx, tab, Web.Request(httpURL(name), false))
			if err != nil {
				t.Fatal(err)
			}
			if !f.Stable {
				t.Fatalf("%s did not settle", name)
			}
			if f.Tiles > 1 {
				t.Fatalf("%s was tiled (%d): the default-encoding shot below is one piece", name, f.Tiles)
			}
			tctx, cancel := tab.Context(ctx)
			defer cancel()
			// The viewport Shot left: the full page at the width it
			// captured, as one clip beyond the viewport.
			res, err := chromedp.Run(tctx, func(ctx context.Context, tt *chromedp.Target) (page.CaptureScreenshotResult, error) {
				return cdp.Call(ctx, tt, page.CaptureScreenshot, page.CaptureScreenshotParams{
					Format: page.CaptureScreenshotFormatPng, FromSurface: new(true), CaptureBeyondViewport: new(true),
					Clip: &page.Viewport{Width: float64(f.Width), Height: float64(f.Height), Scale: 1},
				})
			})
			if err != nil {
				t.Fatal(err)
			}
			if bytes.Equal(res.Data, f.PNG) {
				t.Fatal("the default encoding gave the frame's bytes: the frame is not fast-encoded")
			}
			def, err := png.Decode(bytes.NewReader(res.Data))
			if err != nil {
				t.Fatal(err)
			}
			samePixels(t, def, decode(t, f))
		})
	}
}
