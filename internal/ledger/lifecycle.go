package ledger

import (
	"context"
	"errors"
	"time"

	"golang.org/x/sync/errgroup"
)

// The ledger's lifecycle: Start starts every goroutine the ledger owns as
// a part of one errgroup — the ingest pipeline's stages (pipeline.go),
// the lease's renewal (lease.go), the metrics listener and the companions
// Run is given — and Shutdown (or Run, when its ctx ends or a part fails)
// stops them along one path, in this order, within one bound:
//
//  1. the lease is released, so that a standby answers at once;
//  2. intake stops: nothing more is fetched from the consumer, gap reads
//     end, and so do the companions;
//  3. the metrics listener stops;
//  4. the pipeline drains: what was taken in is classified, committed and
//     acked in stream order, and every part ends;
//  5. the committer closes, with everything submitted committed;
//  6. the queries being answered finish, and the NATS connection drains;
//  7. the embedded NATS server stops;
//  8. the chain closes.
//
// A part that fails stops the ledger the same way (Done, Err). When the
// bound passes in step 4 the parts are aborted: they ack nothing more and
// end (what they took in is redelivered after a restart), and the steps
// after it wait no more than the bound allows.

// shutdown tuning.
const (
	// shutdownGrace bounds Shutdown when its ctx has no deadline, and
	// Run's shutdown.
	shutdownGrace = 30 * time.Second
	// abortGrace is how long the parts have to end once aborted: they
	// only need to see their context end.
	abortGrace = time.Second
	// metricsGrace bounds the metrics listener's shutdown.
	metricsGrace = 5 * time.Second
)

// errAborted is the cause the parts' context ends with when the shutdown
// passes its bound.
var errAborted = errors.New("ledger: shutdown bound passed; parts aborted")

// errStopped is what a query waiting for a commit learns when the ledger
// stopped without a failure (the shutdown aborted its parts).
var errStopped = errors.New("ledger: stopped")

// A Companion runs beside the ledger under its lifecycle, such as the
// notifier of "ledgerd serve" (internal/notify). It starts once the ledger
// is ready, must return once ctx ends (when the ledger begins to stop),
// and the ledger waits for it before it closes the chain. An error stops
// the ledger.
type Companion func(ctx context.Context, s *Server) error

// Run starts a ledger with its companions and serves until ctx ends (an
// orderly shutdown, nil) or a part fails (its error). While JetStream is
// unavailable, at start or later, it waits for it (untilAvailable), bounded
// by ctx alone: a ledger stopped while it waits stops in order (nil). The
// shutdown is bounded by shutdownGrace: an ingest that cannot finish (a
// stuck commit) must not keep the process from exiting; what it did not
// ack is redelivered.
func Run(ctx context.Context, cfg Config, companions ...Companion) error {
	s, err := Start(ctx, cfg)
	if err != nil {
		if ctx.Err() != nil && errors.Is(err, context.Cause(ctx)) {
			if cfg.Logger != nil {
				cfg.Logger.Info("ledger stopped before it was ready", "err", err)
			}
			return nil
		}
		return err
	}
	for _, c := range companions {
		s.goPart(func(context.Context) error { return c(s.live, s) })
	}
	select {
	case <-ctx.Done():
	case <-s.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), shutdownGrace)
	defer cancel()
	return s.Shutdown(sctx)
}

// initLifecycle sets up the group the parts run in.
func (s *Server) initLifecycle() {
	base, abort := context.WithCancelCause(context.Background())
	s.abort = abort
	s.parts, s.partsCtx = errgroup.WithContext(base)
	s.live, s.stopLive = context.WithCancel(s.partsCtx)
}

// goPart runs f as a part of the ledger, with the parts' context: it ends
// when a part fails or the shutdown aborts the parts. A part returns nil
// when the ledger stops, and an error when the ledger cannot go on.
func (s *Server) goPart(f func(ctx context.Context) error) {
	s.parts.Go(func() error {
		err := f(s.partsCtx)
		if err != nil && s.partsCtx.Err() == nil {
			s.log.Error("ledger stopping on error", "err", err)
		}
		return err
	})
}

