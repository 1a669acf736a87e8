package capture

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"image/png"
	"math"
	"net/url"
	"time"

	"github.com/cespare/xxhash/v2"
	"github.com/chromedp/cdproto/animation"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/browser"
	"github.com/tribunal-dev/tribunal/internal/pause"
)

// ErrBadRequest means that the Request itself is invalid; the browser was
// not asked anything. It does not wrap browser.ErrUnavailable.
var ErrBadRequest = errors.New("capture: bad request")

// Defaults for the zero values of the Request's tuning fields.
const (
	// DefaultQuietWindow is the settle after the in-flight count reaches
	// zero: long enough for a finished response to start the request it
	// leads to on an idle renderer. It need not be longer: a request that
	// starts later, during a screenshot's layout or between two
	// screenshots, voids the round (see settle) instead of slipping
	// through.
	DefaultQuietWindow  = 100 * time.Millisecond
	DefaultMaxQuietWait = 10 * time.Second
	DefaultMaxFrames    = 12
	// DefaultFrameInterval is the pause between two screenshots of one
	// capture: one frame at 60 Hz, room for the page's own timers and
	// animation frame between two forced ones. Every screenshot forces a
	// fresh compositor frame by itself, so the pause is not what makes two
	// screenshots two frames.
	DefaultFrameInterval = 16 * time.Millisecond
	// DefaultTileHeight is the tallest single screenshot, in device
	// pixels; a taller full page is captured in tiles and stitched (see
	// tile.go). 8192 keeps every tile well inside the 16384 px texture
	// limit of GPU compositing.
	DefaultTileHeight = 8192
	// MaxFramePixels bounds a frame's width × height in device pixels:
	// 1 GiB of RGBA, the most internal/w1/pixeldiff decodes. A full page
	// taller than that is cut (Frame.Truncated).
	MaxFramePixels = 1 << 28
)

// Request says what to capture and how.
type Request struct {
	// URL is the page: http, https or file.
	URL string
	// Width and Height are the viewport in CSS pixels.
	Width, Height int
	// DeviceScaleFactor is the ratio of device pixels to CSS pixels; zero
	// means 1.
	DeviceScaleFactor float64
	// Mobile emulates a mobile device (viewport meta tag, overlay
	// scrollbars, text autosizing).
	Mobile bool
	// Touch enables touch emulation (pointer: coarse, touch events).
	Touch bool
	// UserAgent overrides the browser's user agent when not empty.
	UserAgent string
	// FullPage captures the whole scrollable height at the viewport width,
	// instead of the viewport alone.
	FullPage bool

	// QuietWindow is how long the in-flight request count must stay at
	// zero before the page counts as loaded; zero means
	// DefaultQuietWindow.
	QuietWindow time.Duration
	// MaxQuietWait bounds the waits for network quiet of one capture, all
	// rounds together, after the load event; a page that keeps a request
	// open for longer is captured anyway, with Frame.NetworkQuiet false.
	// Zero means DefaultMaxQuietWait.
	MaxQuietWait time.Duration
	// MaxFrames bounds the screenshots taken while waiting for two identical
	// frames in a row; zero means DefaultMaxFrames.
	MaxFrames int
	// FrameInterval is the pause between two screenshots; zero means
	// DefaultFrameInterval.
	FrameInterval time.Duration
	// MaxHeight caps a full-page capture, in CSS pixels; zero means as
	// tall as MaxFramePixels allows (a 1280 px wide page at scale 1: over
	// 200,000 CSS px).
	MaxHeight int
	// TileHeight is the tallest single screenshot in device pixels; a
	// taller full page is captured in tiles. Zero means DefaultTileHeight.
	TileHeight int

	// Candidate, when set, is called with every screenshot taken in one
	// piece that another screenshot follows, as soon as it arrives (on the
	// capture's goroutine, before the next screenshot; it must not block
	// and must not modify the bytes). The kept frame is the second of two
	// byte-identical screenshots in a row, so a caller may start its own
	// work on a candidate while the next one is taken, and keep that work
	// only when Frame.PNG is byte for byte the candidate's PNG. Nothing
	// about the capture depends on it. at is where the candidate's
	// top-left pixel lies in the page (Frame.Origin).
	Candidate func(png []byte, at Origin)
}

