package edverify

import (
	"bufio"
	"compress/gzip"
	"crypto/ed25519"
	"encoding/json"
	"math/big"
	"math/rand/v2"
	"os"
	"strings"
	"sync"
	"testing"

	"filippo.io/edwards25519"
)

func readGz(t testing.TB, name string) []byte {
	t.Helper()
	f, err := os.Open("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	sc := bufio.NewScanner(z)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		b.WriteString(sc.Text())
		b.WriteByte('\n')
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return []byte(b.String())
}

// TestCCTVVectors: the 914 C2SP/CCTV edge cases (low-order, non-canonical
// and mixed-order A and R, reencoded k) give crypto/ed25519's answers.
func TestCCTVVectors(t *testing.T) {
	var vs []struct {
		Key, Sig, Msg string
	}
	if err := json.Unmarshal(readGz(t, "ed25519vectors.json.gz"), &vs); err != nil {
		t.Fatal(err)
	}
	if len(vs) != 914 {
		t.Fatalf("%d vectors, want 914", len(vs))
	}
	acc := 0
	var all [][3][]byte
	for _, v := range vs {
		if check(t, unhex(t, v.Key), []byte(v.Msg), unhex(t, v.Sig)) {
			acc++
		}
		all = append(all, [3][]byte{unhex(t, v.Key), []byte(v.Msg), unhex(t, v.Sig)})
	}
	checkEach(t, all)
	t.Logf("%d of %d accepted by both", acc, len(vs))
	if acc == 0 || acc == len(vs) {
		t.Fatalf("%d accepted: the set must have both outcomes", acc)
	}
}

// TestSpeccheckCases: the ed25519-speccheck cases.
func TestSpeccheckCases(t *testing.T) {
	b, err := os.ReadFile("testdata/speccheck-cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var cs []struct {
		Message   string `json:"message"`
		PubKey    string `json:"pub_key"`
		Signature string `json:"signature"`
	}
	if err := json.Unmarshal(b, &cs); err != nil {
		t.Fatal(err)
	}
	var got []bool
	for _, c := range cs {
		got = append(got, check(t, unhex(t, c.PubKey), unhex(t, c.Message), unhex(t, c.Signature)))
	}
	t.Logf("accepted: %v", got)
}

// TestSignInput: the 128 sign.input vectors (all valid), and each with a
// flipped bit in R, S and the message (all invalid).
func TestSignInput(t *testing.T) {
	lines := strings.Split(strings.TrimSpace(string(readGz(t, "sign.input.gz"))), "\n")
	if len(lines) != 128 {
		t.Fatalf("%d lines", len(lines))
	}
	for n, line := range lines {
		parts := strings.Split(line, ":")
		pub, msg, sig := unhex(t, parts[1]), unhex(t, parts[2]), unhex(t, parts[3])[:64]
		if !check(t, pub, msg, sig) {
			t.Fatalf("line %d: refused", n+1)
		}
		for _, bit := range []int{n % 256, 256 + n%253} {
			bad := append([]byte(nil), sig...)
			bad[bit/8] ^= 1 << (bit % 8)
			check(t, pub, msg, bad)
		}
		if len(msg) > 0 {
			bad := append([]byte(nil), msg...)
			bad[n%len(bad)] ^= 1
			check(t, pub, bad, sig)
		}
	}
}

// edgeCases builds (pub, msg, sig) triples around every rule of
// crypto/ed25519's verification; they also seed FuzzVerify.
func edgeCases(t testing.TB) [][3][]byte {
	rng := rand.New(rand.NewPCG(7, 8))
	tor := torsion(t)
	msg := []byte("tribunal edverify edge case")
	var out [][3][]byte
	add := func(pub, m, sig []byte) { out = append(out, [3][]byte{pub, m, sig}) }

	// Keys with every torsion component, signatures with every torsion
	// component in R: accepted exactly when R's torsion equals −[k]T.
	for ti, T := range tor {
		kp := newKeyPair(t, rng, T)
		for ri, RT := range tor {
			for n := range 4 {
				m := append(msg, byte(ti), byte(ri), byte(n))
				add(kp.pub, m, kp.sign(t, rng, m, RT))
			}
		}
	}

	// Small-order encodings (canonical and not) as A and as R, S = 0 and not.
	enc := smallOrderEncodings(t)
	good := newKeyPair(t, rng, tor[0])
	for _, e := range enc {
		for _, S := range [][]byte{make([]byte, 32), le32(big.NewInt(1)), randScalar(t, rng).Bytes()} {
			for _, R := range enc {
				add(e, msg, append(append([]byte(nil), R...), S...))
			}
			add(good.pub, msg, append(append([]byte(nil), e...), S...))
		}
	}

	// S at and around l and 2^253, top bits of sig[63].
	sig := good.sign(t, rng, msg, tor[0])
	two253 := new(big.Int).Lsh(big.NewInt(1), 253)
	sInt := new(big.Int).SetBytes(reverse(sig[32:]))
	for _, S := range []*big.Int{
		new(big.Int).Sub(l, big.NewInt(1)), l, new(big.Int).Add(l, big.NewInt(1)),
		new(big.Int).Add(sInt, l), // same S mod l, not canonical
		new(big.Int).Sub(two253, big.NewInt(1)), two253,
		new(big.Int).Add(sInt, two253),
		new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1)),
	} {
		add(good.pub, msg, append(append([]byte(nil), sig[:32]...), le32(S)...))
	}
	for _, top := range []byte{0x20, 0x40, 0x80, 0xe0} {
		bad := append([]byte(nil), sig...)
		bad[63] |= top
		add(good.pub, msg, bad)
	}

	// Non-canonical y (y ≥ p) for A and R where the point decodes.
	for _, pt := range []*edwards25519.Point{mustPoint(t, good.pub), mustPoint(t, sig[:32])} {
		y := new(big.Int).SetBytes(reverse(pt.Bytes()))
		sign := y.Bit(255)
		y.SetBit(y, 255, 0)
		if y.Cmp(big.NewInt(19)) < 0 {
			b := le32(new(big.Int).Add(y, p))
			b[31] |= byte(sign << 7)
			add(b, msg, sig)
		}
	}

	// Keys that are not points; the identity as key; flipped bits.
	var notPoint []byte
	for i := byte(2); notPoint == nil; i++ {
		cand := append(make([]byte, 31), 0)
		cand[0] = i
		if _, err := new(edwards25519.Point).SetBytes(cand); err != nil {
			notPoint = cand
		}
	}
	add(notPoint, msg, sig)
	add(edwards25519.NewIdentityPoint().Bytes(), msg, sig)
	add(good.pub, msg, sig)
	for _, bit := range []int{0, 7, 100, 255, 256, 300, 500, 508} {
		bad := append([]byte(nil), sig...)
		bad[bit/8] ^= 1 << (bit % 8)
		add(good.pub, msg, bad)
	}
	add(good.pub, append(msg, 0), sig)
	add(good.pub, msg, sig[:63])
	add(good.pub, msg, append(append([]byte(nil), sig...), 0))
	add(good.pub, nil, good.sign(t, rng, nil, tor[0]))
	return out
}

