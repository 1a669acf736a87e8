package keys

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// Modes of the files this package writes.
const (
	SecretFileMode = 0o600 // signing keys, checkpoint key, nkey seeds
	PublicFileMode = 0o644 // the trust file
)

// writeNewFile creates path with perm and writes data, refusing to replace
// an existing file: key material is never overwritten. The file is synced
// before it is closed; on failure it is removed.
func writeNewFile(path string, data []byte, perm os.FileMode) (err error) {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			os.Remove(path)
		}
	}()
	// The umask can only clear bits; Chmod makes the mode exact anyway.
	if err := f.Chmod(perm); err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		return err
	}
	return f.Sync()
}

// replaceFile writes data to path atomically: a temporary file in the same
// directory, synced, then renamed over path.
func replaceFile(path string, data []byte, perm os.FileMode) (err error) {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
		}
	}()
	if err := f.Chmod(perm); err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// readSmallFile reads a file of at most limit bytes.
func readSmallFile(path string, limit int64, sentinel error) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("%s: %w: larger than %d bytes", path, sentinel, limit)
	}
	return data, nil
}
