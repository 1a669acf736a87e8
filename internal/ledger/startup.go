package ledger

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/hashchain"
)

// ErrChainMissing reports a chain file that is missing or empty next to
// an event stream that held history before the ledger started: starting
// would begin a new, empty chain beside the old one's events, or re-derive
// them under today's keys and trust file without anybody asking for it.
var ErrChainMissing = errors.New("ledger: the chain file is missing or empty but the event stream holds history")

// ErrChainDamaged reports a chain file that cannot be read safely
// (hashchain.ErrDamaged).
var ErrChainDamaged = hashchain.ErrDamaged

// chainFile is what the chain file was before the ledger opened it.
type chainFile int

const (
	chainAbsent chainFile = iota // no file: Open creates it
	chainZero                    // a zero-length file: Open initialises it
	chainExists                  // a file with content, checked
)

func (c chainFile) String() string {
	switch c {
	case chainAbsent:
		return "missing"
	case chainZero:
		return "empty (zero bytes)"
	}
	return "present"
}

// inspectChainFile says what the chain file is and, for one with content,
// checks that every page of it can be read (hashchain.CheckFile) before
// bbolt opens it for writing, so that a damaged file is one line and never
// a panic.
func inspectChainFile(path string) (chainFile, error) {
	st, err := os.Stat(path)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return chainAbsent, nil
	case err != nil:
		return 0, fmt.Errorf("%w: chain %s: %w", ErrConfig, path, err)
	case !st.Mode().IsRegular():
		return 0, fmt.Errorf("%w: chain %s is not a regular file", ErrConfig, path)
	case st.Size() == 0:
		return chainZero, nil
	}
	if err := hashchain.CheckFile(path); err != nil {
		if errors.Is(err, hashchain.ErrDamaged) {
			return 0, fmt.Errorf("%w; restore it from a backup (docs/OPERATIONS.md §5), or move it aside and rebuild it from the stream with ledgerd serve --rebuild", err)
		}
		return 0, fmt.Errorf("ledger: %w", err)
	}
	return chainExists, nil
}

// clockAllowance is how far ahead of the ledger's clock a NATS server's
// clock may run for checkHistory to take a message as stored after the
// ledger started: a message is taken as newer only when its stored time
// is later than the ledger's start by more than this. NTP keeps hosts
// within milliseconds of each other, and the processes of one host share
// its clock; a server whose clock runs further ahead can make a lost
// chain's history look new (docs/OPERATIONS.md §5).
const clockAllowance = time.Second

// startFrom is where checkHistory lets the ledger start.
type startFrom int

const (
	fromChain   startFrom = iota // the chain file's chain, after its last entry (none: sequence 1)
	fromRebuild                  // --rebuild: a missing or empty file, from the stream's sequence 1
	fromNew                      // a missing or empty file beside history that is all newer than the ledger: sequence 1
)

