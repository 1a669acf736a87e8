package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/ledger"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
	"github.com/tribunal-dev/tribunal/internal/pause/pausetest"
	"github.com/tribunal-dev/tribunal/internal/query"
)

const acme = "../../examples/acme/skeleton"

// TestCheckLeavesNothingHalfDone: tribunal check hashes the product and
// checks every body against its size limit (docs/CONTRACTS.md §5) before
// it publishes anything, so a failure leaves nothing on the ledger — a
// product root that cannot be hashed, a dom_payload over its limit (named
// in the one error line) — while a good request still opens.
func TestCheckLeavesNothingHalfDone(t *testing.T) {
	d := ledgertest.NewDeployment(t)
	cfg := ledger.ConfigFromDeployment(d)
	cfg.Govern = true
	srv, err := ledger.Start(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Shutdown(context.Background()) })
	big := filepath.Join(t.TempDir(), "big.html")
	if err := os.WriteFile(big, bytes.Repeat([]byte("<p>too large</p>\n"), 2<<20/17), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		id   string
		args []string
		want string
	}{
		{"unhashable", []string{"--url", "file://" + filepath.Join(t.TempDir(), "missing")}, "hashing the product"},
		{"oversized", []string{"--dom-payload", big}, "over the dom_payload limit of 262144 bytes"},
	} {
		args := append([]string{"check", "--dir", d.Dir, "--skeleton", acme, "--request-id", tc.id, "--timeout", "30s"}, tc.args...)
		stdout, stderr, code := tribunal(t, args...)
		if code != 2 || stdout != "" || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit 2 and one line with %q", tc.id, code, stdout, stderr, tc.want)
		}
	}
	// A good request goes through; once the ledger has it, nothing of the
	// failed ones is on the chain.
	payload := filepath.Join(t.TempDir(), "page.html")
	if err := os.WriteFile(payload, []byte("<!doctype html><title>fine</title><p>a page long enough</p>"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, stderr, code := tribunal(t, "open", "--dir", d.Dir, "--skeleton", acme, "--request-id", "good", "--dom-payload", payload); code != 0 {
		t.Fatalf("open: exit %d\n%s", code, stderr)
	}
	for _, id := range []string{"unhashable", "oversized"} {
		if onChain(t, d, "good", id) {
			t.Errorf("request %s is on the chain", id)
		}
	}
}

// onChain waits until an entry of request barrier is on the chain, then
// reports whether any entry names request id.
func onChain(t *testing.T, d *deploy.Deployment, barrier, id string) bool {
	t.Helper()
	conn := ledgertest.Connect(t, d.NATSURL, d, events.RoleRequester)
	qc := query.NewClient(conn.NC, events.RoleRequester)
	ctx := context.Background()
	found := false
	pausetest.WaitFor(t, 30*time.Second, func() error {
		h, err := qc.Head(ctx)
		if err != nil {
			return fmt.Errorf("request %s not on the chain: %w", barrier, err)
		}
		seen := false
		found = false
		for i := uint64(0); i < h.Size; i++ {
			e, err := qc.Entry(ctx, i)
			if err != nil {
				t.Fatal(err)
			}
			seen = seen || strings.HasSuffix(e.Entry.Subject, "."+barrier)
			found = found || strings.HasSuffix(e.Entry.Subject, "."+id)
		}
		if !seen {
			return fmt.Errorf("request %s not on the chain (%d entries)", barrier, h.Size)
		}
		return nil
	})
	return found
}
