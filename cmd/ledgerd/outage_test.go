package main

import (
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
	"github.com/tribunal-dev/tribunal/internal/pause/pausetest"
	"github.com/tribunal-dev/tribunal/internal/query"
)

// TestServeOutlastsJetStreamOutage runs "ledgerd serve" against a real
// nats-server (in this process, from the deployment's config) and takes
// JetStream away while it serves, the way a full disk does: the server
// shuts its JetStream down (ShutdownJetStream, what nats-server calls on
// ENOSPC) and keeps it down until the operator restarts it. The ledger
// must not exit; it says so once (one log line, not one per try), its
// jetstream_available gauge reads 0, and once the server is restarted it
// says JetStream is back, ingests what was published before and after,
// and the chain verifies with exactly the request's events and the fold's
// derived ones (checkChain: hash chain, signatures, the re-derived fold).
func TestServeOutlastsJetStreamOutage(t *testing.T) {
	d := initDeployment(t)
	path, url, monitor := externalConf(t, d, nil)
	srv := runExternal(t, path)
	dm := startServe(t, append(externalArgs(d, url, monitor), "--metrics", "127.0.0.1:0")...)
	metrics := fmt.Sprint(dm.ready(t)["metrics"])

	hist := ledgertest.History(t, ledgertest.Signers(t, d), "req-outage", "outage")
	conns := map[events.Role]*ledgertest.Conn{}
	publish := func(from, to int) {
		t.Helper()
		publishSamples(t, url, d, conns, hist[from:to])
	}
	half := len(hist) / 2
	publish(0, half)

	srv.ShutdownJetStream()
	waitGauge(t, dm, metrics, 0)
	// The gauge went to 0 after a probe's try of 5 s went unanswered;
	// a few more tries and backoffs: a ledger that gives up on an
	// unavailable JetStream has done so by now.
	time.Sleep(2 * time.Second)
	if exited(dm) {
		t.Fatalf("serve exited while JetStream was unavailable\n%s", dm.stderr)
	}
	// The operator frees the space and restarts the server.
	srv.Shutdown()
	srv.WaitForShutdown()
	runExternal(t, path)
	waitGauge(t, dm, metrics, 1)

	publish(half, len(hist))
	aud := ledgertest.Connect(t, url, d, events.RoleAuditor)
	ledgertest.WaitSize(t, query.NewClient(aud.NC, events.RoleAuditor), uint64(len(hist)+historyDerived), 30*time.Second)
	log := dm.stderr.String()
	down, back := strings.Count(log, `"msg":"JetStream unavailable`), strings.Count(log, `"msg":"JetStream available again"`)
	// One line per change of state: the server's restart may add a
	// second short outage (the connection drops), never one per try.
	if down < 1 || down > 3 || back < 1 || back > down {
		t.Errorf("%d \"JetStream unavailable\" and %d \"available again\" lines: want 1-3, one per change of state\n%s", down, back, log)
	}
	dm.stop(t)
	checkChain(t, d, hist)
}

// waitGauge waits until the ledger's tribunal_ledger_jetstream_available
// reads want, failing if serve exits first.
func waitGauge(t *testing.T, dm *daemon, addr string, want int) {
	t.Helper()
	line := fmt.Sprintf("tribunal_ledger_jetstream_available %d\n", want)
	pausetest.WaitFor(t, 30*time.Second, func() error {
		if exited(dm) {
			t.Fatalf("serve exited\n%s", dm.stderr)
		}
		resp, err := http.Get("http://" + addr + "/metrics")
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		m, _ := io.ReadAll(resp.Body)
		if !strings.Contains(string(m), line) {
			return fmt.Errorf("no %q in the metrics", strings.TrimSpace(line))
		}
		return nil
	})
}

// exited reports whether serve has returned (and keeps its result for
// the cleanup).
func exited(dm *daemon) bool {
	select {
	case err := <-dm.done:
		dm.done <- err
		return true
	default:
		return false
	}
}
