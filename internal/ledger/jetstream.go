package ledger

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// LedgerConsumer is the name of the ledger's durable pull consumer.
const LedgerConsumer = "ledger"

// Stream and consumer settings.
const (
	// DefaultDuplicateWindow is the stream's Nats-Msg-Id de-duplication
	// window. The ledger de-duplicates forever on the chain; the window
	// only spares it the work for quick retries.
	DefaultDuplicateWindow = 2 * time.Minute
	// LedgerAckWait is how long the server waits for the ledger's ack
	// before redelivering. Redelivery is harmless (de-duplicated), so it
	// only needs to exceed a slow commit.
	LedgerAckWait = 30 * time.Second
	// LedgerMaxAckPending bounds the messages in the ingest pipeline.
	LedgerMaxAckPending = 8192
	// WorkAckWait is how long a witness may hold one piece of work
	// without a word before it is redelivered. A witness busy with an
	// attempt acks "+WPI" (in progress) every few seconds
	// (internal/witness), which restarts the wait, so a job may take as
	// long as it needs; a witness that died (SIGKILL, a lost machine)
	// stops the heartbeats, and its work goes to whoever pulls next —
	// the restarted witness — within this wait.
	WorkAckWait = 10 * time.Second
	// WorkMaxAckPending bounds the work a witness holds at once.
	WorkMaxAckPending = 64
	// WorkMaxDeliver caps the deliveries of one piece of work, so that a
	// job that kills every witness that takes it (or that no witness can
	// report) is not handed out forever. JetStream keeps the count with
	// the consumer's state, across restarts of the server and of every
	// witness. A witness renders an attempt only on its first few
	// deliveries and reports a later one AUDIT_UNAVAILABLE,
	// JOB_DELIVERIES_EXHAUSTED, without rendering (internal/witness,
	// ObserveDeliveries; MaxDeliveries there is this number): the
	// deliveries left after that are for that report's own publish.
	WorkMaxDeliver = 10
)

// WorkSubjects are the subjects a witness's work consumer delivers: the
// requester's request and attempt events, and nothing else.
func WorkSubjects() []string {
	var out []string
	for _, kind := range []string{events.KindRequest, events.KindAttempt} {
		out = append(out, events.SubjectPrefix+"."+string(events.RoleRequester)+"."+kind+".*")
	}
	return out
}

// StreamConfig is the event stream: file storage, every event subject, no
// limits and nothing ever discarded — a full stream refuses new messages
// (DiscardNew) rather than dropping old ones, and messages can be neither
// deleted nor purged through the API. Rollups, per-message TTLs, counters
// and batches are all off. Direct get is on: it is how a witness of a pool
// reads a request it was not handed, and the broker lets a witness use
// only the form that names a requester's request subject (broker/pool.go).
// One replica; a clustered deployment raises it (Config.Replicas).
func StreamConfig(dupWindow time.Duration) jetstream.StreamConfig {
	if dupWindow <= 0 {
		dupWindow = DefaultDuplicateWindow
	}
	return jetstream.StreamConfig{
		Name:              broker.StreamName,
		Description:       "Tribunal events: every message the ledger ingests",
		Subjects:          broker.EventSubjects(),
		Retention:         jetstream.LimitsPolicy,
		MaxMsgs:           -1,
		MaxBytes:          -1,
		MaxAge:            0,
		MaxMsgsPerSubject: -1,
		MaxConsumers:      -1,
		Discard:           jetstream.DiscardNew,
		Storage:           jetstream.FileStorage,
		Replicas:          1,
		Duplicates:        dupWindow,
		DenyDelete:        true,
		DenyPurge:         true,
		AllowDirect:       true,
	}
}

// LedgerConsumerConfig is the ledger's durable consumer, positioned to
// deliver from stream sequence start (0: from the beginning). Its acks
// are cumulative (AckAll): the ledger commits in stream order, so one ack
// after a group commit covers every message up to the newest one in it,
// instead of one ack message per event for the server to process.
func LedgerConsumerConfig(start uint64) jetstream.ConsumerConfig {
	c := jetstream.ConsumerConfig{
		Durable:       LedgerConsumer,
		Description:   "the ledger: ingests every event in stream order",
		AckPolicy:     jetstream.AckAllPolicy,
		AckWait:       LedgerAckWait,
		MaxAckPending: LedgerMaxAckPending,
		MaxDeliver:    -1,
		ReplayPolicy:  jetstream.ReplayInstantPolicy,
		DeliverPolicy: jetstream.DeliverAllPolicy,
	}
	if start > 1 {
		c.DeliverPolicy = jetstream.DeliverByStartSequencePolicy
		c.OptStartSeq = start
	}
	return c
}

// WorkConsumerConfig is a witness's work consumer: the requester's request
// and attempt events, pulled by the witness through
// broker.NextSubject(role) and acked on its own ack subjects.
func WorkConsumerConfig(role events.Role) jetstream.ConsumerConfig {
	return jetstream.ConsumerConfig{
		Durable:        broker.WorkConsumer(role),
		Description:    "work for witness " + string(role) + ": requests and attempts",
		FilterSubjects: WorkSubjects(),
		AckPolicy:      jetstream.AckExplicitPolicy,
		AckWait:        WorkAckWait,
		MaxAckPending:  WorkMaxAckPending,
		MaxDeliver:     WorkMaxDeliver,
		DeliverPolicy:  jetstream.DeliverAllPolicy,
		ReplayPolicy:   jetstream.ReplayInstantPolicy,
	}
}

