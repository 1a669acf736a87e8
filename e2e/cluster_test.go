package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/govern"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
	"github.com/tribunal-dev/tribunal/internal/pause/pausetest"
	"github.com/tribunal-dev/tribunal/internal/query"
)

// cluster is one deployment with ledgerd serve and both witnesses running
// as separate processes, shared by every case (distinct request ids).
type cluster struct {
	tmp     string
	dir     string // the deployment directory
	d       *deploy.Deployment
	daemons map[string]*daemon
	// req is a requester connection for the test's own queries.
	req *ledgertest.Conn
	qc  *query.Client
}

// shared is the cluster of this test binary, stopped by TestMain.
var shared *cluster

func startCluster(t *testing.T) *cluster {
	t.Helper()
	c := newCluster(t, func(c *cluster) { shared = c })
	return c
}

// ownCluster is a cluster of the test's own, stopped when it ends.
func ownCluster(t *testing.T) *cluster {
	t.Helper()
	var own *cluster
	t.Cleanup(func() {
		if own != nil {
			own.stopAll()
		}
	})
	return newCluster(t, func(c *cluster) { own = c })
}

// newCluster makes a deployment and starts its three daemons; keep is
// told the cluster before anything can fail, so that it is stopped.
func newCluster(t *testing.T, keep func(*cluster)) *cluster {
	t.Helper()
	tmp, err := os.MkdirTemp("", "tribunal-e2e-")
	if err != nil {
		t.Fatal(err)
	}
	c := &cluster{tmp: tmp, dir: filepath.Join(tmp, "deploy"), daemons: map[string]*daemon{}}
	keep(c)
	// The witnesses render file:// products only below the product
	// roots: the test sites; and run stdio MCP servers only below
	// --mcp-server-root (mcpserver_test.go lays them out there).
	mustRun(t, 0, "ledgerd", "init", "--dir", c.dir, "--product-root", filepath.Join(repoRoot, "e2e", "testdata"))
	if err := os.MkdirAll(c.mcpServers(), 0o755); err != nil {
		t.Fatal(err)
	}
	if c.d, err = deploy.Load(c.dir); err != nil {
		t.Fatal(err)
	}
	for _, p := range []struct{ name, bin string }{
		{"ledgerd", "ledgerd"}, {"w1", "witness-w1"}, {"w2", "witness-w2"},
	} {
		c.start(t, p.name, p.bin)
	}
	c.req = connect(t, c, events.RoleRequester)
	c.qc = query.NewClient(c.req.NC, events.RoleRequester)
	t.Cleanup(func() {
		if t.Failed() {
			for _, name := range []string{"ledgerd", "w1", "w2"} {
				t.Logf("--- %s log (tail)\n%s", name, tail(c.daemons[name].log, 40))
			}
		}
	})
	return c
}

// start starts (or restarts) daemon name: bin serve --dir DIR, its log
// appended to tmp/<name>.log.
func (c *cluster) start(t *testing.T, name, bin string) *daemon {
	t.Helper()
	args := []string{"serve", "--dir", c.dir}
	if name == "w1" || name == "w2" {
		args = append(args, "--mcp-server-root", c.mcpServers())
	}
	d, err := startDaemon(name, filepath.Join(c.tmp, name+".log"), bin, args...)
	if err != nil {
		t.Fatal(err)
	}
	c.daemons[name] = d
	return d
}

// mcpServers is the directory the witnesses run stdio MCP servers from.
func (c *cluster) mcpServers() string { return filepath.Join(c.tmp, "mcp-servers") }

// connect connects as role with the deployment's credentials, waiting for
// the ledger's embedded server to come up.
func connect(t *testing.T, c *cluster, role events.Role) *ledgertest.Conn {
	t.Helper()
	var conn *ledgertest.Conn
	pausetest.WaitFor(t, 30*time.Second, func() error {
		var ok bool
		if conn, ok = tryConnect(t, c, role); !ok {
			return fmt.Errorf("cannot connect as %s to %s", role, c.d.NATSURL)
		}
		return nil
	})
	return conn
}

