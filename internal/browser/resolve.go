package browser

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
)

// EnvBrowser names the environment variable that overrides the browser
// binary (docs/CONTRACTS.md §10).
const EnvBrowser = "TRIBUNAL_BROWSER"

// DefaultBinary is the browser looked for first when $TRIBUNAL_BROWSER is
// unset: Debian's chromium package.
const DefaultBinary = "/usr/bin/chromium"

// ShellBinary is the browser that [ResolvePixel] prefers: Debian's
// chromium-headless-shell package, Chromium's headless shell of the same
// version as its chromium package — the same Blink, Skia and software
// raster, without the desktop browser around them. A browser context and
// a tab cost it a fraction of what they cost the full browser in headless
// mode (bench/README.md, "W1 on the headless shell").
const ShellBinary = "/usr/bin/chromium-headless-shell"

// pathNames are looked up on $PATH, in order, when DefaultBinary is missing.
var pathNames = []string{"chromium", "google-chrome"}

// Resolve returns the absolute path of the browser binary: $TRIBUNAL_BROWSER
// when it is set, else /usr/bin/chromium, else chromium or google-chrome on
// $PATH. A set $TRIBUNAL_BROWSER that names no executable file is an error,
// not a reason to fall back: the operator asked for that browser. The error
// wraps ErrNoBrowser.
func Resolve() (string, error) {
	return resolve(os.Getenv, exec.LookPath)
}

// ResolvePixel returns the browser for a witness that only takes
// screenshots (W1): $TRIBUNAL_BROWSER when it is set (as for [Resolve]:
// the operator asked for that browser), else [ShellBinary] when it is
// installed, else what Resolve finds. The headless shell renders the same
// pixels as the full browser (the same screenshot bytes on the W1 goldens
// and the real-page corpus, see docs/W1.md) at far less CPU per tab.
func ResolvePixel() (string, error) {
	return resolvePixel(os.Getenv, exec.LookPath)
}

func resolvePixel(getenv func(string) string, lookPath func(string) (string, error)) (string, error) {
	if getenv(EnvBrowser) == "" {
		if p, err := lookPath(ShellBinary); err == nil {
			return abs(p), nil
		}
	}
	return resolve(getenv, lookPath)
}

func resolve(getenv func(string) string, lookPath func(string) (string, error)) (string, error) {
	if name := getenv(EnvBrowser); name != "" {
		p, err := lookPath(name)
		if err != nil {
			return "", fmt.Errorf("%w: %s=%q: %w", ErrNoBrowser, EnvBrowser, name, err)
		}
		return abs(p), nil
	}
	if p, err := lookPath(DefaultBinary); err == nil {
		return abs(p), nil
	}
	for _, name := range pathNames {
		if p, err := lookPath(name); err == nil {
			return abs(p), nil
		}
	}
	return "", fmt.Errorf("%w: %s is unset, %s is missing and none of %q is on PATH",
		ErrNoBrowser, EnvBrowser, DefaultBinary, pathNames)
}

func abs(p string) string {
	if a, err := filepath.Abs(p); err == nil {
		return a
	}
	return p
}
