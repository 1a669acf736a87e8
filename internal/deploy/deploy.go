// Package deploy creates and loads deployment directories: the files
// "ledgerd init --dir DIR" writes and every networked command reads with
// "--dir DIR".
//
// Layout (paths relative to D):
//
//	tribunal.json                deployment config (below)
//	trust.json                   trust file: public signing keys per role and
//	                             the checkpoint verifier key (public)
//	nats-server.conf             NATS server config for an external server
//	roles/<role>/nkey.seed       the role's NATS nkey seed (secret, 0600),
//	                             as "nats --nkey FILE" reads it
//	roles/<role>/signing.key     the role's Ed25519 event signing key
//	                             (secret, 0600); none for the auditor
//	roles/ledger/checkpoint.key  the ledger's checkpoint key (secret, 0600)
//	designers/<name>.key         a designer's skeleton signing key (secret,
//	                             0600), only with "ledgerd init --designer
//	                             NAME"; its public half is in trust.json
//	data/                        ledger data: ledger.db (the chain, created
//	                             by "ledgerd serve") and jetstream/ (the
//	                             embedded server's JetStream store_dir)
//
// D and every directory below it are mode 0700. Each roles/<role> directory
// is all one role needs (with tribunal.json and trust.json) to run on a
// machine of its own. With per-role users (Options.Users, "ledgerd init
// --users") D is 0755 and roles/ 0711, and each named role's directory
// and keys (the ledger's data/ too) belong to its user (owners.go), so
// that roles sharing a host cannot read each other's secrets.
//
// tribunal.json:
//
//	{"schema":"tribunal-deployment.v1","nats_url":"nats://127.0.0.1:PORT",
//	 "origin":"<checkpoint origin>","db":"data/ledger.db",
//	 "jetstream_dir":"data/jetstream","trust":"trust.json",
//	 "nats_config":"nats-server.conf","nkeys":{"<role>":"U...",...},
//	 "product_roots":["/srv/products",...],"product_hosts":["localhost",...]}
//
// Relative paths are relative to D. nkeys holds each role's public nkey so
// that "ledgerd serve" can configure its embedded server without the other
// roles' seeds.
//
// product_roots and product_hosts are the witnesses' product-root rule
// (docs/SECURITY.md, "Product roots"): a witness daemon renders a file://
// product only below one of product_roots (none when absent: no file://
// product at all) and an http(s):// product only on one of product_hosts
// (host names or IP literals; when absent, the loopback names localhost,
// 127.0.0.1 and ::1). Both are optional, so older files stay valid.
//
// job_deadline_seconds (optional, 1 to 3600) bounds a witness's
// observation of one attempt; absent, the witness's default of 120 s
// holds (internal/witness, docs/OPERATIONS.md).
package deploy

import (
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nkeys"

	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/keys"
)

// Schema of tribunal.json.
const Schema = "tribunal-deployment.v1"

// Names inside a deployment directory.
const (
	ConfigFile        = "tribunal.json"
	TrustFile         = "trust.json"
	NATSConfigFile    = "nats-server.conf"
	DataDir           = "data"
	DBFile            = "data/ledger.db"
	JetStreamDir      = "data/jetstream"
	RolesDir          = "roles"
	NkeySeedName      = "nkey.seed"
	SigningKeyName    = "signing.key"
	CheckpointKeyName = "checkpoint.key"
	DesignersDir      = "designers"
)

// LayoutEntry describes one path of the layout.
type LayoutEntry struct {
	Path string `json:"path"`
	What string `json:"what"`
}

