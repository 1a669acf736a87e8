package capture

import (
	"context"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
)

// TestShotThroughDialogs: a page that opens dialogs is captured like any
// other, because its tab dismisses each dialog (internal/browser). One page
// asks alert, confirm and prompt once loaded and paints its answer; the
// other alerts every 100 ms for ever. An unanswered dialog stops the
// page's main thread, and the capture with it, until the caller's deadline.
func TestShotThroughDialogs(t *testing.T) {
	testBrowser(t)
	for _, tt := range []struct {
		page string
		want rgb // the box, at (132, 170)
	}{
		// green: the page saw confirm false and prompt null, and the
		// frame is the one it painted after its questions
		{"dialogs.html", rgb{0x2a, 0x9d, 0x8f}},
		{"dialog-loop.html", rgb{0x2a, 0x9d, 0x8f}},
	} {
		t.Run(tt.page, func(t *testing.T) {
			// A loaded machine's time; an open dialog would use all of it.
			ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
			defer cancel()
			f, err := tryShot(t, ctx, NewRequest(browser.Web, httpURL(tt.page), false))
			if err != nil {
				t.Fatalf("Shot: %v", err)
			}
			if !f.Stable {
				t.Errorf("not stable after %d frames", f.Frames)
			}
			if got := rgbAt(t, f, 132, 170); got != tt.want {
				t.Errorf("box = %v, want %v", got, tt.want)
			}
		})
	}
}
