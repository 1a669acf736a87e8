package capture

import (
	"bytes"
	"context"
	"errors"
	"image/png"
	"math"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/pause"
)

// A full page is captured in a view as tall as the page, not with
// Page.captureScreenshot's captureBeyondViewport.
//
// Why: captureBeyondViewport first sets the emulated view to 1×1 CSS px
// and then to the page's size (Chromium's page_handler.cc, a workaround
// for crbug.com/40727379), two messages to the renderer. When the renderer
// runs a frame between them — often, and most often when it was idle — the
// page lays out in a window 1 px wide and tall: a `resize` event says
// innerWidth 1, every IntersectionObserver sees its target leave the
// viewport, and every `content-visibility: auto` subtree stops being
// relevant and is skipped. The screenshot is the next frame: the skipped
// subtrees are painted blank (their relevance is applied a frame later),
// and a script that acted on its observer has changed the page (the
// Node.js doc tool pins its sticky header and hides the title and theme
// toggle). Two such frames in a row pass as settled. Which part is blank
// changes from run to run.
//
// A tall view has none of that: the emulated view is the page's height at
// the request's width, so every part of the page is in the viewport as it
// is for a reader who scrolls to it — content-visibility subtrees are
// relevant and painted, lazy images load, observers see their targets —
// and the screenshots take the view as it is (clips inside it for a page
// taller than a tile), with no view change around them. The screen keeps
// the request's size (screen.height, device-height queries).
//
// The page's height is read in its own viewport (Page.getLayoutMetrics
// gives at least the view's height, so a view taller than the page would
// hide how tall the page is): the view is made that tall, the frames
// settle, the view goes back to the request's height, the viewport's shots
// settle, and the height is read again. Subtrees painted once in the tall
// view keep their painted size (contain-intrinsic-size: auto), so the page
// may now be shorter: the view follows it and the frames settle again,
// until the height holds. Only the pass whose height held is checked
// against the viewport (below) and stitched.
//
// The page's viewport as loaded is sketched first (at a quarter of its
// size), before any resize, until two sketches agree; a sketch of the
// viewport after the last pass must equal it. A
// page that changed what its viewport shows has reacted to the resizes
// (a `resize` handler that collapses a sidebar) and is loaded again in a
// tall view (reload.go).
//
// A view taller than the window is not what a reader has where the page
// sizes itself by it (100vh, a bar fixed to the bottom, a script reading
// innerHeight). So the tall frame is kept only when the settled viewport
// shot equals its top rows (a channel may differ by [rasterTolerance]:
// text rastered in a taller view differs by a level here and there), and
// while the view is tall the page must stay inside it (a page sized by
// its view grows with every resize). A page that fits its viewport, one
// wider than the viewport on a desktop (the view keeps the request's
// width), one taller than [maxTallDevice], and one that fails either test
// are captured as before: the viewport, or captureBeyondViewport.

// maxTallDevice bounds a tall view, in device pixels: a view is rastered
// whole, so a taller page is left to captureBeyondViewport's tiles.
const maxTallDevice = 4 * DefaultTileHeight

// maxResizes bounds how often the view follows the page's height.
const maxResizes = 6

// rasterTolerance is the largest channel difference between the tall
// frame's top and the viewport shot that is raster noise, not a change.
const rasterTolerance = 8

// errNotTall means that the page is not captured in a tall view.
var errNotTall = errors.New("capture: not captured in a tall view")

// tallView is the view of one full-page capture.
type tallView struct {
	req     Request
	height  int // the view's CSS height
	resizes int
	exposed bool // the page was shown once in the tallest view
	fixed   bool // the page was loaded in this view: never resize it
}

// expose shows the page in a view height CSS pixels tall for two frames
// (two screenshots of its top pixel force them) and gives the view the
// request's height again.
func (v *tallView) expose(height int) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		if _, err := v.emulate(height)(ctx, t); err != nil {
			return err
		}
		for range 2 {
			if _, err := captureClip(ctx, t, &page.Viewport{Width: 1, Height: 1, Scale: 1}); err != nil {
				return err
			}
		}
		_, err := v.emulate(v.req.Height)(ctx, t)
		return err
	})
}

