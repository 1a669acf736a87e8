package capture

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/color"
	"image/png"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/browser"
)

// TestShotIsDeterministic captures each page several times — in fresh tabs,
// over the loopback server and from disk — and requires one SHA-256.
func TestShotIsDeterministic(t *testing.T) {
	testBrowser(t)
	tests := []struct {
		name string
		urls []string // every capture must give the same hash
		// check runs on the frame of the first URL.
		check func(t *testing.T, f Frame)
	}{
		{
			name: "static",
			urls: []string{httpURL("static.html"), fileURL(t, "static.html")},
		},
		{
			name: "animation and transition",
			// CSS animations (finite with fill, finite without, infinite),
			// two CSS transitions started by script after load and an
			// infinite Web Animation.
			urls: []string{httpURL("animated.html"), httpURL("animated.html"), fileURL(t, "animated.html")},
			check: func(t *testing.T, f Frame) {
				if f.Animations < 6 {
					t.Errorf("settled %d animations, want at least 6", f.Animations)
				}
				// The transition ran to its end: the bar is 400 px wide and
				// has its final colour (#e9c46a) at its right end.
				if got := rgbAt(t, f, 420, 214); got != (rgb{0xe9, 0xc4, 0x6a}) {
					t.Errorf("bar end = %v, want the transition's final colour", got)
				}
				// The fade-in finished: the hero has its full colour.
				if got := rgbAt(t, f, 600, 40); got != (rgb{0x26, 0x46, 0x53}) {
					t.Errorf("hero = %v, want opaque #264653", got)
				}
			},
		},
		{
			name: "web font",
			// The same font arriving at once, 400 ms late, and from disk.
			urls: []string{httpURL("font.html"), httpURL("slow/font.html"), fileURL(t, "font.html")},
			check: func(t *testing.T, f Frame) {
				if f.FontsReadyMS <= 0 {
					t.Errorf("FontsReadyMS = %d, want > 0 for a page with a web font", f.FontsReadyMS)
				}
				fallback := shot(t, NewRequest(browser.Web, httpURL("font-fallback.html"), false))
				if fallback.SHA256 == f.SHA256 {
					t.Error("the web font page looks like the fallback font page: the font was not waited for")
				}
				if fallback.FontsReadyMS != 0 {
					t.Errorf("fallback page FontsReadyMS = %d, want 0", fallback.FontsReadyMS)
				}
			},
		},
		{
			name: "web font first used after the load event",
			// The font request starts only after the network was idle
			// once (at once and 400 ms late): the capture must wait for
			// it all the same and show what font.html shows.
			urls: []string{httpURL("font-late.html"), httpURL("slow/font-late.html"), fileURL(t, "font-late.html")},
			check: func(t *testing.T, f Frame) {
				if f.FontsReadyMS <= 0 {
					t.Errorf("FontsReadyMS = %d, want > 0", f.FontsReadyMS)
				}
				if early := shot(t, NewRequest(browser.Web, httpURL("font.html"), false)); early.SHA256 != f.SHA256 {
					t.Errorf("the late font page (%s) differs from font.html (%s): the font was not waited for", f.SHA256, early.SHA256)
				}
			},
		},
		{
			name: "page that remembers visitors",
			// Each tab has its own browser context: no cookie or local
			// storage of the first capture reaches the second.
			urls: []string{httpURL("storage.html"), httpURL("storage.html"), fileURL(t, "storage.html")},
			check: func(t *testing.T, f Frame) {
				if got := rgbAt(t, f, 640, 600); got != (rgb{0xff, 0xff, 0xff}) {
					t.Errorf("background %v, want the first-visit white", got)
				}
			},
		},
		{
			name: "autofocus input",
			urls: []string{httpURL("caret.html"), fileURL(t, "caret.html")},
			check: func(t *testing.T, f Frame) {
				// The input is empty: inside its border every pixel is
				// white unless a caret is painted.
				if n := darkPixels(t, f, image.Rect(30, 30, 330, 66)); n != 0 {
					t.Errorf("%d dark pixels inside the empty input: a caret was painted", n)
				}
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var first Frame
			for i, u := range tt.urls {
				f := shot(t, NewRequest(browser.Web, u, false))
				if !f.Stable || !f.NetworkQuiet {
					t.Errorf("%s: Stable=%v NetworkQuiet=%v after %d frames", u, f.Stable, f.NetworkQuiet, f.Frames)
				}
				if i == 0 {
					first = f
					continue
				}
				if f.SHA256 != first.SHA256 {
					t.Errorf("%s: SHA-256 %s, first capture (%s) %s", u, f.SHA256, tt.urls[0], first.SHA256)
				}
			}
			if tt.check != nil {
				tt.check(t, first)
			}
		})
	}
}

