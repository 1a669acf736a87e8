package deploy

import (
	"encoding/json"
	"errors"
	"net"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nats-io/nats-server/v2/server"

	"github.com/tribunal-dev/tribunal/internal/broker"
)

// TestCreateCluster: --cluster 3 writes three node configs that
// nats-server reads, each with its own name, store and listeners, routes
// to the two others and exactly the per-role users of the single-server
// config, an HTTP monitoring listener and JetStream's sync_interval
// "always"; tribunal.json lists the three client and monitoring URLs. The
// ports are the ones "ledgerd init --help" names: node i (from 1) on
// P+i-1, routes on P+N+i-1, monitoring on P+2N+i-1.
func TestCreateCluster(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "d")
	d, err := Create(dir, Options{Port: 14222, Cluster: 3, ClusterHosts: []string{"10.0.0.1", "10.0.0.2", "nats-3.internal"}})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"nats://10.0.0.1:14222", "nats://10.0.0.2:14223", "nats://nats-3.internal:14224"}
	if !slices.Equal(d.Cluster, want) || d.NATSURL != want[0] || d.ClientURL() != strings.Join(want, ",") ||
		d.NATSConfig != filepath.Join(dir, "cluster", "node-1.conf") {
		t.Fatalf("deployment %+v", d)
	}
	wantMon := []string{"http://10.0.0.1:14228", "http://10.0.0.2:14229", "http://nats-3.internal:14230"}
	if !slices.Equal(d.Monitor, wantMon) {
		t.Fatalf("monitoring URLs %v, want %v", d.Monitor, wantMon)
	}
	users, err := broker.NkeyUsers(d.Nkeys)
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for i := 1; i <= 3; i++ {
		opts, err := server.ProcessConfigFile(filepath.Join(dir, filepath.FromSlash(NodeConfigFile(i))))
		if err != nil {
			t.Fatalf("node %d: %v", i, err)
		}
		names[opts.ServerName] = true
		if !opts.JetStream || opts.StoreDir != filepath.Join(dir, "data", "nats-"+string(rune('0'+i))) {
			t.Errorf("node %d: JetStream %v store %s", i, opts.JetStream, opts.StoreDir)
		}
		if !opts.SyncAlways {
			t.Errorf("node %d: JetStream does not sync always (sync_interval %s)", i, opts.SyncInterval)
		}
		if opts.HTTPPort != 14228+i-1 || opts.HTTPHost != strings.TrimPrefix(strings.Split(wantMon[i-1], ":")[1], "//") {
			t.Errorf("node %d: monitoring on %s:%d, want %s", i, opts.HTTPHost, opts.HTTPPort, wantMon[i-1])
		}
		if opts.Cluster.Name != broker.ClusterName || opts.Cluster.Port != 14225+i-1 || len(opts.Routes) != 2 {
			t.Errorf("node %d: cluster %+v routes %v", i, opts.Cluster, opts.Routes)
		}
		for _, r := range opts.Routes {
			if r.Host == net.JoinHostPort(opts.Cluster.Host, strconv.Itoa(opts.Cluster.Port)) {
				t.Errorf("node %d routes to itself", i)
			}
		}
		if len(opts.Nkeys) != len(users) {
			t.Fatalf("node %d: %d users, want %d", i, len(opts.Nkeys), len(users))
		}
		for j, u := range users {
			got := opts.Nkeys[j]
			if got.Nkey != u.Nkey || !slices.Equal(got.Permissions.Publish.Allow, u.Permissions.Publish.Allow) ||
				!slices.Equal(got.Permissions.Subscribe.Allow, u.Permissions.Subscribe.Allow) {
				t.Errorf("node %d: user %s differs from the permission table", i, u.Nkey)
			}
		}
	}
	if len(names) != 3 {
		t.Errorf("server names %v are not distinct", names)
	}
	if _, err := os.Stat(filepath.Join(dir, NATSConfigFile)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a clustered deployment also wrote the single-server %s (%v)", NATSConfigFile, err)
	}
}

func TestCreateClusterRefusals(t *testing.T) {
	for _, o := range []Options{
		{Cluster: 2},
		{Cluster: 3, ClusterHosts: []string{"a", "b"}},
		{ClusterHosts: []string{"a"}},
		{Cluster: 3, ClusterHosts: []string{"a", "b", "c:1"}},
		{Cluster: 3, Port: 65533},
	} {
		dir := filepath.Join(t.TempDir(), "d")
		if _, err := Create(dir, o); err == nil {
			t.Errorf("Create(%+v) accepted", o)
		}
		if _, err := os.Stat(dir); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("Create(%+v) left %s", o, dir)
		}
	}
	// A config naming two nodes is not a cluster.
	dir := filepath.Join(t.TempDir(), "d")
	if _, err := Create(dir, Options{Cluster: 3}); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, ConfigFile)
	data, _ := os.ReadFile(p)
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	m["nats_cluster"] = m["nats_cluster"].([]any)[:2]
	bad, _ := json.Marshal(m)
	if _, err := parse([]byte(bad), dir, p); !errors.Is(err, ErrBadDeployment) || !strings.Contains(err.Error(), "nats_cluster") {
		t.Errorf("two-node nats_cluster: %v", err)
	}
}
