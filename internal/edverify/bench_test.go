package edverify

import (
	"crypto/ed25519"
	"testing"
)

// BenchmarkVerify compares crypto/ed25519.Verify with a prebuilt Verifier on
// the same signatures of a 600-byte message (≈ an event body). Run with
// -count and compare the two sub-benchmarks of the same run.
func BenchmarkVerify(b *testing.B) {
	pub, priv, _ := ed25519.GenerateKey(nil)
	msg := make([]byte, 600)
	sigs := make([][]byte, 64)
	for i := range sigs {
		msg[0] = byte(i)
		sigs[i] = ed25519.Sign(priv, msg)
	}
	v, err := New(pub)
	if err != nil {
		b.Fatal(err)
	}
	run := func(b *testing.B, verify func(msg, sig []byte) bool) {
		for i := 0; b.Loop(); i++ {
			msg[0] = byte(i % len(sigs))
			if !verify(msg, sigs[i%len(sigs)]) {
				b.Fatal("refused")
			}
		}
	}
	b.Run("std", func(b *testing.B) {
		run(b, func(msg, sig []byte) bool { return ed25519.Verify(pub, msg, sig) })
	})
	b.Run("edverify", func(b *testing.B) { run(b, v.Verify) })
	b.Run("VerifyEach32", func(b *testing.B) {
		vs := make([]*Verifier, 32)
		msgs := make([][]byte, 32)
		for i := range vs {
			vs[i] = v
			msgs[i] = append([]byte(nil), msg...)
			msgs[i][0] = byte(i)
		}
		ok := make([]bool, 32)
		for b.Loop() {
			VerifyEach(vs, msgs, sigs[:32], ok)
		}
		for i := range ok {
			if !ok[i] {
				b.Fatal("refused")
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*32), "ns/signature")
	})
}

// BenchmarkNew is the cost of one key's table.
func BenchmarkNew(b *testing.B) {
	pub, _, _ := ed25519.GenerateKey(nil)
	baseTable()
	for b.Loop() {
		if _, err := New(pub); err != nil {
			b.Fatal(err)
		}
	}
}
