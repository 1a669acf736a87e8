package job

import "github.com/tribunal-dev/tribunal/internal/events"

// ExitCode is the exit code of `witness-w1 run` and `witness-w2 run` for a
// report's verdict (docs/CONTRACTS.md §7.1): 0 pass, 1 warn, 2 reject, 4
// AUDIT_UNAVAILABLE — and 4 for anything else, since a verdict nobody
// knows is no verdict.
func ExitCode(verdict string) int {
	switch verdict {
	case events.VerdictPass:
		return 0
	case events.VerdictWarn:
		return 1
	case events.VerdictReject:
		return 2
	}
	return 4
}
