package deploy

import (
	"crypto/ed25519"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"syscall"

	"github.com/tribunal-dev/tribunal/internal/atomicfile"
	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/keys"
)

// Options for Create.
type Options struct {
	// Port is the loopback port of the NATS server; 0 picks a free one now.
	Port int
	// Origin is the checkpoint origin; "" makes a fresh
	// tribunal.local/ledger/<16 hex>.
	Origin string
	// ProductRoots are written as product_roots: the directories below
	// which the witnesses render file:// products (made absolute).
	ProductRoots []string
	// Cluster, when at least 3, writes a JetStream cluster of that many
	// nodes instead of one server (cluster.go).
	Cluster int
	// ClusterHosts are the nodes' host names or addresses, one per node
	// (default: every node on 127.0.0.1).
	ClusterHosts []string
	// Designers names the designers to create keys for: each gets
	// designers/<name>.key and an entry in the trust file's designers,
	// so that the deployment's witnesses and tribunal open accept only
	// skeletons one of them signed (docs/SKELETON.md §5).
	Designers []string
	// Users, when set, gives each named role's directory and keys (and
	// the ledger the data directory) to that user, and makes D and
	// roles/ searchable by all (owners.go): one host, one user per role,
	// and no role can read another's secrets.
	Users map[events.Role]Owner

	// pickedPort: Port was 0 and Create picked it, so the monitoring
	// port is picked too.
	pickedPort bool
}

// Create makes a new deployment in dir: every key, the trust file, the NATS
// server config and tribunal.json. dir must not exist, or be an empty
// directory. Everything is written into a temporary sibling directory that
// is renamed to dir at the end, so a failure leaves nothing behind and an
// existing deployment is never touched. Errors about dir itself wrap
// ErrExists.
func Create(dir string, opts Options) (*Deployment, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	if err := checkTarget(abs); err != nil {
		return nil, err
	}
	if opts.Port < 0 || opts.Port > 65535 {
		return nil, fmt.Errorf("deploy: port %d out of range", opts.Port)
	}
	if opts.Origin == "" {
		if opts.Origin, err = keys.NewOrigin(); err != nil {
			return nil, err
		}
	} else if err := keys.CheckOrigin(opts.Origin); err != nil {
		return nil, fmt.Errorf("deploy: %w", err)
	}
	if err := checkCluster(&opts); err != nil {
		return nil, err
	}
	if opts.Port == 0 && opts.Cluster == 0 {
		if opts.Port, err = freePort(); err != nil {
			return nil, err
		}
		opts.pickedPort = true
	}
	for i, name := range opts.Designers {
		if err := keys.CheckDesignerName(name); err != nil {
			return nil, fmt.Errorf("deploy: designer %d: %w", i, err)
		}
		if slices.Index(opts.Designers, name) != i {
			return nil, fmt.Errorf("deploy: designer %q named twice", name)
		}
	}
	opts.ProductRoots = append([]string(nil), opts.ProductRoots...) // the caller's stays as it is
	for i, r := range opts.ProductRoots {
		if r == "" {
			return nil, fmt.Errorf("deploy: product root %d is empty", i)
		}
		if opts.ProductRoots[i], err = filepath.Abs(r); err != nil {
			return nil, fmt.Errorf("deploy: product root %q: %w", r, err)
		}
	}
	parent := filepath.Dir(abs)
	if st, err := os.Stat(parent); err != nil {
		return nil, fmt.Errorf("deploy: parent directory: %w", err)
	} else if !st.IsDir() {
		return nil, fmt.Errorf("deploy: parent directory: %w", &os.PathError{Op: "stat", Path: parent, Err: syscall.ENOTDIR})
	}
	tmp, err := os.MkdirTemp(parent, filepath.Base(abs)+".tmp-")
	if err != nil {
		return nil, fmt.Errorf("deploy: %w", err)
	}
	done := false
	defer func() {
		if !done {
			os.RemoveAll(tmp)
		}
	}()
	if err := os.Chmod(tmp, 0o700); err != nil {
		return nil, err
	}
	if err := populate(tmp, abs, opts); err != nil {
		return nil, fmt.Errorf("deploy: %w", err)
	}
	renameHook()
	// os.Rename never replaces a directory, and os.Remove removes only an
	// empty one, so whatever appeared in dir meanwhile is not clobbered.
	removed := false
	if st, err := os.Lstat(abs); err == nil && st.IsDir() {
		if err := os.Remove(abs); err != nil {
			return nil, fmt.Errorf("deploy: %s: %w: it is no longer empty", dir, ErrExists)
		}
		removed = true
	}
	if err := os.Rename(tmp, abs); err != nil {
		if removed {
			os.Mkdir(abs, 0o700) // put back the empty directory we removed
		} else if _, serr := os.Lstat(abs); serr == nil {
			return nil, fmt.Errorf("deploy: %s: %w: it appeared meanwhile", dir, ErrExists)
		}
		return nil, fmt.Errorf("deploy: %w", err)
	}
	done = true
	if err := atomicfile.SyncDir(parent); err != nil {
		return nil, fmt.Errorf("deploy: %s is in place, but not durably: %w", dir, err)
	}
	return Load(abs)
}

// renameHook runs just before the final rename; tests use it to simulate a
// race.
var renameHook = func() {}

