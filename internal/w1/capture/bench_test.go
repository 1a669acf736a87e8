package capture

import (
	"context"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
)

// BenchmarkShot captures a 1280×900 page in a fresh pixel tab per
// operation, as W1 does per screen × breakpoint, with the browser warm.
// The default readiness rules apply (the network idle settle and the
// screenshots until two match); "shot-ms" is Shot alone, without opening
// and closing the tab.
func BenchmarkShot(b *testing.B) {
	for _, bc := range []struct {
		name string
		req  Request
	}{
		{"static", NewRequest(browser.Web, httpURL("static.html"), false)},
		{"animated", NewRequest(browser.Web, httpURL("animated.html"), false)},
		// The fixed 500 ms window and 50 ms frame pause that the
		// event-driven readiness replaced, as the same run's baseline.
		{"static-fixed500ms", func() Request {
			r := NewRequest(browser.Web, httpURL("static.html"), false)
			r.QuietWindow, r.FrameInterval = 500*time.Millisecond, 50*time.Millisecond
			return r
		}()},
	} {
		b.Run(bc.name, func(b *testing.B) {
			br := testBrowser(b)
			var frames int
			var shotTime time.Duration
			for b.Loop() {
				ctx := context.Background()
				tab, err := br.NewTab(ctx, browser.PixelOnly())
				if err != nil {
					b.Fatal(err)
				}
				t0 := time.Now()
				f, err := Shot(ctx, tab, bc.req)
				shotTime += time.Since(t0)
				tab.Close()
				if err != nil {
					b.Fatal(err)
				}
				frames += f.Frames
			}
			b.ReportMetric(float64(frames)/float64(b.N), "frames/op")
			b.ReportMetric(float64(shotTime.Milliseconds())/float64(b.N), "shot-ms")
		})
	}
}
