package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"github.com/tribunal-dev/tribunal/internal/pause/pausetest"
)

// TestServeRefusesChainFile runs the real ledgerd binary, as an operator
// would, on a deployment whose stream holds history and whose chain file
// was emptied or truncated: each start ends in exactly one line on stderr
// that names the file and says how to recover, exit 2, no panic stack, and
// the file is left as it was. --rebuild then rebuilds the emptied file.
func TestServeRefusesChainFile(t *testing.T) {
	f := newFixture(t)
	bin := ledgerdBinary(t)
	valid := mustRead(t, f.db)
	// Half of what the pages reach, not of the file: bbolt grows the file
	// to a power of two, and a file whose pages end at its half would
	// still be whole when cut there.
	half := pagesReach(t, f.db) / 2
	for _, tc := range []struct {
		name string
		file []byte
		want string
	}{
		{"zero length", []byte{}, "is empty (zero bytes) and stream TRIBUNAL_EVENTS holds sequences 1-"},
		{"truncated at half", valid[:half], "the chain file is damaged"},
		{"truncated after the meta pages", valid[:8192], "the chain file is damaged"},
		{"truncated to 100 bytes", valid[:100], "the chain file is damaged"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := os.WriteFile(f.db, tc.file, 0o600); err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			cmd := exec.CommandContext(ctx, bin, "serve", "--dir", f.dir, "--log-level", "error")
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			err := cmd.Run()
			var ee *exec.ExitError
			if !errors.As(err, &ee) || ee.ExitCode() != exitInput {
				t.Fatalf("exit %v, want %d\n%s", err, exitInput, stderr.String())
			}
			line := oneErrorLine(t, stderr.String())
			for _, want := range []string{tc.want, f.db, "restore it from a backup", "--rebuild"} {
				if !strings.Contains(line, want) {
					t.Errorf("the line does not say %q:\n%s", want, line)
				}
			}
			if !bytes.Equal(mustRead(t, f.db), tc.file) {
				t.Error("the refused start changed the file")
			}
		})
	}
	// The offline commands read the same files: one line, exit 2.
	for _, cmd := range [][]string{{"verify", "--trust", f.trust}, {"export"}, {"checkpoint"}} {
		t.Run(cmd[0]+" of a truncated file", func(t *testing.T) {
			db := writeTemp(t, "truncated.db", valid[:half])
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			c := exec.CommandContext(ctx, bin, append([]string{cmd[0], "--db", db}, cmd[1:]...)...)
			var stderr bytes.Buffer
			c.Stderr = &stderr
			err := c.Run()
			var ee *exec.ExitError
			if !errors.As(err, &ee) || ee.ExitCode() != exitInput {
				t.Fatalf("exit %v, want %d\n%s", err, exitInput, stderr.String())
			}
			if line := oneErrorLine(t, stderr.String()); !strings.Contains(line, "the chain file is damaged") || !strings.Contains(line, db) {
				t.Errorf("the line: %s", line)
			}
		})
	}
	t.Run("rebuild", func(t *testing.T) {
		if err := os.WriteFile(f.db, nil, 0o600); err != nil {
			t.Fatal(err)
		}
		d := startServe(t, "--dir", f.dir, "--rebuild", "--metrics", "127.0.0.1:0", "--log-format", "json")
		ready := d.ready(t)
		want := fmt.Sprintf("tribunal_ledger_appended_total %d\n", f.demoEvents)
		pausetest.WaitFor(t, 30*time.Second, func() error {
			resp, err := http.Get(fmt.Sprintf("http://%s/metrics", ready["metrics"]))
			if err != nil {
				return err
			}
			m, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if !strings.Contains(string(m), want) {
				return fmt.Errorf("metrics not yet at %q", want)
			}
			return nil
		})
		d.stop(t)
		rep := decodeReport(t, mustRun(t, "verify", "--db", f.snapshot(t), "--trust", f.trust, "--json"))
		if !rep.OK || rep.Entries != uint64(f.demoEvents) {
			t.Errorf("the rebuilt chain: %+v, want %d entries", rep, f.demoEvents)
		}
	})
}

// pagesReach is how far into the chain file its pages reach (bbolt's
// high-water mark), which may be less than the file's size.
func pagesReach(t *testing.T, path string) int {
	t.Helper()
	db, err := bolt.Open(path, 0o400, &bolt.Options{ReadOnly: true, Timeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n int64
	if err := db.View(func(tx *bolt.Tx) error { n = tx.Size(); return nil }); err != nil {
		t.Fatal(err)
	}
	return int(n)
}
