package ledger

import (
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/keys"
)

// Config configures a ledger Server.
type Config struct {
	// NATSURL is an external NATS server or cluster configured with the
	// nats-server.conf "ledgerd init" wrote. Empty: embed a server as
	// Embedded describes.
	NATSURL  string
	Embedded EmbeddedServer
	// NATSMonitor are the HTTP monitoring URLs of the external servers
	// (deploy.Deployment.Monitor). With NATSURL the ledger reads each
	// one's /varz at start and refuses servers that do not sync before
	// they acknowledge, or that are older than MinServerVersion
	// (natscheck.go); without one it cannot tell, and refuses too.
	NATSMonitor []string

	// NkeySeedFile is the ledger's NATS nkey seed.
	NkeySeedFile string
	// SigningKeyFile is the ledger's Ed25519 event signing key, for the
	// events it derives (rejected.v1, governance.violation.v1, ...).
	SigningKeyFile string
	// CheckpointKeyFile is the ledger's checkpoint (sumdb/note) key.
	CheckpointKeyFile string
	// TrustFile lists every role's public signing keys; both keys above
	// must be the ones it names for the ledger.
	TrustFile string
	// DB is the chain file; it is created on first start. A missing or
	// empty file next to a stream that holds history is refused unless
	// Rebuild is set, and a damaged one always (startup.go).
	DB string
	// Rebuild lets a missing or empty chain file be built from the
	// stream's history, from sequence 1 ("ledgerd serve --rebuild").
	Rebuild bool
	// CheckpointEvery is the checkpoint interval of a new chain file (0:
	// hashchain.DefaultCheckpointEvery).
	CheckpointEvery uint64

	// MetricsAddr, when set, serves Prometheus metrics at /metrics on
	// this address ("127.0.0.1:0" picks a port; see Server.MetricsAddr).
	MetricsAddr string
	// Registry receives the ledger's metrics; nil makes a private one.
	Registry *prometheus.Registry
	// Logger receives the daemon's logs; nil discards them.
	Logger *slog.Logger

	// Replicas is the number of copies a JetStream cluster keeps of the
	// event stream and of the lease bucket (0 or 1: one; "ledgerd init
	// --cluster N" deployments use N).
	Replicas int

	// Instance names this ledger among several that follow one stream (a
	// hot standby, lease.go): its own durable consumer "ledger-<Instance>"
	// and its name in the lease. Empty: the only ledger, consumer
	// "ledger", no lease, always answers queries. Every ledger of a
	// standby pair needs its own, unique name and its own chain file.
	Instance string

	// DuplicateWindow is the stream's Nats-Msg-Id window (0:
	// DefaultDuplicateWindow).
	DuplicateWindow time.Duration
	// MaxBatch bounds the records of one group commit (0:
	// hashchain.DefaultMaxBatch).
	MaxBatch int
	// Derive, when set, derives ledger events from every record about to
	// be appended (see DeriveFunc).
	Derive DeriveFunc
	// Govern runs the W³ governance fold (package govern) as the Derive
	// hook: request state, transitions, seals, scars, rebuilt from the
	// chain at start; and answers the status, pending, review, scar,
	// baseline and blob queries (a ledger without it answers none of
	// them). Exclusive with Derive. "ledgerd serve" sets it.
	Govern bool
	// Committed, when set, is called from the ack loop, in stream order,
	// once the records of the message at stream sequence seq are durable
	// and the message is acked (a message read to fill a gap, gap.go, is
	// acked with the delivered one after it). It must not block. For instrumentation
	// and tests (e.g. append latency).
	Committed func(seq uint64)

	// leaseFaults, set by this package's tests, wraps the lease's bucket
	// to inject faults into the real one (a renewal whose answer is lost).
	leaseFaults func(jetstream.KeyValue) leaseKV
	// leaseClock, set by this package's tests, is the lease's clock in
	// place of time.Now (a clock that stands still, as through a suspend).
	leaseClock func() time.Time
	// beforeAnswer, set by this package's tests, runs once an answer is
	// made and before the ledger checks its term again and sends it (a
	// holder paused mid-answer).
	beforeAnswer func()
	// loseDelivery, set by this package's tests, drops the delivery of a
	// stream sequence for which it returns true, as if it was lost on
	// the way (gap.go).
	loseDelivery func(seq uint64) bool
	// beforeFirstLook, set by this package's tests, runs once the ledger
	// has inspected its chain file and connected, before it first looks
	// at the stream: what happens in it happens while the first look's
	// tries go unanswered, as on a cluster still electing its leaders.
	beforeFirstLook func()
	// afterFirstLook, set by this package's tests, runs once the ledger
	// has looked at the stream for checkHistory and before it sets up
	// the stream and its consumers (startup.go).
	afterFirstLook func()
	// afterDerive, set by this package's tests, runs in the sequencer
	// after the Derive hook folded the message at stream sequence seq and
	// before its records are submitted: it widens the moment in which
	// the fold is ahead of the chain (durable_test.go).
	afterDerive func(seq uint64)
}

