package broker

import (
	"fmt"
	"net"
	"strconv"
	"strings"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nkeys"

	"github.com/tribunal-dev/tribunal/internal/events"
)

// checkUsers validates the role -> nkey public key map of a server config:
// every role known, every key a user key, no key shared, and every role's
// allow lists non-empty (an empty list would mean "allow all").
func checkUsers(users map[events.Role]string) error {
	seen := map[string]events.Role{}
	for _, role := range events.Roles {
		pub, ok := users[role]
		if !ok {
			continue
		}
		if !nkeys.IsValidPublicUserKey(pub) {
			return fmt.Errorf("broker: nkey of role %s is not a NATS user public key", role)
		}
		if other, dup := seen[pub]; dup {
			return fmt.Errorf("broker: roles %s and %s share one nkey", other, role)
		}
		seen[pub] = role
		p := Permissions(role)
		if len(p.Publish) == 0 || len(p.Subscribe) == 0 {
			return fmt.Errorf("broker: role %s has an empty permission list", role)
		}
	}
	for role := range users {
		if !role.Valid() {
			return fmt.Errorf("broker: unknown role %q", role)
		}
	}
	return nil
}

// NkeyUsers returns the server users for an embedded nats-server, one per
// role in users (role -> nkey public key), with the permissions of
// Permissions.
func NkeyUsers(users map[events.Role]string) ([]*server.NkeyUser, error) {
	if err := checkUsers(users); err != nil {
		return nil, err
	}
	var out []*server.NkeyUser
	for _, role := range events.Roles {
		pub, ok := users[role]
		if !ok {
			continue
		}
		p := Permissions(role)
		perms := &server.Permissions{
			Publish:   &server.SubjectPermission{Allow: p.Publish},
			Subscribe: &server.SubjectPermission{Allow: p.Subscribe},
		}
		if p.Responses != nil {
			perms.Response = &server.ResponsePermission{MaxMsgs: p.Responses.MaxMsgs, Expires: p.Responses.Expires}
		}
		out = append(out, &server.NkeyUser{Nkey: pub, Permissions: perms})
	}
	return out, nil
}

// ServerConfig is what RenderConfig needs.
type ServerConfig struct {
	Listen       string                 // host:port
	JetStreamDir string                 // absolute path of the JetStream store
	Users        map[events.Role]string // role -> nkey public key (U...)
	// Cluster, when set, makes the file one node of a JetStream cluster
	// (cluster.go).
	Cluster *ClusterNode
	// Monitor, when set, is the host:port of the server's HTTP monitoring
	// listener (/varz, /healthz): where "ledgerd serve" reads that the
	// server syncs before it acknowledges, and operators watch it.
	Monitor string
}

// SyncInterval is the JetStream sync_interval of every server Tribunal
// starts or writes a config for: "always", an fsync of every write before
// the publish is acknowledged. nats-server's default flushes every two
// minutes and acknowledges at once, so a power cut loses what it
// acknowledged (docs/OPERATIONS.md, "Durable before acknowledged").
const SyncInterval = "always"

// RenderConfig renders a nats-server configuration file for an external
// server: listen address, JetStream store and one nkey user per role with
// the permissions of Permissions.
func RenderConfig(c ServerConfig) ([]byte, error) {
	host, port, err := net.SplitHostPort(c.Listen)
	if err != nil {
		return nil, fmt.Errorf("broker: listen address %q: %v", c.Listen, err)
	}
	if n, err := strconv.Atoi(port); err != nil || n < 1 || n > 65535 {
		return nil, fmt.Errorf("broker: listen address %q: bad port", c.Listen)
	}
	if host == "" {
		return nil, fmt.Errorf("broker: listen address %q: no host", c.Listen)
	}
	if c.JetStreamDir == "" {
		return nil, fmt.Errorf("broker: no JetStream store directory")
	}
	if c.Monitor != "" {
		if _, p, err := net.SplitHostPort(c.Monitor); err != nil || p == "0" {
			return nil, fmt.Errorf("broker: monitoring address %q: want host:port", c.Monitor)
		}
	}
	if err := checkUsers(c.Users); err != nil {
		return nil, err
	}
	var b strings.Builder
	b.WriteString(`# NATS server configuration for an external Tribunal deployment,
# written by "ledgerd init". Run it with: nats-server -c nats-server.conf
#
# "ledgerd serve" embeds a server with the same users and permissions; use
# this file only when running nats-server yourself ("ledgerd serve --nats URL").
#
# Every role has its own nkey and may only do what its allow lists name;
# everything else is denied (docs/CONTRACTS.md §2). Do not add wildcards to the witnesses
# (w1, w2): they must never subscribe outside their own inbox or reach the
# JetStream API beyond their own work consumer.

# Loopback only. Operators change this (and add TLS) to let roles on other
# machines connect.
`)
	fmt.Fprintf(&b, "listen: %s\n\n", quote(net.JoinHostPort(host, port)))
	if c.Monitor != "" {
		b.WriteString("# HTTP monitoring (/varz, /healthz, /jsz): ledgerd serve reads /varz at\n")
		b.WriteString("# start to check that this server syncs before it acknowledges.\n")
		fmt.Fprintf(&b, "http: %s\n\n", quote(c.Monitor))
	}
	if c.Cluster != nil {
		if err := renderCluster(&b, c.Cluster); err != nil {
			return nil, err
		}
	}
	b.WriteString("# sync_interval \"always\": every write reaches the disk (fsync) before\n")
	b.WriteString("# the publish is acknowledged; the default (2 minutes) loses acknowledged\n")
	b.WriteString("# messages in a power cut. ledgerd serve refuses a server without it.\n")
	fmt.Fprintf(&b, "jetstream {\n  store_dir: %s\n  sync_interval: %s\n}\n\n", quote(c.JetStreamDir), quote(SyncInterval))
	b.WriteString("authorization {\n  users = [\n")
	first := true
	for _, role := range events.Roles {
		pub, ok := c.Users[role]
		if !ok {
			continue
		}
		if !first {
			b.WriteString("\n")
		}
		first = false
		p := Permissions(role)
		fmt.Fprintf(&b, "    # role %s\n    {\n      nkey: %s\n      permissions: {\n", role, quote(pub))
		fmt.Fprintf(&b, "        publish: { allow: %s }\n", quoteList(p.Publish))
		fmt.Fprintf(&b, "        subscribe: { allow: %s }\n", quoteList(p.Subscribe))
		if r := p.Responses; r != nil {
			fmt.Fprintf(&b, "        allow_responses: { max: %d, expires: %s }\n", r.MaxMsgs, quote(r.Expires.String()))
		}
		b.WriteString("      }\n    }\n")
	}
	b.WriteString("  ]\n}\n")
	return []byte(b.String()), nil
}

// quote renders s as a double-quoted nats-server config string. Only \xXX,
// \t, \n, \r, \" and \\ escapes exist there; "$" inside quotes is literal.
func quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c < 0x20 || c == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, c)
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}

func quoteList(list []string) string {
	q := make([]string, len(list))
	for i, s := range list {
		q[i] = quote(s)
	}
	return "[" + strings.Join(q, ", ") + "]"
}
