package atomicfile

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// ErrNotRegular: the target exists and is not a regular file. A rename
// would replace a symlink itself, or a device's name, rather than write
// through it, so Write and WriteFunc refuse such a target and leave it
// as it is.
var ErrNotRegular = errors.New("not a regular file")

// maxTempBase bounds the part of the target's name copied into the
// temporary file's name, which must stay within the file system's
// NAME_MAX (255 on Linux) with the prefix and random suffix added.
const maxTempBase = 200

// Write replaces path with data, whole and durably. The file gets mode
// perm exactly: the umask does not apply.
func Write(path string, data []byte, perm fs.FileMode) error {
	return WriteFunc(path, perm, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// WriteFunc replaces path with whatever write writes, whole and durably,
// for content too large to hold in memory. An error from write is
// returned as it is, and path is left untouched.
func WriteFunc(path string, perm fs.FileMode, write func(io.Writer) error) error {
	if st, err := os.Lstat(path); err == nil && !st.Mode().IsRegular() {
		return &fs.PathError{Op: "replace", Path: path, Err: ErrNotRegular}
	}
	return publish(path, perm, write, false)
}

// Create writes data to path, which must not exist: it is for files that
// are never replaced, such as keys. An existing path gives an error that
// is os.ErrExist (errors.Is), and is left as it was. Otherwise it is
// Write, with a hard link taking the place of the rename: link(2), unlike
// rename(2), refuses an existing target.
func Create(path string, data []byte, perm fs.FileMode) error {
	if _, err := os.Lstat(path); err == nil {
		return existErr(path)
	}
	return publish(path, perm, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	}, true)
}

func existErr(path string) error {
	return &fs.PathError{Op: "create", Path: path, Err: syscall.EEXIST}
}

// publish runs the four steps of the package comment; exclusive links
// instead of renaming.
func publish(path string, perm fs.FileMode, write func(io.Writer) error, exclusive bool) (err error) {
	dir := filepath.Dir(path)
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()

	base := filepath.Base(path)
	if len(base) > maxTempBase {
		base = base[:maxTempBase]
	}
	f, err := os.CreateTemp(dir, "."+base+".tmp-")
	if err != nil {
		return err
	}
	tmp := f.Name()
	renamed := false
	defer func() {
		if f != nil {
			f.Close()
		}
		// After a rename the temporary name is gone; after a link it
		// is a second name for the target, removed before the fsync
		// of the directory below, or here on an error.
		if !renamed {
			os.Remove(tmp)
		}
	}()

	// Mode first: a secret never sits in a file more open than perm.
	if err := f.Chmod(perm); err != nil {
		return err
	}
	if err := write(f); err != nil {
		return err
	}
	if err := fail(failWritten, path); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	err = f.Close()
	f = nil
	if err != nil {
		return err
	}
	if err := fail(failSynced, path); err != nil {
		return err
	}

	if exclusive {
		if err := os.Link(tmp, path); err != nil {
			if errors.Is(err, fs.ErrExist) {
				return existErr(path)
			}
			return err
		}
		if err := fail(failPublished, path); err != nil {
			return err
		}
		if err := os.Remove(tmp); err != nil {
			return err
		}
	} else {
		if err := os.Rename(tmp, path); err != nil {
			return err
		}
		renamed = true
		if err := fail(failPublished, path); err != nil {
			return err
		}
	}
	return d.Sync()
}
