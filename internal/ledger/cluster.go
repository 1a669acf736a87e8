package ledger

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// JetStream API error codes (nats-server's jetstream_errors_generated.go)
// that mean "not now" rather than "not so": the request was well formed
// and would succeed once the cluster has a leader, the peers are back,
// or the node's store has room again. Every other API error is an answer
// (a stream configuration that conflicts, a consumer that does not
// exist) and is final.
const (
	errCodeIncomplete       jetstream.ErrorCode = 10004 // JSClusterIncompleteErr
	errCodeNoPeers          jetstream.ErrorCode = 10005 // JSClusterNoPeersErrF: too few servers for the replicas
	errCodeNotAvailable     jetstream.ErrorCode = 10008 // JSClusterNotAvailErr
	errCodeNotLeader        jetstream.ErrorCode = 10009 // JSClusterNotLeaderErr
	errCodeNoResources      jetstream.ErrorCode = 10023 // JSInsufficientResourcesErr
	errCodeMemoryExceeded   jetstream.ErrorCode = 10028 // JSMemoryResourcesExceededErr
	errCodeNotForAccount    jetstream.ErrorCode = 10039 // JSNotEnabledForAccountErr (a node whose JetStream is off)
	errCodeStorageExceeded  jetstream.ErrorCode = 10047 // JSStorageResourcesExceededErr (a full disk)
	errCodeNotEnabled       jetstream.ErrorCode = 10076 // JSNotEnabledErr
	errCodeStoreFailed      jetstream.ErrorCode = 10077 // JSStreamStoreFailedF (a store write failed)
	errCodeStreamOffline    jetstream.ErrorCode = 10118 // JSStreamOfflineErr
	errCodeConsumerOffline  jetstream.ErrorCode = 10119 // JSConsumerOfflineErr
	errCodeStreamOfflineR   jetstream.ErrorCode = 10194 // JSStreamOfflineReasonErrF
	errCodeConsumerOfflineR jetstream.ErrorCode = 10195 // JSConsumerOfflineReasonErrF
)

// Server failures: the codes with which nats-server wraps an error of
// its own that is not an API answer ("{err}", status 500) — in practice
// a store write that failed, such as "write …/meta.inf.tmp: no space
// left on device" from a stream's node applying an update on a full
// disk. A configuration the server refuses comes with a code of its own
// (it passes API errors through these wrappers unchanged), so these are
// waited out like the codes above.
const (
	errCodeConsumerCreate jetstream.ErrorCode = 10012 // JSConsumerCreateErrF
	errCodeStreamCreate   jetstream.ErrorCode = 10049 // JSStreamCreateErrF
	errCodeStreamGeneral  jetstream.ErrorCode = 10051 // JSStreamGeneralErrorF
	errCodeStreamUpdate   jetstream.ErrorCode = 10069 // JSStreamUpdateErrF
)

// transientCodes are the codes above.
var transientCodes = map[jetstream.ErrorCode]bool{
	errCodeIncomplete: true, errCodeNoPeers: true, errCodeNotAvailable: true, errCodeNotLeader: true,
	errCodeNoResources: true, errCodeMemoryExceeded: true, errCodeNotForAccount: true,
	errCodeStorageExceeded: true, errCodeNotEnabled: true, errCodeStoreFailed: true,
	errCodeStreamOffline: true, errCodeConsumerOffline: true, errCodeStreamOfflineR: true, errCodeConsumerOfflineR: true,
}

// serverFailureCodes are the server failures above, transient only with
// status 500.
var serverFailureCodes = map[jetstream.ErrorCode]bool{
	errCodeConsumerCreate: true, errCodeStreamCreate: true, errCodeStreamGeneral: true, errCodeStreamUpdate: true,
}

// unavailable says whether err is JetStream not being available (yet, or
// for now): a request nobody answered (a cluster without a meta leader
// answers nothing), no responders (a node whose JetStream is off), the
// connection down, or one of the API's transient error codes. It is
// decided by error type and API code, never by message text. A JetStream
// API error without a code (a bare status) counts by its status: 503,
// service unavailable.
func unavailable(err error) bool {
	var api *jetstream.APIError
	switch {
	case err == nil, errors.Is(err, ErrStreamBehind), errors.Is(err, context.Canceled):
		return false
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, nats.ErrTimeout), errors.Is(err, nats.ErrNoResponders),
		errors.Is(err, nats.ErrConnectionReconnecting), errors.Is(err, nats.ErrDisconnected),
		errors.Is(err, jetstream.ErrNoHeartbeat), errors.Is(err, jetstream.ErrServerShutdown),
		errors.Is(err, jetstream.ErrConsumerLeadershipChanged):
		return true
	case errors.As(err, &api):
		return transientCodes[api.ErrorCode] || serverFailureCodes[api.ErrorCode] && api.Code == 500 ||
			api.ErrorCode == 0 && api.Code == 503
	}
	return false
}

