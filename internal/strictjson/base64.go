package strictjson

import (
	"encoding/base64"
	"errors"
)

// errBase64 is DecodeBase64's refusal.
var errBase64 = errors.New("not canonical standard base64")

// b64Index maps a byte to its value in the standard alphabet, or 0xff.
var b64Index = func() (t [256]byte) {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	for i := range t {
		t[i] = 0xff
	}
	for i := range len(alphabet) {
		t[alphabet[i]] = byte(i)
	}
	return t
}()

// Base64Len reports whether s is the canonical standard, padded base64
// spelling of some bytes, and how many: whole quanta of the alphabet, the
// last one possibly padded, its unused bits 0 (base64Pattern). It reads s
// once and allocates nothing, so a large chunk is checked without being
// decoded and encoded again.
func Base64Len(s string) (int, bool) {
	if len(s)%4 != 0 {
		return 0, false
	}
	n := len(s) / 4 * 3
	body := s
	pad := 0
	if len(s) > 0 {
		switch {
		case s[len(s)-2] == '=' && s[len(s)-1] == '=':
			pad = 2
		case s[len(s)-1] == '=':
			pad = 1
		}
		body = s[:len(s)-pad]
	}
	// Valid characters map to 0..63, others to 0xff: the OR of eight
	// lookups has its top bit set exactly when one of them is invalid.
	i := 0
	for ; i+8 <= len(body); i += 8 {
		q := body[i : i+8]
		if (b64Index[q[0]]|b64Index[q[1]]|b64Index[q[2]]|b64Index[q[3]]|
			b64Index[q[4]]|b64Index[q[5]]|b64Index[q[6]]|b64Index[q[7]])&0x80 != 0 {
			return 0, false
		}
	}
	for ; i < len(body); i++ {
		if b64Index[body[i]] == 0xff {
			return 0, false
		}
	}
	switch pad {
	case 2: // one byte: the second character's low 4 bits unused
		if b64Index[body[len(body)-1]]&0x0f != 0 {
			return 0, false
		}
	case 1: // two bytes: the third character's low 2 bits unused
		if b64Index[body[len(body)-1]]&0x03 != 0 {
			return 0, false
		}
	}
	return n - pad, true
}

// Base64DecodedLen is the number of bytes canonical base64 text s (one
// that Base64Len accepts) spells, from its length and padding alone.
func Base64DecodedLen(s string) int {
	n := len(s) / 4 * 3
	if len(s) >= 2 && s[len(s)-2] == '=' {
		return n - 2
	}
	if len(s) >= 1 && s[len(s)-1] == '=' {
		return n - 1
	}
	return n
}

// DecodeBase64 accepts only the one canonical standard, padded spelling of
// the bytes, so that the stored text and the bytes determine each other.
func DecodeBase64(s string) ([]byte, error) {
	n, ok := Base64Len(s)
	if !ok {
		return nil, errBase64
	}
	b := make([]byte, n)
	if m, err := base64.StdEncoding.Decode(b, []byte(s)); err != nil || m != n {
		return nil, errBase64
	}
	return b, nil
}
