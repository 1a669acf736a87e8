// Package broker holds the NATS side of a deployment: the per-role
// permission table that enforces docs/CONTRACTS.md §2 isolation, the names of the
// JetStream stream and consumers and of the query subjects it refers to, and
// the rendering of the table into a nats-server configuration. The
// configuration file written by "ledgerd init" and the embedded server of
// "ledgerd serve" are both built from Permissions, so they cannot drift.
package broker

import (
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// StreamName is the JetStream stream that holds every event.
const StreamName = "TRIBUNAL_EVENTS"

// QueryPrefix starts the request/reply subjects the ledger answers:
//
//	tribunal.query.<asking role>.<query...>
//
// The asking role is part of the subject and the broker lets each role
// publish only under its own, so the ledger knows who asks. Witnesses have
// no query subjects at all. "query" is not a role, so these subjects never
// overlap the event subjects tribunal.<role>.<kind>.<request_id>.
const QueryPrefix = events.SubjectPrefix + ".query"

// QuerySubject is the subject on which role sends the query named by the
// remaining tokens, e.g. QuerySubject(RoleJudge, "pending").
func QuerySubject(role events.Role, query string) string {
	return QueryPrefix + "." + string(role) + "." + query
}

// BaselineQuery is the one query a witness may send: W1 asks the ledger
// for its own screenshot of the latest SEALED_DEPLOY of a screen,
// breakpoint and surface (docs/CONTRACTS.md §8 baseline check), on
// QuerySubject(RoleW1, BaselineQuery), and nothing else. W2 has none.
const BaselineQuery = "baseline"

// InboxPrefix is role's reply-inbox prefix (use it with
// nats.CustomInboxPrefix); a role may subscribe only below it, never to
// another client's inbox.
func InboxPrefix(role events.Role) string { return "_INBOX_" + string(role) }

// WorkConsumer is the name of the durable pull consumer on StreamName from
// which a witness takes its work. The ledger creates it (the witness cannot:
// it has no JetStream API access); see HasWorkConsumer.
func WorkConsumer(role events.Role) string { return "work-" + string(role) }

// HasWorkConsumer reports whether role pulls work from a consumer of its
// own: the witnesses.
func HasWorkConsumer(role events.Role) bool {
	return role == events.RoleW1 || role == events.RoleW2
}

// NextSubject is the subject a witness publishes to (with its own inbox as
// reply subject) to pull messages from its work consumer.
func NextSubject(role events.Role) string {
	return "$JS.API.CONSUMER.MSG.NEXT." + StreamName + "." + WorkConsumer(role)
}

// EventSubjects lists the subjects of every event (one wildcard per role
// and kind), for the stream's subject filter. It does not cover the query
// subjects, so queries are never stored as events.
func EventSubjects() []string {
	var out []string
	for _, role := range events.Roles {
		out = append(out, publishEvents(role)...)
	}
	return out
}

func publishEvents(role events.Role) []string {
	var out []string
	for _, kind := range events.PublishKinds(role) {
		out = append(out, events.SubjectPrefix+"."+string(role)+"."+kind+".*")
	}
	return out
}

// Responses lets a client publish replies to the requests it receives
// (nats-server "allow_responses"): at most MaxMsgs messages per request
// (negative: no limit) within Expires of receiving it.
type Responses struct {
	MaxMsgs int
	Expires time.Duration
}

// RolePermissions is what one role's NATS identity may do. Anything not
// allowed is denied: there are no deny lists, only allow lists.
type RolePermissions struct {
	Publish   []string
	Subscribe []string
	Responses *Responses // nil: may not answer requests
}

// ledgerResponses lets the ledger stream a long answer to one query for up to
// two minutes. Longer results are paged by the asking client.
var ledgerResponses = Responses{MaxMsgs: -1, Expires: 2 * time.Minute}

// Permissions is the permission table of docs/CONTRACTS.md §2: the one place where the
// broker rights of each role are decided.
//
//	role       publish                                         subscribe
//	ledger     tribunal.ledger.<kind>.* for its kinds,         _INBOX_ledger.>
//	           tribunal.requester.{attempt,request}.* (lost    tribunal.query.>
//	           work published again, verbatim),
//	           $JS.API.>, $JS.ACK.>, $KV.TRIBUNAL_LEDGER.>;
//	           replies to queries
//	w1, w2     tribunal.<w>.<kind>.* for its kinds,            _INBOX_<w>.>
//	           $JS.API.CONSUMER.MSG.NEXT.TRIBUNAL_EVENTS.work-<w>,
//	           $JS.ACK.TRIBUNAL_EVENTS.work-<w>.> (and the v2 ack form),
//	           $JS.API.DIRECT.GET.TRIBUNAL_EVENTS.tribunal.requester.request.*
//	w1 only    tribunal.query.w1.baseline (one literal subject)
//	judge      tribunal.judge.{baseline,decision,renderer}.*,  _INBOX_judge.>
//	           tribunal.query.judge.>
//	requester  tribunal.requester.{attempt,request}.*,         _INBOX_requester.>
//	           tribunal.query.requester.>
//	auditor    tribunal.query.auditor.>                        _INBOX_auditor.>
//
// Witnesses get no general JetStream API (consumer creation would bypass
// subscribe permissions), no query subjects but W1's single baseline
// subject (no wildcard), and no wildcard subscriptions:
// all they can read is the work the ledger's consumer hands them and the
// replies on their own inbox. Publishing with a reply subject needs no
// permission on the reply subject, so JetStream publish acks and pulled
// messages reach each role through its own inbox.
//
// An unknown role gets empty lists. Beware: nats-server reads an EMPTY
// allow list as "no restriction", so such a role must never become a
// server user; NkeyUsers and RenderConfig refuse it.
func Permissions(role events.Role) RolePermissions {
	inbox := []string{InboxPrefix(role) + ".>"}
	switch role {
	case events.RoleLedger:
		return RolePermissions{
			// The requester's request and attempt subjects: the ledger
			// publishes again, verbatim, work the stream lost
			// (internal/ledger, redispatch.go). It cannot sign them: the
			// witnesses and the ledger itself check the requester's
			// signature on every one.
			Publish:   append(append(publishEvents(role), publishEvents(events.RoleRequester)...), "$JS.API.>", "$JS.ACK.>", leaseWrite),
			Subscribe: append(inbox, QueryPrefix+".>"),
			Responses: &ledgerResponses,
		}
	case events.RoleW1, events.RoleW2:
		c := WorkConsumer(role)
		pub := publishEvents(role)
		if role == events.RoleW1 {
			pub = append(pub, QuerySubject(role, BaselineQuery))
		}
		return RolePermissions{
			Publish: append(pub,
				NextSubject(role),
				requestGetAllow,
				"$JS.ACK."+StreamName+"."+c+".>",
				// Ack subjects in the v2 format: $JS.ACK.<domain>.<account hash>.<stream>.<consumer>....
				"$JS.ACK.*.*."+StreamName+"."+c+".>",
			),
			Subscribe: inbox,
		}
	case events.RoleJudge, events.RoleRequester, events.RoleAuditor:
		return RolePermissions{
			Publish:   append(publishEvents(role), QueryPrefix+"."+string(role)+".>"),
			Subscribe: inbox,
		}
	}
	return RolePermissions{}
}
