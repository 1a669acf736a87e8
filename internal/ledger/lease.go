package ledger

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/hashchain"
)

// A hot standby: several "ledgerd serve" processes (Config.Instance) follow
// one stream, each through its own durable consumer into its own chain
// file. Every record — accepted events, the ledger's wrappers and the
// fold's derived events — is a pure function of the stream and the ledger's
// keys (Ed25519 signatures are deterministic), so every follower builds the
// same chain, entry for entry and head for head, and there is nothing to
// hand over but the one act with effects outside the file: answering
// queries. That is the lease holder's alone.
//
// The lease is the key "leader" of the JetStream key-value bucket
// broker.LeaseBucket (replicated like the stream), holding the holder's
// instance name, incarnation (one per process) and term: "a@3f9c…#7". Every write is a compare-and-set on the key's revision
// (JetStream's expected-last-subject-sequence), so of two ledgers racing
// for it exactly one wins. The holder rewrites it every leaseTick. A
// standby that sees the revision unchanged for leaseTTL of its own clock
// takes it over with a compare-and-set on that revision; the holder stops
// answering once leaseTTL − leaseMargin have passed since its last write
// succeeded (by its own clock, measured from before the write), which is
// before any standby can have taken over. Two clocks are never compared.
// A new holder answers only once its consumer has caught up with the
// stream, so it never answers with less than the old one knew.
//
// Fencing. Appending is not the holder's: every ledger appends the same
// records to its own chain file, whatever the lease says, and the file's
// lock keeps any second writer out. What a stale holder could do wrong is
// answer: a holder paused between its check and its answer (a GC pause,
// SIGSTOP), or whose clock stood still while it was suspended (Linux's
// CLOCK_MONOTONIC, which Go's time measures leases with, does not advance
// through a suspend), can answer after its successor has, with less than
// the successor knew. So every answer carries the holder's term, the
// fencing token — the holder drops an answer when its term ended while
// the answer was being made, and the query client refuses an answer from
// a term older than one it has had an answer from (query.StaleAnswerError,
// internal/query/fence.go).
//
// The term only grows, even across the loss of the whole bucket. A
// cluster can lose it (nats-server 2.15.2 fsyncs no directory it creates,
// so on disks that keep only what POSIX promises a power cut leaves no
// JetStream state at all), and the bucket's revisions then start again
// from 1: terms taken from revisions were handed out twice. So the term
// is carried in the lease value, and each ledger records in its own
// chain file (hashchain.RecordLeaseTerm, fsynced), before it answers
// under it, the highest term it has held or seen in the lease. A new
// holder's term is one above both the lease value's and its own record.
// A standby that finds the lease naming a term below its record (or the
// recorded term with another value) knows the lease was lost and taken
// again by a ledger that knew less: it takes it over at once, one term
// higher, and the other steps down at its next renewal.
const (
	leaseKey    = "leader"
	leaseTTL    = 5 * time.Second
	leaseTick   = time.Second
	leaseMargin = 1500 * time.Millisecond
)

// leaseKV is what the lease does with its bucket (a jetstream.KeyValue).
type leaseKV interface {
	Get(ctx context.Context, key string) (jetstream.KeyValueEntry, error)
	Create(ctx context.Context, key string, value []byte, opts ...jetstream.KVCreateOpt) (uint64, error)
	Update(ctx context.Context, key string, value []byte, revision uint64) (uint64, error)
	Delete(ctx context.Context, key string, opts ...jetstream.KVDeleteOpt) error
}

// lease is one ledger's side of the lease.
type lease struct {
	s    *Server
	kv   leaseKV
	name string
	// self is this process in the lease: its instance name and a random
	// incarnation, "name@hex". Two processes of one instance name (a
	// restart, or a second machine given the same --instance by mistake)
	// are then told apart when a renewal is read back.
	self []byte
	// chain records the highest term held or seen.
	chain termRecorder
	// floor and floorVal are the highest term recorded and the lease
	// value that named it.
	floor    uint64
	floorVal []byte
	// fresh is true until the first look at the lease: only then may a
	// lease held by another incarnation of this instance be taken at
	// once (its holder is this instance's predecessor, gone).
	fresh bool
	log   *slog.Logger
	held  prometheus.Gauge

	// now is the lease's clock (time.Now; tests stop it to play a
	// suspended machine).
	now func() time.Time

	mu       sync.Mutex
	leader   bool
	term     uint64    // the term we hold (0: not held)
	val      []byte    // the lease value we hold: self#term
	rev      uint64    // the revision of our last successful write
	wrote    time.Time // when that write was sent
	caughtUp bool

	// A standby's view of the holder.
	seenRev uint64
	seenAt  time.Time

	stop chan struct{}
	done chan struct{}
	once sync.Once
}

