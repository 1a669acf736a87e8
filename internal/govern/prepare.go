package govern

import (
	"bytes"
	"encoding/hex"
	"strings"

	"github.com/tribunal-dev/tribunal/internal/chainformat"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// prepared is an entry's body decoded ahead of Feed (see Prepare).
type prepared struct {
	// body is a copy of the entry's body, which the state may keep (the
	// entry's own bytes when the replay borrows them: Replayer.Borrow);
	// nil for a blob chunk that decodes, which the fold keeps nothing of
	// (decodeChunk): the largest bodies of a chain are not copied.
	body    []byte
	sub     events.Subject
	subErr  error
	decoded events.Body
	decErr  error
	// sum is hex(H(body)) of a witness report, for the seal check of a
	// checking replay (see Replayer.sums); "" otherwise.
	sum string
	// deferred: nothing was decoded or copied, because the entry is on a
	// subject the fold derives (derivable); Feed decodes it only if it
	// turns out to be an input.
	deferred bool
}

// Prepare decodes e's subject and body for a later Feed of the same
// entry. It reads nothing of the replay's state, so a verifier runs it on
// every core, ahead of the ordered fold (hashchain.VerifyOptions.Prepare);
// Feed then folds the decoded body instead of decoding it again. An entry
// on a subject the fold derives is left to Feed: whether it is an input
// depends on the entries before it, and a derived entry is never decoded
// (Feed compares its bytes with the fold's own event).
func (p *Replayer) Prepare(e *chainformat.Entry) any {
	sub, err := events.ParseSubject(e.Event.Subject)
	if err == nil && derivable(sub) {
		return &prepared{deferred: true}
	}
	return p.prepare(e)
}

// derivable reports whether the fold derives events on subject sub
// (out.add): the ledger's transitions, seals and rejections. A rejected.v1
// is also the ledger's wrapper of a refused message, an input.
func derivable(sub events.Subject) bool {
	if sub.Role != events.RoleLedger {
		return false
	}
	switch sub.Kind {
	case events.KindTransition, events.KindSeal, events.KindRejected:
		return true
	}
	return false
}

func (p *Replayer) prepare(e *chainformat.Entry) *prepared {
	// The decoded body never aliases the entry's bytes (a Chain.Scan
	// entry aliases the database) unless the replay borrows them. Any
	// body but a blob chunk is kept, and decoded from the bytes kept, its
	// strings sharing them (DecodeForOwned): at most one copy of each
	// body, not two.
	d := &prepared{}
	d.sub, d.subErr = events.ParseSubject(e.Event.Subject)
	switch {
	case d.subErr == nil && d.sub.Kind == events.KindBlob:
		d.decoded, d.decErr = decodeChunk(d.sub, e.Event.Body)
		if d.decErr != nil {
			d.body = p.keep(e.Event.Body)
		}
	case d.subErr == nil:
		d.body = p.keep(e.Event.Body)
		d.decoded, d.decErr = events.DecodeForOwned(d.sub, d.body)
		switch d.decoded.(type) {
		case *events.ObservationW1, *events.VisualVerdict:
			if p.Check {
				d.sum = bodySum(e, d.body)
			}
		}
	default:
		d.body = p.keep(e.Event.Body)
	}
	return d
}

// keep is the body the state keeps of an entry whose body is b: b itself
// when the replay borrows the entries' bytes (Borrow), else a copy.
func (p *Replayer) keep(b []byte) []byte {
	if p.Borrow {
		return b
	}
	return bytes.Clone(b)
}

// decodeChunk decodes a blob chunk in place, over the entry's bytes,
// and detaches the result from them. A chunk's data is most of a chain's
// bytes; the decode checks it (canonical base64, and a one-chunk blob's
// hash) and the fold reads nothing of it (Apply notes where the chunk
// is), so it is not copied and not kept: the chunk comes back with Data
// empty and its other strings copied. Errors never alias the data.
func decodeChunk(sub events.Subject, body []byte) (events.Body, error) {
	v, err := events.DecodeForOwned(sub, body)
	if err != nil {
		return nil, err
	}
	b := v.(*events.Blob)
	b.SchemaName, b.ReqID, b.AttID = strings.Clone(b.SchemaName), strings.Clone(b.ReqID), strings.Clone(b.AttID)
	b.SHA256, b.MediaType, b.Data = strings.Clone(b.SHA256), strings.Clone(b.MediaType), ""
	return b, nil
}

// bodySum is hexSum(body) for the body of entry e (body is e's body or a
// copy of it): the hash hashchain.Verify took of the entry's bytes for
// the signature check when it hands one over, else the body's own.
func bodySum(e *chainformat.Entry, body []byte) string {
	if e.BodyHash != nil {
		return hex.EncodeToString(e.BodyHash[:])
	}
	return hexSum(body)
}