func tryConnect(t *testing.T, c *cluster, role events.Role) (conn *ledgertest.Conn, ok bool) {
	// ledgertest.Connect fails the test on error; probe with a throwaway
	// sub-test-free check first.
	if !portOpen(c.d.ListenAddr()) {
		return nil, false
	}
	return ledgertest.Connect(t, c.d.NATSURL, c.d, role), true
}

func (c *cluster) stopAll() {
	for _, name := range []string{"w1", "w2", "ledgerd"} {
		if d := c.daemons[name]; d != nil {
			_ = d.stop()
		}
	}
	os.RemoveAll(c.tmp)
}

// tribunal runs the requester CLI on the deployment.
func (c *cluster) tribunal(t *testing.T, want int, args ...string) result {
	t.Helper()
	return mustRun(t, want, "tribunal", append(args, "--dir", c.dir)...)
}

// judge runs the judge CLI on the deployment.
func (c *cluster) judge(t *testing.T, want int, args ...string) result {
	t.Helper()
	return mustRun(t, want, "judge", append(args, "--dir", c.dir)...)
}

// w3 decodes a W³ object printed with --json and checks it has exactly
// the keys of docs/CONTRACTS.md §5 (and not_applicable and agreement where
// they apply).
func w3(t *testing.T, out string) *govern.W3Output {
	t.Helper()
	var keys map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &keys); err != nil {
		t.Fatalf("not a JSON object: %v\n%s", err, out)
	}
	want := []string{"verdict", "error", "request_id", "attempt_id", "iterations", "deviations", "code_diff",
		"screenshot_path", "screenshot_hash", "vision_validation_score", "entropy_delta", "requires_888_hold",
		"tri_witness_ledger", "integration_receipts"}
	// not_applicable is added only for an MCP App request that declares
	// criteria not applicable, agreement only when both witnesses judged
	// contrast figures (CONTRACTS.md §5).
	n := len(want)
	for _, k := range []string{"not_applicable", "agreement"} {
		if _, ok := keys[k]; ok {
			n++
		}
	}
	if len(keys) != n {
		t.Errorf("W³ object has %d keys, want %d", len(keys), n)
	}
	for _, k := range want {
		if _, ok := keys[k]; !ok {
			t.Errorf("W³ object lacks %q", k)
		}
	}
	var w govern.W3Output
	if err := json.Unmarshal([]byte(out), &w); err != nil {
		t.Fatal(err)
	}
	return &w
}

// review polls the ledger until cond holds for request id.
func (c *cluster) review(t *testing.T, id string, what string, cond func(*govern.Review) bool) *govern.Review {
	t.Helper()
	var last *govern.Review
	pausetest.WaitFor(t, 3*time.Minute, func() error {
		rv, err := c.qc.Review(context.Background(), id)
		if err != nil {
			if last != nil {
				return fmt.Errorf("request %s: %s: still %s (%s); now %w", id, what, last.State, last.Error, err)
			}
			return fmt.Errorf("request %s: %s: %w", id, what, err)
		}
		last = rv
		if !cond(rv) {
			return fmt.Errorf("request %s: %s: still %s (%s)", id, what, rv.State, rv.Error)
		}
		return nil
	})
	return last
}

// rejection waits for the rejected.v1 the ledger recorded for event id.
func (c *cluster) rejection(t *testing.T, eventID string) *events.Rejected {
	t.Helper()
	var found *events.Rejected
	pausetest.WaitFor(t, time.Minute, func() error {
		head, err := c.qc.Head(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		for i := head.Size; i > 0; i-- {
			r, err := c.qc.Entry(context.Background(), i-1)
			if err != nil {
				t.Fatal(err)
			}
			e, err := query.DecodeLine(&r.Entry)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(e.Event.Subject, "tribunal.ledger.rejected.") {
				continue
			}
			b, err := events.Decode(events.SchemaRejected, e.Event.Body)
			if err != nil {
				t.Fatal(err)
			}
			if rej := b.(*events.Rejected); rej.Original.MsgID == eventID {
				found = rej
				return nil
			}
		}
		return fmt.Errorf("no rejected.v1 for event %s", eventID)
	})
	return found
}

func portOpen(addr string) bool {
	conn, err := net.DialTimeout("tcp", addr, time.Second)
	if err != nil {
		return false
	}
	conn.Close()
	return true
}
