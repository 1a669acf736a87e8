package witness

import (
	"errors"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/keys"
	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// checkDesigners is the deployment's designer rule (docs/SKELETON.md §5):
// when the trust file lists designer keys, a request is observed only if
// its inline skeleton carries an index.yaml.sig by one of them that
// verifies for the skeleton hash. It returns "" when the request may be
// observed, else the reason, starting with events.SkeletonSignatureInvalid
// (the ledger FAILs the request with that code).
//
// Only the signature is judged here: any other fault of the skeleton is
// left to job.FromEvents, which reports it as the schema violation it is.
func checkDesigners(trust *keys.Trust, r *events.RequestOpened) string {
	if trust == nil {
		return ""
	}
	designers := trust.DesignerKeys()
	if designers == nil {
		return ""
	}
	_, _, err := skeleton.CheckSignatureFiles(r.Skeleton.Files, designers)
	if err != nil && errors.Is(err, skeleton.ErrBadSignature) {
		return events.SkeletonSignatureInvalid + ": " + err.Error()
	}
	return ""
}
