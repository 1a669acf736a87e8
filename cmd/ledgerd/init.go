package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/keys"
	"github.com/tribunal-dev/tribunal/internal/render"
)

// initOutput is what "ledgerd init --json" prints. nats_url,
// checkpoint_verifier_key, db and, per role, nkey_seed_file and
// signing_key_file are contractual (docs/CONTRACTS.md §10). Every path is absolute.
type initOutput struct {
	Dir                   string               `json:"dir"`
	Config                string               `json:"config"`
	NATSURL               string               `json:"nats_url"`
	NATSCluster           []string             `json:"nats_cluster,omitempty"`
	DB                    string               `json:"db"`
	TrustFile             string               `json:"trust_file"`
	NATSConfig            string               `json:"nats_config"`
	Origin                string               `json:"origin"`
	CheckpointVerifierKey string               `json:"checkpoint_verifier_key"`
	Roles                 map[string]initRole  `json:"roles"`
	Layout                []deploy.LayoutEntry `json:"layout"`
	ProductRoots          []string             `json:"product_roots"`
	ProductHosts          []string             `json:"product_hosts"`
	// Designers are the designer keys --designer created (absent
	// without it).
	Designers []initDesigner `json:"designers,omitempty"`
}

type initDesigner struct {
	Name    string `json:"name"`
	KeyFile string `json:"key_file"`
	KeyID   string `json:"key_id"`
}

type initRole struct {
	NkeySeedFile      string `json:"nkey_seed_file"`
	NkeyPublic        string `json:"nkey_public"`
	SigningKeyFile    string `json:"signing_key_file,omitempty"`
	KeyID             string `json:"key_id,omitempty"`
	CheckpointKeyFile string `json:"checkpoint_key_file,omitempty"`
	// Owner is "UID:GID" of the role's directory and keys, only with
	// --users for a role it names.
	Owner string `json:"owner,omitempty"`
}

