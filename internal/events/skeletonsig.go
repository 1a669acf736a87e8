package events

import "strings"

// SkeletonSignatureInvalid is the error code of a witness that refused to
// observe a request because its deployment trusts designer keys (the
// trust file's "designers") and the request's skeleton is not signed by
// one of them: index.yaml.sig is missing, malformed, by another key, or
// does not verify for the skeleton hash (docs/SKELETON.md §5). The witness
// reports verdict AUDIT_UNAVAILABLE with an error of exactly this code or
// starting with this code and ": "; the ledger's fold ends the request in
// FAIL with the same code (docs/FORMAT.md §10), decided from the reports
// on the chain alone. Like ProductRootNotAllowed, it is a convention on
// the existing error field, so report bodies keep their shape.
const SkeletonSignatureInvalid = "SKELETON_SIGNATURE_INVALID"

// RefusesSkeletonSignature reports whether a witness report with this
// verdict and error says SKELETON_SIGNATURE_INVALID.
func RefusesSkeletonSignature(verdict, errText string) bool {
	return verdict == VerdictAuditUnavailable &&
		(errText == SkeletonSignatureInvalid || strings.HasPrefix(errText, SkeletonSignatureInvalid+": "))
}
