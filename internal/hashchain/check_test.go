package hashchain

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// FuzzCheckFile: whatever bytes a chain file holds — a real chain with
// any bytes changed or cut — CheckFile returns (nil or ErrDamaged), never
// panics and never faults the process, and a file it passes can be
// opened for writing, read and appended to without a fault, as the
// ledger does next. The seed is a real chain of 40 entries.
func FuzzCheckFile(f *testing.F) {
	dir := f.TempDir()
	key := testKey(f, "fuzz.example/check")
	path := filepath.Join(dir, "seed.db")
	buildChain(f, path, key, 8, testRecords(f, testSigner(f, events.RoleW1), 0, 40))
	seed, err := os.ReadFile(path)
	if err != nil {
		f.Fatal(err)
	}
	extra := testRecords(f, testSigner(f, events.RoleW1), 1000, 1)
	f.Add(seed, -1, -1, byte(0))
	f.Add(seed, len(seed)/2, -1, byte(0))
	f.Add(seed, -1, 3*4096+17, byte(0xff))
	f.Fuzz(func(t *testing.T, data []byte, cut, at int, b byte) {
		p, data := damagedChain(t, data, cut, at, b)
		if len(data) == 0 {
			return // CheckFile's callers leave an empty file to the open
		}
		err := CheckFile(p)
		if err != nil {
			if !errors.Is(err, ErrDamaged) && !errors.Is(err, fs.ErrNotExist) {
				t.Fatalf("%v is neither ErrDamaged nor a file error", err)
			}
			return
		}
		// What the ledger does next: open for writing, read every entry,
		// append one. Errors are fine (Open and the chain's own checks
		// say what is wrong); a panic or a fault is not.
		c, err := Open(p, Options{Key: key, NoSync: true})
		if err != nil {
			return
		}
		defer c.Close()
		_ = c.Scan(0, func(chainformat.Entry) error { return nil })
		_, _ = c.Append(extra)
	})
}