// Origin is where a frame's top-left pixel lies in the page's viewport
// at scroll 0 (the coordinates of getBoundingClientRect on a page as
// loaded, in which a skeleton declares its boxes), in CSS pixels. It is
// the zero Origin except for a page whose content overflows its viewport
// to the left (a page laid out right to left whose content is wider than
// the viewport) captured to its full width (not under mobile emulation,
// where a frame starts at the viewport's left edge): the frame then starts at the
// content's left edge, X < 0 (Tabler's RTL demo at 375 px: −46), and a
// box declared at x lies at x − X in the frame. It is the page's scroll
// origin (originOf); the page's own scroll position does not enter it.
type Origin struct{ X, Y float64 }

// Frame is one settled screenshot.
type Frame struct {
	// PNG is the image, exactly as Chromium encoded it, or, for a page
	// captured in tiles, as this package stitched and encoded it.
	PNG []byte
	// SHA256 is the lowercase hex SHA-256 of PNG.
	SHA256 string
	// Width and Height are the image size in device pixels, read from PNG.
	Width, Height int
	// FontsReadyMS is the time from the start of the document request to the
	// end of the last web-font request, in milliseconds on the browser's
	// clock; 0 when the page loaded no web font.
	FontsReadyMS int64
	// ReadyMS is the time from the navigation to the settled frame, in
	// milliseconds.
	ReadyMS int64
	// Frames is the number of screenshots taken.
	Frames int
	// Stable is true when the last two screenshots were identical.
	Stable bool
	// NetworkQuiet is false when requests were still open after
	// Request.MaxQuietWait (at the last screenshot).
	NetworkQuiet bool
	// Animations is the number of animations paused and sought.
	Animations int
	// Truncated is true when a full-page capture was cut at MaxHeight or
	// at MaxFramePixels.
	Truncated bool
	// Blocked lists what the page tried to reach outside its own origin
	// and the tab refused, when the frame was taken (browser.Tab.Blocked).
	Blocked []string
	// Tiles is the number of screenshots stitched into PNG: 1 for a
	// viewport or an ordinary page, more for a page taller than
	// Request.TileHeight.
	Tiles int
	// Reloaded is true when the page changed what its viewport shows
	// once the full-page capture had resized its view, and the frame is
	// of the page loaded again in a view as tall as it (reload.go).
	Reloaded bool
	// Origin places the frame in the page's viewport (see Origin).
	Origin Origin
	// ViewChanged is true when the page changed what its viewport shows
	// once the full-page capture had resized its view, and no second load
	// gave the page as first loaded (the page outgrew the view it was
	// loaded in, its top differed, or it was too tall for one view): the
	// frame is of the tall view, and may show the page as a resize left
	// it.
	ViewChanged bool
}

func (r Request) withDefaults() (Request, error) {
	u, err := url.Parse(r.URL)
	switch {
	case err != nil:
		return r, fmt.Errorf("%w: URL %q: %w", ErrBadRequest, r.URL, err)
	case u.Scheme != "http" && u.Scheme != "https" && u.Scheme != "file":
		return r, fmt.Errorf("%w: URL %q: scheme must be http, https or file", ErrBadRequest, r.URL)
	case r.Width <= 0 || r.Height <= 0:
		return r, fmt.Errorf("%w: viewport %d×%d", ErrBadRequest, r.Width, r.Height)
	case r.DeviceScaleFactor < 0 || math.IsNaN(r.DeviceScaleFactor) || math.IsInf(r.DeviceScaleFactor, 0):
		return r, fmt.Errorf("%w: device scale factor %v", ErrBadRequest, r.DeviceScaleFactor)
	}
	if r.DeviceScaleFactor == 0 {
		r.DeviceScaleFactor = 1
	}
	if r.QuietWindow <= 0 {
		r.QuietWindow = DefaultQuietWindow
	}
	if r.MaxQuietWait <= 0 {
		r.MaxQuietWait = DefaultMaxQuietWait
	}
	if r.MaxFrames < 2 {
		r.MaxFrames = DefaultMaxFrames
	}
	if r.FrameInterval <= 0 {
		r.FrameInterval = DefaultFrameInterval
	}
	// The pixel budget caps the height, whatever MaxHeight says.
	budget := int(float64(MaxFramePixels) / (math.Ceil(float64(r.Width)*r.DeviceScaleFactor) * r.DeviceScaleFactor))
	if r.MaxHeight <= 0 || r.MaxHeight > budget {
		r.MaxHeight = budget
	}
	if r.TileHeight <= 0 {
		r.TileHeight = DefaultTileHeight
	}
	return r, nil
}

