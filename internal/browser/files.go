package browser

import (
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"strings"
)

// ErrOutsideRoots is wrapped when a path or file URL is not inside any of
// the FileRoots.
var ErrOutsideRoots = errors.New("outside the allowed product roots")

// FileRoots is the set of directories whose files a witness's browser may
// load over file:// (the operator's product roots). A path is inside when,
// with every symlink resolved, it is one of the roots or lies below one:
// a symlink or a ".." that leads out of a root leads out of the set.
//
// The zero value and nil contain nothing.
type FileRoots struct {
	dirs []string // absolute, cleaned, symlinks resolved
}

// NewFileRoots resolves dirs (absolute paths, or relative to the working
// directory) to the directories they name. Each must exist and be a
// directory: a root that cannot be resolved now cannot be checked later.
func NewFileRoots(dirs ...string) (*FileRoots, error) {
	r := &FileRoots{}
	for _, d := range dirs {
		abs, err := filepath.Abs(d)
		if err != nil {
			return nil, fmt.Errorf("browser: product root %q: %w", d, err)
		}
		real, err := filepath.EvalSymlinks(abs)
		if err != nil {
			return nil, fmt.Errorf("browser: product root %q: %w", d, err)
		}
		st, err := os.Stat(real)
		if err != nil {
			return nil, fmt.Errorf("browser: product root %q: %w", d, err)
		}
		if !st.IsDir() {
			return nil, fmt.Errorf("browser: product root %q is not a directory", d)
		}
		r.dirs = append(r.dirs, real)
	}
	return r, nil
}

// Dirs returns the resolved root directories.
func (r *FileRoots) Dirs() []string {
	if r == nil {
		return nil
	}
	return append([]string(nil), r.dirs...)
}

// Contains reports whether path, with its symlinks resolved, is inside one
// of the roots. A path that does not exist is judged by its deepest
// existing ancestor (resolved) joined with the rest: a missing file below
// a root is inside (loading it fails as "not found"), and a missing file
// below a symlink that leaves the roots is outside.
func (r *FileRoots) Contains(path string) bool {
	if r == nil || len(r.dirs) == 0 || !filepath.IsAbs(path) {
		return false
	}
	real, err := resolveExisting(filepath.Clean(path))
	if err != nil {
		return false
	}
	for _, d := range r.dirs {
		if real == d || strings.HasPrefix(real, d+string(filepath.Separator)) || d == string(filepath.Separator) {
			return true
		}
	}
	return false
}

// resolveExisting resolves the symlinks of the longest existing prefix of the clean
// absolute path p and appends the rest, which then holds no symlink and,
// being clean, no "..".
func resolveExisting(p string) (string, error) {
	rest := ""
	for {
		real, err := filepath.EvalSymlinks(p)
		if err == nil {
			return filepath.Join(real, rest), nil
		}
		if !errors.Is(err, fs.ErrNotExist) {
			// A loop, a permission problem: nothing we can vouch for.
			return "", err
		}
		parent := filepath.Dir(p)
		if parent == p {
			return "", err
		}
		rest = filepath.Join(filepath.Base(p), rest)
		p = parent
	}
}

// FilePath returns the local path a file:// URL names: the URL's host
// must be empty or localhost, its path absolute. Percent-escapes are
// decoded and "." and ".." segments removed, as the browser does before
// opening the file; the query and fragment are not part of the path.
func FilePath(raw string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return "", fmt.Errorf("%q is not a URL", raw)
	}
	if u.Scheme != "file" {
		return "", fmt.Errorf("%q is not a file URL", raw)
	}
	if u.Host != "" && u.Host != "localhost" {
		return "", fmt.Errorf("%q names host %q; a file URL's host must be empty or localhost", raw, u.Host)
	}
	if u.Opaque != "" || !strings.HasPrefix(u.Path, "/") {
		return "", fmt.Errorf("%q has no absolute path", raw)
	}
	if strings.ContainsRune(u.Path, 0) {
		return "", fmt.Errorf("%q holds a NUL", raw)
	}
	return filepath.Clean(filepath.FromSlash(u.Path)), nil
}

// AllowsURL reports whether the browser may load the file:// URL raw: it
// names a local path (FilePath) inside the roots (Contains). The error
// says why not.
func (r *FileRoots) AllowsURL(raw string) error {
	p, err := FilePath(raw)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrOutsideRoots, err)
	}
	if !r.Contains(p) {
		return fmt.Errorf("%w: %s", ErrOutsideRoots, p)
	}
	return nil
}
