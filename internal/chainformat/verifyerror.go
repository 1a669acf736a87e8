package chainformat

import (
	"errors"
	"fmt"
)

// ErrTampered is wrapped by every verification failure.
var ErrTampered = errors.New("chainformat: verification failed")

// VerifyError is the evidence of the first fault a verification found:
// hashchain.Verify's checks of the file and internal/govern's re-fold
// report their faults in this one shape, so that ledgerd verify and an
// auditor print them alike.
type VerifyError struct {
	Index    int64  // entry index; -1 when the fault is not in one entry
	Check    string // which check failed (see docs/FORMAT.md, "Verification")
	Expected string // the value recomputed or required
	Actual   string // the value found
	Detail   string
}

func (e *VerifyError) Error() string {
	s := fmt.Sprintf("verification failed: %s", e.Check)
	if e.Index >= 0 {
		s = fmt.Sprintf("verification failed at entry %d: %s", e.Index, e.Check)
	}
	if e.Detail != "" {
		s += ": " + e.Detail
	}
	if e.Expected != "" || e.Actual != "" {
		s += fmt.Sprintf(" (expected %s, actual %s)", e.Expected, e.Actual)
	}
	return s
}

func (e *VerifyError) Unwrap() error { return ErrTampered }
