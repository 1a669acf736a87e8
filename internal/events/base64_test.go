package events

import (
	"crypto/sha256"
	"encoding/base64"
	"strings"
	"testing"

	"github.com/tribunal-dev/tribunal/internal/strictjson"
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
		if got, ok := base64SHA256(s); !ok || got != sha256.Sum256(data) {
			t.Errorf("%d bytes: hash %x (canonical %v), want %x", n, got, ok, sha256.Sum256(data))
		}
		if got := base64DecodedLen(s); got != n {
			t.Errorf("%d bytes: base64DecodedLen %d", n, got)
		}
	}
}

// FuzzBase64SHA256: base64SHA256 calls a text canonical exactly when
// strictjson.Base64Len does, and then hashes the bytes it spells; the
// seeds put padding, line breaks, stray bits and bad characters inside
// and at the edges of its 4 KB blocks.
func FuzzBase64SHA256(f *testing.F) {
	block := strings.Repeat("QUJD", 1024) // one 4 KB block of "ABC"s
	for _, s := range []string{
		"", "AA==", "AAA=", "AAAA", "AB==", "AAB=", "A===", "====", "AA=A", "AA\nAA", "AAAA\r\n",
		block, block + "AA==", block[:4092] + "AA==" + "AAAA", block[:4092] + "AAA=" + "AAAA",
		block + "\n" + "AAA", block[:4095] + "\n" + "AAAA", block + "AAA*", block[:100] + "-_" + block[:102],
		block + block + "QUI=", block + block + "QUJ=",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, ok := base64SHA256(s)
		_, canonical := strictjson.Base64Len(s)
		if ok != canonical {
			t.Fatalf("%q: base64SHA256 says canonical %v, Base64Len %v", clip(s), ok, canonical)
		}
		if !ok {
			return
		}
		data, err := base64.StdEncoding.Strict().DecodeString(s)
		if err != nil {
			t.Fatalf("%q: canonical, yet %v", clip(s), err)
		}
		if got != sha256.Sum256(data) {
			t.Fatalf("%q: hash %x, want %x", clip(s), got, sha256.Sum256(data))
		}
	})
}
