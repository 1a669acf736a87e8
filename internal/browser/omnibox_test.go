package browser

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// omniboxWait is how long TestNoOmniboxRenderer watches a new window for
// its address-bar popups. With the WebUI popups enabled Chromium creates
// them with the window (both are there when NewTab returns, or a few
// hundred milliseconds later on a loaded machine).
const omniboxWait = 3 * time.Second

// TestNoOmniboxRenderer: a tab's window gets no WebUI address-bar popup
// (chrome://omnibox-popup.top-chrome/), whose renderer was the largest
// part of a tab's CPU (DisabledFeatures).
func TestNoOmniboxRenderer(t *testing.T) {
	needChromium(t)
	for _, tc := range []struct {
		name string
		opts []TabOption
	}{
		{"plain", nil},
		{"pixel", []TabOption{PixelOnly()}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := New(Options{Logger: testLogger()})
			if err != nil {
				t.Fatal(err)
			}
			defer b.Close()
			newTab(t, b, tc.opts...)
			in, err := b.ensure(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			for end := time.Now().Add(omniboxWait); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
				targets, err := chromedp.Targets(in.root)
				if err != nil {
					t.Fatal(err)
				}
				for _, x := range targets {
					if strings.HasPrefix(x.URL, "chrome://omnibox-popup") {
						t.Fatalf("a %s target %s: the window built its WebUI omnibox popup", x.Type, x.URL)
					}
				}
			}
		})
	}
}
