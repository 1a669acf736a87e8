package govern

import (
	"bytes"
	"fmt"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// ReplaySummary counts what a replay re-derived.
type ReplaySummary struct {
	Inputs      uint64 `json:"inputs"`
	Derived     uint64 `json:"derived"`
	Requests    int    `json:"requests"`
	Transitions uint64 `json:"transitions"`
	Seals       uint64 `json:"seals"`
	Rejections  uint64 `json:"fold_rejections"`
	Scars       int    `json:"scars"`
}

// Replayer folds a chain's entries in order from scratch. The ledger
// appends the records of one message together and they share its stream
// sequence: the first is the input (the event or the ledger's wrapper of
// it), the ones after it with the same sequence are what Apply derived. Feed checks that the
// entries after each input are exactly the events the fold derives again —
// subject, id, stream sequence, time and body bytes — and that each seal's
// composite hash is H(w1 + w2 + w3 + "PASS_CANDIDATE") over the stored
// report and decision bytes. Signatures are hashchain.Verify's job.
type Replayer struct {
	State *State
	Sum   ReplaySummary
	// Check: compare derived entries (an auditor); false only rebuilds
	// state from inputs (the ledger at start-up).
	Check bool
	// Borrow: the entries' bodies stay valid and unchanged for as long as
	// the state is read, so the state keeps them as they are instead of a
	// copy of each (Prepare and Feed copy every body but a blob chunk's
	// otherwise). ledgerd verify folds inside hashchain.Verify's read
	// transaction, whose entries alias the file's memory map, and reads
	// nothing of the state once it ends but Finish's counts: the state's
	// bodies, and the decoded strings that share them, are the file's
	// pages, already read for the hashes, not tens of MB of fresh memory.
	// After the transaction the state's bytes are gone: reading them
	// faults.
	Borrow bool

	expect []Derived
	// sums holds hex(H(body)) of every witness report input by event id
	// (the first input of an id, as the fold keeps the first), hashed from
	// the entry's own bytes ahead of the fold (Prepare, on every core).
	// The fold's record of a report's hash takes the same value, so what
	// makes checkSeal a check is the other side: the chain's seal, written
	// from the live ledger's own hashing, must match these sums of the
	// stored bytes.
	sums    map[string]string
	inSeq   uint64
	inTime  int64
	inIndex uint64
	started bool
}

// NewReplayer starts a replay of an empty chain.
func NewReplayer(check bool) *Replayer {
	return &Replayer{State: New(), Check: check, sums: map[string]string{}}
}

func fault(index uint64, check, expected, actual, detail string) error {
	return &chainformat.VerifyError{Index: int64(index), Check: check, Expected: expected, Actual: actual, Detail: detail}
}

// Feed folds the next entry. Whether an entry is an input or derived is
// read from the chain itself (its stream sequence), so a lenient replay
// of a chain written by another fold version, or by a ledger that did not
// govern, still finds every input.
func (p *Replayer) Feed(e chainformat.Entry) error {
	if p.started && e.Seq == p.inSeq {
		p.Sum.Derived++
		if len(p.expect) == 0 {
			if p.Check {
				return fault(e.Index, "fold.unexpected", "no further event derived from entry "+fmt.Sprint(p.inIndex), e.Event.ID+" on "+e.Event.Subject, "an entry shares the stream sequence of the input before it but the fold derives no such event")
			}
			return nil
		}
		d := p.expect[0]
		p.expect = p.expect[1:]
		if !p.Check {
			return nil
		}
		switch {
		case e.Time != p.inTime:
			return fault(e.Index, "fold.position", fmt.Sprintf("%s at time %d", d.ID, p.inTime), fmt.Sprintf("%s at time %d", e.Event.ID, e.Time), fmt.Sprintf("the fold derives %s from entry %d", d.ID, p.inIndex))
		case e.Event.ID != d.ID:
			return fault(e.Index, "fold.id", d.ID, e.Event.ID, fmt.Sprintf("derived from entry %d", p.inIndex))
		case e.Event.Subject != d.Subject:
			return fault(e.Index, "fold.subject", d.Subject, e.Event.Subject, "derived event "+d.ID)
		case !bytes.Equal(e.Event.Body, d.Body):
			return fault(e.Index, "fold.body", "hex(H(body)) "+hexSum(d.Body), "hex(H(body)) "+hexSum(e.Event.Body), fmt.Sprintf("derived event %s: the chain holds %s, the fold derives %s", d.ID, clip(string(e.Event.Body)), clip(string(d.Body))))
		}
		if seal, ok := d.Decoded.(*events.Seal); ok {
			if err := p.checkSeal(e, seal); err != nil {
				return err
			}
		}
		return nil
	}
	if p.Check && len(p.expect) > 0 {
		return fault(e.Index, "fold.missing", p.expect[0].ID+" on "+p.expect[0].Subject, e.Event.ID+" on "+e.Event.Subject, fmt.Sprintf("entry %d derives %d more event(s) before the next input", p.inIndex, len(p.expect)))
	}
	p.expect = nil
	p.started, p.inSeq, p.inTime, p.inIndex = true, e.Seq, e.Time, e.Index
	p.Sum.Inputs++
	d, ok := e.Prepared.(*prepared)
	if !ok || d.deferred {
		d = p.prepare(&e)
	}
	// Entries from Chain.Scan alias the database; the state keeps bodies
	// (but none of a blob chunk's, see prepared.body).
	if d.body != nil {
		e.Event.Body = d.body
	}
	if _, seen := p.sums[e.Event.ID]; d.sum != "" && !seen {
		p.sums[e.Event.ID] = d.sum
	}
	sub, err := d.sub, d.subErr
	if err != nil {
		return p.undecodable(e, fault(e.Index, "fold.decode", "an event subject", e.Event.Subject, err.Error()))
	}
	body, err := d.decoded, d.decErr
	if err != nil {
		return p.undecodable(e, fault(e.Index, "fold.decode", "a valid "+sub.Schema()+" body", "undecodable body", err.Error()))
	}
	// Prepare hashed a report's body (d.sum) from the bytes Apply keeps;
	// the state's record of the hash takes it rather than hashing again
	// on this, the fold's one goroutine.
	p.State.inputSum = d.sum
	ds, err := p.State.Apply(chainformat.Record{Seq: e.Seq, Time: e.Time, Event: e.Event}, body)
	p.State.inputSum = ""
	if err != nil {
		return err
	}
	for _, d := range ds {
		switch d.Decoded.(type) {
		case *events.StateTransition:
			p.Sum.Transitions++
		case *events.Seal:
			p.Sum.Seals++
		case *events.Rejected:
			p.Sum.Rejections++
		}
	}
	p.expect = ds
	return nil
}

// undecodable: an input the ledger's classifier would never have
// accepted is a fault for an auditor; a lenient replay skips it.
func (p *Replayer) undecodable(_ chainformat.Entry, err error) error {
	if p.Check {
		return err
	}
	return nil
}

// checkSeal recomputes a seal from the stored bytes it names,
// independently of the fold's own bookkeeping: the reports' hashes are
// those of the entries the fold names, hashed from the chain's bytes.
func (p *Replayer) checkSeal(e chainformat.Entry, s *events.Seal) error {
	r := p.State.Request(s.ReqID)
	a := r.attempt(s.AttID)
	w1, w2, w3 := p.sumOf(a.W1), p.sumOf(a.W2), r.DecisionHash
	want := events.CompositeHash(w1, w2, w3)
	if s.W1Hash != w1 || s.W2Hash != w2 || s.W3Hash != w3 || s.CompositeHash != want {
		return fault(e.Index, "seal.composite", want, s.CompositeHash, "composite_hash = H(w1.hash + w2.hash + w3.hash + \"PASS_CANDIDATE\") over the stored report and decision bytes")
	}
	return nil
}

// sumOf is hex(H(body)) of report r's entry, as Prepare hashed it, or
// hashed now from the body the fold keeps when Prepare did not see it.
func (p *Replayer) sumOf(r *Report) string {
	if sum, ok := p.sums[r.EventID]; ok {
		return sum
	}
	return hexSum(r.Body)
}

// Finish ends the replay: every event the last input derives must be on
// the chain. size is the chain's size.
func (p *Replayer) Finish(size uint64) (*ReplaySummary, error) {
	if p.Check && len(p.expect) > 0 {
		return nil, fault(size, "fold.missing", p.expect[0].ID+" on "+p.expect[0].Subject, "end of chain", fmt.Sprintf("entry %d derives %d more event(s)", p.inIndex, len(p.expect)))
	}
	p.Sum.Requests = len(p.State.requests)
	p.Sum.Scars = len(p.State.scars)
	s := p.Sum
	return &s, nil
}
