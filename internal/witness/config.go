package witness

import (
	"context"
	"log/slog"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/keys"
	"github.com/tribunal-dev/tribunal/internal/mcpapp/mcpserver"
	"github.com/tribunal-dev/tribunal/internal/witness/job"
)

// Observer observes one job and returns what to publish. nc is the
// witness's own connection, for the few queries a witness may make (W1's
// baseline screenshot). It must honour ctx; a cancelled job's output is
// thrown away and the work is redelivered.
type Observer func(ctx context.Context, nc *nats.Conn, j *job.Job) Output

// Output is the result of observing one attempt.
type Output struct {
	// Blobs are published first, as blob.v1 chunks on the witness's own
	// blob subject (W1's screenshots and diff images; W2's JSON-RPC logs
	// and tool invocation records of an MCP App).
	Blobs []Blob
	// Report is the witness's report: *events.ObservationW1 for W1,
	// *events.VisualVerdict for W2. Nil, or a body that does not encode,
	// is replaced by an AUDIT_UNAVAILABLE report saying so.
	Report events.Body
	// Ops are operational notes (fail-open), published after the report.
	// An empty request_id/attempt_id is filled in from the job.
	Ops []*events.OpsObservation
	// FollowUps are further signed events of the same job, published
	// right after the report and before the attempt is marked done (W2's
	// drift-verdict.v1 over its own micro-drift-only reject). They are
	// dropped when the report is replaced by an AUDIT_UNAVAILABLE one.
	FollowUps []FollowUp
}

// FollowUp is one event an observer publishes after its report, on the
// witness's own subject of Kind.
type FollowUp struct {
	Kind string
	Body events.Body
}

// Blob is one content-addressed evidence file.
type Blob struct {
	MediaType string
	Data      []byte
}

// Config configures Serve.
type Config struct {
	// Role is events.RoleW1 or events.RoleW2.
	Role events.Role
	// Connect opens the role's connection (endpoint.Endpoint.Connect).
	Connect func(ctx context.Context, opts ...nats.Option) (*nats.Conn, error)
	// Signer signs every published event; it must be a key of Role.
	Signer *events.Signer
	// Trust, when set, is used to check that work items are signed by a
	// requester key; others are acked and skipped (the ledger records
	// them as rejected). When it lists designer keys, only requests whose
	// skeleton one of them signed are observed; the others are reported
	// AUDIT_UNAVAILABLE, SKELETON_SIGNATURE_INVALID (designers.go).
	Trust *keys.Trust
	// StateDir holds the witness's local store (Store); it is created.
	StateDir string
	// MCPSandbox is how the stdio MCP servers of MCP App requests run
	// (MCPSandboxFlags); the zero value is the jail without network.
	MCPSandbox mcpserver.Sandbox
	// Roots are the products the witness renders; an attempt of any
	// other is reported AUDIT_UNAVAILABLE, PRODUCT_ROOT_NOT_ALLOWED,
	// before any rendering. Nil renders no product URL at all (DOM
	// payloads and MCP Apps only).
	Roots *ProductRoots
	// Logger receives the daemon's logs; nil discards them.
	Logger *slog.Logger
	// PullExpires bounds one pull request (0: 10 s).
	PullExpires time.Duration
	// ChunkSize bounds the bytes of one blob chunk (0: derived from the
	// server's max payload).
	ChunkSize int
	// Jobs bounds the attempts observed at once (jobs.go); 0 means
	// DefaultJobs(), 1 one attempt at a time.
	Jobs int
	// JobDeadline bounds the observation of one attempt (deadline.go); 0
	// means DefaultJobDeadline. Past it the attempt is reported
	// AUDIT_UNAVAILABLE, JOB_DEADLINE_EXCEEDED.
	JobDeadline time.Duration
	// Recover, when set, is called after a job passed its deadline, with
	// stuck true when its observer had not returned within the grace
	// after it. It must leave the browser fit for the next job from
	// outside any page: restart it when stuck, else check that it answers
	// and restart it when it does not (Daemon does this).
	Recover func(ctx context.Context, stuck bool) error
	// Prepare, when set, is called before each observation, outside its
	// job deadline: it waits for the witness's own tools (a browser
	// being started or restarted), whose start-up is the witness's cost,
	// not the page's. It bounds its own wait; a failure is left for the
	// observer to meet and report (Daemon sets it).
	Prepare func(ctx context.Context)
	// Stamp, when set, puts the renderer record into each report before it
	// is encoded (renderer.go's Stamp); it returns another report only when
	// the renderer cannot be named.
	Stamp func(ctx context.Context, tuple events.Tuple, report events.Body) events.Body
	// Ready, when set, is called once the witness is connected and pulling.
	Ready func()
}
