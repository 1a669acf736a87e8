package hashchain

import (
	"sync/atomic"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
)

// Failpoints name the moments around a commit where a test injects a
// fault, as bbolt's gofail points do (tests/failpoint): a test sets a
// hook (setFailpoint, in the package's tests only) that returns an error
// there, or kills the process there, and checks what survives. In a
// build nothing sets the hook, and each point is one atomic load.
const (
	// failBeforeCommit: inside the append's transaction, every record of
	// the batch written, before bbolt commits. An error rolls the whole
	// transaction back, so the batch is not on the file; a crash here
	// leaves the file as the last commit left it.
	failBeforeCommit = "beforeCommit"
	// failAfterCommit: the batch is committed (fsynced) and the chain
	// moved on, but no submitter has been told. An error fails the
	// batch's Pendings (nothing is acked) although its records are on the
	// chain; redelivered, they come back as duplicates of those entries.
	failAfterCommit = "afterCommit"
)

// failpointHook is called at each failpoint with the batch's records.
type failpointHook func(point string, recs []chainformat.Record) error

var failpoint atomic.Pointer[failpointHook]

// fail runs the hook at point, if a test set one.
func fail(point string, recs []chainformat.Record) error {
	if h := failpoint.Load(); h != nil {
		return (*h)(point, recs)
	}
	return nil
}