// tryTimeout bounds one try: a JetStream API request sent while the
// cluster has no meta leader is never answered.
const tryTimeout = 5 * time.Second

// The backoff between tries while JetStream is unavailable: from
// retryFirst, doubling, up to retryMax.
const (
	retryFirst = 250 * time.Millisecond
	retryMax   = 5 * time.Second
)

// availability is what the ledger knows of JetStream: available, or not
// since when and why. Every wait for JetStream (untilAvailable) and the
// intake report to it; it logs one line when JetStream becomes
// unavailable and one when it is back, however many tries and callers
// there are in between, and feeds the tribunal_ledger_jetstream_available
// gauge.
type availability struct {
	log  *slog.Logger
	down atomic.Bool

	mu    sync.Mutex
	since time.Time
	what  string

	// denials counts the permissions violations the NATS connection
	// reported (denied); the last one is lastDenial.
	denials    atomic.Uint64
	lastDenial atomic.Pointer[error]
}

// denied records a permissions violation the NATS connection reported:
// a request the server refuses to route is never answered, and a try
// that timed out meanwhile is that refusal, not an outage.
func (a *availability) denied(err error) {
	a.lastDenial.Store(&err)
	a.denials.Add(1)
}

func newAvailability(log *slog.Logger) *availability { return &availability{log: log} }

// failed records a failure of what that says JetStream is unavailable.
func (a *availability) failed(what string, err error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.down.Load() {
		return
	}
	a.down.Store(true)
	a.since, a.what = time.Now(), what
	a.log.Warn("JetStream unavailable: waiting for it (retrying with backoff; nothing is lost meanwhile)",
		"while", what, "err", err)
}

// succeeded records that what reached JetStream.
func (a *availability) succeeded(what string) {
	if !a.down.Load() {
		return
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	if !a.down.Load() {
		return
	}
	a.down.Store(false)
	a.log.Info("JetStream available again", "while", what, "unavailable_for", time.Since(a.since).Round(time.Millisecond).String(), "since_while", a.what)
}

// available reports 1 while JetStream answers, 0 while the ledger waits
// for it (the gauge).
func (a *availability) available() float64 {
	if a.down.Load() {
		return 0
	}
	return 1
}

// untilAvailable runs f, each try bounded by tryTimeout, until it
// succeeds, fails with an error that is not unavailability (a final
// answer, returned at once), or ctx ends. Between tries it backs off from
// retryFirst to retryMax. A JetStream cluster that has just started, lost
// its meta leader's quorum, or whose nodes turned their JetStream off
// (a full disk) answers "not available" or nothing until it is whole
// again; nothing bounds the wait but ctx (the ledger's own lifetime).
// what names the wait in the log.
func (a *availability) untilAvailable(ctx context.Context, what string, f func(context.Context) error) error {
	wait := retryFirst
	for {
		denials := a.denials.Load()
		tctx, cancel := context.WithTimeout(ctx, tryTimeout)
		err := f(tctx)
		cancel()
		switch {
		case err == nil:
			a.succeeded(what)
			return nil
		case ctx.Err() != nil:
			return fmt.Errorf("%w (stopped waiting for JetStream: %w)", err, context.Cause(ctx))
		case !unavailable(err):
			return err
		case a.denials.Load() != denials:
			return fmt.Errorf("%w: %s: %w (the NATS server refuses the ledger's request: %w)", ErrConfig, what, err, *a.lastDenial.Load())
		}
		a.failed(what, err)
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return fmt.Errorf("%w (stopped waiting for JetStream: %w)", err, context.Cause(ctx))
		case <-t.C:
		}
		wait = min(2*wait, retryMax)
	}
}

// probeEvery is how often the ledger asks JetStream whether it answers
// (probe), so that what it reports is true while nothing else asks: an
// idle ledger has no other request in flight.
const probeEvery = 2 * time.Second

// probe asks JetStream for the account's information every probeEvery
// until ctx ends, reporting the outcome to s.avail. It is a part of the
// ledger (lifecycle.go) and never fails it: an answer that is neither
// information nor unavailability (a permissions error) is logged.
func (s *Server) probe(ctx context.Context) error {
	t := time.NewTicker(probeEvery)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
		tctx, cancel := context.WithTimeout(ctx, tryTimeout)
		_, err := s.js.AccountInfo(tctx)
		cancel()
		switch {
		case err == nil:
			s.avail.succeeded("probing")
		case ctx.Err() != nil:
			return nil
		case unavailable(err):
			s.avail.failed("probing", err)
		default:
			s.log.Warn("probing JetStream", "err", err)
		}
	}
}
