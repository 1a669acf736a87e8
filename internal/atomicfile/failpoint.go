package atomicfile

import "sync/atomic"

// Failpoints name the moments between the steps of a write where a test
// injects a fault: the hook returns an error there, or kills the process
// there, and the test checks what the target path holds.
const (
	// failWritten: every byte is in the temporary file, not yet fsynced.
	failWritten = "written"
	// failSynced: the temporary file is fsynced and closed, not yet
	// renamed or linked.
	failSynced = "synced"
	// failPublished: the target names the new file; the directory is not
	// yet fsynced.
	failPublished = "published"
)

// failpointHook is called at each failpoint with the target path.
type failpointHook func(point, path string) error

// failpoint is set only by the package's tests; in a build each point is
// one atomic load of nil.
var failpoint atomic.Pointer[failpointHook]

// fail runs the hook at point, if a test set one.
func fail(point, path string) error {
	if h := failpoint.Load(); h != nil {
		return (*h)(point, path)
	}
	return nil
}
