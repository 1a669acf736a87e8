package browser

import (
	"os"
	"path/filepath"
	"slices"

	"github.com/chromedp/chromedp"
)

// HostResolverRules is the value of --host-resolver-rules: every host name
// and every IP literal resolves to nothing, except the loopback names.
const HostResolverRules = "MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE ::1"

// DeadProxy is the value of --proxy-server: a loopback port where nothing
// listens (the discard port), so a request that leaves the resolver rules
// behind still has nowhere to go. Chromium never sends loopback requests
// through a proxy.
const DeadProxy = "http://127.0.0.1:9"

// DisabledFeatures is the value of --disable-features: services that talk to
// the network on their own or change rendering between runs, the spare
// renderer, and the omnibox's WebUI popups.
//
// SpareRendererForSitePerProcess: Chromium keeps a renderer process
// started ahead for the browser context that last navigated. Every tab
// here has a browser context of its own that never navigates twice, so a
// spare is never the process a later navigation needs: it is started, and
// killed with its context, for nothing, doubling the renderer processes
// of a W1 capture. It only decides when a process starts, never what a
// page shows.
//
// WebUIOmniboxPopup, WebUIOmniboxAimPopup, WebUIOmniboxFullPopup: every
// window of the (new) headless browser builds its address bar's suggestion
// popups as WebUI pages (chrome://omnibox-popup.top-chrome/, two per
// window) in a --top-chrome-webui renderer of their own, though nobody
// ever types into that address bar. Every tab here is a window, so that
// renderer would be the largest part of a tab's price, more than the
// browser process and the page's renderer together. Without the features no
// such renderer starts (TestNoOmniboxRenderer). The address bar is browser
// chrome, not part of the page: it never changes what a tab shows.
const DisabledFeatures = "Translate,MediaRouter,OptimizationHints,DialMediaRouteProvider," +
	"AutofillServerCommunication,CertificateTransparencyComponentUpdater," +
	"SpareRendererForSitePerProcess," +
	"WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup"

// HomeEnv is the part of the browser's environment that keeps it from
// writing anything under the user's home directory: Chromium writes its
// crash database under $XDG_CONFIG_HOME/chromium even with its own
// user-data-dir, GLib's settings write $XDG_CACHE_HOME/dconf, fontconfig
// its cache. HOME and every XDG base directory point into dir/home (dir
// is the profile directory, removed with it), and GSettings keeps its
// settings in memory.
func HomeEnv(dir string) []string {
	home := filepath.Join(dir, "home")
	return []string{
		"HOME=" + home,
		"XDG_CONFIG_HOME=" + filepath.Join(home, ".config"),
		"XDG_CACHE_HOME=" + filepath.Join(home, ".cache"),
		"XDG_DATA_HOME=" + filepath.Join(home, ".local", "share"),
		"XDG_STATE_HOME=" + filepath.Join(home, ".local", "state"),
		"GSETTINGS_BACKEND=memory",
	}
}

// Flags returns the allocator options that start binary with the
// loopback-only, deterministic command line described in the package
// documentation, with userDataDir as its profile. It starts from
// chromedp.DefaultExecAllocatorOptions; a flag set again here replaces the
// default's value in place.
func Flags(binary, userDataDir string) []chromedp.ExecAllocatorOption {
	opts := slices.Clone(chromedp.DefaultExecAllocatorOptions[:])
	opts = append(opts,
		chromedp.ExecPath(binary),
		chromedp.UserDataDir(userDataDir),
		chromedp.Env(append([]string{"TZ=UTC"}, HomeEnv(userDataDir)...)...),

		// Determinism of the pixels.
		chromedp.Flag("headless", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("force-color-profile", "srgb"),
		chromedp.Flag("hide-scrollbars", true),
		chromedp.Flag("force-device-scale-factor", "1"),
		chromedp.Flag("font-render-hinting", "none"),
		chromedp.Flag("disable-lcd-text", true),
		chromedp.Flag("disable-field-trial-config", true),
		chromedp.Flag("lang", "en-US"),
		chromedp.Flag("accept-lang", "en-US"),

		// Nothing in the background.
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-default-apps", true),
		chromedp.Flag("no-first-run", true),
		// No first tab: the witness opens every tab it uses (launch).
		chromedp.Flag("no-startup-window", true),
		chromedp.Flag("disable-domain-reliability", true),
		chromedp.Flag("no-pings", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-features", DisabledFeatures),
		chromedp.Flag("deny-permission-prompts", true),
		chromedp.Flag("disable-search-engine-choice-screen", true),
		// Nothing of the browser's own outside the profile directory.
		chromedp.Flag("disable-breakpad", true),
		chromedp.Flag("disable-crash-reporter", true),

		// Loopback only.
		chromedp.Flag("host-resolver-rules", HostResolverRules),
		chromedp.Flag("proxy-server", DeadProxy),
		chromedp.Flag("force-webrtc-ip-handling-policy", "disable_non_proxied_udp"),
	)
	if os.Geteuid() == 0 {
		opts = append(opts, chromedp.NoSandbox)
	}
	return opts
}
