package ledger

import (
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
