package query

import (
	"fmt"
	"strconv"
	"sync/atomic"

	"github.com/nats-io/nats.go"
)

// HeaderLeaseTerm is a reply's fencing token: the lease term of the
// ledger that answered — the lease key's revision at which that ledger
// won the lease (docs/ARCHITECTURE.md, "Fencing"). Terms only grow: each
// win is a compare-and-set write of the key, and a key-value bucket's
// revisions are its stream's sequences. A ledger without a lease (the only
// one) sends none.
const HeaderLeaseTerm = "Tribunal-Lease-Term"

// StaleAnswerError is an answer refused because its lease term is below
// one this client has already had an answer under: it comes from a
// ledger that has lost the lease (paused, cut off, or its clock stopped)
// and may not know what its successor has answered since. Expected is the
// highest term seen, Actual the answer's (0: none sent).
type StaleAnswerError struct {
	Subject          string
	Expected, Actual uint64
}

func (e *StaleAnswerError) Error() string {
	return fmt.Sprintf("query %s: answer from lease term %d refused: this client has had answers from term %d (a ledger that lost the lease answered)", e.Subject, e.Actual, e.Expected)
}

// fence is a client's highest lease term seen.
type fence struct{ highest atomic.Uint64 }

// admit reads the reply's term and refuses a stale one; otherwise it
// raises the highest term to it. A reply with an unreadable term is
// malformed.
func (f *fence) admit(subject string, m *nats.Msg) error {
	var term uint64
	if v := m.Header.Get(HeaderLeaseTerm); v != "" {
		t, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			return fmt.Errorf("%w: %s %q", ErrBadReply, HeaderLeaseTerm, v)
		}
		term = t
	}
	for {
		h := f.highest.Load()
		if term < h {
			return &StaleAnswerError{Subject: subject, Expected: h, Actual: term}
		}
		if term == h || f.highest.CompareAndSwap(h, term) {
			return nil
		}
	}
}
