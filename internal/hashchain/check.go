package hashchain

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"runtime"
	"runtime/debug"

	bolt "go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"
)

// ErrDamaged reports a chain file that cannot be read safely: bbolt
// refuses it, a page it reaches lies past the end of the file, a page is
// not what its parent says it is, or the entries do not match the meta
// bucket's size.
var ErrDamaged = errors.New("hashchain: the chain file is damaged")

// CheckFile checks a chain file before a writer opens it. bbolt trusts
// its pages: on a truncated file it faults on the first page past the end
// (SIGBUS, which kills the process, on whatever goroutine reads it), and
// on garbage it panics in the middle of a read. So the page layout is
// read first with plain reads (layout.go): every page bbolt will reach
// lies inside the file and its elements inside the page. Then every key
// and value is read through bbolt, on a goroutine of its own that turns
// memory faults into panics, and a panic becomes ErrDamaged; and the
// number of entries and links is compared with the size the meta bucket
// records. A damaged file costs one line, never a stack. bbolt's own
// Tx.Check is not used: it reads on a goroutine of its own, where a fault
// cannot be recovered. path must exist and be non-empty.
func CheckFile(path string) error { return checkIsolated(path, true) }

// CheckPages is CheckFile without the comparison with meta: for the
// offline commands, whose Verify reports a wrong size as a fault of its
// own (check "meta.size").
func CheckPages(path string) error { return checkIsolated(path, false) }

func checkIsolated(path string, compare bool) error {
	done := make(chan error, 1)
	go func() {
		// Only this goroutine: a fault anywhere else still crashes, as it
		// should.
		debug.SetPanicOnFault(true)
		defer func() {
			if r := recover(); r != nil {
				done <- damagedBy(path, r)
			}
		}()
		done <- checkFile(path, compare)
	}()
	return <-done
}

// damagedBy is the error for a panic (or a memory fault, turned into one)
// while the pages of the file at path were read.
func damagedBy(path string, r any) error { return fmt.Errorf("%w: %s: %v", ErrDamaged, path, r) }

func checkFile(path string, compare bool) error {
	db, st, err := openChecked(path)
	if err != nil {
		return err
	}
	// Deferred before a panic unwinds past it: View has rolled its
	// transaction back by then, so Close does not wait for it.
	defer db.Close()
	return db.View(func(tx *bolt.Tx) error { return checkTx(tx, path, st, compare, nil) })
}

// openChecked checks the page layout of the file at path and opens it
// read-only, on a goroutine whose faults are panics (checkIsolated,
// VerifyFile).
func openChecked(path string) (*bolt.DB, os.FileInfo, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, nil, fmt.Errorf("hashchain: %w", err)
	}
	// First with plain reads: every page bbolt will reach is inside the
	// file and its elements inside the page (layout.go).
	if err := checkLayout(path); err != nil {
		if errors.Is(err, errLayout) {
			return nil, nil, fmt.Errorf("%w: %s: %v", ErrDamaged, path, err)
		}
		return nil, nil, fmt.Errorf("hashchain: %w", err)
	}
	// The freelist is loaded here, on the guarded goroutine: bbolt would
	// otherwise load it wherever it first needs it.
	db, err := bolt.Open(path, 0o400, &bolt.Options{ReadOnly: true, Timeout: lockTimeout, PreLoadFreelist: true})
	switch {
	case errors.Is(err, berrors.ErrTimeout):
		return nil, nil, openError(path, err)
	case errors.Is(err, fs.ErrNotExist) || errors.Is(err, fs.ErrPermission):
		return nil, nil, fmt.Errorf("hashchain: %w", err)
	case err != nil:
		return nil, nil, fmt.Errorf("%w: %s: %v", ErrDamaged, path, err)
	}
	return db, st, nil
}

// checkTx reads, through bbolt, every key and value of every bucket but
// skip (whose reader touches them itself: VerifyFile's entries), after
// checking that every page lies inside the file st describes; with
// compare, it compares the number of entries and links with meta's size.
func checkTx(tx *bolt.Tx, path string, st os.FileInfo, compare bool, skip []byte) error {
	// Every page below the high-water mark must be in the file: then
	// no page the walk reads can fault, and a truncated file is named as
	// such.
	if tx.Size() > st.Size() {
		return fmt.Errorf("%w: %s: the file is %d bytes, its pages reach %d bytes: it was cut short", ErrDamaged, path, st.Size(), tx.Size())
	}
	counts := map[string]uint64{}
	err := tx.ForEach(func(name []byte, b *bolt.Bucket) error {
		// Only a bucket is skipped: an element named skip whose bucket
		// flag a damaged page cleared is a value, b is nil, and touchAll
		// fails it here as CheckPages does.
		if skip != nil && b != nil && bytes.Equal(name, skip) {
			return nil
		}
		n, err := touchAll(b)
		counts[string(name)] = n
		return err
	})
	if err != nil {
		return fmt.Errorf("%w: %s: %v", ErrDamaged, path, err)
	}
	m := tx.Bucket(bucketMeta)
	if m == nil || !compare {
		return nil // not a chain file at all: Open says so
	}
	size := m.Get(metaSize)
	if len(size) != 8 {
		return fmt.Errorf("%w: %s: malformed size in meta", ErrDamaged, path)
	}
	n := binary.BigEndian.Uint64(size)
	for _, b := range [][]byte{bucketEntries, bucketLinks} {
		if counts[string(b)] != n {
			return fmt.Errorf("%w: %s: %d %s for a chain of %d entries", ErrDamaged, path, counts[string(b)], b, n)
		}
	}
	return nil
}

// touchAll reads every key and value of b (touch) and returns their
// number.
func touchAll(b *bolt.Bucket) (uint64, error) {
	var n uint64
	var sum byte
	err := b.ForEach(func(k, v []byte) error {
		sum ^= touch(k) ^ touch(v)
		n++
		return nil
	})
	runtime.KeepAlive(sum) // the reads are the point: keep them
	return n, err
}

// touch reads the first and last byte of b: a value on overflow pages
// past the end of the file faults here, on the guarded goroutine (a
// panic there, ErrDamaged), before another goroutine (the verification's
// pool) reads the same pages, where a fault would kill the process. It
// returns what it read, which the caller keeps alive: a read whose
// result is dropped (`_ = b[0]`) compiles to no read at all.
func touch(b []byte) byte {
	if len(b) == 0 {
		return 0
	}
	return b[0] ^ b[len(b)-1]
}