// DeriveFunc is the hook for ledger-derived state (transitions, seals,
// request state). The ingest loop calls it, in stream order and from one
// goroutine, for every record that is new to the chain — the accepted
// event or the ledger's rejected.v1 / governance.violation.v1 wrapper —
// with its decoded body, before submitting it. The records it returns are
// appended right after it, in the same commit, and the message is acked
// only once all of them are durable. They must be signed by the ledger,
// carry rec's Seq and Time, and have ids from DerivedID, so that a
// redelivered message derives the same records and they de-duplicate. An
// error stops the ledger (nothing of the message is appended or acked).
type DeriveFunc func(rec chainformat.Record, body events.Body) ([]chainformat.Record, error)

// ErrConfig is wrapped by every error about the configuration or the files
// it names.
var ErrConfig = errors.New("ledger: bad configuration")

// ConfigFromDeployment fills a Config from a deployment directory: the
// embedded server's address, JetStream store and users, the ledger's key
// files, the trust file and the chain file. Callers override fields (an
// external NATSURL, other key files) before starting.
func ConfigFromDeployment(d *deploy.Deployment) Config {
	return Config{
		Embedded: EmbeddedServer{
			Listen:       d.ListenAddr(),
			JetStreamDir: d.JetStreamDir,
			Users:        d.Nkeys,
		},
		NkeySeedFile:      d.NkeySeedFile(events.RoleLedger),
		SigningKeyFile:    d.SigningKeyFile(events.RoleLedger),
		CheckpointKeyFile: d.CheckpointKeyFile(),
		TrustFile:         d.TrustFile,
		DB:                d.DB,
		// A clustered deployment embeds no server: every node's URL,
		// and the stream kept on each node.
		NATSURL:     clusterURL(d),
		NATSMonitor: d.Monitor,
		Replicas:    len(d.Cluster),
	}
}

func clusterURL(d *deploy.Deployment) string {
	if len(d.Cluster) == 0 {
		return ""
	}
	return d.ClientURL()
}

// loadedKeys are the key material a Config names, checked against each
// other.
type loadedKeys struct {
	trust      *keys.Trust
	signer     *events.Signer
	checkpoint *chainformat.CheckpointKey
}

func (c *Config) load() (*loadedKeys, error) {
	for _, f := range []struct{ name, val string }{
		{"nkey seed file", c.NkeySeedFile}, {"signing key file", c.SigningKeyFile},
		{"checkpoint key file", c.CheckpointKeyFile}, {"trust file", c.TrustFile}, {"chain file", c.DB},
	} {
		if f.val == "" {
			return nil, fmt.Errorf("%w: no %s", ErrConfig, f.name)
		}
	}
	if c.Instance != "" {
		if err := CheckInstance(c.Instance); err != nil {
			return nil, fmt.Errorf("%w: %w", ErrConfig, err)
		}
	}
	if c.NATSURL == "" && c.Embedded.Listen == "" {
		return nil, fmt.Errorf("%w: neither a NATS URL nor an embedded server address", ErrConfig)
	}
	trust, err := keys.LoadTrust(c.TrustFile)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrConfig, err)
	}
	signer, err := keys.LoadSigningKey(c.SigningKeyFile)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrConfig, err)
	}
	if signer.Role != events.RoleLedger {
		return nil, fmt.Errorf("%w: %s is a signing key of role %s, not the ledger's", ErrConfig, c.SigningKeyFile, signer.Role)
	}
	if err := trust.CheckSigner(signer); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrConfig, err)
	}
	ck, err := keys.LoadCheckpointKey(c.CheckpointKeyFile)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrConfig, err)
	}
	if err := trust.CheckCheckpointSigner(ck.Signer); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrConfig, err)
	}
	if _, err := keys.LoadNkeySeed(c.NkeySeedFile); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrConfig, err)
	}
	return &loadedKeys{trust: trust, signer: signer, checkpoint: ck}, nil
}
