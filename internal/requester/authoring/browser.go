package authoring

import (
	"log/slog"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/browser"
)

// Browser is the witnesses' browser for recording the build at root,
// confined to root when it is a directory (as a witness daemon's is to
// its product roots). A root that is not a usable file:// URL is an
// ErrArg error; a directory that cannot be confined to, ErrInput.
func Browser(root string, log *slog.Logger) (*browser.Browser, error) {
	opts := browser.Options{Logger: log}
	if strings.HasPrefix(root, "file:") {
		p, err := browser.FilePath(root)
		if err != nil {
			return nil, argErr("--url: %v", err)
		}
		files, err := browser.NewFileRoots(p)
		if err != nil {
			return nil, inputErr("--url: %v", err)
		}
		opts.Files = files
	}
	return browser.New(opts)
}
