package judgetest

import (
	"context"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/ledger"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
	"github.com/tribunal-dev/tribunal/internal/query"
)

// StartWith is Start with the ledger's configuration edited first (a
// Committed hook, say).
func StartWith(t testing.TB, edit func(*ledger.Config)) *Ledger {
	t.Helper()
	d := ledgertest.NewDeployment(t)
	cfg := ledger.ConfigFromDeployment(d)
	cfg.Govern = true
	edit(&cfg)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	srv, err := ledger.Start(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Shutdown(context.Background()) })
	rq := ledgertest.Connect(t, srv.NATSURL(), d, events.RoleRequester)
	return &Ledger{D: d, Srv: srv, QC: query.NewClient(rq.NC, events.RoleRequester), signers: ledgertest.Signers(t, d)}
}

// Signer is role's signing key in the deployment.
func (l *Ledger) Signer(role events.Role) *events.Signer { return l.signers[role] }
