package main

import (
	"crypto/sha256"
	"encoding/hex"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/w2/measure"
	wd "github.com/tribunal-dev/tribunal/internal/witness"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// driftArm follows a micro-drift-only reject with W2's drift verdict in
// the same job (docs/CONTRACTS.md §7.6; docs/FORMAT.md §10): the arbiter of `witness-w2
// drift` (measure.Drift) over the very visual-verdict.v1 the daemon
// publishes, named by the SHA-256 of its body, as a drift-verdict.v1 of
// its own on W2's drift subject. The ledger waits for it before it
// assesses the attempt. Requests opened without a baseline scope (before
// the drift arm was part of the flow) get none.
func driftArm(j *job.Job, out wd.Output) wd.Output {
	v, ok := out.Report.(*events.VisualVerdict)
	if !ok || !j.DriftArm || v.Verdict != events.VerdictReject || !v.MicroDriftOnly {
		return out
	}
	body, err := events.Encode(v)
	if err != nil {
		return out // the daemon reports AUDIT_UNAVAILABLE instead, and no follow-up
	}
	d := measure.Drift(v, body)
	h := sha256.Sum256(body)
	out.FollowUps = append(out.FollowUps, wd.FollowUp{Kind: events.KindDrift, Body: &events.DriftVerdict{
		SchemaName: events.SchemaDriftVerdict, ReqID: v.ReqID, AttID: v.AttID, Tuple: d.Tuple,
		DriftDecision: d.DriftDecision, Reason: d.Reason, VisualVerdictSHA256: hex.EncodeToString(h[:]), Error: d.Error,
	}})
	return out
}
