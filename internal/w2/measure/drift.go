package measure

import (
	"encoding/json"
	"fmt"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// DriftSchema is the schema of the drift arbiter's answer.
const DriftSchema = "drift-verdict.v1"

// Drift decisions.
const (
	DriftApprove     = "approve"
	DriftReject      = "reject"
	DriftUnavailable = events.VerdictAuditUnavailable
)

// DriftVerdict is what `witness-w2 drift` prints (docs/CONTRACTS.md §7.6): the drift
// arbiter's decision over one visual verdict, which it carries byte for
// byte as events.Encode rendered it, so that its hash is the hash of the
// visual-verdict.v1 body W2 would publish for the same run.
type DriftVerdict struct {
	Schema string       `json:"schema"`
	Tuple  events.Tuple `json:"tuple"`
	// DriftDecision is approve (the visual verdict passes or warns, or
	// rejects with micro-drift only and no element drifts onto another:
	// Collisions), reject (any other reject) or
	// AUDIT_UNAVAILABLE (no verdict to judge).
	DriftDecision string `json:"drift_decision"`
	// Reason says why, in one line.
	Reason        string          `json:"reason"`
	VisualVerdict json.RawMessage `json:"visual_verdict"`
	Error         string          `json:"error"`
}

// Drift decides over verdict v, whose encoded body is body.
func Drift(v *events.VisualVerdict, body []byte) *DriftVerdict {
	d := &DriftVerdict{Schema: DriftSchema, Tuple: v.Tuple, VisualVerdict: json.RawMessage(body), Error: v.Error}
	switch {
	case v.Verdict == events.VerdictAuditUnavailable:
		d.DriftDecision, d.Reason = DriftUnavailable, "the visual verdict is AUDIT_UNAVAILABLE"
	case v.Verdict == events.VerdictPass || v.Verdict == events.VerdictWarn:
		d.DriftDecision, d.Reason = DriftApprove, "no element fails: nothing to arbitrate"
	case v.MicroDriftOnly && len(Collisions(v)) > 0:
		c := Collisions(v)
		d.DriftDecision, d.Reason = DriftReject, fmt.Sprintf("micro-drift that is a layout change: %s (%d collision(s))", c[0], len(c))
	case v.MicroDriftOnly:
		d.DriftDecision, d.Reason = DriftApprove, "every failure is micro-drift within the skeleton's drift profile"
	default:
		d.DriftDecision, d.Reason = DriftReject, "a failure beyond micro-drift"
	}
	return d
}

// DriftExitCode is the exit code of `witness-w2 drift`: 0 approve,
// 2 reject, 4 AUDIT_UNAVAILABLE.
func DriftExitCode(decision string) int {
	switch decision {
	case DriftApprove:
		return 0
	case DriftReject:
		return 2
	}
	return 4
}
