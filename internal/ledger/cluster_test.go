package ledger

import (
	"context"
	"github.com/tribunal-dev/tribunal/internal/testenv"
	"log/slog"
	"path/filepath"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/ledger/ledgertest"
)

// TestClusterDeployment: the three node configs "ledgerd init --cluster 3"
// writes form a JetStream cluster; the ledger started from the deployment
// embeds no server, keeps the stream and the lease bucket in three
// replicas, and goes on ingesting when one node is shut down.
func TestClusterDeployment(t *testing.T) {
	testenv.Short(t, "starts a 3-node NATS cluster")
	d, err := deploy.Create(filepath.Join(t.TempDir(), "deploy"), deploy.Options{Cluster: 3})
	if err != nil {
		t.Fatal(err)
	}
	var nodes []*server.Server
	var stops []func()
	for i := 1; i <= 3; i++ {
		ns, stop := startConfigServer(t, filepath.Join(d.Dir, filepath.FromSlash(deploy.NodeConfigFile(i))))
		nodes, stops = append(nodes, ns), append(stops, stop)
	}
	cfg := ConfigFromDeployment(d)
	if cfg.NATSURL != d.ClientURL() || cfg.Replicas != 3 {
		t.Fatalf("config from a clustered deployment: url %q replicas %d", cfg.NATSURL, cfg.Replicas)
	}
	cfg.Instance, cfg.Govern, cfg.Logger = "a", true, newTestLogger(t, slog.LevelInfo)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	s, err := Start(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Shutdown(context.Background()) })
	if s.ns != nil {
		t.Fatal("the ledger embedded a server next to a cluster")
	}
	info, err := s.stream.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if info.Config.Replicas != 3 || info.Cluster == nil || len(info.Cluster.Replicas) != 2 {
		t.Fatalf("stream replicas %d, cluster %+v", info.Config.Replicas, info.Cluster)
	}
	kvs, err := s.js.Stream(ctx, "KV_"+broker.LeaseBucket)
	if err != nil || kvs.CachedInfo().Config.Replicas != 3 {
		t.Fatalf("lease bucket: %v", err)
	}
	waitFor(t, "the ledger holds the lease", s.lease.holding)

	// Lose the node the stream leader is on; ingest goes on.
	leader := info.Cluster.Leader
	for i, ns := range nodes {
		if ns.Name() == leader {
			stops[i]()
			t.Logf("stopped %s, the stream leader", leader)
		}
	}
	signers := ledgertest.Signers(t, d)
	conns := map[events.Role]*ledgertest.Conn{}
	for _, r := range []events.Role{events.RoleRequester, events.RoleW1, events.RoleW2, events.RoleJudge} {
		conns[r] = ledgertest.Connect(t, d.ClientURL(), d, r)
	}
	for _, smp := range ledgertest.History(t, signers, "c1", "c1") {
		for try := 0; ; try++ { // the stream elects a new leader meanwhile
			pctx, pcancel := context.WithTimeout(context.Background(), 5*time.Second)
			_, err := conns[smp.Role].Publish(pctx, smp.Event)
			pcancel()
			if err == nil {
				break
			}
			if try == 20 {
				t.Fatalf("publishing after a node loss: %v", err)
			}
		}
	}
	waitFor(t, "the history and its derived events on the chain", func() bool { return s.Chain().Size() >= 7 })
}
