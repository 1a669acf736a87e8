package ledger

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

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

// TestCheckHistory: checkHistory's rule for a chain file beside the stream
// as the ledger first found it. A missing or empty file beside history is
// refused unless every message, from sequence 1, was stored later than
// the ledger's start by more than clockAllowance, or the operator asked
// for --rebuild; a file that holds a chain always starts.
func TestCheckHistory(t *testing.T) {
	began := time.Date(2026, 12, 7, 0, 30, 0, 0, time.UTC)
	const path = "/var/lib/tribunal/ledger.db"
	held := func(first, last, msgs uint64, firstTime time.Time) jetstream.StreamState {
		return jetstream.StreamState{Msgs: msgs, FirstSeq: first, LastSeq: last, FirstTime: firstTime}
	}
	long := began.Add(-time.Hour)                        // a lost chain's history
	late := began.Add(clockAllowance + time.Millisecond) // stored after the ledger began, beyond the clocks' allowance
	const refuse = startFrom(-1)
	for _, tc := range []struct {
		name    string
		was     chainFile
		size    uint64
		st      jetstream.StreamState
		rebuild bool
		want    startFrom
		err     error  // with refuse
		says    string // in the refusal
	}{
		{"a chain beside old history", chainExists, 40, held(1, 12, 12, long), false, fromChain, nil, ""},
		{"a chain of no entries beside old history", chainExists, 0, held(1, 12, 12, long), false, fromChain, nil, ""},
		{"missing, no stream", chainAbsent, 0, jetstream.StreamState{}, false, fromChain, nil, ""},
		{"missing, a stream without messages", chainAbsent, 0, held(0, 0, 0, time.Time{}), false, fromChain, nil, ""},
		{"missing beside old history", chainAbsent, 0, held(1, 12, 12, long), false, refuse, ErrChainMissing, "sequences 1-12, the first stored at 2026-12-06T23:30:00.000Z, before this ledger started at 2026-12-07T00:30:00.000Z; restore it from a backup"},
		{"empty beside old history", chainZero, 0, held(1, 12, 12, long), false, refuse, ErrChainMissing, "is empty (zero bytes) and stream"},
		{"missing, history stored the instant it began", chainAbsent, 0, held(1, 12, 12, began), false, refuse, ErrChainMissing, "within 1s (the clocks' allowance)"},
		{"missing, history stored within the allowance", chainAbsent, 0, held(1, 12, 12, began.Add(clockAllowance)), false, refuse, ErrChainMissing, "within 1s"},
		{"missing, history all newer", chainAbsent, 0, held(1, 12, 12, late), false, fromNew, nil, ""},
		{"empty, history all newer", chainZero, 0, held(1, 12, 12, late), false, fromNew, nil, ""},
		{"missing, newer history that does not start at 1", chainAbsent, 0, held(5, 12, 8, late), false, refuse, ErrChainMissing, "holds sequences 5-12; restore"},
		{"missing, newer history with a message gone", chainAbsent, 0, held(1, 12, 11, late), false, refuse, ErrChainMissing, "holds sequences 1-12; restore"},
		{"--rebuild beside old history", chainAbsent, 0, held(1, 12, 12, long), true, fromRebuild, nil, ""},
		{"--rebuild beside newer history", chainZero, 0, held(1, 12, 12, late), true, fromRebuild, nil, ""},
		{"--rebuild beside history that does not start at 1", chainAbsent, 0, held(5, 12, 8, long), true, refuse, ErrChainMissing, "no longer holds every message from sequence 1"},
		{"--rebuild over a chain", chainExists, 40, held(1, 12, 12, long), true, refuse, ErrConfig, "already holds a chain of 40 entries"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := checkHistory(tc.was, tc.size, tc.st, began, tc.rebuild, path)
			if tc.want != refuse {
				if err != nil || got != tc.want {
					t.Fatalf("got %v, %v; want %v", got, err, tc.want)
				}
				return
			}
			if !errors.Is(err, tc.err) || !strings.Contains(err.Error(), tc.says) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("got %v; want one %v line saying %q", err, tc.err, tc.says)
			}
		})
	}
}
