package ledger

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/tribunal-dev/tribunal/internal/broker"
	"github.com/tribunal-dev/tribunal/internal/hashchain"
)

// ErrChainMissing reports a chain file that is missing or empty next to
// an event stream that holds history: starting would begin a new, empty
// chain beside the old one's events, or re-derive them under today's keys
// and trust file without anybody asking for it.
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

// checkHistory refuses a chain file that was missing or of zero length
// when the stream already held messages at the ledger's first look at it
// (firstLook), unless the operator asked to rebuild it
// (Config.Rebuild). A rebuild is the ledger's ordinary ingest from
// sequence 1, as a hot standby builds its chain: sound only when the
// stream still holds every message from sequence 1, which it checks. A
// rebuild of a file that holds a chain is refused. A valid chain file of
// no entries is one this ledger created and never committed to (it
// crashed first): ingesting from sequence 1 is what it was doing.
func checkHistory(was chainFile, size uint64, st jetstream.StreamState, rebuild bool, path string) error {
	if rebuild && size > 0 {
		return fmt.Errorf("%w: --rebuild: %s already holds a chain of %d entries; rebuild only into a missing or empty file", ErrConfig, path, size)
	}
	if was == chainExists || st.LastSeq == 0 {
		return nil
	}
	if !rebuild {
		return fmt.Errorf("%w: %s is %s and stream %s holds sequences %d-%d; restore it from a backup (docs/OPERATIONS.md §5), or rebuild it from the stream with ledgerd serve --rebuild",
			ErrChainMissing, path, was, broker.StreamName, st.FirstSeq, st.LastSeq)
	}
	if st.FirstSeq != 1 || st.Msgs != st.LastSeq {
		return fmt.Errorf("%w: --rebuild: stream %s no longer holds every message from sequence 1 (it holds %d messages, sequences %d-%d); restore %s from a backup (docs/OPERATIONS.md §5)",
			ErrChainMissing, broker.StreamName, st.Msgs, st.FirstSeq, st.LastSeq, path)
	}
	return nil
}

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
// read the request.
func firstLook(ctx context.Context, js jetstream.JetStream, log *slog.Logger) (jetstream.StreamState, error) {
	var state jetstream.StreamState
	var wait time.Duration
	err := untilAvailable(ctx, log, func(ctx context.Context) error {
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
