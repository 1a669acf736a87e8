package ledger

import (
	"context"

	"github.com/tribunal-dev/tribunal/internal/govern"
)

// Pending lists what a judge can act on now, read from the governance
// fold as the queries read it (readDurable: only what is on the chain),
// nil without Config.Govern or when that is not durable in time (the
// notifier, internal/notify, reads it again on its next scan). It never
// holds up ingest for longer than one list takes to build.
func (s *Server) Pending() []govern.Pending {
	if s.gov == nil {
		return nil
	}
	var out []govern.Pending
	if err := s.readDurable(func(st *govern.State) { out = st.PendingList() }); err != nil {
		s.log.Warn("pending for the notifier", "err", err)
		return nil
	}
	return out
}

// RunWith is Run, telling started about the server once it runs, before
// the wait: for companions that read it, such as the notifier.
func RunWith(ctx context.Context, cfg Config, started func(*Server)) error {
	s, err := Start(ctx, cfg)
	if err != nil {
		return err
	}
	if started != nil {
		started(s)
	}
	select {
	case <-ctx.Done():
	case <-s.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), shutdownGrace)
	defer cancel()
	return s.Shutdown(sctx)
}