// consumerName is the durable consumer of ledger instance (consumer
// "ledger" for the only ledger).
func consumerName(instance string) string {
	if instance == "" {
		return LedgerConsumer
	}
	return LedgerConsumer + "-" + instance
}

// incarnation is the lease value of a new process of instance name.
func incarnation(name string) []byte {
	var n [8]byte
	_, _ = rand.Read(n[:]) // crypto/rand.Read never fails (Go 1.24+)
	return []byte(name + "@" + hex.EncodeToString(n[:]))
}

// leaseHolder is the instance name in a lease value ("" for a released
// lease, "#term").
func leaseHolder(v []byte) string {
	who, _, _ := strings.Cut(string(v), "#")
	name, _, _ := strings.Cut(who, "@")
	return name
}

// leaseValue is the value a holder writes: "name@incarnation#term"; a
// released lease is "#term" (no holder).
func leaseValue(self []byte, term uint64) []byte {
	return fmt.Appendf(nil, "%s#%d", self, term)
}

// entryTerm is the term a lease entry names. A value without one was
// written by a ledger that took its terms from the key's revisions: the
// revision is its term.
func entryTerm(e jetstream.KeyValueEntry) uint64 {
	if _, t, ok := strings.Cut(string(e.Value()), "#"); ok {
		if n, err := strconv.ParseUint(t, 10, 64); err == nil {
			return n
		}
	}
	return e.Revision()
}

// termRecorder is where a ledger records the highest lease term it has
// held or seen: its chain file.
type termRecorder interface {
	LeaseTerm() (uint64, []byte, error)
	RecordLeaseTerm(term uint64, value []byte) error
}

// CheckInstance accepts an instance name: 1–32 of [A-Za-z0-9_-], so
// that "ledger-<name>" is a valid consumer name.
func CheckInstance(name string) error {
	if name == "" || len(name) > 32 {
		return fmt.Errorf("instance name %q: want 1-32 characters", name)
	}
	for _, r := range name {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-') {
			return fmt.Errorf("instance name %q: only letters, digits, '_' and '-'", name)
		}
	}
	return nil
}

// LeaseBucketConfig is the lease bucket: one value per key, replicated
// like the stream.
func LeaseBucketConfig(replicas int) jetstream.KeyValueConfig {
	return jetstream.KeyValueConfig{
		Bucket:      broker.LeaseBucket,
		Description: "which ledger answers queries",
		History:     1,
		Storage:     jetstream.FileStorage,
		Replicas:    max(replicas, 1),
	}
}

func startLease(ctx context.Context, s *Server, name string) (*lease, error) {
	var kv jetstream.KeyValue
	if err := s.avail.untilAvailable(ctx, "setting up the lease bucket", func(ctx context.Context) (err error) {
		kv, err = s.js.CreateOrUpdateKeyValue(ctx, LeaseBucketConfig(s.cfg.Replicas))
		return err
	}); err != nil {
		return nil, fmt.Errorf("ledger: lease bucket %s: %w", broker.LeaseBucket, err)
	}
	var lkv leaseKV = kv
	if s.cfg.leaseFaults != nil {
		lkv = s.cfg.leaseFaults(kv)
	}
	l := &lease{s: s, kv: lkv, name: name, self: incarnation(name), fresh: true, log: s.log.With("component", "lease", "instance", name), now: time.Now,
		chain: s.chain,
		stop:  make(chan struct{}), done: make(chan struct{}),
		held: prometheus.NewGauge(prometheus.GaugeOpts{Name: "tribunal_ledger_lease_held",
			Help: "1 while this ledger holds the lease and answers queries, else 0 (a standby)"}),
	}
	if err := s.reg.Register(l.held); err != nil {
		return nil, fmt.Errorf("ledger: metrics: %w", err)
	}
	if chaosClock != nil {
		l.now = chaosClock
	}
	if s.cfg.leaseClock != nil {
		l.now = s.cfg.leaseClock
	}
	var err error
	if l.floor, l.floorVal, err = l.chain.LeaseTerm(); err != nil {
		return nil, fmt.Errorf("ledger: the lease term recorded in the chain file: %w", err)
	}
	l.step(ctx) // take a free lease at once: a lone ledger answers from its start
	s.goPart(func(context.Context) error { l.run(); return nil })
	return l, nil
}

