package witness

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/endpoint"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/pause"
)

// ErrConfig reports a Config Serve cannot run with.
var ErrConfig = errors.New("witness: bad configuration")

// progressEvery is how often a witness busy with one attempt tells the
// consumer it is still working (ack "+WPI"): a fifth of the work
// consumer's ack wait (ledger.WorkAckWait, 10 s), so that a few lost or
// late heartbeats do not hand a live witness's work to anyone, while a
// dead witness's work is redelivered within the ack wait.
const progressEvery = 2 * time.Second

// shutdownGrace bounds a witness's shutdown once ctx has ended: the
// attempts in hand giving their messages back, then the connection's
// drain.
const shutdownGrace = 10 * time.Second

// Serve runs the witness daemon until ctx ends, then shuts down in order,
// within shutdownGrace: it stops pulling and drops its inbox; the attempts
// in hand end (each ends with ctx and is given back unacked, to be
// redelivered); the connection drains, flushing what was published, and
// closes. It returns nil after an orderly shutdown.
func Serve(ctx context.Context, cfg Config, obs Observer) error {
	if cfg.Role != events.RoleW1 && cfg.Role != events.RoleW2 {
		return fmt.Errorf("%w: role %q is not a witness", ErrConfig, cfg.Role)
	}
	if cfg.Signer == nil || cfg.Signer.Role != cfg.Role || cfg.Connect == nil || obs == nil || cfg.StateDir == "" {
		return fmt.Errorf("%w: need a %s signer, a Connect function, an observer and a state directory", ErrConfig, cfg.Role)
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	if cfg.PullExpires <= 0 {
		cfg.PullExpires = 10 * time.Second
	}
	if cfg.JobDeadline <= 0 {
		cfg.JobDeadline = DefaultJobDeadline
	}
	store, err := OpenStore(cfg.StateDir)
	if err != nil {
		return err
	}
	log := cfg.Logger.With("role", string(cfg.Role))
	nc, err := cfg.Connect(ctx,
		nats.MaxReconnects(-1),
		nats.DisconnectErrHandler(func(_ *nats.Conn, err error) { log.Warn("disconnected from NATS", "err", err) }),
		nats.ReconnectHandler(func(c *nats.Conn) { log.Info("reconnected to NATS", "url", c.ConnectedUrl()) }),
		nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) { log.Error("NATS error", "err", err) }),
	)
	if err != nil {
		if ctx.Err() != nil {
			return nil
		}
		return err
	}
	defer nc.Close()
	// Registered before anything can close the connection: the drain
	// waits for it.
	closed := nc.StatusChanged(nats.CLOSED)
	js, err := jetstream.New(nc)
	if err != nil {
		return err
	}
	w := &worker{cfg: cfg, log: log, nc: nc, pub: &endpoint.Publisher{JS: js, Signer: cfg.Signer}, store: store, obs: obs,
		pulled: make(chan struct{})}
	w.chunk = cfg.ChunkSize
	if w.chunk <= 0 {
		// base64 grows data by 4/3; leave room for the JSON around it
		// and the headers.
		w.chunk = int(max(nc.MaxPayload()-8<<10, 16<<10)) * 3 / 4
	}
	inbox := nc.NewInbox()
	sub, err := nc.SubscribeSync(inbox)
	if err != nil {
		return err
	}
	log.Info("witness serving", "nats", nc.ConnectedUrl(), "consumer", broker.WorkConsumer(cfg.Role), "state", cfg.StateDir,
		"job_deadline", cfg.JobDeadline)
	if cfg.Ready != nil {
		cfg.Ready()
	}
	pool := newJobs(cfg.Jobs)
	w.loop(ctx, pool, sub, inbox)
	// ctx has ended: the rest of the shutdown is bounded.
	sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), shutdownGrace)
	defer cancel()
	if !pool.wait(sctx) {
		log.Warn("shutting down: an attempt did not end in time; it is redelivered after the ack wait")
	}
	// Drain flushes what is in flight; a connection that is down (the
	// ledger stopped first) has nothing to flush and is just closed.
	if nc.IsConnected() {
		if derr := nc.Drain(); derr != nil {
			log.Warn("draining the connection", "err", derr)
		}
		select {
		case <-closed:
		case <-sctx.Done():
		}
	}
	nc.Close()
	log.Info("witness stopped")
	return nil
}

type worker struct {
	cfg   Config
	log   *slog.Logger
	nc    *nats.Conn
	pub   *endpoint.Publisher
	store *Store
	obs   Observer
	chunk int
	// pulled is closed once the loop pulls no more and its inbox is
	// unsubscribed; a job left at shutdown is given back only after it.
	pulled chan struct{}
}

// pullRequest is the JetStream pull request a witness may send on its
// NextSubject: one message, waiting at most expires (nanoseconds).
type pullRequest struct {
	Batch   int   `json:"batch"`
	Expires int64 `json:"expires"`
}

// loop pulls one message at a time, each once a job slot is free (a
// witness holds at most Config.Jobs attempts, jobs.go), until ctx ends;
// then it stops pulling and drops its inbox.
func (w *worker) loop(ctx context.Context, pool *jobs, sub *nats.Subscription, inbox string) {
	req, _ := json.Marshal(pullRequest{Batch: 1, Expires: int64(w.cfg.PullExpires)})
	for ctx.Err() == nil {
		if !pool.acquire(ctx) {
			break
		}
		m := w.pull(ctx, sub, inbox, req)
		if m == nil {
			pool.release()
			continue
		}
		pool.run(m, func(m *nats.Msg) { w.handle(ctx, m) })
	}
	// Drop the inbox's interest before the jobs in hand are left for
	// redelivery: a pull still pending on the server would otherwise be
	// handed the very attempt they give back, unread, and it would count
	// a delivery (deadline.go) and wait out the ack wait.
	_ = sub.Unsubscribe()
	close(w.pulled)
}

