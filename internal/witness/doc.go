// Package witness is the daemon loop both witnesses share (`witness-w1
// serve`, `witness-w2 serve`): take work from the ledger's stream, observe
// each attempt, publish the signed results, acknowledge.
//
// A witness connects with its own nkey and inbox prefix and has no general
// JetStream API access (docs/CONTRACTS.md §2): it pulls from its pre-created durable
// work consumer (broker.WorkConsumer) by publishing raw pull requests to
// broker.NextSubject with its own inbox as the reply subject, and acks on
// the consumer's ack subjects. The work is the requester's events:
//
//   - request.opened.v1: remembered in the witness's local store (Store)
//     and acked; nothing is rendered.
//   - attempt.submitted.v1: the request is looked up in the store,
//     job.FromEvents builds the job, the Observer renders and judges it,
//     and the results are published on the witness's own subjects, each
//     signed with its key: blob.v1 chunks first (W1's screenshots), then
//     the report (observation.w1.v1 or visual-verdict.v1), then
//     ops.observation.v1 notes. Only when every publish has its PubAck is
//     the work acked, so a crash at any point redelivers the attempt.
//
// The attempt is marked done in the store right after its report's PubAck
// and before the ack: a redelivered attempt that is already done is acked
// without observing it again, so a crash between publish and ack does not
// produce a second report for the same attempt.
//
// Whatever goes wrong with one job — a product root outside the
// operator's (ProductRoots: PRODUCT_ROOT_NOT_ALLOWED, which the ledger
// turns into FAIL), a skeleton that does not match its hash, incomplete
// constraints, a DOM payload under 32 characters (all checked before any
// rendering), a browser that will not start (with its external_tool_fail
// observation), an observer that panics — the witness still reports, with
// verdict AUDIT_UNAVAILABLE and the error (Unavailable). Only a failure to
// publish leaves the work unacked, to be redelivered.
//
// A judged page is untrusted, so no page can keep a witness (deadline.go):
// each attempt is observed under the job deadline (Config.JobDeadline,
// default 120 s), past which its tabs are closed from the browser's side
// and it is reported AUDIT_UNAVAILABLE, JOB_DEADLINE_EXCEEDED, the browser
// checked (or restarted) for the next job; and an attempt delivered more
// than ObserveDeliveries times — each delivery before ended without a
// report, the witness died or was stopped — is reported
// JOB_DELIVERIES_EXHAUSTED without rendering. JetStream keeps the count
// across restarts and caps the deliveries (MaxDeliveries).
//
// Attempts are observed by a bounded pool (Config.Jobs, jobs.go): the
// loop takes a free slot before each pull, so it never holds work it
// cannot start, and handles request.opened.v1 itself, in delivery order,
// so an attempt finds its request stored.
//
// While a witness holds an attempt it acks "+WPI" every few seconds, so
// the work consumer's short ack wait (ledger.WorkAckWait) hands the work
// of a witness that died to the next puller — its restarted self — within
// seconds, and never the work of a live one.
//
// Pools: any number of processes of one role pull from the role's one
// work consumer, and JetStream hands each message to one of them. A
// request therefore reaches one member only; a member handed an attempt
// of a request its store lacks reads the request from the stream with the
// one direct-get subject the broker allows it (broker.RequestGetSubject,
// fetch.go). Stores are per process, so the done-marker does not stop a
// second member from reporting an attempt whose first reporter died
// before acking; the governance fold keeps the first report and refuses
// the second (rejected_duplicate_report).
//
// Event ids are random (crypto/rand), so that no other publisher can
// predict and squat them; a PubAck that says "duplicate" for an id this
// witness never used is therefore a failure (docs/SECURITY.md §4).
package witness
