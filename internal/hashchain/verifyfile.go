package hashchain

import (
	"os"
	"runtime/debug"

	bolt "go.etcd.io/bbolt"
)

// PagesError is VerifyFile's error when the file's pages do not pass
// CheckPages: Err is the error CheckPages returns for the file
// (ErrDamaged, an *InUseError, or the file's own error).
type PagesError struct{ Err error }

func (e *PagesError) Error() string { return e.Err.Error() }
func (e *PagesError) Unwrap() error { return e.Err }

// VerifyFile is CheckPages then Verify, with one open of the file and one
// walk of its entries, which hold nearly all its bytes: the verification
// reads the entries on the guarded goroutine CheckPages reads on, each
// key and value touched as it is read (walk), so a fault there is a
// panic and ErrDamaged, not a crash. Every check of CheckPages is made,
// and its error, as a *PagesError, wins over any fault the verification
// finds: the page layout is checked and the file opened first, then the
// size and every other bucket's keys and values (checkTx), and when the
// verification fails or panics, the entries it did not reach are read
// before its error is returned. A panic that is not the pages' (the
// entries all read back) panics, as in Verify. A missing or empty file
// is left to Verify, which says so. One difference in evidence remains:
// where both the entries and a bucket sorting after them are damaged,
// CheckPages names the entries' fault and VerifyFile the other bucket's
// (both ErrDamaged); the page layout check rules out one change of bytes
// doing both.
func VerifyFile(path string, opts VerifyOptions) (*Report, error) {
	if st, err := os.Stat(path); err != nil || st.Size() == 0 {
		return Verify(path, opts)
	}
	type result struct {
		rep *Report
		err error
	}
	done := make(chan result, 1)
	go func() {
		debug.SetPanicOnFault(true)
		pagesRead := false // every page read: a panic now is not the file's
		defer func() {
			if r := recover(); r != nil {
				if pagesRead {
					panic(r) // with the stack it unwinds from
				}
				done <- result{err: &PagesError{Err: damagedBy(path, r)}}
			}
		}()
		rep, err := verifyFile(path, opts, &pagesRead)
		done <- result{rep, err}
	}()
	r := <-done
	return r.rep, r.err
}

func verifyFile(path string, opts VerifyOptions, pagesRead *bool) (*Report, error) {
	db, st, err := openChecked(path)
	if err != nil {
		return nil, &PagesError{Err: err}
	}
	defer db.Close()
	var rep *Report
	err = db.View(func(tx *bolt.Tx) (err error) {
		if err := checkTx(tx, path, st, false, bucketEntries); err != nil {
			return &PagesError{Err: err}
		}
		verified := false
		defer func() {
			// Also while the verification panics: a fault here replaces
			// its panic.
			if b := tx.Bucket(bucketEntries); b != nil && (!verified || err != nil) {
				_, _ = touchAll(b)
			}
			*pagesRead = true
		}()
		rep, err = verifyTx(tx, opts)
		verified = true
		return err
	})
	if err != nil {
		return nil, err
	}
	return rep, nil
}