// TestShotGeometry checks the PNG size for viewports, scale factors, the
// mobile presets and full-page captures.
func TestShotGeometry(t *testing.T) {
	testBrowser(t)
	dev := func(css int, dsf float64) int { return int(math.Round(float64(css) * dsf)) }
	custom := func(page string, w, h int, dsf float64, full bool) Request {
		return Request{URL: httpURL(page), Width: w, Height: h, DeviceScaleFactor: dsf, FullPage: full}
	}
	tests := []struct {
		name          string
		req           Request
		wantW, wantH  int
		wantTruncated bool
		check         func(t *testing.T, f Frame)
	}{
		{"web viewport", NewRequest(browser.Web, httpURL("static.html"), false), 1280, 900, false, nil},
		{"narrow viewport", custom("static.html", 375, 812, 0, false), 375, 812, false, nil},
		{"scale 2", custom("static.html", 800, 600, 2, false), 1600, 1200, false, nil},
		{"tall page, full", NewRequest(browser.Web, httpURL("tall.html"), true), 1280, 3000, false, func(t *testing.T, f Frame) {
			// The last block (#ffb703) reaches the bottom of the image.
			if got := rgbAt(t, f, 640, 2990); got != (rgb{0xff, 0xb7, 0x03}) {
				t.Errorf("bottom of the full page = %v, want the last block", got)
			}
		}},
		{"short page, full", NewRequest(browser.Web, httpURL("static.html"), true), 1280, 900, false, nil},
		{"tall page, full, capped", func() Request {
			r := NewRequest(browser.Web, httpURL("tall.html"), true)
			r.MaxHeight = 1000
			return r
		}(), 1280, 1000, true, nil},
		{"android", NewRequest(browser.Android, httpURL("mobile.html"), false), dev(412, 2.625), dev(915, 2.625), false, func(t *testing.T, f Frame) {
			// pointer: coarse (touch emulation) turns the box blue.
			if got := rgbAt(t, f, f.Width/2, dev(100, 2.625)); got != (rgb{0x45, 0x7b, 0x9d}) {
				t.Errorf("box = %v, want the touch colour #457b9d", got)
			}
		}},
		{"ios", NewRequest(browser.IOS, httpURL("mobile.html"), false), dev(393, 3), dev(852, 3), false, nil},
		// Right to left, 47 px wider than the viewport: the frame starts
		// at the content's left edge, 47 px left of the viewport
		// (Origin), and the viewport's pixels lie 47 px right in it.
		{"right to left, wider than the viewport", custom("rtl.html", 375, 600, 0, true), 422, 600, false, func(t *testing.T, f Frame) {
			wantPixels(t, f, Origin{X: -47}, []pixelWant{
				{20, 20, rgb{0xfa, 0xfa, 0xfa}, "the page left of the viewport"},
				{50, 20, rgb{0x1d, 0x35, 0x57}, "the block at the viewport's left edge (x 0–30)"},
				{367, 20, rgb{0xfa, 0xfa, 0xfa}, "the page left of the right edge's block"},
				{374, 20, rgb{0xe6, 0x39, 0x46}, "the block at the viewport's right edge (x 325–375)"},
				{10, 80, rgb{0xf5, 0xa6, 0x23}, "the wide row's left end (x −47 to −27)"},
				{30, 80, rgb{0x45, 0x7b, 0x9d}, "the wide row"},
			})
		}},
		// The same under mobile emulation, a page too tall for a tall
		// view (MaxHeight): the frame is the device's width from the
		// viewport's left edge, origin 0, the part left of it left out.
		{"right to left, mobile", func() Request {
			r := custom("rtl.html", 375, 60, 0, true)
			r.Mobile, r.MaxHeight = true, 80
			return r
		}(), 375, 80, true, func(t *testing.T, f Frame) {
			wantPixels(t, f, Origin{}, []pixelWant{
				{3, 20, rgb{0x1d, 0x35, 0x57}, "the block at the viewport's left edge (x 0–30)"},
				{372, 20, rgb{0xe6, 0x39, 0x46}, "the block at the viewport's right edge (x 325–375)"},
				{3, 70, rgb{0x45, 0x7b, 0x9d}, "the wide row"},
			})
		}},
		{"web, no touch", NewRequest(browser.Web, httpURL("mobile.html"), false), 1280, 900, false, func(t *testing.T, f Frame) {
			if got := rgbAt(t, f, 640, 100); got != (rgb{0xe6, 0x39, 0x46}) {
				t.Errorf("box = %v, want the mouse colour #e63946", got)
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			f := shot(t, tt.req)
			if f.Width != tt.wantW || f.Height != tt.wantH {
				t.Errorf("PNG is %d×%d, want %d×%d", f.Width, f.Height, tt.wantW, tt.wantH)
			}
			if f.Truncated != tt.wantTruncated {
				t.Errorf("Truncated = %v, want %v", f.Truncated, tt.wantTruncated)
			}
			cfg, err := png.DecodeConfig(bytes.NewReader(f.PNG))
			if err != nil || cfg.Width != f.Width || cfg.Height != f.Height {
				t.Errorf("PNG header %d×%d (%v) disagrees with the frame %d×%d", cfg.Width, cfg.Height, err, f.Width, f.Height)
			}
			// Every other page starts at the viewport's corner.
			if f.Origin != (Origin{}) && !strings.HasSuffix(tt.req.URL, "/rtl.html") {
				t.Errorf("origin %+v, want the viewport's corner", f.Origin)
			}
			if tt.check != nil {
				tt.check(t, f)
			}
		})
	}
}

// TestShotTimeout: a page whose load never ends fails with the caller's
// deadline, as ErrUnavailable; the browser keeps working.
func TestShotTimeout(t *testing.T) {
	testBrowser(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	_, err := tryShot(t, ctx, NewRequest(browser.Web, httpURL("hang.html"), false))
	if !errors.Is(err, browser.ErrUnavailable) || !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Shot of a page that never loads: %v; want ErrUnavailable and DeadlineExceeded", err)
	}
	if errors.Is(err, ErrBadRequest) {
		t.Errorf("a timeout is not a bad request: %v", err)
	}
	f := shot(t, NewRequest(browser.Web, httpURL("static.html"), false))
	if !f.Stable {
		t.Error("the capture after a timeout is not stable")
	}
}

func TestShotBadRequest(t *testing.T) {
	ok := NewRequest(browser.Web, "http://127.0.0.1/", false)
	tests := []struct {
		name string
		edit func(*Request)
	}{
		{"no URL", func(r *Request) { r.URL = "" }},
		{"javascript URL", func(r *Request) { r.URL = "javascript:alert(1)" }},
		{"data URL", func(r *Request) { r.URL = "data:text/html,hi" }},
		{"zero width", func(r *Request) { r.Width = 0 }},
		{"negative height", func(r *Request) { r.Height = -1 }},
		{"negative scale", func(r *Request) { r.DeviceScaleFactor = -1 }},
		{"NaN scale", func(r *Request) { r.DeviceScaleFactor = math.NaN() }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := ok
			tt.edit(&r)
			_, err := Shot(context.Background(), nil, r)
			if !errors.Is(err, ErrBadRequest) || errors.Is(err, browser.ErrUnavailable) {
				t.Errorf("Shot = %v, want ErrBadRequest only", err)
			}
		})
	}
	t.Run("no tab", func(t *testing.T) {
		if _, err := Shot(context.Background(), nil, ok); !errors.Is(err, ErrBadRequest) {
			t.Errorf("Shot without a tab = %v, want ErrBadRequest", err)
		}
	})
	t.Run("tab that can read the DOM", func(t *testing.T) {
		b := testBrowser(t)
		tab, err := b.NewTab(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		defer tab.Close()
		if _, err := Shot(context.Background(), tab, ok); !errors.Is(err, ErrBadRequest) {
			t.Errorf("Shot on a tab without PixelOnly = %v, want ErrBadRequest", err)
		}
	})
}

// Every host surface makes a valid request.
func TestNewRequest(t *testing.T) {
	for _, s := range browser.Surfaces() {
		r := NewRequest(s, "http://127.0.0.1/", true)
		if _, err := r.withDefaults(); err != nil {
			t.Errorf("%s: %v", s.Name, err)
		}
		if r.surface() != (browser.Surface{Width: s.Width, Height: s.Height, DeviceScaleFactor: s.DeviceScaleFactor, Mobile: s.Mobile, Touch: s.Touch, UserAgent: s.UserAgent}) {
			t.Errorf("%s: the request emulates %+v", s.Name, r.surface())
		}
	}
}

type rgb struct{ R, G, B uint8 }

func decode(t *testing.T, f Frame) image.Image {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(f.PNG))
	if err != nil {
		t.Fatalf("decoding the frame: %v", err)
	}
	return img
}

