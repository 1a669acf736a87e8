package ledger

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/go-json-experiment/json/jsontext"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/keys"
	"github.com/tribunal-dev/tribunal/internal/query"
	"github.com/tribunal-dev/tribunal/internal/strictjson"
)

// Message is one consumed stream message as the ingest rule sees it:
// subject, headers and body as received, and the stream's sequence and
// timestamp (never the local clock).
type Message struct {
	Subject string
	Header  map[string][]string
	Body    []byte
	Seq     uint64 // stream sequence
	Time    int64  // stream timestamp, Unix nanoseconds
}

// Kind says what the ledger makes of a message.
type Kind int

// Outcomes of Classify.
const (
	// Accepted: the message itself is appended.
	Accepted Kind = iota
	// Rejected: a rejected.v1 wrapping the message is appended.
	Rejected
	// Violation: a governance.violation.v1 wrapping the message is appended.
	Violation
)

func (k Kind) String() string {
	switch k {
	case Accepted:
		return "accepted"
	case Rejected:
		return "rejected"
	case Violation:
		return "violation"
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// Outcome is the classification of one message.
type Outcome struct {
	Kind   Kind
	Reason string // the rejection or violation reason; "" when accepted
	Detail string
	// Event is the message as an event: subject, the first value of each
	// required header ("" when absent) and the body.
	Event events.Event
	// Record is what is appended: the event itself when accepted, else the
	// ledger's signed wrapper, both with the message's stream sequence and
	// timestamp.
	Record chainformat.Record
	// Body is Record's decoded body.
	Body events.Body
}

// Classifier applies the ingest rule (docs/FORMAT.md, "Ingest"). It is a
// pure function of the message, the trust file and the ledger's signing
// key, safe for concurrent use: two ledgers with the same inputs classify
// every message alike and sign the same bytes (Ed25519 is deterministic).
type Classifier struct {
	trust  *keys.Trust
	signer *events.Signer
}

// NewClassifier returns a classifier that checks signatures against trust
// and signs its wrappers with the ledger key signer.
func NewClassifier(trust *keys.Trust, signer *events.Signer) (*Classifier, error) {
	if signer == nil || signer.Role != events.RoleLedger {
		return nil, fmt.Errorf("ledger: the classifier needs the ledger's signing key")
	}
	if err := trust.CheckSigner(signer); err != nil {
		return nil, err
	}
	return &Classifier{trust: trust, signer: signer}, nil
}

// maxDetail bounds the detail text of a wrapper; the original message is
// preserved whole beside it.
const maxDetail = 1024

// Classify decides what is appended for m, in this order (the first rule
// that applies wins):
//
//  1. subject not tribunal.<role>.<kind>.<request id> for a role and kind
//     that exist → rejected_bad_subject (request id "_unknown");
//  2. a required header absent, repeated, empty or too long →
//     rejected_missing_header;
//  3. the signing key not in the trust file → rejected_unknown_key; the
//     signature invalid → rejected_bad_signature;
//  4. W3 fields (a judge subject, a judge.decision.v1, seal.v1 or
//     baseline.accepted.v1 schema, or
//     a top-level "w3", "decision", "composite_hash" or
//     "tri_witness_ledger" key) signed by a key that is not a judge key →
//     governance.violation.v1, reason w3_not_signed_by_judge;
//  5. the signer's role is not the subject's → rejected_wrong_role;
//  6. an event id in the ledger's reserved namespace ("ledger:") from any
//     other signer → rejected_reserved_id;
//  7. the body fails the strict decoder of the subject's schema, or names
//     another request → rejected_bad_body;
//  8. otherwise the event is accepted as it is.
//
// The id rule (an id already on the chain for another message →
// rejected_duplicate_id) needs the chain and is applied by the ingest
// loop; see DuplicateOf. An error means the ledger could not build its own
// wrapper, which is a bug, never a property of the message.
func (c *Classifier) Classify(m *Message) (Outcome, error) {
	ev := events.Event{
		Subject: m.Subject,
		ID:      firstHeader(m.Header, events.HeaderMsgID),
		KeyID:   firstHeader(m.Header, events.HeaderKey),
		Sig:     firstHeader(m.Header, events.HeaderSig),
		Body:    m.Body,
	}
	sub, err := events.ParseSubject(m.Subject)
	if err != nil {
		return c.Wrap(m, ev, Rejected, events.RejectedBadSubject, err.Error(), events.UnknownRequestID)
	}
	for _, h := range []string{events.HeaderMsgID, events.HeaderKey, events.HeaderSig} {
		if n := len(m.Header[h]); n > 1 {
			return c.Wrap(m, ev, Rejected, events.RejectedMissingHeader, fmt.Sprintf("header %s appears %d times", h, n), sub.RequestID)
		}
	}
	if err := ev.CheckHeaders(); err != nil {
		return c.Wrap(m, ev, Rejected, events.RejectedMissingHeader, err.Error(), sub.RequestID)
	}
	role, err := c.trust.VerifyEvent(&ev)
	switch {
	case errors.Is(err, events.ErrUnknownKey):
		return c.Wrap(m, ev, Rejected, events.RejectedUnknownKey, err.Error(), sub.RequestID)
	case errors.Is(err, events.ErrMissingHeader):
		return c.Wrap(m, ev, Rejected, events.RejectedMissingHeader, err.Error(), sub.RequestID)
	case err != nil:
		return c.Wrap(m, ev, Rejected, events.RejectedBadSignature, err.Error(), sub.RequestID)
	}
	if role != events.RoleJudge {
		if why := w3Fields(sub, m.Body); why != "" {
			detail := fmt.Sprintf("event %q on %s carries W3 fields (%s) but is signed by key %s of role %s, not a judge key", ev.ID, ev.Subject, why, ev.KeyID, role)
			return c.Wrap(m, ev, Violation, events.ViolationW3NotJudge, detail, sub.RequestID)
		}
	}
	if role != sub.Role {
		detail := fmt.Sprintf("key %s belongs to role %s; subject %s is role %s's", ev.KeyID, role, ev.Subject, sub.Role)
		return c.Wrap(m, ev, Rejected, events.RejectedWrongRole, detail, sub.RequestID)
	}
	if role != events.RoleLedger && strings.HasPrefix(ev.ID, events.LedgerIDPrefix) {
		detail := fmt.Sprintf("event id %q is in the ledger's reserved namespace %q", ev.ID, events.LedgerIDPrefix)
		return c.Wrap(m, ev, Rejected, events.RejectedReservedID, detail, sub.RequestID)
	}
	body, err := events.DecodeFor(sub, m.Body)
	if err != nil {
		return c.Wrap(m, ev, Rejected, events.RejectedBadBody, err.Error(), sub.RequestID)
	}
	// A requester that bypasses tribunal open or attempt may not store a
	// body that every later reply would have to carry (query/limits.go).
	if err := query.CheckLimits(body); err != nil {
		return c.Wrap(m, ev, Rejected, events.RejectedBadBody, err.Error(), sub.RequestID)
	}
	return Outcome{
		Kind:   Accepted,
		Event:  ev,
		Record: chainformat.Record{Seq: m.Seq, Time: m.Time, Event: ev},
		Body:   body,
	}, nil
}

// DuplicateOf returns the outcome for an accepted message whose event id is
// already on the chain (or earlier in the ingest pipeline) for a different
// message: a rejected_duplicate_id that preserves it.
func (c *Classifier) DuplicateOf(m *Message, o Outcome, index string) (Outcome, error) {
	sub, _ := events.ParseSubject(o.Event.Subject) // accepted, so it parses
	detail := fmt.Sprintf("event id %q is already on the chain (%s) for a different message", o.Event.ID, index)
	return c.Wrap(m, o.Event, Rejected, events.RejectedDuplicateID, detail, sub.RequestID)
}

// Wrap builds the ledger's signed wrapper of kind Rejected or Violation for
// the message m (received as ev): a rejected.v1 or governance.violation.v1
// on tribunal.ledger.<kind>.<requestID> whose id DerivedID makes from the
// stream sequence, with m's stream sequence and timestamp, and the
// original subject, headers and body inside.
func (c *Classifier) Wrap(m *Message, ev events.Event, kind Kind, reason, detail, requestID string) (Outcome, error) {
	detail = clipDetail(detail)
	orig := events.OriginalOf(&ev)
	var (
		body    events.Body
		subKind string
	)
	switch kind {
	case Rejected:
		subKind = events.KindRejected
		body = &events.Rejected{
			SchemaName: events.SchemaRejected, ReqID: requestID,
			Reason: reason, Detail: detail, Original: orig,
		}
	case Violation:
		subKind = events.KindViolation
		v := &events.GovernanceViolation{
			SchemaName: events.SchemaGovernanceViolation, ReqID: requestID,
			Reason: reason, EventID: ev.ID, Subject: ev.Subject, KeyID: ev.KeyID,
			Detail: detail, Original: &orig,
		}
		if att := attemptIDOf(m.Body); events.CheckAttemptID(att) == nil {
			v.AttID = att
		}
		body = v
	default:
		return Outcome{}, fmt.Errorf("ledger: cannot wrap as %v", kind)
	}
	data, err := events.Encode(body)
	if err != nil {
		return Outcome{}, fmt.Errorf("ledger: building %s for stream sequence %d: %w", body.Schema(), m.Seq, err)
	}
	subject, err := events.SubjectFor(events.RoleLedger, subKind, requestID)
	if err != nil {
		return Outcome{}, fmt.Errorf("ledger: %w", err)
	}
	signed := c.signer.Sign(subject, DerivedID(subKind, m.Seq, 0), data)
	return Outcome{
		Kind:   kind,
		Reason: reason,
		Detail: detail,
		Event:  ev,
		Record: chainformat.Record{Seq: m.Seq, Time: m.Time, Event: signed},
		Body:   body,
	}, nil
}

// DerivedID is the event id of the n-th ledger event of kind derived from
// the message at stream sequence seq: "ledger:<kind>:<seq>" for n = 0,
// "ledger:<kind>:<seq>.<n>" after. Being a function of the stream, it makes
// a redelivered message's derived events duplicates of the first ones.
// (The governance fold derives its ids with the same function.)
func DerivedID(kind string, seq uint64, n int) string { return govern.DerivedID(kind, seq, n) }

func firstHeader(h map[string][]string, name string) string {
	if v := h[name]; len(v) > 0 {
		return v[0]
	}
	return ""
}

func clipDetail(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	if len(s) <= maxDetail {
		return s
	}
	cut := maxDetail
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}

// w3Keys are the top-level body keys that carry W3 (docs/CONTRACTS.md §5), compared
// case-insensitively.
var w3Keys = []string{"w3", "decision", "composite_hash", "tri_witness_ledger"}

// w3Fields says why a message carries W3 fields, or "" when it does not:
// it is on a judge subject, its schema is the judge's decision, a seal or
// the judge's baseline acceptance, or its body has a W3 key at the top
// level. Bodies that are not JSON
// objects carry none (they are rejected as bad bodies instead).
func w3Fields(sub events.Subject, body []byte) string {
	if sub.Role == events.RoleJudge {
		return "a judge subject"
	}
	var found []string
	schema, _ := scanTop(body, func(key string) {
		for _, k := range w3Keys {
			if strings.EqualFold(key, k) {
				found = append(found, strconv.Quote(key))
			}
		}
	})
	if schema == events.SchemaJudgeDecision || schema == events.SchemaSeal || schema == events.SchemaBaselineAccepted || schema == events.SchemaRendererAccepted {
		found = append([]string{"schema " + strconv.Quote(schema)}, found...)
	}
	return strings.Join(found, ", ")
}

// attemptIDOf returns the top-level "attempt_id" string of a body, or "".
func attemptIDOf(body []byte) string {
	_, att := scanTop(body, nil)
	return att
}

// scanTop reads the top level of a JSON object leniently (duplicates,
// invalid UTF-8 and malformed tails included, as strictjson.Members does),
// calling key for every name, and returns the "schema" and "attempt_id"
// string values it saw (the first of each). It stops quietly at malformed
// JSON: the names before that point count.
func scanTop(body []byte, key func(string)) (schema, attemptID string) {
	var seenSchema, seenAtt bool
	_ = strictjson.Members(body, func(k string, v jsontext.Value) error {
		if key != nil {
			key(k)
		}
		if v.Kind() != '"' {
			return nil
		}
		if k == "schema" && !seenSchema {
			schema, seenSchema = strictjson.Unquote(v), true
		}
		if k == "attempt_id" && !seenAtt {
			attemptID, seenAtt = strictjson.Unquote(v), true
		}
		return nil
	})
	return
}