// Layout lists the deployment layout, for "ledgerd init" to print.
var Layout = []LayoutEntry{
	{ConfigFile, "deployment config: NATS URL, checkpoint origin, paths (relative to the directory), public nkeys"},
	{TrustFile, "trust file: public signing keys per role and the checkpoint verifier key (public; give it to auditors)"},
	{NATSConfigFile, "NATS server config for an external server (nats-server -c); ledgerd serve embeds the same"},
	{RolesDir + "/<role>/" + NkeySeedName, "the role's NATS nkey seed (secret), as nats --nkey FILE reads it"},
	{RolesDir + "/<role>/" + SigningKeyName, "the role's Ed25519 event signing key (secret); none for the auditor"},
	{RolesDir + "/ledger/" + CheckpointKeyName, "the ledger's checkpoint signing key (secret)"},
	{DesignersDir + "/<name>.key", "a designer's skeleton signing key (secret; only with --designer NAME): tribunal skeleton sign --key FILE"},
	{DataDir + "/", "ledger data: ledger.db (the chain, created by ledgerd serve) and jetstream/ (embedded NATS store)"},
}

// Sentinel errors.
var (
	ErrBadDeployment = errors.New("bad deployment config")
	ErrExists        = errors.New("refusing to overwrite")
)

// Deployment is a loaded deployment directory. All paths are absolute.
type Deployment struct {
	Dir          string
	NATSURL      string
	Origin       string
	DB           string
	JetStreamDir string
	TrustFile    string
	NATSConfig   string
	// Nkeys maps every role to its public nkey (U...).
	Nkeys map[events.Role]string
	// ProductRoots are the directories (absolute) below which witnesses
	// render file:// products; none when the file names none.
	ProductRoots []string
	// ProductHosts are the hosts of http(s):// products witnesses render:
	// the file's product_hosts, else DefaultProductHosts.
	ProductHosts []string
	// Cluster are the client URLs of every node of a JetStream cluster
	// ("ledgerd init --cluster N"), node 1 first; nil for one server.
	Cluster []string
	// Monitor are the HTTP monitoring URLs (http://host:port) of the
	// external servers the deployment's configs describe, node 1 first:
	// where "ledgerd serve" reads each server's /varz at start (version,
	// JetStream sync_interval). The embedded server needs none.
	Monitor []string
	// JobDeadline bounds a witness's observation of one attempt: the
	// file's job_deadline_seconds, else 0 (the witness's default,
	// internal/witness DefaultJobDeadline).
	JobDeadline time.Duration
}

// MaxJobDeadlineSeconds is the largest job_deadline_seconds a deployment
// may set.
const MaxJobDeadlineSeconds = 3600

// DefaultProductHosts are the http(s) hosts a witness renders when the
// deployment names none: loopback only, as its browser can reach nothing
// else (internal/browser).
var DefaultProductHosts = []string{"localhost", "127.0.0.1", "::1"}

// config is the JSON form of tribunal.json.
type config struct {
	Schema       string            `json:"schema"`
	NATSURL      string            `json:"nats_url"`
	Origin       string            `json:"origin"`
	DB           string            `json:"db"`
	JetStreamDir string            `json:"jetstream_dir"`
	Trust        string            `json:"trust"`
	NATSConfig   string            `json:"nats_config"`
	Nkeys        map[string]string `json:"nkeys"`
	ProductRoots []string          `json:"product_roots,omitempty"`
	ProductHosts []string          `json:"product_hosts,omitempty"`
	NATSCluster  []string          `json:"nats_cluster,omitempty"`
	// NATSMonitor: Deployment.Monitor.
	NATSMonitor []string `json:"nats_monitor,omitempty"`
	// JobDeadlineSeconds: Deployment.JobDeadline.
	JobDeadlineSeconds int `json:"job_deadline_seconds,omitempty"`
}

// RoleDir is the directory of role's credentials.
func (d *Deployment) RoleDir(role events.Role) string {
	return filepath.Join(d.Dir, RolesDir, string(role))
}

// NkeySeedFile is role's nkey seed file.
func (d *Deployment) NkeySeedFile(role events.Role) string {
	return filepath.Join(d.RoleDir(role), NkeySeedName)
}

