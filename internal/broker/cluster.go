package broker

import (
	"fmt"
	"net"
	"strings"
)

// ClusterName is the NATS cluster name every node of a Tribunal cluster
// shares.
const ClusterName = "tribunal"

// ClusterNode is one node of a JetStream cluster: its unique server name
// (JetStream places stream replicas by it), where it listens for the other
// nodes' routes, and the route URLs of the others. Every node carries the
// same authorization block (RenderConfig), so a client may connect to any
// node with the same rights.
type ClusterNode struct {
	ServerName string   // unique per node, e.g. "tribunal-1"
	Listen     string   // host:port of the route listener
	Routes     []string // nats-route://host:port of every other node
}

// renderCluster writes the server name and the cluster block. JetStream
// in a cluster runs Raft between the nodes: a stream of R replicas keeps
// working while a majority of its replicas is up.
func renderCluster(b *strings.Builder, n *ClusterNode) error {
	if n.ServerName == "" || strings.ContainsAny(n.ServerName, " \t\r\n\"\\") {
		return fmt.Errorf("broker: cluster node name %q", n.ServerName)
	}
	if _, _, err := net.SplitHostPort(n.Listen); err != nil {
		return fmt.Errorf("broker: cluster listen address %q: %v", n.Listen, err)
	}
	if len(n.Routes) == 0 {
		return fmt.Errorf("broker: cluster node %s has no routes", n.ServerName)
	}
	fmt.Fprintf(b, "# One node of the JetStream cluster %q: every node has its own\n", ClusterName)
	b.WriteString("# server_name and store, the same authorization block and routes to\n")
	b.WriteString("# all the others. Operators add TLS and route authorization here.\n")
	fmt.Fprintf(b, "server_name: %s\n\n", quote(n.ServerName))
	fmt.Fprintf(b, "cluster {\n  name: %s\n  listen: %s\n  routes: %s\n}\n\n", quote(ClusterName), quote(n.Listen), quoteList(n.Routes))
	return nil
}
