package deploy

import (
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/atomicfile"
	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// A clustered deployment ("ledgerd init --cluster N") runs N nats-server
// nodes as one JetStream cluster instead of the ledger's embedded server:
//
//	cluster/node-<i>.conf        node i's nats-server config: its client and
//	                             route listeners, routes to every other node,
//	                             its own JetStream store (data/nats-<i>) and
//	                             the same per-role authorization as
//	                             nats-server.conf, its HTTP monitoring
//	                             listener, and JetStream's sync_interval
//	                             "always"
//
// tribunal.json then lists every node's client URL in nats_cluster (node 1
// first; nats_url is node 1's and nats_config node 1's file). Every
// networked command connects to all of them (ClientURL) and "ledgerd serve"
// embeds no server: it creates the event stream and the lease bucket with N
// replicas.

// MinClusterNodes is the smallest cluster: JetStream's Raft needs a
// majority, so three nodes survive the loss of one.
const MinClusterNodes = 3

// ClusterDir holds the per-node configs.
const ClusterDir = "cluster"

// NodeConfigFile is node i's (1-based) config, relative to the deployment.
func NodeConfigFile(i int) string { return ClusterDir + "/node-" + strconv.Itoa(i) + ".conf" }

// nodeStoreDir is node i's JetStream store, relative to the deployment.
func nodeStoreDir(i int) string { return DataDir + "/nats-" + strconv.Itoa(i) }

// ClientURL is what a client connects to: every cluster node's URL,
// comma-separated (nats.go tries them all and follows the cluster), or the
// one server's.
func (d *Deployment) ClientURL() string {
	if len(d.Cluster) > 0 {
		return strings.Join(d.Cluster, ",")
	}
	return d.NATSURL
}

func checkCluster(opts *Options) error {
	switch {
	case opts.Cluster == 0 && len(opts.ClusterHosts) == 0:
		return nil
	case opts.Cluster < MinClusterNodes:
		return fmt.Errorf("deploy: a cluster needs at least %d nodes, not %d", MinClusterNodes, opts.Cluster)
	case len(opts.ClusterHosts) != 0 && len(opts.ClusterHosts) != opts.Cluster:
		return fmt.Errorf("deploy: %d cluster hosts for %d nodes", len(opts.ClusterHosts), opts.Cluster)
	case opts.Port != 0 && opts.Port+3*opts.Cluster-1 > 65535:
		return fmt.Errorf("deploy: ports %d-%d out of range", opts.Port, opts.Port+3*opts.Cluster-1)
	}
	for _, h := range opts.ClusterHosts {
		if err := CheckProductHost(h); err != nil { // the same bare-host rule
			return fmt.Errorf("deploy: cluster host: %w", err)
		}
	}
	return nil
}

// writeCluster writes every node's config into tmp and fills c's NATS
// fields. Ports: with opts.Port P, node i (1-based) listens for clients
// on P+i-1, for routes on P+N+i-1 and for HTTP monitoring on P+2N+i-1;
// with 0, on free loopback ports.
func writeCluster(tmp, final string, opts Options, users map[events.Role]string, c *config) error {
	n := opts.Cluster
	type node struct{ host, client, route, monitor string }
	nodes := make([]node, n)
	for i := range nodes {
		host := "127.0.0.1"
		if len(opts.ClusterHosts) > 0 {
			host = opts.ClusterHosts[i]
		}
		ports := []int{opts.Port + i, opts.Port + n + i, opts.Port + 2*n + i}
		if opts.Port == 0 {
			for j := range ports {
				var err error
				if ports[j], err = freePort(); err != nil {
					return err
				}
			}
		}
		hp := func(p int) string { return net.JoinHostPort(host, strconv.Itoa(p)) }
		nodes[i] = node{host, hp(ports[0]), hp(ports[1]), hp(ports[2])}
	}
	if err := os.Mkdir(filepath.Join(tmp, ClusterDir), 0o700); err != nil {
		return err
	}
	for i, nd := range nodes {
		var routes []string
		for j, other := range nodes {
			if j != i {
				routes = append(routes, "nats-route://"+other.route)
			}
		}
		conf, err := broker.RenderConfig(broker.ServerConfig{
			Listen:       nd.client,
			JetStreamDir: filepath.Join(final, filepath.FromSlash(nodeStoreDir(i+1))),
			Users:        users,
			Monitor:      nd.monitor,
			Cluster:      &broker.ClusterNode{ServerName: "tribunal-" + strconv.Itoa(i+1), Listen: nd.route, Routes: routes},
		})
		if err != nil {
			return err
		}
		if err := writeFile(filepath.Join(tmp, filepath.FromSlash(NodeConfigFile(i+1))), conf); err != nil {
			return err
		}
		c.NATSCluster = append(c.NATSCluster, "nats://"+nd.client)
		c.NATSMonitor = append(c.NATSMonitor, "http://"+nd.monitor)
	}
	c.NATSURL = c.NATSCluster[0]
	c.NATSConfig = NodeConfigFile(1)
	return atomicfile.SyncDir(filepath.Join(tmp, ClusterDir))
}