// settleTall captures the page in a tall view (see above). ok false with
// no error means: capture it as before, from the request's view, which
// settleTall leaves in place.
//
// A pass is checked against the viewport (sameTop) and stitched (finish)
// only once the height read after it holds, that is when its frame is the
// one kept: a pass whose view the page no longer fills is followed by
// another, and decoding and stitching its frame (several tiles tall when
// the page first laid its sections out at their estimated size) would
// cost this process more than the rest of the capture.
//
// The page as loaded is sketched first (its settled viewport, before any
// resize), and the viewport after the last pass must equal it: a page that
// changed what its viewport shows when the view was resized (a `resize`
// handler) is loaded again in a view as tall as it was (reload.go), when
// again allows it.
func settleTall(ctx context.Context, w *watch, req Request, giveUp time.Time, f Frame, again bool) (Frame, bool, error) {
	v := &tallView{req: req, height: req.Height}
	loadedHeight, err := chromedp.Run(ctx, v.pageHeight())
	if errors.Is(err, errNotTall) || (err == nil && loadedHeight <= req.Height) {
		return f, false, nil
	} else if err != nil {
		return f, false, err
	}
	loaded, err := v.settled(ctx, w, sketchFrames*req.MaxFrames, v.sketch)
	if err != nil {
		return f, false, err
	}
	total := 0
	var last shotResult // the last pass's settled round
	var screen []byte   // the settled viewport shot that followed it
	for v.resizes <= maxResizes {
		h, err := chromedp.Run(ctx, v.pageHeight())
		if err != nil {
			if errors.Is(err, errNotTall) {
				return f, false, nil
			}
			return f, false, err
		}
		if limit := int(maxTallDevice / req.DeviceScaleFactor); h > limit {
			// Too tall for a view, perhaps only while sections are laid
			// out at their estimated size: let the tallest view show
			// them once, so that they keep their painted size, and read
			// the height again.
			if v.exposed {
				return f, false, nil
			}
			v.exposed = true
			if err := chromedp.Do(ctx, v.expose(limit)); err != nil {
				return f, false, err
			}
			v.height = req.Height
			continue
		}
		if v.height != req.Height && h == v.height {
			break // the height held: the last tall frame stands
		}
		if h <= req.Height {
			return f, false, nil // the viewport is the page
		}
		v.height = h
		v.resizes++
		if err := chromedp.Do(ctx, v.emulate(h)); err != nil {
			return f, false, err
		}
		f.Frames, f.Stable = 0, false
		last, err = rounds(ctx, w, req, giveUp, &f, v.shot)
		total += f.Frames
		if err := chromedp.Do(ctx, v.emulate(req.Height)); err != nil {
			return f, false, err
		}
		if errors.Is(err, errNotTall) {
			return f, false, nil
		} else if err != nil {
			return f, false, err
		}
		if screen, err = v.screen(ctx, w); err != nil || screen == nil {
			return f, false, err
		}
	}
	// The height held, or the view followed it maxResizes times: the last
	// pass stands if the viewport shows what its top shows.
	if last.pngs == nil {
		return f, false, nil
	}
	rows := int(math.Floor(float64(req.Height) * req.DeviceScaleFactor))
	if same, err := sameTop(last.pngs[0], screen, rows); err != nil || !same {
		return f, false, err
	}
	// A page whose viewport no longer shows what it showed as loaded
	// reacted to the resizes (a page that never stood still, loaded nil,
	// cannot be compared). The viewport has just settled: one sketch of it
	// is enough.
	if loaded != nil {
		after, err := chromedp.Run(ctx, chromedp.Action[[]byte](v.sketch))
		if err != nil {
			return f, false, err
		}
		same, err := sameSketch(loaded, after)
		if err != nil {
			return f, false, err
		}
		if !same {
			if again && float64(loadedHeight)*req.DeviceScaleFactor <= maxTallDevice {
				f.Frames = total
				// A second load that fails (the server refuses the
				// request again, a shot fails) is no reason to lose the
				// frame the first one gave: it stands, as when the second
				// load's sketch differs. Only the job's own end stops here.
				rf, ok, err := reloadTall(ctx, w, req, loadedHeight, loaded, f)
				if err == nil && ok {
					return rf, true, nil
				}
				if ctx.Err() != nil {
					return rf, false, err
				}
			}
			f.ViewChanged = true
		}
	}
	f, err = finish(f, last)
	if err != nil {
		return f, false, err
	}
	f.Frames = total
	return f, true, nil
}

