package main

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/tribunal-dev/tribunal/internal/cli"
	"github.com/tribunal-dev/tribunal/internal/deploy"
	"github.com/tribunal-dev/tribunal/internal/hashchain"
	"github.com/tribunal-dev/tribunal/internal/keys"
	"github.com/tribunal-dev/tribunal/internal/ledger"
	"github.com/tribunal-dev/tribunal/internal/notify"
)

const serveSynopsis = "--dir DIR [--nats URL [--nats-monitor URL]...] [--nkey FILE] [--signing-key FILE] [--checkpoint-key FILE] [--trust FILE] [--db FILE] [--instance NAME] [--rebuild] [--metrics ADDR] [--notify-url URL [--notify-link BASE]] " + cli.LogSynopsis

// cmdServe runs the ledger daemon until ctx ends (SIGINT/SIGTERM from
// main), then shuts down in order.
func cmdServe(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("serve", serveSynopsis, stdout)
	var dir string
	cli.DirFlag(fs, &dir, "the NATS address, the ledger's credentials and the chain file")
	natsURL := fs.String("nats", "", "external NATS server `URL` (configured with the deployment's nats-server.conf) instead of the embedded server")
	var monitors cli.Strings
	fs.Var(&monitors, "nats-monitor", "HTTP monitoring `URL` (http://host:port) of an external NATS server, repeatable (default: nats_monitor in tribunal.json); serve reads each /varz at start and refuses servers that do not sync always or are older than nats-server "+ledger.MinServerVersion)
	nkey := fs.String("nkey", "", "the ledger's NATS nkey seed `file` (default: from --dir)")
	signingKey := fs.String("signing-key", "", "the ledger's event signing key `file` (default: from --dir)")
	checkpointKey := fs.String("checkpoint-key", "", "the ledger's checkpoint key `file` (default: from --dir)")
	trust := fs.String("trust", "", "trust `file` (default: from --dir)")
	db := fs.String("db", "", "chain database `file` (default: from --dir)")
	instance := fs.String("instance", "", "this ledger's unique `name` when several follow one stream (a hot standby): its own consumer ledger-NAME and its name in the lease; give each its own --db")
	rebuild := fs.Bool("rebuild", false, "build a missing or empty chain file from the event stream's history, from sequence 1 (refused when the stream no longer starts there); without it such a file next to a stream with history is refused")
	metrics := fs.String("metrics", "", "serve Prometheus metrics at http://`ADDR`/metrics (e.g. 127.0.0.1:9464)")
	notifyURL := fs.String("notify-url", "", "POST a signed JSON notice to `URL` whenever a request needs a judge (docs/REVIEW.md)")
	notifyLink := fs.String("notify-link", "", "the judge cockpit's `base` URL for the notice's link (default: the link is the path /request/ID)")
	var logf cli.LogFlags
	logf.Register(fs)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	log, err := logf.Logger(fs, stderr)
	if err != nil {
		return err
	}

	var cfg ledger.Config
	if dir != "" {
		d, err := deploy.Load(dir)
		if err != nil {
			return inputError{Err: err}
		}
		cfg = ledger.ConfigFromDeployment(d)
	} else {
		if *natsURL == "" {
			return cli.UsageFor(fs, fmt.Sprintf("%s: --dir is required (or set %s; without it, give --nats and every file flag)", cli.Name(fs), cli.EnvDir))
		}
		for _, f := range []struct{ name, val string }{
			{"nkey", *nkey}, {"signing-key", *signingKey}, {"checkpoint-key", *checkpointKey}, {"trust", *trust}, {"db", *db},
		} {
			if err := requireFlag(fs, f.name, f.val); err != nil {
				return err
			}
		}
	}
	for _, o := range []struct {
		val string
		dst *string
	}{
		{*natsURL, &cfg.NATSURL}, {*nkey, &cfg.NkeySeedFile}, {*signingKey, &cfg.SigningKeyFile},
		{*checkpointKey, &cfg.CheckpointKeyFile}, {*trust, &cfg.TrustFile}, {*db, &cfg.DB},
	} {
		if o.val != "" {
			*o.dst = o.val
		}
	}
	if *instance != "" {
		if err := ledger.CheckInstance(*instance); err != nil {
			return cli.UsageFor(fs, fmt.Sprintf("%s: --instance: %v", fs.Name(), err))
		}
	}
	if len(monitors) > 0 {
		for _, m := range monitors {
			if err := deploy.CheckMonitorURL(m); err != nil {
				return cli.UsageFor(fs, fmt.Sprintf("%s: --nats-monitor: %v", cli.Name(fs), err))
			}
		}
		cfg.NATSMonitor = monitors
	}
	cfg.Instance = *instance
	cfg.Rebuild = *rebuild
	cfg.MetricsAddr = *metrics
	cfg.Logger = log
	// The W³ governance fold: transitions, seals, request state and the
	// status/pending/review/scar/baseline queries.
	cfg.Govern = true

	var companions []ledger.Companion
	if *notifyURL != "" {
		signer, err := keys.LoadSigningKey(cfg.SigningKeyFile)
		if err != nil {
			return inputError{Err: err}
		}
		n, err := notify.New(notify.Config{URL: *notifyURL, Signer: signer, LinkBase: *notifyLink, Log: log.With("component", "notify")})
		if err != nil {
			return cli.UsageFor(fs, err.Error())
		}
		// The commit loop only nudges (a non-blocking send); the notifier
		// reads the fold and delivers on its own goroutines, a part of
		// the ledger's lifecycle.
		cfg.Committed = n.Nudge
		companions = append(companions, func(ctx context.Context, s *ledger.Server) error {
			n.SetSource(s.Pending)
			n.Run(ctx)
			return nil
		})
	}
	err = ledger.Run(ctx, cfg, companions...)
	if errors.Is(err, ledger.ErrConfig) || errors.Is(err, hashchain.ErrInUse) ||
		errors.Is(err, ledger.ErrChainMissing) || errors.Is(err, ledger.ErrChainDamaged) ||
		errors.Is(err, ledger.ErrNoSync) {
		return inputError{Err: err}
	}
	return err
}