// Shot loads req.URL in tab and returns the settled frame. Use a fresh tab
// per screen and breakpoint: the emulation stays on the tab. ctx bounds the
// whole capture; when it ends first, the error wraps both
// browser.ErrUnavailable and ctx's error. A page that does not load at all
// (a network error, a blocked host) is ErrUnavailable too; an HTTP error
// page is captured like any other page. An invalid req, or a tab not opened
// with browser.PixelOnly, is ErrBadRequest.
func Shot(ctx context.Context, tab *browser.Tab, req Request) (Frame, error) {
	req, err := req.withDefaults()
	if err != nil {
		return Frame{}, err
	}
	if tab == nil || !tab.PixelOnly() {
		return Frame{}, fmt.Errorf("%w: the tab must be opened with browser.PixelOnly", ErrBadRequest)
	}
	tctx, cancel := tab.Context(ctx)
	defer cancel()

	w := newWatch()
	if err := chromedp.Listen(tctx, w.event); err != nil {
		return Frame{}, unavailable(ctx, "listen", err)
	}
	if err := chromedp.Do(tctx, browser.Emulate(req.surface()), chromedp.Func(enableAnimations)); err != nil {
		return Frame{}, unavailable(ctx, "emulate", err)
	}

	// The page may reach its own origin and nothing else (the tab's
	// network guard, internal/browser/netguard); a file:// page no network.
	if err := tab.Allow(req.URL); err != nil {
		return Frame{}, fmt.Errorf("%w: %w", ErrBadRequest, err)
	}
	start := time.Now()
	if err := chromedp.Do(tctx, chromedp.Navigate(req.URL)); err != nil {
		return Frame{}, unavailable(ctx, "navigate "+req.URL, err)
	}
	f, err := settle(tctx, w, req, true)
	if err != nil {
		return Frame{}, unavailable(ctx, "settle "+req.URL, err)
	}
	f.Blocked = tab.Blocked()
	f.ReadyMS = time.Since(start).Milliseconds()
	f.FontsReadyMS = w.fontsReadyMS()
	return f, nil
}

// unavailable wraps err as browser.ErrUnavailable, naming the caller's
// context error when that is what ended the capture.
func unavailable(ctx context.Context, op string, err error) error {
	if cerr := context.Cause(ctx); cerr != nil && !errors.Is(err, cerr) {
		err = fmt.Errorf("%w (%w)", cerr, err)
	}
	return browser.Unavailable("capture: "+op, err)
}

// surface is the device req emulates (browser.Emulate).
func (r Request) surface() browser.Surface {
	return browser.Surface{
		Width: r.Width, Height: r.Height, DeviceScaleFactor: r.DeviceScaleFactor,
		Mobile: r.Mobile, Touch: r.Touch, UserAgent: r.UserAgent,
	}
}

func enableAnimations(ctx context.Context, t *chromedp.Target) error {
	_, err := cdp.Call(ctx, t, animation.Enable, cdp.Empty{})
	return err
}

