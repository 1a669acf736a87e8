package keys

import (
	"crypto/ed25519"
	"encoding/base64"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"

	"golang.org/x/mod/sumdb/note"

	"github.com/tribunal-dev/tribunal/internal/edverify"
	"github.com/tribunal-dev/tribunal/internal/events"
)

// tableAfter is how many signatures a key's checker verifies with
// crypto/ed25519.Verify before it builds the key's edverify table (the
// work of many verifications, and 165 KiB): a key that signs once (a
// witness checking one request) never pays for it; the ledger's ingest and
// `ledgerd verify --trust`, which check thousands per key, do after a few.
const tableAfter = 32

// sigChecker verifies one trusted key's signatures, exactly as
// crypto/ed25519.Verify would (internal/edverify says how that is proven).
// Safe for concurrent use.
type sigChecker struct {
	pub   ed25519.PublicKey
	uses  atomic.Int64
	build sync.Once
	fast  atomic.Pointer[edverify.Verifier]
}

func newSigChecker(pub ed25519.PublicKey) *sigChecker { return &sigChecker{pub: pub} }

// Verify implements events.SignatureVerifier.
func (c *sigChecker) Verify(msg, sig []byte) bool {
	if v := c.fast.Load(); v != nil {
		return v.Verify(msg, sig)
	}
	if c.uses.Add(1) > tableAfter {
		c.build.Do(func() {
			if v, err := edverify.New(c.pub); err == nil { // err only for a wrong length, refused when the trust was built
				c.fast.Store(v)
			}
		})
		if v := c.fast.Load(); v != nil {
			return v.Verify(msg, sig)
		}
	}
	return ed25519.Verify(c.pub, msg, sig)
}

// noteVerifier is a sumdb/note Ed25519 verifier whose signature checks go
// through a sigChecker: `ledgerd verify --trust` checks every checkpoint of
// a chain with the one checkpoint key.
type noteVerifier struct {
	note.Verifier
	sigs *sigChecker
}

func (v noteVerifier) Verify(msg, sig []byte) bool { return v.sigs.Verify(msg, sig) }

// NoteVerifier is note.NewVerifier(vkey), whose Ed25519 signature checks
// go through a sigChecker: the same answers, less CPU for a verifier of
// many checkpoints (every checkpoint of a chain is checked with one key).
func NoteVerifier(vkey string) (note.Verifier, error) {
	v, err := note.NewVerifier(vkey)
	if err != nil {
		return nil, err
	}
	return fastNoteVerifier(v, vkey), nil
}

// fastNoteVerifier wraps v, parsed by note.NewVerifier from vkey
// (name+hash+base64(alg ‖ key)); v is returned as is unless vkey is an
// Ed25519 key, the only algorithm note knows today.
func fastNoteVerifier(v note.Verifier, vkey string) note.Verifier {
	_, rest, _ := strings.Cut(vkey, "+")
	_, key64, _ := strings.Cut(rest, "+")
	key, err := base64.StdEncoding.DecodeString(key64)
	if err != nil || len(key) != 1+ed25519.PublicKeySize || key[0] != noteAlgEd25519 {
		return v
	}
	return noteVerifier{Verifier: v, sigs: newSigChecker(ed25519.PublicKey(key[1:]))}
}

// noteAlgEd25519 is sumdb/note's algorithm byte for Ed25519 keys.
const noteAlgEd25519 = 1

// VerifyEvents sets roles[i], errs[i] to what VerifyEvent(es[i]) returns,
// for every i. sums, when not nil, holds sums[i] = events.BodyHash(es[i].Body),
// computed by the caller from the same bytes (hashchain.Verify's pool, which
// hands the hash to the fold too); nil means each body is hashed here. The signatures of keys past their table are checked in one
// edverify.VerifyEach (each on its own, the inversions shared), the rest one
// by one: same answers and errors, less CPU for a verifier of many entries.
func (t *Trust) VerifyEvents(es []*events.Event, sums [][32]byte, roles []events.Role, errs []error) {
	var (
		vs         []*edverify.Verifier
		msgs, sigs [][]byte
		at         []int
	)
	for i, e := range es {
		roles[i], errs[i] = "", nil
		if err := e.CheckHeaders(); err != nil {
			errs[i] = err
			continue
		}
		k, ok := t.byID[e.KeyID]
		if !ok {
			errs[i] = fmt.Errorf("%w: event %q is signed by key %q, which the trust file does not list", events.ErrUnknownKey, e.ID, e.KeyID)
			continue
		}
		v := k.sigs.fast.Load()
		if v == nil {
			roles[i], errs[i] = t.VerifyEvent(e)
			continue
		}
		var sum *[32]byte
		if sums != nil {
			sum = &sums[i]
		}
		msg, sig, err := e.SignedBytesOf(k.pub, sum)
		if err != nil {
			errs[i] = err
			continue
		}
		roles[i] = k.role
		vs, msgs, sigs, at = append(vs, v), append(msgs, msg), append(sigs, sig), append(at, i)
	}
	ok := make([]bool, len(vs))
	edverify.VerifyEach(vs, msgs, sigs, ok)
	for j, i := range at {
		if !ok[j] {
			roles[i], errs[i] = "", es[i].BadSignature()
		}
	}
}
