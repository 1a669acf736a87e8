package events

import "strings"

// ProductRootNotAllowed is the error code of a witness that refused to
// render a product because its root is outside what the witness's operator
// allows (docs/SECURITY.md, "Product roots"). The witness reports verdict
// AUDIT_UNAVAILABLE with an error of exactly this code or starting with
// this code and ": "; the ledger's fold ends the request in FAIL with the
// same code (docs/FORMAT.md §10). It is a convention on the existing
// error field, so report bodies keep their shape.
const ProductRootNotAllowed = "PRODUCT_ROOT_NOT_ALLOWED"

// RefusesProductRoot reports whether a witness report with this verdict
// and error says PRODUCT_ROOT_NOT_ALLOWED.
func RefusesProductRoot(verdict, errText string) bool {
	return verdict == VerdictAuditUnavailable &&
		(errText == ProductRootNotAllowed || strings.HasPrefix(errText, ProductRootNotAllowed+": "))
}