func rgbAt(t *testing.T, f Frame, x, y int) rgb {
	t.Helper()
	c := color.NRGBAModel.Convert(decode(t, f).At(x, y)).(color.NRGBA)
	return rgb{c.R, c.G, c.B}
}

// darkPixels counts the pixels of r darker than light grey.
func darkPixels(t *testing.T, f Frame, r image.Rectangle) int {
	t.Helper()
	img := decode(t, f)
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := color.GrayModel.Convert(img.At(x, y)).(color.Gray)
			if c.Y < 0xc0 {
				n++
			}
		}
	}
	return n
}

// TestNoBrowser: with TRIBUNAL_BROWSER naming nothing, there is no browser
// to capture with, and the error is the one W1 maps to AUDIT_UNAVAILABLE.
func TestNoBrowser(t *testing.T) {
	t.Setenv(browser.EnvBrowser, "/nonexistent")
	_, err := browser.New(browser.Options{})
	if !errors.Is(err, browser.ErrNoBrowser) || !errors.Is(err, browser.ErrUnavailable) {
		t.Fatalf("browser.New with TRIBUNAL_BROWSER=/nonexistent: %v; want ErrNoBrowser (ErrUnavailable)", err)
	}
}

// pixelWant is a frame pixel a geometry row expects, and what it shows.
type pixelWant struct {
	x, y int
	want rgb
	what string
}

// wantPixels checks a frame's origin and the pixels a row expects.
func wantPixels(t *testing.T, f Frame, origin Origin, ps []pixelWant) {
	t.Helper()
	if f.Origin != origin {
		t.Errorf("origin %+v, want %+v", f.Origin, origin)
	}
	for _, p := range ps {
		if got := rgbAt(t, f, p.x, p.y); got != p.want {
			t.Errorf("(%d, %d) = %v, want %v: %s", p.x, p.y, got, p.want, p.what)
		}
	}
}