// settle waits for network quiet, settles animations and takes screenshots
// until two in a row are identical with nothing started in between.
//
// Readiness comes from events, not from sleeping: the network is idle when
// the Network domain's in-flight count reaches zero (plus the short
// QuietWindow settle, see waitQuiet); a frame is a compositor frame that
// Page.captureScreenshot itself forces (style, layout, paint, the page's
// animation-frame callbacks), so no pause is needed for the page to draw.
// That forced layout is also when the page asks for what it turns out to
// need — a web font first used by text, a lazy image near the viewport —
// so a round counts only if no request started or ended between the start
// of the first screenshot compared and the end of the second (the network
// generation of the watch), and no new animation started either.
//
// Why two full screenshots, not one: no event the pixel tab may listen to
// says that a script repaints (a canvas loop, a clock, restless.html in
// internal/w1/pixelcheck's tests); only comparing two frames shows it, and a
// smaller second frame (the viewport, a lower scale) would miss a change
// below the fold or under a pixel. The second frame also confirms that the
// animations' seeks landed: a pause takes effect at the next frame and can
// carry the first seek one frame past its target. The same page twice
// therefore gives the same bytes: the kept frame is one the page repeated
// with no request and no animation started around it.
//
// again allows a full page that reacts to the resizes of its capture to be
// loaded again (reload.go); a Live page, whose state the caller drives,
// is not.
func settle(ctx context.Context, w *watch, req Request, again bool) (Frame, error) {
	var f Frame
	// One budget for all the waits of this settle: a page that keeps a
	// request open is waited for once, not on every round.
	giveUp := time.Now().Add(req.MaxQuietWait)
	// The first screenshot is taken as soon as nothing is in flight, while
	// the quiet window runs: every later one waits the window out first
	// (below), and a round counts only with no request started or ended
	// from the start of its first screenshot to the end of its second, so
	// the kept frame still follows QuietWindow of quiet, and the first
	// screenshot's time overlaps the window instead of following it.
	quiet, err := w.waitQuiet(ctx, 0, req.MaxQuietWait)
	if err != nil {
		return f, err
	}
	f.NetworkQuiet = quiet
	if req.FullPage {
		// The whole page in a view as tall as the page (tallview.go);
		// the viewport or captureBeyondViewport where that is not the page
		// a reader sees.
		tf, ok, err := settleTall(ctx, w, req, giveUp, f, again)
		if err != nil || ok {
			return tf, err
		}
		f.Animations = tf.Animations
	}
	last, err := rounds(ctx, w, req, giveUp, &f, screenshot(req))
	if err != nil {
		return f, err
	}
	return finish(f, last)
}

// rounds takes screenshots with shoot until two in a row are identical
// with nothing started in between (see settle), at most req.MaxFrames, and
// returns the last. A round whose shot says resized (the view was made to
// fit the page, no screenshot) starts the comparison over.
func rounds(ctx context.Context, w *watch, req Request, giveUp time.Time, f *Frame, shoot chromedp.Action[shotResult]) (shotResult, error) {
	var prev uint64
	var last shotResult
	prevGen, prevNet := -1, -1
	var err error
	for tries := 0; f.Frames < req.MaxFrames && tries < 2*req.MaxFrames; tries++ {
		if tries > 0 {
			if err := pause.For(ctx, req.FrameInterval); err != nil {
				return last, err
			}
			// Requests started by the last round (lazy images, a font that
			// the screenshot's layout or a seek made visible) must finish
			// first.
			if f.NetworkQuiet, err = w.waitQuiet(ctx, req.QuietWindow, time.Until(giveUp)); err != nil {
				return last, err
			}
		}
		n, err := chromedp.Run(ctx, settleAnimations(w))
		if err != nil {
			return last, err
		}
		f.Animations += n
		gen, net := w.animationGen(), w.networkGen()
		shot, err := chromedp.Run(ctx, shoot)
		if err != nil {
			return last, err
		}
		if shot.resized {
			prevGen, prevNet = -1, -1
			continue
		}
		f.Frames++
		// Rounds compare the tiles as taken; they are stitched once, at
		// the end.
		h := shot.identity()
		last = shot
		f.Truncated, f.Tiles = shot.truncated, len(shot.pngs)
		// While requests stay open past MaxQuietWait (f.NetworkQuiet
		// false), their coming and going cannot hold the frame back: the
		// frames alone decide.
		netStill := !f.NetworkQuiet || (net == prevNet && net == w.networkGen())
		if prevGen >= 0 && h == prev && gen == prevGen && gen == w.animationGen() && netStill {
			f.Stable = true
			break
		}
		prev, prevGen, prevNet = h, gen, net
		if req.Candidate != nil && len(shot.pngs) == 1 && f.Frames < req.MaxFrames {
			req.Candidate(shot.pngs[0], shot.origin)
		}
	}
	if last.pngs == nil {
		return last, fmt.Errorf("%w: no screenshot in %d rounds", errNotTall, 2*req.MaxFrames)
	}
	return last, nil
}