// checkHistory refuses a chain file that was missing or of zero length
// when the stream already held messages at the ledger's first look at it
// (firstLook) and they were not all stored after the ledger began (began,
// read before it inspected its chain file), unless the operator asked to
// rebuild it (Config.Rebuild).
//
// Whatever chain a missing file once held was lost before the ledger
// found it missing, and so covered only messages stored before began. A
// stream whose first message was stored after began, and which still
// holds every message from sequence 1, holds nothing such a chain could
// have covered: ingesting it from sequence 1 is exactly what this ledger
// was going to do (fromNew). That is the race firstLook narrows and cannot
// close: its first request may go unanswered while the cluster elects its
// leaders, and meanwhile another ledger creates the stream and clients
// publish. The stored time is the NATS server's clock, began the ledger's:
// the message must be newer by more than clockAllowance, and a stream
// whose first message is within it is refused, as a lost chain would be.
// The first message's stored time, not the stream's creation time, is
// what says whether the stream held history at began: a stream created
// before began and still empty then held none. JetStream stamps it when it
// stores the message (no publisher can set it), and a restored stream
// keeps its messages' times.
//
// A rebuild is the ledger's ordinary ingest from sequence 1, as a hot
// standby builds its chain: sound only when the stream still holds every
// message from sequence 1, which it checks. A rebuild of a file that holds
// a chain is refused. A valid chain file of no entries is one this ledger
// created and never committed to (it crashed first): ingesting from
// sequence 1 is what it was doing.
func checkHistory(was chainFile, size uint64, st jetstream.StreamState, began time.Time, rebuild bool, path string) (startFrom, error) {
	if rebuild && size > 0 {
		return 0, fmt.Errorf("%w: --rebuild: %s already holds a chain of %d entries; rebuild only into a missing or empty file", ErrConfig, path, size)
	}
	if was == chainExists || st.LastSeq == 0 {
		return fromChain, nil
	}
	fromOne := st.FirstSeq == 1 && st.Msgs == st.LastSeq
	switch {
	case rebuild && fromOne:
		return fromRebuild, nil
	case rebuild:
		return 0, fmt.Errorf("%w: --rebuild: stream %s no longer holds every message from sequence 1 (it holds %d messages, sequences %d-%d); restore %s from a backup (docs/OPERATIONS.md §5)",
			ErrChainMissing, broker.StreamName, st.Msgs, st.FirstSeq, st.LastSeq, path)
	case fromOne && st.FirstTime.After(began.Add(clockAllowance)):
		return fromNew, nil
	}
	when := ""
	switch {
	case !fromOne:
	case st.FirstTime.Before(began):
		when = fmt.Sprintf(", the first stored at %s, before this ledger started at %s", stamp(st.FirstTime), stamp(began))
	default:
		when = fmt.Sprintf(", the first stored at %s, within %s (the clocks' allowance) of this ledger's start at %s", stamp(st.FirstTime), clockAllowance, stamp(began))
	}
	return 0, fmt.Errorf("%w: %s is %s and stream %s holds sequences %d-%d%s; restore it from a backup (docs/OPERATIONS.md §5), or rebuild it from the stream with ledgerd serve --rebuild",
		ErrChainMissing, path, was, broker.StreamName, st.FirstSeq, st.LastSeq, when)
}

// stamp is a time in a refusal's line: UTC, to the millisecond.
func stamp(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05.000Z") }

// firstLook returns the event stream's state when the ledger first
// reaches it (the zero state: no stream yet), for checkHistory. Judged at
// the end of the set-up instead, a chain file was refused that had lost
// nothing: two ledgers of a new deployment start together, the slower
// one's set-up may take several tries (of up to tryTimeout each) on a
// cluster still electing its leaders, and meanwhile the faster one answers
// and clients publish — messages that came after this ledger's file was
// created (e2e TestClusterKill lost its standby to "ledger-a.db is
// missing and stream TRIBUNAL_EVENTS holds sequences 1-12", and then had
// no ledger at all once it killed the other one).
//
// A request sent before the cluster has elected its meta leader is never
// answered, so the first try waits a second and each later one a second
// longer (up to tryTimeout): the look comes soon after the cluster can
// answer, and a slow answer is still waited for. The look is as good
// however late its answer comes: it tells the state when the server
// read the request. A try that was never answered still makes the look
// later than the ledger's start, and what was stored in between (the
// other ledger's stream, the clients' first messages) is history of the
// look: checkHistory accepts it by its stored time, which firstLook's
// answer carries (StreamState.FirstTime).
func firstLook(ctx context.Context, js jetstream.JetStream, avail *availability) (jetstream.StreamState, error) {
	var state jetstream.StreamState
	var wait time.Duration
	err := avail.untilAvailable(ctx, "looking at the stream", func(ctx context.Context) error {
		wait += time.Second
		ctx, cancel := context.WithTimeout(ctx, wait)
		defer cancel()
		st, err := js.Stream(ctx, broker.StreamName)
		switch {
		case errors.Is(err, jetstream.ErrStreamNotFound):
			return nil
		case err != nil:
			return err
		}
		state = st.CachedInfo().State
		return nil
	})
	if err != nil {
		return state, fmt.Errorf("ledger: stream %s: %w", broker.StreamName, err)
	}
	return state, nil
}

// undoCreate puts a chain file that was missing or empty back as it was,
// after a failed start: a file is only created by a ledger that started.
func undoCreate(was chainFile, path string) {
	switch was {
	case chainAbsent:
		os.Remove(path)
	case chainZero:
		os.Truncate(path, 0)
	}
}
