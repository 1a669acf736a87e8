// Package capture is W1's pixel capture (docs/CONTRACTS.md §8): it loads a page in a
// [browser.Tab] at a fixed viewport, waits until the page is ready and
// still, and returns a PNG with its SHA-256. It never reads the document.
//
// # The calls it makes
//
// Its only browser calls are navigation (Page.navigate), viewport and device
// emulation (Emulation.*), waiting for readiness (Network and Page events,
// the Animation domain, Page.getLayoutMetrics) and screenshots
// (Page.captureScreenshot); its tab also answers each dialog the page
// opens (Page.handleJavaScriptDialog, below). It imports no DOM, CSS,
// accessibility, debugger, input or Runtime package of cdproto, uses no
// chromedp query, evaluation or
// selector action, and evaluates no script, not even one injected before
// the page loads (Page.addScriptToEvaluateOnNewDocument is script
// evaluation). Tabs come from [browser.PixelOnly], which switches the tab's
// DOM, CSS and Runtime agents off while it still shows about:blank, so no
// data about the product's document reaches this process at all.
// isolation_test.go proves all of this, statically over the source and at
// run time over the protocol trace.
//
// Three calls deserve a word. Page.handleJavaScriptDialog closes a dialog
// (alert, confirm, prompt, beforeunload) as a reader who dismisses it
// would: an open dialog stops the page's main thread, and with it every
// frame, until it is answered. [browser.Tab] sends it for every tab it
// opens, on the Page.javascriptDialogOpening event, whose message it never
// reads. Page.getLayoutMetrics returns the size of the
// scrollable content and the viewports, in CSS pixels: layout geometry of the
// page as a whole, as the browser window's scroll bars know it, not the
// document tree and nothing about any element. The Animation domain reports
// each running animation's timing (delay, duration, iterations) and lets us
// pause and seek it; it says nothing about the elements it animates beyond
// an opaque node id that we never resolve (Animation.resolveAnimation, which
// would hand back a script object, is not used).
//
// # Readiness
//
// A frame is taken only after, in order (each step waits on the browser's
// events; the only fixed waits are two short settles, 100 ms once the
// network is idle and one 60 Hz frame between screenshots):
//
//  1. the load event of the navigation (chromedp.Navigate), which the
//     browser holds until the document is parsed and its scripts, async
//     and deferred ones included, have run, and its images, stylesheets
//     and frames have loaded. What an async script finds when it runs is
//     the page's own affair: one that reaches for an element before the
//     parser has made it (a slow parse, a body that arrives late) fails
//     in every browser, and W1 keeps the frame that page shows
//     (TestFullPageScriptBeforeBody serves a body after its script);
//  2. network idle, from the Network domain's own request accounting:
//     the requests in flight (Network.requestWillBeSent adds one,
//     loadingFinished and loadingFailed remove it; event streams, web
//     sockets and pings are left out) reach zero and stay there for
//     [Request.QuietWindow], a short settle (100 ms by default) in which a
//     finished response can start the request it leads to. The first
//     screenshot of step 4 is taken as soon as nothing is in flight, while
//     that settle runs; every later one after it, and a round counts only
//     with no request started or ended across it, so the kept frame (the
//     second of a round) always follows the settle. Web fonts are
//     requests of type Font, so this is also "fonts ready": a font that
//     is used starts loading at the latest during the layout of the first
//     screenshot below, and a round in which a request starts does not
//     count. The page's own document.fonts.ready is not read, because
//     reading it means evaluating script in the page.
//     [Frame.FontsReadyMS] is measured from the document request to the end
//     of the last font request, on the browser's monotonic clock;
//  3. animations settled (see below);
//  4. two consecutive identical frames: screenshots are taken until two in
//     a row have the same bytes (compared by a 64-bit xxhash: only when to
//     stop rests on it; the kept frame's SHA-256 is computed once), no new
//     animation started and no request started or ended from the start of
//     the first to the end of the second, at most [Request.MaxFrames]
//     times. The frames come from the compositor: Page.captureScreenshot
//     forces a fresh frame (the page's animation-frame callbacks, style,
//     layout, paint) every time, so consecutive screenshots are
//     consecutive frames with only [Request.FrameInterval] (one 60 Hz
//     frame) between them. That forced layout is when a page asks for a
//     font its text first uses or a lazy image near the viewport; such a
//     request voids the round, the capture waits for it to finish and
//     shoots again. A page that never stands still (a script-driven
//     clock, a canvas loop) gives [Frame.Stable] false. The second
//     screenshot is what shows that: no event a pixel tab may receive
//     says that a script repaints (see settle in capture.go). Each
//     one-piece screenshot that another follows is handed to
//     [Request.Candidate] when set, so that a caller can start work on
//     the bytes that the kept frame will most likely repeat.
//
// The waits of one capture share one budget, [Request.MaxQuietWait]: a
// page that keeps a request open past it is captured anyway, with
// [Frame.NetworkQuiet] false, its frames alone deciding when it is still.
//
// # Animations, transitions, caret
//
// Script injection and stylesheet injection are both ruled out, so the
// usual "* { animation: none !important; caret-color: transparent }" is not
// available. Instead:
//
//   - Emulation.setEmulatedMedia sets prefers-reduced-motion: reduce and
//     prefers-color-scheme: light, and Emulation.setAutoDarkModeOverride is
//     off: pages that honour reduced motion do not animate at all.
//   - The Animation domain is enabled before navigation, so every CSS
//     animation, CSS transition and Web Animation the page starts is
//     reported. Before each frame, every new animation is paused, and every
//     animation seen so far is sought: a finite one to its end (delay +
//     iterations × duration + end delay), so that a fade-in shows its final
//     state, an infinite one to time 0, so that a spinner is frozen at its
//     first keyframe. The seek is repeated on every round because a pause
//     only takes effect at the next animation frame and can carry a seek one
//     frame past its target; the identical-frames check waits for the exact
//     state. Scroll-driven animations are left alone (the scroll position is
//     fixed). The page's timers keep running; the readiness loop catches
//     animations they start later. Playback-rate tricks were rejected: rate 0
//     freezes fade-ins at their invisible start, a huge rate leaves infinite
//     animations at a random phase.
//   - The caret: a caret is painted only in a focused, editable element of a
//     focused page. Headless Chromium focuses every window that it opens
//     with focus and keeps it focused, so an autofocus field blinks. Pixel
//     tabs are therefore created without focus ([browser.PixelOnly]), and W1
//     never gives focus (no input, no Emulation.setFocusEmulationEnabled):
//     no caret is painted. The tests prove it on a page with an autofocus
//     input.
//   - Scrollbars are hidden by the browser flag and again by
//     Emulation.setScrollbarsHidden.
//
// Each capture gets a fresh tab in a fresh browser context
// ([browser.Browser.NewTab]): no cookie, local storage, cache entry or
// service worker of an earlier capture changes what the page shows.
//
// # Geometry
//
// The viewport is fixed per request (Emulation.setDeviceMetricsOverride with
// the request's width, height, device scale factor and mobile flag; touch
// through Emulation.setTouchEmulationEnabled; user agent through
// Emulation.setUserAgentOverride). A viewport shot is width × height CSS
// pixels; a full-page shot takes the width and height of the scrollable
// content from Page.getLayoutMetrics (at least the viewport's: a desktop
// page that scrolls sideways is captured to its full width, not under
// mobile emulation, where a page without a viewport meta tag lays out
// 980 px wide and is shown zoomed out; at least the viewport
// height, at most [Request.MaxHeight] and at most [MaxFramePixels] device
// pixels in all). It is taken in a view as tall as the page (tallview.go
// says why and how it is checked against the page's own viewport), or,
// where that view is not the page a reader sees, with
// captureBeyondViewport. A page that changes its layout when the view is
// resized (a `resize` handler) is loaded a second time in a view already
// as tall as the page (reload.go): the only case in which a capture
// navigates twice, to the same URL. Either way the PNG
// has the CSS size times the device scale factor, rounded by Chromium;
// [Frame.Width] and [Frame.Height] are read from the PNG itself. A clip
// beyond the viewport starts at the content's top-left corner, which for
// a page laid out right to left that overflows its viewport to the left
// lies left of the viewport: [Frame.Origin] says where the frame's first
// pixel lies in the viewport at scroll 0 (the scroll origin, from the
// layout and visual viewports' positions), and a caller moves a box
// declared in viewport coordinates by it.
//
// A full page taller than [Request.TileHeight] device pixels (8192 by
// default; GPU compositing cannot render one texture beyond 16384) is
// captured in tiles: clips of the page at successive y offsets, each
// starting on a whole device pixel, stitched top to bottom and encoded
// as one PNG by this package (deterministically: the same tiles give the
// same bytes). Every tile is the same Page.captureScreenshot call with a
// clip, so tiling adds no new kind of call. Chromium renders a clip
// exactly as it renders those rows of the whole page: the tests compare
// a stitched frame with a one-piece capture, pixel for pixel, at scale 1
// and 2.625. An element fixed to the viewport (a sticky header) appears
// once, at the top, as in a one-piece capture. [Frame.Tiles] says how many
// screenshots made the frame.
//
// Every failure of the browser or of the page load, and every timeout of the
// caller's context, wraps [browser.ErrUnavailable] (AUDIT_UNAVAILABLE).
package capture
