package browser

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// EnvBrowser names the environment variable that overrides the browser
// binary (docs/CONTRACTS.md §10).
const EnvBrowser = "TRIBUNAL_BROWSER"

// DefaultBinary is the browser looked for first when $TRIBUNAL_BROWSER is
// unset: Debian's chromium package.
const DefaultBinary = "/usr/bin/chromium"

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

// HeadlessShell is Debian's chromium-headless-shell: the old headless
// browser, without the new headless mode's windows and browser UI, so a
// tab costs less. witness-w2 runs on it when it is installed
// ([ResolveMeasuring]); W1's pixels stay on chromium.
const HeadlessShell = "/usr/lib/chromium/chromium-headless-shell"

// ResolveMeasuring is [Resolve] for a witness that measures the DOM (W2):
// $TRIBUNAL_BROWSER when set, else [HeadlessShell] when it is installed,
// else what Resolve finds.
func ResolveMeasuring() (string, error) {
	return resolveMeasuring(os.Getenv, exec.LookPath)
}

func resolveMeasuring(getenv func(string) string, lookPath func(string) (string, error)) (string, error) {
	if getenv(EnvBrowser) == "" {
		if p, err := lookPath(HeadlessShell); err == nil {
			return abs(p), nil
		}
	}
	return resolve(getenv, lookPath)
}

// Mode is the headless mode of binary, as a renderer record names it:
// ModeShell for chromium-headless-shell, ModeChromium for any other.
func Mode(binary string) string {
	if strings.HasPrefix(filepath.Base(binary), "chromium-headless-shell") ||
		strings.HasPrefix(filepath.Base(binary), "chrome-headless-shell") {
		return ModeShell
	}
	return ModeChromium
}

// Headless modes (docs/FORMAT.md, the renderer record).
const (
	ModeShell    = "shell"
	ModeChromium = "chromium"
)
