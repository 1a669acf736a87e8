package ledger

import (
	"errors"
	"fmt"
	"time"

	"github.com/tribunal-dev/tribunal/internal/govern"
)

// ErrNotDurable is a governance query's answer when what the state shows
// is not committed to the chain in time: the ledger is failing or stopping,
// or its disk is stalled.
var ErrNotDurable = errors.New("ledger: the answer is not yet durable on the chain")

// durableWait bounds how long a query waits for the commit that makes its
// answer durable; a commit normally takes one fsync.
const durableWait = 5 * time.Second

// readDurable runs fn on the governance state and returns once everything
// that state reflects is committed to the chain. The governor folds a
// message when it is sequenced, before its records are durable; a query
// answered from that state without the wait could tell a judge that an
// acceptance or a seal is applied while it is not yet on the chain (and
// is gone if the ledger stops before the commit: the fold is rebuilt from
// the chain). Reads and the sequencer share applyMu, so the commit read
// with the state covers every record the state reflects.
func (s *Server) readDurable(fn func(*govern.State)) error {
	s.applyMu.RLock()
	p := s.applied
	s.gov.read(fn)
	s.applyMu.RUnlock()
	if p == nil {
		return nil // nothing folded since the start: the state is the chain's
	}
	select {
	case <-p.Done(): // mostly: the commit came before the query
	default:
		t := time.NewTimer(durableWait)
		defer t.Stop()
		select {
		case <-p.Done():
		case <-s.partsCtx.Done(): // a part failed, or the ledger stopped
			select {
			case <-p.Done():
			default:
				err := s.Err()
				if err == nil {
					err = errStopped
				}
				return fmt.Errorf("%w: %w", ErrNotDurable, err)
			}
		case <-t.C:
			return fmt.Errorf("%w: the commit took more than %s", ErrNotDurable, durableWait)
		}
	}
	if _, err := p.Result(); err != nil {
		return fmt.Errorf("%w: %w", ErrNotDurable, err)
	}
	return nil
}
