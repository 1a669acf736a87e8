package ledger

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// errCodeNoPeers is the JetStream API's "no suitable peers for
// placement" (nats-server's JSClusterNoPeersErrF): a replicated stream
// asked for while fewer servers than its replicas are in the cluster — a
// cluster still forming, or one that has just lost a node. It passes once
// the peers are there; a deployment that can never place the stream gives
// up with the start-up bound (clusterStartTimeout), naming this error.
const errCodeNoPeers jetstream.ErrorCode = 10005

// unavailable says whether err is JetStream not being ready (yet): a
// timeout, no responders, a 503 from the API, or no peers to place a
// replicated stream on yet.
func unavailable(err error) bool {
	var api *jetstream.APIError
	switch {
	case errors.Is(err, ErrStreamBehind):
		return false
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, nats.ErrTimeout), errors.Is(err, nats.ErrNoResponders),
		errors.Is(err, jetstream.ErrJetStreamNotEnabled), errors.Is(err, jetstream.ErrJetStreamNotEnabledForAccount):
		return true
	case errors.As(err, &api):
		return api.Code == 503 || api.ErrorCode == errCodeNoPeers
	}
	return false
}

// tryTimeout bounds one try: a JetStream API request sent while the
// cluster has no meta leader is never answered.
const tryTimeout = 5 * time.Second

// untilAvailable runs f, each try bounded by tryTimeout, until it
// succeeds or ctx ends. A JetStream cluster
// that has just started (or lost a node) answers API calls with "not
// available" until its meta leader and the stream's leader are elected;
// the single embedded server succeeds at once. Other errors are final.
func untilAvailable(ctx context.Context, log *slog.Logger, f func(context.Context) error) error {
	for try := 1; ; try++ {
		tctx, cancel := context.WithTimeout(ctx, tryTimeout)
		err := f(tctx)
		cancel()
		if err == nil || !unavailable(err) {
			return err
		}
		if try%10 == 1 {
			log.Info("JetStream not ready yet; retrying", "err", err)
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("%w (gave up: %v)", err, ctx.Err())
		case <-time.After(500 * time.Millisecond):
		}
	}
}
