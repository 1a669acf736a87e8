package edverify

import (
	"bytes"
	"crypto/ed25519"
	"crypto/sha512"
	"errors"
	"strconv"
	"sync"

	"filippo.io/edwards25519"
)

// Verifier checks signatures of one public key. It is safe for concurrent
// use. Building one costs about as much as 20 verifications and 165 KiB.
type Verifier struct {
	pub   [ed25519.PublicKeySize]byte
	table *table // nil when pub is not a point: every signature fails, as in crypto/ed25519
}

var baseTable = sync.OnceValue(func() *table { return newTable(edwards25519.NewGeneratorPoint()) })

// New builds pub's verifier. A key of the wrong length is an error (where
// crypto/ed25519.Verify panics); a 32-byte key that does not decode to a
// point gives a Verifier that refuses every signature, as crypto/ed25519
// does.
func New(pub ed25519.PublicKey) (*Verifier, error) {
	if l := len(pub); l != ed25519.PublicKeySize {
		return nil, errors.New("edverify: bad public key length: " + strconv.Itoa(l))
	}
	v := &Verifier{}
	copy(v.pub[:], pub)
	if a, err := new(edwards25519.Point).SetBytes(pub); err == nil {
		v.table = newTable(a)
	}
	baseTable()
	return v, nil
}

// Public returns the key the verifier checks.
func (v *Verifier) Public() ed25519.PublicKey { return bytes.Clone(v.pub[:]) }

// Verify reports whether sig is a valid signature of msg by the verifier's
// key, with exactly crypto/ed25519.Verify's answer.
func (v *Verifier) Verify(msg, sig []byte) bool {
	var acc extended
	if !v.sum(msg, sig, &acc) {
		return false
	}
	r, err := new(edwards25519.Point).SetExtendedCoordinates(&acc.X, &acc.Y, &acc.Z, &acc.T)
	if err != nil {
		// Unreachable unless the arithmetic is wrong: answer as the
		// standard library does rather than guess.
		return ed25519.Verify(v.pub[:], msg, sig)
	}
	return bytes.Equal(sig[:32], r.Bytes())
}

// sum applies crypto/ed25519's rules in its order and sets acc to
// R' = [S]B − [k]A; false when a rule refuses the signature first.
func (v *Verifier) sum(msg, sig []byte, acc *extended) bool {
	if len(sig) != ed25519.SignatureSize || sig[63]&224 != 0 || v.table == nil {
		return false
	}
	h := sha512.New()
	h.Write(sig[:32])
	h.Write(v.pub[:])
	h.Write(msg)
	var digest [sha512.Size]byte
	k, err := edwards25519.NewScalar().SetUniformBytes(h.Sum(digest[:0]))
	if err != nil {
		panic("edverify: setting scalar failed") // 64 bytes never fail
	}
	S, err := edwards25519.NewScalar().SetCanonicalBytes(sig[32:])
	if err != nil {
		return false
	}
	// Both products as sums of table entries.
	var sd, kd [nDigits]int8
	recode((*[32]byte)(S.Bytes()), &sd)
	recode((*[32]byte)(k.Bytes()), &kd)
	acc.identity()
	bt := baseTable()
	for i := range nDigits {
		acc.addDigit(bt, i, sd[i], false)
		acc.addDigit(v.table, i, kd[i], true)
	}
	return true
}
