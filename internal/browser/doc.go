// Package browser owns the headless Chromium that both witnesses drive: it
// finds the binary, starts one browser per process with loopback-only,
// deterministic flags, hands out a fresh tab per screen × breakpoint, and
// restarts the browser when it has died. It holds nothing that reads a page;
// page work lives in the witnesses' own packages (pixels in
// internal/w1/capture, the DOM in internal/w2/measure), so that W1 provably never
// reads the DOM (docs/CONTRACTS.md §8).
//
// # Binary
//
// [Resolve] follows docs/CONTRACTS.md §10: $TRIBUNAL_BROWSER when set (and nothing else
// then — a named browser that cannot run is an error, never a silent
// fallback), else /usr/bin/chromium, else chromium or google-chrome on
// $PATH. No browser gives [ErrNoBrowser]. [ResolveMeasuring], for W2,
// tries Debian's chromium-headless-shell ([HeadlessShell]) first when
// $TRIBUNAL_BROWSER is unset; W1 draws on the full browser.
//
// # Identity
//
// [Browser.Identity] names the renderer that draws a browser's pages
// (identity.go): Browser.getVersion's product, version and revision, the
// headless mode ([Mode]), the digest of the fonts fontconfig lists to the
// browser ([FontSet]), the device scale factor and the digest of the
// browser's command line ([FlagsDigest]). It is measured once per start,
// the font set once per process; the witnesses put it into every report
// (docs/FORMAT.md §1, the renderer record).
//
// # Flags
//
// [Flags] lists the command line. Beyond chromedp's Puppeteer-like defaults
// (headless, no first run, no background timer throttling, no renderer
// backgrounding, no extensions, …) it pins what changes pixels or reaches
// the network:
//
//   - determinism: --force-color-profile=srgb, --hide-scrollbars,
//     --force-device-scale-factor=1 (a surface may override the scale per
//     tab through device emulation), --font-render-hinting=none,
//     --disable-lcd-text, --disable-gpu (software raster, same on every
//     machine), --disable-field-trial-config (no field-trial experiments),
//     --lang=en-US and TZ=UTC in the environment;
//   - quiet: --disable-background-networking, --disable-component-update,
//     --disable-sync, --disable-default-apps, --no-first-run,
//     --disable-domain-reliability, --no-pings, --disable-quic,
//     --disable-features=Translate,MediaRouter,OptimizationHints,…
//     (and SpareRendererForSitePerProcess: no renderer started ahead for
//     a browser context that will not navigate again; WebUIOmnibox…Popup:
//     no WebUI renderer for each window's address-bar popups, the largest
//     part of a tab's CPU; see [DisabledFeatures]);
//   - loopback only, in two layers. (1) --host-resolver-rules maps every
//     host to NOTFOUND except localhost, 127.0.0.1 and ::1; Chromium applies
//     the rules to IP literals too, so http://192.0.2.2/ fails as surely as
//     http://example.com/ (and so does 127.0.0.2: only the three loopback
//     names pass). (2) --proxy-server points at 127.0.0.1:9, a
//     loopback port with nothing on it, and WebRTC may use proxied TCP only
//     (--force-webrtc-ip-handling-policy=disable_non_proxied_udp): traffic
//     that does not go through the host resolver (WebRTC's own sockets) has
//     no route out either. Chromium never proxies loopback, and file:// URLs
//     do not touch the network stack, so products served from a loopback
//     server or from disk load normally.
//     The flags hold for the whole process, for every request, before any
//     tab exists — but they let every page reach every loopback port.
//   - each tab confined to its own origins ([Tab.Allow], confine_net.go,
//     internal/browser/netguard): every tab's browser context is created
//     with its own proxy, a guard on a loopback port of this process,
//     and the bypass list "<-loopback>", which removes Chromium's implicit
//     "never proxy loopback" rule. So every http(s) and ws(s) request of
//     the context — navigations, frames, popups, subresources,
//     fetch/XHR, WebSocket handshakes (always a CONNECT tunnel),
//     EventSource, beacons, prefetches, workers and service workers, each
//     hop of a redirect — goes to that tab's guard, which forwards it only
//     when its origin (scheme, host, port exactly; a tunnel by host and
//     port) is one the tab allows, dials loopback addresses only (a
//     loopback IP literal or "localhost", no name looked up), and refuses
//     and remembers ([Tab.Blocked]) every other. A tab allows nothing
//     until Allow: it fails closed. A proxy rather than Fetch
//     interception because the Fetch domain never sees WebSocket
//     handshakes, and at the browser level cannot tell which tab a
//     request belongs to; the allowed set is per tab, so concurrent jobs
//     with different products never share one.
//   - file:// confined to the product roots ([Options.Files], witness
//     daemons): file:// does not touch the network stack, so no flag can
//     keep a page from loading any file the process may read. Here, and
//     only for file://, the browser-level Fetch domain intercepts: every
//     file:// request of every target (navigations, frames, popups,
//     workers, subresources, fetch/XHR) is paused before the file is
//     opened and continued only when its path, symlinks resolved, is
//     inside a root ([FileRoots]); any other fails with
//     net::ERR_ACCESS_DENIED. It is switched on before any tab exists and
//     sends nothing on any tab's session; a browser where it cannot be
//     switched on is not used. Without Files (witness-w? run on the
//     orchestrator's own files) file:// is left alone.
//   - --no-sandbox only when running as root (Chromium refuses to start as
//     root with its sandbox).
//
// # Lifecycle
//
// [New] resolves the binary; the first [Browser.NewTab] (or [Browser.Start])
// starts the process with a fresh user-data-dir (in /dev/shm when it is a
// tmpfs with room and TMPDIR is not set, else in the temporary directory:
// profileRoot), removed again by [Browser.Close] or when a dead browser is
// replaced. Close kills the process rather than closing it in order (the
// profile is thrown away, so an orderly close would keep nothing and cost time)
// and removes what a kill leaves, the singleton socket's directory in
// TMPDIR. Chromium talks to us over a pipe (--remote-debugging-pipe), so it
// opens no debugging port either. Each tab is a new target in its own window
// and its own browser context (cookies, storage, cache and service workers
// are per tab), disposed of by [Tab.Close]. Every tab dismisses each
// dialog its pages open (alert, confirm, prompt, beforeunload: dialogs.go),
// since an open dialog stops the page until the job deadline; [PixelOnly]
// tabs are also unfocused and have their DOM, CSS and Runtime agents off. With
// [Options.SparePixelTabs] the Browser keeps that many PixelOnly tabs opened
// ahead (each exactly such a fresh tab, never navigated) and replaces those
// taken once pixel tabs have stopped closing for a moment (spare.go), and
// with [Options.SpareTabs] plain tabs the
// same way (W2's daemon); [Tab.CloseLater] closes a tab in the
// background, and Close, once it has killed the browser, waits for those. When the process
// has died — crashed, killed, out of memory — the next NewTab starts a new
// one; tabs of the dead browser fail with [ErrUnavailable].
//
// Every failure that means "the browser cannot do this now" wraps
// [ErrUnavailable], which the witnesses turn into AUDIT_UNAVAILABLE / exit 4
// (docs/CONTRACTS.md §7.3 rule 7). Time limits come from the caller's context:
// when it ends, every call on a tab returns and [Tab.Close] closes the
// target and its browser context from the browser's own session, which
// ends the page's renderer even while its script never yields. [Browser.Check]
// asks the browser a browser-level question that no page can block, and
// [Browser.Restart] kills it whatever its pages do: a witness's job
// watchdog uses both after a job's deadline (internal/witness).
package browser