// ErrStreamBehind reports a stream whose last sequence is below what the
// chain has already consumed: the JetStream store was lost or replaced.
var ErrStreamBehind = errors.New("ledger: the event stream is behind the chain")

// setupStream creates or updates the event stream. A new stream next to a
// chain that has consumed up to lastSeq starts at lastSeq+1, so stream
// sequences on the chain never repeat.
func setupStream(ctx context.Context, js jetstream.JetStream, dupWindow time.Duration, replicas int, lastSeq uint64, log *slog.Logger) (jetstream.Stream, error) {
	cfg := StreamConfig(dupWindow)
	cfg.Replicas = max(replicas, 1)
	st, err := js.Stream(ctx, broker.StreamName)
	switch {
	case errors.Is(err, jetstream.ErrStreamNotFound):
		if lastSeq > 0 {
			cfg.FirstSeq = lastSeq + 1
		}
		st, err = js.CreateStream(ctx, cfg)
		if err != nil {
			return nil, fmt.Errorf("ledger: creating stream %s: %w", cfg.Name, err)
		}
		log.Info("created stream", "stream", cfg.Name, "first_seq", max(cfg.FirstSeq, 1))
	case err != nil:
		return nil, fmt.Errorf("ledger: stream %s: %w", cfg.Name, err)
	default:
		cfg.FirstSeq = st.CachedInfo().Config.FirstSeq
		if st, err = js.UpdateStream(ctx, cfg); err != nil {
			return nil, fmt.Errorf("ledger: updating stream %s: %w", cfg.Name, err)
		}
	}
	state := st.CachedInfo().State
	if state.LastSeq < lastSeq {
		return nil, fmt.Errorf("%w: stream %s ends at sequence %d, the chain has consumed up to %d (was the JetStream store replaced?)",
			ErrStreamBehind, cfg.Name, state.LastSeq, lastSeq)
	}
	if state.Msgs > 0 && state.FirstSeq > lastSeq+1 {
		log.Error("the stream no longer holds messages the chain has not consumed",
			"stream", cfg.Name, "missing_from", lastSeq+1, "missing_to", state.FirstSeq-1)
	}
	return st, nil
}

// setupLedgerConsumer (re)creates the ledger's durable consumer so that it
// delivers from stream sequence lastSeq+1 in stream order. Whatever the
// consumer's previous state, the chain is the ledger's cursor: after a
// crash, unacked messages come again in order instead of trailing newer
// ones after their ack wait, which is what keeps the chain a pure
// function of the stream.
func setupLedgerConsumer(ctx context.Context, st jetstream.Stream, name string, lastSeq uint64) (jetstream.Consumer, error) {
	if err := st.DeleteConsumer(ctx, name); err != nil && !errors.Is(err, jetstream.ErrConsumerNotFound) {
		return nil, fmt.Errorf("ledger: resetting consumer %s: %w", name, err)
	}
	cfg := LedgerConsumerConfig(lastSeq + 1)
	cfg.Durable = name
	c, err := st.CreateConsumer(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("ledger: creating consumer %s: %w", name, err)
	}
	return c, nil
}

// setupWorkConsumers creates or updates the witnesses' work consumers.
// A work consumer that exists with a setting nats-server does not update
// is refused before the update is asked for: the server answers that
// update with the same code and status as a failure of its own store
// (10012, status 500), which the ledger waits out (unavailable), so the
// conflict would otherwise be waited on forever instead of failing.
func setupWorkConsumers(ctx context.Context, st jetstream.Stream) error {
	for _, role := range events.Roles {
		if !broker.HasWorkConsumer(role) {
			continue
		}
		want := WorkConsumerConfig(role)
		c, err := st.Consumer(ctx, want.Durable)
		switch {
		case errors.Is(err, jetstream.ErrConsumerNotFound):
		case err != nil:
			return fmt.Errorf("ledger: work consumer %s: %w", want.Durable, err)
		default:
			if field := fixedConsumerField(c.CachedInfo().Config, want); field != "" {
				return fmt.Errorf("%w: work consumer %s exists with another %s than the ledger sets, which nats-server does not update; delete it (nats consumer rm %s %s) and start the ledger again",
					ErrConfig, want.Durable, field, broker.StreamName, want.Durable)
			}
		}
		if _, err := st.CreateOrUpdateConsumer(ctx, want); err != nil {
			return fmt.Errorf("ledger: work consumer %s: %w", broker.WorkConsumer(role), err)
		}
	}
	return nil
}

// fixedConsumerField names the first setting of a consumer that
// nats-server refuses to update (its checkNewConsumerConfig) in which
// have and want differ, or returns "".
func fixedConsumerField(have, want jetstream.ConsumerConfig) string {
	startTime := func(t *time.Time) time.Time {
		if t == nil {
			return time.Time{}
		}
		return *t
	}
	switch {
	case have.DeliverPolicy != want.DeliverPolicy:
		return "deliver policy"
	case have.AckPolicy != want.AckPolicy:
		return "ack policy"
	case have.ReplayPolicy != want.ReplayPolicy:
		return "replay policy"
	case have.OptStartSeq != want.OptStartSeq:
		return "start sequence"
	case !startTime(have.OptStartTime).Equal(startTime(want.OptStartTime)):
		return "start time"
	case have.MemoryStorage != want.MemoryStorage:
		return "storage type"
	case have.DeliverSubject != want.DeliverSubject:
		return "deliver subject (push or pull)"
	}
	return ""
}