// pageHeight reads the page's height in CSS pixels from the current view;
// errNotTall for a page that a tall view cannot hold.
func (v *tallView) pageHeight() chromedp.Action[int] {
	return func(ctx context.Context, t *chromedp.Target) (int, error) {
		req := v.req
		m, err := cdp.Call(ctx, t, page.GetLayoutMetrics, cdp.Empty{})
		if err != nil {
			return 0, err
		}
		w, h := req.Width, req.Height
		if m.CSSContentSize != nil {
			w = max(w, int(math.Ceil(m.CSSContentSize.Width)))
			h = max(h, int(math.Ceil(m.CSSContentSize.Height)))
		}
		if (w > req.Width && !req.Mobile) || h > req.MaxHeight {
			return 0, errNotTall
		}
		return h, nil
	}
}

// shot is one round in the tall view: a page that outgrew the view makes
// it taller (resized: no screenshot; a page that keeps growing is sized by
// its view, errNotTall); else the view is shot, in tiles for a page
// taller than req.TileHeight.
func (v *tallView) shot(ctx context.Context, t *chromedp.Target) (shotResult, error) {
	req := v.req
	h, err := v.pageHeight()(ctx, t)
	if err != nil {
		return shotResult{}, err
	}
	if float64(h)*req.DeviceScaleFactor > maxTallDevice {
		return shotResult{}, errNotTall
	}
	if h > v.height {
		if v.fixed {
			return shotResult{}, errNotTall // resizing would fire `resize`
		}
		if v.resizes++; v.resizes > maxResizes {
			return shotResult{}, errNotTall
		}
		v.height = h
		_, err := v.emulate(h)(ctx, t)
		return shotResult{resized: true}, err
	}
	tiles := tileRows(v.height, req.DeviceScaleFactor, req.TileHeight)
	if len(tiles) == 1 {
		data, err := capturePNG(ctx, t, nil)
		return shotResult{pngs: [][]byte{data}}, err
	}
	pngs := make([][]byte, len(tiles))
	for i, tl := range tiles {
		clip := &page.Viewport{Y: float64(tl.y), Width: float64(req.Width), Height: float64(tl.h), Scale: 1}
		if pngs[i], err = captureClip(ctx, t, clip); err != nil {
			return shotResult{}, err
		}
	}
	return shotResult{pngs: pngs}, nil
}

// emulate sets the view to height CSS pixels at the request's width,
// scale and mobile flag, the screen staying the request's.
func (v *tallView) emulate(height int) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		req := v.req
		orientation := &emulation.ScreenOrientation{Type: emulation.ScreenOrientationTypePortraitPrimary}
		if req.Width > req.Height {
			orientation = &emulation.ScreenOrientation{Type: emulation.ScreenOrientationTypeLandscapePrimary, Angle: 90}
		}
		_, err := cdp.Call(ctx, t, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{
			Width: int64(req.Width), Height: int64(height), DeviceScaleFactor: req.DeviceScaleFactor,
			Mobile: req.Mobile, ScreenWidth: int64(req.Width), ScreenHeight: int64(req.Height),
			ScreenOrientation: orientation,
		})
		return err
	})
}