// checkTarget refuses a dir that holds anything.
func checkTarget(abs string) error {
	st, err := os.Lstat(abs)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if !st.IsDir() {
		return fmt.Errorf("%s: %w: it exists and is not a directory", abs, ErrExists)
	}
	if _, err := os.Lstat(filepath.Join(abs, ConfigFile)); err == nil {
		return fmt.Errorf("%s: %w: it already contains a deployment (%s)", abs, ErrExists, ConfigFile)
	}
	entries, err := os.ReadDir(abs)
	if err != nil {
		return err
	}
	if len(entries) > 0 {
		return fmt.Errorf("%s: %w: it exists and is not empty", abs, ErrExists)
	}
	return nil
}

// singleMonitor is the monitoring address of the single server's
// nats-server.conf: port P+1 with --port P (opts.Port was given, or picked
// free), else a free one.
func singleMonitor(opts Options) (string, error) {
	p := opts.Port + 1
	if p > 65535 {
		return "", fmt.Errorf("deploy: monitoring port %d out of range", p)
	}
	if opts.pickedPort {
		var err error
		if p, err = freePort(); err != nil {
			return "", err
		}
	}
	return net.JoinHostPort("127.0.0.1", strconv.Itoa(p)), nil
}

// populate writes a deployment into tmp. final is the directory tmp will
// become; the NATS config names absolute paths under it.
func populate(tmp, final string, opts Options) error {
	for _, d := range []string{RolesDir, DataDir} {
		if err := os.Mkdir(filepath.Join(tmp, d), 0o700); err != nil {
			return err
		}
	}
	skey, vkey, err := keys.GenerateCheckpointKey(opts.Origin)
	if err != nil {
		return err
	}
	nkeyPubs := map[events.Role]string{}
	signPubs := map[events.Role][]ed25519.PublicKey{}
	for _, role := range events.Roles {
		rdir := filepath.Join(tmp, RolesDir, string(role))
		if err := os.Mkdir(rdir, 0o700); err != nil {
			return err
		}
		pub, err := keys.CreateNkey(filepath.Join(rdir, NkeySeedName))
		if err != nil {
			return err
		}
		nkeyPubs[role] = pub
		if keys.Signs(role) {
			priv, err := keys.GenerateSigningKey(role)
			if err != nil {
				return err
			}
			if err := keys.WriteSigningKey(filepath.Join(rdir, SigningKeyName), role, priv); err != nil {
				return err
			}
			signPubs[role] = []ed25519.PublicKey{priv.Public().(ed25519.PublicKey)}
		}
		if role == events.RoleLedger {
			if err := keys.WriteCheckpointKey(filepath.Join(rdir, CheckpointKeyName), skey); err != nil {
				return err
			}
		}
		if err := atomicfile.SyncDir(rdir); err != nil {
			return err
		}
	}
	trust, err := keys.NewTrust(opts.Origin, vkey, signPubs)
	if err != nil {
		return err
	}
	if len(opts.Designers) > 0 {
		if trust, err = createDesigners(tmp, trust, opts.Designers); err != nil {
			return err
		}
	}
	if err := keys.WriteTrust(filepath.Join(tmp, TrustFile), trust); err != nil {
		return err
	}
	c := config{
		Schema:       Schema,
		Origin:       opts.Origin,
		DB:           DBFile,
		JetStreamDir: JetStreamDir,
		Trust:        TrustFile,
		NATSConfig:   NATSConfigFile,
		Nkeys:        map[string]string{},
		ProductRoots: opts.ProductRoots,
	}
	for role, pub := range nkeyPubs {
		c.Nkeys[string(role)] = pub
	}
	if opts.Cluster > 0 {
		if err := writeCluster(tmp, final, opts, nkeyPubs, &c); err != nil {
			return err
		}
	} else {
		listen := net.JoinHostPort("127.0.0.1", strconv.Itoa(opts.Port))
		monitor, err := singleMonitor(opts)
		if err != nil {
			return err
		}
		natsConf, err := broker.RenderConfig(broker.ServerConfig{
			Listen:       listen,
			JetStreamDir: filepath.Join(final, filepath.FromSlash(JetStreamDir)),
			Users:        nkeyPubs,
			Monitor:      monitor,
		})
		if err != nil {
			return err
		}
		if err := writeFile(filepath.Join(tmp, NATSConfigFile), natsConf); err != nil {
			return err
		}
		c.NATSURL = "nats://" + listen
		c.NATSMonitor = []string{"http://" + monitor}
	}
	data, err := json.MarshalIndent(c, "", "  ")
	if err != nil {
		return err
	}
	if err := applyOwners(tmp, opts.Users); err != nil {
		return err
	}
	// tribunal.json last: its presence marks a complete deployment.
	if err := writeFile(filepath.Join(tmp, ConfigFile), append(data, '\n')); err != nil {
		return err
	}
	for _, d := range []string{filepath.Join(tmp, RolesDir), filepath.Join(tmp, DataDir), tmp} {
		if err := atomicfile.SyncDir(d); err != nil {
			return err
		}
	}
	return nil
}

// writeFile creates a new public file (mode 0644) through atomicfile.
func writeFile(path string, data []byte) error {
	return atomicfile.Create(path, data, 0o644)
}