// finish stitches the kept round's tiles and fills in f's image fields.
func finish(f Frame, last shotResult) (Frame, error) {
	var err error
	if len(last.pngs) == 1 {
		f.PNG = last.pngs[0]
	} else if f.PNG, err = stitch(last.pngs); err != nil {
		return f, err
	}
	sum := sha256.Sum256(f.PNG)
	f.SHA256 = hex.EncodeToString(sum[:])
	cfg, err := png.DecodeConfig(bytes.NewReader(f.PNG))
	if err != nil {
		return f, fmt.Errorf("decoding the screenshot: %w", err)
	}
	f.Width, f.Height = cfg.Width, cfg.Height
	f.Origin = last.origin
	return f, nil
}

// shotResult is one round's screenshot: one PNG, or the tiles of a tall
// page, top to bottom.
type shotResult struct {
	pngs      [][]byte
	truncated bool
	// resized says that the round resized the view instead (tallview.go).
	resized bool
	// origin places the screenshot in the page's viewport (Origin).
	origin Origin
}

// identity is what two rounds compare: the 64-bit xxhash of the tiles'
// lengths and bytes, in order (one PNG is one tile). It only decides
// when the page has stopped changing, so a fast non-cryptographic hash
// is the right one: a collision, which a page cannot aim for in a PNG the
// browser encodes, would only end the settling one round early — as the
// page could by not animating at all — and the frame that is kept is
// hashed with SHA-256 for the record (Frame.SHA256). Only the previous
// round's 8 bytes are kept, not its PNGs.
func (s shotResult) identity() uint64 {
	d := xxhash.New()
	var n [8]byte
	for _, p := range s.pngs {
		binary.LittleEndian.PutUint64(n[:], uint64(len(p)))
		d.Write(n[:])
		d.Write(p)
	}
	return d.Sum64()
}

// screenshot captures the viewport, or the full page at the viewport width:
// in one screenshot when it is at most req.TileHeight device pixels tall,
// else in tiles (tile.go).
func screenshot(req Request) chromedp.Action[shotResult] {
	return func(ctx context.Context, t *chromedp.Target) (shotResult, error) {
		if !req.FullPage {
			data, err := capturePNG(ctx, t, nil)
			return shotResult{pngs: [][]byte{data}}, err
		}
		m, err := cdp.Call(ctx, t, page.GetLayoutMetrics, cdp.Empty{})
		if err != nil {
			return shotResult{}, err
		}
		// A desktop page wider than the viewport (one that scrolls
		// sideways) is captured to its full width too: what lies beyond
		// the viewport's right edge is part of the page a reader scrolls
		// to. Not under mobile emulation: there a page without a viewport
		// meta tag lays out 980 px wide and is shown zoomed out, so its
		// content width is not a sideways scroll.
		w, h := req.Width, req.Height
		if m.CSSContentSize != nil {
			if !req.Mobile {
				w = max(w, int(math.Ceil(m.CSSContentSize.Width)))
			}
			h = max(h, int(math.Ceil(m.CSSContentSize.Height)))
		}
		if w > req.Width {
			if budget := int(float64(MaxFramePixels) / (math.Ceil(float64(w)*req.DeviceScaleFactor) * req.DeviceScaleFactor)); budget < req.MaxHeight {
				req.MaxHeight = budget
			}
		}
		var truncated bool
		if h > req.MaxHeight {
			h, truncated = req.MaxHeight, true
		}
		if w == req.Width && h == req.Height && !truncated {
			// The page fits the viewport: the viewport is the full page,
			// captured as it is, without the resize to a clip beyond it
			// (a relayout, a raster and another relayout back).
			data, err := capturePNG(ctx, t, nil)
			return shotResult{pngs: [][]byte{data}}, err
		}
		// A clip beyond the viewport is placed from the content's
		// top-left corner, not from the viewport's: for a page that
		// overflows its viewport to the left (right to left, wider than
		// the viewport) the frame starts left of the viewport, where its
		// content does, and the declared boxes are moved by as much
		// (Origin).
		var origin Origin
		if lv, vv := m.CSSLayoutViewport, m.CSSVisualViewport; lv != nil && vv != nil {
			origin = scrollOrigin(float64(lv.PageX), float64(lv.PageY), vv.PageX-vv.OffsetX, vv.PageY-vv.OffsetY)
		}
		// Under mobile emulation the frame is the device's width, not the
		// content's: it starts at the viewport's left edge, so that the
		// part left of it, not the viewport's right side, is left out.
		var x float64
		if req.Mobile {
			x, origin.X = -origin.X, 0
		}
		tiles := tileRows(h, req.DeviceScaleFactor, req.TileHeight)
		pngs := make([][]byte, len(tiles))
		for i, tl := range tiles {
			clip := &page.Viewport{X: x, Y: float64(tl.y), Width: float64(w), Height: float64(tl.h), Scale: 1}
			if pngs[i], err = capturePNG(ctx, t, clip); err != nil {
				return shotResult{}, err
			}
		}
		return shotResult{pngs: pngs, truncated: truncated, origin: origin}, nil
	}
}