func TestEdgeCases(t *testing.T) {
	acc := 0
	cases := edgeCases(t)
	for _, c := range cases {
		if check(t, c[0], c[1], c[2]) {
			acc++
		}
	}
	checkEach(t, cases)
	for lo := 0; lo < len(cases); lo += 7 { // batches of every size and mix
		checkEach(t, cases[lo:min(lo+lo%33+1, len(cases))])
	}
	checkEach(t, nil)
	t.Logf("%d of %d accepted by both", acc, len(cases))
	if acc == 0 {
		t.Fatal("no case accepted")
	}
}

func TestBadKeyLength(t *testing.T) {
	for _, n := range []int{0, 31, 33, 64} {
		if _, err := New(make([]byte, n)); err == nil {
			t.Fatalf("New accepted a %d-byte key", n)
		}
	}
}

// TestConcurrent: one Verifier shared by goroutines (run with -race).
func TestConcurrent(t *testing.T) {
	pub, priv, _ := ed25519.GenerateKey(nil)
	v, err := New(pub)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Go(func() {
			for i := range 50 {
				msg := []byte{byte(g), byte(i)}
				sig := ed25519.Sign(priv, msg)
				if !v.Verify(msg, sig) {
					t.Errorf("valid signature %d/%d refused", g, i)
				}
				sig[i%64] ^= 4
				if v.Verify(msg, sig) != ed25519.Verify(pub, msg, sig) {
					t.Errorf("flipped signature %d/%d: answers differ", g, i)
				}
			}
		})
	}
	wg.Wait()
}