// pull asks the work consumer for one message and waits for it; nil when
// there was none (or the pull failed: the caller pulls again).
func (w *worker) pull(ctx context.Context, sub *nats.Subscription, inbox string, req []byte) *nats.Msg {
	if err := w.nc.PublishRequest(broker.NextSubject(w.cfg.Role), inbox, req); err != nil {
		w.log.Warn("pull request failed", "err", err)
		_ = pause.For(ctx, time.Second)
		return nil
	}
	// Wait for this pull's answer: a message, or a status (404 no
	// messages, 408 expired, 409 ...) that ends it. A lost answer
	// (reconnect) just means pulling again. Shutdown does not wait
	// for an idle pull to expire: a message the server hands out
	// after that is never acked and is redelivered after the ack wait.
	wait, cancel := context.WithTimeout(ctx, w.cfg.PullExpires+5*time.Second)
	m, err := sub.NextMsgWithContext(wait)
	cancel()
	if err != nil {
		return nil
	}
	if st := m.Header.Get("Status"); len(m.Data) == 0 && st != "" {
		// 404/408: no work within expires, pull again at once.
		// 503 (no consumer yet: the ledger is still starting) and
		// 409 (consumer changed): back off instead of spinning.
		if st != "404" && st != "408" {
			w.log.Debug("pull answered with a status", "status", st, "description", m.Header.Get("Description"))
			_ = pause.For(ctx, time.Second)
		}
		return nil
	}
	return m
}

// redispatchedFor reports whether m is an attempt the ledger published
// again because the stream lost it, naming role among those whose report
// the chain lacks (events.HeaderRedispatch).
func redispatchedFor(m *nats.Msg, role events.Role) bool {
	for _, r := range strings.Split(m.Header.Get(events.HeaderRedispatch), ",") {
		if r == string(role) {
			return true
		}
	}
	return false
}

// handle processes one work message and acks it, or leaves it for
// redelivery.
func (w *worker) handle(ctx context.Context, m *nats.Msg) {
	log := w.log.With("subject", m.Subject, "event_id", m.Header.Get(events.HeaderMsgID))
	ev := events.Event{Subject: m.Subject, ID: m.Header.Get(events.HeaderMsgID),
		KeyID: m.Header.Get(events.HeaderKey), Sig: m.Header.Get(events.HeaderSig), Body: m.Data}
	subj, err := events.ParseSubject(m.Subject)
	if err != nil || subj.Role != events.RoleRequester {
		log.Warn("skipping work that is not a requester event", "err", err)
		w.ack(m, log)
		return
	}
	if w.cfg.Trust != nil {
		if role, err := w.cfg.Trust.VerifyEvent(&ev); err != nil || role != events.RoleRequester {
			log.Warn("skipping work not signed by a requester key (the ledger records it)", "err", err, "signer_role", role)
			w.ack(m, log)
			return
		}
	}
	body, err := events.DecodeFor(subj, m.Data)
	if err != nil {
		log.Warn("skipping malformed work (the ledger records it)", "err", err)
		w.ack(m, log)
		return
	}
	switch b := body.(type) {
	case *events.RequestOpened:
		stored, err := w.store.PutRequest(b.ReqID, m.Data)
		if err != nil {
			log.Error("cannot remember the request", "err", err)
			_ = m.NakWithDelay(5 * time.Second)
			return
		}
		log.Info("request opened", "request_id", b.ReqID, "new", stored)
		w.ack(m, log)
	case *events.AttemptSubmitted:
		// Heartbeats from the moment the attempt is in hand until it is
		// acked or left: observing, publishing and the store all count.
		delivery := deliveryOf(m)
		stop := heartbeat(m, progressEvery)
		again := redispatchedFor(m, w.cfg.Role)
		err := w.attempt(ctx, b, delivery, again, log.With("request_id", b.ReqID, "attempt_id", b.AttID, "delivery", delivery))
		stop()
		if err != nil {
			if delivery >= MaxDeliveries {
				// JetStream will not deliver it again (MaxDeliver).
				log.Error("attempt not reported on its last delivery; it stays unreported", "err", err)
			}
			if ctx.Err() != nil {
				log.Info("shutting down: attempt left for redelivery")
				<-w.pulled
				_ = m.Nak()
				return
			}
			log.Error("attempt not reported; it will be redelivered", "err", err)
			_ = m.NakWithDelay(10 * time.Second)
			return
		}
		w.ack(m, log)
	default:
		log.Warn("skipping unexpected work", "schema", body.Schema())
		w.ack(m, log)
	}
}

// deliveryOf is how often the work consumer has delivered m, this time
// included (JetStream keeps the count across restarts of every process).
// A message without JetStream metadata counts as a first delivery.
func deliveryOf(m *nats.Msg) uint64 {
	md, err := m.Metadata()
	if err != nil || md.NumDelivered == 0 {
		return 1
	}
	return md.NumDelivered
}

// heartbeat acks m "+WPI" every interval until the returned stop is
// called; stop waits for the heartbeat goroutine to end, so no "+WPI"
// follows the final ack.
func heartbeat(m *nats.Msg, every time.Duration) (stop func()) {
	done, ended := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(ended)
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				_ = m.InProgress()
			}
		}
	}()
	return func() { close(done); <-ended }
}

func (w *worker) ack(m *nats.Msg, log *slog.Logger) {
	if err := m.AckSync(); err != nil {
		log.Warn("ack failed; the work will be redelivered", "err", err)
	}
}
