package capture

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/browser"
)

// TestFastEncodingSamePixels: a frame is encoded with Chromium's fast PNG
// setting (captureWith), and those are the pixels Chromium's default
// encoding gives of the same page: after Shot, the same tab's view is
// shot again with the default encoding, and the two decode to the same
// image while their bytes differ (the frame was not default-encoded).
func TestFastEncodingSamePixels(t *testing.T) {
	b := testBrowser(t)
	for _, name := range []string{"static.html", "animated.html"} {
		t.Run(name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			tab, err := b.NewTab(ctx, browser.PixelOnly())
			if err != nil {
				t.Fatal(err)
			}
			defer tab.Close()
			f, err := Shot(ctx, tab, NewRequest(browser.Web, httpURL(name), false))
			if err != nil || !f.Stable {
				t.Fatalf("Shot: %v (stable %v)", err, f.Stable)
			}
			tctx, tcancel := tab.Context(ctx)
			defer tcancel()
			def, err := chromedp.Run(tctx, chromedp.Action[[]byte](func(ctx context.Context, tg *chromedp.Target) ([]byte, error) {
				res, err := cdp.Call(ctx, tg, page.CaptureScreenshot, page.CaptureScreenshotParams{
					Format: page.CaptureScreenshotFormatPng, FromSurface: new(true),
				})
				if err != nil {
					return nil, err
				}
				return res.Data, nil
			}))
			if err != nil {
				t.Fatal(err)
			}
			if bytes.Equal(f.PNG, def) {
				t.Fatal("the frame's bytes are the default encoding's: it was not fast-encoded")
			}
			a, b := decodeRGBA(t, f.PNG), decodeRGBA(t, def)
			if a.Rect != b.Rect || !bytes.Equal(a.Pix, b.Pix) {
				t.Errorf("the fast-encoded frame (%v, %d bytes) and the default-encoded one (%v, %d bytes) differ in pixels",
					a.Rect, len(f.PNG), b.Rect, len(def))
			}
		})
	}
}

func decodeRGBA(t *testing.T, data []byte) *image.RGBA {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	out := image.NewRGBA(img.Bounds())
	for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
		for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
			out.Set(x, y, img.At(x, y))
		}
	}
	return out
}
