package capture

import (
	"context"
	"image"
	"image/color"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/browser"
)

// TestFullPageAsLoaded captures testdata/resize.html, whose script moves
// its content 104 px left and turns a mark red on every resize (Start
// Bootstrap SB Admin 2 collapses its sidebar so), at the web and mobile
// sizes, and requires the page as a visitor loads it: the mark green, the
// sidebar painted, the content beside it, the header fixed to the top
// drawn once, the sticky bar once, where it stands before any scroll, and
// the frame as tall as the page as loaded, loaded a second time in a view
// that tall (Frame.Reloaded). The tall view alone resizes the page, and
// its frame shows the content moved and the mark red.
func TestFullPageAsLoaded(t *testing.T) {
	testBrowser(t)
	var (
		green  = rgb{0x00, 0xaa, 0x00}
		red    = rgb{0xaa, 0x00, 0x00}
		side   = rgb{0x4e, 0x73, 0xdf}
		block  = rgb{0xe6, 0x39, 0x46}
		header = rgb{0x12, 0x34, 0x56}
		sticky = rgb{0xab, 0xcd, 0xef}
		footer = rgb{0xff, 0x88, 0x00}
	)
	for _, sf := range []browser.Surface{browser.Web, browser.Android} {
		t.Run(sf.Name, func(t *testing.T) {
			f := shot(t, NewRequest(sf, httpURL("resize.html"), true))
			if !f.Reloaded || f.ViewChanged {
				t.Errorf("Reloaded %v, ViewChanged %v; want the page loaded again in a tall view", f.Reloaded, f.ViewChanged)
			}
			img := decode(t, f)
			counts := colourCounts(img)
			dsf := sf.DeviceScaleFactor
			px := func(cssW, cssH float64) int { return int(cssW * dsf * cssH * dsf) }
			within := func(what string, c rgb, want int) {
				t.Helper()
				if n := counts[c]; n < want*9/10 || n > want*11/10 {
					t.Errorf("%s (%v): %d pixels, want about %d", what, c, n, want)
				}
			}
			w := float64(sf.Width)
			if counts[red] > 0 {
				t.Errorf("the mark is red in %d pixels: the page saw a resize", counts[red])
			}
			within("the mark", green, px(w-104, 40))
			within("the sidebar", side, px(104, 600))
			within("the first block, beside the sidebar", block, px(w-104, 400))
			within("the fixed header, once", header, px(w, 48))
			within("the sticky bar, once", sticky, px(w-104, 40))
			within("the footer", footer, px(w-104, 60))
			// The content starts 104 px from the left: the first block's
			// row 300 px down begins with the sidebar's colour.
			y := int(300 * dsf)
			if c := at(img, int(50*dsf), y); c != side {
				t.Errorf("at (50, 300) CSS px: %v, want the sidebar %v", c, side)
			}
			if c := at(img, int(110*dsf), y); c != block {
				t.Errorf("at (110, 300) CSS px: %v, want the first block %v", c, block)
			}
			if want := int(2188 * dsf); f.Height < want-2 || f.Height > want+2 {
				t.Errorf("frame %d px tall, want the page as loaded, %d", f.Height, want)
			}
		})
	}
}

// at is the colour of img's pixel (x, y).
func at(img image.Image, x, y int) rgb {
	c := color.NRGBAModel.Convert(img.At(img.Bounds().Min.X+x, img.Bounds().Min.Y+y)).(color.NRGBA)
	return rgb{c.R, c.G, c.B}
}

// TestFullPageSecondLoadRefused captures testdata/resize.html from a
// server that answers its first request only and drops every later one:
// the second load, in the tall view, fails to navigate. The frame of the
// tall view stands (Frame.ViewChanged), as when the second load shows
// something else; the capture does not fail.
func TestFullPageSecondLoadRefused(t *testing.T) {
	testBrowser(t)
	var served atomic.Int32
	once := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/resize.html" && served.Add(1) > 1 {
			if c, _, err := http.NewResponseController(w).Hijack(); err == nil {
				c.Close()
			}
			return
		}
		// Not from the cache: the second load must ask the server.
		w.Header().Set("Cache-Control", "no-store")
		http.FileServer(http.Dir("testdata")).ServeHTTP(w, r)
	}))
	defer once.Close()
	defer once.CloseClientConnections()
	f, err := tryShot(t, context.Background(), NewRequest(browser.Web, once.URL+"/resize.html", true))
	if err != nil {
		t.Fatalf("Shot: %v; want the tall view's frame when the second load is refused", err)
	}
	if n := served.Load(); n < 2 {
		t.Fatalf("the page was requested %d times; want a second load to be tried", n)
	}
	if f.Reloaded || !f.ViewChanged {
		t.Errorf("Reloaded %v, ViewChanged %v; want the tall view's frame, marked ViewChanged", f.Reloaded, f.ViewChanged)
	}
	if len(f.PNG) == 0 {
		t.Error("no frame")
	}
}