// SigningKeyFile is role's signing key file, or "" for a role that signs
// nothing (the auditor).
func (d *Deployment) SigningKeyFile(role events.Role) string {
	if !keys.Signs(role) {
		return ""
	}
	return filepath.Join(d.RoleDir(role), SigningKeyName)
}

// DesignerKeyFile is the key file of the designer called name, as
// "ledgerd init --designer NAME" writes it.
func (d *Deployment) DesignerKeyFile(name string) string {
	return filepath.Join(d.Dir, DesignersDir, name+".key")
}

// CheckpointKeyFile is the ledger's checkpoint key file.
func (d *Deployment) CheckpointKeyFile() string {
	return filepath.Join(d.RoleDir(events.RoleLedger), CheckpointKeyName)
}

// ListenAddr is the host:port of NATSURL, where the embedded server listens.
func (d *Deployment) ListenAddr() string {
	u, _ := url.Parse(d.NATSURL) // checked by Load
	return u.Host
}

// LoadTrust loads the deployment's trust file and checks that its origin is
// the deployment's.
func (d *Deployment) LoadTrust() (*keys.Trust, error) {
	t, err := keys.LoadTrust(d.TrustFile)
	if err != nil {
		return nil, err
	}
	if t.Origin() != d.Origin {
		return nil, fmt.Errorf("%s: %w: trust file origin %q is not the deployment's %q", d.TrustFile, keys.ErrBadTrust, t.Origin(), d.Origin)
	}
	return t, nil
}

// Load reads dir/tribunal.json and resolves its paths against dir. It does
// not read the key files: each command loads only the ones it needs.
func Load(dir string) (*Deployment, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	path := filepath.Join(abs, ConfigFile)
	data, err := os.ReadFile(path)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("%s is not a deployment directory (no %s; create one with ledgerd init --dir): %w", dir, ConfigFile, err)
		}
		return nil, err
	}
	return parse(data, abs, path)
}

func parse(data []byte, dir, name string) (*Deployment, error) {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%s: %w: %s", name, ErrBadDeployment, fmt.Sprintf(format, args...))
	}
	// The same strict reading as event bodies: duplicate or case-folded
	// keys could make two tools see two different deployments.
	var c config
	if err := events.DecodeStrict(data, &c); err != nil {
		var be *events.BodyError
		if errors.As(err, &be) {
			return nil, bad("%s: %s", be.Path, be.Reason)
		}
		return nil, bad("%v", err)
	}
	if c.Schema != Schema {
		return nil, bad("schema is %q, want %q", c.Schema, Schema)
	}
	if _, err := listenAddr(c.NATSURL); err != nil {
		return nil, bad("nats_url: %v", err)
	}
	if err := keys.CheckOrigin(c.Origin); err != nil {
		return nil, bad("%v", err)
	}
	d := &Deployment{Dir: dir, NATSURL: c.NATSURL, Origin: c.Origin, Nkeys: map[events.Role]string{}}
	for _, p := range []struct {
		field string
		val   string
		dst   *string
	}{
		{"db", c.DB, &d.DB},
		{"jetstream_dir", c.JetStreamDir, &d.JetStreamDir},
		{"trust", c.Trust, &d.TrustFile},
		{"nats_config", c.NATSConfig, &d.NATSConfig},
	} {
		if p.val == "" {
			return nil, bad("%s is missing", p.field)
		}
		*p.dst = p.val
		if !filepath.IsAbs(p.val) {
			*p.dst = filepath.Join(dir, filepath.FromSlash(p.val))
		}
	}
	for name, pub := range c.Nkeys {
		if !events.Role(name).Valid() {
			return nil, bad("nkeys: unknown role %q", name)
		}
		if !nkeys.IsValidPublicUserKey(pub) {
			return nil, bad("nkeys.%s is not a NATS user public key", name)
		}
		d.Nkeys[events.Role(name)] = pub
	}
	for _, role := range events.Roles {
		if d.Nkeys[role] == "" {
			return nil, bad("nkeys.%s is missing", role)
		}
	}
	for i, r := range c.ProductRoots {
		if r == "" || strings.ContainsRune(r, 0) {
			return nil, bad("product_roots[%d] is empty or holds a NUL", i)
		}
		if !filepath.IsAbs(r) {
			r = filepath.Join(dir, filepath.FromSlash(r))
		}
		d.ProductRoots = append(d.ProductRoots, filepath.Clean(r))
	}
	if n := len(c.NATSCluster); n > 0 && n < MinClusterNodes {
		return nil, bad("nats_cluster has %d node(s); a cluster needs at least %d", n, MinClusterNodes)
	}
	for i, u := range c.NATSCluster {
		if _, err := listenAddr(u); err != nil {
			return nil, bad("nats_cluster[%d]: %v", i, err)
		}
		d.Cluster = append(d.Cluster, u)
	}
	for i, u := range c.NATSMonitor {
		if err := CheckMonitorURL(u); err != nil {
			return nil, bad("nats_monitor[%d]: %v", i, err)
		}
		d.Monitor = append(d.Monitor, u)
	}
	if c.JobDeadlineSeconds < 0 || c.JobDeadlineSeconds > MaxJobDeadlineSeconds {
		return nil, bad("job_deadline_seconds is %d; want 1 to %d (or leave it out for the default)", c.JobDeadlineSeconds, MaxJobDeadlineSeconds)
	}
	d.JobDeadline = time.Duration(c.JobDeadlineSeconds) * time.Second
	d.ProductHosts = DefaultProductHosts
	if len(c.ProductHosts) > 0 {
		d.ProductHosts = nil
		for i, h := range c.ProductHosts {
			if err := CheckProductHost(h); err != nil {
				return nil, bad("product_hosts[%d]: %v", i, err)
			}
			d.ProductHosts = append(d.ProductHosts, h)
		}
	}
	return d, nil
}

