package report

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"regexp"
	"strconv"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/report/reporttest"
)

// svgRect is one box drawn over a frame: its class and its place in the
// frame (CSS px).
var svgRect = regexp.MustCompile(`<rect class="([a-z ]+)" x="([-0-9.]+)" y="([-0-9.]+)" width="([0-9.]+)" height="([0-9.]+)"></rect>`)

// frameSVG is the overlay of the frame keyed key in a request view.
func frameSVG(t *testing.T, html, key string) string {
	t.Helper()
	m := regexp.MustCompile(`(?s)<section class="frame"[^>]* data-frame="` + regexp.QuoteMeta(key) + `".*?(<svg .*?</svg>)`).FindStringSubmatch(html)
	if m == nil {
		t.Fatalf("no overlay for frame %s", key)
	}
	return m[1]
}

// checkOverlay: the overlay of frame f (over a 1:1 PNG) draws boxes
// rects exactly around the element's painted block: every pixel inside
// the rectangle is the block's, every pixel of the ring just outside it
// (within the frame) is the page's white. It reads the pixels, not
// Frame.Place.
func checkOverlay(t *testing.T, svg string, pngBytes []byte, rects int) {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(pngBytes))
	if err != nil {
		t.Fatal(err)
	}
	block := color.NRGBAModel.Convert(color.NRGBA{120, 0, 0, 255})
	got := svgRect.FindAllStringSubmatch(svg, -1)
	if len(got) != rects {
		t.Fatalf("%d rectangles drawn, want %d:\n%s", len(got), rects, svg)
	}
	for _, m := range got {
		var v [4]int
		for i := range v {
			f, err := strconv.ParseFloat(m[2+i], 64)
			if err != nil || f != float64(int(f)) {
				t.Fatalf("%s: %q is not a whole pixel", m[0], m[2+i])
			}
			v[i] = int(f)
		}
		r := image.Rect(v[0], v[1], v[0]+v[2], v[1]+v[3])
		bad := 0
		for y := r.Min.Y - 1; y <= r.Max.Y; y++ {
			for x := r.Min.X - 1; x <= r.Max.X; x++ {
				p := image.Pt(x, y)
				if !p.In(img.Bounds()) {
					continue
				}
				c := color.NRGBAModel.Convert(img.At(x, y))
				if inside := p.In(r); inside != (c == block) {
					bad++
				}
			}
		}
		if bad > 0 {
			t.Errorf("%s (%s) is not the painted block: %d pixels inside it are not the block's or around it are", m[1], m[0], bad)
		}
	}
}

// TestOverlayOrigin: over a frame whose first pixel lies 20 px left of
// the viewport (reporttest's desktop frame, origin −20), the overlay
// draws W2's boxes 20 px right of their viewport coordinates, on the
// element's pixels; over a frame at the viewport's corner, where they
// are. The view's overlay is also held against a golden file.
func TestOverlayOrigin(t *testing.T) {
	hero := &events.Rect{X: 30, Y: 30, W: 260, H: 100} // where W2 measured it, in the viewport
	frame := func(o events.Origin, block image.Rectangle) (Frame, []byte) {
		return Frame{Key: "home@desktop/web", Screen: "home", Breakpoint: "desktop", Surface: "web",
			Width: reporttest.DesktopW, Height: reporttest.DesktopH, Origin: o, DiffPixels: -1, Status: "pass", Deviations: []Finding{},
			Boxes: []Box{{Anchor: "box-0-0", Element: "hero", Selector: "#hero", Status: events.ElementPass, Measured: hero, Declared: hero}},
		}, reporttest.PNG(reporttest.DesktopW, reporttest.DesktopH, block)
	}
	for _, tc := range []struct {
		name   string
		origin events.Origin
		block  image.Rectangle // where the frame shows the hero
		golden string
	}{
		{"overflowing left", reporttest.DesktopOrigin, reporttest.DesktopHero, "overlay-origin.golden.html"},
		{"at the viewport's corner", events.Origin{}, image.Rect(30, 30, 290, 130), ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, shot := frame(tc.origin, tc.block)
			r := &Report{RequestID: "r", State: events.StateHold, AttemptID: "a1", Generated: "2026-12-07T00:00:00Z",
				W3: &govern.W3Output{}, Unplaced: []Finding{}, Frames: []Frame{f}}
			svg := frameSVG(t, view(t, r), f.Key)
			if tc.golden != "" {
				golden(t, tc.golden, []byte(svg+"\n"))
			}
			checkOverlay(t, svg, shot, 2)
		})
	}
}
