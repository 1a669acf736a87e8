package broker

import (
	"github.com/tribunal-dev/tribunal/internal/events"
)

// Witness pools and ledger leadership (docs/OPERATIONS.md, "Scaling out").
//
// Any number of processes of one witness role pull from the role's one
// work consumer (JetStream hands each message to one puller), so a
// request.opened.v1 reaches only one member of the pool. A member that
// gets an attempt of a request it never saw reads the request straight
// from the stream with a JetStream direct get of the last message on the
// request's subject: a literal subject form the broker can confine to the
// requester's request subjects, unlike the JSON-bodied forms, which name
// any sequence.

// RequestGetSubject is the direct-get subject that returns the last
// message on tribunal.requester.request.<reqID>.
func RequestGetSubject(reqID string) string {
	return directGetPrefix + events.SubjectPrefix + "." + string(events.RoleRequester) + "." + events.KindRequest + "." + reqID
}

const directGetPrefix = "$JS.API.DIRECT.GET." + StreamName + "."

// requestGetAllow is the witnesses' publish allow for RequestGetSubject:
// one token wildcard, the request id; nothing else of the stream.
var requestGetAllow = RequestGetSubject("*")

// LeaseBucket is the JetStream key-value bucket that holds the ledger
// lease: which of several "ledgerd serve" processes answers queries
// (internal/ledger, lease.go). Only the ledger may write it.
const LeaseBucket = "TRIBUNAL_LEDGER"

// leaseWrite is the subject space of LeaseBucket's puts.
const leaseWrite = "$KV." + LeaseBucket + ".>"
