package capture

import (
	"context"
	"errors"
	"time"

	"github.com/chromedp/chromedp"
)

// A page that changes its layout when its view is resized cannot be shot
// whole after the tall view has resized it: Start Bootstrap SB Admin 2
// collapses its sidebar whenever a resize finds the window under 480 px
// wide, so the content moves 104 px left, and it stays there when the
// view comes back. A visitor who loads the page gets no resize, and
// neither does W2: the page as loaded is the page to judge.
//
// Chromium paints nothing beyond the view without resizing it (a clip
// beyond the viewport without captureBeyondViewport comes back blank
// below the view, and captureBeyondViewport resizes the view itself), and
// a pixel tab may not scroll. So such a page is loaded again, in a view
// already as tall as the page was as loaded: the new document never sees
// a resize. Its frame is kept only when a sketch of its top equals the
// sketch of the page as first loaded (within rasterTolerance) and the page stays
// inside the view (a page that outgrows it is not resized again: that
// would fire `resize`). Otherwise the frame of the tall view stands, with
// Frame.ViewChanged set. The second load runs in the same tab and browser
// context as the first, so what the first load stored (cookies, local
// storage) is there for the second.

// reloadTall loads req.URL again in a view height CSS pixels tall and
// settles it there (see above). ok false with no error means that the
// page could not be captured that way.
//
// loaded is the sketch of the page as first loaded (tallView.sketch).
func reloadTall(ctx context.Context, w *watch, req Request, height int, loaded []byte, f Frame) (Frame, bool, error) {
	v := &tallView{req: req, height: height, fixed: true}
	if err := chromedp.Do(ctx, v.emulate(height)); err != nil {
		return f, false, err
	}
	w.newDocument()
	if err := chromedp.Do(ctx, chromedp.Navigate(req.URL)); err != nil {
		return f, false, err
	}
	// The second load gets a wait budget of its own, as the first did.
	giveUp := time.Now().Add(req.MaxQuietWait)
	quiet, err := w.waitQuiet(ctx, 0, req.MaxQuietWait)
	if err != nil {
		return f, false, err
	}
	total := f.Frames
	f.NetworkQuiet, f.Frames, f.Stable = quiet, 0, false
	last, err := rounds(ctx, w, req, giveUp, &f, v.shot)
	if errors.Is(err, errNotTall) {
		return f, false, nil
	} else if err != nil {
		return f, false, err
	}
	top, err := chromedp.Run(ctx, chromedp.Action[[]byte](v.sketch))
	if err != nil {
		return f, false, err
	}
	if same, err := sameSketch(loaded, top); err != nil || !same {
		return f, false, err
	}
	if f, err = finish(f, last); err != nil {
		return f, false, err
	}
	f.Frames += total
	f.Reloaded = true
	return f, true, nil
}
