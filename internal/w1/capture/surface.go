package capture

import "github.com/tribunal-dev/tribunal/internal/browser"

// NewRequest returns a Request for url on surface sf (browser.Web,
// browser.Android, browser.IOS): the surface's viewport, scale, mobile and
// touch emulation and user agent.
func NewRequest(sf browser.Surface, url string, fullPage bool) Request {
	return Request{
		URL: url, Width: sf.Width, Height: sf.Height,
		DeviceScaleFactor: sf.DeviceScaleFactor, Mobile: sf.Mobile, Touch: sf.Touch,
		UserAgent: sf.UserAgent, FullPage: fullPage,
	}
}
