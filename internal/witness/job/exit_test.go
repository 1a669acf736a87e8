package job

import (
	"testing"

	"github.com/tribunal-dev/tribunal/internal/events"
)

func TestExitCode(t *testing.T) {
	for v, want := range map[string]int{
		events.VerdictPass: 0, events.VerdictWarn: 1, events.VerdictReject: 2,
		events.VerdictAuditUnavailable: 4, "": 4, "PASS": 4,
	} {
		if got := ExitCode(v); got != want {
			t.Errorf("ExitCode(%q) = %d, want %d", v, got, want)
		}
	}
}
