package govern

import "github.com/tribunal-dev/tribunal/internal/events"

// ErrSkeletonSignatureInvalid: a witness refused the request's skeleton
// because its deployment trusts designer keys and none of them signed it
// (events.SkeletonSignatureInvalid); the request FAILs, unassessed.
const ErrSkeletonSignatureInvalid = events.SkeletonSignatureInvalid

// refusedSkeletonSignature: either report of a says
// SKELETON_SIGNATURE_INVALID (events.RefusesSkeletonSignature). The
// decision reads the reports on the chain alone, never a trust file, so
// ledgerd verify re-derives it.
func refusedSkeletonSignature(a *Attempt) bool {
	return events.RefusesSkeletonSignature(a.w1Body.Verdict, a.w1Body.Error) ||
		events.RefusesSkeletonSignature(a.w2Body.Verdict, a.w2Body.Error)
}
