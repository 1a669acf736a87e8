package measure

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// FontSettle is the pause after document.fonts.ready (docs/CONTRACTS.md §7.3 rule 6).
const FontSettle = 300 * time.Millisecond

// FontsSlowMS is the fonts-ready time above which W2 warns (rule 6).
const FontsSlowMS = 2000

// pageError means that the product's page did not load: a network error
// (a missing file, a refused connection) or an HTTP status of 400 or more.
// It is the product's failure, not the browser's: every element of the
// page is then missing from the DOM.
type pageError struct{ detail string }

func (e *pageError) Error() string { return e.detail }

// emulate fixes the viewport of the tab to the breakpoint: CSS px at
// device scale factor 1, a desktop (non-mobile) viewport, screen media,
// light colour scheme and reduced motion, so that layout does not depend on
// the machine. The breakpoint is all the skeleton says about the device.
// It also fixes the generic font families (defaultFonts), so that layout
// does not depend on which Chromium build runs either.
func emulate(bp skeleton.Breakpoint) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		if _, err := cdp.Call(ctx, t, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{
			Width: int64(bp.Width), Height: int64(bp.Height), DeviceScaleFactor: 1,
			ScreenWidth: int64(bp.Width), ScreenHeight: int64(bp.Height),
		}); err != nil {
			return err
		}
		if _, err := cdp.Call(ctx, t, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Media: "screen",
			Features: []*emulation.MediaFeature{
				{Name: "prefers-reduced-motion", Value: "reduce"},
				{Name: "prefers-color-scheme", Value: "light"},
			},
		}); err != nil {
			return err
		}
		if _, err := cdp.Call(ctx, t, page.SetFontFamilies, page.SetFontFamiliesParams{FontFamilies: defaultFonts}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, t, emulation.SetScrollbarsHidden, emulation.SetScrollbarsHiddenParams{Hidden: true})
		return err
	})
}

// defaultFonts are Chrome's own defaults on Linux for the generic families
// (the fonts a page gets for font-family: monospace, serif, … or none).
// Chromium already has them; Debian's chromium-headless-shell, which
// docs/OPERATIONS.md §3 lets W2 run on, does not: its generic monospace is
// another font (0.6 em a glyph where Chromium's is 0.602), so a
// shrink-to-fit box of monospace text is narrower there (the copy button
// of the real Python documentation page). Setting them on every tab makes both
// browsers lay out the same (TestHeadlessShellAgrees) and changes nothing
// on Chromium. Playwright sets the same values in its headless tabs.
var defaultFonts = &page.FontFamilies{
	Standard: "Times New Roman", Fixed: "Monospace", Serif: "Times New Roman",
	SansSerif: "Arial", Cursive: "Comic Sans MS", Fantasy: "Impact",
}

// load navigates the tab to url and waits for the load event. A page that
// does not load is a *pageError; anything else is the browser's.
func load(tctx context.Context, url string) error {
	resp, err := chromedp.Run(tctx, chromedp.NavigateResponse(url))
	var le *chromedp.LoadError
	switch {
	case errors.As(err, &le):
		return &pageError{detail: fmt.Sprintf("%s did not load: %s", url, le.ErrorText)}
	case err != nil:
		return err
	case resp != nil && resp.Status >= 400:
		return &pageError{detail: fmt.Sprintf("%s answered HTTP %d", url, resp.Status)}
	}
	return nil
}

// fontsReady waits for document.fonts.ready (rule 6); fontWatch times it.
func fontsReady(tctx context.Context) error {
	return chromedp.Do(tctx, chromedp.Evaluate[chromedp.Void](`document.fonts.ready.then(() => true)`, chromedp.EvalAwaitPromise))
}
