package govern

import (
	"bytes"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// prepared is an entry's body decoded ahead of Feed (see Prepare).
type prepared struct {
	// body is a copy of the entry's body, which the state may keep; nil
	// for a blob chunk, which the fold keeps nothing of (Apply derives
	// nothing from one): the largest bodies of a chain are not copied.
	body    []byte
	sub     events.Subject
	subErr  error
	decoded events.Body
	decErr  error
}

// Prepare decodes e's subject and body for a later Feed of the same
// entry. It reads nothing of the replay's state, so a verifier runs it on
// every core, ahead of the ordered fold (hashchain.VerifyOptions.Prepare);
// Feed then folds the decoded body instead of decoding it again. Every
// entry is decoded, the derived ones too (whether an entry is an input
// depends on the entries before it); those are small.
func (p *Replayer) Prepare(e *chainformat.Entry) any { return p.prepare(e) }

func (p *Replayer) prepare(e *chainformat.Entry) *prepared {
	// The decoded body never aliases the entry's bytes (a Chain.Scan
	// entry aliases the database). A blob chunk is decoded from them into
	// strings of its own and kept nothing of; any other body is copied
	// once, kept, and decoded from that copy, its strings sharing it
	// (DecodeForOwned): one copy of each body, not two.
	d := &prepared{}
	d.sub, d.subErr = events.ParseSubject(e.Event.Subject)
	switch {
	case d.subErr == nil && d.sub.Kind == events.KindBlob:
		if d.decoded, d.decErr = events.DecodeFor(d.sub, e.Event.Body); d.decErr != nil {
			d.body = bytes.Clone(e.Event.Body)
		}
	case d.subErr == nil:
		d.body = bytes.Clone(e.Event.Body)
		d.decoded, d.decErr = events.DecodeForOwned(d.sub, d.body)
	default:
		d.body = bytes.Clone(e.Event.Body)
	}
	return d
}