// Done is closed when a part fails and the ledger stops ingesting on its
// own (see Err; call Shutdown then), and once the ledger has stopped.
func (s *Server) Done() <-chan struct{} { return s.partsCtx.Done() }

// Err is the error of the part that failed, or nil.
func (s *Server) Err() error {
	if s.partsCtx.Err() == nil {
		return nil
	}
	err := context.Cause(s.partsCtx)
	if errors.Is(err, context.Canceled) || errors.Is(err, errAborted) {
		return nil
	}
	return err
}

// Shutdown stops the ledger along the path above, within ctx (within
// shutdownGrace when ctx has no deadline). It returns the error of the
// part that failed, if any.
func (s *Server) Shutdown(ctx context.Context) error {
	s.shutdownOnce.Do(func() {
		if _, ok := ctx.Deadline(); !ok {
			var cancel context.CancelFunc
			ctx, cancel = context.WithTimeout(ctx, shutdownGrace)
			defer cancel()
		}
		s.log.Info("ledger shutting down")
		s.shutdownErr = s.stop(ctx)
		s.log.Info("ledger stopped", "size", s.chain.Size())
	})
	return s.shutdownErr
}

// stop releases, in the order above, whatever has been started: all of it
// after Start, part of it when Start fails.
func (s *Server) stop(ctx context.Context) error {
	s.lease.release()
	s.stopLive()
	s.stopMetrics(ctx)
	s.log.Debug("shutdown: intake stopped")
	err := s.waitParts(ctx)
	if s.commit != nil {
		s.commit.Close()
		s.log.Debug("shutdown: committer closed")
	}
	if s.inflight != nil {
		// The last answers read the chain and go out on the connection:
		// before either closes.
		s.inflight.stop(ctx)
	}
	s.drainNATS(ctx)
	s.log.Debug("shutdown: connection closed")
	if s.ns != nil {
		s.ns.Shutdown()
		s.ns.WaitForShutdown()
		s.log.Debug("shutdown: embedded NATS server stopped")
	}
	if s.chain != nil {
		if err := s.chain.Close(); err != nil {
			s.log.Error("closing the chain", "err", err)
		}
	}
	return err
}

// waitParts waits for every part to end, until ctx ends; then it aborts
// them and waits abortGrace more. It returns the error of the part that
// failed, if any.
func (s *Server) waitParts(ctx context.Context) error {
	ended := make(chan error, 1)
	go func() { ended <- s.parts.Wait() }()
	select {
	case err := <-ended:
		s.log.Debug("shutdown: parts ended")
		return err
	case <-ctx.Done():
	}
	s.log.Warn("shutdown: ingest did not finish in time; unacked messages will be redelivered", "err", ctx.Err())
	err := s.Err()
	s.abort(errAborted)
	t := time.NewTimer(abortGrace)
	defer t.Stop()
	select {
	case werr := <-ended:
		s.log.Debug("shutdown: parts ended")
		if err == nil {
			err = werr
		}
	case <-t.C:
		s.log.Error("shutdown: a part did not end when aborted; closing without it")
	}
	return err
}

// stopMetrics stops the metrics listener (its part ends).
func (s *Server) stopMetrics(ctx context.Context) {
	if s.httpSrv == nil {
		return
	}
	ctx, cancel := context.WithTimeout(ctx, metricsGrace)
	defer cancel()
	if err := s.httpSrv.Shutdown(ctx); err != nil {
		s.httpSrv.Close()
	}
}

// drainNATS drains the connection: what was published is flushed, then it
// closes; at ctx's end it is closed as it is.
func (s *Server) drainNATS(ctx context.Context) {
	if s.nc == nil || s.nc.IsClosed() {
		return
	}
	if err := s.nc.Drain(); err != nil {
		s.nc.Close()
	}
	select {
	case <-s.ncDone:
	case <-ctx.Done():
		s.nc.Close()
	}
}
