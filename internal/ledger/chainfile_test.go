package ledger

import (
	"bytes"
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
)

// TestStartChainFile: a chain file that is missing or of zero length next
// to a stream that holds history is refused in one line that says how to
// recover, and left as it was; a damaged file (truncated at several
// points, a page of garbage in the middle) is refused in one line with
// ErrChainDamaged, never a panic, whether the stream holds history or
// not; a valid file starts either way; and --rebuild builds a zero-length
// file back into the very chain it replaced. Real bbolt files, a real
// embedded NATS server with its store on disk.
func TestStartChainFile(t *testing.T) {
	e := newEnv(t)
	requester := e.conn(events.RoleRequester)
	conns := map[events.Role]*ledgertest.Conn{events.RoleRequester: requester}
	for _, r := range []events.Role{events.RoleW1, events.RoleW2, events.RoleJudge} {
		conns[r] = e.conn(r)
	}
	var last uint64
	for i := range 30 {
		id := fmt.Sprintf("r%02d", i)
		for _, s := range ledgertest.History(t, e.signers, id, id) {
			last = e.publish(conns[s.Role], s.Event)
		}
	}
	e.waitConsumed(last)
	wantSize, wantHead := e.srv.Chain().Head()
	e.stop()
	valid, err := os.ReadFile(e.d.DB)
	if err != nil {
		t.Fatal(err)
	}
	ps, used := pageLayout(t, e.d.DB)
	if len(used) < 6 {
		t.Fatalf("only %d pages in use; the test needs a chain of some size", len(used))
	}
	mid := used[len(used)/2]
	garbage := bytes.Clone(valid)
	if _, err := rand.Read(garbage[mid*ps : (mid+1)*ps]); err != nil {
		t.Fatal(err)
	}
	cut := func(n uint64) []byte { return valid[:n] }

	const (
		starts = iota
		missing
		damaged
	)
	for _, tc := range []struct {
		name        string
		file        []byte // nil: no file at all
		history     int    // want with a stream that holds history
		noHistory   int    // want with a fresh store
		rebuildWant bool   // also: --rebuild with history rebuilds the chain
	}{
		{"no file", nil, missing, starts, false},
		{"zero length", []byte{}, missing, starts, true},
		{"truncated after the meta pages", cut(2 * ps), damaged, damaged, false},
		{"truncated inside the first page in use", cut(used[0]*ps + ps/2), damaged, damaged, false},
		{"truncated at the middle page in use", cut(mid * ps), damaged, damaged, false},
		{"truncated at the last page in use", cut(used[len(used)-1] * ps), damaged, damaged, false},
		{"truncated to 100 bytes", cut(100), damaged, damaged, false},
		{"a page of garbage in the middle", garbage, damaged, damaged, false},
		{"valid", valid, starts, starts, false},
	} {
		for _, history := range []bool{true, false} {
			name := tc.name + map[bool]string{true: ", stream with history", false: ", no history"}[history]
			t.Run(name, func(t *testing.T) {
				want := tc.noHistory
				if history {
					want = tc.history
				}
				db := filepath.Join(t.TempDir(), "ledger.db")
				if tc.file != nil {
					if err := os.WriteFile(db, tc.file, 0o600); err != nil {
						t.Fatal(err)
					}
				}
				cfg := e.config()
				cfg.DB = db
				if !history {
					cfg.Embedded.JetStreamDir = t.TempDir()
				}
				srv, err := startFor(cfg)
				switch want {
				case starts:
					if err != nil {
						t.Fatalf("refused: %v", err)
					}
					size, _ := srv.Chain().Head()
					if len(tc.file) > 0 && size != wantSize {
						t.Errorf("started with %d entries, want %d", size, wantSize)
					}
					if err := srv.Shutdown(context.Background()); err != nil {
						t.Fatal(err)
					}
					return
				case missing:
					if !errors.Is(err, ErrChainMissing) || !strings.Contains(err.Error(), db) || !strings.Contains(err.Error(), "restore it from a backup") || !strings.Contains(err.Error(), "--rebuild") {
						t.Errorf("got %v, want ErrChainMissing saying how to recover", err)
					}
				case damaged:
					if !errors.Is(err, ErrChainDamaged) || !strings.Contains(err.Error(), db) || !strings.Contains(err.Error(), "restore it from a backup") {
						t.Errorf("got %v, want ErrChainDamaged saying how to recover", err)
					}
				}
				if srv != nil {
					srv.Shutdown(context.Background())
					t.Fatal("a server came back with the error")
				}
				t.Logf("refused: %v", err)
				if err != nil && strings.Contains(err.Error(), "\n") {
					t.Errorf("not one line: %q", err)
				}
				// Nothing written: the file is as it was, or still absent.
				got, rerr := os.ReadFile(db)
				if tc.file == nil {
					if !errors.Is(rerr, os.ErrNotExist) {
						t.Errorf("the refused start left a file behind (%v)", rerr)
					}
				} else if !bytes.Equal(got, tc.file) {
					t.Errorf("the refused start changed the file (%d bytes, was %d)", len(got), len(tc.file))
				}
				if !history || !tc.rebuildWant {
					return
				}
				cfg.Rebuild = true
				srv, err = startFor(cfg)
				if err != nil {
					t.Fatalf("--rebuild: %v", err)
				}
				defer srv.Shutdown(context.Background())
				for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(20 * time.Millisecond) {
					size, head := srv.Chain().Head()
					if size == wantSize {
						if head != wantHead {
							t.Fatalf("the rebuilt chain's head %x is not the original's %x", head, wantHead)
						}
						break
					}
					if time.Now().After(deadline) {
						t.Fatalf("the rebuild reached %d of %d entries", size, wantSize)
					}
				}
			})
		}
	}
	t.Run("rebuild refuses a file that holds a chain", func(t *testing.T) {
		db := filepath.Join(t.TempDir(), "ledger.db")
		if err := os.WriteFile(db, valid, 0o600); err != nil {
			t.Fatal(err)
		}
		cfg := e.config()
		cfg.DB, cfg.Rebuild = db, true
		srv, err := startFor(cfg)
		if srv != nil {
			srv.Shutdown(context.Background())
		}
		if !errors.Is(err, ErrConfig) || !strings.Contains(err.Error(), "already holds a chain") {
			t.Errorf("got %v, want a refusal", err)
		}
	})
}

func startFor(cfg Config) (*Server, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	return Start(ctx, cfg)
}

// pageLayout returns a bbolt file's page size and the ids of the pages
// in use (branch, leaf or overflow of either), ascending, read from a
// copy opened for writing so that free pages show as free.
func pageLayout(t *testing.T, path string) (ps uint64, used []uint64) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	cp := filepath.Join(t.TempDir(), "layout.db")
	if err := os.WriteFile(cp, data, 0o600); err != nil {
		t.Fatal(err)
	}
	db, err := bolt.Open(cp, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	ps = uint64(db.Info().PageSize)
	err = db.View(func(tx *bolt.Tx) error {
		hwm := uint64(tx.Size()) / ps
		for id := uint64(2); id < hwm; id++ {
			p, err := tx.Page(int(id))
			if err != nil {
				return err
			}
			if p == nil {
				continue
			}
			if p.Type == "branch" || p.Type == "leaf" {
				for o := 0; o <= p.OverflowCount; o++ {
					used = append(used, id+uint64(o))
				}
				id += uint64(p.OverflowCount)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return ps, used
}
