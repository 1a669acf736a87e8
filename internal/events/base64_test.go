package events

import (
	"crypto/sha256"
	"encoding/base64"
	"testing"
)

// TestBase64SHA256: the block-wise hash of a canonical text is the hash
// of its bytes, at lengths around the block size, and base64DecodedLen counts
// those bytes.
func TestBase64SHA256(t *testing.T) {
	for _, n := range []int{0, 1, 2, 3, 3071, 3072, 3073, 6144, 10001} {
		data := make([]byte, n)
		for i := range data {
			data[i] = byte(i*7 + i/256)
		}
		s := base64.StdEncoding.EncodeToString(data)
		if got, want := base64SHA256(s), sha256.Sum256(data); got != want {
			t.Errorf("%d bytes: hash %x, want %x", n, got, want)
		}
		if got := base64DecodedLen(s); got != n {
			t.Errorf("%d bytes: base64DecodedLen %d", n, got)
		}
	}
}
