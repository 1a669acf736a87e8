package keys

import (
	"fmt"
	"io"
	"os"

	"github.com/tribunal-dev/tribunal/internal/atomicfile"
)

// Modes of the files this package writes.
const (
	SecretFileMode = 0o600 // signing keys, checkpoint key, nkey seeds
	PublicFileMode = 0o644 // the trust file
)

// writeNewFile writes data to path with mode perm through
// atomicfile.Create, refusing to replace an existing file: key material
// is never overwritten, and a crash never leaves half a key under the
// key's name.
func writeNewFile(path string, data []byte, perm os.FileMode) error {
	return atomicfile.Create(path, data, perm)
}

// replaceFile writes data to path with mode perm through atomicfile,
// replacing any previous version whole.
func replaceFile(path string, data []byte, perm os.FileMode) error {
	return atomicfile.Write(path, data, perm)
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
