package ledger

import (
	"fmt"
	"sync"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/hashchain"
)

// governor runs the governance fold as the ledger's Derive hook and holds
// the folded state for the queries. The state is kept in memory only and
// rebuilt from the chain at every start, so there is nothing beside the
// chain for an auditor to check: "ledgerd verify" re-folds from scratch.
type governor struct {
	signer *events.Signer

	mu  sync.RWMutex
	st  *govern.State
	sum govern.ReplaySummary
}

// newGovernor rebuilds the folded state from every entry of c.
func newGovernor(c *hashchain.Chain, signer *events.Signer) (*governor, error) {
	p := govern.NewReplayer(false)
	if err := c.Scan(0, p.Feed); err != nil {
		return nil, fmt.Errorf("ledger: rebuilding governance state: %w", err)
	}
	sum, err := p.Finish(c.Size())
	if err != nil {
		return nil, fmt.Errorf("ledger: rebuilding governance state: %w", err)
	}
	return &governor{signer: signer, st: p.State, sum: *sum}, nil
}

// derive is the DeriveFunc: the fold's events, signed by the ledger, with
// the record's stream sequence and time.
func (g *governor) derive(rec chainformat.Record, body events.Body) ([]chainformat.Record, error) {
	g.mu.Lock()
	ds, err := g.st.Apply(rec, body)
	g.mu.Unlock()
	if err != nil {
		return nil, err
	}
	out := make([]chainformat.Record, len(ds))
	for i, d := range ds {
		out[i] = chainformat.Record{Seq: rec.Seq, Time: rec.Time, Event: g.signer.Sign(d.Subject, d.ID, d.Body)}
	}
	return out, nil
}

// read runs fn on the state under the read lock.
func (g *governor) read(fn func(*govern.State)) {
	g.mu.RLock()
	defer g.mu.RUnlock()
	fn(g.st)
}
