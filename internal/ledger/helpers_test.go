package ledger

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/hashchain"
	"github.com/tribunal-dev/tribunal/internal/keys"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
	"github.com/tribunal-dev/tribunal/internal/pause/pausetest"
	"github.com/tribunal-dev/tribunal/internal/query"
)

// testLog is a slog handler's writer that forwards to t.Log until the
// test ends, then drops lines (goroutines of a stopped server may still
// log).
type testLog struct {
	mu   sync.Mutex
	t    testing.TB
	done bool
}

func (w *testLog) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if !w.done {
		w.t.Log(strings.TrimSuffix(string(p), "\n"))
	}
	return len(p), nil
}

func newTestLogger(t testing.TB, level slog.Level) *slog.Logger {
	w := &testLog{t: t}
	t.Cleanup(func() { // registered first, so it runs after every other cleanup
		w.mu.Lock()
		w.done = true
		w.mu.Unlock()
	})
	return slog.New(slog.NewTextHandler(w, &slog.HandlerOptions{Level: level}))
}

// env is one test's deployment with a running ledger.
type env struct {
	t       testing.TB
	d       *deploy.Deployment
	trust   *keys.Trust
	signers map[events.Role]*events.Signer
	logger  *slog.Logger
	srv     *Server
	mods    []func(*Config)
}

func newEnv(t testing.TB, mods ...func(*Config)) *env {
	t.Helper()
	e := &env{t: t, logger: newTestLogger(t, slog.LevelInfo), mods: mods}
	e.d = ledgertest.NewDeployment(t)
	var err error
	if e.trust, err = e.d.LoadTrust(); err != nil {
		t.Fatal(err)
	}
	e.signers = ledgertest.Signers(t, e.d)
	e.start()
	return e
}

func (e *env) config() Config {
	cfg := ConfigFromDeployment(e.d)
	cfg.Logger = e.logger
	for _, m := range e.mods {
		m(&cfg)
	}
	return cfg
}

// start starts the ledger; it is shut down when the test ends.
func (e *env) start() *Server {
	e.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	s, err := Start(ctx, e.config())
	if err != nil {
		e.t.Fatal(err)
	}
	e.srv = s
	e.t.Cleanup(func() { s.Shutdown(context.Background()) })
	return s
}

// stop shuts the ledger down and fails the test on an error.
func (e *env) stop() {
	e.t.Helper()
	if err := e.srv.Shutdown(context.Background()); err != nil {
		e.t.Fatal(err)
	}
}

func (e *env) conn(role events.Role) *ledgertest.Conn {
	return ledgertest.Connect(e.t, e.srv.NATSURL(), e.d, role)
}

func (e *env) query(role events.Role) *query.Client {
	return query.NewClient(e.conn(role).NC, role)
}

// publish publishes an event as role and returns its stream sequence.
func (e *env) publish(c *ledgertest.Conn, ev events.Event) uint64 {
	e.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ack, err := c.Publish(ctx, ev)
	if err != nil {
		e.t.Fatalf("%s publishes %s: %v", c.Role, ev.Subject, err)
	}
	return ack.Sequence
}

// waitConsumed waits until the ledger has committed and acked every
// message up to stream sequence seq.
func (e *env) waitConsumed(seq uint64) {
	e.t.Helper()
	pausetest.WaitFor(e.t, 30*time.Second, func() error {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		info, err := e.srv.cons.Info(ctx)
		cancel()
		if err == nil && info.Delivered.Stream >= seq && info.NumAckPending == 0 && info.NumPending == 0 {
			return nil
		}
		return fmt.Errorf("ledger has not consumed up to stream sequence %d (info %+v, err %v)", seq, info, err)
	})
}

// entries reads the whole chain of a running or stopped ledger's file.
func entries(t *testing.T, c *hashchain.Chain) []chainformat.Entry {
	t.Helper()
	var out []chainformat.Entry
	err := c.Scan(0, func(e chainformat.Entry) error {
		e.Event.Body = bytes.Clone(e.Event.Body)
		e.Leaf = bytes.Clone(e.Leaf)
		out = append(out, e)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// verifyFile verifies a chain file as an auditor would: every signature
// against the trust file, the checkpoint key pinned.
func verifyFile(t *testing.T, path string, trust *keys.Trust) *hashchain.Report {
	t.Helper()
	v, err := trust.CheckpointVerifier()
	if err != nil {
		t.Fatal(err)
	}
	rep, err := hashchain.Verify(path, hashchain.VerifyOptions{Events: trust, CheckpointVerifier: v})
	if err != nil {
		t.Fatalf("verify %s: %v", path, err)
	}
	return rep
}
