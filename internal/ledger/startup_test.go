package ledger

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
)

// TestStartRefusesUnusableStore: an embedded server's JetStream store that
// cannot be created or written is refused at once, in one line, as a
// configuration error — before the chain is opened or anything logs —
// where nats-server would only log and never become ready (a 30 s wait).
func TestStartRefusesUnusableStore(t *testing.T) {
	d := ledgertest.NewDeployment(t)
	file := filepath.Join(t.TempDir(), "a-file")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, dir := range []string{filepath.Join(file, "js"), file} {
		cfg := ConfigFromDeployment(d)
		cfg.Embedded.JetStreamDir = dir
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		srv, err := Start(ctx, cfg)
		cancel()
		if srv != nil {
			srv.Shutdown(context.Background())
		}
		if !errors.Is(err, ErrConfig) || !strings.Contains(err.Error(), "JetStream store directory "+dir) || strings.Contains(err.Error(), "\n") {
			t.Errorf("store %s: %v, want one ErrConfig line naming it", dir, err)
		}
		if _, serr := os.Stat(d.DB); !os.IsNotExist(serr) {
			t.Errorf("the chain file was created before the store was checked (%v)", serr)
		}
	}
}
