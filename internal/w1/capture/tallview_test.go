package capture

import (
	"image"
	"image/color"
	"runtime"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/browser"
)

// TestFullPageAsScrolled captures testdata/cvauto.html — sections with
// content-visibility: auto, a sticky header that a script pins when its
// IntersectionObserver sees it leave the viewport, a button an async
// script unhides — several times at both web and mobile sizes, and
// requires every capture to be the same frame showing what a reader
// scrolling the page sees: every section painted (its colour bar), the
// header unpinned (its title) and the button shown. With
// captureBeyondViewport the page is laid out at 1×1 for a moment in many
// captures (tallview.go), and frames show blank sections or a pinned
// header.
func TestFullPageAsScrolled(t *testing.T) {
	testBrowser(t)
	want := map[string]rgb{
		"section 1": {0xe6, 0x39, 0x46}, "section 2": {0x2a, 0x9d, 0x8f},
		"section 3": {0xe9, 0xc4, 0x6a}, "section 4": {0x26, 0x46, 0x53},
		"section 5": {0xf4, 0xa2, 0x61}, "section 6": {0x6a, 0x4c, 0x93},
		"section 7": {0x19, 0x82, 0xc4}, "section 8": {0x8a, 0xc9, 0x26},
		"button": {0xff, 0x00, 0x6e}, "title": {0x1d, 0x35, 0x57},
	}
	surfaces := []browser.Surface{browser.Web, browser.Web, browser.Web, browser.Android, browser.Android}
	seen := map[string]string{} // surface → SHA-256 of its first frame
	for i, sf := range surfaces {
		f := shot(t, NewRequest(sf, httpURL("cvauto.html"), true))
		counts := colourCounts(decode(t, f))
		for what, c := range want {
			if counts[c] < 20 {
				t.Errorf("capture %d (%s): %s (%v) not painted: %d pixels of its colour", i, sf.Name, what, c, counts[c])
			}
		}
		if first, ok := seen[sf.Name]; !ok {
			seen[sf.Name] = f.SHA256
		} else if f.SHA256 != first {
			t.Errorf("capture %d (%s): frame %s, the first was %s", i, sf.Name, f.SHA256, first)
		}
		if !f.Stable {
			t.Errorf("capture %d (%s): not stable after %d frames", i, sf.Name, f.Frames)
		}
	}
}

// TestFullPageScriptBeforeBody captures testdata/cvauto.html served with
// its body held back until its async script has run (lateBody): the load
// event waits for the body, so the frame is the one a reader gets however
// the page's parts arrive, the same frame as the page served at once.
// cvauto.js must therefore wait for the document: a script that reached
// for the button before the parser had made it threw, and under load the
// page showed no button (a frame W1 rightly kept).
func TestFullPageScriptBeforeBody(t *testing.T) {
	testBrowser(t)
	want := map[string]rgb{
		"section 1": {0xe6, 0x39, 0x46}, "section 8": {0x8a, 0xc9, 0x26},
		"button": {0xff, 0x00, 0x6e}, "title": {0x1d, 0x35, 0x57},
	}
	late := shot(t, NewRequest(browser.Web, srv.URL+"/late/cvauto.html", true))
	counts := colourCounts(decode(t, late))
	for what, c := range want {
		if counts[c] < 20 {
			t.Errorf("body served late: %s (%v) not painted: %d pixels of its colour", what, c, counts[c])
		}
	}
	if at := shot(t, NewRequest(browser.Web, httpURL("cvauto.html"), true)); late.SHA256 != at.SHA256 {
		t.Errorf("body served late: frame %s, served at once: %s", late.SHA256, at.SHA256)
	}
}

// TestFullPageFollowedPassNotDecoded bounds what a full-page capture of
// testdata/cvauto.html allocates in this process. Its first tall view is
// as tall as the sections' estimated size (13,000–21,000 CSS px at the web
// size, two or three tiles); once shown, they shrink the page to about
// 2,100 px, so a second pass follows the height and the first is not
// kept. Decoding that first frame for the viewport check and stitching
// its tiles allocated 95–102 MB, all of it thrown away (and, under the
// race detector on a loaded machine, took most of the 30 s a test allows
// a capture); the capture itself, screenshots and the kept frame's check
// included, takes 36–45 MB.
func TestFullPageFollowedPassNotDecoded(t *testing.T) {
	testBrowser(t)
	shot(t, NewRequest(browser.Web, httpURL("cvauto.html"), true)) // warm up
	const limit = 70 << 20
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f := shot(t, NewRequest(browser.Web, httpURL("cvauto.html"), true))
	runtime.ReadMemStats(&after)
	if n := after.TotalAlloc - before.TotalAlloc; n > limit {
		t.Errorf("a full-page capture of cvauto.html (%d frames, %d×%d) allocated %d MB, want at most %d MB", f.Frames, f.Width, f.Height, n>>20, limit>>20)
	}
}

// colourCounts counts the pixels of img by exact colour.
func colourCounts(img image.Image) map[rgb]int {
	n := map[rgb]int{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
			n[rgb{c.R, c.G, c.B}]++
		}
	}
	return n
}