// scrollOrigin is where the content's top-left corner lies in the page's
// viewport at scroll 0 (Origin), from the layout metrics: the layout
// viewport's position (layoutX, layoutY: cssLayoutViewport's pageX and
// pageY) is measured from that corner — 47 for a page that overflows its
// viewport by 47 px to the left, as loaded —, the visual viewport's
// (visualX, visualY: cssVisualViewport's pageX and pageY less its
// offsets) from the scroll origin, where a page as loaded stands: 0.
// Their difference is the scroll origin, whatever the page has scrolled
// to since. cssContentSize's corner is (0, 0) either way (Chromium 156).
// The layout viewport's position comes in whole pixels, as the scroll
// origin is: the difference is rounded.
func scrollOrigin(layoutX, layoutY, visualX, visualY float64) Origin {
	return Origin{X: math.Round(visualX - layoutX), Y: math.Round(visualY - layoutY)}
}

// capturePNG takes one screenshot: the viewport when clip is nil, else the
// clip (CSS pixels of the page), rendered beyond the viewport.
func capturePNG(ctx context.Context, t *chromedp.Target, clip *page.Viewport) ([]byte, error) {
	return captureWith(ctx, t, clip, clip != nil)
}

// captureClip takes one screenshot of clip, which lies inside the view.
func captureClip(ctx context.Context, t *chromedp.Target, clip *page.Viewport) ([]byte, error) {
	return captureWith(ctx, t, clip, false)
}

func captureWith(ctx context.Context, t *chromedp.Target, clip *page.Viewport, beyond bool) ([]byte, error) {
	// Chromium's fast PNG encoding (optimizeForSpeed): the same pixels
	// (PNG is lossless; TestFastEncodingSamePixels), encoded with less
	// CPU. A settle takes two or more screenshots of every frame, tall
	// pages in several tiles, on cores that W2 and the other captures
	// keep busy; on real pages the default's compression costs the
	// renderer far more than the bytes it saves (docs/W1.md §5). The
	// encoding is as deterministic as the default: the same pixels give
	// the same bytes, which are the bytes stored and hashed.
	p := page.CaptureScreenshotParams{
		Format:           page.CaptureScreenshotFormatPng,
		FromSurface:      new(true),
		OptimizeForSpeed: new(true),
	}
	if clip != nil {
		p.Clip = clip
	}
	if beyond {
		p.CaptureBeyondViewport = new(true)
	}
	res, err := cdp.Call(ctx, t, page.CaptureScreenshot, p)
	if err != nil {
		return nil, err
	}
	return res.Data, nil
}