// answering reports whether this ledger may answer queries now, and under
// which term. A nil lease (no standby configured) always may, under term 0.
func (l *lease) answering() (term uint64, ok bool) {
	if l == nil {
		return 0, true
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.leader && l.caughtUp && l.now().Sub(l.wrote) < leaseTTL-leaseMargin {
		return l.term, true
	}
	return 0, false
}

func (l *lease) run() {
	defer close(l.done)
	t := time.NewTicker(leaseTick)
	defer t.Stop()
	for {
		select {
		case <-l.stop:
			return
		case <-t.C:
		}
		ctx, cancel := context.WithTimeout(context.Background(), leaseTick)
		l.step(ctx)
		cancel()
	}
}

// step renews, acquires or watches the lease once.
func (l *lease) step(ctx context.Context) {
	l.mu.Lock()
	leader, rev := l.leader, l.rev
	l.mu.Unlock()
	start := l.now()
	if leader {
		l.renew(ctx, rev, start)
		return
	}
	e, err := l.kv.Get(ctx, leaseKey)
	fresh := l.fresh
	l.fresh = false
	if errors.Is(err, jetstream.ErrKeyNotFound) { // never held, or the bucket was lost
		l.acquire(ctx, 0, 0, start, "free")
		return
	}
	if err != nil {
		l.log.Debug("reading the lease", "err", err)
		return
	}
	term, holder := entryTerm(e), leaseHolder(e.Value())
	stale := term < l.floor || term == l.floor && string(e.Value()) != string(l.floorVal)
	if !stale && holder != "" {
		l.observe(term, e.Value())
	}
	switch {
	case holder == "": // released
		l.acquire(ctx, e.Revision(), term, start, "released")
	case fresh && holder == l.name:
		// This instance's, from before a restart. Only at start: later,
		// another incarnation of this name is another process (the
		// chain file's lock keeps a second one out only on its host),
		// and its lease is waited out like anyone's.
		l.acquire(ctx, e.Revision(), term, start, "reclaimed")
	case stale:
		// The lease names a term this ledger has seen surpassed: the
		// bucket was lost and the lease taken again by a ledger that
		// knew less. Its holder's term is no fencing token; a higher
		// one replaces it now, and that holder steps down at its next
		// renewal.
		l.acquire(ctx, e.Revision(), term, start, fmt.Sprintf("stale: %s names term %d, at or below the recorded term %d (%s)", e.Value(), term, l.floor, l.floorVal))
	case e.Revision() != l.seenRev:
		l.seenRev, l.seenAt = e.Revision(), start
		l.log.Debug("standby", "holder", string(e.Value()), "revision", e.Revision())
	case l.now().Sub(l.seenAt) >= leaseTTL:
		l.acquire(ctx, e.Revision(), term, start, "expired, held by "+string(e.Value()))
	}
}

// acquire takes the lease with a compare-and-set on rev (0: creates the
// key) under a term above both seen, the term the lease named, and the
// highest this ledger has recorded; it records the term in the chain
// file before it holds it.
func (l *lease) acquire(ctx context.Context, rev, seen uint64, start time.Time, how string) {
	term := max(seen, l.floor) + 1
	val := leaseValue(l.self, term)
	var nrev uint64
	var err error
	if rev == 0 {
		nrev, err = l.kv.Create(ctx, leaseKey, val)
	} else {
		nrev, err = l.kv.Update(ctx, leaseKey, val, rev)
	}
	if err != nil {
		return
	}
	if err := l.record(term, val); err != nil {
		// Not recorded, not held: the lease names us, unrenewed, and
		// expires as a dead holder's does.
		l.log.Error("won the lease but could not record its term in the chain file: not taking it", "term", term, "err", err)
		return
	}
	l.win(nrev, term, val, start, how)
}

// observe records a term seen in the lease above the one recorded, so
// that this ledger never takes a term at or below it, even when the
// bucket is lost.
func (l *lease) observe(term uint64, val []byte) {
	if term <= l.floor {
		return
	}
	if err := l.record(term, val); err != nil {
		l.log.Warn("recording the lease term seen", "term", term, "err", err)
	}
}

// record durably records term and its lease value as the highest seen;
// a term at or below the recorded one is refused.
func (l *lease) record(term uint64, val []byte) error {
	if term <= l.floor {
		return fmt.Errorf("%w: term %d, recorded %d", hashchain.ErrStaleTerm, term, l.floor)
	}
	if err := l.chain.RecordLeaseTerm(term, val); err != nil {
		return err
	}
	l.floor, l.floorVal = term, val
	return nil
}

// renewTries bounds the tries of one renewal: a try whose answer is lost
// is read back and tried again at once, within the tick.
const renewTries = 3

// renew rewrites the lease (compare-and-set on rev). A renewal whose
// answer is lost (a timeout) may still have been written: the holder reads
// the key back before it concludes anything, and steps down only when the
// key names another holder or when no renewal can be confirmed within
// leaseTTL − leaseMargin of its last confirmed one. A write confirmed by
// the read-back counts from when that try was sent, so the holder never
// believes in its lease longer than a standby waits before taking it.
func (l *lease) renew(ctx context.Context, rev uint64, start time.Time) {
	var last error
	for try := 1; try <= renewTries; try++ {
		sent := l.now()
		// Each try and read-back on a bound of its own: the tick's
		// context has run out after a timed-out try.
		tctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), leaseTick)
		nrev, err := l.kv.Update(tctx, leaseKey, l.val, rev)
		if err == nil {
			l.set(true, nrev, sent)
			l.catchUp(tctx)
			cancel()
			return
		}
		cancel()
		last = err
		// The answer says the revision moved, or there was none: read
		// the key back, on a bound of its own.
		rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), leaseTick)
		e, gerr := l.kv.Get(rctx, leaseKey)
		cancel()
		switch {
		case gerr == nil && string(e.Value()) == string(l.val) && e.Revision() > rev:
			// Our own write landed, its answer was lost: the lease is
			// ours at the read-back revision, written no earlier than
			// this try was sent. The next tick renews from there.
			l.log.Info("lease renewal's answer was lost but the write had landed (read back): keeping the lease",
				"err", err, "revision", e.Revision(), "previous_revision", rev, "try", try)
			l.set(true, e.Revision(), sent)
			return
		case gerr == nil && string(e.Value()) == string(l.val) && e.Revision() == rev:
			l.log.Warn("lease renewal failed and the lease is unchanged; retrying", "err", err, "revision", rev, "try", try)
			continue
		case gerr == nil:
			l.lose(fmt.Sprintf("the lease was taken over by %s at revision %d (ours was %d)", e.Value(), e.Revision(), rev), err)
			return
		case errors.Is(gerr, jetstream.ErrKeyNotFound):
			l.lose("the lease was deleted", err)
			return
		default:
			l.log.Warn("lease renewal failed and reading the lease back failed too; retrying", "err", err, "read_err", gerr, "try", try)
		}
	}
	l.mu.Lock()
	wrote := l.wrote
	l.mu.Unlock()
	if ago := l.now().Sub(wrote); ago >= leaseTTL-leaseMargin {
		l.lose(fmt.Sprintf("no renewal could be confirmed for %s (tried and read back %d times)", ago.Round(time.Millisecond), renewTries), last)
		return
	}
	l.log.Warn("lease not renewed this tick; still held", "err", last, "confirmed_ago", l.now().Sub(wrote).Round(time.Millisecond), "took", l.now().Sub(start).Round(time.Millisecond))
}