// screen shoots the request's viewport until two shots in a row agree (at
// most req.MaxFrames) and returns that shot; nil when they never agree.
func (v *tallView) screen(ctx context.Context, w *watch) ([]byte, error) {
	return v.settled(ctx, w, v.req.MaxFrames, func(ctx context.Context, t *chromedp.Target) ([]byte, error) {
		return capturePNG(ctx, t, nil)
	})
}

// sketchScale is the scale of a sketch: the top req.Height CSS pixels of
// the view shot at a quarter of their size. A sketch shows where the
// page's boxes lie (SB Admin 2's content, 104 px to the left, is 26 px to
// the left in it) at a sixteenth of a viewport shot's pixels to encode and
// compare; the clip lies inside the view, so taking it resizes nothing,
// and it is not the frame: only two sketches are compared.
const sketchScale = 0.25

// sketchFrames × Request.MaxFrames bounds the sketches of the page as
// loaded. A sketch takes a fraction of a viewport shot's time, so
// MaxFrames sketches span less of the page's life than MaxFrames shots: a
// chart that animates its bars for a second by script (SB Admin 2's
// dashboard, Chart.js) outlasted twelve sketches and left nothing to
// compare.
const sketchFrames = 4

// sketch shoots the top of the view at sketchScale.
func (v *tallView) sketch(ctx context.Context, t *chromedp.Target) ([]byte, error) {
	return captureClip(ctx, t, &page.Viewport{Width: float64(v.req.Width), Height: float64(v.req.Height), Scale: sketchScale})
}

// settled takes shots with shoot until two in a row agree (at most
// limit) and returns that shot; nil when they never agree.
func (v *tallView) settled(ctx context.Context, w *watch, limit int, shoot chromedp.Action[[]byte]) ([]byte, error) {
	req := v.req
	var prev []byte
	for i := 0; i < limit; i++ {
		if i > 0 {
			if err := pause.For(ctx, req.FrameInterval); err != nil {
				return nil, err
			}
		}
		if _, err := chromedp.Run(ctx, settleAnimations(w)); err != nil {
			return nil, err
		}
		shot, err := chromedp.Run(ctx, shoot)
		if err != nil {
			return nil, err
		}
		if bytes.Equal(shot, prev) {
			return shot, nil
		}
		prev = shot
	}
	return nil, nil
}

// sameSketch says whether two sketches agree within rasterTolerance.
func sameSketch(a, b []byte) (bool, error) {
	cfg, err := png.DecodeConfig(bytes.NewReader(b))
	if err != nil {
		return false, err
	}
	return sameTop(a, b, cfg.Height)
}

// sameTop says whether the top rows of the images tall and screen agree
// within rasterTolerance: the screen's whole device rows (a last row that
// a fractional scale cuts through blends with what lies below it).
func sameTop(tall, screen []byte, rows int) (bool, error) {
	a, err := png.Decode(bytes.NewReader(tall))
	if err != nil {
		return false, err
	}
	b, err := png.Decode(bytes.NewReader(screen))
	if err != nil {
		return false, err
	}
	ab, bb := a.Bounds(), b.Bounds()
	if ab.Dx() != bb.Dx() || ab.Dy() < rows || bb.Dy() < rows {
		return false, nil
	}
	for y := 0; y < rows; y++ {
		for x := 0; x < bb.Dx(); x++ {
			r1, g1, b1, _ := a.At(ab.Min.X+x, ab.Min.Y+y).RGBA()
			r2, g2, b2, _ := b.At(bb.Min.X+x, bb.Min.Y+y).RGBA()
			if far(r1, r2) || far(g1, g2) || far(b1, b2) {
				return false, nil
			}
		}
	}
	return true, nil
}

// far says whether two 16-bit channel values differ by more than
// rasterTolerance 8-bit levels.
func far(a, b uint32) bool {
	d := int(a>>8) - int(b>>8)
	return d > rasterTolerance || d < -rasterTolerance
}
