package measure

import (
	"slices"
	"strings"
)

// rubric is what differs between rubric versions (SPEC §7.3, §7.4).
type rubric struct {
	// listeners: a listener that DOMDebugger.getEventListeners finds on the
	// element or an ancestor (delegation) counts as wired (1.1.0).
	listeners bool
}

var rubrics = map[string]rubric{
	"1.0.0": {},
	"1.1.0": {listeners: true},
}

// Rubrics lists the rubric versions W2 knows, sorted. Any other
// rubric_version is AUDIT_UNAVAILABLE.
func Rubrics() []string {
	out := make([]string, 0, len(rubrics))
	for v := range rubrics {
		out = append(out, v)
	}
	slices.Sort(out)
	return out
}

func knownRubrics() string { return strings.Join(Rubrics(), ", ") }
