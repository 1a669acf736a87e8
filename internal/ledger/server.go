package ledger

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"sync"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
	"golang.org/x/mod/sumdb/note"
	"golang.org/x/sync/errgroup"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/events"
	"github.com/tribunal-dev/tribunal/internal/hashchain"
)

// Server is a running ledger. Run runs one; or Start it, and stop it with
// Shutdown (lifecycle.go).
type Server struct {
	cfg      Config
	log      *slog.Logger
	keys     *loadedKeys
	verifier note.Verifier
	cls      *Classifier
	chain    *hashchain.Chain
	commit   *hashchain.Committer

	ns       *server.Server // the embedded server, or nil
	natsURL  string
	nc       *nats.Conn
	ncDone   chan struct{} // closed when nc is closed
	js       jetstream.JetStream
	stream   jetstream.Stream
	cons     jetstream.Consumer
	iter     jetstream.MessagesContext
	qsub     *nats.Subscription
	inflight *inflight // the queries being answered (queries.go)
	pages    pageCache // replies being read in pages (pagecache.go)
	lease    *lease    // nil: no standby (Config.Instance empty), always answers
	avail    *availability

	reg         *prometheus.Registry
	met         *metrics
	httpSrv     *http.Server
	metricsAddr string

	qmu     sync.RWMutex
	queries map[string]queryRoute

	derive DeriveFunc // cfg.Derive, or the governor's
	gov    *governor  // nil unless cfg.Govern

	// applyMu is held by the sequencer over deriving a message's records
	// and submitting them, so that a query sees the governance state
	// together with applied, the commit that makes all of it durable
	// (readDurable).
	applyMu sync.RWMutex
	applied *hashchain.Pending

	seen   seenIDs
	budget byteBudget

	// The lifecycle (lifecycle.go): every goroutine the ledger starts is
	// a part of parts. partsCtx ends when a part fails or the shutdown
	// aborts the parts; live ends when the ledger begins to stop, and
	// with it the intake.
	parts        *errgroup.Group
	partsCtx     context.Context
	abort        context.CancelCauseFunc
	live         context.Context
	stopLive     context.CancelFunc
	shutdownOnce sync.Once
	shutdownErr  error

	chainWas chainFile // the chain file before Open (startup.go)
}

// ingest tuning.
const (
	// pullBatch is how many messages the ledger keeps requested from its
	// consumer (a new pull goes out when half are taken): half the ack
	// pending limit, so that the pipeline fills up to that limit while a
	// publisher is still filling the stream and the classify workers
	// never wait on a pull's round trip. A smaller batch leaves the
	// pipeline short of work while messages wait in the stream.
	pullBatch = LedgerMaxAckPending / 2
	// pullBytes bounds the bytes of one pull, so that a run of large
	// messages (blob chunks) cannot pile up in the client's buffer: the
	// largest NATS payload, so that any single message still fits.
	pullBytes = 64 << 20
)

