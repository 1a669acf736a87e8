package edverify

import (
	"crypto/ed25519"
	"crypto/sha512"
	"encoding/hex"
	"math/big"
	"math/rand/v2"
	"sync"
	"testing"

	"filippo.io/edwards25519"
)

// check is the differential oracle: edverify's answer must be crypto/ed25519's.
func check(t testing.TB, pub, msg, sig []byte) bool {
	t.Helper()
	want := ed25519.Verify(pub, msg, sig)
	got := verifierFor(t, pub).Verify(msg, sig)
	if got != want {
		t.Fatalf("pub %x msg %x sig %x: edverify %v, crypto/ed25519 %v", pub, msg, sig, got, want)
	}
	return want
}

var (
	cacheMu sync.Mutex
	cache   = map[string]*Verifier{}
)

// verifierFor memoises verifiers so that many signatures share one key's
// table, as in production.
func verifierFor(t testing.TB, pub []byte) *Verifier {
	t.Helper()
	cacheMu.Lock()
	defer cacheMu.Unlock()
	if v, ok := cache[string(pub)]; ok {
		return v
	}
	v, err := New(pub)
	if err != nil {
		t.Fatalf("New(%x): %v", pub, err)
	}
	if len(cache) > 4096 {
		clear(cache)
	}
	cache[string(pub)] = v
	return v
}

func unhex(t testing.TB, s string) []byte {
	t.Helper()
	b, err := hex.DecodeString(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// l is the prime order of the base point.
var l, _ = new(big.Int).SetString("7237005577332262213973186563042994240857116359379907606001950938285454250989", 10)

// p is the field prime 2^255 − 19.
var p = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 255), big.NewInt(19))

// le32 is n (0 ≤ n < 2^256) as 32 little-endian bytes.
func le32(n *big.Int) []byte {
	b := make([]byte, 32)
	n.FillBytes(b)
	for i, j := 0, 31; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	return b
}

func scalarOf(t testing.TB, n *big.Int) *edwards25519.Scalar {
	t.Helper()
	s, err := edwards25519.NewScalar().SetCanonicalBytes(le32(new(big.Int).Mod(n, l)))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func mustPoint(t testing.TB, enc []byte) *edwards25519.Point {
	t.Helper()
	pt, err := new(edwards25519.Point).SetBytes(enc)
	if err != nil {
		t.Fatalf("point %x: %v", enc, err)
	}
	return pt
}

// torsion returns the 8 points of order dividing 8, [i]T8 for a generator
// T8 of the torsion subgroup.
func torsion(t testing.TB) []*edwards25519.Point {
	t.Helper()
	t8 := mustPoint(t, unhex(t, "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a"))
	out := []*edwards25519.Point{edwards25519.NewIdentityPoint()}
	for i := 1; i < 8; i++ {
		out = append(out, new(edwards25519.Point).Add(out[i-1], t8))
	}
	if new(edwards25519.Point).Add(out[7], t8).Equal(edwards25519.NewIdentityPoint()) != 1 {
		t.Fatal("T8 is not of order 8")
	}
	return out
}

// smallOrderEncodings lists every 32-byte string that decodes to a point of
// small order: the canonical encodings, the sign bit set where x = 0, and
// y + p where that fits in 255 bits.
func smallOrderEncodings(t testing.TB) [][]byte {
	t.Helper()
	var out [][]byte
	for _, pt := range torsion(t) {
		enc := pt.Bytes()
		y := new(big.Int).SetBytes(reverse(enc))
		y.SetBit(y, 255, 0)
		for _, yy := range []*big.Int{y, new(big.Int).Add(y, p)} {
			if yy.BitLen() > 255 {
				continue
			}
			for _, sign := range []uint{0, 1} {
				b := le32(yy)
				b[31] |= byte(sign << 7)
				if _, err := new(edwards25519.Point).SetBytes(b); err == nil {
					out = append(out, b)
				}
			}
		}
	}
	return out
}

func reverse(b []byte) []byte {
	r := make([]byte, len(b))
	for i := range b {
		r[len(b)-1-i] = b[i]
	}
	return r
}

// keyPair is a secret scalar a and its point A = [a]B + T (T torsion, maybe
// the identity); sign makes S = r + k·a, which is valid under the
// cofactorless equation only when [k]T cancels against R's torsion.
type keyPair struct {
	a   *edwards25519.Scalar
	pub []byte
}

func newKeyPair(t testing.TB, rng *rand.Rand, tor *edwards25519.Point) keyPair {
	t.Helper()
	a := randScalar(t, rng)
	A := new(edwards25519.Point).ScalarBaseMult(a)
	A.Add(A, tor)
	return keyPair{a: a, pub: A.Bytes()}
}

func randScalar(t testing.TB, rng *rand.Rand) *edwards25519.Scalar {
	t.Helper()
	var b [64]byte
	for i := range b {
		b[i] = byte(rng.Uint32())
	}
	s, err := edwards25519.NewScalar().SetUniformBytes(b[:])
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// sign returns R ‖ S with R = [r]B + rTor, S = r + k·a.
func (kp keyPair) sign(t testing.TB, rng *rand.Rand, msg []byte, rTor *edwards25519.Point) []byte {
	t.Helper()
	r := randScalar(t, rng)
	R := new(edwards25519.Point).ScalarBaseMult(r)
	R.Add(R, rTor)
	h := sha512.New()
	h.Write(R.Bytes())
	h.Write(kp.pub)
	h.Write(msg)
	k, err := edwards25519.NewScalar().SetUniformBytes(h.Sum(nil))
	if err != nil {
		t.Fatal(err)
	}
	S := edwards25519.NewScalar().MultiplyAdd(k, kp.a, r)
	return append(R.Bytes(), S.Bytes()...)
}

// checkEach is check for VerifyEach: every answer of one batch over
// triples (pub, msg, sig) must be crypto/ed25519's.
func checkEach(t testing.TB, triples [][3][]byte) {
	t.Helper()
	vs := make([]*Verifier, len(triples))
	msgs := make([][]byte, len(triples))
	sigs := make([][]byte, len(triples))
	for i, c := range triples {
		vs[i], msgs[i], sigs[i] = verifierFor(t, c[0]), c[1], c[2]
	}
	ok := make([]bool, len(triples))
	VerifyEach(vs, msgs, sigs, ok)
	for i, c := range triples {
		if want := ed25519.Verify(c[0], c[1], c[2]); ok[i] != want {
			t.Fatalf("VerifyEach item %d of %d: pub %x msg %x sig %x: %v, crypto/ed25519 %v", i, len(triples), c[0], c[1], c[2], ok[i], want)
		}
	}
}