func (l *lease) set(leader bool, rev uint64, wrote time.Time) {
	l.mu.Lock()
	l.leader, l.rev, l.wrote = leader, rev, wrote
	if !leader {
		l.caughtUp, l.term = false, 0
	}
	l.mu.Unlock()
}

func (l *lease) win(rev, term uint64, val []byte, wrote time.Time, how string) {
	l.mu.Lock()
	l.leader, l.rev, l.wrote, l.term, l.val = true, rev, wrote, term, val
	l.mu.Unlock()
	l.held.Set(1)
	l.log.Info("lease acquired: answering queries once caught up", "lease", how, "term", term, "revision", rev)
	l.catchUp(context.Background())
}

func (l *lease) lose(why string, err error) {
	l.set(false, 0, time.Time{})
	l.held.Set(0)
	l.seenRev, l.seenAt = 0, time.Time{}
	l.log.Warn("lease lost: not answering queries", "why", why, "err", err)
}

// catchUp marks the holder ready once its consumer has delivered
// everything the stream held.
func (l *lease) catchUp(ctx context.Context) {
	l.mu.Lock()
	done := l.caughtUp
	l.mu.Unlock()
	if done || l.s.cons == nil {
		return
	}
	info, err := l.s.cons.Info(ctx)
	// Delivered is enough: what is in the pipeline is committed within
	// moments, and under steady traffic nothing is ever unacked for long.
	if err != nil || info.NumPending > 0 {
		return
	}
	l.mu.Lock()
	l.caughtUp = true
	l.mu.Unlock()
	l.log.Info("caught up: answering queries", "stream_seq", info.Delivered.Stream)
	// A new holder publishes again the work the stream lost, if it lost
	// any (redispatch.go).
	l.s.goPart(func(context.Context) error { l.s.redispatchOnce(l.s.live); return nil })
}

// release stops the lease and, when held, marks it released
// (compare-and-set) so
// that a standby takes over at once instead of after leaseTTL.
func (l *lease) release() {
	if l == nil {
		return
	}
	l.once.Do(func() {
		close(l.stop)
		<-l.done
		l.mu.Lock()
		leader, rev, term := l.leader, l.rev, l.term
		l.leader, l.caughtUp, l.term = false, false, 0
		l.mu.Unlock()
		l.held.Set(0)
		if leader {
			// Released, not deleted: the value keeps the term, so that
			// the next holder's is above it even if it never saw ours.
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			defer cancel()
			if _, err := l.kv.Update(ctx, leaseKey, leaseValue(nil, term), rev); err != nil {
				l.log.Warn("releasing the lease", "err", err)
			} else {
				l.log.Info("lease released")
			}
		}
	})
}
