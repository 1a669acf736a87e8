package browser

import (
	"context"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// Surface is a device that a page or an MCP App is rendered on (docs/CONTRACTS.md §9):
// its viewport, device scale factor, mobile and touch emulation and user
// agent. The user agents are fixed strings, not the running browser's, so
// that a page that sniffs them sees the same thing on every machine. It
// lives here, beside the tabs, because both witnesses put a tab on the same
// surface: W1 to capture it (internal/w1/capture), and both to mount an MCP
// App in the test host (internal/mcpapp/runner).
type Surface struct {
	Name              string
	Width, Height     int // viewport, CSS pixels
	DeviceScaleFactor float64
	Mobile, Touch     bool
	UserAgent         string
}

// The three host surfaces.
var (
	// Web is a desktop browser window at 1280×900 CSS pixels, scale 1.
	Web = Surface{
		Name: "web", Width: 1280, Height: 900, DeviceScaleFactor: 1,
		UserAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
	}
	// Android is a Pixel 8: 412×915 CSS pixels at 2.625, mobile, touch,
	// Chrome for Android.
	Android = Surface{
		Name: "android", Width: 412, Height: 915, DeviceScaleFactor: 2.625, Mobile: true, Touch: true,
		UserAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
	}
	// IOS is an iPhone 15: 393×852 CSS pixels at 3, mobile, touch, Safari.
	IOS = Surface{
		Name: "ios", Width: 393, Height: 852, DeviceScaleFactor: 3, Mobile: true, Touch: true,
		UserAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
	}
)

// Surfaces lists the host surfaces in a fixed order.
func Surfaces() []Surface { return []Surface{Web, Android, IOS} }

// SurfaceNamed returns the surface called name ("web", "android", "ios").
func SurfaceNamed(name string) (Surface, bool) {
	for _, s := range Surfaces() {
		if s.Name == name {
			return s, true
		}
	}
	return Surface{}, false
}

// Emulate puts a tab on surface s: it fixes the viewport and screen, the
// device scale factor, mobile and touch emulation, the media features
// (screen, reduced motion, light colour scheme, no automatic dark mode),
// hidden scroll bars and, when s names one, the user agent. A zero scale
// factor is 1. The emulation stays on the tab.
func Emulate(s Surface) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		dsf := s.DeviceScaleFactor
		if dsf == 0 {
			dsf = 1
		}
		orientation := &emulation.ScreenOrientation{Type: emulation.ScreenOrientationTypePortraitPrimary}
		if s.Width > s.Height {
			orientation = &emulation.ScreenOrientation{Type: emulation.ScreenOrientationTypeLandscapePrimary, Angle: 90}
		}
		steps := []func() error{
			func() error {
				_, err := cdp.Call(ctx, t, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{
					Width:             int64(s.Width),
					Height:            int64(s.Height),
					DeviceScaleFactor: dsf,
					Mobile:            s.Mobile,
					ScreenWidth:       int64(s.Width),
					ScreenHeight:      int64(s.Height),
					ScreenOrientation: orientation,
				})
				return err
			},
			func() error {
				p := emulation.SetTouchEmulationEnabledParams{Enabled: s.Touch}
				if s.Touch {
					p.MaxTouchPoints = 5
				}
				_, err := cdp.Call(ctx, t, emulation.SetTouchEmulationEnabled, p)
				return err
			},
			func() error {
				_, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
					Media: "screen",
					Features: []*emulation.MediaFeature{
						{Name: "prefers-reduced-motion", Value: "reduce"},
						{Name: "prefers-color-scheme", Value: "light"},
					},
				})
				return err
			},
			func() error {
				_, err := cdp.Call(ctx, t, emulation.SetAutoDarkModeOverride, emulation.SetAutoDarkModeOverrideParams{Enabled: new(false)})
				return err
			},
			func() error {
				_, err := cdp.Call(ctx, t, emulation.SetScrollbarsHidden, emulation.SetScrollbarsHiddenParams{Hidden: true})
				return err
			},
			func() error {
				if s.UserAgent == "" {
					return nil
				}
				_, err := cdp.Call(ctx, t, emulation.SetUserAgentOverride, emulation.SetUserAgentOverrideParams{
					UserAgent:      s.UserAgent,
					AcceptLanguage: "en-US",
				})
				return err
			},
		}
		for _, step := range steps {
			if err := step(); err != nil {
				return err
			}
		}
		return nil
	})
}
