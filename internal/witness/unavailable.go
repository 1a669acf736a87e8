package witness

import (
	"fmt"
	"unicode/utf8"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// Input error codes a witness checks before any rendering (docs/CONTRACTS.md §5); the
// ledger reaches the same conclusion from the request and FAILs it, the
// witness only refuses to render.
const (
	ErrDOMPayloadMissing     = "DOM_PAYLOAD_MISSING"
	ErrConstraintsIncomplete = "CONSTRAINTS_INCOMPLETE"
)

// MinDOMPayload is the shortest DOM payload worth rendering (docs/CONTRACTS.md §5).
const MinDOMPayload = 32

// CheckInput applies the spec's input validation to a request, before any
// rendering: "" when it may be rendered, else the error text, starting
// with the spec's error code.
//
// The rule is the ledger's (package govern): a product URL, or at least
// MinDOMPayload characters (code points) of dom_payload or of an MCP App's
// resource HTML.
func CheckInput(r *events.RequestOpened) string {
	if r.ProductURL != "" || utf8.RuneCountInString(r.DOMPayload) >= MinDOMPayload ||
		r.MCPApp != nil && utf8.RuneCountInString(r.MCPApp.HTML) >= MinDOMPayload {
		return ""
	}
	return fmt.Sprintf("%s: no product URL and a DOM payload of %d characters (at least %d needed)",
		ErrDOMPayloadMissing, utf8.RuneCountInString(r.DOMPayload), MinDOMPayload)
}

// Unavailable is the AUDIT_UNAVAILABLE report of role for tuple t: the
// shape each witness's report takes when it could not observe, with the
// tuple echoed and the reason in error.
func Unavailable(role events.Role, t events.Tuple, reason string) events.Body {
	if reason == "" {
		reason = "unavailable"
	}
	switch role {
	case events.RoleW1:
		return &events.ObservationW1{
			SchemaName: events.SchemaObservationW1, ReqID: t.RequestID, AttID: t.AttemptID, Tuple: t,
			Verdict: events.VerdictAuditUnavailable, Score: 0,
			Deviations: []events.Deviation{}, Screenshots: []events.Screenshot{}, Error: reason,
		}
	case events.RoleW2:
		return &events.VisualVerdict{
			SchemaName: events.SchemaVisualVerdict, ReqID: t.RequestID, AttID: t.AttemptID, Tuple: t,
			Verdict: events.VerdictAuditUnavailable, ElementVerdicts: []events.ElementVerdict{},
			Lint:     events.Lint{Required: []events.LintSelector{}, Forbidden: []events.LintSelector{}, Findings: []events.LintFinding{}},
			Concerns: []events.Concern{}, Error: reason,
		}
	}
	return nil
}

// reportKind is the subject kind of role's report.
func reportKind(role events.Role) string {
	if role == events.RoleW1 {
		return events.KindObservation
	}
	return events.KindVerdict
}
