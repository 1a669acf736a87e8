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