// CheckMonitorURL accepts a nats-server monitoring URL: http://host:port,
// nothing after the port.
func CheckMonitorURL(s string) error {
	u, err := url.Parse(s)
	switch {
	case err != nil:
		return err
	case u.Scheme != "http" && u.Scheme != "https":
		return fmt.Errorf("%q: want http://host:port", s)
	case u.Port() == "" || u.Hostname() == "":
		return fmt.Errorf("%q: no host or port", s)
	case u.User != nil || (u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "":
		return fmt.Errorf("%q: want only http://host:port", s)
	}
	return nil
}

// CheckProductHost accepts a host name or IP literal as it appears in a
// URL's host (without brackets, port, scheme or path), in lower case.
func CheckProductHost(h string) error {
	switch {
	case h == "":
		return errors.New("empty host")
	case h != strings.ToLower(h):
		return fmt.Errorf("host %q is not lower case", h)
	case strings.ContainsAny(h, "/:[]@?# ") && net.ParseIP(h) == nil:
		return fmt.Errorf("%q is not a bare host name or IP address", h)
	}
	for _, r := range h {
		if r < 0x20 || r == 0x7f {
			return fmt.Errorf("host %q holds a control character", h)
		}
	}
	return nil
}

// listenAddr checks a nats://host:port URL and returns host:port.
func listenAddr(raw string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return "", err
	}
	if u.Scheme != "nats" || u.User != nil || u.Path != "" || u.RawQuery != "" || u.Fragment != "" {
		return "", fmt.Errorf("%q is not nats://HOST:PORT", raw)
	}
	host, port, err := net.SplitHostPort(u.Host)
	if err != nil || host == "" {
		return "", fmt.Errorf("%q is not nats://HOST:PORT", raw)
	}
	if n, err := strconv.Atoi(port); err != nil || n < 1 || n > 65535 {
		return "", fmt.Errorf("%q: bad port", raw)
	}
	return u.Host, nil
}