// Start opens the chain, starts (or connects to) NATS, sets up the stream
// and consumers, and starts ingesting and answering queries. ctx bounds
// the start-up only, and nothing else does: while JetStream is unavailable
// (a cluster electing its leaders, or one that lost the majority of its
// JetStream nodes) Start waits for it (untilAvailable) until ctx ends.
func Start(ctx context.Context, cfg Config) (*Server, error) {
	s := &Server{
		cfg:     cfg,
		log:     cfg.Logger,
		queries: map[string]queryRoute{},
		ncDone:  make(chan struct{}),
	}
	if s.log == nil {
		s.log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	s.seen.m = map[string]seenEntry{}
	s.avail = newAvailability(s.log)
	s.initLifecycle()
	if err := s.start(ctx); err != nil {
		// A refused start puts a chain file it created back as it was.
		undo := s.chain != nil && s.chainWas != chainExists && s.chain.Size() == 0
		sctx, cancel := context.WithTimeout(context.Background(), shutdownGrace)
		s.stop(sctx)
		cancel()
		if undo {
			undoCreate(s.chainWas, cfg.DB)
		}
		return nil, err
	}
	return s, nil
}

func (s *Server) start(ctx context.Context) (err error) {
	cfg := s.cfg
	if s.keys, err = cfg.load(); err != nil {
		return err
	}
	if cfg.NATSURL == "" {
		// Before anything starts (or logs): an embedded server whose
		// store cannot be written would only time out much later.
		if err := checkStoreDir(cfg.Embedded.JetStreamDir); err != nil {
			return err
		}
	}
	if s.verifier, err = note.NewVerifier(s.keys.checkpoint.VerifierKey); err != nil {
		return fmt.Errorf("%w: checkpoint key: %v", ErrConfig, err)
	}
	if s.cls, err = NewClassifier(s.keys.trust, s.keys.signer); err != nil {
		return fmt.Errorf("%w: %w", ErrConfig, err)
	}
	// Read before the chain file is inspected: a message stored after it
	// is no history a missing file can have lost (checkHistory).
	began := time.Now()
	if s.chainWas, err = inspectChainFile(cfg.DB); err != nil {
		return err
	}
	s.chain, err = hashchain.Open(cfg.DB, hashchain.Options{Key: s.keys.checkpoint, CheckpointEvery: cfg.CheckpointEvery})
	if errors.Is(err, hashchain.ErrInUse) {
		return fmt.Errorf("ledger: %w", err) // names the file and, when known, the process
	}
	if err != nil {
		return fmt.Errorf("ledger: chain %s: %w", cfg.DB, err)
	}
	lastSeq, err := lastStreamSeq(s.chain)
	if err != nil {
		return err
	}
	s.derive = cfg.Derive
	if cfg.Govern {
		if cfg.Derive != nil {
			return fmt.Errorf("%w: Govern and Derive are exclusive", ErrConfig)
		}
		if s.gov, err = newGovernor(s.chain, s.keys.signer); err != nil {
			return err
		}
		s.derive = s.gov.derive
		s.log.Info("governance state rebuilt from the chain", "requests", s.gov.sum.Requests, "inputs", s.gov.sum.Inputs, "scars", s.gov.sum.Scars)
	}

	s.natsURL = cfg.NATSURL
	if s.natsURL == "" {
		if s.ns, err = StartEmbedded(cfg.Embedded, s.log); err != nil {
			return err
		}
		s.natsURL = s.ns.ClientURL()
	}
	s.nc, err = broker.Connect(s.natsURL, events.RoleLedger, cfg.NkeySeedFile,
		nats.Name("tribunal-ledgerd"),
		nats.MaxReconnects(-1),
		nats.ReconnectWait(250*time.Millisecond),
		nats.ClosedHandler(func(*nats.Conn) { close(s.ncDone) }),
		nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) {
			if errors.Is(err, nats.ErrPermissionViolation) {
				s.avail.denied(err)
			}
			s.log.Warn("nats error", "err", err)
		}),
		nats.DisconnectErrHandler(func(_ *nats.Conn, err error) {
			if err != nil {
				s.log.Warn("nats disconnected", "err", err)
			}
		}),
		nats.ReconnectHandler(func(nc *nats.Conn) { s.log.Info("nats reconnected", "url", nc.ConnectedUrl()) }),
	)
	if err != nil {
		return err
	}
	if s.js, err = jetstream.New(s.nc); err != nil {
		return fmt.Errorf("ledger: jetstream: %w", err)
	}
	// Durable before acknowledged: every server of the stream must sync
	// a write before it acknowledges it (natscheck.go), and be new
	// enough for what the ledger sets up.
	var servers serverCheck
	if s.ns != nil {
		if err := checkEmbedded(s.ns); err != nil {
			return err
		}
	} else {
		where := "the NATS server at " + s.nc.ConnectedUrlRedacted()
		if err := checkVersion(s.nc.ConnectedServerVersion(), where); err != nil {
			return err
		}
		if servers, err = checkServers(ctx, cfg.NATSMonitor, s.nc.ConnectedServerId(), s.nc.ConnectedUrlRedacted(), s.log); err != nil {
			return err
		}
	}
	// A missing or empty chain file is judged against the stream as this
	// ledger first finds it, before the set-up below (startup.go).
	if cfg.beforeFirstLook != nil {
		cfg.beforeFirstLook()
	}
	seen, err := firstLook(ctx, s.js, s.avail)
	if err != nil {
		return err
	}
	if cfg.afterFirstLook != nil {
		cfg.afterFirstLook()
	}
	// A cluster that has just started may still be electing its
	// JetStream leaders, and one that lost a majority of its JetStream
	// nodes answers nothing until they are back: setting up is retried
	// until ctx ends. A final answer (a conflicting configuration) is not.
	if err = s.avail.untilAvailable(ctx, "setting up the stream and consumers", func(ctx context.Context) (err error) {
		if s.stream, err = setupStream(ctx, s.js, cfg.DuplicateWindow, cfg.Replicas, lastSeq, s.log); err != nil {
			return err
		}
		if s.cons, err = setupLedgerConsumer(ctx, s.stream, consumerName(cfg.Instance), lastSeq); err != nil {
			return err
		}
		return setupWorkConsumers(ctx, s.stream)
	}); err != nil {
		return err
	}
	if s.ns == nil {
		if err := checkStreamPeers(s.stream.CachedInfo(), servers, s.log); err != nil {
			return err
		}
	}
	from, err := checkHistory(s.chainWas, s.chain.Size(), seen, began, cfg.Rebuild, cfg.DB)
	if err != nil {
		return err
	}
	switch {
	case from == fromNew:
		s.log.Warn("chain file missing or empty beside a stream whose every message was stored after this ledger started: building the chain from sequence 1, as for a new deployment",
			"db", cfg.DB, "chain_file", s.chainWas.String(), "stream", broker.StreamName, "to_seq", seen.LastSeq,
			"first_stored", seen.FirstTime.UTC(), "started", began.UTC(), "clock_allowance", clockAllowance)
	case lastSeq == 0 && seen.LastSeq > 0:
		s.log.Warn("rebuilding the chain from the stream", "db", cfg.DB, "stream", broker.StreamName,
			"to_seq", seen.LastSeq)
	}

	if err = s.startMetrics(); err != nil {
		return err
	}
	s.registerQueries()
	if s.gov != nil {
		s.registerGovernQueries()
	}
	s.inflight = newInflight(maxQueriesInFlight)
	if s.qsub, err = s.nc.Subscribe(broker.QueryPrefix+".>", s.onQuery); err != nil {
		return fmt.Errorf("ledger: subscribing to queries: %w", err)
	}
	// Each try's ctx ends with the ledger's stop or tryTimeout, so a stop
	// during the wait is not held up by a flush.
	if err = s.avail.untilAvailable(ctx, "subscribing to queries", func(tctx context.Context) error {
		return s.nc.FlushWithContext(tctx)
	}); err != nil {
		return fmt.Errorf("ledger: nats: %w", err)
	}

	if cfg.Instance != "" {
		if s.lease, err = startLease(ctx, s, cfg.Instance); err != nil {
			return err
		}
	}

	s.commit = s.chain.NewCommitter(cfg.MaxBatch)
	if s.iter, err = s.cons.Messages(jetstream.PullMaxMessagesWithBytesLimit(pullBatch, pullBytes)); err != nil {
		return fmt.Errorf("ledger: consuming: %w", err)
	}
	s.startPipeline(s.firstExpected(lastSeq))
	s.goPart(func(context.Context) error { return s.probe(s.live) })
	if s.lease == nil {
		// The only ledger answers from its start (redispatch.go).
		s.goPart(func(context.Context) error { s.redispatchOnce(s.live); return nil })
	}

	size, head := s.chain.Head()
	embedded := s.ns != nil
	s.log.Info("ledger ready",
		"nats", s.natsURL, "embedded_nats", embedded, "stream", broker.StreamName,
		"consumer", consumerName(cfg.Instance), "instance", cfg.Instance, "from_seq", lastSeq+1, "db", cfg.DB,
		"size", size, "head", fmt.Sprintf("%x", head), "metrics", s.metricsAddr)
	return nil
}

