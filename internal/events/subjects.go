package events

import (
	"fmt"
	"slices"
	"strings"
)

// Role is a principal of docs/CONTRACTS.md §1. Each role has its own NATS identity and
// its own Ed25519 signing key.
type Role string

// The roles. The auditor signs nothing; it is listed so that deployment
// tooling can give it read-only credentials.
const (
	RoleLedger    Role = "ledger"
	RoleW1        Role = "w1"
	RoleW2        Role = "w2"
	RoleJudge     Role = "judge"
	RoleRequester Role = "requester"
	RoleAuditor   Role = "auditor"
)

// Roles lists every role in a fixed order.
var Roles = []Role{RoleLedger, RoleW1, RoleW2, RoleJudge, RoleRequester, RoleAuditor}

// Valid reports whether r is one of Roles.
func (r Role) Valid() bool {
	for _, x := range Roles {
		if r == x {
			return true
		}
	}
	return false
}

// SubjectPrefix is the first token of every event subject.
const SubjectPrefix = "tribunal"

// Subject kinds. An event subject is
//
//	tribunal.<role>.<kind>.<request_id>
//
// so that broker permissions can be granted per role with one wildcard
// (tribunal.w1.>) and the request a body claims can be checked against the
// subject its signature binds.
const (
	KindRequest     = "request"
	KindAttempt     = "attempt"
	KindObservation = "observation"
	KindVerdict     = "verdict"
	KindBlob        = "blob"
	KindOps         = "ops"
	KindDecision    = "decision"
	KindTransition  = "transition"
	KindSeal        = "seal"
	KindViolation   = "violation"
	KindRejected    = "rejected"
	// KindBaseline: the judge's acceptance of an intended visual change
	// (baseline.accepted.v1).
	KindBaseline = "baseline"
	// KindRenderer: the judge's acceptance of a renderer change for a
	// baseline scope (renderer.accepted.v1).
	KindRenderer = "renderer"
	// KindDrift: W2's drift arm over a micro-drift-only reject
	// (drift-verdict.v1).
	KindDrift = "drift"
)

// Body schemas (docs/CONTRACTS.md §3).
const (
	SchemaRequestOpened       = "request.opened.v1"
	SchemaAttemptSubmitted    = "attempt.submitted.v1"
	SchemaObservationW1       = "observation.w1.v1"
	SchemaVisualVerdict       = "visual-verdict.v1"
	SchemaJudgeDecision       = "judge.decision.v1"
	SchemaBlob                = "blob.v1"
	SchemaOpsObservation      = "ops.observation.v1"
	SchemaStateTransition     = "state.transition.v1"
	SchemaSeal                = "seal.v1"
	SchemaGovernanceViolation = "governance.violation.v1"
	SchemaRejected            = "rejected.v1"
	SchemaBaselineAccepted    = "baseline.accepted.v1"
	SchemaDriftVerdict        = "drift-verdict.v1"
	SchemaRendererAccepted    = "renderer.accepted.v1"
)

// routes says, per role, which subject kinds it may publish and which body
// schema each kind carries. It is the single source for the ledger's
// role check and for the broker permission table.
//
// Each witness has a blob route of its own (docs/CONTRACTS.md §2: "its own
// observation/blob subjects"): W1's carries screenshots and diff PNGs,
// W2's the raw JSON-RPC log and the tool invocation record of an MCP App
// check (docs/CONTRACTS.md §9). Neither witness can read any blob: the ledger's blob
// query answers only the requester and the judge.
var routes = map[Role]map[string]string{
	RoleRequester: {KindRequest: SchemaRequestOpened, KindAttempt: SchemaAttemptSubmitted},
	RoleW1:        {KindObservation: SchemaObservationW1, KindBlob: SchemaBlob, KindOps: SchemaOpsObservation},
	RoleW2:        {KindVerdict: SchemaVisualVerdict, KindBlob: SchemaBlob, KindOps: SchemaOpsObservation, KindDrift: SchemaDriftVerdict},
	RoleJudge:     {KindDecision: SchemaJudgeDecision, KindBaseline: SchemaBaselineAccepted, KindRenderer: SchemaRendererAccepted},
	RoleLedger: {
		KindTransition: SchemaStateTransition, KindSeal: SchemaSeal,
		KindViolation: SchemaGovernanceViolation, KindRejected: SchemaRejected,
	},
}

// Subject is a parsed event subject.
type Subject struct {
	Role      Role
	Kind      string
	RequestID string
}

// String renders the subject.
func (s Subject) String() string {
	return SubjectPrefix + "." + string(s.Role) + "." + s.Kind + "." + s.RequestID
}

// Schema is the body schema events on this subject must carry.
func (s Subject) Schema() string { return routes[s.Role][s.Kind] }

// SubjectFor builds the subject on which role publishes kind for a request.
func SubjectFor(role Role, kind, requestID string) (string, error) {
	s := Subject{Role: role, Kind: kind, RequestID: requestID}
	if _, err := ParseSubject(s.String()); err != nil {
		return "", err
	}
	return s.String(), nil
}

// ParseSubject splits and checks an event subject: known role, a kind that
// role may publish, and a valid request id.
func ParseSubject(subject string) (Subject, error) {
	parts := strings.Split(subject, ".")
	if len(parts) != 4 || parts[0] != SubjectPrefix {
		return Subject{}, fmt.Errorf("%w: %q is not tribunal.<role>.<kind>.<request_id>", ErrBadSubject, subject)
	}
	s := Subject{Role: Role(parts[1]), Kind: parts[2], RequestID: parts[3]}
	kinds, ok := routes[s.Role]
	if !ok {
		return Subject{}, fmt.Errorf("%w: %q: role %q publishes no events", ErrBadSubject, subject, parts[1])
	}
	if _, ok := kinds[s.Kind]; !ok {
		return Subject{}, fmt.Errorf("%w: %q: role %s may not publish %q", ErrBadSubject, subject, s.Role, s.Kind)
	}
	if err := CheckRequestID(s.RequestID); err != nil {
		return Subject{}, fmt.Errorf("%w: %q: %v", ErrBadSubject, subject, err)
	}
	return s, nil
}

// MaxRequestIDLen bounds request ids.
const MaxRequestIDLen = 128

// RequestIDAlphabet is what a request id may hold (CheckRequestID).
const RequestIDAlphabet = "[A-Za-z0-9_-]"

// CheckRequestID accepts 1–128 characters from RequestIDAlphabet: a
// request id is one NATS subject token (tribunal.<role>.<kind>.<id>), so
// it may hold no '.', '*', '>', spaces or anything else a subject token
// cannot, and it is a file name in a witness's store. Only ids that enter
// subjects are limited: `witness-w1 run` and `witness-w2 run` echo any
// string, and `tribunal open` refuses a bad id with this error before it
// publishes anything.
func CheckRequestID(id string) error {
	if id == "" || len(id) > MaxRequestIDLen {
		return fmt.Errorf("request id must be 1-%d characters, got %d", MaxRequestIDLen, len(id))
	}
	for _, c := range id {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-') {
			return fmt.Errorf("request id %q: character %q not in %s (a request id is one NATS subject token)", id, c, RequestIDAlphabet)
		}
	}
	return nil
}

// PublishKinds returns the subject kinds role may publish, for building
// broker permissions.
func PublishKinds(role Role) []string {
	var out []string
	for k := range routes[role] {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
