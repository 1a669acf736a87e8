package capture

// Surface is a device that a page or an MCP App is rendered on (docs/CONTRACTS.md §9):
// its viewport, device scale factor, mobile and touch emulation and user
// agent. The user agents are fixed strings, not the running browser's, so
// that a page that sniffs them sees the same thing on every machine.
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

// Request returns a Request for url on this surface.
func (s Surface) Request(url string, fullPage bool) Request {
	return Request{
		URL: url, Width: s.Width, Height: s.Height,
		DeviceScaleFactor: s.DeviceScaleFactor, Mobile: s.Mobile, Touch: s.Touch,
		UserAgent: s.UserAgent, FullPage: fullPage,
	}
}