// lastStreamSeq is the stream sequence of the chain's last entry: every
// message up to it has been ingested (records are committed in stream
// order, without gaps), so ingestion resumes after it.
func lastStreamSeq(c *hashchain.Chain) (uint64, error) {
	n := c.Size()
	if n == 0 {
		return 0, nil
	}
	e, err := c.Entry(n - 1)
	if err != nil {
		return 0, fmt.Errorf("ledger: reading the last entry: %w", err)
	}
	return e.Seq, nil
}

func (s *Server) startMetrics() error {
	s.reg = s.cfg.Registry
	if s.reg == nil {
		s.reg = prometheus.NewRegistry()
		s.reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	}
	var err error
	s.met, err = newMetrics(s.reg, func() float64 { return float64(s.chain.Size()) }, s.consumerLag)
	if err != nil {
		return fmt.Errorf("ledger: metrics: %w", err)
	}
	jobs := newJobTimes()
	up := prometheus.NewGaugeFunc(prometheus.GaugeOpts{
		Namespace: metricsNamespace, Name: "jetstream_available",
		Help: "1 while JetStream answers the ledger, 0 while the ledger waits for it (retrying with backoff; docs/OPERATIONS.md, \"When JetStream is unavailable\").",
	}, s.avail.available)
	for _, c := range []prometheus.Collector{newWorkCollector(s), jobs.hist, up} {
		if err := s.reg.Register(c); err != nil {
			return fmt.Errorf("ledger: metrics: %w", err)
		}
	}
	s.derive = jobs.wrap(s.derive)
	if s.cfg.MetricsAddr == "" {
		return nil
	}
	ln, err := net.Listen("tcp", s.cfg.MetricsAddr)
	if err != nil {
		return fmt.Errorf("ledger: metrics listener: %w", err)
	}
	s.metricsAddr = ln.Addr().String()
	mux := http.NewServeMux()
	mux.Handle("/metrics", promhttp.HandlerFor(s.reg, promhttp.HandlerOpts{Registry: s.reg}))
	s.httpSrv = &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	// A listener that fails is logged, not fatal: the ledger goes on
	// without its metrics.
	s.goPart(func(context.Context) error {
		if err := s.httpSrv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			s.log.Error("metrics listener", "err", err)
		}
		return nil
	})
	return nil
}

// NATSURL is the URL of the NATS server the ledger uses (the embedded
// server's client URL when it embeds one).
func (s *Server) NATSURL() string { return s.natsURL }

// MetricsAddr is the address the metrics listener is bound to, or "".
func (s *Server) MetricsAddr() string { return s.metricsAddr }

// Chain is the ledger's open chain, for reading.
func (s *Server) Chain() *hashchain.Chain { return s.chain }
