// Package endpoint is how one role of a deployment reaches the broker:
// the NATS URL, its own nkey seed and its own signing key, taken from a
// deployment directory ("--dir DIR", default $TRIBUNAL_DIR, docs/CONTRACTS.md §10) or given one by one
// ("--nats URL --nkey FILE --signing-key FILE"), so that each role can run
// on a machine holding only its own files. Every networked command except
// ledgerd uses it: witness-w1/w2 serve, tribunal and judge.
package endpoint

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/keys"
)

// ErrEndpoint wraps every error of resolving an endpoint from flags: a
// missing deployment, a missing flag, a key that cannot be read.
var ErrEndpoint = errors.New("endpoint")

// Flags are the connection flags of one role's command.
type Flags struct {
	Dir        string
	NATS       string
	Nkey       string
	SigningKey string
	Trust      string
}

// Register adds --dir, --nats, --nkey, --signing-key and --trust to fs.
func (f *Flags) Register(fs *flag.FlagSet) {
	cli.DirFlag(fs, &f.Dir, "the NATS URL and this role's credentials")
	fs.StringVar(&f.NATS, "nats", "", "NATS server `URL` (overrides the deployment's)")
	fs.StringVar(&f.Nkey, "nkey", "", "this role's NATS nkey seed `file` (overrides the deployment's)")
	fs.StringVar(&f.SigningKey, "signing-key", "", "this role's Ed25519 signing key `file` (overrides the deployment's)")
	fs.StringVar(&f.Trust, "trust", "", "trust `file` (public keys per role; default: the deployment's)")
}

// Given is the connection flags as given, shell-quoted ("--dir
// run/deploy"), for the follow-up commands a command prints: with them a
// printed command runs as printed. A --dir that is $TRIBUNAL_DIR's value
// is left out: the environment gives it again.
func (f *Flags) Given() string {
	var w []string
	dir := f.Dir
	if dir == os.Getenv(cli.EnvDir) {
		dir = ""
	}
	for _, fl := range []struct{ name, val string }{
		{"--dir", dir}, {"--nats", f.NATS}, {"--nkey", f.Nkey}, {"--signing-key", f.SigningKey}, {"--trust", f.Trust},
	} {
		if fl.val != "" {
			w = append(w, fl.name, fl.val)
		}
	}
	return cli.ShellJoin(w...)
}

// Endpoint is a resolved role endpoint. Paths are as given or absolute.
type Endpoint struct {
	Role           events.Role
	NATSURL        string
	NkeyFile       string
	SigningKeyFile string
	TrustFile      string             // "" when none is known
	Deployment     *deploy.Deployment // nil without --dir
}

// Resolve fills an endpoint for role: explicit flags win over the
// deployment directory's files. Without --dir, --nats and --nkey are
// required, and --signing-key too when needSigner.
func (f *Flags) Resolve(role events.Role, needSigner bool) (*Endpoint, error) {
	e := &Endpoint{Role: role, NATSURL: f.NATS, NkeyFile: f.Nkey, SigningKeyFile: f.SigningKey, TrustFile: f.Trust}
	if f.Dir != "" {
		d, err := deploy.Load(f.Dir)
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrEndpoint, err)
		}
		e.Deployment = d
		if e.NATSURL == "" {
			e.NATSURL = d.ClientURL()
		}
		if e.NkeyFile == "" {
			e.NkeyFile = d.NkeySeedFile(role)
		}
		if e.SigningKeyFile == "" {
			e.SigningKeyFile = d.SigningKeyFile(role)
		}
		if e.TrustFile == "" {
			e.TrustFile = d.TrustFile
		}
	}
	missing := ""
	switch {
	case e.NATSURL == "":
		missing = "--nats"
	case e.NkeyFile == "":
		missing = "--nkey"
	case needSigner && e.SigningKeyFile == "":
		missing = "--signing-key"
	}
	if missing != "" {
		return nil, fmt.Errorf("%w: give --dir DIR (or set %s) or %s", ErrEndpoint, cli.EnvDir, missing)
	}
	return e, nil
}

// Signer loads the role's signing key and checks that it is a key of the
// role.
func (e *Endpoint) Signer() (*events.Signer, error) {
	s, err := keys.LoadSigningKey(e.SigningKeyFile)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrEndpoint, err)
	}
	if s.Role != e.Role {
		return nil, fmt.Errorf("%w: %s is a %s key, not a %s key", ErrEndpoint, e.SigningKeyFile, s.Role, e.Role)
	}
	return s, nil
}

// Trust loads the trust file, or returns nil when none is known.
func (e *Endpoint) Trust() (*keys.Trust, error) {
	if e.TrustFile == "" {
		return nil, nil
	}
	var (
		t   *keys.Trust
		err error
	)
	if e.Deployment != nil && e.TrustFile == e.Deployment.TrustFile {
		t, err = e.Deployment.LoadTrust()
	} else {
		t, err = keys.LoadTrust(e.TrustFile)
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrEndpoint, err)
	}
	return t, nil
}

// Connect connects as the role (its nkey, its own inbox prefix), retrying
// every 200 ms until ctx ends, so that a command started just before the
// ledger's embedded server waits for it. A seed file that cannot be read
// or credentials the server refuses fail at once. opts are passed to the
// connection.
func (e *Endpoint) Connect(ctx context.Context, opts ...nats.Option) (*nats.Conn, error) {
	if _, err := keys.LoadNkeySeed(e.NkeyFile); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrEndpoint, err)
	}
	for {
		nc, err := broker.Connect(e.NATSURL, e.Role, e.NkeyFile, opts...)
		if err == nil {
			return nc, nil
		}
		if errors.Is(err, nats.ErrAuthorization) {
			return nil, err
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("%w (is ledgerd serve running?): %w", err, context.Cause(ctx))
		case <-time.After(200 * time.Millisecond):
		}
	}
}