// cmdInit creates a deployment directory; see package deploy for the
// layout. It never overwrites: a directory that exists and is not empty is
// refused (exit 2), and a failure part way leaves nothing behind.
func cmdInit(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("init", "--dir DIR [--port N] [--origin O] [--product-root DIR]... [--designer NAME]... [--users ROLE=USER,...] [--cluster N [--cluster-host HOST]...] [--format FORM | --json]", stdout)
	dir := fs.String("dir", "", "deployment `DIR` to create (must not exist, or be empty)")
	port := fs.Int("port", 0, "loopback `port` of the NATS server; its nats-server.conf's HTTP monitoring listens on port+1 (0: pick free ones now)")
	origin := fs.String("origin", "", "checkpoint `origin` (default tribunal.local/ledger/<16 random hex>)")
	format := render.For(fs, initViews, "print the result as one JSON object")
	var roots cli.Strings
	fs.Var(&roots, "product-root", "a `directory` below which the witnesses render file:// products (repeatable; default none)")
	cluster := fs.Int("cluster", 0, "write the configs of a JetStream cluster of `N` nodes (at least 3; with --port P node i, counted from 1, listens for clients on P+i-1, for routes on P+N+i-1 and for HTTP monitoring on P+2N+i-1) instead of one embedded server")
	var hosts cli.Strings
	fs.Var(&hosts, "cluster-host", "the `host` of the next cluster node (repeat once per node; default 127.0.0.1 for all)")
	var designers cli.Strings
	fs.Var(&designers, "designer", "create a designer key designers/`NAME`.key and trust it: the deployment then accepts only skeletons a designer signed (repeatable)")
	users := fs.String("users", "", "give each role's directory and keys to its own system `user`: ROLE=NAME or ROLE=UID[:GID], comma-separated (ledger also owns data/); run init as root (docs/OPERATIONS.md §1)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	var owners map[events.Role]deploy.Owner
	if *users != "" {
		var err error
		if owners, err = deploy.ParseUsers(*users); err != nil {
			return cli.UsageFor(fs, fmt.Sprintf("%s: --users: %v", cli.Name(fs), err))
		}
	}
	if *cluster != 0 || len(hosts) != 0 {
		if *cluster < deploy.MinClusterNodes {
			return usageError{Msg: fmt.Sprintf("%s: --cluster %d: a cluster needs at least %d nodes", fs.Name(), *cluster, deploy.MinClusterNodes)}
		}
		if len(hosts) != 0 && len(hosts) != *cluster {
			return usageError{Msg: fmt.Sprintf("%s: %d --cluster-host for --cluster %d: give one per node", fs.Name(), len(hosts), *cluster)}
		}
	}
	if err := requireFlag(fs, "dir", *dir); err != nil {
		return err
	}
	if *port < 0 || *port > 65535 {
		return cli.UsageFor(fs, fmt.Sprintf("%s: --port %d out of range 0-65535", cli.Name(fs), *port))
	}
	if *origin != "" {
		if err := keys.CheckOrigin(*origin); err != nil {
			return cli.UsageFor(fs, fmt.Sprintf("%s: --origin: %v", cli.Name(fs), err))
		}
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	for _, r := range roots {
		if r == "" {
			return cli.UsageFor(fs, fmt.Sprintf("%s: --product-root: empty directory", cli.Name(fs)))
		}
	}
	for _, n := range designers {
		if err := keys.CheckDesignerName(n); err != nil {
			return cli.UsageFor(fs, fmt.Sprintf("%s: --designer: %v", cli.Name(fs), err))
		}
	}
	d, err := deploy.Create(*dir, deploy.Options{Port: *port, Origin: *origin, ProductRoots: roots, Cluster: *cluster, ClusterHosts: hosts, Designers: designers, Users: owners})
	if err != nil {
		// The directory or its parent is unusable: bad input, exit 2.
		if errors.Is(err, deploy.ErrExists) || errors.Is(err, os.ErrNotExist) ||
			errors.Is(err, os.ErrPermission) || errors.Is(err, syscall.ENOTDIR) {
			return inputError{Err: err}
		}
		return err
	}
	out, err := describe(d)
	if err != nil {
		return err
	}
	for role, o := range owners {
		r := out.Roles[string(role)]
		r.Owner = o.String()
		out.Roles[string(role)] = r
	}
	return initViews.Write(stdout, format.Format(), out)
}

// initViews render what init created: a summary to read, or the
// contractual JSON object.
var initViews = render.Set[*initOutput]{
	render.Text: func(w io.Writer, o *initOutput) error { printInit(w, o); return nil },
	render.JSON: func(w io.Writer, o *initOutput) error { return render.WriteJSON(w, o) },
}

// describe reads back what Create wrote: the key ids come from the key
// files themselves, so the summary is also a check that they load.
func describe(d *deploy.Deployment) (*initOutput, error) {
	trust, err := d.LoadTrust()
	if err != nil {
		return nil, err
	}
	out := &initOutput{
		Dir:                   d.Dir,
		Config:                filepath.Join(d.Dir, deploy.ConfigFile),
		NATSURL:               d.NATSURL,
		NATSCluster:           d.Cluster,
		DB:                    d.DB,
		TrustFile:             d.TrustFile,
		NATSConfig:            d.NATSConfig,
		Origin:                d.Origin,
		CheckpointVerifierKey: trust.CheckpointVerifierKey(),
		Roles:                 map[string]initRole{},
		Layout:                deploy.Layout,
		ProductRoots:          append([]string{}, d.ProductRoots...),
		ProductHosts:          d.ProductHosts,
	}
	for _, role := range events.Roles {
		r := initRole{NkeySeedFile: d.NkeySeedFile(role), NkeyPublic: d.Nkeys[role]}
		if keys.Signs(role) {
			s, err := keys.LoadSigningKey(d.SigningKeyFile(role))
			if err != nil {
				return nil, err
			}
			if err := trust.CheckSigner(s); err != nil {
				return nil, err
			}
			r.SigningKeyFile, r.KeyID = d.SigningKeyFile(role), s.KeyID()
		}
		if role == events.RoleLedger {
			r.CheckpointKeyFile = d.CheckpointKeyFile()
		}
		out.Roles[string(role)] = r
	}
	for _, ds := range trust.Designers() {
		k, err := keys.LoadDesignerKey(d.DesignerKeyFile(ds.Name))
		if err != nil {
			return nil, err
		}
		if k.Public().KeyID() != ds.KeyID() {
			return nil, fmt.Errorf("%s does not hold the key the trust file lists for designer %s", d.DesignerKeyFile(ds.Name), ds.Name)
		}
		out.Designers = append(out.Designers, initDesigner{Name: ds.Name, KeyFile: d.DesignerKeyFile(ds.Name), KeyID: ds.KeyID()})
	}
	return out, nil
}

func printInit(w io.Writer, o *initOutput) {
	fmt.Fprintf(w, "created deployment %s\n\n", o.Dir)
	fmt.Fprintf(w, "  NATS URL                 %s\n", o.NATSURL)
	for i, u := range o.NATSCluster {
		fmt.Fprintf(w, "  cluster node %d           %s (nats-server -c %s)\n", i+1, u, cli.ShellQuote(filepath.Join(o.Dir, filepath.FromSlash(deploy.NodeConfigFile(i+1)))))
	}
	fmt.Fprintf(w, "  chain database           %s (created by ledgerd serve)\n", o.DB)
	fmt.Fprintf(w, "  trust file               %s\n", o.TrustFile)
	fmt.Fprintf(w, "  NATS server config       %s (for an external nats-server)\n", o.NATSConfig)
	fmt.Fprintf(w, "  checkpoint origin        %s\n", o.Origin)
	fmt.Fprintf(w, "  checkpoint verifier key  %s\n", o.CheckpointVerifierKey)
	roots := "none (the witnesses render no file:// product; add --product-root DIR)"
	if len(o.ProductRoots) > 0 {
		roots = strings.Join(o.ProductRoots, ", ")
	}
	fmt.Fprintf(w, "  product roots (file://)  %s\n", roots)
	fmt.Fprintf(w, "  product hosts (http)     %s\n", strings.Join(o.ProductHosts, ", "))
	fmt.Fprintf(w, "\ncredentials per role (secret, mode 0600; give each role only its own directory):\n")
	for _, role := range events.Roles {
		r := o.Roles[string(role)]
		fmt.Fprintf(w, "  %-10s nkey seed       %s\n", role, r.NkeySeedFile)
		if r.Owner != "" {
			fmt.Fprintf(w, "  %-10s owner           %s (uid:gid; the directory 0700, the keys 0600)\n", "", r.Owner)
		}
		if r.SigningKeyFile != "" {
			fmt.Fprintf(w, "  %-10s signing key     %s (key id %s)\n", "", r.SigningKeyFile, r.KeyID)
		} else {
			fmt.Fprintf(w, "  %-10s signing key     none (signs nothing)\n", "")
		}
		if r.CheckpointKeyFile != "" {
			fmt.Fprintf(w, "  %-10s checkpoint key  %s\n", "", r.CheckpointKeyFile)
		}
	}
	if len(o.Designers) > 0 {
		fmt.Fprintf(w, "\ndesigner keys (secret; hand each to its designer; skeletons must now be signed: tribunal skeleton sign DIR --key FILE):\n")
		for _, ds := range o.Designers {
			fmt.Fprintf(w, "  %-10s %s (key id %s)\n", ds.Name, ds.KeyFile, ds.KeyID)
		}
	}
	width := 0
	for _, e := range o.Layout {
		width = max(width, len(e.Path))
	}
	fmt.Fprintf(w, "\nlayout:\n")
	for _, e := range o.Layout {
		fmt.Fprintf(w, "  %-*s  %s\n", width, e.Path, e.What)
	}
	fmt.Fprintf(w, "\ngive auditors %s; they run: ledgerd verify --db COPY --trust %s\n",
		cli.ShellQuote(o.TrustFile), cli.ShellQuote(o.TrustFile))
}
